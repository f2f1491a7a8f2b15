/**
 * Leave balances, in hours per type: a member reads their own; officers and admins read one member's or every
 * current member's, and set them. Stored in whole minutes (leave_balances); a type never set reads 0.
 */
import {
  LEAVE_MESSAGES,
  type LeaveBalance,
  leaveHoursToMinutes,
  minutesToLeaveHours,
  type SetLeaveBalance,
} from "@rollcall/shared/leave";
import { isManager } from "@rollcall/shared/roles";
import { LEAVE_TYPES } from "@rollcall/shared/staffing";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { leaveBalances } from "../../db/schema/leave";
import { users } from "../../db/schema/users";
import { badRequest } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";

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

/** Officers and admins set a member's balance of one type; the answer is that member's balances. */
export async function setLeaveBalance(scope: AgencyScope, v: SetLeaveBalance): Promise<LeaveBalance> {
  return scope.run(async (tx) => {
    const [member] = await balancesOf(tx, scope.agencyId, v.userId);
    if (!member) throw badRequest(LEAVE_MESSAGES.userId, { userId: LEAVE_MESSAGES.userId });
    const balanceMinutes = leaveHoursToMinutes(v.hours);
    await tx
      .insert(leaveBalances)
      .values({ agencyId: scope.agencyId, userId: v.userId, type: v.type, balanceMinutes })
      .onConflictDoUpdate({
        target: [leaveBalances.agencyId, leaveBalances.userId, leaveBalances.type],
        set: { balanceMinutes, updatedAt: new Date() },
      });
    return { ...member, hours: { ...member.hours, [v.type]: v.hours } };
  });
}
