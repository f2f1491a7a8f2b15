import { TZDate } from "@date-fns/tz";
import { format, parseISO } from "date-fns";

/** Spec 02 §9 date display: "Mar 4, 2025", from a calendar date (yyyy-MM-dd). */
export const formatDate = (date: string) => format(parseISO(date), "MMM d, yyyy");

const inZone = (iso: string, timeZone: string | undefined) => {
  const ms = Date.parse(iso);
  return timeZone ? new TZDate(ms, timeZone) : new Date(ms);
};

/** "Mar 4, 2025" for a moment, in the agency's zone when known. */
export const formatMomentDate = (iso: string, timeZone: string | undefined) =>
  format(inZone(iso, timeZone), "MMM d, yyyy");

/** "Mar 4, 2025 14:32" for a moment, in the agency's zone when known. */
export const formatMoment = (iso: string | null, timeZone: string | undefined) =>
  iso ? format(inZone(iso, timeZone), "MMM d, yyyy HH:mm") : "";

/** "14:32" for a moment. */
export const formatTime = (iso: string, timeZone: string | undefined) =>
  format(inZone(iso, timeZone), "HH:mm");

/** A moment as a datetime-local input holds it, in the agency's zone: "2025-03-04T14:32". */
export const toLocalInput = (iso: string | null, timeZone: string | undefined) =>
  iso ? format(inZone(iso, timeZone), "yyyy-MM-dd'T'HH:mm") : "";

/** The agency's calendar date (yyyy-MM-dd) now; the browser's own until the agency's zone has loaded. */
export const todayIn = (timeZone: string | undefined) =>
  format(timeZone ? new TZDate(Date.now(), timeZone) : new Date(), "yyyy-MM-dd");

/** Now as a datetime-local value in the agency's zone. */
export const nowLocalInput = (timeZone: string | undefined) =>
  format(timeZone ? new TZDate(Date.now(), timeZone) : new Date(), "yyyy-MM-dd'T'HH:mm");

/** 330 → "5:30" (minutes and seconds), 4000 → "1:06:40". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** 330 → "5 min 30 s", for screen readers and hints. */
export function describeDuration(seconds: number | null): string {
  if (seconds === null) return "no data";
  const total = Math.round(seconds);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return m ? `${m} min${s ? ` ${s} s` : ""}` : `${s} s`;
}

/** "2025-03" → "Mar 2025" / "Mar". */
export const formatMonth = (month: string, withYear = true) =>
  format(parseISO(`${month}-01`), withYear ? "MMM yyyy" : "MMM");

export const formatDollars = (amount: number) =>
  amount.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
