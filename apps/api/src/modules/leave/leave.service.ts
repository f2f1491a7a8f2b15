/**
 * Leave requests: a member asks for leave of one type for a range of days; an officer or admin approves or
 * denies it; the member (or a manager) cancels a pending request or approved leave that has not started.
 *
 * On POST: end on or after start, notice (sick leave exempt), blocked dates, no overlap with the member's own
 * pending or approved leave. On approval, in one transaction under a per-agency lock: the most members on
 * leave at once, the balance of the type (drawn by what the leave costs, see leave.rules.ts), the member's
 * shifts in those days made open shifts, the member and the managers notified. Cancelling approved leave
 * gives the balance back (its open shifts stay open: someone may have picked them up).
 */
import {
  LEAVE_MESSAGES,
  type LeaveDecision,
  type LeaveRequestFormValues,
  type LeaveRequestRow,
  type LeaveRequestsQuery,
  leaveRuleMessages,
  minutesToLeaveHours,
  NOTICE_EXEMPT_LEAVE_TYPES,
  onLeaveLabel,
} from "@rollcall/shared/leave";
import { isManager } from "@rollcall/shared/roles";
import { LEAVE_TYPE_LABELS, type StaffingGap } from "@rollcall/shared/staffing";
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Transaction } from "../../db/client";
import { leaveBalances, leaveRequests } from "../../db/schema/leave";
import { users } from "../../db/schema/users";
import { addDaysIso, agencyToday, displayDate } from "../../lib/dates";
import { AppError, conflict, forbidden, notFound } from "../../lib/errors";
import { type NewNotification, notify } from "../../lib/notify";
import type { AgencyScope } from "../../plugins/auth";
import { openForCoverage } from "../scheduling";
import { currentManagers } from "../users";
import { gapsLeaveOpens } from "./impact.service";
import { openedShiftCallBack } from "./leave.hooks";
import { dayOverMax, daysOf, leaveMinutes, leaveRules, shiftsToOpen } from "./leave.rules";
import { postLedgerRows } from "./ledger.service";

const decider = alias(users, "decider");

const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

/** The requests matching `where`, with the member's and the decider's names. */
export async function selectLeaveRequests(
  tx: Transaction,
  agencyId: string,
  where: SQL | undefined,
  limit = 500,
): Promise<LeaveRequestRow[]> {
  const rows = await tx
    .select({
      id: leaveRequests.id,
      userId: leaveRequests.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      type: leaveRequests.type,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      notes: leaveRequests.notes,
      status: leaveRequests.status,
      minutes: leaveRequests.minutes,
      deciderFirst: decider.firstName,
      deciderLast: decider.lastName,
      decidedAt: leaveRequests.decidedAt,
      createdAt: leaveRequests.createdAt,
    })
    .from(leaveRequests)
    .innerJoin(users, and(eq(users.agencyId, leaveRequests.agencyId), eq(users.id, leaveRequests.userId)))
    .leftJoin(
      decider,
      and(eq(decider.agencyId, leaveRequests.agencyId), eq(decider.id, leaveRequests.decidedById)),
    )
    .where(and(eq(leaveRequests.agencyId, agencyId), where))
    .orderBy(desc(leaveRequests.startDate), desc(leaveRequests.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    userName: fullName(r.firstName, r.lastName),
    type: r.type,
    startDate: r.startDate,
    endDate: r.endDate,
    notes: r.notes,
    status: r.status,
    hours: minutesToLeaveHours(r.minutes),
    decidedByName: r.decidedAt ? fullName(r.deciderFirst, r.deciderLast) || null : null,
    decidedAt: r.decidedAt,
    createdAt: r.createdAt,
  }));
}

async function loadRequest(tx: Transaction, agencyId: string, id: string) {
  const [row] = await selectLeaveRequests(tx, agencyId, eq(leaveRequests.id, id), 1);
  if (!row) throw notFound(LEAVE_MESSAGES.notFound);
  return row;
}

