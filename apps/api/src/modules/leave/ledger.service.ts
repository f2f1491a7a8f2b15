/**
 * The leave ledger (decision 036): every change of a balance is a row, and leave_balances holds their sum per
 * type, written in the same statement sequence as each row. Everything that moves a balance comes through
 * postLedgerRows: approvals and cancellations, an officer's adjustment, the pay module's accruals.
 */
import {
  LEAVE_MESSAGES,
  type LeaveLedgerKind,
  type LeaveLedgerQuery,
  type leaveLedgerEntrySchema,
  minutesToLeaveHours,
} from "@rollcall/shared/leave";
import { isManager } from "@rollcall/shared/roles";
import type { LeaveType } from "@rollcall/shared/staffing";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Transaction } from "../../db/client";
import { leaveBalances, leaveLedger } from "../../db/schema/leave";
import { users } from "../../db/schema/users";
import { notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";

export type NewLedgerRow = {
  agencyId: string;
  userId: string;
  type: LeaveType;
  kind: LeaveLedgerKind;
  day: string;
  minutes: number;
  note: string;
  reason?: string | null;
  actorId?: string | null;
  leaveRequestId?: string | null;
  /** An accrual step's key: a row with a key already on the ledger is left out (and moves nothing). */
  stepKey?: string | null;
};

/**
 * Writes the rows and adds each one's minutes to its balance. Rows with a step key already on the member's
 * ledger are skipped, so a step can never count twice. Returns the rows written.
 */
export async function postLedgerRows(tx: Transaction, rows: readonly NewLedgerRow[]): Promise<number> {
  if (!rows.length) return 0;
  const written = await tx
    .insert(leaveLedger)
    .values(
      rows.map((r) => ({
        agencyId: r.agencyId,
        userId: r.userId,
        type: r.type,
        kind: r.kind,
        day: r.day,
        minutes: r.minutes,
        note: r.note,
        reason: r.reason ?? null,
        actorId: r.actorId ?? null,
        leaveRequestId: r.leaveRequestId ?? null,
        stepKey: r.stepKey ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({
      agencyId: leaveLedger.agencyId,
      userId: leaveLedger.userId,
      type: leaveLedger.type,
      minutes: leaveLedger.minutes,
    });
  // One statement per member and type: the sum of their rows now written.
  const sums = new Map<string, { agencyId: string; userId: string; type: LeaveType; minutes: number }>();
  for (const w of written) {
    const key = `${w.userId}:${w.type}`;
    const sum = sums.get(key);
    if (sum) sum.minutes += w.minutes;
    else sums.set(key, { ...w });
  }
  const now = new Date();
  for (const s of sums.values())
    await tx
      .insert(leaveBalances)
      .values({ agencyId: s.agencyId, userId: s.userId, type: s.type, balanceMinutes: s.minutes })
      .onConflictDoUpdate({
        target: [leaveBalances.agencyId, leaveBalances.userId, leaveBalances.type],
        set: { balanceMinutes: sql`${leaveBalances.balanceMinutes} + ${s.minutes}`, updatedAt: now },
      });
  return written.length;
}

/** Every member's balances in minutes per type (the ledger's sums), for the given members. */
export async function balanceMinutesOf(
  tx: Transaction,
  agencyId: string,
  userIds: readonly string[],
): Promise<Map<string, Partial<Record<LeaveType, number>>>> {
  const out = new Map<string, Partial<Record<LeaveType, number>>>();
  if (!userIds.length) return out;
  const rows = await tx
    .select({ userId: leaveBalances.userId, type: leaveBalances.type, minutes: leaveBalances.balanceMinutes })
    .from(leaveBalances)
    .where(and(eq(leaveBalances.agencyId, agencyId), inArray(leaveBalances.userId, [...userIds])));
  for (const r of rows) {
    const balances = out.get(r.userId) ?? {};
    balances[r.type] = r.minutes;
    out.set(r.userId, balances);
  }
  return out;
}

/**
 * GET /api/leave-ledger: a member's own rows; officers and admins name any current member. Newest first, each
 * with its type's balance after it (rows applied in the order of their day, then as they were written).
 */
export async function listLeaveLedger(
  scope: AgencyScope,
  query: LeaveLedgerQuery,
): Promise<z.output<typeof leaveLedgerEntrySchema>[]> {
  const userId = isManager(scope) && query.userId ? query.userId : scope.userId;
  return scope.run(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.agencyId, scope.agencyId), eq(users.id, userId), isNull(users.deletedAt)));
    if (!member) throw notFound(LEAVE_MESSAGES.userId);
    const actors = sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from users u
      where u.agency_id = ${leaveLedger.agencyId} and u.id = ${leaveLedger.actorId})`;
    const rows = await tx
      .select({
        id: leaveLedger.id,
        userId: leaveLedger.userId,
        type: leaveLedger.type,
        kind: leaveLedger.kind,
        day: leaveLedger.day,
        minutes: leaveLedger.minutes,
        note: leaveLedger.note,
        reason: leaveLedger.reason,
        byName: actors,
        leaveRequestId: leaveLedger.leaveRequestId,
        createdAt: leaveLedger.createdAt,
      })
      .from(leaveLedger)
      .where(
        and(
          eq(leaveLedger.agencyId, scope.agencyId),
          eq(leaveLedger.userId, userId),
          query.type ? eq(leaveLedger.type, query.type) : undefined,
        ),
      )
      .orderBy(asc(leaveLedger.day), asc(leaveLedger.createdAt), asc(leaveLedger.id));
    const running: Partial<Record<LeaveType, number>> = {};
    const entries = rows.map(({ minutes, ...r }) => {
      running[r.type] = (running[r.type] ?? 0) + minutes;
      return {
        ...r,
        hours: minutesToLeaveHours(minutes),
        balanceHours: minutesToLeaveHours(running[r.type] ?? 0),
      };
    });
    return entries.reverse();
  });
}
