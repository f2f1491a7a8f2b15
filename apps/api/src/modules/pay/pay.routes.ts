/**
 * Pay (issue 45): the agency's pay periods and accrual rules (admins set them, every member reads them),
 * accruals run now, a member's projected balance, and members' payroll details (officers read, admins set).
 */
import {
  accrualRuleRecordSchema,
  accrualRuleSchema,
  accrualRunRequestSchema,
  accrualRunSchema,
  holidaysSchema,
  holidaysUpdateSchema,
  payCodesSchema,
  payCodesUpdateSchema,
  payExportQuerySchema,
  payHoursQuerySchema,
  payHoursSchema,
  payMemberSchema,
  payMemberUpdateSchema,
  payPeriodSettingsSchema,
  paySettingsSchema,
  projectionQuerySchema,
  projectionSchema,
} from "@rollcall/shared/pay";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileAnswer, idParams, noContent, sendDownload } from "../../lib/http";
import { payJobs } from "./pay.jobs";
import {
  deleteAccrualRule,
  getPaySettings,
  listAccrualRules,
  listPayMembers,
  projectBalance,
  putAccrualRule,
  runAccrualsNow,
  setPaySettings,
  updatePayMember,
} from "./pay.service";
import {
  exportPayroll,
  getHolidays,
  getPayCodes,
  payHours,
  setHolidays,
  setPayCodes,
} from "./pay-codes.service";

const userIdParams = z.object({ userId: z.uuid() });

export const payRoutes: FastifyPluginAsyncZod = async (app) => {
  // Accruals every hour (a period accrues the day after it ends); off under NODE_ENV=test, where tests run the job.
  const jobs = payJobs.runner(app);
  app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => jobs.stop());

  app.get("/api/pay/settings", { schema: { response: { 200: paySettingsSchema } } }, async (request) =>
    getPaySettings(request.scope),
  );

  app.put(
    "/api/pay/settings",
    {
      config: { access: "admin" },
      schema: { body: payPeriodSettingsSchema, response: { 200: paySettingsSchema } },
    },
    async (request) => setPaySettings(request.scope, request.body),
  );

  app.get(
    "/api/pay/accrual-rules",
    { schema: { response: { 200: z.array(accrualRuleRecordSchema) } } },
    async (request) => listAccrualRules(request.scope),
  );

  app.put(
    "/api/pay/accrual-rules",
    {
      config: { access: "admin" },
      schema: { body: accrualRuleSchema, response: { 200: accrualRuleRecordSchema } },
    },
    async (request) => putAccrualRule(request.scope, request.body),
  );

  app.delete(
    "/api/pay/accrual-rules/:id",
    {
      config: { access: "admin" },
      schema: {
        params: idParams,
        response: noContent("Deleted; what the rule accrued stays on the ledgers"),
      },
    },
    async (request, reply) => {
      await deleteAccrualRule(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/pay/accruals/run",
    {
      config: { access: "admin" },
      schema: { body: accrualRunRequestSchema, response: { 200: accrualRunSchema } },
    },
    async (request) => runAccrualsNow(request.scope),
  );

  app.get(
    "/api/pay/projection",
    { schema: { querystring: projectionQuerySchema, response: { 200: projectionSchema } } },
    async (request) => projectBalance(request.scope, request.query),
  );

  app.get(
    "/api/pay/members",
    { config: { access: "manager" }, schema: { response: { 200: z.array(payMemberSchema) } } },
    async (request) => listPayMembers(request.scope),
  );

  app.patch(
    "/api/pay/members/:userId",
    {
      config: { access: "admin" },
      schema: { params: userIdParams, body: payMemberUpdateSchema, response: { 200: payMemberSchema } },
    },
    async (request) => updatePayMember(request.scope, request.params.userId, request.body),
  );

  // Pay codes and payroll exports: the payroll clerk's (admins').
  app.get(
    "/api/pay/codes",
    { config: { access: "admin" }, schema: { response: { 200: payCodesSchema } } },
    async (request) => getPayCodes(request.scope),
  );

  app.put(
    "/api/pay/codes",
    {
      config: { access: "admin" },
      schema: { body: payCodesUpdateSchema, response: { 200: payCodesSchema } },
    },
    async (request) => setPayCodes(request.scope, request.body),
  );

  app.get(
    "/api/pay/holidays",
    { config: { access: "admin" }, schema: { response: { 200: holidaysSchema } } },
    async (request) => getHolidays(request.scope),
  );

  app.put(
    "/api/pay/holidays",
    {
      config: { access: "admin" },
      schema: { body: holidaysUpdateSchema, response: { 200: holidaysSchema } },
    },
    async (request) => setHolidays(request.scope, request.body),
  );

  app.get(
    "/api/pay/hours",
    {
      config: { access: "admin" },
      schema: { querystring: payHoursQuerySchema, response: { 200: payHoursSchema } },
    },
    async (request) => payHours(request.scope, request.query),
  );

  // A POST: each export is recorded (the period shows as exported, a re-export says what changed).
  app.post(
    "/api/pay/exports",
    {
      config: { access: "admin" },
      schema: {
        body: payExportQuerySchema,
        response: fileAnswer("csv", "The period's hours by pay code, in the payroll system's layout"),
      },
    },
    async (request, reply) => {
      const { filename, body } = await exportPayroll(request.scope, request.body);
      return sendDownload(reply, filename, body);
    },
  );
};
