import { format } from "date-fns";
import { inZone } from "@/lib/dates";

/** Clock time, with the date when it is not on today's date in the agency's zone: "06:57" or "Nov 21, 06:57". */
export function formatMomentFromToday(
  value: string | number | Date,
  timeZone: string | undefined,
  now = Date.now(),
) {
  const d = inZone(value, timeZone);
  const today = format(inZone(now, timeZone), "yyyy-MM-dd");
  return format(d, format(d, "yyyy-MM-dd") === today ? "HH:mm" : "MMM d, HH:mm");
}

/**
 * A shift's times seen from today: "07:00 – 19:00", "22:00 – Nov 23, 07:00", "Nov 21, 07:00 – Nov 22, 07:00".
 * A date is added to each end that is not today, and to the end when it falls on another day than the start.
 */
export function formatShiftTimes(start: string, end: string, timeZone: string | undefined, now = Date.now()) {
  const s = inZone(start, timeZone);
  const e = inZone(end, timeZone);
  const day = (d: Date) => format(d, "yyyy-MM-dd");
  const today = day(inZone(now, timeZone));
  const endWithDate = day(e) !== today || day(e) !== day(s);
  return `${formatMomentFromToday(start, timeZone, now)} – ${format(e, endWithDate ? "MMM d, HH:mm" : "HH:mm")}`;
}

/** Short zone name for a label, e.g. "CST" or "UTC". */
export function zoneName(timeZone: string | undefined, at: Date = new Date()) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: timeZone ?? undefined,
    timeZoneName: "short",
  }).formatToParts(at);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? "";
}

/** Elapsed time as a running stopwatch: "7:05:09" (hours are not capped at 24). */
export function formatElapsed(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/** Elapsed time in words for screen readers: "7 hours 5 minutes". */
export function describeElapsed(ms: number) {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h ? `${h} ${h === 1 ? "hour" : "hours"} ` : "";
  return `${hours}${m} ${m === 1 ? "minute" : "minutes"}`;
}
