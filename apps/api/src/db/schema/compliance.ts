import { CERTIFICATION_STATUSES } from "@rollcall/shared/compliance";
import { ROLES } from "@rollcall/shared/roles";
import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { agencyPk, createdAt, enumCheck, timestamps, tz } from "./_helpers";
import { agencyKey } from "./agencies";
import { memberFk } from "./users";

export const certifications = pgTable(
  "certifications",
  {
    ...agencyKey(),
    userId: uuid("user_id").notNull(),
    name: text("name").notNull(),
    issuingOrganization: text("issuing_organization"),
    issueDate: date("issue_date", { mode: "string" }),
    expirationDate: date("expiration_date", { mode: "string" }).notNull(),
    certificateNumber: text("certificate_number"),
    // The attached certificate (PDF or image) in file storage (lib/storage.ts); the API exposes its download path.
    documentKey: text("document_key"),
    documentName: text("document_name"),
    documentContentType: text("document_content_type"),
    documentSize: integer("document_size"),
    status: text("status", { enum: CERTIFICATION_STATUSES }).notNull().default("active"),
    // Last reminder a manager sent (POST /api/certifications/{id}/remind): one per 24 hours.
    lastRemindedAt: timestamp("last_reminded_at", tz),
    ...timestamps(),
  },
  (t) => [
    agencyPk("certifications_pkey", t),
    memberFk("certifications_user_fk", t.agencyId, t.userId),
    index("certifications_agency_expiration_idx").on(t.agencyId, t.expirationDate),
    index("certifications_agency_user_idx").on(t.agencyId, t.userId),
    enumCheck("certifications_status_check", t.status, CERTIFICATION_STATUSES),
  ],
);

/** Certifications an agency requires of a role (role null: of every member); drives training-gap reports. */
export const requiredCertifications = pgTable(
  "required_certifications",
  {
    ...agencyKey(),
    name: text("name").notNull(),
    role: text("role", { enum: ROLES }),
    createdAt: createdAt(),
  },
  (t) => [
    agencyPk("required_certifications_pkey", t),
    // coalesce: NULL roles would otherwise never collide, allowing duplicate "everyone" rows.
    uniqueIndex("required_certifications_agency_name_role_unique").on(
      t.agencyId,
      sql`lower(${t.name})`,
      sql`coalesce(${t.role}, '')`,
    ),
    enumCheck("required_certifications_role_check", t.role, ROLES),
  ],
);

export type Certification = typeof certifications.$inferSelect;
export type NewCertification = typeof certifications.$inferInsert;
export type RequiredCertification = typeof requiredCertifications.$inferSelect;
export type NewRequiredCertification = typeof requiredCertifications.$inferInsert;