/** Members: their own requests. Officers and admins: everyone's, filtered by status, member and days. */
export async function listLeaveRequests(scope: AgencyScope, q: LeaveRequestsQuery) {
  const who = isManager(scope) ? q.userId : scope.userId;
  return scope.run((tx) =>
    selectLeaveRequests(
      tx,
      scope.agencyId,
      and(
        who ? eq(leaveRequests.userId, who) : undefined,
        q.status ? eq(leaveRequests.status, q.status) : undefined,
        q.startDate ? gte(leaveRequests.endDate, q.startDate) : undefined,
        q.endDate ? lte(leaveRequests.startDate, q.endDate) : undefined,
      ),
    ),
  );
}

const range = (startDate: string, endDate: string) =>
  startDate === endDate ? displayDate(startDate) : `${displayDate(startDate)} to ${displayDate(endDate)}`;

/** The agency's current admins and officers to notify, but `except` (the member acting). */
async function managerIds(tx: Transaction, agencyId: string, except?: string) {
  return (await currentManagers(tx, agencyId)).map((r) => r.id).filter((id) => id !== except);
}

/** A member asks for leave. The notice and blocked-date rules answer 409 naming the first day that breaks them. */
export async function requestLeave(scope: AgencyScope, v: LeaveRequestFormValues) {
  const today = agencyToday(scope.timeZone);
  return scope.run(async (tx) => {
    const rules = await leaveRules(tx);
    if (!NOTICE_EXEMPT_LEAVE_TYPES.includes(v.type)) {
      const earliest = addDaysIso(today, rules.minNoticeDays);
      if (v.startDate < earliest) {
        const message =
          rules.minNoticeDays > 0
            ? leaveRuleMessages.notice(rules.minNoticeDays, displayDate(earliest))
            : leaveRuleMessages.past(displayDate(today));
        throw conflict(message, { startDate: message });
      }
    }
    const blocked = new Set(rules.blockedDates);
    const hit = daysOf(v.startDate, v.endDate).filter((d) => blocked.has(d));
    if (hit.length) {
      const message = leaveRuleMessages.blocked(hit.map(displayDate));
      throw conflict(message, { startDate: message });
    }

    // One member's requests are written one at a time, so two overlapping ones cannot both pass.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`leave:${scope.userId}`}, 0))`);
    const [own] = await tx
      .select({ id: leaveRequests.id })
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.agencyId, scope.agencyId),
          eq(leaveRequests.userId, scope.userId),
          inArray(leaveRequests.status, ["pending", "approved"]),
          lte(leaveRequests.startDate, v.endDate),
          gte(leaveRequests.endDate, v.startDate),
        ),
      )
      .limit(1);
    if (own) throw conflict(LEAVE_MESSAGES.overlapsOwn, { startDate: LEAVE_MESSAGES.overlapsOwn });

    const minutes = await leaveMinutes(tx, scope.agencyId, scope.timeZone, { ...v, userId: scope.userId });
    const [created] = await tx
      .insert(leaveRequests)
      .values({
        agencyId: scope.agencyId,
        userId: scope.userId,
        type: v.type,
        startDate: v.startDate,
        endDate: v.endDate,
        notes: v.notes,
        minutes,
      })
      .returning({ id: leaveRequests.id });
    const row = await loadRequest(tx, scope.agencyId, created.id);
    const managers = await managerIds(tx, scope.agencyId, scope.userId);
    await notify(
      tx,
      managers.map((userId) => ({
        agencyId: scope.agencyId,
        userId,
        type: "info" as const,
        title: "Leave requested",
        message: `${row.userName} asks for ${LEAVE_TYPE_LABELS[v.type]} leave, ${range(v.startDate, v.endDate)}.`,
      })),
    );
    return row;
  });
}

