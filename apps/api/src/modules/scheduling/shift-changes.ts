/**
 * The changes other modules make to shifts, scheduling's table, each named for what it is: who works a shift
 * (a trade, a call-back's award), shifts opened for coverage (a member asking, approved leave), an open shift
 * for a staffing gap, the time clock's punches and payroll's payment status. They run in the caller's
 * transaction. `reassignShifts` leaves the shift event to the caller, who announces it (announceShifts) once its
 * own rows are written; the others announce the change themselves, as it is made.
 */
import type { ShiftPaymentStatus } from "@rollcall/shared/scheduling";
import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { type NewShift, shiftSwaps, shifts } from "../../db/schema/scheduling";
import { announceShifts } from "./shift-webhooks";

const theShifts = (agencyId: string, ids: readonly string[]) =>
  and(eq(shifts.agencyId, agencyId), inArray(shifts.id, [...ids]));

/** Gives the shifts to a member (or to nobody), optionally with a new status: scheduled, or open. */
export async function reassignShifts(
  tx: Transaction,
  agencyId: string,
  ids: readonly string[],
  to: { userId: string | null; status?: "scheduled" | "open" },
  now: Date,
) {
  await tx
    .update(shifts)
    .set({ userId: to.userId, ...(to.status && { status: to.status }), updatedAt: now })
    .where(theShifts(agencyId, ids));
}

/**
 * Makes the shifts open (nobody on them), announced, each with its coverage request: who asked and why (the
 * reason the open shifts list shows).
 */
export async function openForCoverage(
  tx: Transaction,
  agencyId: string,
  requests: ReadonlyArray<{ shiftId: string; requestedById: string; reason: string | null }>,
  now: Date,
) {
  const ids = requests.map((r) => r.shiftId);
  await reassignShifts(tx, agencyId, ids, { userId: null, status: "open" }, now);
  await announceShifts(tx, agencyId, "shift.updated", ids);
  await tx.insert(shiftSwaps).values(
    requests.map((r) => ({
      agencyId,
      shiftId: r.shiftId,
      requestedById: r.requestedById,
      reason: r.reason,
      status: "pending" as const,
    })),
  );
}

/** A new open shift nobody works yet (a call-back for a staffing gap); its id. */
export async function insertOpenShift(
  tx: Transaction,
  agencyId: string,
  shift: Pick<NewShift, "title" | "startTime" | "endTime" | "equipmentId" | "assignment">,
) {
  const [row] = await tx
    .insert(shifts)
    .values({ agencyId, ...shift, status: "open", userId: null })
    .returning({ id: shifts.id });
  return row;
}

/** What the time clock writes on a shift: its punches, their rounding, the reasons and the review mark. */
type PunchField =
  | "checkedIn"
  | "actualStartTime"
  | "actualEndTime"
  | "totalMinutes"
  | "status"
  | "roundedStartTime"
  | "roundedEndTime"
  | "lateStartReason"
  | "earlyEndReason"
  | "autoClockedOut"
  | "needsReview"
  | "punchOverrides";

/**
 * The time clock's check-in, check-out (its own or the automatic one) or review on a shift, announced; the
 * shift as it is now.
 */
export async function recordPunch(
  tx: Transaction,
  agencyId: string,
  id: string,
  punch: Partial<Pick<NewShift, PunchField>>,
) {
  const [shift] = await tx
    .update(shifts)
    .set(punch)
    .where(theShifts(agencyId, [id]))
    .returning();
  await announceShifts(tx, agencyId, "shift.updated", [id]);
  return shift;
}

/** Payroll's payment status of the shifts, announced. */
export async function setPaymentStatuses(
  tx: Transaction,
  agencyId: string,
  ids: readonly string[],
  paymentStatus: ShiftPaymentStatus,
) {
  await tx.update(shifts).set({ paymentStatus }).where(theShifts(agencyId, ids));
  await announceShifts(tx, agencyId, "shift.updated", ids);
}

