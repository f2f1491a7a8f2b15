/**
 * The accrual run (decision 036): for each member, the steps of the agency's rules dated from the rule's first
 * day (never before the first pay period or the hire date) through yesterday, computed by shared/pay.ts's
 * accrue() from the ledger's balances and the steps already done, then written as ledger rows (through leave's
 * face) and done steps. The unique keys of both make a second run, a restart or a second instance add nothing.
 * A period accrues the day after its last day, once its worked hours are all in.
 */
import {
  type AccrualRule,
  accrualKey,
  accrue,
  type LedgerEntry,
  monthsBetween,
  type PayPeriodSettings,
  payPeriodOf,
  payPeriodsBetween,
} from "@rollcall/shared/pay";
import type { LeaveType } from "@rollcall/shared/staffing";
import { and, eq, gte, inArray, isNull } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { accrualSteps, payMembers } from "../../db/schema/pay";
import { users } from "../../db/schema/users";
import { addDaysIso } from "../../lib/dates";
import { balanceMinutesOf, type NewLedgerRow, postLedgerRows } from "../leave";
import { workedMinutesBetween } from "../time-clock";
import { agencyPayRules } from "./pay.queries";

export type AccrualAgency = { agencyId: string; timeZone: string; today: string };

type Member = { id: string; hireDate: string; partTime: boolean };

/** Current members with the day their service counts from and whether they work part-time. */
async function accrualMembers(tx: Transaction, agency: AccrualAgency, only?: string): Promise<Member[]> {
  const rows = await tx
    .select({
      id: users.id,
      hireDate: users.hireDate,
      createdAt: users.createdAt,
      partTime: payMembers.partTime,
    })
    .from(users)
    .leftJoin(payMembers, and(eq(payMembers.agencyId, users.agencyId), eq(payMembers.userId, users.id)))
    .where(
      and(
        eq(users.agencyId, agency.agencyId),
        isNull(users.deletedAt),
        only ? eq(users.id, only) : undefined,
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    // No hire date recorded: service counts from the day the member joined.
    hireDate: r.hireDate ?? r.createdAt.toISOString().slice(0, 10),
    partTime: r.partTime ?? false,
  }));
}

/** The first day a rule's steps may be dated: its own first day, never before the first pay period. */
export const ruleWindowStart = (rule: AccrualRule, periods: PayPeriodSettings) =>
  rule.startsOn && rule.startsOn > periods.firstDay ? rule.startsOn : periods.firstDay;

/** The keys of the steps done, per member, dated from `from` on (earlier ones are outside every window). */
async function doneSteps(tx: Transaction, agencyId: string, from: string, userIds: string[]) {
  const done = new Map<string, Set<string>>();
  if (!userIds.length) return done;
  const rows = await tx
    .select({ userId: accrualSteps.userId, key: accrualSteps.stepKey })
    .from(accrualSteps)
    .where(
      and(
        eq(accrualSteps.agencyId, agencyId),
        gte(accrualSteps.day, from),
        inArray(accrualSteps.userId, userIds),
      ),
    );
  for (const r of rows) {
    const set = done.get(r.userId) ?? new Set<string>();
    set.add(r.key);
    done.set(r.userId, set);
  }
  return done;
}

/** A step key's day: "vacation:accrual:2026-01-01" → 2026-01-01 (the period's first day, or January 1). */
const stepDay = (key: string) => key.slice(key.lastIndexOf(":") + 1);

type Plan = {
  member: Member;
  rule: AccrualRule;
  entries: LedgerEntry[];
  doneKeys: string[];
  balance: number;
};

/**
 * Computes what the rules give each member through `through` (at most yesterday for the run; any day for a
 * projection), from the balances and done steps as stored. Nothing is written.
 */
