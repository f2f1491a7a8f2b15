/**
 * The Audit Log screen (admins): who changed what, when. The database triggers write audit_logs for every
 * write (audit.ts holds the stored shape); this module names what a person reads: the record types and
 * actions in words, the filters (member, record type, date range in the agency's zone) with their
 * messages, and the answer shapes of the list and the CSV export.
 */
import { z } from "zod";
import { formatWholeNumber } from "./money";

/**
 * A record type of the audit log: an audited table (its SQL name) and the name an admin reads ("Shift"). Each
 * module names its own audited tables (its manifest's `audited`); the server lists them for the filter.
 */
export const auditRecordTypeSchema = z.object({ value: z.string(), label: z.string() });
export type AuditRecordType = z.infer<typeof auditRecordTypeSchema>;

/** The verbs the triggers write, plus the ones a module records itself. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  end_sessions: "Signed out everywhere",
  reset_second_factor: "Second factor reset",
};

/** Who an entry names when no member acted (periodic jobs), or one of another agency did (the platform operator). */
export const AUDIT_SYSTEM_ACTOR = "System";
export const AUDIT_OPERATOR_ACTOR = "Platform operator";

/** "shift_swaps" → "Shift swaps": the fallback for a name no list knows yet. */
const humanize = (value: string) => {
  const words = value.replaceAll("_", " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : value;
};

export const auditEntityLabel = (entityType: string, names: Readonly<Record<string, string>>): string =>
  (Object.hasOwn(names, entityType) ? names[entityType] : undefined) ?? humanize(entityType);

export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? humanize(action);

/** A column name as a field label: "expiration_date" → "Expiration date", "user_id" → "Member". */
export function auditFieldLabel(column: string): string {
  if (column === "user_id") return "Member";
  // A time length is stored in minutes and shown as hours and minutes ("balance_minutes" reads "Balance").
  if (column === "minutes") return "Time";
  // Money is stored in cents and shown in dollars ("cost_cents" reads "Cost").
  return humanize(
    column
      .replace(/_id$/, "")
      .replace(/_cents$/, "")
      .replace(/_minutes$/, ""),
  );
}

/** Entries per page on the screen. */
export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_DEFAULT_LIMIT = 100;
export const AUDIT_LOG_MAX_LIMIT = 500;
/** A download holds at most this many entries; a wider selection asks for a shorter range. */
export const AUDIT_LOG_EXPORT_MAX = 50_000;

export const AUDIT_LOG_MESSAGES = {
  accessDenied: "You need admin access to view the audit log",
  member: "Choose a member from the list",
  entityType: "Choose a record type from the list",
  from: "Enter a valid start date (yyyy-MM-dd)",
  to: "Enter a valid end date (yyyy-MM-dd)",
  rangeOrder: "The start date must be on or before the end date",
  limit: `Choose between 1 and ${AUDIT_LOG_MAX_LIMIT} entries per page`,
  cursor: "This page is no longer available. Start again from the first page.",
  tooMany: `More than ${formatWholeNumber(AUDIT_LOG_EXPORT_MAX)} entries match. Choose a shorter date range.`,
  empty: "No audit entries match these filters",
} as const;

const isDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
};

/** An optional query value: absent and "" both mean "no filter". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const date = (message: string) => optional(z.string({ error: message }).refine(isDate, message));

const filterShape = {
  userId: optional(z.uuid({ error: AUDIT_LOG_MESSAGES.member })),
  // A table's SQL name; the server knows which are audited (the modules' manifests).
  entityType: optional(
    z
      .string({ error: AUDIT_LOG_MESSAGES.entityType })
      .regex(/^[a-z][a-z0-9_]{0,62}$/, AUDIT_LOG_MESSAGES.entityType),
  ),
  from: date(AUDIT_LOG_MESSAGES.from),
  to: date(AUDIT_LOG_MESSAGES.to),
};
const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const rangeOrder = { message: AUDIT_LOG_MESSAGES.rangeOrder, path: ["from"] };

/** The filters of the screen and of the download: ?userId=&entityType=&from=&to= (dates in the agency's zone, inclusive). */
export const auditLogFilterSchema = z.object(filterShape).refine(rangeInOrder, rangeOrder);
export type AuditLogFilters = z.infer<typeof auditLogFilterSchema>;

/**
 * One page, newest first: `cursor` is the id of the last entry already shown, and the answer holds the
 * `limit` entries after it. The screen asks for one more than it shows, to know whether an older page exists.
 */
export const auditLogQuerySchema = z
  .object({
    ...filterShape,
    limit: optional(
      z.coerce
        .number({ error: AUDIT_LOG_MESSAGES.limit })
        .int(AUDIT_LOG_MESSAGES.limit)
        .min(1, AUDIT_LOG_MESSAGES.limit)
        .max(AUDIT_LOG_MAX_LIMIT, AUDIT_LOG_MESSAGES.limit),
    ).transform((v) => v ?? AUDIT_LOG_DEFAULT_LIMIT),
    cursor: optional(z.uuid({ error: AUDIT_LOG_MESSAGES.cursor })),
  })
  .refine(rangeInOrder, rangeOrder);
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** One changed field, as shown: a created record has only `to`, a deleted one only `from`. */
export const auditChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditLogEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  userId: z.string().nullable(),
  /** The acting member's name (kept after the member is deleted); null for the system's own jobs. */
  actorName: z.string().nullable(),
  action: z.string(),
  actionLabel: z.string(),
  entityType: z.string(),
  entityLabel: z.string(),
  entityId: z.string().nullable(),
  /** What people call the record: a member's name, an item's name, a report's number, a shift's title. */
  entityName: z.string().nullable(),
  changes: z.array(auditChangeSchema),
  ipAddress: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** The query string of a filtered list or download (empty filters left out). */
export function auditLogSearch(filters: Partial<AuditLogFilters> & { limit?: number; cursor?: string }) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const auditLogUrl = (agencyId: string) => `/api/agencies/${encodeURIComponent(agencyId)}/audit-logs`;
export const auditLogCsvUrl = (agencyId: string, filters: Partial<AuditLogFilters>) =>
  `${auditLogUrl(agencyId)}/export.csv${auditLogSearch(filters)}`;
