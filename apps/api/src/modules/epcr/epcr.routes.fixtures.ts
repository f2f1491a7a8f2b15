/** The ePCR module's routes in the route table (test/fixtures.ts composes it): none yet. */
import type { RouteSpec } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {};
