/**
 * The agency's time-clock rules (issue 45): rounding of punches, the automatic clock-out's grace, the threshold
 * past which a late start or an early end needs a reason, and the one past which officers hear of a discrepancy.
 * Every member reads them (the check-in buttons ask for a reason beforehand); admins set them.
 */
import { DEFAULT_TIME_CLOCK_SETTINGS, type TimeClockSettings } from "@rollcall/shared/time-clock";
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { timeClockSettings } from "../../db/schema/time-clock";
import type { AgencyScope } from "../../plugins/auth";

/** The agency's rules; every rule off where none were set. */
export async function clockRulesOf(tx: Transaction, agencyId: string): Promise<TimeClockSettings> {
  const [row] = await tx.select().from(timeClockSettings).where(eq(timeClockSettings.agencyId, agencyId));
  if (!row) return DEFAULT_TIME_CLOCK_SETTINGS;
  return {
    roundingMinutes: row.roundingMinutes as TimeClockSettings["roundingMinutes"],
    roundingMode: row.roundingMode,
    autoClockOutGraceMinutes: row.autoClockOutGraceMinutes,
    reasonThresholdMinutes: row.reasonThresholdMinutes,
    discrepancyThresholdMinutes: row.discrepancyThresholdMinutes,
    punchRadiusMeters: row.punchRadiusMeters,
  };
}

export const getTimeClockSettings = (scope: AgencyScope) =>
  scope.run((tx) => clockRulesOf(tx, scope.agencyId));

export function setTimeClockSettings(scope: AgencyScope, rules: TimeClockSettings) {
  return scope.run(async (tx) => {
    await tx
      .insert(timeClockSettings)
      .values({ agencyId: scope.agencyId, ...rules })
      .onConflictDoUpdate({ target: [timeClockSettings.agencyId], set: { ...rules, updatedAt: new Date() } });
    return clockRulesOf(tx, scope.agencyId);
  });
}
