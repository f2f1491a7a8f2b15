/**
 * The ePCR API's contract (issue 46): the routes' bodies and answers, shared by the epcr module and the web's
 * report screens. The report's clinical content is report.ts's `pcrReportInputSchema`; this file is what wraps
 * it: who is on the call, its state (draft, closed, returned by QA), addenda, QA comments, the access log.
 *
 *   GET    /api/pcr                    list (the member's calls; QA reviewers and admins: every report), filters
 *   POST   /api/pcr                    start a report: { incidentId? } (its times and unit come along), or blank
 *   GET    /api/pcr/{id}               one report (every opening is logged); 404 to anyone not allowed
 *   PATCH  /api/pcr/{id}               save the draft's content; If-Match: its version (409 on a stale one)
 *   POST   /api/pcr/{id}/close         close it: 409 with `missing` while the standard still wants something
 *   POST   /api/pcr/{id}/addenda       a change after closing: { reason, content? } (who and why kept)
 *   POST   /api/pcr/{id}/qa/comments   a QA reviewer's comment: { text }
 *   POST   /api/pcr/{id}/qa/return     a QA reviewer returns it to its crew: { reason } (it is a draft again)
 *   POST   /api/pcr/{id}/qa/review     a QA reviewer marks a closed report reviewed: {}
 *   GET    /api/pcr/{id}/access-log    admins: who opened it and when
 *   GET    /api/pcr/reviewers          admins: the QA reviewers; PUT { userIds } sets them (officers or admins)
 *   GET    /api/pcr/facilities         the agency's facilities (hospitals) a disposition names; PUT replaces them
 *   POST   /api/pcr/{id}/submit        QA reviewers and admins: queue a closed report for the state (SubmitData)
 *   GET    /api/pcr/export/ems         QA reviewers and admins: the EMSDataSet of the closed reports from..to
 *   GET    /api/pcr/export/dem         admins: the agency's DEMDataSet (settings, apparatus, members, facilities)
 */
import { z } from "zod";
import { NEMSIS_CODE_LISTS } from "./codes";
import { pcrReportInputSchema } from "./report";
import { US_STATE_CODES } from "./settings";

export const PCR_STATUSES = ["draft", "closed"] as const;
export type PcrStatus = (typeof PCR_STATUSES)[number];
export const PCR_STATUS_LABELS: Record<PcrStatus, string> = { draft: "Draft", closed: "Closed" };

/** The longest addendum reason, QA comment or return reason. */
export const PCR_NOTE_MAX = 2000;

export const PCR_MESSAGES = {
  notFound: "Patient care report not found",
  incident: "Choose an incident of your agency",
  clientId: "A report's id is a UUID",
  idTaken: "Another report already has this id",
  closed: "This report is closed: add an addendum to change it",
  notClosed: "Only a closed report takes an addendum or a QA return",
  ifMatch: "If-Match must be the report's version, a whole number",
  stale: "This report was changed by someone else since you opened it: reload it and enter your change again",
  missing: "The report still needs what is listed before it can close",
  reason: "Say why, in up to 2000 characters",
  text: "Write a comment of up to 2000 characters",
  notReviewer: "Only a QA reviewer or an admin does this",
  reviewers: "QA reviewers are officers or admins of your agency",
  facilityName: "Each facility needs a name",
  facilityType: "Choose the facility's type",
  facilityCode: "A facility code is at most 50 characters",
  facilityAddress: "A street address is at most 255 characters",
  facilityCity: "A city is at most 100 characters",
  facilityState: "Choose the facility's state",
  facilityZip: "Enter a ZIP code like 27601 or 27601-1234",
  facilityPhone: "A phone number is at most 30 characters",
  created: "Patient care report started",
  saved: "Saved",
  savedOnDevice: "Saved on this device; it syncs when the connection returns",
  closedTitle: "Report closed",
  addendumAdded: "Addendum added",
  commented: "Comment added",
  returned: "Report returned to its crew",
  exportIncomplete: "Settings → NEMSIS still lacks what the state requires:",
  exportEmpty: "No closed patient care report was started in those dates",
  exportRange: "Choose a range of at most 366 days, the first day before the last",
  submitNotClosed: "Only a closed report is submitted to the state",
  submitNotConfigured:
    "Set the state's web service address, account, organization and password in Settings → NEMSIS first",
  submitQueued: "Queued for the state",
} as const;

/** A report's submission to the state's EMS data system, as the report and the list show it. */
export const PCR_SUBMISSION_STATES = ["queued", "processing", "accepted", "rejected"] as const;
export type PcrSubmissionState = (typeof PCR_SUBMISSION_STATES)[number];
export const PCR_SUBMISSION_STATE_LABELS: Record<PcrSubmissionState, string> = {
  queued: "Queued for the state",
  processing: "Processing at the state",
  accepted: "Accepted by the state",
  rejected: "Rejected by the state",
};