/** PATCH /api/leave-requests/{id}: approve or deny (managers), cancel (the member, or a manager). */
export async function decideLeave(scope: AgencyScope, id: string, { status }: LeaveDecision) {
  const today = agencyToday(scope.timeZone);
  return scope.run(async (tx) => {
    const [row] = await tx
      .select()
      .from(leaveRequests)
      .where(and(eq(leaveRequests.agencyId, scope.agencyId), eq(leaveRequests.id, id)))
      .for("update");
    if (!row) throw notFound(LEAVE_MESSAGES.notFound);
    const manager = isManager(scope);
    const now = new Date();

    if (status === "cancelled") {
      if (row.userId !== scope.userId && !manager) throw forbidden(LEAVE_MESSAGES.notYours);
      const cancellable = row.status === "pending" || (row.status === "approved" && row.startDate > today);
      if (!cancellable) throw conflict(LEAVE_MESSAGES.notCancellable);
      if (row.status === "approved" && row.minutes > 0)
        await addToBalance(tx, row, row.minutes, { day: today, actorId: scope.userId });
      await setStatus(tx, row, "cancelled", now, scope.userId);
      const told =
        row.userId === scope.userId ? await managerIds(tx, scope.agencyId, scope.userId) : [row.userId];
      const name = (await loadRequest(tx, scope.agencyId, id)).userName;
      await notify(
        tx,
        told.map((userId) => ({
          agencyId: scope.agencyId,
          userId,
          type: "info" as const,
          title: "Leave cancelled",
          message: `${row.userId === userId ? "Your" : `${name}'s`} ${LEAVE_TYPE_LABELS[row.type]} leave, ${range(row.startDate, row.endDate)}, is cancelled.`,
        })),
      );
      return loadRequest(tx, scope.agencyId, id);
    }

    if (!manager) throw forbidden(LEAVE_MESSAGES.managersOnly);
    if (row.status !== "pending") throw conflict(LEAVE_MESSAGES.notPending);

    if (status === "denied") {
      await setStatus(tx, row, "denied", now, scope.userId);
      await notify(tx, {
        agencyId: scope.agencyId,
        userId: row.userId,
        type: "warning",
        title: "Leave denied",
        message: `Your ${LEAVE_TYPE_LABELS[row.type]} leave, ${range(row.startDate, row.endDate)}, was denied.`,
      });
      return loadRequest(tx, scope.agencyId, id);
    }

    // Approval: one at a time per agency, so the "most at once" count cannot be passed by two at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`leave:${scope.agencyId}`}, 0))`);
    const rules = await leaveRules(tx);
    if (rules.maxConcurrent !== null) {
      const day = await dayOverMax(tx, scope.agencyId, row, rules.maxConcurrent);
      if (day) throw conflict(leaveRuleMessages.maxAtOnce(rules.maxConcurrent, displayDate(day)));
    }
    const minutes = await leaveMinutes(tx, scope.agencyId, scope.timeZone, row);
    if (minutes > 0) {
      const balance = await lockedBalance(tx, row);
      if (balance < minutes)
        throw conflict(
          leaveRuleMessages.balanceShort(
            row.type,
            minutesToLeaveHours(minutes),
            minutesToLeaveHours(balance),
          ),
        );
      await addToBalance(tx, row, -minutes, { day: today, actorId: scope.userId });
    }
    await tx
      .update(leaveRequests)
      .set({ status: "approved", minutes, decidedById: scope.userId, decidedAt: now, updatedAt: now })
      .where(and(eq(leaveRequests.agencyId, scope.agencyId), eq(leaveRequests.id, id)));

    const opened = await shiftsToOpen(tx, scope.agencyId, scope.timeZone, row, { lock: true });
    // The minimum staffing gaps this leave opens (the ones there were before are not its doing): the same
    // answer as the approve dialog's preview; only these start a call-back.
    const gapsOpened = await gapsLeaveOpens(tx, scope.timeZone, row, opened);
    if (opened.length) {
      await openForCoverage(
        tx,
        scope.agencyId,
        opened.map((s) => ({ shiftId: s.id, requestedById: row.userId, reason: onLeaveLabel(row.type) })),
        now,
      );
    }

    const calledBack = opened.length ? await callBackShortShifts(tx, scope, opened, gapsOpened, now) : 0;

    const result = await loadRequest(tx, scope.agencyId, id);
    const what = `${LEAVE_TYPE_LABELS[row.type]} leave, ${range(row.startDate, row.endDate)}`;
    const shiftsLine = opened.length
      ? ` ${opened.length} shift${opened.length === 1 ? " is" : "s are"} now open: ${opened
          .slice(0, 3)
          .map((s) => s.title)
          .join(", ")}${opened.length > 3 ? ", ..." : ""}.`
      : "";
    const items: NewNotification[] = [
      {
        agencyId: scope.agencyId,
        userId: row.userId,
        type: "success",
        title: "Leave approved",
        message: `Your ${what} is approved.${opened.length ? ` Your ${opened.length} shift${opened.length === 1 ? " in those days is" : "s in those days are"} now open shifts.` : ""}`,
      },
    ];
    const calledBackLine = calledBack
      ? ` A call-back started for ${calledBack === 1 ? "the shift that leaves" : `${calledBack} shifts that leave`} minimum staffing short.`
      : "";
    // The managers are told the shifts are open, and which are already being called back.
    if (opened.length)
      for (const userId of await managerIds(tx, scope.agencyId))
        if (userId !== row.userId)
          items.push({
            agencyId: scope.agencyId,
            userId,
            type: "warning",
            title: "Shifts opened by leave",
            message: `${result.userName} is on ${what}.${shiftsLine}${calledBackLine}`,
            // A staffing gap is urgent news for the managers' phones too (their channels for staffing gaps).
            ...(gapsOpened.length > 0 && {
              alert: { kind: "staffing_gap" as const, link: "/scheduling?tab=callback" },
            }),
          });
    await notify(tx, items);
    return result;
  });
}

