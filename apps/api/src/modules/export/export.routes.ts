/** The agency data export (spec §5): admin only, streamed downloads. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileAnswer, sendDownload } from "../../lib/http";
import { agencyDataJson, agencyDataZip, type ExportSchema } from "./export.service";

/** `includeOnRequest=true`: the tables left out unless asked (patient care reports) come along, audited. */
const exportQuery = z.object({ includeOnRequest: z.enum(["true", "false"]).optional() });

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const schemaFor = (query: z.infer<typeof exportQuery>): ExportSchema => ({
    tables: app.tables,
    onRequest: app.exportOnRequest,
    hooks: app.exportHooks,
    includeOnRequest: query.includeOnRequest === "true",
  });

  app.get(
    "/api/export/agency-data",
    {
      config: { access: "admin" },
      schema: {
        querystring: exportQuery,
        response: fileAnswer("json", "All of the agency's data, each table's rows (JSON)"),
      },
    },
    async (request, reply) => {
      const file = await agencyDataJson(request.scope, schemaFor(request.query));
      return sendDownload(reply, file.filename, file.stream);
    },
  );

  app.get(
    "/api/export/agency-data.zip",
    {
      config: { access: "admin" },
      schema: {
        querystring: exportQuery,
        response: fileAnswer("zip", "All of the agency's data, a CSV file per table (ZIP)"),
      },
    },
    async (request, reply) => {
      const file = await agencyDataZip(request.scope, schemaFor(request.query));
      return sendDownload(reply, file.filename, file.stream);
    },
  );
};
