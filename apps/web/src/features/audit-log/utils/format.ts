import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

const inZone = (iso: string, timeZone: string | undefined) => {
  const ms = Date.parse(iso);
  return timeZone ? new TZDate(ms, timeZone) : new Date(ms);
};

/** "Mar 4, 2025" for a moment, in the agency's zone when known. */
export const formatDay = (iso: string, timeZone: string | undefined) =>
  format(inZone(iso, timeZone), "MMM d, yyyy");

/** "14:32:05" for a moment, in the agency's zone when known. */
export const formatClock = (iso: string, timeZone: string | undefined) =>
  format(inZone(iso, timeZone), "HH:mm:ss");

/** The first 8 characters of a record id, as the users screen shortens ids. */
export const shortId = (id: string) => id.slice(0, 8);
