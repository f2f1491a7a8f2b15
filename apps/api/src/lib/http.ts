/** What routes share: the `/:id` parameter and downloads (one correctly escaped Content-Disposition). */
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
const DOWNLOAD_TYPES: Record<string, string> = {
  csv: "text/csv; charset=utf-8",
  pdf: "application/pdf",
  json: "application/json; charset=utf-8",
  zip: "application/zip",
};

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
    .header("Content-Type", options.type ?? DOWNLOAD_TYPES[extension] ?? "application/octet-stream")
    .header("Content-Disposition", attachmentHeader(fileName))
    .header("Cache-Control", "no-store");
  if (options.size !== undefined) reply.header("Content-Length", String(options.size));
  return reply.send(body);
}