/** Where a shift puts its member: the station, and the apparatus and seat it rides (null: none). */
export type ShiftSeat = { stationId: string | null; equipmentId: string | null; positionId: string | null };

/**
 * The day's board moving [start, end) of a shift into a seat (or onto a station unseated), announced; the id of
 * the shift that now holds that part. The whole shift: its seat changes in place (it stays in its series).
 * A part of it: the shift is split where the part begins and ends; the row keeps the earliest part (its id,
 * time-clock punches and payment status) and the other parts are new rows with the same title, member, status,
 * pay and rate. Every part of a split shift leaves its recurring series (seriesId null), since a series edit
 * would rewrite its times and undo the split. `assign` gives the moved part a member and status (taking an
 * open shift); the other parts keep the shift's own.
 */
export async function moveShiftPart(
  tx: Transaction,
  agencyId: string,
  shift: typeof shifts.$inferSelect,
  part: { start: Date; end: Date; seat: ShiftSeat; assign?: { userId: string; status: "scheduled" } },
  now: Date,
): Promise<string> {
  const { start, end, seat, assign } = part;
  const moved = { ...seat, ...assign, updatedAt: now };
  if (start <= shift.startTime && end >= shift.endTime) {
    await tx
      .update(shifts)
      .set(moved)
      .where(theShifts(agencyId, [shift.id]));
    await announceShifts(tx, agencyId, "shift.updated", [shift.id]);
    return shift.id;
  }
  const {
    id: _id,
    createdAt: _created,
    updatedAt: _updated,
    actualStartTime: _actualStart,
    actualEndTime: _actualEnd,
    checkedIn: _checkedIn,
    totalMinutes: _total,
    roundedStartTime: _roundedStart,
    roundedEndTime: _roundedEnd,
    lateStartReason: _lateReason,
    earlyEndReason: _earlyReason,
    autoClockedOut: _auto,
    needsReview: _review,
    ...kept
  } = shift;
  const leaveSeries = {
    isRecurring: false,
    recurringPattern: null,
    recurringEndDate: null,
    recurrenceCount: null,
    recurrenceDaysOfWeek: null,
    seriesId: null,
    parentShiftId: null,
  };
  const copy: NewShift = {
    ...kept,
    ...leaveSeries,
    status: shift.status === "active" ? "scheduled" : shift.status,
    paymentStatus: "pending",
  };
  const parts: Array<{ start: Date; end: Date; moved: boolean }> = [];
  if (start > shift.startTime) parts.push({ start: shift.startTime, end: start, moved: false });
  parts.push({ start, end, moved: true });
  if (end < shift.endTime) parts.push({ start: end, end: shift.endTime, moved: false });
  const [first, ...rest] = parts;
  await tx
    .update(shifts)
    .set({
      startTime: first.start,
      endTime: first.end,
      ...leaveSeries,
      ...(first.moved ? moved : { updatedAt: now }),
    })
    .where(theShifts(agencyId, [shift.id]));
  const added = await tx
    .insert(shifts)
    .values(
      rest.map((p) => ({
        ...copy,
        startTime: p.start,
        endTime: p.end,
        ...(p.moved ? { ...seat, ...assign } : {}),
      })),
    )
    .returning({ id: shifts.id, startTime: shifts.startTime });
  await announceShifts(tx, agencyId, "shift.updated", [shift.id]);
  await announceShifts(
    tx,
    agencyId,
    "shift.created",
    added.map((a) => a.id),
  );
  if (first.moved) return shift.id;
  return added.find((a) => a.startTime.getTime() === start.getTime())?.id ?? shift.id;
}

/** A new shift for a member in a seat (a call-in from the board), announced; its id. */
export async function insertSeatShift(
  tx: Transaction,
  agencyId: string,
  shift: Pick<NewShift, "title" | "userId" | "startTime" | "endTime"> & ShiftSeat,
) {
  const [row] = await tx
    .insert(shifts)
    .values({ agencyId, ...shift, status: "scheduled" })
    .returning({ id: shifts.id });
  await announceShifts(tx, agencyId, "shift.created", [row.id]);
  return row.id;
}
