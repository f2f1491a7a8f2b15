/**
 * The schedule is kept in the agency's time zone (not the browser's): a member travelling, or an admin in
 * another state, sees the same week, days and times as the station.
 */
import { TZDate } from "@date-fns/tz";
import { addDays, addWeeks, format, isValid, parseISO, startOfWeek } from "date-fns";

/** yyyy-MM-dd of the Monday starting the week that holds `date` in the zone. */
export function weekStartOf(date: Date, timeZone: string): string {
  return format(startOfWeek(new TZDate(date, timeZone), { weekStartsOn: 1 }), "yyyy-MM-dd");
}

/** A yyyy-MM-dd from the URL, snapped to its week's Monday; null when missing or malformed. */
export function parseWeekParam(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parseISO(value);
  if (!isValid(date)) return null;
  return format(startOfWeek(date, { weekStartsOn: 1 }), "yyyy-MM-dd");
}

/** The 7 days (yyyy-MM-dd) of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  const start = parseISO(monday);
  return Array.from({ length: 7 }, (_, i) => format(addDays(start, i), "yyyy-MM-dd"));
}

export function shiftWeek(monday: string, weeks: number): string {
  return format(addWeeks(parseISO(monday), weeks), "yyyy-MM-dd");
}

/** The calendar day (yyyy-MM-dd) an instant falls on in the zone. */
export function localDay(iso: string, timeZone: string): string {
  return format(new TZDate(iso, timeZone), "yyyy-MM-dd");
}

/** "Mon, Jan 6" for a yyyy-MM-dd. */
export function dayLabel(day: string, pattern = "EEE, MMM d"): string {
  return format(parseISO(day), pattern);
}

/** "Jan 6 – 12, 2025" or "Dec 30, 2024 – Jan 5, 2025". */
export function weekLabel(monday: string): string {
  const start = parseISO(monday);
  const end = addDays(start, 6);
  if (start.getFullYear() !== end.getFullYear())
    return `${format(start, "MMM d, yyyy")} – ${format(end, "MMM d, yyyy")}`;
  if (start.getMonth() !== end.getMonth()) return `${format(start, "MMM d")} – ${format(end, "MMM d, yyyy")}`;
  return `${format(start, "MMM d")} – ${format(end, "d, yyyy")}`;
}

/** "{day}T{time}" for a datetime-local input. */
export const atTime = (day: string, time: string) => `${day}T${time}`;

export function nextDay(day: string): string {
  return format(addDays(parseISO(day), 1), "yyyy-MM-dd");
}
