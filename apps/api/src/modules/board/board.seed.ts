/** Placeholder replaced below. */
import type { SeedStep } from "../../db/seed/context";

export const boardSeed: SeedStep = () => async () => {};
