/** The agency data export (spec §5): admin only, streamed downloads. */
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { attachmentHeader } from "../../lib/http";
import { agencyDataJson, agencyDataZip } from "./export.service";

function download(
  reply: FastifyReply,
  type: string,
  file: { filename: string; stream: NodeJS.ReadableStream },
) {
  return reply
    .header("Content-Type", type)
    .header("Content-Disposition", attachmentHeader(file.filename))
    .header("Cache-Control", "no-store")
    .send(file.stream);
}

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/export/agency-data", { config: { access: "admin" } }, async (request, reply) =>
    download(reply, "application/json; charset=utf-8", await agencyDataJson(request.scope)),
  );

  app.get("/api/export/agency-data.zip", { config: { access: "admin" } }, async (request, reply) =>
    download(reply, "application/zip", await agencyDataZip(request.scope)),
  );
};
