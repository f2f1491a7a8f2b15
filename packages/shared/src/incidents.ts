/**
 * Incident reporting (spec 02 §2 "Incident Reporting", §3, §4, §5, §7, §8, §9) with NFIRS 5.0 Basic data and
 * the NERIS incident type: enums and labels, the spec's texts, the form and API schemas (the browser and the
 * server validate with the same ones), the answer shapes, and the compliance rules of the Compliance tab.
 */
import { z } from "zod";
import { isNerisIncidentType, nerisTypeMatchesNfirs } from "./neris/crosswalk";
import {
  NERIS_MESSAGES,
  nerisIncidentDataSchema,
  nerisUnitResponseSchema,
  nerisUnitTimesSchema,
} from "./neris/incident";
import { nerisSubmissionSchema } from "./neris/submission";
import {
  isAidGivenReceived,
  isNfirsActionTaken,
  isNfirsIncidentType,
  isNfirsIncidentTypeCode,
  isNfirsPropertyUse,
  nfirsCodeFitsType,
  nfirsSeriesLabel,
} from "./nfirs";
import { MANAGER_ROLES, type Role } from "./roles";

export const INCIDENT_TYPES = [
  "fire",
  "medical",
  "rescue",
  "hazmat",
  "vehicle",
  "wildfire",
  "false_alarm",
  "assist",
  "inspection",
  "training",
  "other",
] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];
export const INCIDENT_TYPE_LABELS: Record<IncidentType, string> = {
  fire: "Structure Fire",
  medical: "Medical Emergency",
  rescue: "Rescue Operation",
  hazmat: "Hazardous Materials",
  vehicle: "Vehicle Accident",
  wildfire: "Wildfire",
  false_alarm: "False Alarm",
  assist: "Mutual Aid",
  inspection: "Fire Inspection",
  training: "Training Exercise",
  other: "Other",
};

export const INCIDENT_PRIORITIES = ["low", "medium", "high", "critical"] as const;
export type IncidentPriority = (typeof INCIDENT_PRIORITIES)[number];
export const INCIDENT_PRIORITY_LABELS: Record<IncidentPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  critical: "Critical",
};

export const INCIDENT_STATUSES = ["draft", "pending", "approved", "completed"] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = {
  draft: "Draft",
  pending: "Pending",
  approved: "Approved",
  completed: "Completed",
};

/**
 * Signed-off statuses: only officers and admins set these, move a report out of them, or edit a report that
 * is in one of them (see canEditIncident); the server enforces it.
 */
export const MANAGER_ONLY_STATUSES: readonly IncidentStatus[] = ["approved", "completed"];

/** The All Reports tab's status filter (spec 02 §2). */
export const INCIDENT_STATUS_FILTERS = ["all", ...INCIDENT_STATUSES] as const;
export type IncidentStatusFilter = (typeof INCIDENT_STATUS_FILTERS)[number];

/** Spec 02 §9: the Overview lists the 5 most recent reports; the Analytics tab shows the first 6 types. */
export const RECENT_INCIDENTS_LIMIT = 5;
export const ANALYTICS_TYPE_LIMIT = 6;

/** A report counts as on time when it was completed within this many days of the incident. */
export const ON_TIME_REPORT_DAYS = 15;
/** The Compliance tab and the exports cover this many months up to today unless another range is chosen. */
export const DEFAULT_RANGE_MONTHS = 12;
/** The longest range an export or a figure covers. */
export const MAX_RANGE_DAYS = 366 * 5;

// ---------------------------------------------------------------------------------------------------------
// Texts (spec 02 §5, §8) and ours
// ---------------------------------------------------------------------------------------------------------

