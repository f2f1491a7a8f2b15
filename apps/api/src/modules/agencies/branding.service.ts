/**
 * The agency's logo (spec 02 §2 Brand Identity, §5 Logo upload, §7): an admin asks for an upload URL, the
 * browser PUTs the file there (S3 directly, or our own endpoint with the folder store), then names that URL
 * in PUT /api/agencies/{id}/logo. Only then is the file judged: read back from storage, its type from its
 * bytes (PNG or JPEG, which the printed reports embed too; never SVG) and its size (at most 5 MB), copied to agencies/<id>/logo (the
 * key the incident PDF reads too), and the upload deleted. Members read it through the API, never directly.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import {
  BRANDING_MESSAGES,
  type HostBrand,
  isWhiteLabelled,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  UPLOAD_URL_SECONDS,
} from "@rollcall/shared/branding";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { findAgencyByHost } from "../../lib/accounts";
import { badRequest, notFound } from "../../lib/errors";
import { fileTypeAmong } from "../../lib/files";
import type { FileStorage, StoredFile } from "../../lib/storage";
import type { AgencyScope } from "../../plugins/auth";

/** The largest upload accepted: the logo's limit (the only upload through this flow today). */
export const UPLOAD_MAX_BYTES = LOGO_MAX_BYTES;

/** Where an agency's uploads wait until they are used: uploads/<agencyId>/<uuid>. */
export const uploadPrefix = (agencyId: string) => `uploads/${agencyId}/`;
const UPLOAD_KEY = /^uploads\/([0-9a-f-]{36})\/([0-9a-f-]{36})$/;

/** The stored logo of an agency (incidents.service.ts reads the same key for the printed report). */
export const logoKey = (agencyId: string) => `agencies/${agencyId}/logo`;

/** A fresh upload URL for one new key of the caller's agency, good for one upload for a few minutes. */
export async function createUploadUrl(scope: AgencyScope, storage: FileStorage) {
  const key = `${uploadPrefix(scope.agencyId)}${randomUUID()}`;
  const uploadURL = await storage.signedUploadUrl(key, {
    expiresInSeconds: UPLOAD_URL_SECONDS,
    maxBytes: UPLOAD_MAX_BYTES,
  });
  return { uploadURL };
}

/** The whole file, or null when it holds more than `limit` bytes (the rest is not read). */
async function readUpTo(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

const refuse = (message: string) => badRequest(message, { logoURL: message });

/**
 * PUT /api/agencies/{id}/logo: the upload named by `logoURL` (one of the caller's agency's own uploads)
 * becomes the agency's logo, if its bytes are a PNG or JPEG of at most 5 MB.
 */
export async function setAgencyLogo(
  scope: AgencyScope,
  agencyId: string,
  logoURL: string,
  storage: FileStorage,
) {
  if (agencyId !== scope.agencyId) throw notFound("Agency not found");
  const key = storage.uploadKeyOf(logoURL);
  const match = key ? UPLOAD_KEY.exec(key) : null;
  // Another agency's upload is refused exactly like one that does not exist.
  if (!key || !match || match[1] !== scope.agencyId) throw refuse(BRANDING_MESSAGES.uploadNotFound);

  let file: StoredFile | null;
  try {
    file = await storage.get(key);
  } catch {
    file = null;
  }
  if (!file) throw refuse(BRANDING_MESSAGES.uploadNotFound);

  const discard = () => storage.delete(key).catch(() => {});
  if (file.size > LOGO_MAX_BYTES) {
    file.stream.destroy();
    await discard();
    throw refuse(BRANDING_MESSAGES.fileTooLarge);
  }
  const bytes = await readUpTo(file.stream, LOGO_MAX_BYTES);
  if (!bytes) {
    await discard();
    throw refuse(BRANDING_MESSAGES.fileTooLarge);
  }
  const type = await fileTypeAmong(bytes, LOGO_TYPES);
  if (!type) {
    await discard();
    throw refuse(BRANDING_MESSAGES.notImage);
  }

  await storage.put(logoKey(agencyId), bytes, type);
  // A new address each time, so browsers (and the shell's cached agency) fetch the new image.
  const logoUrl = `/api/agencies/${agencyId}/logo?v=${randomBytes(6).toString("hex")}`;
  const [agency] = await scope.run((tx) =>
    tx.update(agencies).set({ logoUrl }).where(eq(agencies.id, agencyId)).returning(),
  );
  await discard();
  if (!agency) throw notFound("Agency not found");
  return agency;
}

/** GET /api/agencies/{id}/logo: the stored logo, for that agency's members; 404 when there is none. */
export async function readAgencyLogo(scope: AgencyScope, agencyId: string, storage: FileStorage) {
  if (agencyId !== scope.agencyId) throw notFound("Logo not found");
  const [agency] = await scope.run((tx) =>
    tx.select({ logoUrl: agencies.logoUrl }).from(agencies).where(eq(agencies.id, agencyId)),
  );
  // Only while the agency's logo is the stored one (not cleared, not an outside address).
  if (!agency?.logoUrl?.startsWith(`/api/agencies/${agencyId}/logo`)) throw notFound("Logo not found");
  const file = await storage.get(logoKey(agencyId));
  if (!file) throw notFound("Logo not found");
  return file;
}

/** PATCH /api/agencies/{id}/brand-colors (admins; the route requires White-label): the updated agency. */
export async function setBrandColors(
  scope: AgencyScope,
  agencyId: string,
  colors: { primaryColor: string; secondaryColor: string },
) {
  if (agencyId !== scope.agencyId) throw notFound("Agency not found");
  const [agency] = await scope.run((tx) =>
    tx
      .update(agencies)
      .set({ ...colors, updatedAt: new Date() })
      .where(eq(agencies.id, agencyId))
      .returning(),
  );
  if (!agency) throw notFound("Agency not found");
  return agency;
}

/** The white-labelled agency served on this host, or undefined (not mapped, or its plan lacks White-label). */
async function whiteLabelAgency(db: Database, hosts: ReadonlyMap<string, string>, host: string) {
  const agency = await findAgencyByHost(db, host, hosts);
  return agency && isWhiteLabelled(agency) ? agency : undefined;
}

/** GET /api/brand: what the sign-in page on this host shows of its agency (null on the product's hosts). */
export async function hostBrand(
  db: Database,
  hosts: ReadonlyMap<string, string>,
  host: string,
): Promise<HostBrand> {
  const agency = await whiteLabelAgency(db, hosts, host);
  if (!agency) return { brand: null };
  const storedLogo = agency.logoUrl?.startsWith(`/api/agencies/${agency.id}/logo`);
  return {
    brand: {
      name: agency.name,
      primaryColor: agency.primaryColor,
      secondaryColor: agency.secondaryColor,
      // The version part of the member-side address keeps a new logo from being served stale.
      logoUrl: storedLogo
        ? `/api/brand/logo${agency.logoUrl?.slice(agency.logoUrl.indexOf("?")) ?? ""}`
        : null,
    },
  };
}

/** GET /api/brand/logo: the logo of the white-labelled agency served on this host; 404 otherwise. */
export async function readHostLogo(
  db: Database,
  hosts: ReadonlyMap<string, string>,
  host: string,
  storage: FileStorage,
) {
  const agency = await whiteLabelAgency(db, hosts, host);
  if (!agency?.logoUrl?.startsWith(`/api/agencies/${agency.id}/logo`)) throw notFound("Logo not found");
  const file = await storage.get(logoKey(agency.id));
  if (!file) throw notFound("Logo not found");
  return file;
}
