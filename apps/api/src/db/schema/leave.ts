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
import { agencyPk, enumCheck, timestamps, tz } from "./_helpers";
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
