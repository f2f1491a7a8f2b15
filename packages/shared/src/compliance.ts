/**
 * Compliance and certifications (spec 02 §2 "Compliance Management", §3, §4, §5, §7, §8, §9): enums, the
 * computed display state, the compliance score, the form schemas with the spec's messages, the API's answer
 * shapes, document limits and required-certification checks. Used by the API and the web app alike.
 */
import { z } from "zod";
import { ROLES, type Role } from "./roles";

/** Stored certification status; the displayed state (Expired / Expiring Soon / Active) is computed from expirationDate. */
export const CERTIFICATION_STATUSES = ["active", "expired", "pending"] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];
export const CERTIFICATION_STATUS_LABELS: Record<CertificationStatus, string> = {
  active: "Active",
  expired: "Expired",
  pending: "Pending",
};

/** Days before expiry at which a certification counts as expiring soon. */
export const EXPIRING_SOON_DAYS = 30;
/** Spec 02 §9: the Overview's attention list shows at most 5 certifications. */
export const ATTENTION_LIST_LIMIT = 5;
/** A manager may remind a holder about one certification once per this many hours. */
export const REMIND_INTERVAL_HOURS = 24;

// ---------------------------------------------------------------------------------------------------------
// Dates and the computed state
// ---------------------------------------------------------------------------------------------------------

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** yyyy-MM-dd plus `days` (calendar arithmetic on the date alone). */
export function addDaysToIsoDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** yyyy-MM-dd one year later (Feb 29 becomes Mar 1 of a common year). */
export function addYearToIsoDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both yyyy-MM-dd); negative when `to` is earlier. */
export function daysBetweenIsoDates(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const CERTIFICATION_STATES = ["active", "expiring", "expired"] as const;
export type CertificationState = (typeof CERTIFICATION_STATES)[number];
export const CERTIFICATION_STATE_LABELS: Record<CertificationState, string> = {
  active: "Active",
  expiring: "Expiring Soon",
  expired: "Expired",
};

/**
 * Spec 02 §4: a date before today (the agency's calendar day) is Expired, a date within 30 days is
 * Expiring Soon, anything later is Active.
 */
export function certificationState(expirationDate: string, today: string): CertificationState {
  if (expirationDate < today) return "expired";
  if (expirationDate <= addDaysToIsoDate(today, EXPIRING_SOON_DAYS)) return "expiring";
  return "active";
}

/** Counted as current by the compliance score: stored status active and not past expiry. */
export function isCurrent(c: { status: string; expirationDate: string }, today: string): boolean {
  return c.status === "active" && c.expirationDate >= today;
}

/** percent is null when there is nothing to score (no certifications yet). */
export type ComplianceScore = { current: number; total: number; percent: number | null };

/** Spec 02 §9: the share of certifications that are active and not past expiry, as a rounded percent. */
export function complianceScore(
  list: ReadonlyArray<{ status: string; expirationDate: string }>,
  today: string,
): ComplianceScore {
  const current = list.filter((c) => isCurrent(c, today)).length;
  const total = list.length;
  return { current, total, percent: total === 0 ? null : Math.round((current / total) * 100) };
}

/** The Certifications tab's status filter (spec 02 §2). */
export const CERTIFICATION_STATUS_FILTERS = ["all", "active", "pending", "expired"] as const;
export type CertificationStatusFilter = (typeof CERTIFICATION_STATUS_FILTERS)[number];
export const CERTIFICATION_STATUS_FILTER_LABELS: Record<CertificationStatusFilter, string> = {
  all: "All statuses",
  active: "Active",
  pending: "Pending",
  expired: "Expired",
};

/**
 * Which filter value a certification falls under: expired when its date has passed or it is stored as
 * expired, otherwise its stored status (a pending certification stays pending until it is verified).
 */
export function certificationFilterStatus(
  c: { status: CertificationStatus; expirationDate: string },
  today: string,
): Exclude<CertificationStatusFilter, "all"> {
  if (c.status === "expired" || c.expirationDate < today) return "expired";
  return c.status;
}

// ---------------------------------------------------------------------------------------------------------
// Texts (spec 02 §2, §5, §8)
// ---------------------------------------------------------------------------------------------------------

export const COMPLIANCE_MESSAGES = {
  userId: "User is required",
  name: "Certification name is required",
  expirationDate: "Expiration date is required",
  loading: "Loading compliance data...",
  deleteConfirm: "Are you sure you want to delete this certification? This action cannot be undone.",
  noExpiringTitle: "All certifications are current!",
  noExpiringText: "No certifications are expiring in the next 30 days.",
  added: "Certification added successfully",
  updated: "Certification updated successfully",
  deleted: "Certification deleted successfully",
  renewed: "Certification renewed successfully",
  errorTitle: "Error",
  addFailed: "Failed to add certification",
  updateFailed: "Failed to update certification",
  deleteFailed: "Failed to delete certification",
  renewFailed: "Failed to renew certification",
  uploadSucceeded: "Upload successful",
  uploadFailedTitle: "Upload failed",
  uploadFailed: "There was an error uploading the file. Please try again.",
  fileTooLargeTitle: "File too large",
  // Ours, for input and situations the spec does not describe.
  invalidDate: "Enter a valid date (yyyy-MM-dd)",
  expiresBeforeIssue: "Expiration date must be on or after the issue date",
  userNotMember: "Choose a member of your agency",
  ownOnly: "You can only add or change your own certifications",
  notFound: "Certification not found",
  tooLong: "Must be at most 200 characters",
  fileTooLarge: "File size must be less than 10MB",
  fileType: "Upload a PDF or an image (PNG, JPEG, WebP or HEIC)",
  fileMissing: "Choose a file to upload",
  noDocument: "This certification has no document",
  noDocumentTooltip: "No document uploaded",
  requiredName: "Certification name is required",
  requiredDuplicate: "This certification is already required for that role",
  requiredNotFound: "Required certification not found",
} as const;

// ---------------------------------------------------------------------------------------------------------
// Forms: Add New Certification, Edit Certification, Renew Certification
// ---------------------------------------------------------------------------------------------------------

const optionalText = z
  .string()
  .trim()
  .max(200, COMPLIANCE_MESSAGES.tooLong)
  .nullish()
  .transform((v) => (v ? v : null));

const optionalDate = z
  .string({ error: COMPLIANCE_MESSAGES.invalidDate })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isIsoDate(v), COMPLIANCE_MESSAGES.invalidDate);

