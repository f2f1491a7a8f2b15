import type { ApiModule } from "../../lib/module";
import { wellnessRoutes } from "./wellness.routes";
import { wellnessSeed } from "./wellness.seed";

export const wellnessModule: ApiModule = {
  name: "wellness",
  description: "Fitness programs, a member's own wellness records, and participation figures.",
  routes: [{ plugin: wellnessRoutes, feature: "wellness" }],
  seed: wellnessSeed,
};
