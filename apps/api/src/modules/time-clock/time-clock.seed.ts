/**
 * The demo's time clock: members still checked in an hour past their shift's end are clocked out (punches are
 * kept as made and no reasons asked, so the demo's accounts punch freely), and one automatic clock-out awaits an
 * admin's review: the last worked paid shift of a member other than the documented accounts (whose own punches
 * other walkthroughs use).
 */
import { and, desc, eq, isNotNull, notInArray } from "drizzle-orm";
import { shifts } from "../../db/schema/scheduling";
import { timeClockSettings } from "../../db/schema/time-clock";
import type { SeedStep } from "../../db/seed/context";
import { DEMO_ACCOUNTS } from "../../db/seed/people";
import { recordPunch } from "../scheduling";

export const timeClockSeed: SeedStep =
  (ctx) =>
  async ({ tx }) => {
    const { agencyId } = ctx;
    await tx.insert(timeClockSettings).values({
      agencyId,
      autoClockOutGraceMinutes: 60,
    });
    const [last] = await tx
      .select()
      .from(shifts)
      .where(
        and(
          eq(shifts.agencyId, agencyId),
          notInArray(
            shifts.userId,
            DEMO_ACCOUNTS.map((a) => a.id),
          ),
          eq(shifts.status, "completed"),
          eq(shifts.isPaid, true),
          isNotNull(shifts.actualStartTime),
        ),
      )
      .orderBy(desc(shifts.endTime))
      .limit(1);
    if (!last?.actualStartTime) return;
    // Clocked out at the scheduled end, as the job does, its minutes from the punch in to the end.
    await recordPunch(tx, agencyId, last.id, {
      actualEndTime: last.endTime,
      totalMinutes: Math.max(
        0,
        Math.round((last.endTime.getTime() - last.actualStartTime.getTime()) / 60_000),
      ),
      autoClockedOut: true,
      needsReview: true,
    });
  };
