/**
 * The time clock's rules at work when no one is punching (issue 45): every five minutes, members still checked in
 * past their shift's end plus the agency's grace are clocked out at the scheduled end, marked for review; and
 * officers hear, once each, of a discrepancy: a shift nobody checked in to past its start plus the agency's
 * threshold, a punch further than the threshold from the schedule. Off under NODE_ENV=test (tests call
 * timeClockJobs.runOnce()).
 */
import { TZDate } from "@date-fns/tz";
import { TIME_CLOCK_RULE_MESSAGES as R, type TimeClockSettings } from "@rollcall/shared/time-clock";
import { format } from "date-fns";
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { type Shift, shifts } from "../../db/schema/scheduling";
import { users } from "../../db/schema/users";
import { forEachAgency, type Job, type JobAgency, periodicJobs } from "../../lib/jobs";
import { type NewNotification, notify } from "../../lib/notify";
import { fullName, managerIds, recordPunch } from "../scheduling";
import { closedPunch, lockMember } from "./time-clock.service";
import { clockRulesOf } from "./time-clock.settings";

/** Advisory lock key of the time clock's jobs (distinct from the other jobs' and the migration keys). */
export const TIME_CLOCK_JOBS_LOCK_KEY = 7206172;
export const TIME_CLOCK_JOBS_INTERVAL_MS = 5 * 60 * 1000;

const MINUTE_MS = 60_000;
/** Discrepancies are looked for on shifts that started within the last day: a rule switched on finds no old ones. */
const DISCREPANCY_LOOKBACK_MS = 24 * 60 * MINUTE_MS;

type Agency = Pick<JobAgency, "agencyId" | "timeZone">;

const when = (d: Date, timeZone: string) => format(new TZDate(d, timeZone), "MMM d 'at' HH:mm");

/** The names of the shifts' members, by id. */
async function namesOf(tx: Transaction, agencyId: string, list: { userId: string | null }[]) {
  const ids = list.flatMap((s) => (s.userId ? [s.userId] : []));
  if (!ids.length) return new Map<string, string>();
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), inArray(users.id, ids)));
  return new Map(rows.map((u) => [u.id, fullName(u)]));
}

/** One notice to every officer and admin, and to the member when `toMember` says what to tell them. */
function notices(
  agency: Agency,
  managers: string[],
  shift: Shift,
  key: string,
  title: string,
  message: string,
  toMember?: string,
): NewNotification[] {
  const list: NewNotification[] = managers
    .filter((id) => id !== shift.userId || !toMember)
    .map((userId) => ({
      agencyId: agency.agencyId,
      userId,
      type: "warning" as const,
      title,
      message,
      dedupeKey: `time-clock:${key}:${shift.id}`,
    }));
  if (toMember && shift.userId)
    list.push({
      agencyId: agency.agencyId,
      userId: shift.userId,
      type: "warning",
      title,
      message: toMember,
      dedupeKey: `time-clock:${key}:${shift.id}`,
    });
  return list;
}

/**
 * Clocks out, at the scheduled end, every shift of the agency still checked in at `now` past its end plus the
 * grace, marked for review, and tells the member and the officers. How many shifts it clocked out.
 */
export async function autoClockOut(tx: Transaction, agency: Agency, rules: TimeClockSettings, now: Date) {
  if (rules.autoClockOutGraceMinutes === null) return 0;
  const cutoff = new Date(now.getTime() - rules.autoClockOutGraceMinutes * MINUTE_MS);
  const open = await tx
    .select({ id: shifts.id, userId: shifts.userId })
    .from(shifts)
    .where(
      and(
        eq(shifts.agencyId, agency.agencyId),
        eq(shifts.checkedIn, true),
        isNull(shifts.actualEndTime),
        lte(shifts.endTime, cutoff),
      ),
    );
  if (!open.length) return 0;
  const managers = await managerIds(tx, agency.agencyId);
  const names = await namesOf(tx, agency.agencyId, open);
  let done = 0;
  for (const { id, userId } of open) {
    // The member's own check-out may be on its way: theirs or this one, whichever comes first.
    if (userId) await lockMember(tx, userId);
    const [shift] = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.agencyId, agency.agencyId), eq(shifts.id, id)))
      .for("update");
    if (!shift?.checkedIn || shift.actualEndTime || !shift.actualStartTime) continue;
    // A check-in comes before the end (checkIn refuses later ones), so the end is after it.
    const end = shift.endTime;
    const updated = await recordPunch(tx, agency.agencyId, shift.id, {
      checkedIn: false,
      actualEndTime: end,
      status: "completed",
      autoClockedOut: true,
      needsReview: true,
      ...closedPunch(shift.actualStartTime, end, rules, agency.timeZone),
    });
    const ended = when(shift.endTime, agency.timeZone);
    const name = names.get(userId ?? "") ?? fullName(null);
    await notify(
      tx,
      notices(
        agency,
        managers,
        updated,
        "auto-clock-out",
        R.autoClockOutTitle,
        `${name} was still checked in to ${shift.title} ${rules.autoClockOutGraceMinutes} minutes after it ended and was clocked out at its end, ${ended}. Review it in Payroll.`,
        `You were still checked in to ${shift.title} after it ended and were clocked out at its end, ${ended}. An admin will review it.`,
      ),
    );
    done += 1;
  }
  return done;
}

