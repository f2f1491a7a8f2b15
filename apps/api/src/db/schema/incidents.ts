import { INCIDENT_PRIORITIES, INCIDENT_STATUSES, INCIDENT_TYPES } from "@rollcall/shared/incidents";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
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
import { createdAt, enumCheck, tz, updatedAt } from "./_helpers";
import { agencies } from "./agencies";
import { users } from "./users";

export const incidents = pgTable(
  "incidents",
  {
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    incidentNumber: text("incident_number").notNull(),
    incidentType: text("incident_type", { enum: INCIDENT_TYPES }).notNull(),
    reportDate: date("report_date", { mode: "string" }).notNull(),
    incidentDate: timestamp("incident_date", tz).notNull(),
    location: text("location").notNull(),
    description: text("description").notNull(),
    reportingOfficerId: uuid("reporting_officer_id").notNull(),
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
    // NERIS-shaped data (chosen NERIS incident type, actions, etc.) kept for export.
    neris: jsonb("neris").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "incidents_pkey", columns: [t.agencyId, t.id] }),
    foreignKey({
      name: "incidents_reporting_officer_fk",
      columns: [t.agencyId, t.reportingOfficerId],
      foreignColumns: [users.agencyId, users.id],
    }),
    uniqueIndex("incidents_agency_number_unique").on(t.agencyId, t.incidentNumber),
    index("incidents_agency_date_idx").on(t.agencyId, t.incidentDate),
    enumCheck("incidents_type_check", t.incidentType, INCIDENT_TYPES),
    enumCheck("incidents_priority_check", t.priority, INCIDENT_PRIORITIES),
    enumCheck("incidents_status_check", t.status, INCIDENT_STATUSES),
    check(
      "incidents_counts_check",
      sql`${t.injuries} >= 0 and ${t.fatalities} >= 0 and ${t.propertyDamage} >= 0`,
    ),
  ],
);

export type Incident = typeof incidents.$inferSelect;
export type NewIncident = typeof incidents.$inferInsert;
