/**
 * Leave (issue "Staffing as a fire department runs it"): requests (members ask, officers and admins decide,
 * members cancel their own), the staffing impact of approving one, balances per type and their ledger.
 */
import {
  leaveBalanceSchema,
  leaveBalancesQuerySchema,
  leaveDecisionSchema,
  leaveImpactSchema,
  leaveLedgerEntrySchema,
  leaveLedgerQuerySchema,
  leaveRequestFormSchema,
  leaveRequestSchema,
  leaveRequestsQuerySchema,
  setLeaveBalanceSchema,
} from "@rollcall/shared/leave";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../lib/http";
import { listLeaveBalances, setLeaveBalance } from "./balances.service";
import { leaveImpact } from "./impact.service";
import { decideLeave, listLeaveRequests, requestLeave } from "./leave.service";
import { listLeaveLedger } from "./ledger.service";

export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/leave-requests",
    { schema: { querystring: leaveRequestsQuerySchema, response: { 200: z.array(leaveRequestSchema) } } },
    async (request) => listLeaveRequests(request.scope, request.query),
  );

  app.post(
    "/api/leave-requests",
    { schema: { body: leaveRequestFormSchema, response: { 201: leaveRequestSchema } } },
    async (request, reply) => reply.status(201).send(await requestLeave(request.scope, request.body)),
  );

  // Managers approve or deny; a member cancels their own (the service checks who may do what).
  app.patch(
    "/api/leave-requests/:id",
    { schema: { params: idParams, body: leaveDecisionSchema, response: { 200: leaveRequestSchema } } },
    async (request) => decideLeave(request.scope, request.params.id, request.body),
  );

  app.get(
    "/api/leave-requests/:id/impact",
    { config: { access: "manager" }, schema: { params: idParams, response: { 200: leaveImpactSchema } } },
    async (request) => leaveImpact(request.scope, request.params.id),
  );

  app.get(
    "/api/leave-balances",
    { schema: { querystring: leaveBalancesQuerySchema, response: { 200: z.array(leaveBalanceSchema) } } },
    async (request) => listLeaveBalances(request.scope, request.query.userId),
  );

  app.put(
    "/api/leave-balances",
    {
      config: { access: "manager" },
      schema: { body: setLeaveBalanceSchema, response: { 200: leaveBalanceSchema } },
    },
    async (request) => setLeaveBalance(request.scope, request.body),
  );

  // Every change of the balances, newest first: a member's own; officers and admins name any member.
  app.get(
    "/api/leave-ledger",
    { schema: { querystring: leaveLedgerQuerySchema, response: { 200: z.array(leaveLedgerEntrySchema) } } },
    async (request) => listLeaveLedger(request.scope, request.query),
  );
};
