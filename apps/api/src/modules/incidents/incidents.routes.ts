/**
 * Incident reporting: the agency's reports (list, one, create, edit, delete), each report's change history
 * and printable PDF, the Analytics and Compliance figures, and the NFIRS (CSV) and NERIS (JSON) exports.
 * Every member reads and writes reports; only officers and admins approve, complete and delete them.
 */
import {
  incidentAnalyticsSchema,
  incidentComplianceSchema,
  incidentCreateSchema,
  incidentHistoryEntrySchema,
  incidentRangeQuerySchema,
  incidentSchema,
  incidentUpdateSchema,
} from "@rollcall/shared/incidents";
import { nerisValidationSchema } from "@rollcall/shared/neris/incident";
import { staleVersionSchema } from "@rollcall/shared/offline";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileAnswer, idParams, noContent, sendDownload } from "../../lib/http";
import { createStorage } from "../../lib/storage";
import { expectedVersion } from "../../lib/versions";
import { exportCsv, loadExportData } from "./incidents.export";
import { incidentHistory } from "./incidents.history";
import { incidentPdf } from "./incidents.pdf";
import { resolveRange } from "./incidents.queries";
import { incidentAnalytics, incidentCompliance } from "./incidents.reports";
import {
  createIncident,
  deleteIncident,
  getIncident,
  listIncidents,
  loadPdfContext,
  updateIncident,
} from "./incidents.service";
import { nerisSubmissionRoutes } from "./neris/neris.routes";
import { incidentNerisValidation, nerisPayloads } from "./neris/neris.service";

const staleIncident = staleVersionSchema(incidentSchema);

const fileSafe = (value: string) => value.replace(/[^A-Za-z0-9._-]+/g, "-");

export const incidentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.env);

  app.get("/api/incidents", { schema: { response: { 200: z.array(incidentSchema) } } }, async (request) =>
    listIncidents(request.scope),
  );

  app.post(
    "/api/incidents",
    { schema: { body: incidentCreateSchema, response: { 201: incidentSchema } } },
    async (request, reply) => reply.status(201).send(await createIncident(request.scope, request.body)),
  );

  // Static paths before /:id (a malformed id is a 404 anyway).
  await nerisSubmissionRoutes(app);

  app.get(
    "/api/incidents/analytics",
    { schema: { querystring: incidentRangeQuerySchema, response: { 200: incidentAnalyticsSchema } } },
    async (request) => incidentAnalytics(request.scope, resolveRange(request.query, request.scope.timeZone)),
  );

  app.get(
    "/api/incidents/compliance",
    { schema: { querystring: incidentRangeQuerySchema, response: { 200: incidentComplianceSchema } } },
    async (request) => incidentCompliance(request.scope, resolveRange(request.query, request.scope.timeZone)),
  );

  app.get(
    "/api/incidents/export.csv",
    {
      schema: {
        querystring: incidentRangeQuerySchema,
        response: fileAnswer("csv", "The period's incidents in NFIRS fields (CSV)"),
      },
    },
    async (request, reply) => {
      const range = resolveRange(request.query, request.scope.timeZone);
      const data = await loadExportData(request.scope, range);
      return sendDownload(
        reply,
        `nfirs-incidents-${range.from}-to-${range.to}.csv`,
        exportCsv(data, request.scope.timeZone),
      );
    },
  );

  app.get(
    "/api/incidents/export.neris.json",
    {
      schema: {
        querystring: incidentRangeQuerySchema,
        response: fileAnswer(
          "json",
          "The period's completed reports as a JSON array of NERIS IncidentPayloads, the API's request bodies",
        ),
      },
    },
    async (request, reply) => {
      const range = resolveRange(request.query, request.scope.timeZone);
      const payloads = await nerisPayloads(request.scope, range);
      return sendDownload(
        reply,
        `neris-incidents-${range.from}-to-${range.to}.json`,
        `${JSON.stringify(payloads, null, 2)}\n`,
      );
    },
  );

  app.get(
    "/api/incidents/:id",
    { schema: { params: idParams, response: { 200: incidentSchema } } },
    async (request) => getIncident(request.scope, request.params.id),
  );

  // Edit and delete take If-Match: "<updatedAt>" (lib/versions.ts): 412 with the current report when stale.
  app.patch(
    "/api/incidents/:id",
    {
      schema: {
        params: idParams,
        body: incidentUpdateSchema,
        response: { 200: incidentSchema, 412: staleIncident },
      },
    },
    async (request) =>
      updateIncident(request.scope, request.params.id, request.body, expectedVersion(request)),
  );

  app.delete(
    "/api/incidents/:id",
    {
      config: { access: "manager" },
      schema: { params: idParams, response: { ...noContent("Deleted"), 412: staleIncident } },
    },
    async (request, reply) => {
      await deleteIncident(request.scope, request.params.id, expectedVersion(request));
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/incidents/:id/history",
    { schema: { params: idParams, response: { 200: z.array(incidentHistoryEntrySchema) } } },
    async (request) => incidentHistory(request.scope, request.params.id),
  );

  app.get(
    "/api/incidents/:id/neris/validation",
    { schema: { params: idParams, response: { 200: nerisValidationSchema } } },
    async (request) => incidentNerisValidation(request.scope, request.params.id),
  );

  app.get(
    "/api/incidents/:id/pdf",
    { schema: { params: idParams, response: fileAnswer("pdf", "The incident report") } },
    async (request, reply) => {
      const incident = await getIncident(request.scope, request.params.id);
      const pdf = await incidentPdf(incident, await loadPdfContext(request.scope, storage));
      return sendDownload(reply, `incident-report-${fileSafe(incident.incidentNumber)}.pdf`, pdf);
    },
  );
};
