/**
 * Compliance: certifications (list, expiring, add, edit, renew, delete, remind), their certificate documents
 * (upload, download, remove), the agency's required certifications and the check the schedule form calls,
 * and the Reports tab's CSV and PDF files. Every member reads; managers write anyone's certifications and
 * members their own; admins keep the required list.
 */
import multipart from "@fastify/multipart";
import {
  COMPLIANCE_MESSAGES,
  type ComplianceReport,
  certificationFormSchema,
  certificationSchema,
  certificationUpdateSchema,
  isIsoDate,
  MAX_DOCUMENT_BYTES,
  type ReportFormat,
  remindResultSchema,
  requiredCertificationFormSchema,
  requiredCertificationSchema,
  requirementsCheckSchema,
} from "@rollcall/shared/compliance";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { agencyToday } from "../../lib/dates";
import { AppError, badRequest } from "../../lib/errors";
import { fileAnswer, idParams, noContent, sendDownload } from "../../lib/http";
import { createStorage } from "../../lib/storage";
import {
  createCertification,
  deleteCertification,
  listCertifications,
  listExpiringCertifications,
  remindHolder,
  updateCertification,
} from "./certifications.service";
import { attachDocument, readDocument, removeDocument, tooLarge } from "./documents.service";
import { auditPdf, summaryPdf } from "./reports.pdf";
import {
  auditCsv,
  expirationCsv,
  gapsCsv,
  loadReportData,
  type ReportData,
  summaryCsv,
} from "./reports.service";
import {
  addRequirement,
  checkRequirements,
  listRequirements,
  removeRequirement,
} from "./requirements.service";

const REPORT_BUILDERS: Record<
  ComplianceReport,
  Partial<Record<ReportFormat, (data: ReportData) => string | Promise<Buffer>>>
> = {
  summary: { csv: summaryCsv, pdf: summaryPdf },
  expiration: { csv: expirationCsv },
  audit: { csv: auditCsv, pdf: auditPdf },
  gaps: { csv: gapsCsv },
};

const REPORT_FILE_NAMES: Record<ComplianceReport, string> = {
  summary: "certification-summary",
  expiration: "expiration-report",
  audit: "compliance-audit",
  gaps: "training-gaps",
};