export const INCIDENT_MESSAGES = {
  incidentNumber: "Incident number is required",
  incidentType: "Incident type is required",
  reportDate: "Report date is required",
  incidentDate: "Incident date is required",
  location: "Location is required",
  description: "Description is required",
  reportingOfficerId: "Reporting officer is required",
  loading: "Loading incident reports...",
  created: "Incident report created successfully",
  updated: "Incident report updated successfully",
  deleted: "Incident report deleted successfully",
  errorTitle: "Error",
  createFailed: "Failed to create incident report",
  updateFailed: "Failed to update incident report",
  deleteFailed: "Failed to delete incident report",
  arrivalBeforeAlarm: "Arrival time cannot be before the alarm time",
  // Ours: the dispatch and en route times (response-time analytics).
  dispatchedBeforeAlarm: "Dispatch time cannot be before the alarm time",
  enRouteBeforeDispatch: "En route time cannot be before the dispatch time",
  enRouteBeforeAlarm: "En route time cannot be before the alarm time",
  arrivalBeforeEnRoute: "Arrival time cannot be before the en route time",
  arrivalBeforeDispatch: "Arrival time cannot be before the dispatch time",
  clearedBeforeArrival: "Last unit cleared cannot be before arrival",
  unitTimesOrder: "A unit's times go dispatched, en route, on scene, cleared, in that order",
  // Ours, for what the spec does not word.
  deleteConfirm: "Are you sure you want to delete this incident report? This action cannot be undone.",
  invalidDate: "Enter a valid date (yyyy-MM-dd)",
  invalidDateTime: "Enter a valid date and time",
  countMin: "Must be 0 or more",
  wholeNumber: "Enter a whole number",
  tooLarge: "This number is too large",
  tooLong: "Must be at most 200 characters",
  textTooLong: "Must be at most 10,000 characters",
  numberFormat: "Use letters, digits and - / . only (at most 40 characters)",
  nfirsUnknown: "Unknown NFIRS incident type code",
  nfirsNotApplicable:
    "Fire inspections and training exercises are not NFIRS incidents: leave the NFIRS code empty",
  actionUnknown: "Unknown NFIRS action taken code",
  propertyUseUnknown: "Unknown NFIRS property use code",
  aidUnknown: "Choose an aid code: 1 to 5, or N for none",
  nerisUnknown: "Unknown NERIS incident type",
  nerisNeedsNfirs: "Choose the NFIRS incident type code first",
  officerNotMember: "Choose a member of your agency",
  respondersNotMembers: "Choose responders among your agency's members",
  apparatusNotAgency: "Choose apparatus among your agency's equipment",
  duplicateNumber: "An incident report with this number already exists",
  notFound: "Incident report not found",
  managerStatus: "Only officers and admins can approve or complete incident reports",
  editNotReporter: "Only officers and admins can edit an incident report another member wrote",
  editSignedOff: "Only officers and admins can edit an approved or completed incident report",
  rangeOrder: "The start date must be on or before the end date",
  rangeTooLong: "Choose a range of at most 5 years",
} as const;

/** "Choose a code of the Structure Fire series (110–129)". */
export const nfirsSeriesMessage = (type: IncidentType) =>
  `Choose a code of the ${INCIDENT_TYPE_LABELS[type]} series (${nfirsSeriesLabel(type)})`;
/** The NERIS type's crosswalk does not hold the report's NFIRS code. */
export const nerisMismatchMessage = (nfirsCode: string) =>
  `This NERIS incident type does not correspond to NFIRS code ${nfirsCode}`;

// ---------------------------------------------------------------------------------------------------------
// Dates and times
// ---------------------------------------------------------------------------------------------------------

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A date, or a date and time, with an optional zone: "2025-03-04", "2025-03-04T14:32", "...:00Z", "...+02:00". */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/**
 * A moment as the form or the API gives it. Without a zone it is a wall-clock time in the agency's time
 * zone (what the datetime-local inputs hold); with Z or an offset it is an exact instant.
 */
export function isDateTimeInput(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m || !isIsoDate(`${m[1]}-${m[2]}-${m[3]}`)) return false;
  if (m[4] === undefined) return true;
  return Number(m[4]) < 24 && Number(m[5]) < 60 && (m[6] === undefined || Number(m[6]) < 60);
}

/** Whether a moment input names its zone (Z or an offset). */
export const hasZone = (value: string) => /(Z|[+-]\d{2}:?\d{2})$/.test(value) && value.includes("T");

