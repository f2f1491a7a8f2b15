/**
 * Open shifts ("Request Coverage"): a member gives up a future shift, it becomes open, another member picks
 * it up (pending approval) and a manager approves or declines. The request is kept as a shift_swaps row
 * (who asked, why) and each pick-up as a shift_bids row, so the history stays readable after the shift
 * changes hands; the audit log records every step.
 */

import { isManager } from "@rollcall/shared/roles";
import { OPEN_SHIFT_MESSAGES } from "@rollcall/shared/scheduling";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { type NewShift, type Shift, shiftBids, shiftSwaps, shifts } from "../../db/schema/scheduling";
import { users } from "../../db/schema/users";
import { conflict, forbidden } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { openForCoverage } from "./shift-changes";
import { notifyShiftEvents, type ShiftRef } from "./shift-notifications";
import {
  findConflicts,
  fullName,
  loadShift,
  loadShifts,
  lockShift,
  managerIds,
  membersById,
  overlapError,
} from "./shift-queries";
import { announceShifts } from "./shift-webhooks";

const ref = (s: ShiftRef): ShiftRef => ({ title: s.title, startTime: s.startTime, endTime: s.endTime });

/** The shift's own member (or a manager) offers a scheduled, not yet started shift to the others. */
export async function requestCoverage(scope: AgencyScope, id: string, reason: string | null) {
  return scope.run(async (tx) => {
    const shift = await lockShift(tx, scope.agencyId, id);
    if (shift.status !== "scheduled" || !shift.userId || shift.startTime.getTime() <= Date.now())
      throw conflict(OPEN_SHIFT_MESSAGES.notRequestable);
    if (shift.userId !== scope.userId && !isManager(scope)) throw forbidden(OPEN_SHIFT_MESSAGES.notYours);

    await openForCoverage(
      tx,
      scope.agencyId,
      [{ shiftId: id, requestedById: scope.userId, reason }],
      new Date(),
    );

    const [asker] = (await membersById(tx, scope.agencyId, [scope.userId])).values();
    const managers = await managerIds(tx, scope.agencyId);
    await notifyShiftEvents(tx, scope, [
      // A manager opening someone else's shift takes it off that member's schedule.
      { kind: "unassigned", userId: shift.userId, shifts: [ref(shift)] },
      ...managers.map((userId) => ({
        kind: "coverage_requested" as const,
        userId,
        shifts: [ref(shift)],
        detail: fullName(asker),
      })),
    ]);
    return loadShift(tx, scope.agencyId, id);
  });
}

