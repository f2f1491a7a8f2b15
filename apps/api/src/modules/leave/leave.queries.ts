/**
 * Who is away (approved leave) in a stretch of time. Call-back eligibility reads it (through index.ts); callers
 * run it inside the agency's transaction (scope.run).
 */
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { leaveRequests } from "../../db/schema/leave";
import { users } from "../../db/schema/users";
import { agencyToday } from "../../lib/dates";
import { leaveInstants } from "./leave.rules";

/**
 * The members with approved leave overlapping [start, end): a leave day runs from the agency's midnight to the
 * next, in its time zone.
 */
export async function membersOnLeave(
  tx: Transaction,
  agencyId: string,
  timeZone: string,
  start: Date,
  end: Date,
): Promise<Set<string>> {
  const first = agencyToday(timeZone, start);
  const last = agencyToday(timeZone, new Date(end.getTime() - 1));
  const rows = await tx
    .select({
      userId: leaveRequests.userId,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.agencyId, agencyId),
        eq(leaveRequests.status, "approved"),
        lte(leaveRequests.startDate, last),
        gte(leaveRequests.endDate, first),
      ),
    );
  const away = new Set<string>();
  for (const r of rows) {
    const w = leaveInstants(timeZone, r.startDate, r.endDate);
    if (w.start < end && w.end > start) away.add(r.userId);
  }
  return away;
}

/**
 * The approved leave overlapping the days from..to (yyyy-MM-dd, both included), with each member's name and the
 * minutes it drew: the roster's, and the pay codes' leave hours.
 */
export function approvedLeaveBetween(tx: Transaction, agencyId: string, from: string, to: string) {
  return tx
    .select({
      userId: leaveRequests.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      type: leaveRequests.type,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      minutes: leaveRequests.minutes,
    })
    .from(leaveRequests)
    .innerJoin(users, and(eq(users.agencyId, leaveRequests.agencyId), eq(users.id, leaveRequests.userId)))
    .where(
      and(
        eq(leaveRequests.agencyId, agencyId),
        eq(leaveRequests.status, "approved"),
        lte(leaveRequests.startDate, to),
        gte(leaveRequests.endDate, from),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
}
