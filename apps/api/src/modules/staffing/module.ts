import { SCHEDULE_QUERIES } from "@rollcall/shared/live";
import { staffingRequirements, staffingSettings } from "../../db/schema/staffing";
import type { ApiModule } from "../../lib/module";
import { staffingRoutes } from "./staffing.routes";
import { staffingSeed } from "./staffing.seed";

export const staffingModule: ApiModule = {
  name: "staffing",
  description: "Minimum staffing rules, the gaps they find, and the agency's staffing settings.",
  routes: [{ plugin: staffingRoutes, apiKey: "staffing" }],
  tables: { staffingRequirements, staffingSettings },
  audited: { staffing_requirements: "Staffing rule", staffing_settings: "Staffing settings" },
  live: {
    staffing_requirements: SCHEDULE_QUERIES,
    staffing_settings: ["/api/staffing", "/api/flsa", "/api/leave-requests"],
  },
  seed: staffingSeed,
};
