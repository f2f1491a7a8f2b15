/**
 * What routes share: the `/:id` parameter, downloads (one correctly escaped Content-Disposition), and the
 * declared answers of routes that answer something other than JSON.
 */
import type { FastifyReply } from "fastify";
import { z } from "zod";

/** A route's `/:id`: a malformed id is a 400 before any handler runs (an unknown one is the handler's 404). */
export const idParams = z.object({ id: z.uuid() });

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Content-Disposition for a download: an ASCII fallback name plus the exact name (RFC 6266 / 5987). */
function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** A download's type by its name's extension. */
const DOWNLOAD_TYPES = {
  csv: "text/csv; charset=utf-8",
  pdf: "application/pdf",
  json: "application/json; charset=utf-8",
  zip: "application/zip",
  xml: "application/xml; charset=utf-8",
} satisfies Record<string, string>;

/**
 * Sends a file to download: its type (from the name's extension unless given), the escaped name, and no copy kept
 * by a browser's or a proxy's cache (an agency's data). `size` sets Content-Length for a stream.
 */
export function sendDownload(
  reply: FastifyReply,
  fileName: string,
  body: unknown,
  options: { type?: string; size?: number } = {},
) {
  const extension = fileName.slice(fileName.lastIndexOf(".") + 1).toLowerCase();
  reply
    .header(
      "Content-Type",
      options.type ?? DOWNLOAD_TYPES[extension as keyof typeof DOWNLOAD_TYPES] ?? "application/octet-stream",
    )
    .header("Content-Disposition", attachmentHeader(fileName))
    .header("Cache-Control", "no-store");
  if (options.size !== undefined) reply.header("Content-Length", String(options.size));
  return reply.send(body);
}

// ---------------------------------------------------------------------------------------------------------
// Answers that are not JSON, declared in a route's `schema.response` so that the API reference and clients
// generated from it know them (plugins/openapi.ts). The serializer never runs for them: a file is sent as its
// bytes, a 204 or a redirect has no body.
// ---------------------------------------------------------------------------------------------------------

/** Media types whose body is bytes rather than text. */
const BINARY = /^(application\/(pdf|zip|octet-stream)|image\/(?!svg)|\*\/\*)/;

/**
 * A 200 that sends a file: a download by its extension (`"csv"`, `"pdf"`, `"zip"`, `"json"`, as sendDownload
 * types it) or any media type (`"text/calendar"`, `"image/*"`), with what it holds.
 */
export function fileAnswer(type: keyof typeof DOWNLOAD_TYPES | `${string}/${string}`, description: string) {
  const media = (type in DOWNLOAD_TYPES ? DOWNLOAD_TYPES[type as keyof typeof DOWNLOAD_TYPES] : type).split(
    ";",
  )[0];
  const body = media.endsWith("json") ? z.unknown() : z.string();
  const schema = BINARY.test(media) ? body.meta({ format: "binary" }) : body;
  return { 200: { description, content: { [media]: { schema } } } };
}

/** A success with no body: 204 (a delete, a webhook acknowledged), or a 200 where a protocol wants one (S3's PUT). */
export function noContent<S extends 200 | 204 = 204>(description = "Done; no content", status = 204 as S) {
  return { [status]: z.undefined().describe(description) } as Record<S, z.ZodUndefined>;
}

/** A 302 to `Location` (signing in through an identity provider, signing out in the browser). */
export const redirect = (description: string) => ({
  302: z.undefined().meta({
    description,
    headers: { Location: { type: "string", description: "Where the browser goes next" } },
  }),
});
