/**
 * Patient care reports (the contract: packages/shared/src/epcr/api.ts). Any member calls these; who may open a
 * report (its crew, QA reviewers, admins) and who may act as QA is the service's rule, by record: 404 to anyone
 * else, 403 to a crew member who is no reviewer. Saves and closes carry If-Match: the report's version.
 */
import {
  PCR_MESSAGES,
  pcrAccessLogSchema,
  pcrAddendumCreateSchema,
  pcrCommentCreateSchema,
  pcrCreateSchema,
  pcrExportQuerySchema,
  pcrFacilitiesSchema,
  pcrFacilitiesUpdateSchema,
  pcrListQuerySchema,
  pcrListSchema,
  pcrMissingItemSchema,
  pcrRecordSchema,
  pcrReturnSchema,
  pcrReviewersSchema,
  pcrReviewersUpdateSchema,
  pcrUpdateSchema,
} from "@rollcall/shared/epcr/api";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest } from "../../lib/errors";
import { fileAnswer, idParams, sendDownload } from "../../lib/http";
import { IF_MATCH_HEADER } from "../../lib/versions";
import {
  accessLog,
  addAddendum,
  addComment,
  closeReport,
  createReport,
  getReport,
  listReports,
  reportPdf,
  returnReport,
  reviewReport,
  updateReport,
} from "./epcr.service";
import { listFacilities, listReviewers, setFacilities, setReviewers } from "./epcr.settings";
import { demExport, emsExport } from "./export/export.service";
import { submitReport } from "./state/submission.service";
import { createPcrSubmissionWorker } from "./state/submission.worker";

/** The version a save was made against: If-Match "3" (quoted, weak or bare); none: the current one. */
function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers[IF_MATCH_HEADER];
  if (header === undefined) return undefined;
  const tag = header
    .trim()
    .replace(/^W\//, "")
    .replace(/^"(.*)"$/, "$1");
  if (tag === "*") return undefined;
  if (!/^[1-9][0-9]{0,8}$/.test(tag))
    throw badRequest(PCR_MESSAGES.ifMatch, { [IF_MATCH_HEADER]: PCR_MESSAGES.ifMatch });
  return Number(tag);
}

const conflictAnswer = z.object({
  message: z.string(),
  /** On a refused close: what the standard still wants. */
  missing: z.array(pcrMissingItemSchema).optional(),
});

const record = { 200: pcrRecordSchema, 409: conflictAnswer };

export const epcrRoutes: FastifyPluginAsyncZod = async (app) => {
  const worker = createPcrSubmissionWorker({ db: app.db, log: app.log, env: app.env });
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());
  /** A close or an addendum that queued the report (submit on close) is sent now. */
  const kickIfQueued = <R extends { submission: { state: string } | null }>(record: R) => {
    if (record.submission?.state === "queued") worker.kick();
    return record;
  };

  app.get(
    "/api/pcr",
    { schema: { querystring: pcrListQuerySchema, response: { 200: pcrListSchema } } },
    async (request) => listReports(request.scope, request.query),
  );

  app.post(
    "/api/pcr",
    { schema: { body: pcrCreateSchema, response: { 201: pcrRecordSchema } } },
    async (request, reply) => reply.status(201).send(await createReport(request.scope, request.body)),
  );

  // Static paths before /:id.
  app.get(
    "/api/pcr/reviewers",
    { config: { access: "admin" }, schema: { response: { 200: pcrReviewersSchema } } },
    async (request) => listReviewers(request.scope),
  );

  app.put(
    "/api/pcr/reviewers",
    {
      config: { access: "admin" },
      schema: { body: pcrReviewersUpdateSchema, response: { 200: pcrReviewersSchema } },
    },
    async (request) => setReviewers(request.scope, request.body.userIds),
  );

  app.get("/api/pcr/facilities", { schema: { response: { 200: pcrFacilitiesSchema } } }, async (request) =>
    listFacilities(request.scope),
  );

  app.put(
    "/api/pcr/facilities",
    {
      config: { access: "admin" },
      schema: { body: pcrFacilitiesUpdateSchema, response: { 200: pcrFacilitiesSchema } },
    },
    async (request) => setFacilities(request.scope, request.body.facilities),
  );

  // Officers and admins (QA reviewers are one or the other); the service then wants the reviewer's flag.
  app.get(
    "/api/pcr/export/ems",
    {
      config: { access: "manager" },
      schema: {
        querystring: pcrExportQuerySchema,
        response: {
          ...fileAnswer("xml", "The EMSDataSet (NEMSIS v3.5.1) of the closed reports"),
          409: conflictAnswer,
        },
      },
    },
    async (request, reply) => {
      const { xml, filename } = await emsExport(request.scope, request.query);
      return sendDownload(reply, filename, xml);
    },
  );

  app.get(
    "/api/pcr/export/dem",
    {
      config: { access: "admin" },
      schema: {
        response: { ...fileAnswer("xml", "The agency's DEMDataSet (NEMSIS v3.5.1)"), 409: conflictAnswer },
      },
    },
    async (request, reply) => {
      const { xml, filename } = await demExport(request.scope);
      return sendDownload(reply, filename, xml);
    },
  );

  app.get(
    "/api/pcr/:id",
    { schema: { params: idParams, response: { 200: pcrRecordSchema } } },
    async (request) => getReport(request.scope, request.params.id),
  );

  app.patch(
    "/api/pcr/:id",
    { schema: { params: idParams, body: pcrUpdateSchema, response: record } },
    async (request) =>
      updateReport(request.scope, request.params.id, request.body.content, ifMatchVersion(request)),
  );

  app.post("/api/pcr/:id/close", { schema: { params: idParams, response: record } }, async (request) =>
    kickIfQueued(await closeReport(request.scope, request.params.id, ifMatchVersion(request))),
  );

  app.post("/api/pcr/:id/submit", { schema: { params: idParams, response: record } }, async (request) =>
    submitReport(request.scope, request.params.id, () => worker.kick()),
  );

  app.post(
    "/api/pcr/:id/addenda",
    {
      schema: {
        params: idParams,
        body: pcrAddendumCreateSchema,
        response: { ...record, 201: pcrRecordSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(kickIfQueued(await addAddendum(request.scope, request.params.id, request.body))),
  );

  app.post(
    "/api/pcr/:id/qa/comments",
    { schema: { params: idParams, body: pcrCommentCreateSchema, response: { 201: pcrRecordSchema } } },
    async (request, reply) =>
      reply.status(201).send(await addComment(request.scope, request.params.id, request.body.text)),
  );

  app.post(
    "/api/pcr/:id/qa/return",
    { schema: { params: idParams, body: pcrReturnSchema, response: record } },
    async (request) => returnReport(request.scope, request.params.id, request.body.reason),
  );

  app.post("/api/pcr/:id/qa/review", { schema: { params: idParams, response: record } }, async (request) =>
    reviewReport(request.scope, request.params.id),
  );

  app.get(
    "/api/pcr/:id/pdf",
    { schema: { params: idParams, response: fileAnswer("pdf", "The patient care report") } },
    async (request, reply) => {
      const { pdf, filename } = await reportPdf(request.scope, request.params.id);
      return sendDownload(reply, filename, pdf);
    },
  );

  app.get(
    "/api/pcr/:id/access-log",
    { config: { access: "admin" }, schema: { params: idParams, response: { 200: pcrAccessLogSchema } } },
    async (request) => accessLog(request.scope, request.params.id),
  );
};
