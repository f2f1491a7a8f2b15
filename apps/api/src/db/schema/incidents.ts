import { INCIDENT_PRIORITIES, INCIDENT_STATUSES, INCIDENT_TYPES } from "@rollcall/shared/incidents";
import {
  NERIS_ENTITY_ID_PATTERN,
  type NerisIncidentData,
  type NerisValidationError,
} from "@rollcall/shared/neris/incident";
import { NERIS_ENVIRONMENTS, type NerisEnvironment } from "@rollcall/shared/neris/submission";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, enumCheck, timestamps, tz } from "./_helpers";
import { agencyColumn, agencyKey } from "./agencies";
import { equipment } from "./equipment";
import { memberFk } from "./users";

export const incidents = pgTable(
  "incidents",
  {
    ...agencyKey(),
    incidentNumber: text("incident_number").notNull(),
    incidentType: text("incident_type", { enum: INCIDENT_TYPES }).notNull(),
    reportDate: date("report_date", { mode: "string" }).notNull(),
    incidentDate: timestamp("incident_date", tz).notNull(),
    location: text("location").notNull(),
    description: text("description").notNull(),
    reportingOfficerId: uuid("reporting_officer_id").notNull(),
    // The member who wrote the report (the reporter edits their own draft); null for reports of unknown origin.
    reportedById: uuid("reported_by_id"),
    narrativeSummary: text("narrative_summary"),
    nfirsCode: text("nfirs_code"),
    priority: text("priority", { enum: INCIDENT_PRIORITIES }).notNull().default("medium"),
    status: text("status", { enum: INCIDENT_STATUSES }).notNull().default("draft"),
    injuries: integer("injuries").notNull().default(0),
    fatalities: integer("fatalities").notNull().default(0),
    // Whole US dollars, as the spec states (estimated losses are not tracked to the cent).
    propertyDamage: integer("property_damage").notNull().default(0),
    // Unit identifiers that responded, e.g. ["Engine 1", "Medic 3"].
    unitsResponded: text("units_responded").array().notNull().default(sql`'{}'::text[]`),
    // NFIRS 5.0 Basic module data (codes validated against @rollcall/shared/nfirs on write).
    alarmAt: timestamp("alarm_at", tz),
    // Dispatch and en route (turnout) times: the analytics' call-to-dispatch and en-route phases.
    dispatchedAt: timestamp("dispatched_at", tz),
    enRouteAt: timestamp("en_route_at", tz),
    arrivalAt: timestamp("arrival_at", tz),
    lastUnitClearedAt: timestamp("last_unit_cleared_at", tz),
    // 2-digit NFIRS "actions taken" code of the primary action.
    actionTaken: text("action_taken"),
    // 3-digit NFIRS property use code.
    propertyUse: text("property_use"),
    // NFIRS section D: 1-5 or N.
    aidGivenReceived: text("aid_given_received"),
    // The NERIS incident type the member chose (official value set, "A||B||C"); never guessed on export.
    nerisIncidentType: text("neris_incident_type"),
    // The rest of the NERIS report (packages/shared/src/neris/incident.ts): location and its use, people
    // present, further incident types, aids, actions, dispatch details and the modules its types need, in
    // the API's own field names; null until a member fills it. Checked by zod on write; the payload built
    // from it and the columns above is checked against the API's schema (neris/neris.validate.ts).
    neris: jsonb("neris").$type<NerisIncidentData>(),
    // First time the report reached status completed: the on-time compliance figure reads it.
    completedAt: timestamp("completed_at", tz),
    // The CAD's incident number of a report CAD opened (POST /api/cad/incidents), by which its later calls
    // find the report; null for a report members opened.
    cadIncidentNumber: text("cad_incident_number"),
    ...timestamps(),
  },
  (t) => [
    agencyPk("incidents_pkey", t),
    memberFk("incidents_reporting_officer_fk", t.agencyId, t.reportingOfficerId),
    memberFk("incidents_reported_by_fk", t.agencyId, t.reportedById),
    uniqueIndex("incidents_agency_number_unique").on(t.agencyId, t.incidentNumber),
    uniqueIndex("incidents_agency_cad_number_unique").on(t.agencyId, t.cadIncidentNumber),
    index("incidents_agency_date_idx").on(t.agencyId, t.incidentDate),
    enumCheck("incidents_type_check", t.incidentType, INCIDENT_TYPES),
    enumCheck("incidents_priority_check", t.priority, INCIDENT_PRIORITIES),
    enumCheck("incidents_status_check", t.status, INCIDENT_STATUSES),
    check(
      "incidents_counts_check",
      sql`${t.injuries} >= 0 and ${t.fatalities} >= 0 and ${t.propertyDamage} >= 0`,
    ),
    check(
      "incidents_times_order_check",
      // alarm ≤ dispatched ≤ en route ≤ arrival ≤ last unit cleared, each against the latest earlier time given.
      sql`(${t.dispatchedAt} is null or ${t.alarmAt} is null or ${t.dispatchedAt} >= ${t.alarmAt}) and (${t.enRouteAt} is null or ${t.enRouteAt} >= coalesce(${t.dispatchedAt}, ${t.alarmAt}, ${t.enRouteAt})) and (${t.arrivalAt} is null or ${t.arrivalAt} >= coalesce(${t.enRouteAt}, ${t.dispatchedAt}, ${t.alarmAt}, ${t.arrivalAt})) and (${t.arrivalAt} is null or ${t.alarmAt} is null or ${t.arrivalAt} >= ${t.alarmAt}) and (${t.lastUnitClearedAt} is null or ${t.arrivalAt} is null or ${t.lastUnitClearedAt} >= ${t.arrivalAt})`,
    ),
  ],
);

