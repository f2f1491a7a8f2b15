/** Days as an agency lives them: in its own time zone, whatever the server's. */
import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";

/** "Today" (or `date`) in the agency's zone, as yyyy-MM-dd and as the UTC instants of its first and next midnight. */
export function agencyDay(timeZone: string, date?: string) {
  const day = date ?? format(new TZDate(Date.now(), timeZone), "yyyy-MM-dd");
  const [y, m, d] = day.split("-").map(Number);
  const start = new TZDate(y, m - 1, d, timeZone);
  return { date: day, start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}
