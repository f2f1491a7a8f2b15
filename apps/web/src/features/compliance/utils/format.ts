import { TZDate } from "@date-fns/tz";
import { format, parseISO } from "date-fns";

/** Spec 02 §9 date display: "Mar 4, 2025", from a calendar date (yyyy-MM-dd). */
export const formatDate = (date: string) => format(parseISO(date), "MMM d, yyyy");

/** "Mar 4, 2025 at 14:32" for a moment, in the agency's zone when known. */
export function formatMoment(value: string, timeZone: string | undefined) {
  const ms = Date.parse(value);
  return format(timeZone ? new TZDate(ms, timeZone) : new Date(ms), "MMM d, yyyy 'at' HH:mm");
}

/** The agency's calendar date (yyyy-MM-dd) now; the browser's own until the agency's zone has loaded. */
export function todayIn(timeZone: string | undefined) {
  return format(timeZone ? new TZDate(Date.now(), timeZone) : new Date(), "yyyy-MM-dd");
}

/** "in 12 days", "today", "9 days ago" for a day count relative to today. */
export function describeDays(days: number) {
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days === -1) return "yesterday";
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

/** "Expires in 12 days" / "Expired 9 days ago" / "Expires today". */
export function describeExpiry(days: number) {
  return days < 0 ? `Expired ${describeDays(days)}` : `Expires ${describeDays(days)}`;
}

/** 1536 → "1.5 KB". */
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
