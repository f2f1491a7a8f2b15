import { EQUIPMENT_STATUSES, EQUIPMENT_TYPES } from "@rollcall/shared/equipment";
import { NERIS_UNIT_TYPE_VALUES } from "@rollcall/shared/neris/incident";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, createdAt, enumCheck, timestamps, tz } from "./_helpers";
import { agencyKey } from "./agencies";
import { memberFk } from "./users";

/** A fire station or EMS base: apparatus are housed at one, shifts and staffing rules may name one. */
export const stations = pgTable(
  "stations",
  {
    ...agencyKey(),
    name: text("name").notNull(),
    // The station's number as the department says it ("1", "12A"); the board orders by it.
    number: text("number"),
    address: text("address"),
    // Where it stands (WGS 84 degrees), for the time clock's check-in distance; both or neither.
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    // Soft delete: past shifts and the board's history keep naming it.
    deletedAt: timestamp("deleted_at", tz),
    ...timestamps(),
  },
  (t) => [agencyPk("stations_pkey", t)],
);

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
    // The station that houses the apparatus; null: none (spare, or not a vehicle).
    stationId: uuid("station_id"),
    // Why the unit is out of service or in maintenance, and since when its status is what it is.
    statusReason: text("status_reason"),
    statusSince: timestamp("status_since", tz),
    lastMaintenanceDate: date("last_maintenance_date", { mode: "string" }),
    nextMaintenanceDate: date("next_maintenance_date", { mode: "string" }),
    // Soft delete: incidents that name the unit and its maintenance history stay readable.
    deletedAt: timestamp("deleted_at", tz),
    ...timestamps(),
  },
  (t) => [
    agencyPk("equipment_pkey", t),
    agencyFk("equipment_station_fk", t.agencyId, t.stationId, stations),
    index("equipment_agency_station_idx").on(t.agencyId, t.stationId),
    index("equipment_agency_status_idx").on(t.agencyId, t.status),
    index("equipment_agency_next_maintenance_idx").on(t.agencyId, t.nextMaintenanceDate),
    enumCheck("equipment_type_check", t.type, EQUIPMENT_TYPES),
    enumCheck("equipment_status_check", t.status, EQUIPMENT_STATUSES),
    enumCheck("equipment_neris_unit_type_check", t.nerisUnitType, NERIS_UNIT_TYPE_VALUES),
  ],
);

/** A riding position (seat) of an apparatus: officer, driver/operator, firefighter, paramedic. */
export const apparatusPositions = pgTable(
  "apparatus_positions",
  {
    ...agencyKey(),
    equipmentId: uuid("equipment_id").notNull(),
    name: text("name").notNull(),
    // The seats' order on the board (officer first).
    sortOrder: integer("sort_order").notNull().default(0),
    // Certification names (compliance) the rider must hold, valid on the day; matched without regard to case.
    requiredCertifications: text("required_certifications").array().notNull().default(sql`'{}'::text[]`),
    // Soft delete: shifts that named the seat keep their history.
    deletedAt: timestamp("deleted_at", tz),
    ...timestamps(),
  },
  (t) => [
    agencyPk("apparatus_positions_pkey", t),
    agencyFk("apparatus_positions_equipment_fk", t.agencyId, t.equipmentId, equipment).onDelete("cascade"),
    index("apparatus_positions_equipment_idx").on(t.agencyId, t.equipmentId, t.sortOrder),
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
export type Station = typeof stations.$inferSelect;
export type ApparatusPosition = typeof apparatusPositions.$inferSelect;
export type NewEquipment = typeof equipment.$inferInsert;
