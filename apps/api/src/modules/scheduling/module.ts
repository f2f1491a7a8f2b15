import { SCHEDULE_QUERIES } from "@rollcall/shared/live";
import { shiftBids, shiftSwaps, shifts } from "../../db/schema/scheduling";
import type { ApiModule } from "../../lib/module";
import { schedulingRoutes } from "./scheduling.routes";
import { schedulingSeed } from "./scheduling.seed";

export const schedulingModule: ApiModule = {
  name: "scheduling",
  description: "Shifts, recurring series, rotations, open shifts and coverage, and the iCalendar feed.",
  routes: [{ plugin: schedulingRoutes, apiKey: "shifts" }],
  tables: { shifts, shiftSwaps, shiftBids },
  audited: { shifts: "Shift", shift_swaps: "Shift swap", shift_bids: "Shift bid" },
  live: {
    shifts: SCHEDULE_QUERIES,
    shift_swaps: SCHEDULE_QUERIES,
    shift_bids: SCHEDULE_QUERIES,
  },
  seed: schedulingSeed,
};
