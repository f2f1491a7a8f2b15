import { EQUIPMENT_STATUSES, EQUIPMENT_TYPES } from "@rollcall/shared/equipment";
import { NERIS_UNIT_TYPE_VALUES } from "@rollcall/shared/neris/incident";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, createdAt, enumCheck, timestamps, tz } from "./_helpers";
import { agencyKey } from "./agencies";
import { memberFk } from "./users";

export const equipment = pgTable(
  "equipment",
  {
    ...agencyKey(),
    name: text("name").notNull(),
    type: text("type", { enum: EQUIPMENT_TYPES }).notNull(),
    model: text("model"),
    serialNumber: text("serial_number"),
    location: text("location"),
    // Seats on an apparatus: minimum staffing flags a vehicle ridden by fewer.
    crewSize: integer("crew_size"),
    // The NERIS unit type (type_unit value set) a NERIS report gives this apparatus; null for non-apparatus.
    nerisUnitType: text("neris_unit_type"),
    status: text("status", { enum: EQUIPMENT_STATUSES }).notNull().default("available"),
    lastMaintenanceDate: date("last_maintenance_date", { mode: "string" }),
    nextMaintenanceDate: date("next_maintenance_date", { mode: "string" }),
    // Soft delete: incidents that name the unit and its maintenance history stay readable.
    deletedAt: timestamp("deleted_at", tz),
    ...timestamps(),
  },
  (t) => [
    agencyPk("equipment_pkey", t),
    index("equipment_agency_status_idx").on(t.agencyId, t.status),
    index("equipment_agency_next_maintenance_idx").on(t.agencyId, t.nextMaintenanceDate),
    enumCheck("equipment_type_check", t.type, EQUIPMENT_TYPES),
    enumCheck("equipment_status_check", t.status, EQUIPMENT_STATUSES),
    enumCheck("equipment_neris_unit_type_check", t.nerisUnitType, NERIS_UNIT_TYPE_VALUES),
  ],
);

/** One completed maintenance of an item: its history, and the figures of Cost Analysis. */
export const maintenanceRecords = pgTable(
  "maintenance_records",
  {
    ...agencyKey(),
    equipmentId: uuid("equipment_id").notNull(),
    performedOn: date("performed_on", { mode: "string" }).notNull(),
    notes: text("notes"),
    // Minor currency units (cents), as all money in the product.
    costCents: integer("cost_cents").notNull().default(0),
    performedById: uuid("performed_by_id"),
    createdAt: createdAt(),
  },
  (t) => [
    agencyPk("maintenance_records_pkey", t),
    agencyFk("maintenance_records_equipment_fk", t.agencyId, t.equipmentId, equipment).onDelete("cascade"),
    memberFk("maintenance_records_user_fk", t.agencyId, t.performedById),
    index("maintenance_records_equipment_idx").on(t.agencyId, t.equipmentId, t.performedOn),
    check("maintenance_records_cost_check", sql`${t.costCents} >= 0`),
  ],
);

export type MaintenanceRecord = typeof maintenanceRecords.$inferSelect;

export type Equipment = typeof equipment.$inferSelect;
export type NewEquipment = typeof equipment.$inferInsert;
