import { z } from "zod";

/**
 * Agency branding (spec 02 §2 Settings "Brand Identity", §5 "Logo upload", §7, §8, §9): the logo upload
 * flow's bodies, answers, limits and messages, for the API and the settings screen alike.
 */

/** Logo limit: 5 MB (spec 02 §9). */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The image types a logo may be, judged by its bytes: the ones the printed reports can embed too, so the logo
 * shows everywhere. SVG is refused: it is a document that can carry scripts, served from our own origin.
 */
export const LOGO_TYPES = ["image/png", "image/jpeg"] as const;

/** How long an upload URL stays good. */
export const UPLOAD_URL_SECONDS = 10 * 60;

export const BRANDING_MESSAGES = {
  /** Spec 02 §5 and §8: the web's own check before uploading, and the server's. */
  fileTooLargeTitle: "File too large",
  fileTooLarge: "File size must be less than 5MB",
  notImage: "The logo must be a PNG or JPEG image",
  logoUrlRequired: "Upload a logo file first",
  uploadNotFound: "The uploaded file was not found. Please upload it again.",
  uploadLinkInvalid: "This upload link is not valid.",
  uploadLinkExpired: "This upload link has expired. Please upload the file again.",
  uploadLinkUsed: "This upload link has already been used.",
  // Toasts (spec 02 §8).
  uploadFailedTitle: "Upload failed",
  uploadFailed: "There was an error uploading the file. Please try again.",
  uploadSucceeded: "Upload successful",
  logoFailedTitle: "Update failed",
  logoFailed: "Failed to update organization logo. Please try again.",
  logoUpdated: "Logo updated",
  /** Spec 02 §2: the Brand Colors card. */
  enterpriseColors: "Custom color schemes are available on the Enterprise plan.",
} as const;

/** POST /api/objects/upload: where to PUT the file (with its content type as the content-type header). */
export const uploadUrlSchema = z.object({ uploadURL: z.string() });
export type UploadUrl = z.infer<typeof uploadUrlSchema>;

/** PUT /api/agencies/{agencyId}/logo: the upload URL the file was sent to. */
export const logoUpdateSchema = z.object({
  logoURL: z
    .string({ error: BRANDING_MESSAGES.logoUrlRequired })
    .trim()
    .min(1, BRANDING_MESSAGES.logoUrlRequired)
    .max(4096, BRANDING_MESSAGES.uploadNotFound),
});
export type LogoUpdate = z.infer<typeof logoUpdateSchema>;
