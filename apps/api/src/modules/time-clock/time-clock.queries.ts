/** What other modules ask the time clock about the agency's shifts today (the dashboard). */
import { MAX_SHIFT_HOURS } from "@rollcall/shared/scheduling";
import { subHours } from "date-fns";
import { and, asc, eq, gt, gte, isNull, lt, ne, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { shifts } from "../../db/schema/scheduling";
import { users } from "../../db/schema/users";

/** Members on duty now: how many have an open time-clock entry (a count for readCounts). */
export function membersOnDutyCount(tx: Transaction, agencyId: string) {
  return tx
    .select({ value: sql<number>`count(distinct ${shifts.userId})::int` })
    .from(shifts)
    .where(and(eq(shifts.agencyId, agencyId), eq(shifts.checkedIn, true), isNull(shifts.actualEndTime)));
}

/**
 * Every shift of the agency overlapping [start, end) (cancelled ones left out), with its assignee's name, by
 * start time.
 */
export function shiftsOverlapping(tx: Transaction, agencyId: string, day: { start: Date; end: Date }) {
  return tx
    .select({
      id: shifts.id,
      title: shifts.title,
      userId: shifts.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      assignment: shifts.assignment,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      status: shifts.status,
    })
    .from(shifts)
    .leftJoin(users, and(eq(users.agencyId, shifts.agencyId), eq(users.id, shifts.userId)))
    .where(
      and(
        eq(shifts.agencyId, agencyId),
        // A shift lasts at most MAX_SHIFT_HOURS (the form's rule), which bounds the index range scan.
        gte(shifts.startTime, subHours(day.start, MAX_SHIFT_HOURS)),
        lt(shifts.startTime, day.end),
        gt(shifts.endTime, day.start),
        ne(shifts.status, "cancelled"),
      ),
    )
    .orderBy(asc(shifts.startTime), asc(shifts.title), asc(users.lastName), asc(users.firstName));
}
