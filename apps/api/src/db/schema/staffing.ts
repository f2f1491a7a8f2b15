import { ROLES, type Role } from "@rollcall/shared/roles";
import { DAYS_OF_WEEK } from "@rollcall/shared/scheduling";
import {
  CALLBACK_METHODS,
  CALLBACK_MODES,
  STAFFING_SETTINGS_DEFAULTS as D,
  FLSA_MAX_PERIOD_DAYS,
  FLSA_MIN_PERIOD_DAYS,
  FLSA_STANDARDS,
} from "@rollcall/shared/staffing";
import { sql } from "drizzle-orm";
import { boolean, check, date, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, enumArrayCheck, enumCheck, timestamps } from "./_helpers";
import { agencyKey } from "./agencies";
import { apparatusPositions, equipment, stations } from "./equipment";

/** One row per agency, written on the first save of its staffing settings; until then the shared defaults hold. */
export const staffingSettings = pgTable(
  "staffing_settings",
  {
    ...agencyKey(),
    tradesRequireApproval: boolean("trades_require_approval").notNull().default(D.tradesRequireApproval),
    // Call-back eligibility: a member is not offered a shift that would keep them on more hours in a row.
    fatigueLimitHours: integer("fatigue_limit_hours").notNull().default(D.fatigueLimitHours),
    callbackMethod: text("callback_method", { enum: CALLBACK_METHODS }).notNull().default(D.callbackMethod),
    callbackMode: text("callback_mode", { enum: CALLBACK_MODES }).notNull().default(D.callbackMode),
    callbackResponseMinutes: integer("callback_response_minutes")
      .notNull()
      .default(D.callbackResponseMinutes),
    // The roles a call-back offers to (admins off by default: they work no shifts).
    callbackRoles: text("callback_roles", { enum: ROLES })
      .array()
      .notNull()
      .default(sql.raw(`'{${D.callbackRoles.join(",")}}'::text[]`)),
    // Null: no limit on members away at once.
    leaveMaxConcurrent: integer("leave_max_concurrent"),
    leaveMinNoticeDays: integer("leave_min_notice_days").notNull().default(D.leaveMinNoticeDays),
    leaveBlockedDates: date("leave_blocked_dates", { mode: "string" })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    flsaPeriodDays: integer("flsa_period_days").notNull().default(D.flsaPeriodDays),
    // The first day of a work period; later periods follow every flsaPeriodDays. Null: 1 January of this year.
    flsaPeriodStart: date("flsa_period_start", { mode: "string" }),
    flsaStandard: text("flsa_standard", { enum: FLSA_STANDARDS }).notNull().default(D.flsaStandard),
    ...timestamps(),
  },
  (t) => [
    agencyPk("staffing_settings_pkey", t),
    uniqueIndex("staffing_settings_agency_unique").on(t.agencyId),
    enumCheck("staffing_settings_callback_method_check", t.callbackMethod, CALLBACK_METHODS),
    enumCheck("staffing_settings_callback_mode_check", t.callbackMode, CALLBACK_MODES),
    enumArrayCheck("staffing_settings_callback_roles_check", t.callbackRoles, ROLES),
    check("staffing_settings_callback_roles_not_empty", sql`cardinality(${t.callbackRoles}) > 0`),
    enumCheck("staffing_settings_flsa_standard_check", t.flsaStandard, FLSA_STANDARDS),
    check(
      "staffing_settings_flsa_period_days_check",
      sql`${t.flsaPeriodDays} between ${sql.raw(String(FLSA_MIN_PERIOD_DAYS))} and ${sql.raw(String(FLSA_MAX_PERIOD_DAYS))}`,
    ),
    check("staffing_settings_fatigue_check", sql`${t.fatigueLimitHours} > 0`),
    check("staffing_settings_response_check", sql`${t.callbackResponseMinutes} > 0`),
    check("staffing_settings_leave_max_check", sql`${t.leaveMaxConcurrent} >= 0`),
    check("staffing_settings_leave_notice_check", sql`${t.leaveMinNoticeDays} >= 0`),
  ],
);

export const staffingRequirements = pgTable(
  "staffing_requirements",
  {
    ...agencyKey(),
    name: text("name").notNull(),
    shiftType: text("shift_type"),
    minimumStaff: integer("minimum_staff").notNull().default(1),
    // Minimum head count per role, e.g. { "officer": 1, "emt": 2 }.
    roleRequirements: jsonb("role_requirements").$type<Partial<Record<Role, number>>>(),
    isActive: boolean("is_active").notNull().default(true),
    // The time frame the rule holds in, in the agency's zone: "HH:mm"; an end at or before the start runs past
    // midnight. Days the frame starts on; null or empty: every day.
    startTime: text("start_time").notNull().default("00:00"),
    endTime: text("end_time").notNull().default("00:00"),
    daysOfWeek: text("days_of_week", { enum: DAYS_OF_WEEK }).array(),
    // What counts toward the minimum: everyone, or only members of this role, holding a valid certification of
    // this name on the day, or on shifts riding this apparatus.
    role: text("role", { enum: ROLES }),
    qualification: text("qualification"),
    equipmentId: uuid("equipment_id"),
    // Or on shifts at this station, or riding this seat.
    stationId: uuid("station_id"),
    positionId: uuid("position_id"),
    ...timestamps(),
  },
  (t) => [
    agencyPk("staffing_requirements_pkey", t),
    agencyFk("staffing_requirements_station_fk", t.agencyId, t.stationId, stations),
    agencyFk("staffing_requirements_position_fk", t.agencyId, t.positionId, apparatusPositions),
    agencyFk("staffing_requirements_equipment_fk", t.agencyId, t.equipmentId, equipment).onDelete("cascade"),
    enumArrayCheck("staffing_requirements_days_of_week_check", t.daysOfWeek, DAYS_OF_WEEK),
    enumCheck("staffing_requirements_role_check", t.role, ROLES),
    check("staffing_requirements_start_time_check", sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("staffing_requirements_end_time_check", sql`${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("staffing_requirements_minimum_staff_check", sql`${t.minimumStaff} >= 0`),
  ],
);

export type StaffingSettings = typeof staffingSettings.$inferSelect;
export type StaffingRequirement = typeof staffingRequirements.$inferSelect;
export type NewStaffingRequirement = typeof staffingRequirements.$inferInsert;