/**
 * Approved leave that leaves a minimum staffing rule short starts a call-back for each opened shift under a gap
 * it opened (`gaps`: newGaps of after against before), signed by the approving officer (issue 16). A shift
 * nobody is eligible for stays open (that refusal is a 409 raised before anything is written); the managers'
 * notification says how many were called back. The start is call-backs' (leave.hooks.ts).
 */
async function callBackShortShifts(
  tx: Transaction,
  scope: AgencyScope,
  opened: { id: string; startTime: Date; endTime: Date }[],
  gaps: StaffingGap[],
  now: Date,
): Promise<number> {
  const openCallback = openedShiftCallBack();
  if (!openCallback) return 0;
  let started = 0;
  for (const shift of opened) {
    const short = gaps.some(
      (g) => Date.parse(g.start) < shift.endTime.getTime() && Date.parse(g.end) > shift.startTime.getTime(),
    );
    if (!short) continue;
    try {
      await openCallback(
        tx,
        { agencyId: scope.agencyId, timeZone: scope.timeZone },
        shift.id,
        scope.userId,
        now,
      );
      started++;
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    }
  }
  return started;
}

type Owner = { agencyId: string; userId: string; type: (typeof leaveBalances.$inferSelect)["type"] };

async function lockedBalance(tx: Transaction, o: Owner): Promise<number> {
  const [b] = await tx
    .select({ minutes: leaveBalances.balanceMinutes })
    .from(leaveBalances)
    .where(
      and(
        eq(leaveBalances.agencyId, o.agencyId),
        eq(leaveBalances.userId, o.userId),
        eq(leaveBalances.type, o.type),
      ),
    )
    .for("update");
  return b?.minutes ?? 0;
}

/**
 * Draws (negative) or gives back the leave's minutes: a ledger row naming the request, and its balance moved
 * with it (ledger.service.ts).
 */
async function addToBalance(
  tx: Transaction,
  row: Owner & { id: string; startDate: string; endDate: string },
  minutes: number,
  by: { day: string; actorId: string },
) {
  const what = `${LEAVE_TYPE_LABELS[row.type]} leave, ${range(row.startDate, row.endDate)}`;
  await postLedgerRows(tx, [
    {
      agencyId: row.agencyId,
      userId: row.userId,
      type: row.type,
      kind: minutes < 0 ? "leave_taken" : "leave_returned",
      day: by.day,
      minutes,
      note: minutes < 0 ? `${what}, approved` : `${what}, cancelled: given back`,
      actorId: by.actorId,
      leaveRequestId: row.id,
    },
  ]);
}

function setStatus(
  tx: Transaction,
  row: { agencyId: string; id: string },
  status: "denied" | "cancelled",
  now: Date,
  by: string,
) {
  return tx
    .update(leaveRequests)
    .set({ status, decidedById: by, decidedAt: now, updatedAt: now })
    .where(and(eq(leaveRequests.agencyId, row.agencyId), eq(leaveRequests.id, row.id)));
}
