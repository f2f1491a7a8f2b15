/**
 * The Wellness Center's stat cards (spec 02 §2): the agency's active programs and the caller's OWN counts
 * (this week's activities, health records, mental health logs), never anyone else's. Admins also get
 * participation: how many members logged anything this month, a bare count from wellness_participation()
 * (db/tenant-policies.ts), which counts private records without letting the admin read one.
 */
import { isAdmin } from "@rollcall/shared/roles";
import type { WellnessStats } from "@rollcall/shared/wellness";
import { and, count, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { fitnessPrograms, wellnessRecords } from "../../db/schema/wellness";
import { addDaysIso, agencyToday } from "../../lib/dates";
import type { AgencyScope } from "../../plugins/auth";
import { currentMemberRoles } from "../users";

/** Monday of the week holding `day` (yyyy-MM-dd): weeks run Monday to Sunday. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDaysIso(day, -((weekday + 6) % 7));
}

/** The first and last day of the month holding `day`. */
export function monthBounds(day: string) {
  const [y, m] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const month = day.slice(0, 7);
  return { month, from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

export function wellnessStats(scope: AgencyScope): Promise<WellnessStats> {
  const today = agencyToday(scope.timeZone);
  const monday = weekStart(today);
  return scope.run(async (tx) => {
    const mine = (where: SQL) =>
      tx
        .select({ value: count() })
        .from(wellnessRecords)
        .where(
          and(eq(wellnessRecords.agencyId, scope.agencyId), eq(wellnessRecords.userId, scope.userId), where),
        )
        .then(([row]) => Number(row?.value ?? 0));
    const [programs] = await tx
      .select({ value: count() })
      .from(fitnessPrograms)
      .where(and(eq(fitnessPrograms.agencyId, scope.agencyId), eq(fitnessPrograms.isActive, true)));
    const weeklyActivities = await mine(
      and(
        gte(wellnessRecords.recordDate, monday),
        lte(wellnessRecords.recordDate, addDaysIso(monday, 6)),
      ) as SQL,
    );
    const healthRecords = await mine(eq(wellnessRecords.recordType, "medical"));
    const mentalHealthLogs = await mine(eq(wellnessRecords.recordType, "mental_health"));

    let participation: WellnessStats["participation"] = null;
    if (isAdmin(scope)) {
      const { month, from, to } = monthBounds(today);
      const result = await tx.execute(
        sql`select wellness_participation(${from}::date, ${to}::date) as members`,
      );
      const [row] = (result as unknown as { rows: Array<{ members: number | string }> }).rows;
      const members = await currentMemberRoles(tx, scope.agencyId);
      participation = {
        month,
        membersThisMonth: Number(row?.members ?? 0),
        totalMembers: members.length,
      };
    }
    return {
      activePrograms: Number(programs?.value ?? 0),
      weeklyActivities,
      healthRecords,
      mentalHealthLogs,
      participation,
    };
  });
}