/** Members who responded to an incident (NFIRS module 10 Personnel, in short). */
export const incidentResponders = pgTable(
  "incident_responders",
  {
    agencyId: agencyColumn(),
    incidentId: uuid("incident_id").notNull(),
    userId: uuid("user_id").notNull(),
  },
  (t) => [
    primaryKey({ name: "incident_responders_pkey", columns: [t.agencyId, t.incidentId, t.userId] }),
    agencyFk("incident_responders_incident_fk", t.agencyId, t.incidentId, incidents).onDelete("cascade"),
    memberFk("incident_responders_user_fk", t.agencyId, t.userId),
  ],
);

/**
 * Apparatus (the agency's equipment) that responded, with each unit's own times (NERIS unit responses);
 * incidents.unitsResponded keeps their names as reported.
 */
export const incidentApparatus = pgTable(
  "incident_apparatus",
  {
    agencyId: agencyColumn(),
    incidentId: uuid("incident_id").notNull(),
    equipmentId: uuid("equipment_id").notNull(),
    dispatchedAt: timestamp("dispatched_at", tz),
    enRouteAt: timestamp("en_route_at", tz),
    onSceneAt: timestamp("on_scene_at", tz),
    canceledAt: timestamp("canceled_at", tz),
    clearedAt: timestamp("cleared_at", tz),
    // Members on the unit at the scene.
    staffing: integer("staffing"),
  },
  (t) => [
    primaryKey({ name: "incident_apparatus_pkey", columns: [t.agencyId, t.incidentId, t.equipmentId] }),
    agencyFk("incident_apparatus_incident_fk", t.agencyId, t.incidentId, incidents).onDelete("cascade"),
    agencyFk("incident_apparatus_equipment_fk", t.agencyId, t.equipmentId, equipment),
    index("incident_apparatus_equipment_idx").on(t.agencyId, t.equipmentId),
    check("incident_apparatus_staffing_check", sql`${t.staffing} is null or ${t.staffing} >= 0`),
    check(
      "incident_apparatus_times_order_check",
      sql`(${t.enRouteAt} is null or ${t.dispatchedAt} is null or ${t.enRouteAt} >= ${t.dispatchedAt}) and (${t.onSceneAt} is null or ${t.onSceneAt} >= coalesce(${t.enRouteAt}, ${t.dispatchedAt}, ${t.onSceneAt})) and (${t.clearedAt} is null or ${t.clearedAt} >= coalesce(${t.onSceneAt}, ${t.enRouteAt}, ${t.dispatchedAt}, ${t.clearedAt}))`,
    ),
  ],
);

/**
 * One row per agency, written on the first save of its NERIS settings (Settings → NERIS): the department's
 * NERIS entity id ("FD" and eight digits), which every payload names as base.department_neris_id, and the
 * integration's client credentials and environment that submissions use (neris/neris.client.ts).
 */
export const nerisSettings = pgTable(
  "neris_settings",
  {
    ...agencyKey(),
    entityId: text("entity_id"),
    clientId: text("client_id"),
    // Sealed with AES-256-GCM under the installation's key (lib/secret-box.ts, purpose "neris-client-secret"):
    // never answered, never exported, left out of the audit log (db/tenant-policies.ts).
    clientSecretSealed: text("client_secret_sealed"),
    environment: text("environment").$type<NerisEnvironment>().notNull().default("sandbox"),
    submitOnApproval: boolean("submit_on_approval").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    agencyPk("neris_settings_pkey", t),
    uniqueIndex("neris_settings_agency_unique").on(t.agencyId),
    check(
      "neris_settings_entity_id_check",
      sql`${t.entityId} is null or ${t.entityId} ~ ${sql.raw(`'${NERIS_ENTITY_ID_PATTERN}'`)}`,
    ),
    enumCheck("neris_settings_environment_check", t.environment, NERIS_ENVIRONMENTS),
  ],
);

/** The states a submission row holds (no row: not submitted). */
export const NERIS_SUBMISSION_ROW_STATES = ["queued", "submitted", "refused", "changed"] as const;

/**
 * A report's submission to NERIS, one row per report (`id` is the report's id), made when it is first queued:
 * the queue's row (due at next_attempt_at, claimed by a worker with a lease) and what NERIS holds of it.
 */
export const nerisSubmissions = pgTable(
  "neris_submissions",
  {
    agencyId: agencyColumn(),
    // The report's id: one submission per report, and the audit log names the report.
    id: uuid("id").notNull(),
    state: text("state", { enum: NERIS_SUBMISSION_ROW_STATES }).notNull(),
    nerisId: text("neris_id"),
    submittedAt: timestamp("submitted_at", tz),
    queuedAt: timestamp("queued_at", tz),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", tz),
    lastError: text("last_error"),
    errors: jsonb("errors").$type<NerisValidationError[]>().notNull().default([]),
    // SHA-256 of the payload NERIS last accepted: an edit that changes the payload makes the state "changed".
    acceptedPayloadHash: text("accepted_payload_hash"),
    // Set while a worker sends it; a claim older than the lease is due again (its instance stopped).
    claimedAt: timestamp("claimed_at", tz),
    ...timestamps(),
  },
  (t) => [
    agencyPk("neris_submissions_pkey", t),
    agencyFk("neris_submissions_incident_fk", t.agencyId, t.id, incidents).onDelete("cascade"),
    enumCheck("neris_submissions_state_check", t.state, NERIS_SUBMISSION_ROW_STATES),
    index("neris_submissions_due_idx").on(t.state, t.nextAttemptAt),
  ],
);

export type NerisSubmissionRow = typeof nerisSubmissions.$inferSelect;
export type Incident = typeof incidents.$inferSelect;
export type NewIncident = typeof incidents.$inferInsert;
