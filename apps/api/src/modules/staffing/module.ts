import type { ApiModule } from "../../lib/module";
import { staffingRoutes } from "./staffing.routes";
import { staffingSeed } from "./staffing.seed";

export const staffingModule: ApiModule = {
  name: "staffing",
  description: "Minimum staffing rules, the gaps they find, and the agency's staffing settings.",
  routes: [{ plugin: staffingRoutes, apiKey: "staffing" }],
  seed: staffingSeed,
};
