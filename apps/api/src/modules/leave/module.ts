import type { ApiModule } from "../../lib/module";
import { leaveRoutes } from "./leave.routes";
import { leaveSeed } from "./leave.seed";

export const leaveModule: ApiModule = {
  name: "leave",
  description: "Leave requests, their approval and its staffing impact, and leave balances.",
  routes: [{ plugin: leaveRoutes, apiKey: "leave" }],
  seed: leaveSeed,
};
