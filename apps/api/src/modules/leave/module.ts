import { SCHEDULE_QUERIES } from "@rollcall/shared/live";
import { leaveBalances, leaveRequests } from "../../db/schema/leave";
import type { ApiModule } from "../../lib/module";
import { leaveRoutes } from "./leave.routes";
import { leaveSeed } from "./leave.seed";

export const leaveModule: ApiModule = {
  name: "leave",
  description: "Leave requests, their approval and its staffing impact, and leave balances.",
  routes: [{ plugin: leaveRoutes, apiKey: "leave" }],
  tables: { leaveRequests, leaveBalances },
  audited: { leave_requests: "Leave request", leave_balances: "Leave balance" },
  live: {
    leave_requests: [...SCHEDULE_QUERIES, "/api/leave-requests", "/api/leave-balances"],
    leave_balances: ["/api/leave-balances", "/api/leave-requests"],
  },
  seed: leaveSeed,
};
