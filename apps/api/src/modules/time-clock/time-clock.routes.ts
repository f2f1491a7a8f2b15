import { ROLES } from "@rollcall/shared/roles";
import { SHIFT_PAYMENT_STATUSES, SHIFT_STATUSES } from "@rollcall/shared/scheduling";
import {
  bulkPaymentStatusSchema,
  paymentStatusUpdateSchema,
  payrollQuerySchema,
} from "@rollcall/shared/time-clock";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { attachmentHeader } from "../../lib/http";
import { getPayroll, payrollCsv, setPaymentStatus } from "./payroll.service";
import { checkIn, checkOut, getCurrentShift, getTodaysShifts } from "./time-clock.service";

const shiftParams = z.object({ id: z.uuid() });

const timeClockShift = z.object({
  id: z.string(),
  title: z.string(),
  userId: z.string().nullable(),
  startTime: z.date(),
  endTime: z.date(),
  assignment: z.string().nullable(),
  status: z.enum(SHIFT_STATUSES),
  checkedIn: z.boolean(),
  actualStartTime: z.date().nullable(),
  actualEndTime: z.date().nullable(),
  totalMinutes: z.number().int().nullable(),
  totalHours: z.number().nullable(),
  isPaid: z.boolean(),
  hourlyRateCents: z.number().int().nullable(),
  paymentStatus: z.enum(SHIFT_PAYMENT_STATUSES),
});

const payrollShift = z.object({
  id: z.string(),
  title: z.string(),
  assignment: z.string().nullable(),
  startTime: z.date(),
  endTime: z.date(),
  actualStartTime: z.date().nullable(),
  actualEndTime: z.date().nullable(),
  date: z.string(),
  minutes: z.number().int(),
  hourlyRateCents: z.number().int(),
  payCents: z.number().int(),
  paymentStatus: z.enum(SHIFT_PAYMENT_STATUSES),
});

const payrollReport = z.object({
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  members: z.array(
    z.object({
      userId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      role: z.enum(ROLES),
      shiftCount: z.number().int(),
      minutes: z.number().int(),
      payCents: z.number().int(),
      shifts: z.array(payrollShift),
    }),
  ),
  totals: z.object({
    memberCount: z.number().int(),
    shiftCount: z.number().int(),
    minutes: z.number().int(),
    payCents: z.number().int(),
    payCentsByStatus: z.object({
      pending: z.number().int(),
      approved: z.number().int(),
      paid: z.number().int(),
    }),
  }),
});

const paymentStatusResult = z.object({
  updated: z.number().int(),
  paymentStatus: z.enum(SHIFT_PAYMENT_STATUSES),
  shiftIds: z.array(z.string()),
});

/**
 * Time clock (any member, on their own shifts) and payroll (admins). The check-in/out paths sit under
 * /api/shifts as the spec names them; the scheduling module owns the rest of that prefix.
 */
export const timeClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/shifts/:id/check-in",
    { schema: { params: shiftParams, response: { 200: timeClockShift } } },
    async (request) => checkIn(request.scope, request.params.id),
  );

  app.post(
    "/api/shifts/:id/check-out",
    { schema: { params: shiftParams, response: { 200: timeClockShift } } },
    async (request) => checkOut(request.scope, request.params.id),
  );

  app.get(
    "/api/time-clock/current-shift",
    { schema: { response: { 200: timeClockShift.nullable() } } },
    async (request) => getCurrentShift(request.scope),
  );

  app.get(
    "/api/time-clock/today",
    {
      schema: {
        response: {
          200: z.object({ date: z.string(), timeZone: z.string(), shifts: z.array(timeClockShift) }),
        },
      },
    },
    async (request) => getTodaysShifts(request.scope),
  );

  app.get(
    "/api/payroll",
    {
      config: { access: "admin" },
      schema: { querystring: payrollQuerySchema, response: { 200: payrollReport } },
    },
    async (request) => getPayroll(request.scope, request.query),
  );

  app.get(
    "/api/payroll.csv",
    { config: { access: "admin" }, schema: { querystring: payrollQuerySchema } },
    async (request, reply) => {
      const { filename, body } = await payrollCsv(request.scope, request.query);
      return reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header("Content-Disposition", attachmentHeader(filename))
        .header("Cache-Control", "no-store")
        .send(body);
    },
  );

  app.patch(
    "/api/payroll/shifts/:id",
    {
      config: { access: "admin" },
      schema: {
        params: shiftParams,
        body: paymentStatusUpdateSchema,
        response: { 200: paymentStatusResult },
      },
    },
    async (request) => setPaymentStatus(request.scope, [request.params.id], request.body.paymentStatus),
  );

  app.post(
    "/api/payroll/payment-status",
    {
      config: { access: "admin" },
      schema: { body: bulkPaymentStatusSchema, response: { 200: paymentStatusResult } },
    },
    async (request) => setPaymentStatus(request.scope, request.body.shiftIds, request.body.paymentStatus),
  );
};
