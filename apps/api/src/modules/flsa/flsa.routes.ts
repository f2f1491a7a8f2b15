import {
  flsaExemptionResultSchema,
  flsaExemptionSchema,
  flsaMeSchema,
  flsaProjectionQuerySchema,
  flsaProjectionSchema,
  flsaReportQuerySchema,
  flsaReportSchema,
} from "@rollcall/shared/flsa";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileAnswer, sendDownload } from "../../lib/http";
import { flsaReportCsv, getFlsaReport, getMyFlsaLine, projectAssignment, setExemption } from "./flsa.service";

const userParams = z.object({ userId: z.uuid() });

/**
 * FLSA 7(k) work periods: the report and its CSV (officers and admins), a member's own line, the projection
 * behind the shift form's warning (officers and admins), and the exemption flag (admins).
 */
export const flsaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/flsa/report",
    {
      config: { access: "manager" },
      schema: { querystring: flsaReportQuerySchema, response: { 200: flsaReportSchema } },
    },
    async (request) => getFlsaReport(request.scope, request.query),
  );

  app.get(
    "/api/flsa/report.csv",
    {
      config: { access: "manager" },
      schema: { querystring: flsaReportQuerySchema, response: fileAnswer("csv", "The FLSA hours report") },
    },
    async (request, reply) => {
      const { filename, body } = await flsaReportCsv(request.scope, request.query);
      return sendDownload(reply, filename, body);
    },
  );

  app.get(
    "/api/flsa/me",
    { schema: { querystring: flsaReportQuerySchema, response: { 200: flsaMeSchema } } },
    async (request) => getMyFlsaLine(request.scope, request.query),
  );

  app.get(
    "/api/flsa/projection",
    {
      config: { access: "manager" },
      schema: { querystring: flsaProjectionQuerySchema, response: { 200: flsaProjectionSchema } },
    },
    async (request) => projectAssignment(request.scope, request.query),
  );

  app.patch(
    "/api/flsa/exemptions/:userId",
    {
      config: { access: "admin" },
      schema: { params: userParams, body: flsaExemptionSchema, response: { 200: flsaExemptionResultSchema } },
    },
    async (request) => setExemption(request.scope, request.params.userId, request.body.exempt),
  );
};
