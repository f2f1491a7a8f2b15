import { SCHEDULE_QUERIES } from "@rollcall/shared/live";
import { leaveBalances, leaveLedger, leaveRequests } from "../../db/schema/leave";
import type { ApiModule } from "../../lib/module";
import { leaveRoutes } from "./leave.routes";
import { leaveSeed } from "./leave.seed";

export const leaveModule: ApiModule = {
  name: "leave",
  description: "Leave requests, their approval and its staffing impact, leave balances and their ledger.",
  routes: [{ plugin: leaveRoutes, apiKey: "leave" }],
  tables: { leaveRequests, leaveBalances, leaveLedger },
  audited: {
    leave_requests: "Leave request",
    leave_balances: "Leave balance",
    leave_ledger: "Leave ledger entry",
  },
  live: {
    leave_requests: [...SCHEDULE_QUERIES, "/api/leave-requests", "/api/leave-balances"],
    leave_balances: ["/api/leave-balances", "/api/leave-requests"],
    leave_ledger: ["/api/leave-ledger", "/api/leave-balances", "/api/pay/projection"],
  },
  seed: leaveSeed,
};
