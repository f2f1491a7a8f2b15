import { fitnessEnrollments, fitnessPrograms, wellnessRecords } from "../../db/schema/wellness";
import type { ApiModule } from "../../lib/module";
import { wellnessRoutes } from "./wellness.routes";
import { wellnessSeed } from "./wellness.seed";

export const wellnessModule: ApiModule = {
  name: "wellness",
  description: "Fitness programs, a member's own wellness records, and participation figures.",
  routes: [{ plugin: wellnessRoutes, feature: "wellness" }],
  tables: { fitnessPrograms, wellnessRecords, fitnessEnrollments },
  audited: { fitness_programs: "Fitness program" },
  live: {
    fitness_programs: ["/api/fitness-programs", "/api/wellness"],
    fitness_enrollments: ["/api/fitness-programs", "/api/wellness"],
    wellness_records: ["/api/wellness-records", "/api/wellness"],
  },
  seed: wellnessSeed,
};
