import {
  CALLBACK_EVENT_KINDS,
  CALLBACK_METHODS,
  CALLBACK_MODES,
  CALLBACK_OFFER_STATUSES,
  CALLBACK_STATUSES,
  STAFFING_SETTINGS_DEFAULTS as D,
  FLSA_MAX_PERIOD_DAYS,
  FLSA_MIN_PERIOD_DAYS,
  FLSA_STANDARDS,
  LEAVE_STATUSES,
  LEAVE_TYPES,
  TRADE_KINDS,
  TRADE_STATUSES,
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
import { agencyFk, agencyPk, createdAt, enumCheck, timestamps, tz } from "./_helpers";
import { agencyKey } from "./agencies";
import { shifts } from "./scheduling";
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

/**
 * A shift offered by its member (from) to a chosen colleague (to) or to everyone qualified (to null); taken by
 * the member who accepts (taker); approved by an officer where the agency requires it, which moves the shift.
 */
export const trades = pgTable(
  "trades",
  {
    ...agencyKey(),
    shiftId: uuid("shift_id").notNull(),
    fromUserId: uuid("from_user_id").notNull(),
    toUserId: uuid("to_user_id"),
    kind: text("kind", { enum: TRADE_KINDS }).notNull(),
    // For a swap: the taker's shift that comes back to the offering member.
    returnShiftId: uuid("return_shift_id"),
    status: text("status", { enum: TRADE_STATUSES }).notNull().default("offered"),
    note: text("note"),
    takerId: uuid("taker_id"),
    acceptedAt: timestamp("accepted_at", tz),
    decidedById: uuid("decided_by_id"),
    decidedAt: timestamp("decided_at", tz),
    ...timestamps(),
  },
  (t) => [
    agencyPk("trades_pkey", t),
    agencyFk("trades_shift_fk", t.agencyId, t.shiftId, shifts).onDelete("cascade"),
    agencyFk("trades_return_shift_fk", t.agencyId, t.returnShiftId, shifts).onDelete("cascade"),
    memberFk("trades_from_user_fk", t.agencyId, t.fromUserId),
    memberFk("trades_to_user_fk", t.agencyId, t.toUserId),
    memberFk("trades_taker_fk", t.agencyId, t.takerId),
    memberFk("trades_decided_by_fk", t.agencyId, t.decidedById),
    index("trades_agency_status_idx").on(t.agencyId, t.status),
    index("trades_agency_shift_idx").on(t.agencyId, t.shiftId),
    enumCheck("trades_kind_check", t.kind, TRADE_KINDS),
    enumCheck("trades_status_check", t.status, TRADE_STATUSES),
  ],
);

/**
 * The trade ledger: one entry per shift worked for a colleague (worker covered owner's shift, minutes long).
 * Between two members, the balance is what each worked for the other, netted; it has its history here.
 */
export const tradeLedger = pgTable(
  "trade_ledger",
  {
    ...agencyKey(),
    tradeId: uuid("trade_id").notNull(),
    shiftId: uuid("shift_id"),
    workerId: uuid("worker_id").notNull(),
    ownerId: uuid("owner_id").notNull(),
    minutes: integer("minutes").notNull(),
    ...timestamps(),
  },
  (t) => [
    agencyPk("trade_ledger_pkey", t),
    agencyFk("trade_ledger_trade_fk", t.agencyId, t.tradeId, trades).onDelete("cascade"),
    memberFk("trade_ledger_worker_fk", t.agencyId, t.workerId),
    memberFk("trade_ledger_owner_fk", t.agencyId, t.ownerId),
    index("trade_ledger_agency_worker_idx").on(t.agencyId, t.workerId),
    index("trade_ledger_agency_owner_idx").on(t.agencyId, t.ownerId),
    check("trade_ledger_minutes_check", sql`${t.minutes} >= 0`),
  ],
);

/** An overtime call-back for a shift: the order method and mode are kept as they were when it started. */
export const callbacks = pgTable(
  "callbacks",
  {
    ...agencyKey(),
    shiftId: uuid("shift_id").notNull(),
    status: text("status", { enum: CALLBACK_STATUSES }).notNull().default("open"),
    method: text("method", { enum: CALLBACK_METHODS }).notNull(),
    mode: text("mode", { enum: CALLBACK_MODES }).notNull(),
    responseMinutes: integer("response_minutes").notNull(),
    startedById: uuid("started_by_id").notNull(),
    awardedUserId: uuid("awarded_user_id"),
    awardedAt: timestamp("awarded_at", tz),
    closedAt: timestamp("closed_at", tz),
    ...timestamps(),
  },
  (t) => [
    agencyPk("callbacks_pkey", t),
    agencyFk("callbacks_shift_fk", t.agencyId, t.shiftId, shifts).onDelete("cascade"),
    memberFk("callbacks_started_by_fk", t.agencyId, t.startedById),
    memberFk("callbacks_awarded_user_fk", t.agencyId, t.awardedUserId),
    index("callbacks_agency_status_idx").on(t.agencyId, t.status),
    index("callbacks_agency_shift_idx").on(t.agencyId, t.shiftId),
    enumCheck("callbacks_status_check", t.status, CALLBACK_STATUSES),
    enumCheck("callbacks_method_check", t.method, CALLBACK_METHODS),
    enumCheck("callbacks_mode_check", t.mode, CALLBACK_MODES),
    check("callbacks_response_minutes_check", sql`${t.responseMinutes} > 0`),
  ],
);

/** A call-back's ordered list: each eligible member, their place, why they stand there, and their answer. */
export const callbackOffers = pgTable(
  "callback_offers",
  {
    ...agencyKey(),
    callbackId: uuid("callback_id").notNull(),
    userId: uuid("user_id").notNull(),
    position: integer("position").notNull(),
    // Why this place, in words a grievance can be answered with ("12.0 overtime hours this quarter").
    reason: text("reason").notNull(),
    status: text("status", { enum: CALLBACK_OFFER_STATUSES }).notNull().default("waiting"),
    offeredAt: timestamp("offered_at", tz),
    expiresAt: timestamp("expires_at", tz),
    respondedAt: timestamp("responded_at", tz),
    // Charged: counted as if they had taken it (rotating points / hours), though they declined or did not answer.
    charged: boolean("charged").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    agencyPk("callback_offers_pkey", t),
    agencyFk("callback_offers_callback_fk", t.agencyId, t.callbackId, callbacks).onDelete("cascade"),
    memberFk("callback_offers_user_fk", t.agencyId, t.userId),
    uniqueIndex("callback_offers_callback_user_unique").on(t.agencyId, t.callbackId, t.userId),
    index("callback_offers_agency_user_idx").on(t.agencyId, t.userId, t.status),
    enumCheck("callback_offers_status_check", t.status, CALLBACK_OFFER_STATUSES),
  ],
);

export const callbackEvents = pgTable(
  "callback_events",
  {
    ...agencyKey(),
    callbackId: uuid("callback_id").notNull(),
    kind: text("kind", { enum: CALLBACK_EVENT_KINDS }).notNull(),
    // The member the event is about (offered to, answered, awarded, charged); null for started/closed.
    userId: uuid("user_id"),
    // Who did it: the officer for a start, award, charge or close; the member for an answer; null for the clock.
    actorId: uuid("actor_id"),
    note: text("note"),
    at: timestamp("at", tz).defaultNow().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyPk("callback_events_pkey", t),
    agencyFk("callback_events_callback_fk", t.agencyId, t.callbackId, callbacks).onDelete("cascade"),
    memberFk("callback_events_user_fk", t.agencyId, t.userId),
    memberFk("callback_events_actor_fk", t.agencyId, t.actorId),
    index("callback_events_agency_callback_idx").on(t.agencyId, t.callbackId, t.at),
    enumCheck("callback_events_kind_check", t.kind, CALLBACK_EVENT_KINDS),
  ],
);

export type Trade = typeof trades.$inferSelect;
export type TradeLedgerEntry = typeof tradeLedger.$inferSelect;
export type Callback = typeof callbacks.$inferSelect;
export type CallbackOffer = typeof callbackOffers.$inferSelect;
export type CallbackEvent = typeof callbackEvents.$inferSelect;
export type StaffingSettings = typeof staffingSettings.$inferSelect;
export type LeaveRequest = typeof leaveRequests.$inferSelect;
export type LeaveBalance = typeof leaveBalances.$inferSelect;
