/** Days as an agency lives them: in its own time zone, whatever the server's. */
import { TZDate } from "@date-fns/tz";
import { addDaysToIsoDate, daysBetweenIsoDates } from "@rollcall/shared/compliance";
import { hasOffset } from "@rollcall/shared/scheduling";
import { addDays, format, parseISO } from "date-fns";

/** The agency's calendar date (yyyy-MM-dd) at `now`. */
export function agencyToday(timeZone: string, now = new Date()): string {
  return format(new TZDate(now.getTime(), timeZone), "yyyy-MM-dd");
}

/** The agency's current calendar year, "yyyy" (fiscal years and ISO training years follow it). */
export function agencyYear(timeZone: string, now = new Date()): string {
  return agencyToday(timeZone, now).slice(0, 4);
}

/** "Today" (or `date`) in the agency's zone, as yyyy-MM-dd and as the UTC instants of its first and next midnight. */
export function agencyDay(timeZone: string, date?: string) {
  const day = date ?? agencyToday(timeZone);
  const [y, m, d] = day.split("-").map(Number);
  const start = new TZDate(y, m - 1, d, timeZone);
  return { date: day, start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?$/;

/**
 * A form's moment as an instant: with an offset (Z, +02:00) as given; without one, a wall-clock time in the
 * agency's zone, what date-time inputs hold ("2025-03-04T07:00", a date alone being its midnight). An Invalid
 * Date for anything else, for the caller to refuse with its own message.
 */
export function wallClockInstant(value: string, timeZone: string): Date {
  if (hasOffset(value)) return new Date(value);
  const local = WALL_CLOCK.exec(value);
  if (!local) return new Date(Number.NaN);
  const [, y, mo, d, h = "0", mi = "0", s = "0", fraction = "0"] = local;
  const ms = Number(fraction.padEnd(3, "0").slice(0, 3));
  return new Date(new TZDate(+y, +mo - 1, +d, +h, +mi, +s, ms, timeZone).getTime());
}

/** Whole days from `from` to `to` (both yyyy-MM-dd); negative when `to` is earlier. One rule with the web app. */
export const daysBetween = daysBetweenIsoDates;

/** yyyy-MM-dd plus `days` (calendar arithmetic on the date alone, no time zone involved). */
export const addDaysIso = addDaysToIsoDate;

/** Spec 02 §9 date display: MMM d, yyyy. */
export const displayDate = (date: string) => format(parseISO(date), "MMM d, yyyy");

/** Inclusive calendar days in the agency's zone and the instants bounding them (`end` exclusive). */
export type DayRange = { from: string; to: string; start: Date; end: Date };

/** The range of days `from`..`to` (yyyy-MM-dd, both included) in the agency's zone. */
export const dayRange = (from: string, to: string, timeZone: string): DayRange => ({
  from,
  to,
  start: agencyDay(timeZone, from).start,
  end: agencyDay(timeZone, to).end,
});
