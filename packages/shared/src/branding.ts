import { z } from "zod";
import { tierHasFeature } from "./billing";

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
  /**
   * Spec 02 §2: the Brand Colors card's note. The spec names an "Enterprise" plan we do not sell: custom colors
   * come with White-label Deployment, on Pro.
   */
  customColorsPlan: "Custom color schemes are available on the Pro plan, with White-label Deployment.",
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

/*
 * White-label (Pro, issue 18): an agency on a plan with `whiteLabel` (Pro, or a trial) works under its own name
 * and colours: the browser title and its emails carry its name instead of the product's, its colours replace
 * the theme's, and on a host name the installation maps to it the sign-in page shows its logo and name.
 */

/** The product's name, where an agency without white-label sees it. */
export const PRODUCT_NAME = "Rollcall";

/** True when the agency works under its own brand (the plan includes White-label Deployment). */
export const isWhiteLabelled = (agency: { subscriptionTier: string }) =>
  tierHasFeature(agency.subscriptionTier, "whiteLabel");

/** The name a member sees the workspace under: the agency's own when white-labelled, else the product's. */
export const brandNameOf = (agency: { name: string; subscriptionTier: string }) =>
  isWhiteLabelled(agency) ? agency.name : PRODUCT_NAME;

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The WCAG 2 relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG 2 contrast ratio of two #RRGGBB colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * What the theme puts on the brand colours (apps/web/src/styles.css): white text on the primary colour (the
 * sidebar, buttons) and the primary as text on white; dark text (#0B1220) on the secondary colour, and the
 * secondary as the active mark on the primary. Colours that would make those unreadable are refused.
 */
export const ON_PRIMARY = "#FFFFFF";
export const ON_SECONDARY = "#0B1220";
export const MIN_TEXT_CONTRAST = 4.5;
export const MIN_MARK_CONTRAST = 3;

const ratio = (value: number) => `${(Math.floor(value * 10) / 10).toFixed(1)}:1`;

export const BRAND_COLOR_MESSAGES = {
  format: "Enter a color as #RRGGBB",
  primaryTooLight: (contrast: number) =>
    `Choose a darker primary color: white text on it has a contrast of ${ratio(contrast)}, and at least 4.5:1 is needed.`,
  secondaryTooDark: (contrast: number) =>
    `Choose a lighter secondary color: dark text on it has a contrast of ${ratio(contrast)}, and at least 4.5:1 is needed.`,
  secondaryTooClose: (contrast: number) =>
    `Choose a secondary color that stands out from the primary: their contrast is ${ratio(contrast)}, and at least 3:1 is needed.`,
  saved: "Brand colors saved",
  saveFailed: "Could not save the brand colors",
} as const;

const hexColor = z
  .string({ error: BRAND_COLOR_MESSAGES.format })
  .trim()
  .regex(HEX_COLOR, BRAND_COLOR_MESSAGES.format)
  .transform((value) => value.toUpperCase());

/** PATCH /api/agencies/{agencyId}/brand-colors (admins, White-label): both colours, readable together. */
export const brandColorsSchema = z
  .object({ primaryColor: hexColor, secondaryColor: hexColor })
  .superRefine(({ primaryColor, secondaryColor }, ctx) => {
    const onPrimary = contrastRatio(primaryColor, ON_PRIMARY);
    if (onPrimary < MIN_TEXT_CONTRAST)
      ctx.addIssue({
        code: "custom",
        path: ["primaryColor"],
        message: BRAND_COLOR_MESSAGES.primaryTooLight(onPrimary),
      });
    const onSecondary = contrastRatio(secondaryColor, ON_SECONDARY);
    if (onSecondary < MIN_TEXT_CONTRAST)
      ctx.addIssue({
        code: "custom",
        path: ["secondaryColor"],
        message: BRAND_COLOR_MESSAGES.secondaryTooDark(onSecondary),
      });
    else {
      const apart = contrastRatio(primaryColor, secondaryColor);
      if (onPrimary >= MIN_TEXT_CONTRAST && apart < MIN_MARK_CONTRAST)
        ctx.addIssue({
          code: "custom",
          path: ["secondaryColor"],
          message: BRAND_COLOR_MESSAGES.secondaryTooClose(apart),
        });
    }
  });
export type BrandColorsInput = z.input<typeof brandColorsSchema>;

/**
 * GET /api/brand (public): the brand of the agency the request's host name is mapped to (AGENCY_HOSTS), when
 * that agency is white-labelled; null on the installation's own host names.
 */
export const hostBrandSchema = z.object({
  brand: z
    .object({
      name: z.string(),
      primaryColor: z.string(),
      secondaryColor: z.string(),
      /** GET /api/brand/logo, or null when the agency has no logo. */
      logoUrl: z.string().nullable(),
    })
    .nullable(),
});
export type HostBrand = z.infer<typeof hostBrandSchema>;

/** The id of the JSON element the server puts GET /api/brand's answer in, on a white-labelled host's page. */
export const HOST_BRAND_ELEMENT = "host-brand";

/** A host name as a browser sends it (no port, no scheme), lower case: "fire.example.org", "localhost". */
export const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const HOST_NAME_MESSAGES = {
  invalid: "Enter a host name such as fire.example.org (no https:// and no port)",
  taken: "Another agency already uses this host name",
  /** 400: PUBLIC_URL's host serves every agency, so no one agency's brand may take it over. */
  installation:
    "This is the installation's own host name, where every agency signs in: choose one of the agency's own",
  saved: "Host name saved",
  cleared: "Host name removed",
} as const;

/** PATCH /api/universe/agencies/{id}/host-name (operators): the agency's own host name, or null for none. */
export const hostNameSchema = z.object({
  hostName: z
    .string({ error: HOST_NAME_MESSAGES.invalid })
    .trim()
    .toLowerCase()
    .regex(HOST_NAME, HOST_NAME_MESSAGES.invalid)
    .nullable(),
});
export type HostNameInput = z.input<typeof hostNameSchema>;