const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((v) => v === "" || isIsoDate(v), COMPLIANCE_MESSAGES.invalidDate);

/** Fields of the certification form (spec 02 §5), as the form holds them and the API receives them. */
export const certificationFields = {
  userId: z
    .string({ error: COMPLIANCE_MESSAGES.userId })
    .trim()
    .min(1, COMPLIANCE_MESSAGES.userId)
    .pipe(z.uuid({ error: COMPLIANCE_MESSAGES.userNotMember })),
  name: z
    .string({ error: COMPLIANCE_MESSAGES.name })
    .trim()
    .min(1, COMPLIANCE_MESSAGES.name)
    .max(200, COMPLIANCE_MESSAGES.tooLong),
  issuingOrganization: optionalText,
  issueDate: optionalDate,
  expirationDate: requiredDate(COMPLIANCE_MESSAGES.expirationDate),
  certificateNumber: optionalText,
  status: z.enum(CERTIFICATION_STATUSES),
};

function issueBeforeExpiry(
  v: { issueDate?: string | null; expirationDate?: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.issueDate && v.expirationDate && isIsoDate(v.expirationDate) && v.expirationDate < v.issueDate)
    ctx.addIssue({
      code: "custom",
      message: COMPLIANCE_MESSAGES.expiresBeforeIssue,
      path: ["expirationDate"],
    });
}

/** Add New Certification and POST /api/certifications. Status defaults to active (spec 02 §5). */
export const certificationFormSchema = z
  .object({ ...certificationFields, status: certificationFields.status.default("active") })
  .superRefine(issueBeforeExpiry);
export type CertificationFormInput = z.input<typeof certificationFormSchema>;
export type CertificationFormValues = z.output<typeof certificationFormSchema>;

/** PATCH /api/certifications/{id}: any of the fields. A renewal sends only expirationDate and status. */
export const certificationUpdateSchema = z
  .object(certificationFields)
  .partial()
  .superRefine(issueBeforeExpiry);
export type CertificationUpdateInput = z.input<typeof certificationUpdateSchema>;
export type CertificationUpdateValues = z.output<typeof certificationUpdateSchema>;

/** Renew Certification: the new expiration date (spec 02 §4: default one year from today). */
export const renewFormSchema = z.object({
  expirationDate: requiredDate(COMPLIANCE_MESSAGES.expirationDate),
});
export type RenewFormValues = z.output<typeof renewFormSchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------

export const certificationHolderSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
});

export const certificationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** "First Last" of the holder. */
  holderName: z.string(),
  user: certificationHolderSchema,
  name: z.string(),
  issuingOrganization: z.string().nullable(),
  issueDate: z.string().nullable(),
  expirationDate: z.string(),
  certificateNumber: z.string().nullable(),
  status: z.enum(CERTIFICATION_STATUSES),
  /** Computed from expirationDate against the agency's today. */
  displayState: z.enum(CERTIFICATION_STATES),
  /** Days from the agency's today to expirationDate (negative when past). */
  daysUntilExpiration: z.number(),
  /** The attached certificate's download path, or null when none is attached. */
  documentUrl: z.string().nullable(),
  documentName: z.string().nullable(),
  documentContentType: z.string().nullable(),
  documentSize: z.number().nullable(),
  lastRemindedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Certification = z.infer<typeof certificationSchema>;

