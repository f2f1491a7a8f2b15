/**
 * Imports for agencies switching to Rollcall (issue 18). Each kind has a preview that writes nothing and an
 * import that writes the whole file or nothing. One plugin per kind, so each carries its own plan feature
 * (app.ts): members in every plan, certifications with Training & Certifications, NFIRS with NFIRS.
 */
import {
  csvImportSchema,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
  importPreviewSchema,
  importResultSchema,
  MAX_IMPORT_CHARS,
  nfirsImportSchema,
} from "@rollcall/shared/imports";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Access, AgencyScope } from "../../plugins/auth";
import { sendInvitations } from "../users";
import { importCertifications, previewCertifications } from "./certifications.service";
import { importMembers, previewMembers } from "./members.service";
import { importNfirs, previewNfirs } from "./nfirs.service";

/** Room for a 1 MB file in a JSON string (escaped quotes and line breaks), so the file limit answers first. */
const bodyLimit = MAX_IMPORT_CHARS * 2 + 1024;

type Kind = {
  access: Access;
  /** The body's one field holding the file's text. */
  field: "csv" | "file";
  preview(scope: AgencyScope, text: string): Promise<ImportPreview>;
  write(request: FastifyRequest, reply: FastifyReply, text: string): Promise<ImportResult>;
};

/** POST /api/imports/{kind}/preview and POST /api/imports/{kind}. */
function importRoutes(kind: ImportKind, spec: Kind): FastifyPluginAsyncZod {
  const body = spec.field === "csv" ? csvImportSchema : nfirsImportSchema;
  const text = (request: FastifyRequest) => (request.body as Record<string, string>)[spec.field];
  return async (app) => {
    const config = { access: spec.access };
    app.post(
      `/api/imports/${kind}/preview`,
      { bodyLimit, config, schema: { body, response: { 200: importPreviewSchema } } },
      async (request) => spec.preview(request.scope, text(request)),
    );
    app.post(
      `/api/imports/${kind}`,
      { bodyLimit, config, schema: { body, response: { 201: importResultSchema } } },
      async (request, reply) => reply.status(201).send(await spec.write(request, reply, text(request))),
    );
  };
}

export const memberImportRoutes = importRoutes("members", {
  access: "admin",
  field: "csv",
  preview: previewMembers,
  async write(request, reply, csv) {
    const invited = await importMembers(request.scope, csv);
    sendInvitations(request.server, request, invited);
    // The answer carries passwords: never stored by a browser or proxy cache.
    reply.header("Cache-Control", "no-store");
    const members = invited.map(({ user, temporaryPassword }) => ({ email: user.email, temporaryPassword }));
    return { imported: invited.length, members };
  },
});

export const certificationImportRoutes = importRoutes("certifications", {
  access: "manager",
  field: "csv",
  preview: previewCertifications,
  write: (request, _reply, csv) => importCertifications(request.scope, csv),
});

export const nfirsImportRoutes = importRoutes("nfirs", {
  access: "manager",
  field: "file",
  preview: previewNfirs,
  write: (request, _reply, file) => importNfirs(request.scope, file),
});