export async function planAccruals(
  tx: Transaction,
  agency: AccrualAgency,
  options: { through: string; userId?: string; leaveType?: LeaveType },
): Promise<Plan[]> {
  const settings = await agencyPayRules(tx, agency.agencyId);
  if (!settings) return [];
  const rules = settings.rules.filter((r) => !options.leaveType || r.leaveType === options.leaveType);
  if (!rules.length) return [];
  const members = await accrualMembers(tx, agency, options.userId);
  const ids = members.map((m) => m.id);
  const earliest = rules.map((r) => ruleWindowStart(r, settings.periods)).sort()[0];
  if (earliest > options.through) return [];
  const [doneByMember, balances] = await Promise.all([
    doneSteps(tx, agency.agencyId, earliest, ids),
    balanceMinutesOf(tx, agency.agencyId, ids),
  ]);

  // Worked minutes per member and day, only when some part-time member is prorated by some rule.
  const prorating = rules.some((r) => r.prorateByHours) && members.some((m) => m.partTime);
  const workedByMember = new Map<string, { day: string; minutes: number }[]>();
  if (prorating)
    for (const w of await workedMinutesBetween(
      tx,
      agency,
      earliest,
      options.through < agency.today ? options.through : agency.today,
    )) {
      const list = workedByMember.get(w.userId) ?? [];
      list.push(w);
      workedByMember.set(w.userId, list);
    }

  const plans: Plan[] = [];
  for (const rule of rules) {
    const from = ruleWindowStart(rule, settings.periods);
    if (from > options.through) continue;
    const periods =
      rule.basis === "per_month"
        ? monthsBetween(from, options.through)
        : payPeriodsBetween(settings.periods, from, options.through);
    for (const member of members) {
      // Every past period has its figure (0 when nothing was worked); periods not ended yet have none, so a
      // projection adds nothing for them rather than guess.
      let workedByPeriod: Record<string, number> | undefined;
      if (prorating && member.partTime && rule.prorateByHours) {
        workedByPeriod = {};
        for (const p of periods) if (p.end < agency.today) workedByPeriod[p.start] = 0;
        for (const w of workedByMember.get(member.id) ?? []) {
          const start =
            rule.basis === "per_month"
              ? `${w.day.slice(0, 7)}-01`
              : payPeriodOf(settings.periods, w.day)?.start;
          if (start && start in workedByPeriod) workedByPeriod[start] += w.minutes;
        }
      }
      const start = from > member.hireDate ? from : member.hireDate;
      if (start > options.through) continue;
      // A year-end carry-over judges a year the rule accrued: none on the very day the rule starts for the
      // member (an opening balance set by hand is not cut the moment accruals begin on a January 1).
      const done = new Set(doneByMember.get(member.id));
      if (start.endsWith("-01-01")) done.add(accrualKey(rule.leaveType, "carry_over", start));
      const result = accrue({
        rules: [rule],
        member: { hireDate: member.hireDate, partTime: member.partTime },
        payPeriods: settings.periods,
        from: start,
        through: options.through,
        startingBalanceMinutes: { [rule.leaveType]: balances.get(member.id)?.[rule.leaveType] ?? 0 },
        workedMinutesByPeriod: workedByPeriod,
        alreadyDone: done,
      });
      plans.push({
        member,
        rule,
        entries: result.entries,
        doneKeys: result.doneKeys,
        balance: result.balances[rule.leaveType],
      });
    }
  }
  return plans;
}

/** Runs the agency's accruals through yesterday; returns the ledger rows added. */
export async function runAccruals(
  tx: Transaction,
  agency: AccrualAgency,
): Promise<{ entries: number; members: number }> {
  const plans = await planAccruals(tx, agency, { through: addDaysIso(agency.today, -1) });
  let entries = 0;
  const touched = new Set<string>();
  for (const plan of plans) {
    if (!plan.doneKeys.length) continue;
    const rows: NewLedgerRow[] = plan.entries.map((e) => ({
      agencyId: agency.agencyId,
      userId: plan.member.id,
      type: e.leaveType,
      kind: e.kind,
      day: e.day,
      minutes: e.minutes,
      note: e.ruleNote,
      stepKey: e.key,
    }));
    const written = await postLedgerRows(tx, rows);
    if (written) touched.add(plan.member.id);
    entries += written;
    await tx
      .insert(accrualSteps)
      .values(
        plan.doneKeys.map((key) => ({
          agencyId: agency.agencyId,
          userId: plan.member.id,
          stepKey: key,
          day: stepDay(key),
        })),
      )
      .onConflictDoNothing();
  }
  return { entries, members: touched.size };
}