/**
 * Tells the officers, once per shift and kind, of each discrepancy past the agency's threshold at `now`: no
 * check-in after the start, a check-in or a check-out that far from the schedule. How many notices it sent.
 */
export async function noticeDiscrepancies(
  tx: Transaction,
  agency: Agency,
  rules: TimeClockSettings,
  now: Date,
) {
  const threshold = rules.discrepancyThresholdMinutes;
  if (threshold === null) return 0;
  const late = new Date(now.getTime() - threshold * MINUTE_MS);
  const since = new Date(now.getTime() - DISCREPANCY_LOOKBACK_MS);
  const beyondSeconds = threshold * 60;
  const rows = await tx
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.agencyId, agency.agencyId),
        isNotNull(shifts.userId),
        gt(shifts.startTime, since),
        or(
          and(eq(shifts.status, "scheduled"), eq(shifts.checkedIn, false), lte(shifts.startTime, late)),
          sql`abs(extract(epoch from ${shifts.actualStartTime} - ${shifts.startTime})) > ${beyondSeconds}`,
          sql`abs(extract(epoch from ${shifts.actualEndTime} - ${shifts.endTime})) > ${beyondSeconds}`,
        ),
      ),
    );
  if (!rows.length) return 0;
  const managers = await managerIds(tx, agency.agencyId);
  const names = await namesOf(tx, agency.agencyId, rows);
  const list: NewNotification[] = [];
  for (const shift of rows) {
    const name = names.get(shift.userId ?? "") ?? fullName(null);
    const start = when(shift.startTime, agency.timeZone);
    if (shift.status === "scheduled" && !shift.actualStartTime) {
      list.push(
        ...notices(
          agency,
          managers,
          shift,
          "missed-check-in",
          R.missedCheckInTitle,
          `${name} has not checked in to ${shift.title}, which started ${start}.`,
        ),
      );
      continue;
    }
    const offBy = (punch: Date | null, planned: Date) =>
      punch ? Math.round((punch.getTime() - planned.getTime()) / MINUTE_MS) : 0;
    const startOff = offBy(shift.actualStartTime, shift.startTime);
    // An automatic clock-out is at the scheduled end: its own notice says so.
    const endOff = shift.autoClockedOut ? 0 : offBy(shift.actualEndTime, shift.endTime);
    if (Math.abs(startOff) > threshold && shift.actualStartTime)
      list.push(
        ...notices(
          agency,
          managers,
          shift,
          "check-in-off-schedule",
          R.offSchedulePunchTitle,
          `${name} checked in to ${shift.title} at ${when(shift.actualStartTime, agency.timeZone)}, ${Math.abs(startOff)} minutes ${startOff > 0 ? "after it started" : "before it started"}.`,
        ),
      );
    if (Math.abs(endOff) > threshold && shift.actualEndTime)
      list.push(
        ...notices(
          agency,
          managers,
          shift,
          "check-out-off-schedule",
          R.offSchedulePunchTitle,
          `${name} checked out of ${shift.title} at ${when(shift.actualEndTime, agency.timeZone)}, ${Math.abs(endOff)} minutes ${endOff > 0 ? "after it ended" : "before it ended"}.`,
        ),
      );
  }
  return notify(tx, list);
}

/** Both rules for one agency, at `now`: clock-outs first, so a shift clocked out now is not also off schedule. */
export async function runTimeClockRules(tx: Transaction, agency: Agency, now: Date) {
  const rules = await clockRulesOf(tx, agency.agencyId);
  return (await autoClockOut(tx, agency, rules, now)) + (await noticeDiscrepancies(tx, agency, rules, now));
}

export const timeClockRulesJob: Job = {
  name: "time-clock-rules",
  run: (context) =>
    forEachAgency(context, "time-clock-rules", (atx, agency) => runTimeClockRules(atx, agency, context.now)),
};

export const timeClockJobs = periodicJobs({
  jobs: [timeClockRulesJob],
  lockKey: TIME_CLOCK_JOBS_LOCK_KEY,
  intervalMs: TIME_CLOCK_JOBS_INTERVAL_MS,
  firstRunDelayMs: 15_000,
});
