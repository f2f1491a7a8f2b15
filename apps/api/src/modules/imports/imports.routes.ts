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
import type { FastifyRequest } from "fastify";
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
  /** The import's answer holds secrets (members' temporary passwords): plugins/auth.ts `answerHoldsSecret`. */
  answerHoldsSecret?: true;
  /** The body's one field holding the file's text. */
  field: "csv" | "file";
  preview(scope: AgencyScope, text: string): Promise<ImportPreview>;
  write(request: FastifyRequest, text: string): Promise<ImportResult>;
};

/** POST /api/imports/{kind}/preview and POST /api/imports/{kind}. */
function importRoutes(kind: ImportKind, spec: Kind): FastifyPluginAsyncZod {
  const body = spec.field === "csv" ? csvImportSchema : nfirsImportSchema;
  const text = (request: FastifyRequest) => (request.body as Record<string, string>)[spec.field];
  return async (app) => {
    const config = { access: spec.access };
    app.post(
      `/api/imports/${kind}/preview`,
      {
        bodyLimit,
        config,
        schema: {
          summary: `Check an import of ${kind} before it is made`,
          body,
          response: { 200: importPreviewSchema },
        },
      },
      async (request) => spec.preview(request.scope, text(request)),
    );
    app.post(
      `/api/imports/${kind}`,
      {
        bodyLimit,
        config: { ...config, answerHoldsSecret: spec.answerHoldsSecret },
        schema: { summary: `Import ${kind}`, body, response: { 201: importResultSchema } },
      },
      async (request, reply) => reply.status(201).send(await spec.write(request, text(request))),
    );
  };
}

export const memberImportRoutes = importRoutes("members", {
  access: "admin",
  answerHoldsSecret: true,
  field: "csv",
  preview: previewMembers,
  async write(request, csv) {
    const invited = await importMembers(request.scope, csv);
    const emailed = sendInvitations(request.server, request, invited);
    const members = invited.map(({ user, temporaryPassword }) => ({ email: user.email, temporaryPassword }));
    return { imported: invited.length, members, emailed };
  },
});

export const certificationImportRoutes = importRoutes("certifications", {
  access: "manager",
  field: "csv",
  preview: previewCertifications,
  write: (request, csv) => importCertifications(request.scope, csv),
});

export const nfirsImportRoutes = importRoutes("nfirs", {
  access: "manager",
  field: "file",
  preview: previewNfirs,
  write: (request, file) => importNfirs(request.scope, file),
});
