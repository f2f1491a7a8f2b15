/** The agency data export (spec §5): admin only, streamed downloads. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fileAnswer, sendDownload } from "../../lib/http";
import { agencyDataJson, agencyDataZip } from "./export.service";

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/export/agency-data",
    {
      config: { access: "admin" },
      schema: { response: fileAnswer("json", "All of the agency's data, each table's rows (JSON)") },
    },
    async (request, reply) => {
      const file = await agencyDataJson(request.scope, app.tables);
      return sendDownload(reply, file.filename, file.stream);
    },
  );

  app.get(
    "/api/export/agency-data.zip",
    {
      config: { access: "admin" },
      schema: { response: fileAnswer("zip", "All of the agency's data, a CSV file per table (ZIP)") },
    },
    async (request, reply) => {
      const file = await agencyDataZip(request.scope, app.tables);
      return sendDownload(reply, file.filename, file.stream);
    },
  );
};
