import type { AuditChangeDetails } from "@rollcall/shared/audit";
import { index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./_helpers";
import { agencyColumn } from "./agencies";

/** Append-only; written in the same transaction as the change it records. */
export const auditLogs = pgTable(
  "audit_logs",
  {
    agencyId: agencyColumn(),
    id: uuid("id").notNull().defaultRandom(),
    // No FK: the platform operator (a user of another agency) acts on this agency, and a log must never block a write. Null for system jobs.
    userId: uuid("user_id"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    changeDetails: jsonb("change_details").$type<AuditChangeDetails>(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "audit_logs_pkey", columns: [t.agencyId, t.id] }),
    index("audit_logs_agency_created_idx").on(t.agencyId, t.createdAt),
  ],
);

export type AuditLog = typeof auditLogs.$inferSelect;
export type NewAuditLog = typeof auditLogs.$inferInsert;