const note = z
  .string({ error: PCR_MESSAGES.reason })
  .trim()
  .min(1, PCR_MESSAGES.reason)
  .max(PCR_NOTE_MAX, PCR_MESSAGES.reason);

// ---------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------

export const pcrCreateSchema = z.object({
  /**
   * The report's id, chosen by the device when it starts one without a connection: its saves are queued
   * against that id, behind this request. Sent again (a replay), it answers the report already made.
   */
  id: z.uuid({ error: PCR_MESSAGES.clientId }).optional(),
  incidentId: z.uuid({ error: PCR_MESSAGES.incident }).optional(),
  content: pcrReportInputSchema.optional(),
});
export type PcrCreate = z.infer<typeof pcrCreateSchema>;

/** PATCH /api/pcr/{id}: the whole content as the form holds it (a draft replaces its content). */
export const pcrUpdateSchema = z.object({ content: pcrReportInputSchema });
export type PcrUpdate = z.input<typeof pcrUpdateSchema>;

export const pcrAddendumCreateSchema = z.object({
  reason: note,
  /** The content as corrected; absent: a note only. */
  content: pcrReportInputSchema.optional(),
});
export const pcrCommentCreateSchema = z.object({
  text: z
    .string({ error: PCR_MESSAGES.text })
    .trim()
    .min(1, PCR_MESSAGES.text)
    .max(PCR_NOTE_MAX, PCR_MESSAGES.text),
});
export const pcrReturnSchema = z.object({ reason: note });

export const pcrListQuerySchema = z.object({
  status: z.enum(PCR_STATUSES).optional(),
  /** Reports started on or after / before this day (yyyy-MM-dd, the agency's zone). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** QA's queue: closed reports not yet reviewed. */
  needsReview: z.enum(["true", "false"]).optional(),
});

/** GET /api/pcr/export/ems: the closed reports started on these days (the agency's zone), both included. */
export const pcrExportQuerySchema = z
  .object({
    from: z.iso.date({ error: PCR_MESSAGES.exportRange }),
    to: z.iso.date({ error: PCR_MESSAGES.exportRange }),
  })
  .refine((q) => q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= 365 * 86_400_000, {
    message: PCR_MESSAGES.exportRange,
    path: ["to"],
  });

export const pcrReviewersUpdateSchema = z.object({
  userIds: z.array(z.uuid({ error: PCR_MESSAGES.reviewers })).max(200),
});

/** Settings → QA Reviewers and Settings → Facilities (admins). */
export const PCR_SETTINGS_MESSAGES = {
  reviewersTitle: "QA Reviewers",
  reviewersDescription:
    "Reviewers read every closed patient care report, comment on it and return it to its crew. Admins always review; choose the officers who do too.",
  reviewersLegend: "Officers who review",
  noOfficers: "No officers yet. Give a member the officer role on the Members page to name them here.",
  adminsAlways: "Admins always review",
  reviewersSaved: "QA reviewers saved",
  reviewersSaveFailed: "QA reviewers were not saved",
  facilitiesTitle: "Facilities",
  facilitiesDescription:
    "The hospitals and other destinations your crews take patients to: a report's disposition names one, and the NEMSIS exports list them.",
  noFacilities: "No facilities yet. Add the hospitals your crews transport to.",
  newFacility: "New facility",
  facilitiesSaved: "Facilities saved",
  facilitiesSaveFailed: "Facilities were not saved",
} as const;

/** The dFacility.01 Type of Facility codes a facility takes. */
const FACILITY_TYPES = new Set<string>(NEMSIS_CODE_LISTS.TypeOfFacility.map((o) => o.value));
const STATE_CODES = new Set(US_STATE_CODES.map((s) => s.code));
const upTo = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message).nullish();

export const pcrFacilitySchema = z.object({
  id: z.uuid().optional(),
  name: z.string({ error: PCR_MESSAGES.facilityName }).trim().min(1, PCR_MESSAGES.facilityName).max(100),
  /** NEMSIS dFacility.01 Type of Facility code (a hospital: 1701005). */
  type: z
    .string({ error: PCR_MESSAGES.facilityType })
    .refine((v) => FACILITY_TYPES.has(v), PCR_MESSAGES.facilityType)
    .default("1701005"),
  /** The state's code for it (dFacility.03), where the state has one. */
  code: upTo(50, PCR_MESSAGES.facilityCode),
  address: upTo(255, PCR_MESSAGES.facilityAddress),
  city: upTo(100, PCR_MESSAGES.facilityCity),
  /** The state's two-digit ANSI code (dFacility.09), as Settings → NEMSIS names the agency's. */
  state: z
    .string({ error: PCR_MESSAGES.facilityState })
    .trim()
    .refine((v) => v === "" || STATE_CODES.has(v), PCR_MESSAGES.facilityState)
    .nullish(),
  zip: z
    .string({ error: PCR_MESSAGES.facilityZip })
    .trim()
    .regex(/^$|^[0-9]{5}(-[0-9]{4})?$/, PCR_MESSAGES.facilityZip)
    .nullish(),
  phone: upTo(30, PCR_MESSAGES.facilityPhone),
});
export type PcrFacilityInput = z.input<typeof pcrFacilitySchema>;
export const pcrFacilitiesUpdateSchema = z.object({ facilities: z.array(pcrFacilitySchema).max(200) });

