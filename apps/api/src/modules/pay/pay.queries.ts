/** The agency's pay periods and accrual rules as shared/pay.ts computes with them (minutes stored, hours used). */
import { minutesToLeaveHours } from "@rollcall/shared/leave";
import type { AccrualRule, PayPeriodSettings } from "@rollcall/shared/pay";
import { LEAVE_TYPES } from "@rollcall/shared/staffing";
import { asc, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { accrualRules, paySettings } from "../../db/schema/pay";

const hours = (minutes: number | null) => (minutes === null ? null : minutesToLeaveHours(minutes));

export function ruleOf(row: typeof accrualRules.$inferSelect): AccrualRule & { id: string } {
  return {
    id: row.id,
    leaveType: row.leaveType,
    basis: row.basis,
    tiers: row.tiers,
    waitingDays: row.waitingDays,
    capHours: hours(row.capMinutes),
    carryOverHours: hours(row.carryOverMinutes),
    overCarryOver: row.overCarryOver,
    prorateByHours: row.prorateByHours,
    standardHoursPerPeriod: hours(row.standardMinutesPerPeriod),
    startsOn: row.startsOn,
  };
}

export async function payPeriodsOf(tx: Transaction, agencyId: string): Promise<PayPeriodSettings | null> {
  const [row] = await tx
    .select({ kind: paySettings.periodKind, firstDay: paySettings.firstDay })
    .from(paySettings)
    .where(eq(paySettings.agencyId, agencyId));
  return row ?? null;
}

export async function rulesOf(
  tx: Transaction,
  agencyId: string,
): Promise<Array<AccrualRule & { id: string }>> {
  const rows = await tx
    .select()
    .from(accrualRules)
    .where(eq(accrualRules.agencyId, agencyId))
    .orderBy(asc(accrualRules.createdAt));
  // In the order leave types are listed everywhere else (vacation, sick, Kelly, personal).
  return rows.map(ruleOf).sort((a, b) => LEAVE_TYPES.indexOf(a.leaveType) - LEAVE_TYPES.indexOf(b.leaveType));
}

/** Both, or null while the agency has no pay periods (no rule can run without them). */
export async function agencyPayRules(tx: Transaction, agencyId: string) {
  const periods = await payPeriodsOf(tx, agencyId);
  if (!periods) return null;
  return { periods, rules: await rulesOf(tx, agencyId) };
}