/** Open and pending-approval shifts that have not ended, soonest first, with who asked for coverage. */
export async function listOpenShifts(scope: AgencyScope) {
  return scope.run(async (tx) => {
    const rows = await loadShifts(
      tx,
      sql`s.agency_id = ${scope.agencyId} and s.status in ('open', 'pending_approval') and s.end_time > now()`,
      500,
    );
    if (!rows.length) return [];
    const requests = await tx
      .select({
        shiftId: shiftSwaps.shiftId,
        reason: shiftSwaps.reason,
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(shiftSwaps)
      .innerJoin(users, and(eq(users.agencyId, shiftSwaps.agencyId), eq(users.id, shiftSwaps.requestedById)))
      .where(
        and(
          eq(shiftSwaps.agencyId, scope.agencyId),
          inArray(
            shiftSwaps.shiftId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(desc(shiftSwaps.createdAt));
    const latest = new Map<string, (typeof requests)[number]>();
    for (const r of requests) if (!latest.has(r.shiftId)) latest.set(r.shiftId, r);
    return rows.map((row) => {
      const request = latest.get(row.id);
      return {
        ...row,
        requestedBy: request
          ? { id: request.id, firstName: request.firstName, lastName: request.lastName }
          : null,
        reason: request?.reason ?? null,
      };
    });
  });
}

/** Any member offers to take an open shift; a manager approves. Refused when it would double-book them. */
export async function pickUpShift(scope: AgencyScope, id: string) {
  return scope.run(async (tx) => {
    const shift = await lockShift(tx, scope.agencyId, id);
    if (shift.status !== "open") throw conflict(OPEN_SHIFT_MESSAGES.notOpen);
    if (shift.startTime.getTime() <= Date.now()) throw conflict(OPEN_SHIFT_MESSAGES.started);
    const conflicts = await findConflicts(tx, scope.agencyId, [
      { userId: scope.userId, start: shift.startTime, end: shift.endTime },
    ]);
    const members = await membersById(tx, scope.agencyId, [scope.userId]);
    if (conflicts.length) throw overlapError(conflicts, members, scope.timeZone);

    await tx
      .update(shifts)
      .set({ status: "pending_approval", userId: scope.userId, updatedAt: new Date() })
      .where(and(eq(shifts.agencyId, scope.agencyId), eq(shifts.id, id)));
    await announceShifts(tx, scope.agencyId, "shift.updated", [id]);
    await tx.insert(shiftBids).values({ agencyId: scope.agencyId, shiftId: id, userId: scope.userId });

    const managers = await managerIds(tx, scope.agencyId);
    await notifyShiftEvents(
      tx,
      scope,
      managers.map((userId) => ({
        kind: "picked_up" as const,
        userId,
        shifts: [ref(shift)],
        detail: fullName(members.get(scope.userId)),
      })),
    );
    return loadShift(tx, scope.agencyId, id);
  });
}

/** Manager: the picker gets the shift (scheduled); the coverage request is closed. */
export async function approvePickUp(scope: AgencyScope, id: string) {
  return decidePendingPickUp(
    scope,
    id,
    "accepted",
    { status: "scheduled" },
    async (tx, shift, picker, now) => {
      const swaps = await approveCoverageRequests(tx, scope, id, now, picker);
      const members = await membersById(tx, scope.agencyId, [picker]);
      await notifyShiftEvents(tx, scope, [
        { kind: "pick_up_approved", userId: picker, shifts: [ref(shift)] },
        ...swaps
          .filter((s) => s.requestedById !== picker)
          .map((s) => ({
            kind: "coverage_found" as const,
            userId: s.requestedById,
            shifts: [ref(shift)],
            detail: fullName(members.get(picker)),
          })),
      ]);
    },
  );
}

/** Manager: the pick-up is refused and the shift is open again for others. */
export async function declinePickUp(scope: AgencyScope, id: string) {
  return decidePendingPickUp(scope, id, "rejected", { status: "open", userId: null }, (tx, shift, picker) =>
    notifyShiftEvents(tx, scope, [{ kind: "pick_up_declined", userId: picker, shifts: [ref(shift)] }]),
  );
}

/** A manager's decision on a pending pick-up: the shift takes `set`, the picker's bid `decision`; `then` notifies. */
function decidePendingPickUp(
  scope: AgencyScope,
  id: string,
  decision: "accepted" | "rejected",
  set: Pick<NewShift, "status" | "userId">,
  then: (tx: Transaction, shift: Shift, picker: string, now: Date) => Promise<unknown>,
) {
  return scope.run(async (tx) => {
    const shift = await lockShift(tx, scope.agencyId, id);
    if (shift.status !== "pending_approval" || !shift.userId) throw conflict(OPEN_SHIFT_MESSAGES.notPending);
    const picker = shift.userId;
    const now = new Date();
    await tx
      .update(shifts)
      .set({ ...set, updatedAt: now })
      .where(and(eq(shifts.agencyId, scope.agencyId), eq(shifts.id, id)));
    await announceShifts(tx, scope.agencyId, "shift.updated", [id]);
    await decidePickUps(tx, scope, id, decision, now, picker);
    await then(tx, shift, picker, now);
    return loadShift(tx, scope.agencyId, id);
  });
}

/** A manager assigning a pending pick-up to someone directly closes the pick-up and the coverage request. */
export async function closeCoverage(tx: Transaction, scope: AgencyScope, shiftId: string) {
  const now = new Date();
  await decidePickUps(tx, scope, shiftId, "rejected", now);
  await approveCoverageRequests(tx, scope, shiftId, now);
}

/** The manager's decision on the shift's pending pick-ups (only `picker`'s when given). */
function decidePickUps(
  tx: Transaction,
  scope: AgencyScope,
  shiftId: string,
  status: "accepted" | "rejected",
  now: Date,
  picker?: string,
) {
  return tx
    .update(shiftBids)
    .set({ status, approvedById: scope.userId, approvedAt: now, updatedAt: now })
    .where(
      and(
        eq(shiftBids.agencyId, scope.agencyId),
        eq(shiftBids.shiftId, shiftId),
        picker ? eq(shiftBids.userId, picker) : undefined,
        eq(shiftBids.status, "pending"),
      ),
    );
}

/** Closes the shift's pending coverage requests as approved (covered by `picker` when given); who asked. */
function approveCoverageRequests(
  tx: Transaction,
  scope: AgencyScope,
  shiftId: string,
  now: Date,
  picker?: string,
) {
  return tx
    .update(shiftSwaps)
    .set({
      status: "approved",
      ...(picker ? { requestedForId: picker } : {}),
      approvedById: scope.userId,
      approvedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(shiftSwaps.agencyId, scope.agencyId),
        eq(shiftSwaps.shiftId, shiftId),
        eq(shiftSwaps.status, "pending"),
      ),
    )
    .returning({ requestedById: shiftSwaps.requestedById });
}
