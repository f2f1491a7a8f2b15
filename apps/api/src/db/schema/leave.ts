import { LEAVE_LEDGER_KINDS } from "@rollcall/shared/leave";
import { LEAVE_STATUSES, LEAVE_TYPES } from "@rollcall/shared/staffing";
import { sql } from "drizzle-orm";
import {
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
import { agencyPk, createdAt, enumCheck, timestamps, tz } from "./_helpers";
import { agencyKey } from "./agencies";
import { memberFk } from "./users";

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

export type LeaveRequest = typeof leaveRequests.$inferSelect;
export type LeaveBalance = typeof leaveBalances.$inferSelect;

/**
 * Every change of a member's balance of one type (decision 036): the opening balance the ledger started from, an
 * adjustment with its reason, leave approved or given back, and what the accrual rules made. leave_balances
 * holds the sum per type, written in the same transaction as each row (the row a draw locks), so the two agree.
 */
export const leaveLedger = pgTable(
  "leave_ledger",
  {
    ...agencyKey(),
    userId: uuid("user_id").notNull(),
    type: text("type", { enum: LEAVE_TYPES }).notNull(),
    kind: text("kind", { enum: LEAVE_LEDGER_KINDS }).notNull(),
    // The agency-local day the change counts on: an accrual's period end, a carry-over's January 1.
    day: date("day", { mode: "string" }).notNull(),
    // Signed whole minutes: what the row added to the balance.
    minutes: integer("minutes").notNull(),
    note: text("note").notNull(),
    reason: text("reason"),
    // Who made it by hand; null for the accrual job and the opening rows.
    actorId: uuid("actor_id"),
    leaveRequestId: uuid("leave_request_id"),
    // An accrual step's key ("vacation:accrual:2026-01-01"): at most one row per step and member.
    stepKey: text("step_key"),
    createdAt: createdAt(),
  },
  (t) => [
    agencyPk("leave_ledger_pkey", t),
    memberFk("leave_ledger_user_fk", t.agencyId, t.userId).onDelete("cascade"),
    memberFk("leave_ledger_actor_fk", t.agencyId, t.actorId),
    index("leave_ledger_agency_user_idx").on(t.agencyId, t.userId, t.type, t.day),
    uniqueIndex("leave_ledger_step_unique").on(t.agencyId, t.userId, t.stepKey),
    enumCheck("leave_ledger_type_check", t.type, LEAVE_TYPES),
    enumCheck("leave_ledger_kind_check", t.kind, LEAVE_LEDGER_KINDS),
  ],
);
export type LeaveLedgerRow = typeof leaveLedger.$inferSelect;
