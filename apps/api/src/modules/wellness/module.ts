import type { ApiModule } from "../../lib/module";
import { wellnessRoutes } from "./wellness.routes";

export const wellnessModule: ApiModule = {
  name: "wellness",
  description: "Fitness programs, a member's own wellness records, and participation figures.",
  routes: [{ plugin: wellnessRoutes, feature: "wellness" }],
};
