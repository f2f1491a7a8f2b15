/**
 * Scheduling: the week's shifts, shift create/edit/delete (one occurrence or a series), fire rotations,
 * open shifts (coverage requests, pick-ups, approvals) and each member's iCalendar feed.
 * Managers (admin, officer) change the schedule; every member reads it.
 */

import { staleVersionSchema } from "@rollcall/shared/offline";
import {
  calendarFeedSchema,
  isDateString,
  openShiftSchema,
  rotationResultSchema,
  rotationSchema,
  SHIFT_EDIT_SCOPES,
  SHIFT_MESSAGES,
  SHIFT_STATUSES,
  shiftCreatedSchema,
  shiftFormSchema,
  shiftListItemSchema,
  shiftSchema,
  shiftsDeletedSchema,
  shiftUpdateSchema,
} from "@rollcall/shared/scheduling";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileAnswer, idParams } from "../../lib/http";
import { expectedVersion } from "../../lib/versions";
import { calendarIcs, getCalendarFeed, regenerateCalendarFeed, requireIcs } from "./calendar.service";
import {
  approvePickUp,
  declinePickUp,
  listOpenShifts,
  pickUpShift,
  requestCoverage,
} from "./open-shifts.service";
import { createRotation } from "./rotations.service";
import { createShift, deleteShift, getShift, listShifts, updateShift } from "./shifts.service";

const staleShift = staleVersionSchema(shiftSchema);

const dateQuery = z.string().refine(isDateString, SHIFT_MESSAGES.invalidDate).optional();

/**
 * The week list's answer: declared like every other, but PostgreSQL has already written it as JSON
 * (shift-queries.ts), and Fastify sends bytes as they are (its serializer runs on objects only). The JSON is
 * built from the same keys as shiftListItemSchema; week-list.test.ts parses real answers with the schema.
 */
const shiftListResponse = z.array(shiftListItemSchema);
const preSerialized = (json: Buffer) => json as unknown as z.output<typeof shiftListResponse>;

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
        response: { 200: shiftListResponse },
      },
    },
    // The SHIFT_LIST_FIELDS of a shift (GET /api/shifts/{id} has the rest). The week can hold a thousand
    // shifts: PostgreSQL builds the JSON and it is sent as is (see shiftListResponse).
    async (request, reply) =>
      reply
        .type("application/json; charset=utf-8")
        .send(preSerialized(await listShifts(request.scope, request.query))),
  );

  app.get("/api/shifts/open", { schema: { response: { 200: z.array(openShiftSchema) } } }, async (request) =>
    listOpenShifts(request.scope),
  );

  // The feed's address is a private link (anyone holding it reads the member's shifts): a secret's answer.
  app.get(
    "/api/shifts/calendar-feed",
    { config: { answerHoldsSecret: true }, schema: { response: { 200: calendarFeedSchema } } },
    async (request) => getCalendarFeed(request.scope, app.env.publicUrl),
  );

  app.post(
    "/api/shifts/calendar-feed/regenerate",
    { config: { answerHoldsSecret: true }, schema: { response: { 200: calendarFeedSchema } } },
    async (request) => regenerateCalendarFeed(request.scope, app.env.publicUrl),
  );

  app.get(
    "/api/shifts/:id",
    { schema: { params: idParams, response: { 200: shiftSchema } } },
    async (request) => getShift(request.scope, request.params.id),
  );

  app.post(
    "/api/shifts",
    {
      config: { access: "manager" },
      schema: { body: shiftFormSchema, response: { 201: shiftCreatedSchema } },
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
          201: rotationResultSchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await createRotation(request.scope, request.body)),
  );

  // Edit and delete take If-Match: "<updatedAt>" of the shift named in the path (lib/versions.ts): 412 with
  // the current shift when it changed since.
  app.patch(
    "/api/shifts/:id",
    {
      config: { access: "manager" },
      schema: {
        params: idParams,
        body: shiftUpdateSchema,
        response: { 200: shiftSchema, 412: staleShift },
      },
    },
    async (request) => updateShift(request.scope, request.params.id, request.body, expectedVersion(request)),
  );

  app.delete(
    "/api/shifts/:id",
    {
      config: { access: "manager" },
      schema: {
        params: idParams,
        querystring: z.object({ scope: z.enum(SHIFT_EDIT_SCOPES).default("this") }),
        response: { 200: shiftsDeletedSchema, 412: staleShift },
      },
    },
    async (request) =>
      deleteShift(request.scope, request.params.id, request.query.scope, expectedVersion(request)),
  );

  app.post(
    "/api/shifts/:id/request-coverage",
    {
      schema: {
        params: idParams,
        // Optional: a bare POST (no body) asks without a reason.
        body: z.object({ reason: z.string().trim().max(500).optional() }).nullish(),
        response: { 200: shiftSchema },
      },
    },
    async (request) => requestCoverage(request.scope, request.params.id, request.body?.reason || null),
  );

  app.post(
    "/api/shifts/:id/pick-up",
    { schema: { params: idParams, response: { 200: shiftSchema } } },
    async (request) => pickUpShift(request.scope, request.params.id),
  );

  app.post(
    "/api/shifts/:id/approve",
    { config: { access: "manager" }, schema: { params: idParams, response: { 200: shiftSchema } } },
    async (request) => approvePickUp(request.scope, request.params.id),
  );

  app.post(
    "/api/shifts/:id/decline",
    { config: { access: "manager" }, schema: { params: idParams, response: { 200: shiftSchema } } },
    async (request) => declinePickUp(request.scope, request.params.id),
  );

  // The subscription URL a phone calendar polls: no session, the token in the path is the credential.
  app.get(
    "/api/calendar/:file",
    {
      config: { access: "public" },
      schema: {
        summary: "A member's shifts as a calendar feed (iCalendar)",
        params: z.object({ file: z.string().max(100) }),
        response: fileAnswer("text/calendar", "The member's shifts (iCalendar)"),
      },
    },
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
