import { TZDate } from "@date-fns/tz";
import { format, parseISO } from "date-fns";

/** Spec 02 §9 date display: "Mar 4, 2025", from a calendar date (yyyy-MM-dd). */
export const formatDate = (date: string) => format(parseISO(date), "MMM d, yyyy");

/** "Mar 4, 2025" for a moment, in the agency's zone when known. */
export function formatMomentDate(value: string, timeZone: string | undefined) {
  const ms = Date.parse(value);
  return format(timeZone ? new TZDate(ms, timeZone) : new Date(ms), "MMM d, yyyy");
}

/** The agency's calendar date (yyyy-MM-dd) now; the browser's own until the agency's zone has loaded. */
export function todayIn(timeZone: string | undefined) {
  return format(timeZone ? new TZDate(Date.now(), timeZone) : new Date(), "yyyy-MM-dd");
}

/** Course hours as the spec shows them: "1 hour", "1.5 hours", "8 hours". */
export const formatHours = (hours: number) => `${hours} ${hours === 1 ? "hour" : "hours"}`;

/** Compact hours for tables and charts: "1.5 h". */
export const formatHoursShort = (hours: number) => `${Number.isInteger(hours) ? hours : hours.toFixed(1)} h`;

/** "67%", or an em dash when there is nothing to rate. */
export const formatRate = (rate: number | null) => (rate === null ? "—" : `${rate}%`);
