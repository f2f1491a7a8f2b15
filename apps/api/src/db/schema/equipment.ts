import { EQUIPMENT_STATUSES, EQUIPMENT_TYPES } from "@rollcall/shared/equipment";
import { date, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, enumCheck, updatedAt } from "./_helpers";
import { agencies } from "./agencies";

export const equipment = pgTable(
  "equipment",
  {
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    name: text("name").notNull(),
    type: text("type", { enum: EQUIPMENT_TYPES }).notNull(),
    model: text("model"),
    serialNumber: text("serial_number"),
    location: text("location"),
    status: text("status", { enum: EQUIPMENT_STATUSES }).notNull().default("available"),
    lastMaintenanceDate: date("last_maintenance_date", { mode: "string" }),
    nextMaintenanceDate: date("next_maintenance_date", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "equipment_pkey", columns: [t.agencyId, t.id] }),
    index("equipment_agency_status_idx").on(t.agencyId, t.status),
    index("equipment_agency_next_maintenance_idx").on(t.agencyId, t.nextMaintenanceDate),
    enumCheck("equipment_type_check", t.type, EQUIPMENT_TYPES),
    enumCheck("equipment_status_check", t.status, EQUIPMENT_STATUSES),
  ],
);

export type Equipment = typeof equipment.$inferSelect;
export type NewEquipment = typeof equipment.$inferInsert;
