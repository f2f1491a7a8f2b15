/**
 * Pay settings (issue 45, decision 036): the agency's pay periods, its accrual rules per leave type, members'
 * payroll details, accruals run on demand, and a member's projected balance on a future day.
 */
import { leaveHoursToMinutes, minutesToLeaveHours } from "@rollcall/shared/leave";
import {
  type AccrualRule,
  type AccrualRuleRecord,
  PAY_MEMBER_MESSAGES,
  PAY_MESSAGES,
  type PayMember,
  type PayMemberUpdate,
  type PayPeriodSettings,
  type PaySettings,
  PROJECTION_MAX_DAYS,
  type Projection,
  type ProjectionQuery,
  payPeriodOf,
} from "@rollcall/shared/pay";
import { isManager } from "@rollcall/shared/roles";
import { and, asc, eq, isNull, like, max, ne, or } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { accrualRules, accrualSteps, payMembers, paySettings } from "../../db/schema/pay";
import { users } from "../../db/schema/users";
import { addDaysIso, agencyToday } from "../../lib/dates";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { balanceMinutesOf } from "../leave";
import { setHireDate } from "../users";
import { planAccruals, runAccruals } from "./accruals.service";
import { payPeriodsOf, rulesOf } from "./pay.queries";

// ---------------------------------------------------------------------------------------------------------
// Pay periods
// ---------------------------------------------------------------------------------------------------------

/**
 * The last day of the last pay period a per-pay-period rule accrued: pay periods may not be redrawn over it
 * (their keys name the old periods' first days, so a new drawing would accrue those days again).
 */
async function accruedThrough(tx: Transaction, agencyId: string, periods: PayPeriodSettings | null) {
  if (!periods) return null;
  const perPeriodTypes = (await rulesOf(tx, agencyId)).filter((r) => r.basis === "per_pay_period");
  if (!perPeriodTypes.length) return null;
  // One read: the latest accrual step of any leave type a per-pay-period rule accrues.
  const [row] = await tx
    .select({ day: max(accrualSteps.day) })
    .from(accrualSteps)
    .where(
      and(
        eq(accrualSteps.agencyId, agencyId),
        or(...perPeriodTypes.map((r) => like(accrualSteps.stepKey, `${r.leaveType}:accrual:%`))),
      ),
    );
  const last = row?.day ?? null;
  return last ? (payPeriodOf(periods, last)?.end ?? last) : null;
}

async function settingsAnswer(tx: Transaction, scope: AgencyScope): Promise<PaySettings> {
  const periods = await payPeriodsOf(tx, scope.agencyId);
  const current = periods ? payPeriodOf(periods, agencyToday(scope.timeZone)) : null;
  return {
    payPeriods: periods,
    currentPeriod: current ? { start: current.start, end: current.end } : null,
    accruedThrough: await accruedThrough(tx, scope.agencyId, periods),
  };
}

export const getPaySettings = (scope: AgencyScope) => scope.run((tx) => settingsAnswer(tx, scope));

