import {
  DAYS_OF_WEEK,
  RECURRING_PATTERNS,
  SHIFT_BID_STATUSES,
  SHIFT_PAYMENT_STATUSES,
  SHIFT_STATUSES,
  SHIFT_SWAP_STATUSES,
} from "@rollcall/shared/scheduling";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, enumArrayCheck, enumCheck, timestamps, tz } from "./_helpers";
import { agencyKey } from "./agencies";
import { apparatusPositions, equipment, stations } from "./equipment";
import { memberFk } from "./users";

export const shifts = pgTable(
  "shifts",
  {
    ...agencyKey(),
    // Nullable: an open shift has nobody assigned until a bid is accepted.
    userId: uuid("user_id"),
    title: text("title").notNull(),
    startTime: timestamp("start_time", tz).notNull(),
    endTime: timestamp("end_time", tz).notNull(),
    assignment: text("assignment"),
    status: text("status", { enum: SHIFT_STATUSES }).notNull().default("scheduled"),

    isRecurring: boolean("is_recurring").notNull().default(false),
    recurringPattern: text("recurring_pattern", { enum: RECURRING_PATTERNS }),
    recurrenceInterval: integer("recurrence_interval").notNull().default(1),
    recurrenceDaysOfWeek: text("recurrence_days_of_week", { enum: DAYS_OF_WEEK }).array(),
    recurringEndDate: date("recurring_end_date", { mode: "string" }),
    recurrenceCount: integer("recurrence_count"),
    // No FK: a composite (agency_id, parent_shift_id) FK cannot SET NULL only the parent column on delete.
    parentShiftId: uuid("parent_shift_id"),
    // Groups every occurrence of one recurring series, so the series can be edited or cancelled together.
    seriesId: uuid("series_id"),

    isPaid: boolean("is_paid").notNull().default(false),
    hourlyRateCents: integer("hourly_rate_cents"),
    paymentStatus: text("payment_status", { enum: SHIFT_PAYMENT_STATUSES }).notNull().default("pending"),

    isPartialShift: boolean("is_partial_shift").notNull().default(false),
    partialShiftStart: timestamp("partial_shift_start", tz),
    partialShiftEnd: timestamp("partial_shift_end", tz),
    minStaff: integer("min_staff"),
    maxStaff: integer("max_staff"),
    requiresApproval: boolean("requires_approval").notNull().default(true),

    actualStartTime: timestamp("actual_start_time", tz),
    actualEndTime: timestamp("actual_end_time", tz),
    checkedIn: boolean("checked_in").notNull().default(false),
    // The spec's totalHours, stored as whole minutes (between the rounded punches where the agency rounds).
    totalMinutes: integer("total_minutes"),
    // The time clock's rules (time_clock_settings): the punches rounded beside the raw ones above (null: not
    // rounded), the member's reasons for a late start or an early end, and an automatic clock-out awaiting review.
    roundedStartTime: timestamp("rounded_start_time", tz),
    roundedEndTime: timestamp("rounded_end_time", tz),
    lateStartReason: text("late_start_reason"),
    earlyEndReason: text("early_end_reason"),
    autoClockedOut: boolean("auto_clocked_out").notNull().default(false),
    needsReview: boolean("needs_review").notNull().default(false),
    // Punches an officer made for the member (the check-in distance rule set aside), each with who and why.
    punchOverrides: jsonb("punch_overrides")
      .$type<{ punch: "checkIn" | "checkOut"; byId: string; reason: string }[]>()
      .notNull()
      .default([]),

    // The apparatus the shift rides (minimum staffing counts its crew); equipment is soft-deleted, so no cascade.
    equipmentId: uuid("equipment_id"),
    // The station the shift works at (the apparatus' own unless moved up) and the seat it rides.
    stationId: uuid("station_id"),
    positionId: uuid("position_id"),

    ...timestamps(),
  },
  (t) => [
    agencyPk("shifts_pkey", t),
    memberFk("shifts_user_fk", t.agencyId, t.userId),
    agencyFk("shifts_equipment_fk", t.agencyId, t.equipmentId, equipment),
    agencyFk("shifts_station_fk", t.agencyId, t.stationId, stations),
    agencyFk("shifts_position_fk", t.agencyId, t.positionId, apparatusPositions),
    index("shifts_agency_start_idx").on(t.agencyId, t.startTime),
    index("shifts_agency_user_start_idx").on(t.agencyId, t.userId, t.startTime),
    index("shifts_agency_status_start_idx").on(t.agencyId, t.status, t.startTime),
    index("shifts_agency_parent_idx").on(t.agencyId, t.parentShiftId),
    index("shifts_agency_series_idx").on(t.agencyId, t.seriesId),
    // A member is on duty on one shift at a time, even when two check-ins race.
    uniqueIndex("shifts_one_on_duty_per_member")
      .on(t.agencyId, t.userId)
      .where(sql`${t.checkedIn} and ${t.actualEndTime} is null`),
    enumCheck("shifts_status_check", t.status, SHIFT_STATUSES),
    enumCheck("shifts_recurring_pattern_check", t.recurringPattern, RECURRING_PATTERNS),
    enumArrayCheck("shifts_recurrence_days_of_week_check", t.recurrenceDaysOfWeek, DAYS_OF_WEEK),
    enumCheck("shifts_payment_status_check", t.paymentStatus, SHIFT_PAYMENT_STATUSES),
    check("shifts_time_order_check", sql`${t.endTime} > ${t.startTime}`),
    check("shifts_recurrence_interval_check", sql`${t.recurrenceInterval} >= 1`),
    check("shifts_recurrence_count_check", sql`${t.recurrenceCount} >= 1`),
    check("shifts_hourly_rate_check", sql`${t.hourlyRateCents} >= 0`),
    check("shifts_total_minutes_check", sql`${t.totalMinutes} >= 0`),
  ],
);

