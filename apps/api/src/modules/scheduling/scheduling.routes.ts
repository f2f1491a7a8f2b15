/**
 * Scheduling: the week's shifts, shift create/edit/delete (one occurrence or a series), fire rotations,
 * open shifts (coverage requests, pick-ups, approvals) and each member's iCalendar feed.
 * Managers (admin, officer) change the schedule; every member reads it.
 */

import { ROLES } from "@rollcall/shared/roles";
import {
  DAYS_OF_WEEK,
  isDateString,
  RECURRING_PATTERNS,
  rotationSchema,
  SHIFT_EDIT_SCOPES,
  SHIFT_MESSAGES,
  SHIFT_PAYMENT_STATUSES,
  SHIFT_STATUSES,
  shiftFormSchema,
  shiftUpdateSchema,
} from "@rollcall/shared/scheduling";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { calendarIcs, getCalendarFeed, regenerateCalendarFeed, requireIcs } from "./calendar.service";
import {
  approvePickUp,
  declinePickUp,
  listOpenShifts,
  pickUpShift,
  requestCoverage,
} from "./open-shifts.service";
import {
  createRotation,
  createShift,
  deleteShift,
  getShift,
  listShifts,
  updateShift,
} from "./scheduling.service";

const idParams = z.object({ id: z.uuid() });

const personResponse = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

const shiftResponse = z.object({
  id: z.string(),
  title: z.string(),
  userId: z.string().nullable(),
  user: personResponse.extend({ role: z.enum(ROLES) }).nullable(),
  /** ISO 8601, UTC. */
  startTime: z.string(),
  endTime: z.string(),
  assignment: z.string().nullable(),
  status: z.enum(SHIFT_STATUSES),
  isRecurring: z.boolean(),
  recurringPattern: z.enum(RECURRING_PATTERNS).nullable(),
  recurrenceInterval: z.number(),
  recurrenceDaysOfWeek: z.array(z.enum(DAYS_OF_WEEK)).nullable(),
  recurringEndDate: z.string().nullable(),
  recurrenceCount: z.number().nullable(),
  parentShiftId: z.string().nullable(),
  seriesId: z.string().nullable(),
  isPaid: z.boolean(),
  /** Dollars with two decimals, e.g. "28.50" (stored as integer cents). */
  hourlyRate: z.string().nullable(),
  paymentStatus: z.enum(SHIFT_PAYMENT_STATUSES),
  actualStartTime: z.string().nullable(),
  actualEndTime: z.string().nullable(),
  checkedIn: z.boolean(),
  /** Hours with one decimal (stored as minutes). */
  totalHours: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const dateQuery = z.string().refine(isDateString, SHIFT_MESSAGES.invalidDate).optional();

const feedResponse = z.object({ url: z.string(), webcalUrl: z.string() });

export const schedulingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/shifts",
    {
      schema: {
        querystring: z.object({
          startDate: dateQuery,
          endDate: dateQuery,
          status: z.enum(SHIFT_STATUSES).optional(),
        }),
      },
    },
    // Answers an array of ShiftListItem (@rollcall/shared/scheduling: the SHIFT_LIST_FIELDS of shiftResponse;
    // GET /api/shifts/{id} has the rest). The week can hold a thousand shifts: PostgreSQL builds the JSON
    // (shift-queries.ts) and it is sent as is.
    async (request, reply) =>
      reply.type("application/json; charset=utf-8").send(await listShifts(request.scope, request.query)),
  );

  app.get(
    "/api/shifts/open",
    {
      schema: {
        response: {
          200: z.array(
            shiftResponse.extend({ requestedBy: personResponse.nullable(), reason: z.string().nullable() }),
          ),
        },
      },
    },
    async (request) => listOpenShifts(request.scope),
  );

  app.get("/api/shifts/calendar-feed", { schema: { response: { 200: feedResponse } } }, async (request) =>
    getCalendarFeed(request.scope, app.env.publicUrl),
  );

  app.post(
    "/api/shifts/calendar-feed/regenerate",
    { schema: { response: { 200: feedResponse } } },
    async (request) => regenerateCalendarFeed(request.scope, app.env.publicUrl),
  );

  app.get(
    "/api/shifts/:id",
    { schema: { params: idParams, response: { 200: shiftResponse } } },
    async (request) => getShift(request.scope, request.params.id),
  );

  app.post(
    "/api/shifts",
    {
      config: { access: "manager" },
      schema: { body: shiftFormSchema, response: { 201: shiftResponse.extend({ occurrences: z.number() }) } },
    },
    async (request, reply) => reply.status(201).send(await createShift(request.scope, request.body)),
  );

  app.post(
    "/api/shifts/rotation",
    {
      config: { access: "manager" },
      schema: {
        body: rotationSchema,
        response: {
          201: z.object({
            created: z.number(),
            pattern: z.string(),
            startDate: z.string(),
            endDate: z.string(),
            members: z.number(),
          }),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await createRotation(request.scope, request.body)),
  );

  app.patch(
    "/api/shifts/:id",
    {
      config: { access: "manager" },
      schema: { params: idParams, body: shiftUpdateSchema, response: { 200: shiftResponse } },
    },
    async (request) => updateShift(request.scope, request.params.id, request.body),
  );

  app.delete(
    "/api/shifts/:id",
    {
      config: { access: "manager" },
      schema: {
        params: idParams,
        querystring: z.object({ scope: z.enum(SHIFT_EDIT_SCOPES).default("this") }),
        response: { 200: z.object({ deleted: z.number() }) },
      },
    },
    async (request) => deleteShift(request.scope, request.params.id, request.query.scope),
  );

  app.post(
    "/api/shifts/:id/request-coverage",
    {
      schema: {
        params: idParams,
        // Optional: a bare POST (no body) asks without a reason.
        body: z.object({ reason: z.string().trim().max(500).optional() }).nullish(),
        response: { 200: shiftResponse },
      },
    },
    async (request) => requestCoverage(request.scope, request.params.id, request.body?.reason || null),
  );

  app.post(
    "/api/shifts/:id/pick-up",
    { schema: { params: idParams, response: { 200: shiftResponse } } },
    async (request) => pickUpShift(request.scope, request.params.id),
  );

  app.post(
    "/api/shifts/:id/approve",
    { config: { access: "manager" }, schema: { params: idParams, response: { 200: shiftResponse } } },
    async (request) => approvePickUp(request.scope, request.params.id),
  );

  app.post(
    "/api/shifts/:id/decline",
    { config: { access: "manager" }, schema: { params: idParams, response: { 200: shiftResponse } } },
    async (request) => declinePickUp(request.scope, request.params.id),
  );

  // The subscription URL a phone calendar polls: no session, the token in the path is the credential.
  app.get(
    "/api/calendar/:file",
    { config: { access: "public" }, schema: { params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const token = request.params.file.endsWith(".ics") ? request.params.file.slice(0, -4) : "";
      const ics = requireIcs(await calendarIcs(app.db, token));
      return reply
        .header("Cache-Control", "private, max-age=300")
        .type("text/calendar; charset=utf-8")
        .header("Content-Disposition", 'inline; filename="shifts.ics"')
        .send(ics);
    },
  );
};
