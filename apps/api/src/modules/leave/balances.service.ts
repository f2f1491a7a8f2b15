/**
 * Leave balances, in hours per type: a member reads their own; officers and admins read one member's or every
 * current member's, and set them. Stored in whole minutes (leave_balances); a type never set reads 0.
 */

import { formatHours } from "@rollcall/shared/flsa";
import {
  LEAVE_MESSAGES,
  type LeaveBalance,
  leaveHoursToMinutes,
  minutesToLeaveHours,
  type SetLeaveBalance,
} from "@rollcall/shared/leave";
import { isManager } from "@rollcall/shared/roles";
import { LEAVE_TYPE_LABELS, LEAVE_TYPES } from "@rollcall/shared/staffing";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { leaveBalances } from "../../db/schema/leave";
import { users } from "../../db/schema/users";
import { agencyToday } from "../../lib/dates";
import { badRequest } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { postLedgerRows } from "./ledger.service";

async function balancesOf(tx: Transaction, agencyId: string, userId?: string): Promise<LeaveBalance[]> {
  const members = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(
      and(eq(users.agencyId, agencyId), isNull(users.deletedAt), userId ? eq(users.id, userId) : undefined),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
  if (!members.length) return [];
  const rows = await tx
    .select({ userId: leaveBalances.userId, type: leaveBalances.type, minutes: leaveBalances.balanceMinutes })
    .from(leaveBalances)
    .where(
      and(
        eq(leaveBalances.agencyId, agencyId),
        inArray(
          leaveBalances.userId,
          members.map((m) => m.id),
        ),
      ),
    );
  return members.map((m) => {
    const hours = Object.fromEntries(LEAVE_TYPES.map((t) => [t, 0])) as LeaveBalance["hours"];
    for (const r of rows) if (r.userId === m.id) hours[r.type] = minutesToLeaveHours(r.minutes);
    return { userId: m.id, userName: `${m.firstName} ${m.lastName}`.trim(), role: m.role, hours };
  });
}

/** A member: their own balances. Officers and admins: `userId`'s, or every current member's. */
export async function listLeaveBalances(scope: AgencyScope, userId?: string) {
  const who = isManager(scope) ? userId : scope.userId;
  return scope.run((tx) => balancesOf(tx, scope.agencyId, who));
}

/**
 * Officers and admins set a member's balance of one type: an adjustment on the ledger by the difference, with
 * the reason given (nothing is written when the balance already is that). The answer is that member's balances.
 */
export async function setLeaveBalance(scope: AgencyScope, v: SetLeaveBalance): Promise<LeaveBalance> {
  return scope.run(async (tx) => {
    const [member] = await balancesOf(tx, scope.agencyId, v.userId);
    if (!member) throw badRequest(LEAVE_MESSAGES.userId, { userId: LEAVE_MESSAGES.userId });
    // Locked, so two adjustments at once each see the other's result.
    const [row] = await tx
      .select({ minutes: leaveBalances.balanceMinutes })
      .from(leaveBalances)
      .where(
        and(
          eq(leaveBalances.agencyId, scope.agencyId),
          eq(leaveBalances.userId, v.userId),
          eq(leaveBalances.type, v.type),
        ),
      )
      .for("update");
    const before = row?.minutes ?? 0;
    const after = leaveHoursToMinutes(v.hours);
    if (after !== before)
      await postLedgerRows(tx, [
        {
          agencyId: scope.agencyId,
          userId: v.userId,
          type: v.type,
          kind: "adjustment",
          day: agencyToday(scope.timeZone),
          minutes: after - before,
          note: `${LEAVE_TYPE_LABELS[v.type]}: set from ${formatHours(minutesToLeaveHours(before))} h to ${formatHours(v.hours)} h`,
          reason: v.reason,
          actorId: scope.userId,
        },
      ]);
    return { ...member, hours: { ...member.hours, [v.type]: v.hours } };
  });
}