/** A zone-less moment as "yyyy-MM-ddTHH:mm:ss", so two of them compare as strings. */
function wallClock(value: string): string {
  const m = DATE_TIME.exec(value);
  if (!m) return value;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? "00"}:${m[5] ?? "00"}:${m[6] ?? "00"}`;
}

/**
 * Orders two moments (Dates, or inputs of the same kind): negative when a is earlier. Null when they
 * cannot be compared without the agency's zone (one wall-clock, one exact); the server checks those after
 * converting both.
 */
export function compareMoments(a: string | Date, b: string | Date): number | null {
  if (a instanceof Date || b instanceof Date) {
    if (!(a instanceof Date) && !hasZone(a)) return null;
    if (!(b instanceof Date) && !hasZone(b)) return null;
    return new Date(a).getTime() - new Date(b).getTime();
  }
  if (hasZone(a) && hasZone(b)) return Date.parse(a) - Date.parse(b);
  if (!hasZone(a) && !hasZone(b)) return wallClock(a).localeCompare(wallClock(b));
  return null;
}

/** Spec 02 §9 incident number: yyyyMMdd of today, a dash and the last four digits of the timestamp. */
export function generateIncidentNumber(today: string, now: number = Date.now()): string {
  return `${today.replaceAll("-", "")}-${String(now).slice(-4)}`;
}

// ---------------------------------------------------------------------------------------------------------
// NFIRS / NERIS rules shared by the form and the server
// ---------------------------------------------------------------------------------------------------------

/** The fields the cross-field rules read; a write is checked on the values the report will have. */
export type IncidentRuleInput = {
  incidentType?: IncidentType | null;
  nfirsCode?: string | null;
  nerisIncidentType?: string | null;
  alarmAt?: string | Date | null;
  dispatchedAt?: string | Date | null;
  enRouteAt?: string | Date | null;
  arrivalAt?: string | Date | null;
  lastUnitClearedAt?: string | Date | null;
};

/**
 * The field messages for codes that do not go together and times out of order. Fields that are absent
 * (undefined) are not checked, so a partial update is checked on what it sends and again, by the server,
 * on the merged report.
 */
export function incidentRuleIssues(v: IncidentRuleInput): Record<string, string> {
  const issues: Record<string, string> = {};
  const type = v.incidentType ?? null;
  const code = v.nfirsCode ?? null;
  const neris = v.nerisIncidentType ?? null;
  if (type && code && isNfirsIncidentTypeCode(code)) {
    if (!isNfirsIncidentType(type)) issues.nfirsCode = INCIDENT_MESSAGES.nfirsNotApplicable;
    else if (!nfirsCodeFitsType(code, type)) issues.nfirsCode = nfirsSeriesMessage(type);
  }
  if (neris && isNerisIncidentType(neris)) {
    if (type && !isNfirsIncidentType(type)) issues.nerisIncidentType = INCIDENT_MESSAGES.nfirsNotApplicable;
    else if (v.nfirsCode === null) issues.nerisIncidentType = INCIDENT_MESSAGES.nerisNeedsNfirs;
    else if (code && isNfirsIncidentTypeCode(code) && !nerisTypeMatchesNfirs(neris, code))
      issues.nerisIncidentType = nerisMismatchMessage(code);
  }
  // Each time against the latest earlier time given: alarm, dispatched, en route, arrival.
  const before = (later: string | Date | null | undefined, earlier: string | Date | null | undefined) => {
    if (!later || !earlier) return false;
    const order = compareMoments(later, earlier);
    return order !== null && order < 0;
  };
  if (before(v.dispatchedAt, v.alarmAt)) issues.dispatchedAt = INCIDENT_MESSAGES.dispatchedBeforeAlarm;
  if (before(v.enRouteAt, v.dispatchedAt)) issues.enRouteAt = INCIDENT_MESSAGES.enRouteBeforeDispatch;
  else if (!v.dispatchedAt && before(v.enRouteAt, v.alarmAt))
    issues.enRouteAt = INCIDENT_MESSAGES.enRouteBeforeAlarm;
  if (before(v.arrivalAt, v.alarmAt)) issues.arrivalAt = INCIDENT_MESSAGES.arrivalBeforeAlarm;
  else if (before(v.arrivalAt, v.enRouteAt)) issues.arrivalAt = INCIDENT_MESSAGES.arrivalBeforeEnRoute;
  else if (before(v.arrivalAt, v.dispatchedAt)) issues.arrivalAt = INCIDENT_MESSAGES.arrivalBeforeDispatch;
  if (v.arrivalAt && v.lastUnitClearedAt) {
    const order = compareMoments(v.lastUnitClearedAt, v.arrivalAt);
    if (order !== null && order < 0) issues.lastUnitClearedAt = INCIDENT_MESSAGES.clearedBeforeArrival;
  }
  return issues;
}

function addRuleIssues(v: IncidentRuleInput, ctx: z.RefinementCtx) {
  for (const [path, message] of Object.entries(incidentRuleIssues(v)))
    ctx.addIssue({ code: "custom", message, path: [path] });
}

// ---------------------------------------------------------------------------------------------------------
// Form and API schemas
// ---------------------------------------------------------------------------------------------------------

const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, max > 200 ? INCIDENT_MESSAGES.textTooLong : INCIDENT_MESSAGES.tooLong);

const optionalText = (max = 10_000) =>
  z
    .string()
    .trim()
    .max(max, max > 200 ? INCIDENT_MESSAGES.textTooLong : INCIDENT_MESSAGES.tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional code checked against its list; empty means not recorded yet. */
const optionalCode = (valid: (code: string) => boolean, message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null))
    .refine((v) => v === null || valid(v), message);

const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((v) => v === "" || isIsoDate(v), INCIDENT_MESSAGES.invalidDate);

const requiredMoment = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((v) => v === "" || isDateTimeInput(v), INCIDENT_MESSAGES.invalidDateTime);

const optionalMoment = z
  .string({ error: INCIDENT_MESSAGES.invalidDateTime })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isDateTimeInput(v), INCIDENT_MESSAGES.invalidDateTime);

/** Spec 02 §5: numeric, at least 0; anything that is not a number (an empty box too) becomes 0. */
const toCount = (value: unknown) => {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value === "string") {
    const n = Number(value.trim());
    return value.trim() !== "" && Number.isFinite(n) ? n : 0;
  }
  return 0;
};
const count = z.preprocess(
  toCount,
  z
    .number()
    .int(INCIDENT_MESSAGES.wholeNumber)
    .min(0, INCIDENT_MESSAGES.countMin)
    .max(2_000_000_000, INCIDENT_MESSAGES.tooLarge),
);

const INCIDENT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9./-]{0,39}$/;
const incidentNumber = requiredText(INCIDENT_MESSAGES.incidentNumber, 40).refine(
  (v) => v === "" || INCIDENT_NUMBER.test(v),
  INCIDENT_MESSAGES.numberFormat,
);

const uuid = z.uuid();
/** A list of ids; a bad one is reported on the list (the form's one field), not on its position. */
const idList = (message: string) =>
  z
    .array(z.string({ error: message }), { error: message })
    .max(200, message)
    .refine((ids) => ids.every((id) => uuid.safeParse(id).success), message)
    .transform((ids) => [...new Set(ids)]);

/** Every field of the report as the form holds it and the API receives it. */
export const incidentFields = {
  incidentNumber,
  incidentType: z.enum(INCIDENT_TYPES, { error: INCIDENT_MESSAGES.incidentType }),
  reportDate: requiredDate(INCIDENT_MESSAGES.reportDate),
  incidentDate: requiredMoment(INCIDENT_MESSAGES.incidentDate),
  location: requiredText(INCIDENT_MESSAGES.location),
  description: requiredText(INCIDENT_MESSAGES.description, 10_000),
  reportingOfficerId: z
    .string({ error: INCIDENT_MESSAGES.reportingOfficerId })
    .trim()
    .min(1, INCIDENT_MESSAGES.reportingOfficerId)
    .pipe(z.uuid({ error: INCIDENT_MESSAGES.officerNotMember })),
  narrativeSummary: optionalText(),
  priority: z.enum(INCIDENT_PRIORITIES),
  status: z.enum(INCIDENT_STATUSES),
  injuries: count,
  fatalities: count,
  propertyDamage: count,
  nfirsCode: optionalCode(isNfirsIncidentTypeCode, INCIDENT_MESSAGES.nfirsUnknown),
  alarmAt: optionalMoment,
  dispatchedAt: optionalMoment,
  enRouteAt: optionalMoment,
  arrivalAt: optionalMoment,
  lastUnitClearedAt: optionalMoment,
  actionTaken: optionalCode(isNfirsActionTaken, INCIDENT_MESSAGES.actionUnknown),
  propertyUse: optionalCode(isNfirsPropertyUse, INCIDENT_MESSAGES.propertyUseUnknown),
  aidGivenReceived: optionalCode(isAidGivenReceived, INCIDENT_MESSAGES.aidUnknown),
  nerisIncidentType: z
    .string({ error: INCIDENT_MESSAGES.nerisUnknown })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isNerisIncidentType(v), INCIDENT_MESSAGES.nerisUnknown),
  responderIds: idList(INCIDENT_MESSAGES.respondersNotMembers),
  apparatusIds: idList(INCIDENT_MESSAGES.apparatusNotAgency),
  /** The NERIS part of the report (neris/incident.ts); sent whole, it replaces what the report held. */
  neris: nerisIncidentDataSchema.nullish(),
  /** Each apparatus' own times; every unit named must be among the report's apparatus. Sent whole. */
  unitTimes: z
    .array(nerisUnitTimesSchema)
    .max(200)
    .refine(
      (units) => new Set(units.map((u) => u.equipmentId)).size === units.length,
      NERIS_MESSAGES.duplicateUnit,
    )
    .optional(),
};

/** Create New Incident Report and Edit Incident Report: every required field with the spec's messages. */
export const incidentFormSchema = z.object(incidentFields).superRefine(addRuleIssues);
export type IncidentFormInput = z.input<typeof incidentFormSchema>;
export type IncidentFormValues = z.output<typeof incidentFormSchema>;

/**
 * POST /api/incidents. The incident number may be left empty (the server generates one, as the form does);
 * priority defaults to medium, status to draft, counts to 0.
 */
export const incidentCreateSchema = z
  .object({
    ...incidentFields,
    incidentNumber: z
      .string({ error: INCIDENT_MESSAGES.incidentNumber })
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || INCIDENT_NUMBER.test(v), INCIDENT_MESSAGES.numberFormat),
    narrativeSummary: incidentFields.narrativeSummary.default(null),
    priority: incidentFields.priority.default("medium"),
    status: incidentFields.status.default("draft"),
    injuries: count.default(0),
    fatalities: count.default(0),
    propertyDamage: count.default(0),
    nfirsCode: incidentFields.nfirsCode.default(null),
    alarmAt: incidentFields.alarmAt.default(null),
    dispatchedAt: incidentFields.dispatchedAt.default(null),
    enRouteAt: incidentFields.enRouteAt.default(null),
    arrivalAt: incidentFields.arrivalAt.default(null),
    lastUnitClearedAt: incidentFields.lastUnitClearedAt.default(null),
    actionTaken: incidentFields.actionTaken.default(null),
    propertyUse: incidentFields.propertyUse.default(null),
    aidGivenReceived: incidentFields.aidGivenReceived.default(null),
    nerisIncidentType: incidentFields.nerisIncidentType.default(null),
    responderIds: incidentFields.responderIds.default([]),
    apparatusIds: incidentFields.apparatusIds.default([]),
    neris: incidentFields.neris.default(null),
    unitTimes: incidentFields.unitTimes.default([]),
  })
  .superRefine(addRuleIssues);
export type IncidentCreateInput = z.input<typeof incidentCreateSchema>;
export type IncidentCreateValues = z.output<typeof incidentCreateSchema>;

/** PATCH /api/incidents/{id}: any of the fields; an empty optional field clears it. */
export const incidentUpdateSchema = z.object(incidentFields).partial().superRefine(addRuleIssues);
export type IncidentUpdateInput = z.input<typeof incidentUpdateSchema>;
export type IncidentUpdateValues = z.output<typeof incidentUpdateSchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------

export const incidentPersonSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** No longer on the roster: kept on the report, not offered for new picks. */
  removed: z.boolean(),
});
export type IncidentPerson = z.infer<typeof incidentPersonSchema>;

export const incidentApparatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  /** Its NERIS unit type (type_unit), null when not set on the equipment. */
  nerisUnitType: z.string().nullable(),
  /** Deleted from the equipment list: kept on the report, not offered for new picks. */
  removed: z.boolean(),
  /** This unit's times on this report (ISO), and its staffing. */
  ...nerisUnitResponseSchema.shape,
});
export type IncidentApparatus = z.infer<typeof incidentApparatusSchema>;

export const incidentSchema = z.object({
  id: z.string(),
  incidentNumber: z.string(),
  incidentType: z.enum(INCIDENT_TYPES),
  reportDate: z.string(),
  /** ISO timestamps. */
  incidentDate: z.string(),
  location: z.string(),
  description: z.string(),
  reportingOfficerId: z.string(),
  reportingOfficer: incidentPersonSchema,
  narrativeSummary: z.string().nullable(),
  priority: z.enum(INCIDENT_PRIORITIES),
  status: z.enum(INCIDENT_STATUSES),
  injuries: z.number(),
  fatalities: z.number(),
  /** Whole US dollars. */
  propertyDamage: z.number(),
  /** Names of the apparatus as reported. */
  unitsResponded: z.array(z.string()),
  nfirsCode: z.string().nullable(),
  alarmAt: z.string().nullable(),
  dispatchedAt: z.string().nullable(),
  enRouteAt: z.string().nullable(),
  arrivalAt: z.string().nullable(),
  lastUnitClearedAt: z.string().nullable(),
  actionTaken: z.string().nullable(),
  propertyUse: z.string().nullable(),
  aidGivenReceived: z.string().nullable(),
  nerisIncidentType: z.string().nullable(),
  neris: nerisIncidentDataSchema.nullable(),
  responders: z.array(incidentPersonSchema),
  apparatus: z.array(incidentApparatusSchema),
  completedAt: z.string().nullable(),
  /**
   * The member who wrote the report (the actor of its creation in the audit log), which is not necessarily
   * the reporting officer; null when unknown (then only officers and admins edit it).
   */
  reportedById: z.string().nullable(),
  /** Where the report stands with NERIS (shared/neris/submission.ts). */
  nerisSubmission: nerisSubmissionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Incident = z.infer<typeof incidentSchema>;

// ---------------------------------------------------------------------------------------------------------
// Who may edit a report (the server refuses the rest with 403; the screens offer Edit only when allowed)
// ---------------------------------------------------------------------------------------------------------

export type IncidentEditor = { id: string; role: Role };
export type IncidentEditTarget = Pick<Incident, "reportedById" | "status">;

/**
 * Why `user` may not edit the report (its fields, responders, apparatus or status), or null when they may.
 * Officers and admins edit any report. Any other member edits only a report they wrote, and only while it
 * is not signed off (draft or pending): never another member's report, so never its reporting officer
 * either, and never an approved or completed one.
 */
export function incidentEditRefusal(user: IncidentEditor, incident: IncidentEditTarget): string | null {
  if (MANAGER_ROLES.includes(user.role)) return null;
  if (incident.reportedById === null || incident.reportedById !== user.id)
    return INCIDENT_MESSAGES.editNotReporter;
  if (MANAGER_ONLY_STATUSES.includes(incident.status)) return INCIDENT_MESSAGES.editSignedOff;
  return null;
}

/** The one rule the server enforces and the screens follow: may this member edit this report? */
export const canEditIncident = (user: IncidentEditor | null | undefined, incident: IncidentEditTarget) =>
  !!user && incidentEditRefusal(user, incident) === null;

/** One entry of a report's change history (read from the audit log). */
export const incidentHistoryEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(["created", "updated"]),
  actor: z.string().nullable(),
  /** Field label → from / to, as shown (codes with their descriptions, names for people and apparatus). */
  changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
});
export type IncidentHistoryEntry = z.infer<typeof incidentHistoryEntrySchema>;

// ---------------------------------------------------------------------------------------------------------
// Ranges, analytics and compliance
// ---------------------------------------------------------------------------------------------------------

// A range's end becomes the instant after its last day, which must still be a timestamp the database reads.
const rangeDate = z
  .string()
  .trim()
  .refine(
    (v) => v === "" || (isIsoDate(v) && v >= "1900-01-01" && v <= "9999-12-30"),
    INCIDENT_MESSAGES.invalidDate,
  )
  .optional()
  .transform((v) => (v ? v : undefined));

/** ?from=yyyy-MM-dd&to=yyyy-MM-dd (incident dates, inclusive, in the agency's zone); default the last 12 months. */
export const incidentRangeQuerySchema = z
  .object({ from: rangeDate, to: rangeDate })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: INCIDENT_MESSAGES.rangeOrder,
    path: ["from"],
  });
export type IncidentRangeQuery = z.output<typeof incidentRangeQuerySchema>;

export const responseTimeStatSchema = z.object({
  /** Reports with both an alarm and an arrival time. */
  count: z.number(),
  /** Seconds from alarm to arrival; null without data. Percentiles interpolate between ranks (percentile_cont). */
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
});
export type ResponseTimeStat = z.infer<typeof responseTimeStatSchema>;

export const incidentAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number(),
  byType: z.array(z.object({ type: z.enum(INCIDENT_TYPES), count: z.number() })),
  responseTimes: z.object({
    overall: responseTimeStatSchema,
    byType: z.array(responseTimeStatSchema.extend({ type: z.enum(INCIDENT_TYPES) })),
    /** Every month of the range, "yyyy-MM", oldest first. */
    byMonth: z.array(responseTimeStatSchema.extend({ month: z.string() })),
    /** NFIRS reports in the range without an alarm or an arrival time. */
    withoutTimes: z.number(),
  }),
});
export type IncidentAnalytics = z.infer<typeof incidentAnalyticsSchema>;

/**
 * The NFIRS 5.0 Basic module fields (section letters of the Basic form) every NFIRS report needs before it
 * counts as "required fields complete": C incident type code, A incident date, B location, D aid given or
 * received, E1 alarm, arrival and last unit cleared times, F primary action taken, J property use, and
 * M the officer in charge (the reporting officer). Exposure and FDID are the agency's own and always known.
 */
export const NFIRS_REQUIRED_FIELDS = [
  { key: "nfirsCode", label: "Incident type code" },
  { key: "incidentDate", label: "Incident date" },
  { key: "location", label: "Location" },
  { key: "aidGivenReceived", label: "Aid given or received" },
  { key: "alarmAt", label: "Alarm time" },
  { key: "arrivalAt", label: "Arrival time" },
  { key: "lastUnitClearedAt", label: "Last unit cleared" },
  { key: "actionTaken", label: "Primary action taken" },
  { key: "propertyUse", label: "Property use" },
  { key: "reportingOfficerId", label: "Officer in charge" },
] as const;
export type NfirsRequiredField = (typeof NFIRS_REQUIRED_FIELDS)[number]["key"];

export type ComplianceInput = {
  incidentType: IncidentType;
  incidentDate: string | Date | null;
  location: string | null;
  reportingOfficerId: string | null;
  nfirsCode: string | null;
  aidGivenReceived: string | null;
  alarmAt: string | Date | null;
  arrivalAt: string | Date | null;
  lastUnitClearedAt: string | Date | null;
  actionTaken: string | null;
  propertyUse: string | null;
};

/** NFIRS codes complete: a valid incident type code of the report's series and a valid primary action. */
export const hasCompleteNfirsCodes = (r: ComplianceInput) =>
  !!r.nfirsCode &&
  nfirsCodeFitsType(r.nfirsCode, r.incidentType) &&
  !!r.actionTaken &&
  isNfirsActionTaken(r.actionTaken);

/** The labels of the required NFIRS Basic fields a report lacks (an invalid code counts as missing). */
export function missingRequiredFields(r: ComplianceInput): string[] {
  const valid: Record<NfirsRequiredField, boolean> = {
    nfirsCode: !!r.nfirsCode && nfirsCodeFitsType(r.nfirsCode, r.incidentType),
    incidentDate: !!r.incidentDate,
    location: !!r.location?.trim(),
    aidGivenReceived: !!r.aidGivenReceived && isAidGivenReceived(r.aidGivenReceived),
    alarmAt: !!r.alarmAt,
    arrivalAt: !!r.arrivalAt,
    lastUnitClearedAt: !!r.lastUnitClearedAt,
    actionTaken: !!r.actionTaken && isNfirsActionTaken(r.actionTaken),
    propertyUse: !!r.propertyUse && isNfirsPropertyUse(r.propertyUse),
    reportingOfficerId: !!r.reportingOfficerId,
  };
  return NFIRS_REQUIRED_FIELDS.filter((f) => !valid[f.key]).map((f) => f.label);
}

export const TIMELINESS = ["on_time", "late", "open"] as const;
export type Timeliness = (typeof TIMELINESS)[number];

/**
 * On time: completed within ON_TIME_REPORT_DAYS of the incident. Late: completed later, or still not
 * completed once that many days have passed. Open: not completed and still within the window (left out of
 * the on-time share until it is due).
 */
export function reportTimeliness(
  r: { incidentDate: string | Date; completedAt: string | Date | null },
  now: Date,
): Timeliness {
  const deadline = new Date(r.incidentDate).getTime() + ON_TIME_REPORT_DAYS * 86_400_000;
  if (r.completedAt) return new Date(r.completedAt).getTime() <= deadline ? "on_time" : "late";
  return now.getTime() > deadline ? "late" : "open";
}

export const shareSchema = z.object({
  count: z.number(),
  total: z.number(),
  /** Rounded percent; null when there is nothing to measure. */
  percent: z.number().nullable(),
});
export type Share = z.infer<typeof shareSchema>;

export const share = (count: number, total: number): Share => ({
  count,
  total,
  percent: total === 0 ? null : Math.round((count / total) * 100),
});

export const incidentComplianceSchema = z.object({
  from: z.string(),
  to: z.string(),
  onTimeDays: z.number(),
  /** NFIRS reports in the range (inspections and training exercises are not NFIRS incidents). */
  total: z.number(),
  excludedNonNfirs: z.number(),
  onTime: shareSchema,
  nfirsCodes: shareSchema,
  requiredFields: shareSchema,
  /** NFIRS reports still without a NERIS incident type (an export lists them rather than guess). */
  withoutNerisType: z.number(),
  /** The reports that pull a figure down, worst first. */
  attention: z.array(
    z.object({
      id: z.string(),
      incidentNumber: z.string(),
      incidentType: z.enum(INCIDENT_TYPES),
      incidentDate: z.string(),
      status: z.enum(INCIDENT_STATUSES),
      timeliness: z.enum(TIMELINESS),
      missing: z.array(z.string()),
      nfirsCodesComplete: z.boolean(),
      hasNerisType: z.boolean(),
    }),
  ),
});
export type IncidentCompliance = z.infer<typeof incidentComplianceSchema>;

/** The Compliance tab's export files. */
export const INCIDENT_EXPORTS = {
  csv: { path: "/api/incidents/export.csv", label: "NFIRS data (CSV)" },
  neris: { path: "/api/incidents/export.neris.json", label: "NERIS data (JSON)" },
} as const;
export type IncidentExport = keyof typeof INCIDENT_EXPORTS;

export const incidentPdfPath = (id: string) => `/api/incidents/${id}/pdf`;
