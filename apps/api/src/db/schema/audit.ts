import type { AuditChangeDetails } from "@rollcall/shared/audit";
import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { agencyPk, createdAt } from "./_helpers";
import { agencyKey } from "./agencies";

/** Append-only; written in the same transaction as the change it records. */
export const auditLogs = pgTable(
  "audit_logs",
  {
    ...agencyKey(),
    // No FK: the platform operator (a user of another agency) acts on this agency, and a log must never block a write. Null for system jobs.
    userId: uuid("user_id"),
    /** The API key the change came through (its maker is user_id); null for a member's own request or a job. */
    apiKeyId: uuid("api_key_id"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    changeDetails: jsonb("change_details").$type<AuditChangeDetails>(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [agencyPk("audit_logs_pkey", t), index("audit_logs_agency_created_idx").on(t.agencyId, t.createdAt)],
);

export type AuditLog = typeof auditLogs.$inferSelect;
export type NewAuditLog = typeof auditLogs.$inferInsert;
