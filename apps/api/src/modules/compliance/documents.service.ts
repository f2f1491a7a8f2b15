/**
 * Certificate documents: a PDF or an image attached to a certification, kept in file storage. The type is
 * read from the file's first bytes (never trusted from its name or the browser), the size is capped at
 * 10 MB, and a replaced or removed file is deleted after the database change commits.
 */
import { randomUUID } from "node:crypto";
import { COMPLIANCE_MESSAGES } from "@rollcall/shared/compliance";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { certifications } from "../../db/schema/compliance";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { FileStorage } from "../../lib/storage";
import type { AgencyScope } from "../../plugins/auth";
import { agencyToday, assertCanWrite, loadCertification, toCertification } from "./compliance.queries";

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx"]);
const HEIF_BRANDS = new Set(["mif1", "msf1", "heif"]);

/** The content type the bytes prove, or null when they are not a PDF, PNG, JPEG, WebP or HEIC/HEIF file. */
export function sniffDocumentType(bytes: Buffer): string | null {
  if (ascii(bytes, 0, 5) === "%PDF-") return "application/pdf";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (HEIC_BRANDS.has(brand)) return "image/heic";
    if (HEIF_BRANDS.has(brand)) return "image/heif";
  }
  return null;
}

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
  const contentType = sniffDocumentType(file.bytes);
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
