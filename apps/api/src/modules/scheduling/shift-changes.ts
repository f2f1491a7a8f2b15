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

/** The time clock's check-in or check-out on a shift, announced; the shift as it is now. */
export async function recordPunch(
  tx: Transaction,
  agencyId: string,
  id: string,
  punch: Pick<NewShift, "checkedIn" | "actualEndTime" | "totalMinutes" | "status"> &
    Partial<Pick<NewShift, "actualStartTime">>,
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
