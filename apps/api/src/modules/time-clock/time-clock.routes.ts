import {
  bulkPaymentStatusSchema,
  clockActionSchema,
  paymentStatusResultSchema,
  paymentStatusUpdateSchema,
  payrollQuerySchema,
  payrollReportSchema,
  timeClockSettingsSchema,
  timeClockShiftSchema,
  todaysShiftsSchema,
} from "@rollcall/shared/time-clock";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fileAnswer, idParams, sendDownload } from "../../lib/http";
import { getPayroll, markReviewed, payrollCsv, setPaymentStatus } from "./payroll.service";
import { timeClockJobs } from "./time-clock.jobs";
import { checkIn, checkOut, getCurrentShift, getTodaysShifts } from "./time-clock.service";
import { getTimeClockSettings, setTimeClockSettings } from "./time-clock.settings";

/**
 * Time clock (any member, on their own shifts) and payroll (admins). The check-in/out paths sit under
 * /api/shifts as the spec names them; the scheduling module owns the rest of that prefix.
 */
export const timeClockRoutes: FastifyPluginAsyncZod = async (app) => {
  // Automatic clock-outs and discrepancy notices every five minutes; off under NODE_ENV=test, where tests run them.
  const jobs = timeClockJobs.runner(app);
  app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => jobs.stop());

  // The agency's time-clock rules: every member reads them (the check-in buttons ask for a reason beforehand).
  app.get(
    "/api/time-clock/settings",
    { schema: { response: { 200: timeClockSettingsSchema } } },
    async (request) => getTimeClockSettings(request.scope),
  );

  app.put(
    "/api/time-clock/settings",
    {
      config: { access: "admin" },
      schema: { body: timeClockSettingsSchema, response: { 200: timeClockSettingsSchema } },
    },
    async (request) => setTimeClockSettings(request.scope, request.body),
  );

  // Optional body { at }: when the member pressed the button, for a check-in or check-out sent later by the
  // device's offline queue (a bare POST is "now").
  app.post(
    "/api/shifts/:id/check-in",
    { schema: { params: idParams, body: clockActionSchema, response: { 200: timeClockShiftSchema } } },
    async (request) => checkIn(request.scope, request.params.id, request.body ?? {}),
  );

  app.post(
    "/api/shifts/:id/check-out",
    { schema: { params: idParams, body: clockActionSchema, response: { 200: timeClockShiftSchema } } },
    async (request) => checkOut(request.scope, request.params.id, request.body ?? {}),
  );

  app.get(
    "/api/time-clock/current-shift",
    { schema: { response: { 200: timeClockShiftSchema.nullable() } } },
    async (request) => getCurrentShift(request.scope),
  );

  app.get(
    "/api/time-clock/today",
    {
      schema: {
        response: {
          200: todaysShiftsSchema,
        },
      },
    },
    async (request) => getTodaysShifts(request.scope),
  );

  app.get(
    "/api/payroll",
    {
      config: { access: "admin" },
      schema: { querystring: payrollQuerySchema, response: { 200: payrollReportSchema } },
    },
    async (request) => getPayroll(request.scope, request.query),
  );

  app.get(
    "/api/payroll.csv",
    {
      config: { access: "admin" },
      schema: { querystring: payrollQuerySchema, response: fileAnswer("csv", "The period's payroll") },
    },
    async (request, reply) => {
      const { filename, body } = await payrollCsv(request.scope, request.query);
      return sendDownload(reply, filename, body);
    },
  );

  app.patch(
    "/api/payroll/shifts/:id",
    {
      config: { access: "admin" },
      schema: {
        params: idParams,
        body: paymentStatusUpdateSchema,
        response: { 200: paymentStatusResultSchema },
      },
    },
    async (request) => setPaymentStatus(request.scope, [request.params.id], request.body.paymentStatus),
  );

  app.post(
    "/api/payroll/shifts/:id/review",
    {
      config: { access: "admin" },
      schema: { params: idParams, response: { 200: timeClockShiftSchema } },
    },
    async (request) => markReviewed(request.scope, request.params.id),
  );

  app.post(
    "/api/payroll/payment-status",
    {
      config: { access: "admin" },
      schema: { body: bulkPaymentStatusSchema, response: { 200: paymentStatusResultSchema } },
    },
    async (request) => setPaymentStatus(request.scope, request.body.shiftIds, request.body.paymentStatus),
  );
};
