/**
 * Certificate documents: a PDF or an image attached to a certification, kept in file storage. The type is
 * read from the file's first bytes (never trusted from its name or the browser), the size is capped at
 * 10 MB, and a replaced or removed file is deleted after the database change commits.
 */
import { randomUUID } from "node:crypto";
import { COMPLIANCE_MESSAGES, DOCUMENT_TYPES } from "@rollcall/shared/compliance";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { certifications } from "../../db/schema/compliance";
import { agencyToday } from "../../lib/dates";
import { AppError, badRequest, notFound } from "../../lib/errors";
import { fileTypeAmong } from "../../lib/files";
import type { FileStorage } from "../../lib/storage";
import type { AgencyScope } from "../../plugins/auth";
import { assertCanWrite, loadCertification, toCertification } from "./compliance.queries";

/** A file name safe to keep and to send back: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined, contentType: string): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = [...base]
    .filter((ch) => ch !== '"' && ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f)
    .join("")
    .trim()
    .slice(-200);
  if (cleaned) return cleaned;
  const ext = { "application/pdf": "pdf", "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" }[
    contentType
  ];
  return `certificate.${ext ?? contentType.split("/")[1]}`;
}

export const tooLarge = () =>
  new AppError(413, COMPLIANCE_MESSAGES.fileTooLarge, { file: COMPLIANCE_MESSAGES.fileTooLarge });

type Deps = { storage: FileStorage; log: FastifyBaseLogger };

/**
 * Checks the certification and the caller's right to change it, then reads the upload (`readFile`, called
 * only after those checks), verifies its type, stores it and records it on the certification.
 */
export async function attachDocument(
  scope: AgencyScope,
  id: string,
  readFile: () => Promise<{ bytes: Buffer; fileName: string | undefined } | null>,
  deps: Deps,
) {
  const before = await scope.run((tx) => loadCertification(tx, scope.agencyId, id));
  assertCanWrite(scope, before.cert.userId);

  const file = await readFile();
  if (!file || file.bytes.length === 0)
    throw badRequest(COMPLIANCE_MESSAGES.fileMissing, { file: COMPLIANCE_MESSAGES.fileMissing });
  const contentType = await fileTypeAmong(file.bytes, DOCUMENT_TYPES);
  if (!contentType) throw badRequest(COMPLIANCE_MESSAGES.fileType, { file: COMPLIANCE_MESSAGES.fileType });

  const key = `certifications/${scope.agencyId}/${id}/${randomUUID()}`;
  const { size } = await deps.storage.put(key, file.bytes, contentType);
  let previousKey: string | null;
  let answer: ReturnType<typeof toCertification>;
  try {
    ({ previousKey, answer } = await scope.run(async (tx) => {
      // Re-read inside the write: the certification may have been deleted or reassigned meanwhile.
      const { cert } = await loadCertification(tx, scope.agencyId, id);
      assertCanWrite(scope, cert.userId);
      await tx
        .update(certifications)
        .set({
          documentKey: key,
          documentName: cleanFileName(file.fileName, contentType),
          documentContentType: contentType,
          documentSize: size,
        })
        .where(and(eq(certifications.agencyId, scope.agencyId), eq(certifications.id, id)));
      const row = await loadCertification(tx, scope.agencyId, id);
      return { previousKey: cert.documentKey, answer: toCertification(row, agencyToday(scope.timeZone)) };
    }));
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
  if (previousKey) await removeQuietly(deps, previousKey);
  return answer;
}

/** The stored file of a certification of the caller's agency (404 for another agency's, or none attached). */
export async function readDocument(scope: AgencyScope, id: string, storage: FileStorage) {
  const { cert } = await scope.run((tx) => loadCertification(tx, scope.agencyId, id));
  if (!cert.documentKey) throw notFound(COMPLIANCE_MESSAGES.noDocument);
  const file = await storage.get(cert.documentKey);
  if (!file) throw notFound(COMPLIANCE_MESSAGES.noDocument);
  return {
    ...file,
    contentType: cert.documentContentType ?? file.contentType,
    fileName: cert.documentName ?? "certificate",
  };
}

export async function removeDocument(scope: AgencyScope, id: string, deps: Deps) {
  const { key, answer } = await scope.run(async (tx) => {
    const { cert } = await loadCertification(tx, scope.agencyId, id);
    assertCanWrite(scope, cert.userId);
    if (!cert.documentKey) throw notFound(COMPLIANCE_MESSAGES.noDocument);
    await tx
      .update(certifications)
      .set({ documentKey: null, documentName: null, documentContentType: null, documentSize: null })
      .where(and(eq(certifications.agencyId, scope.agencyId), eq(certifications.id, id)));
    const row = await loadCertification(tx, scope.agencyId, id);
    return { key: cert.documentKey, answer: toCertification(row, agencyToday(scope.timeZone)) };
  });
  await removeQuietly(deps, key);
  return answer;
}

async function removeQuietly(deps: Deps, key: string) {
  await deps.storage
    .delete(key)
    .catch((err) => deps.log.warn({ err, key }, "could not remove a stored file"));
}