export const remindResultSchema = z.object({
  remindedAt: z.string(),
  holderName: z.string(),
  /** False when the mail server refused the message (the in-app notification was still created). */
  emailSent: z.boolean(),
});
export type RemindResult = z.infer<typeof remindResultSchema>;

// ---------------------------------------------------------------------------------------------------------
// Certificate documents
// ---------------------------------------------------------------------------------------------------------

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** The content types a certificate document may have (the server decides by the file's bytes). */
export const DOCUMENT_TYPES = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/heic",
  "image/heif",
] as const;
/** What the file input offers; the server decides by the file's content, not its name. */
export const DOCUMENT_ACCEPT =
  "application/pdf,image/png,image/jpeg,image/webp,image/heic,image/heif,.pdf,.png,.jpg,.jpeg,.webp,.heic,.heif";

// ---------------------------------------------------------------------------------------------------------
// Required certifications
// ---------------------------------------------------------------------------------------------------------

export const EVERYONE_LABEL = "Everyone";

export const requiredCertificationFormSchema = z.object({
  name: z
    .string({ error: COMPLIANCE_MESSAGES.requiredName })
    .trim()
    .min(1, COMPLIANCE_MESSAGES.requiredName)
    .max(200, COMPLIANCE_MESSAGES.tooLong),
  /** A role, or null (the form's "" too) for every member. */
  role: z
    .union([z.enum(ROLES), z.literal("")])
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type RequiredCertificationFormInput = z.input<typeof requiredCertificationFormSchema>;
export type RequiredCertificationFormValues = z.output<typeof requiredCertificationFormSchema>;

export const requiredCertificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES).nullable(),
  createdAt: z.string(),
});
export type RequiredCertification = z.infer<typeof requiredCertificationSchema>;

/** Whether a requirement applies to a member of `role` (a null requirement role means everyone). */
export function requirementApplies(requirement: { role: Role | null }, role: Role): boolean {
  return requirement.role === null || requirement.role === role;
}

export const REQUIREMENT_REASONS = ["missing", "expired", "expires before"] as const;
export type RequirementReason = (typeof REQUIREMENT_REASONS)[number];

/**
 * How a member stands on one required certification on `onDate` (yyyy-MM-dd), given their certifications
 * with that name. Met (null) when an active one runs through that date. Otherwise "expires before" when one
 * is valid today but ends before that date, "expired" when they hold one that has lapsed, else "missing"
 * (none on record, or only pending ones).
 */
export function requirementGap(
  held: ReadonlyArray<{ status: string; expirationDate: string }>,
  onDate: string,
  today: string,
): { reason: RequirementReason; expirationDate: string | null } | null {
  const active = held.filter((c) => c.status === "active");
  if (active.some((c) => c.expirationDate >= onDate)) return null;
  const latest = (list: ReadonlyArray<{ expirationDate: string }>) =>
    list.reduce<string | null>(
      (max, c) => (max === null || c.expirationDate > max ? c.expirationDate : max),
      null,
    );
  const validToday = active.filter((c) => c.expirationDate >= today);
  if (validToday.length) return { reason: "expires before", expirationDate: latest(validToday) };
  const lapsed = held.filter((c) => c.status === "expired" || c.expirationDate < today);
  if (lapsed.length) return { reason: "expired", expirationDate: latest(lapsed) };
  return { reason: "missing", expirationDate: null };
}

export const requirementsCheckSchema = z.object({
  userId: z.string(),
  date: z.string(),
  missing: z.array(
    z.object({
      name: z.string(),
      reason: z.enum(REQUIREMENT_REASONS),
      /** The latest expiration date of the member's certification with that name, when they have one. */
      expirationDate: z.string().nullable(),
    }),
  ),
});
export type RequirementsCheck = z.infer<typeof requirementsCheckSchema>;

// ---------------------------------------------------------------------------------------------------------
// Reports
// ---------------------------------------------------------------------------------------------------------

export const COMPLIANCE_REPORTS = {
  summary: { label: "Certification Summary", formats: ["pdf", "csv"] },
  expiration: { label: "Expiration Report", formats: ["csv"] },
  audit: { label: "Compliance Audit", formats: ["pdf", "csv"] },
  gaps: { label: "Training Gaps", formats: ["csv"] },
} as const satisfies Record<string, { label: string; formats: readonly ("pdf" | "csv")[] }>;
export type ComplianceReport = keyof typeof COMPLIANCE_REPORTS;
export type ReportFormat = "pdf" | "csv";

export const reportUrl = (report: ComplianceReport, format: ReportFormat) =>
  `/api/compliance/reports/${report}.${format}`;
