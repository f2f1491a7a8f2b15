import { DEFAULT_RANGE_MONTHS } from "@rollcall/shared/incidents";
import { format, parseISO, subMonths } from "date-fns";
import type { DateRange } from "@/components/ui/date-range-fields";

/** A range of incident dates (yyyy-MM-dd, inclusive, in the agency's zone). */
export type { DateRange };

/** The last 12 months up to today: the server's default, spelled out so the inputs show it. */
export function defaultRange(today: string): DateRange {
  const from = subMonths(parseISO(today), DEFAULT_RANGE_MONTHS);
  from.setDate(from.getDate() + 1);
  return { from: format(from, "yyyy-MM-dd"), to: today };
}

export const rangeQuery = (range: DateRange) => new URLSearchParams(range).toString();
