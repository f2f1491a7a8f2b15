/** What routes share: the `/:id` parameter and one correctly escaped Content-Disposition for downloads. */
import { z } from "zod";

/** A route's `/:id`: a malformed id is a 400 before any handler runs (an unknown one is the handler's 404). */
export const idParams = z.object({ id: z.uuid() });

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Content-Disposition for a download: an ASCII fallback name plus the exact name (RFC 6266 / 5987). */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
