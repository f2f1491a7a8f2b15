import type { ApiModule } from "../../lib/module";
import { schedulingRoutes } from "./scheduling.routes";
import { schedulingSeed } from "./scheduling.seed";

export const schedulingModule: ApiModule = {
  name: "scheduling",
  description: "Shifts, recurring series, rotations, open shifts and coverage, and the iCalendar feed.",
  routes: [{ plugin: schedulingRoutes, apiKey: "shifts" }],
  seed: schedulingSeed,
};
