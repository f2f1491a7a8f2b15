import { courses, isoCategoryMappings, trainingAssignments } from "../../db/schema/training";
import type { ApiModule } from "../../lib/module";
import { trainingRoutes } from "./training.routes";
import { trainingSeed } from "./training.seed";

export const trainingModule: ApiModule = {
  name: "training",
  description: "Courses, assignments, progress and ISO training hours.",
  routes: [{ plugin: trainingRoutes, feature: "training", apiKey: "training" }],
  tables: { courses, trainingAssignments, isoCategoryMappings },
  audited: {
    courses: "Training course",
    training_assignments: "Training assignment",
    iso_category_mappings: "ISO category mapping",
  },
  live: {
    courses: ["/api/training", "/api/dashboard"],
    training_assignments: ["/api/training", "/api/dashboard"],
    iso_category_mappings: ["/api/training"],
  },
  seed: trainingSeed,
};