// ---------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------

const instant = z.union([z.date(), z.string()]);
const person = z.object({ id: z.string(), name: z.string() });

export const pcrMissingItemSchema = z.object({
  section: z.string(),
  element: z.string(),
  label: z.string(),
  message: z.string(),
  index: z.number().optional(),
});

export const pcrAddendumSchema = z.object({
  id: z.string(),
  by: person,
  reason: z.string(),
  /** What the addendum changed, as "Section: field" labels (never the clinical values themselves). */
  changed: z.array(z.string()),
  createdAt: instant,
});
export const pcrCommentSchema = z.object({
  id: z.string(),
  by: person,
  text: z.string(),
  /** "comment", or "return" when the reviewer sent the report back with it. */
  kind: z.enum(["comment", "return"]),
  createdAt: instant,
});

export const pcrSubmissionSchema = z.object({
  state: z.enum(PCR_SUBMISSION_STATES),
  queuedAt: instant,
  /** Tries so far (submits and status polls); the next one is due at nextAttemptAt while not final. */
  attempts: z.number().int(),
  nextAttemptAt: instant.nullable(),
  /** The state's status code of the latest answer (1: imported; negative: refused), null before one. */
  statusCode: z.number().int().nullable(),
  /** What the state said, or why the file could not be sent. */
  messages: z.array(z.string()),
  acceptedAt: instant.nullable(),
  /** The report's version the latest try sent: an addendum since makes it older than the report's. */
  reportVersion: z.number().int().nullable(),
});
export type PcrSubmission = z.input<typeof pcrSubmissionSchema>;

/** One report as GET /api/pcr/{id} answers it. */
export const pcrRecordSchema = z.object({
  id: z.string(),
  status: z.enum(PCR_STATUSES),
  /** The If-Match a save sends. */
  version: z.number().int(),
  incidentId: z.string().nullable(),
  incidentNumber: z.string().nullable(),
  /** The apparatus (unit) of the call, from the incident or chosen. */
  unitName: z.string().nullable(),
  crew: z.array(person),
  content: pcrReportInputSchema,
  /** What the standard still wants before closing (missing.ts), empty when it may close. */
  missing: z.array(pcrMissingItemSchema),
  closedAt: instant.nullable(),
  closedBy: person.nullable(),
  /** Returned by QA and not closed again since: the reviewer's reason. */
  returnedReason: z.string().nullable(),
  reviewedAt: instant.nullable(),
  addenda: z.array(pcrAddendumSchema),
  comments: z.array(pcrCommentSchema),
  /** Its submission to the state; null: never submitted. */
  submission: pcrSubmissionSchema.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type PcrRecord = z.input<typeof pcrRecordSchema>;

/** A row of GET /api/pcr: no clinical values beyond what the list shows (the patient's name, the complaint). */
export const pcrListItemSchema = z.object({
  id: z.string(),
  pcrNumber: z.string().nullable(),
  status: z.enum(PCR_STATUSES),
  incidentNumber: z.string().nullable(),
  unitName: z.string().nullable(),
  patientName: z.string().nullable(),
  complaint: z.string().nullable(),
  crew: z.array(person),
  missingCount: z.number().int(),
  returnedReason: z.string().nullable(),
  submissionState: z.enum(PCR_SUBMISSION_STATES).nullable(),
  reviewedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type PcrListItem = z.input<typeof pcrListItemSchema>;
export const pcrListSchema = z.array(pcrListItemSchema);

export const pcrAccessEntrySchema = z.object({
  by: person,
  /** "open" (GET), "pdf", "export": what was read. */
  action: z.string(),
  at: instant,
});
export const pcrAccessLogSchema = z.array(pcrAccessEntrySchema);

export const pcrReviewersSchema = z.object({ userIds: z.array(z.string()) });
/** A stored facility as answered: what was stored, not re-judged by the rules a new entry meets. */
const pcrFacilityRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  code: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
});
export const pcrFacilitiesSchema = z.object({ facilities: z.array(pcrFacilityRecordSchema) });
