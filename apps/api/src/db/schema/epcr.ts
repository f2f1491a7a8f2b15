/**
 * Patient care reports (issue 46). The clinical content is one jsonb column (packages/shared/src/epcr/report.ts,
 * checked by zod on every write); the columns around it are the report's state, who is on the call and who read
 * it. The audit trigger leaves the clinical columns out of audit_logs (AUDIT_HIDDEN_COLUMNS, db/tenant-policies.ts).
 */
import type { PcrContent } from "@rollcall/shared/epcr/report";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, createdAt, enumCheck, timestamps, tz } from "./_helpers";
import { agencyColumn, agencyKey } from "./agencies";
import { equipment } from "./equipment";
import { incidents } from "./incidents";
import { memberFk } from "./users";

export const PCR_STATUS_VALUES = ["draft", "closed"] as const;
export const PCR_COMMENT_KINDS = ["comment", "return"] as const;

export const pcrReports = pgTable(
  "pcr_reports",
  {
    ...agencyKey(),
    status: text("status", { enum: PCR_STATUS_VALUES }).notNull().default("draft"),
    // The If-Match of a save: one more on every change of the content or the state.
    version: integer("version").notNull().default(1),
    incidentId: uuid("incident_id"),
    // The unit (apparatus) of the call.
    unitId: uuid("unit_id"),
    content: jsonb("content").$type<PcrContent>().notNull().default(sql`'{}'::jsonb`),
    createdById: uuid("created_by_id").notNull(),
    closedAt: timestamp("closed_at", tz),
    closedById: uuid("closed_by_id"),
    // Set when QA returns the report to its crew, cleared when it closes again.
    returnedReason: text("returned_reason"),
    reviewedAt: timestamp("reviewed_at", tz),
    reviewedById: uuid("reviewed_by_id"),
    ...timestamps(),
  },
  (t) => [
    agencyPk("pcr_reports_pkey", t),
    agencyFk("pcr_reports_incident_fk", t.agencyId, t.incidentId, incidents),
    agencyFk("pcr_reports_unit_fk", t.agencyId, t.unitId, equipment),
    memberFk("pcr_reports_created_by_fk", t.agencyId, t.createdById),
    memberFk("pcr_reports_closed_by_fk", t.agencyId, t.closedById),
    memberFk("pcr_reports_reviewed_by_fk", t.agencyId, t.reviewedById),
    index("pcr_reports_agency_created_idx").on(t.agencyId, t.createdAt),
    index("pcr_reports_incident_idx").on(t.agencyId, t.incidentId),
    enumCheck("pcr_reports_status_check", t.status, PCR_STATUS_VALUES),
    check("pcr_reports_version_check", sql`${t.version} >= 1`),
  ],
);

/** The crew of the call: they (with QA reviewers and admins) are the only ones who open the report. */
export const pcrCrew = pgTable(
  "pcr_crew",
  {
    agencyId: agencyColumn(),
    reportId: uuid("report_id").notNull(),
    userId: uuid("user_id").notNull(),
  },
  (t) => [
    primaryKey({ name: "pcr_crew_pkey", columns: [t.agencyId, t.reportId, t.userId] }),
    agencyFk("pcr_crew_report_fk", t.agencyId, t.reportId, pcrReports).onDelete("cascade"),
    memberFk("pcr_crew_user_fk", t.agencyId, t.userId),
    index("pcr_crew_user_idx").on(t.agencyId, t.userId),
  ],
);

/** A change after closing: who, why, which fields (labels only), and the content before and after. */
export const pcrAddenda = pgTable(
  "pcr_addenda",
  {
    ...agencyKey(),
    reportId: uuid("report_id").notNull(),
    byId: uuid("by_id").notNull(),
    reason: text("reason").notNull(),
    // "Section: field" labels, never values.
    changed: text("changed").array().notNull().default(sql`'{}'::text[]`),
    // The content as corrected and as it was (null: a note only).
    content: jsonb("content").$type<PcrContent>(),
    previousContent: jsonb("previous_content").$type<PcrContent>(),
    ...timestamps(),
  },
  (t) => [
    agencyPk("pcr_addenda_pkey", t),
    agencyFk("pcr_addenda_report_fk", t.agencyId, t.reportId, pcrReports).onDelete("cascade"),
    memberFk("pcr_addenda_by_fk", t.agencyId, t.byId),
    index("pcr_addenda_report_idx").on(t.agencyId, t.reportId),
  ],
);

