import { agencySchema } from "@rollcall/shared/agencies";
import {
  auditLogEntrySchema,
  auditLogFilterSchema,
  auditLogQuerySchema,
  auditRecordTypeSchema,
} from "@rollcall/shared/audit-log";
import { agencyMemberSchema } from "@rollcall/shared/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileAnswer, sendDownload } from "../../lib/http";
import { auditLogCsv, listAuditLog, recordTypeList } from "./agencies.audit-log";
import { getOwnAgency, listAgencyMembers } from "./agencies.service";

const agencyParams = z.object({ agencyId: z.uuid() });

export const agenciesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/agencies/:agencyId",
    { schema: { params: agencyParams, response: { 200: agencySchema } } },
    async (request) => getOwnAgency(request.scope, request.params.agencyId),
  );

  app.get(
    "/api/agencies/:agencyId/users",
    { schema: { params: agencyParams, response: { 200: z.array(agencyMemberSchema) } } },
    async (request) => listAgencyMembers(request.scope, request.params.agencyId),
  );

  // The agency's audit trail (who changed what, when): admins only. Newest first, filtered by member,
  // record type and dates (the agency's calendar days); `cursor` = the last entry already shown.
  app.get(
    "/api/agencies/:agencyId/audit-logs",
    {
      config: { access: "admin" },
      schema: {
        params: agencyParams,
        querystring: auditLogQuerySchema,
        response: { 200: z.array(auditLogEntrySchema) },
      },
    },
    async (request, reply) => {
      const entries = await listAuditLog(
        request.scope,
        request.params.agencyId,
        request.query,
        app.recordTypes,
      );
      return reply.header("Cache-Control", "private, no-store").send(entries);
    },
  );

  // The same filters, every matching entry, as a spreadsheet.
  app.get(
    "/api/agencies/:agencyId/audit-logs/export.csv",
    {
      config: { access: "admin" },
      schema: {
        params: agencyParams,
        querystring: auditLogFilterSchema,
        response: fileAnswer("csv", "Every audit log entry matching the filters"),
      },
    },
    async (request, reply) => {
      const file = await auditLogCsv(request.scope, request.params.agencyId, request.query, app.recordTypes);
      return sendDownload(reply, file.fileName, file.body);
    },
  );

  // What the filter offers: every audited table's record type (the modules' manifests), by name.
  app.get(
    "/api/agencies/:agencyId/audit-logs/record-types",
    {
      config: { access: "admin" },
      schema: { params: agencyParams, response: { 200: z.array(auditRecordTypeSchema) } },
    },
    async (request) => recordTypeList(request.scope, request.params.agencyId, app.recordTypes),
  );
};