export async function setPaySettings(scope: AgencyScope, v: PayPeriodSettings): Promise<PaySettings> {
  return scope.run(async (tx) => {
    const before = await payPeriodsOf(tx, scope.agencyId);
    const changed = !before || before.kind !== v.kind || before.firstDay !== v.firstDay;
    if (before && changed) {
      const through = await accruedThrough(tx, scope.agencyId, before);
      if (through && v.firstDay <= through) throw conflict(PAY_MESSAGES.periodsAccrued(through));
    }
    if (changed)
      await tx
        .insert(paySettings)
        .values({ agencyId: scope.agencyId, periodKind: v.kind, firstDay: v.firstDay })
        .onConflictDoUpdate({
          target: [paySettings.agencyId],
          set: { periodKind: v.kind, firstDay: v.firstDay, updatedAt: new Date() },
        });
    return settingsAnswer(tx, scope);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Accrual rules
// ---------------------------------------------------------------------------------------------------------

export const listAccrualRules = (scope: AgencyScope): Promise<AccrualRuleRecord[]> =>
  scope.run((tx) => rulesOf(tx, scope.agencyId));

const minutes = (hours: number | null) => (hours === null ? null : leaveHoursToMinutes(hours));

/** Creates or replaces the rule of its leave type. */
export async function putAccrualRule(scope: AgencyScope, rule: AccrualRule): Promise<AccrualRuleRecord> {
  return scope.run(async (tx) => {
    const values = {
      basis: rule.basis,
      tiers: rule.tiers,
      waitingDays: rule.waitingDays,
      capMinutes: minutes(rule.capHours),
      carryOverMinutes: minutes(rule.carryOverHours),
      overCarryOver: rule.overCarryOver,
      prorateByHours: rule.prorateByHours,
      standardMinutesPerPeriod: minutes(rule.standardHoursPerPeriod),
      startsOn: rule.startsOn,
    };
    await tx
      .insert(accrualRules)
      .values({ agencyId: scope.agencyId, leaveType: rule.leaveType, ...values })
      .onConflictDoUpdate({
        target: [accrualRules.agencyId, accrualRules.leaveType],
        set: { ...values, updatedAt: new Date() },
      });
    const saved = (await rulesOf(tx, scope.agencyId)).find((r) => r.leaveType === rule.leaveType);
    if (!saved) throw notFound(PAY_MESSAGES.ruleNotFound);
    return saved;
  });
}

/** The rule stops; what it accrued stays on the ledgers (and its done steps, should it come back). */
export async function deleteAccrualRule(scope: AgencyScope, id: string) {
  return scope.run(async (tx) => {
    const gone = await tx
      .delete(accrualRules)
      .where(and(eq(accrualRules.agencyId, scope.agencyId), eq(accrualRules.id, id)))
      .returning({ id: accrualRules.id });
    if (!gone.length) throw notFound();
  });
}

/** POST /api/pay/accruals/run: the job's work for this agency, now. */
export async function runAccrualsNow(scope: AgencyScope) {
  return scope.run(async (tx) => {
    if (!(await payPeriodsOf(tx, scope.agencyId))) throw conflict(PAY_MESSAGES.noPayPeriods);
    return runAccruals(tx, {
      agencyId: scope.agencyId,
      timeZone: scope.timeZone,
      today: agencyToday(scope.timeZone),
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// Projection
// ---------------------------------------------------------------------------------------------------------

/**
 * A member's balance of a type at the end of `on`: today's, plus what the rules will add (or a carry-over
 * remove) by then, the steps already done left out. Approved leave is already drawn from today's balance.
 */
export async function projectBalance(scope: AgencyScope, q: ProjectionQuery): Promise<Projection> {
  const userId = isManager(scope) && q.userId ? q.userId : scope.userId;
  const today = agencyToday(scope.timeZone);
  if (q.on > addDaysIso(today, PROJECTION_MAX_DAYS))
    throw badRequest(PAY_MESSAGES.onTooFar, { on: PAY_MESSAGES.onTooFar });
  return scope.run(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.agencyId, scope.agencyId), eq(users.id, userId), isNull(users.deletedAt)));
    if (!member) throw notFound(PAY_MEMBER_MESSAGES.notFound);
    const agency = { agencyId: scope.agencyId, timeZone: scope.timeZone, today };
    // One run of the rules through the later of today and `on`, from what is stored: the steps dated through
    // today (those the job has not yet run) make today's balance, the ones after it the projection.
    const through = q.on > today ? q.on : today;
    const [plan] = await planAccruals(tx, agency, { through, userId, leaveType: q.leaveType });
    const entries = plan?.entries ?? [];
    const total = (list: typeof entries) => list.reduce((sum, e) => sum + e.minutes, 0);
    const projected = plan
      ? plan.balance
      : ((await balanceMinutesOf(tx, scope.agencyId, [userId])).get(userId)?.[q.leaveType] ?? 0);
    const ahead = entries.filter((e) => e.day > today);
    const balance = projected - total(ahead);
    const sum = (list: typeof entries) => minutesToLeaveHours(total(list));
    return {
      leaveType: q.leaveType,
      on: q.on,
      balanceHours: minutesToLeaveHours(balance),
      changeHours: minutesToLeaveHours(projected - balance),
      // Accruals and caps add, carry-overs remove.
      accruingHours: sum(ahead.filter((e) => e.minutes > 0)),
      carryOverHours: sum(ahead.filter((e) => e.minutes < 0)),
      projectedHours: minutesToLeaveHours(projected),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Members' payroll details
// ---------------------------------------------------------------------------------------------------------

async function payMembersOf(tx: Transaction, agencyId: string, userId?: string): Promise<PayMember[]> {
  const rows = await tx
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      hireDate: users.hireDate,
      employeeNumber: payMembers.employeeNumber,
      partTime: payMembers.partTime,
    })
    .from(users)
    .leftJoin(payMembers, and(eq(payMembers.agencyId, users.agencyId), eq(payMembers.userId, users.id)))
    .where(
      and(eq(users.agencyId, agencyId), isNull(users.deletedAt), userId ? eq(users.id, userId) : undefined),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows.map((r) => ({
    userId: r.userId,
    userName: `${r.firstName} ${r.lastName}`.trim(),
    employeeNumber: r.employeeNumber ?? null,
    partTime: r.partTime ?? false,
    hireDate: r.hireDate,
  }));
}

export const listPayMembers = (scope: AgencyScope) => scope.run((tx) => payMembersOf(tx, scope.agencyId));

export async function updatePayMember(
  scope: AgencyScope,
  userId: string,
  v: PayMemberUpdate,
): Promise<PayMember> {
  const today = agencyToday(scope.timeZone);
  if (v.hireDate && v.hireDate > today)
    throw badRequest(PAY_MEMBER_MESSAGES.hireDate, { hireDate: PAY_MEMBER_MESSAGES.hireDate });
  return scope.run(async (tx) => {
    const [member] = await payMembersOf(tx, scope.agencyId, userId);
    if (!member) throw notFound(PAY_MEMBER_MESSAGES.notFound);
    if (v.employeeNumber) {
      const [taken] = await tx
        .select({ userId: payMembers.userId })
        .from(payMembers)
        .where(
          and(
            eq(payMembers.agencyId, scope.agencyId),
            eq(payMembers.employeeNumber, v.employeeNumber),
            ne(payMembers.userId, userId),
          ),
        );
      if (taken) throw conflict(PAY_MEMBER_MESSAGES.employeeNumberTaken);
    }
    if (v.employeeNumber !== undefined || v.partTime !== undefined) {
      const set = {
        ...(v.employeeNumber !== undefined ? { employeeNumber: v.employeeNumber } : {}),
        ...(v.partTime !== undefined ? { partTime: v.partTime } : {}),
      };
      await tx
        .insert(payMembers)
        .values({ agencyId: scope.agencyId, userId, ...set })
        .onConflictDoUpdate({
          target: [payMembers.agencyId, payMembers.userId],
          set: { ...set, updatedAt: new Date() },
        });
    }
    if (v.hireDate !== undefined) await setHireDate(tx, scope.agencyId, userId, v.hireDate);
    const [saved] = await payMembersOf(tx, scope.agencyId, userId);
    return saved;
  });
}
