/**
 * Shift trades and the trade ledger (issue "Staffing as a fire department runs it"). Who may do what is
 * checked in trades.service.ts; approve and decline are for officers and admins (route access).
 */
import {
  tradeEligibleQuerySchema,
  tradeEligibleSchema,
  tradeFormSchema,
  tradeLedgerQuerySchema,
  tradeLedgerSchema,
  tradeSchema,
} from "@rollcall/shared/trades";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../lib/http";
import { readLedger } from "./ledger.service";
import {
  acceptTrade,
  approveTrade,
  cancelTrade,
  declineTrade,
  eligibleTakers,
  listTrades,
  offerTrade,
} from "./trades.service";

const one = { params: idParams, response: { 200: tradeSchema } };

export const tradesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/trades", { schema: { response: { 200: z.array(tradeSchema) } } }, async (request) =>
    listTrades(request.scope),
  );

  app.get(
    "/api/trades/eligible",
    { schema: { querystring: tradeEligibleQuerySchema, response: { 200: tradeEligibleSchema } } },
    async (request) => eligibleTakers(request.scope, request.query.shiftId),
  );

  app.post(
    "/api/trades",
    { schema: { body: tradeFormSchema, response: { 201: tradeSchema } } },
    async (request, reply) => reply.status(201).send(await offerTrade(request.scope, request.body)),
  );

  app.post("/api/trades/:id/accept", { schema: one }, async (request) =>
    acceptTrade(request.scope, request.params.id),
  );
  app.post("/api/trades/:id/approve", { config: { access: "manager" }, schema: one }, async (request) =>
    approveTrade(request.scope, request.params.id),
  );
  app.post("/api/trades/:id/decline", { config: { access: "manager" }, schema: one }, async (request) =>
    declineTrade(request.scope, request.params.id),
  );
  app.post("/api/trades/:id/cancel", { schema: one }, async (request) =>
    cancelTrade(request.scope, request.params.id),
  );

  app.get(
    "/api/trades/ledger",
    { schema: { querystring: tradeLedgerQuerySchema, response: { 200: tradeLedgerSchema } } },
    async (request) => readLedger(request.scope, request.query.userId),
  );
};
