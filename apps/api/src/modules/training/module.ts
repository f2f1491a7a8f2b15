import type { ApiModule } from "../../lib/module";
import { trainingRoutes } from "./training.routes";
import { trainingSeed } from "./training.seed";

export const trainingModule: ApiModule = {
  name: "training",
  description: "Courses, assignments, progress and ISO training hours.",
  routes: [{ plugin: trainingRoutes, feature: "training", apiKey: "training" }],
  seed: trainingSeed,
};
