/**
 * What an uploaded or stored file is, read from its first bytes by the `file-type` package (never from its
 * name or what the browser claims). Modules ask for the kinds they accept.
 */
import { fileTypeFromBuffer } from "file-type";

/** Variants stored under the plain type the rest of the app knows (an animated PNG is a PNG, ...). */
const SAME_AS: Record<string, string> = {
  "image/apng": "image/png",
  "image/heic-sequence": "image/heic",
  "image/heif-sequence": "image/heif",
};

/** HEIF brands `file-type` reports as MP4 video: still images from cameras that write them. */
const HEIF_BRANDS: Record<string, string> = { heim: "image/heic", heis: "image/heic", heif: "image/heif" };

/** The content type the bytes prove, or null when they are none `file-type` knows. */
export async function detectFileType(bytes: Uint8Array): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  if (found.mime === "video/mp4") {
    const brand = Buffer.from(bytes.subarray(8, 12)).toString("latin1");
    return HEIF_BRANDS[brand] ?? found.mime;
  }
  return SAME_AS[found.mime] ?? found.mime;
}

/** Images pdfkit can embed. */
export const EMBEDDABLE_IMAGE_TYPES = ["image/png", "image/jpeg"];

/** The bytes' content type when it is one of `accepted`, otherwise null. */
export async function fileTypeAmong(bytes: Uint8Array, accepted: readonly string[]): Promise<string | null> {
  const type = await detectFileType(bytes);
  return type !== null && accepted.includes(type) ? type : null;
}
