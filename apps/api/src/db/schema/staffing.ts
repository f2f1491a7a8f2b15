import {
  CALLBACK_METHODS,
  CALLBACK_MODES,
  STAFFING_SETTINGS_DEFAULTS as D,
  FLSA_MAX_PERIOD_DAYS,
  FLSA_MIN_PERIOD_DAYS,
  FLSA_STANDARDS,
  LEAVE_STATUSES,
  LEAVE_TYPES,
} from "@rollcall/shared/staffing";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agencyPk, enumCheck, timestamps, tz } from "./_helpers";
import { agencyKey } from "./agencies";
import { memberFk } from "./users";

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

export const leaveRequests = pgTable(
  "leave_requests",
  {
    ...agencyKey(),
    userId: uuid("user_id").notNull(),
    type: text("type", { enum: LEAVE_TYPES }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    notes: text("notes"),
    status: text("status", { enum: LEAVE_STATUSES }).notNull().default("pending"),
    // What approval draws from the member's balance of this type, in whole minutes.
    minutes: integer("minutes").notNull().default(0),
    decidedById: uuid("decided_by_id"),
    decidedAt: timestamp("decided_at", tz),
    ...timestamps(),
  },
  (t) => [
    agencyPk("leave_requests_pkey", t),
    memberFk("leave_requests_user_fk", t.agencyId, t.userId),
    memberFk("leave_requests_decided_by_fk", t.agencyId, t.decidedById),
    index("leave_requests_agency_user_idx").on(t.agencyId, t.userId, t.startDate),
    index("leave_requests_agency_dates_idx").on(t.agencyId, t.startDate, t.endDate),
    enumCheck("leave_requests_type_check", t.type, LEAVE_TYPES),
    enumCheck("leave_requests_status_check", t.status, LEAVE_STATUSES),
    check("leave_requests_date_order_check", sql`${t.endDate} >= ${t.startDate}`),
    check("leave_requests_minutes_check", sql`${t.minutes} >= 0`),
  ],
);

/** A member's balance of one leave type, in whole minutes; approval draws it down, denial of an approved one gives it back. */
export const leaveBalances = pgTable(
  "leave_balances",
  {
    ...agencyKey(),
    userId: uuid("user_id").notNull(),
    type: text("type", { enum: LEAVE_TYPES }).notNull(),
    balanceMinutes: integer("balance_minutes").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    agencyPk("leave_balances_pkey", t),
    memberFk("leave_balances_user_fk", t.agencyId, t.userId).onDelete("cascade"),
    uniqueIndex("leave_balances_agency_user_type_unique").on(t.agencyId, t.userId, t.type),
    enumCheck("leave_balances_type_check", t.type, LEAVE_TYPES),
  ],
);

export type StaffingSettings = typeof staffingSettings.$inferSelect;
export type LeaveRequest = typeof leaveRequests.$inferSelect;
export type LeaveBalance = typeof leaveBalances.$inferSelect;
