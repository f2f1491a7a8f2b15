import { TZDate } from "@date-fns/tz";
import { format, formatDistanceToNowStrict, parseISO } from "date-fns";

/**
 * The one home for date display and the agency's calendar. A moment (an ISO timestamp) is shown as wall-clock
 * time in the agency's zone, or the browser's own until the agency's zone has loaded; a calendar date
 * (yyyy-MM-dd) has no zone.
 */

/** A moment (ISO text, epoch milliseconds or a Date) as wall-clock time in the agency's zone (the browser's own
 * until the agency has loaded). */
export function inZone(value: string | number | Date, timeZone: string | undefined) {
  const ms =
    typeof value === "string" ? Date.parse(value) : typeof value === "number" ? value : value.getTime();
  return timeZone ? new TZDate(ms, timeZone) : new Date(ms);
}

const nowIn = (timeZone: string | undefined) => (timeZone ? new TZDate(Date.now(), timeZone) : new Date());

/** Spec 02 §9 date display: "Mar 4, 2025", from a calendar date (yyyy-MM-dd) or a moment. */
export function formatDate(value: string, timeZone?: string) {
  return format(value.length === 10 ? parseISO(value) : inZone(value, timeZone), "MMM d, yyyy");
}

/** "Mar 4, 2025" for a moment, in the agency's zone when known. */
export const formatMomentDate = (value: string, timeZone: string | undefined) =>
  format(inZone(value, timeZone), "MMM d, yyyy");

/** "Mar 4, 2025 14:32" for a moment, in the agency's zone when known; "" for none. */
export const formatMoment = (value: string | null, timeZone: string | undefined) =>
  value ? format(inZone(value, timeZone), "MMM d, yyyy HH:mm") : "";

/** "Mar 4, 2025 at 14:32" for a moment, in the agency's zone when known. */
export const formatMomentAt = (value: string, timeZone: string | undefined) =>
  format(inZone(value, timeZone), "MMM d, yyyy 'at' HH:mm");

/** "Mar 4, 2025 · 14:32" in the agency's zone. */
export const formatDateTime = (value: string, timeZone: string | undefined) =>
  format(inZone(value, timeZone), "MMM d, yyyy · HH:mm");

/** 24-hour clock time, the way emergency services read it: "07:00". */
export const formatTime = (value: string | number | Date, timeZone: string | undefined) =>
  format(inZone(value, timeZone), "HH:mm");

/** "14:32:05" for a moment, in the agency's zone when known. */
export const formatClock = (value: string, timeZone: string | undefined) =>
  format(inZone(value, timeZone), "HH:mm:ss");

/**
 * "07:00 – 19:00", with the day added to an end on another day ("07:00 – Nov 23, 07:00"). In a list about one
 * day (`day`, yyyy-MM-dd), a start on an earlier day carries its date too ("Nov 22, 07:00 – Nov 23, 07:00").
 */
export function formatTimeRange(start: string, end: string, timeZone: string | undefined, day?: string) {
  const s = inZone(start, timeZone);
  const e = inZone(end, timeZone);
  const startDay = format(s, "yyyy-MM-dd");
  const from = day !== undefined && startDay !== day ? format(s, "MMM d, HH:mm") : format(s, "HH:mm");
  return `${from} – ${startDay === format(e, "yyyy-MM-dd") ? format(e, "HH:mm") : format(e, "MMM d, HH:mm")}`;
}

/** A weekday heading for a calendar date (yyyy-MM-dd): "Saturday, November 22, 2025". */
export const formatLongDate = (date: string) => format(parseISO(date), "EEEE, MMMM d, yyyy");

/** "2025-03" → "Mar 2025" / "Mar". */
export const formatMonth = (month: string, withYear = true) =>
  format(parseISO(`${month}-01`), withYear ? "MMM yyyy" : "MMM");

/** "5 minutes ago", "2 days ago". */
export const timeAgo = (value: string) => formatDistanceToNowStrict(parseISO(value), { addSuffix: true });

/** The agency's calendar date (yyyy-MM-dd) now; the browser's own until the agency's zone has loaded. */
export const todayIn = (timeZone: string | undefined) => format(nowIn(timeZone), "yyyy-MM-dd");

/** A moment as a datetime-local input holds it, in the agency's zone: "2025-03-04T14:32"; "" for none. */
export const toLocalInput = (value: string | null, timeZone: string | undefined) =>
  value ? format(inZone(value, timeZone), "yyyy-MM-dd'T'HH:mm") : "";

/** Now as a datetime-local value in the agency's zone. */
export const nowLocalInput = (timeZone: string | undefined) => format(nowIn(timeZone), "yyyy-MM-dd'T'HH:mm");

/** "in 12 days", "today", "9 days ago" for a day count relative to today. */
export function describeDays(days: number) {
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days === -1) return "yesterday";
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

/** 330 → "5:30" (minutes and seconds), 4000 → "1:06:40". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/**
 * A datetime-local value ("2025-03-04T14:32", wall-clock time in the agency's zone) as an instant with its
 * offset ("2025-03-04T14:32:00.000-05:00"), as the NERIS fields take it; null when it is not such a value.
 */
export function fromLocalInput(value: string, timeZone: string | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((p) => Number(p ?? 0));
  const date = timeZone ? new TZDate(y, mo - 1, d, h, mi, s, timeZone) : new Date(y, mo - 1, d, h, mi, s);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
