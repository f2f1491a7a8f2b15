import { TZDate } from "@date-fns/tz";
import type { Equipment } from "@rollcall/shared/equipment";
import { format, parseISO } from "date-fns";

/** Spec 02 §9 date display: "Mar 4, 2025", from a calendar date (yyyy-MM-dd). */
export const formatDate = (date: string) => format(parseISO(date), "MMM d, yyyy");

/** The agency's calendar date (yyyy-MM-dd) now; the browser's own until the agency's zone has loaded. */
export function todayIn(timeZone: string | undefined) {
  return format(timeZone ? new TZDate(Date.now(), timeZone) : new Date(), "yyyy-MM-dd");
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "Due in 3 days", "Due today", "Overdue by 2 days", "Not scheduled". */
export function describeMaintenance(item: Pick<Equipment, "daysUntilMaintenance">) {
  const days = item.daysUntilMaintenance;
  if (days === null) return "Not scheduled";
  if (days === 0) return "Due today";
  if (days === 1) return "Due tomorrow";
  return days > 0 ? `Due in ${plural(days, "day")}` : `Overdue by ${plural(-days, "day")}`;
}
