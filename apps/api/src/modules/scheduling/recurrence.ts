/**
 * Pure date arithmetic for scheduling: agency-local times, recurring series and fire rotations.
 *
 * Everything is computed on the agency's wall clock (an occurrence "every Monday at 07:00" stays at 07:00
 * across daylight-saving changes) and stored as UTC instants.
 */
import { TZDate } from "@date-fns/tz";
import {
  DAYS_OF_WEEK,
  type DayOfWeek,
  type Platoon,
  platoonOnDuty,
  type RecurringPattern,
  type RotationPattern,
} from "@rollcall/shared/scheduling";
import { daysBetween } from "../../lib/dates";

export type Interval = { start: Date; end: Date };

/** The yyyy-MM-dd an instant falls on in the zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  const t = new TZDate(instant.getTime(), timeZone);
  return ymd(t.getFullYear(), t.getMonth(), t.getDate());
}

/** yyyy-MM-dd of a calendar date (month 0-based; day may overflow, as in Date.UTC). */
function ymd(y: number, m: number, d: number): string {
  return new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
}

/** Moves an instant by whole local days, keeping its wall-clock time (DST-safe). */
export function addLocalDays(instant: Date, days: number, timeZone: string): Date {
  const t = new TZDate(instant.getTime(), timeZone);
  return new Date(
    new TZDate(
      t.getFullYear(),
      t.getMonth(),
      t.getDate() + days,
      t.getHours(),
      t.getMinutes(),
      t.getSeconds(),
      t.getMilliseconds(),
      timeZone,
    ).getTime(),
  );
}

export type SeriesRule = {
  pattern: RecurringPattern;
  /** Days between occurrences (daily, custom) or weeks between active weeks (weekly). */
  interval: number;
  daysOfWeek: readonly DayOfWeek[];
  /** Last local date an occurrence may start on (inclusive). */
  endDate: string | null;
  /** Total occurrences, the first included. */
  count: number | null;
};

/**
 * The occurrences of a recurring shift, the first one starting at `first.start` (weekly: on the first chosen
 * day on or after it). Each lasts as long as the first. Stops at the end date, the count, or `max`
 * (then `truncated` is true: the caller refuses the series rather than silently cutting it).
 */
export function seriesOccurrences(
  first: Interval,
  rule: SeriesRule,
  timeZone: string,
  max: number,
): { occurrences: Interval[]; truncated: boolean } {
  const local = new TZDate(first.start.getTime(), timeZone);
  const [y, m, d] = [local.getFullYear(), local.getMonth(), local.getDate()];
  const time = [local.getHours(), local.getMinutes(), local.getSeconds(), local.getMilliseconds()] as const;
  const duration = first.end.getTime() - first.start.getTime();
  const wanted = rule.count ?? Number.POSITIVE_INFINITY;
  const occurrences: Interval[] = [];
  let truncated = false;

  /** Adds the occurrence `offset` days after the first date; false once the series is complete. */
  const add = (offset: number): boolean => {
    if (occurrences.length >= wanted) return false;
    if (rule.endDate && ymd(y, m, d + offset) > rule.endDate) return false;
    if (occurrences.length >= max) {
      truncated = true;
      return false;
    }
    const start = new Date(new TZDate(y, m, d + offset, ...time, timeZone).getTime());
    occurrences.push({ start, end: new Date(start.getTime() + duration) });
    return true;
  };
  const interval = Math.max(1, Math.floor(rule.interval));

  if (rule.pattern === "weekly") {
    const days = DAYS_OF_WEEK.map((name, index) => (rule.daysOfWeek.includes(name) ? index : -1)).filter(
      (i) => i >= 0,
    );
    if (!days.length) return { occurrences, truncated };
    // Monday = 0; weeks are counted from the week holding the first date.
    const firstWeekday = (new Date(Date.UTC(y, m, d)).getUTCDay() + 6) % 7;
    for (let week = 0; ; week += interval) {
      for (const day of days) {
        const offset = week * 7 + day - firstWeekday;
        if (offset < 0) continue;
        if (!add(offset)) return { occurrences, truncated };
      }
    }
  }
  for (let offset = 0; ; offset += interval) {
    if (!add(offset)) return { occurrences, truncated };
  }
}

export type RotationShift = Interval & { platoon: Platoon; userId: string; dayIndex: number };

/**
 * A fire rotation from `startDate` to `endDate` (inclusive): every day the platoon on duty gets one 24-hour
 * shift per member, starting at `startTime` (HH:mm, agency-local) and ending at the same time the next day.
 */
export function rotationShifts(
  pattern: RotationPattern,
  startDate: string,
  endDate: string,
  startTime: string,
  platoons: Partial<Record<Platoon, readonly string[]>>,
  timeZone: string,
): RotationShift[] {
  const [y, m, d] = startDate.split("-").map(Number);
  const [hh, mm] = startTime.split(":").map(Number);
  const days = daysBetween(startDate, endDate);
  const out: RotationShift[] = [];
  for (let dayIndex = 0; dayIndex <= days; dayIndex++) {
    const platoon = platoonOnDuty(pattern, dayIndex);
    const members = platoons[platoon] ?? [];
    if (!members.length) continue;
    const start = new Date(new TZDate(y, m - 1, d + dayIndex, hh, mm, 0, 0, timeZone).getTime());
    const end = new Date(new TZDate(y, m - 1, d + dayIndex + 1, hh, mm, 0, 0, timeZone).getTime());
    for (const userId of members) out.push({ platoon, userId, dayIndex, start, end });
  }
  return out;
}