/** QA's comments on a report; a return to the crew is a comment of kind "return". */
export const pcrComments = pgTable(
  "pcr_comments",
  {
    ...agencyKey(),
    reportId: uuid("report_id").notNull(),
    byId: uuid("by_id").notNull(),
    kind: text("kind", { enum: PCR_COMMENT_KINDS }).notNull().default("comment"),
    text: text("text").notNull(),
    ...timestamps(),
  },
  (t) => [
    agencyPk("pcr_comments_pkey", t),
    agencyFk("pcr_comments_report_fk", t.agencyId, t.reportId, pcrReports).onDelete("cascade"),
    memberFk("pcr_comments_by_fk", t.agencyId, t.byId),
    index("pcr_comments_report_idx").on(t.agencyId, t.reportId),
    enumCheck("pcr_comments_kind_check", t.kind, PCR_COMMENT_KINDS),
  ],
);

/** Every opening of a report (GET, PDF, export): who and when. Append-only. */
export const pcrAccessLog = pgTable(
  "pcr_access_log",
  {
    ...agencyKey(),
    reportId: uuid("report_id").notNull(),
    userId: uuid("user_id").notNull(),
    action: text("action").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyPk("pcr_access_log_pkey", t),
    agencyFk("pcr_access_log_report_fk", t.agencyId, t.reportId, pcrReports).onDelete("cascade"),
    memberFk("pcr_access_log_user_fk", t.agencyId, t.userId),
    index("pcr_access_log_report_idx").on(t.agencyId, t.reportId, t.createdAt),
  ],
);

/** The agency's QA reviewers (officers or admins an admin named): they open and review every report. */
export const pcrReviewers = pgTable(
  "pcr_reviewers",
  {
    agencyId: agencyColumn(),
    userId: uuid("user_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "pcr_reviewers_pkey", columns: [t.agencyId, t.userId] }),
    memberFk("pcr_reviewers_user_fk", t.agencyId, t.userId).onDelete("cascade"),
  ],
);

/** The facilities (hospitals) a disposition names, and the DEMDataSet's dFacility. */
export const pcrFacilities = pgTable(
  "pcr_facilities",
  {
    ...agencyKey(),
    name: text("name").notNull(),
    type: text("type").notNull().default("1701005"),
    code: text("code"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    zip: text("zip"),
    phone: text("phone"),
    ...timestamps(),
  },
  (t) => [agencyPk("pcr_facilities_pkey", t)],
);

export const PCR_SUBMISSION_STATES = ["queued", "processing", "accepted", "rejected"] as const;

/**
 * A closed report's submission to the state's EMS data system (epcr/state/submission.worker.ts): queued, then
 * processing while the state works on the file (polled with its request handle), then accepted or rejected with
 * what the state said. One per report; submitting again (after an addendum) queues the same row again.
 */
export const pcrSubmissions = pgTable(
  "pcr_submissions",
  {
    agencyId: agencyColumn(),
    // The report's id.
    id: uuid("id").notNull(),
    state: text("state", { enum: PCR_SUBMISSION_STATES }).notNull(),
    // The report's version the latest try sent.
    reportVersion: integer("report_version"),
    queuedAt: timestamp("queued_at", tz).notNull(),
    queuedById: uuid("queued_by_id"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", tz),
    requestHandle: text("request_handle"),
    statusCode: integer("status_code"),
    // What the state said (the code's meaning, then its findings), or why we could not send.
    messages: jsonb("messages").$type<string[]>().notNull().default([]),
    acceptedAt: timestamp("accepted_at", tz),
    // Set while a worker sends it; a claim older than the lease is due again (its instance stopped).
    claimedAt: timestamp("claimed_at", tz),
    ...timestamps(),
  },
  (t) => [
    agencyPk("pcr_submissions_pkey", t),
    agencyFk("pcr_submissions_report_fk", t.agencyId, t.id, pcrReports).onDelete("cascade"),
    memberFk("pcr_submissions_queued_by_fk", t.agencyId, t.queuedById),
    enumCheck("pcr_submissions_state_check", t.state, PCR_SUBMISSION_STATES),
    index("pcr_submissions_due_idx").on(t.state, t.nextAttemptAt),
  ],
);

export type PcrSubmissionRow = typeof pcrSubmissions.$inferSelect;
export type PcrReportRow = typeof pcrReports.$inferSelect;