export const shiftSwaps = pgTable(
  "shift_swaps",
  {
    ...agencyKey(),
    shiftId: uuid("shift_id").notNull(),
    requestedById: uuid("requested_by_id").notNull(),
    // Nullable: a coverage request may be open to anyone.
    requestedForId: uuid("requested_for_id"),
    reason: text("reason"),
    status: text("status", { enum: SHIFT_SWAP_STATUSES }).notNull().default("pending"),
    approvedById: uuid("approved_by_id"),
    approvedAt: timestamp("approved_at", tz),
    rejectionReason: text("rejection_reason"),
    ...timestamps(),
  },
  (t) => [
    agencyPk("shift_swaps_pkey", t),
    agencyFk("shift_swaps_shift_fk", t.agencyId, t.shiftId, shifts).onDelete("cascade"),
    memberFk("shift_swaps_requested_by_fk", t.agencyId, t.requestedById),
    memberFk("shift_swaps_requested_for_fk", t.agencyId, t.requestedForId),
    memberFk("shift_swaps_approved_by_fk", t.agencyId, t.approvedById),
    index("shift_swaps_agency_shift_idx").on(t.agencyId, t.shiftId),
    index("shift_swaps_agency_status_idx").on(t.agencyId, t.status),
    enumCheck("shift_swaps_status_check", t.status, SHIFT_SWAP_STATUSES),
  ],
);

export const shiftBids = pgTable(
  "shift_bids",
  {
    ...agencyKey(),
    shiftId: uuid("shift_id").notNull(),
    userId: uuid("user_id").notNull(),
    bidAmountCents: integer("bid_amount_cents"),
    priority: integer("priority").notNull().default(0),
    status: text("status", { enum: SHIFT_BID_STATUSES }).notNull().default("pending"),
    approvedById: uuid("approved_by_id"),
    approvedAt: timestamp("approved_at", tz),
    notes: text("notes"),
    ...timestamps(),
  },
  (t) => [
    agencyPk("shift_bids_pkey", t),
    agencyFk("shift_bids_shift_fk", t.agencyId, t.shiftId, shifts).onDelete("cascade"),
    memberFk("shift_bids_user_fk", t.agencyId, t.userId),
    memberFk("shift_bids_approved_by_fk", t.agencyId, t.approvedById),
    index("shift_bids_agency_shift_idx").on(t.agencyId, t.shiftId),
    index("shift_bids_agency_user_idx").on(t.agencyId, t.userId),
    enumCheck("shift_bids_status_check", t.status, SHIFT_BID_STATUSES),
    check("shift_bids_bid_amount_check", sql`${t.bidAmountCents} >= 0`),
  ],
);

export type Shift = typeof shifts.$inferSelect;
export type NewShift = typeof shifts.$inferInsert;
export type ShiftSwap = typeof shiftSwaps.$inferSelect;
export type NewShiftSwap = typeof shiftSwaps.$inferInsert;
export type ShiftBid = typeof shiftBids.$inferSelect;
export type NewShiftBid = typeof shiftBids.$inferInsert;
