/** What other modules ask of the schedule (automation rules: the open shifts about to start; analytics: where history begins). */
import { and, asc, eq, gt, isNull, lte } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { shifts } from "../../db/schema/scheduling";

/** Open shifts nobody has taken that start after `from` and no later than `to`, soonest first. */
export function uncoveredShiftsStarting(tx: Transaction, agencyId: string, from: Date, to: Date) {
  return tx
    .select({ id: shifts.id, title: shifts.title, startTime: shifts.startTime, endTime: shifts.endTime })
    .from(shifts)
    .where(
      and(
        eq(shifts.agencyId, agencyId),
        eq(shifts.status, "open"),
        isNull(shifts.userId),
        gt(shifts.startTime, from),
        lte(shifts.startTime, to),
      ),
    )
    .orderBy(asc(shifts.startTime));
}

/** When the agency's first shift starts (null when it has none): where its history begins. */
export async function firstShiftStart(tx: Transaction, agencyId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ startTime: shifts.startTime })
    .from(shifts)
    .where(eq(shifts.agencyId, agencyId))
    .orderBy(asc(shifts.startTime))
    .limit(1);
  return row?.startTime ?? null;
}