export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.env);
  // Multipart only for this module's upload route (encapsulated: other modules still take JSON only).
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  // ------------------------------------------------------------------------------------------------------
  // Certifications
  // ------------------------------------------------------------------------------------------------------

  app.get(
    "/api/certifications",
    { schema: { response: { 200: z.array(certificationSchema) } } },
    async (request) => listCertifications(request.scope),
  );

  app.get(
    "/api/certifications/expiring",
    { schema: { response: { 200: z.array(certificationSchema) } } },
    async (request) => listExpiringCertifications(request.scope),
  );

  app.post(
    "/api/certifications",
    { schema: { body: certificationFormSchema, response: { 201: certificationSchema } } },
    async (request, reply) => reply.status(201).send(await createCertification(request.scope, request.body)),
  );

  app.patch(
    "/api/certifications/:id",
    { schema: { params: idParams, body: certificationUpdateSchema, response: { 200: certificationSchema } } },
    async (request) => updateCertification(request.scope, request.params.id, request.body),
  );

  app.delete(
    "/api/certifications/:id",
    { schema: { params: idParams, response: noContent("Deleted, with its document") } },
    async (request, reply) => {
      await deleteCertification(request.scope, request.params.id, { storage, log: request.log });
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/certifications/:id/remind",
    { config: { access: "manager" }, schema: { params: idParams, response: { 200: remindResultSchema } } },
    async (request) =>
      remindHolder(request.scope, request.params.id, {
        mailer: app.mailer,
        publicUrl: app.env.publicUrl,
        log: request.log,
      }),
  );

  // ------------------------------------------------------------------------------------------------------
  // Certificate documents
  // ------------------------------------------------------------------------------------------------------

  app.post(
    "/api/certifications/:id/document",
    { schema: { params: idParams, response: { 200: certificationSchema } } },
    async (request) => {
      if (!request.isMultipart())
        throw badRequest(COMPLIANCE_MESSAGES.fileMissing, { file: COMPLIANCE_MESSAGES.fileMissing });
      return attachDocument(
        request.scope,
        request.params.id,
        async () => {
          try {
            const part = await request.file();
            if (!part) return null;
            return { bytes: await part.toBuffer(), fileName: part.filename };
          } catch (error) {
            if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
            if (error instanceof AppError) throw error;
            const status = (error as { statusCode?: number }).statusCode;
            if (status === 413) throw tooLarge();
            if (status && status >= 500) throw error;
            // Anything else is a malformed upload (a 4xx of the parser, or busboy's plain "Unexpected end
            // of multipart data" for a wrong boundary or a cut-off body): the client's mistake, never a 500.
            throw badRequest(COMPLIANCE_MESSAGES.fileMissing, { file: COMPLIANCE_MESSAGES.fileMissing });
          }
        },
        { storage, log: request.log },
      );
    },
  );

  app.get(
    "/api/certifications/:id/document",
    {
      schema: {
        params: idParams,
        response: fileAnswer("*/*", "The certificate's document, in the type it was uploaded as"),
      },
    },
    async (request, reply) => {
      const file = await readDocument(request.scope, request.params.id, storage);
      return sendDownload(reply, file.fileName, file.stream, { type: file.contentType, size: file.size });
    },
  );

  app.delete(
    "/api/certifications/:id/document",
    { schema: { params: idParams, response: { 200: certificationSchema } } },
    async (request) => removeDocument(request.scope, request.params.id, { storage, log: request.log }),
  );

  // ------------------------------------------------------------------------------------------------------
  // Required certifications and the scheduling check
  // ------------------------------------------------------------------------------------------------------

  app.get(
    "/api/compliance/required-certifications",
    { schema: { response: { 200: z.array(requiredCertificationSchema) } } },
    async (request) => listRequirements(request.scope),
  );

  app.post(
    "/api/compliance/required-certifications",
    {
      config: { access: "admin" },
      schema: { body: requiredCertificationFormSchema, response: { 201: requiredCertificationSchema } },
    },
    async (request, reply) => reply.status(201).send(await addRequirement(request.scope, request.body)),
  );

  app.delete(
    "/api/compliance/required-certifications/:id",
    { config: { access: "admin" }, schema: { params: idParams, response: noContent("No longer required") } },
    async (request, reply) => {
      await removeRequirement(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/compliance/requirements-check",
    {
      schema: {
        querystring: z.object({
          userId: z.uuid({ error: COMPLIANCE_MESSAGES.userNotMember }),
          date: z.string().refine(isIsoDate, COMPLIANCE_MESSAGES.invalidDate).optional(),
        }),
        response: { 200: requirementsCheckSchema },
      },
    },
    async (request) =>
      checkRequirements(
        request.scope,
        request.query.userId,
        request.query.date ?? agencyToday(request.scope.timeZone),
      ),
  );

  // ------------------------------------------------------------------------------------------------------
  // Reports: GET /api/compliance/reports/{summary|expiration|audit|gaps}.{csv|pdf}
  // ------------------------------------------------------------------------------------------------------

  for (const [report, builders] of Object.entries(REPORT_BUILDERS) as [
    ComplianceReport,
    (typeof REPORT_BUILDERS)[ComplianceReport],
  ][]) {
    for (const [format, build] of Object.entries(builders) as [
      ReportFormat,
      (d: ReportData) => string | Promise<Buffer>,
    ][]) {
      app.get(
        `/api/compliance/reports/${report}.${format}`,
        { schema: { response: fileAnswer(format, `The ${report} report (${format.toUpperCase()})`) } },
        async (request, reply) => {
          const data = await loadReportData(request.scope);
          const body = await build(data);
          const fileName = `${REPORT_FILE_NAMES[report]}-${data.today}.${format}`;
          return sendDownload(reply, fileName, body);
        },
      );
    }
  }
};
