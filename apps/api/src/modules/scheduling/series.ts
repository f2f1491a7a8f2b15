/**
 * Recurring series on the stored shifts: the rule a form describes, its occurrences, the recurrence columns
 * every occurrence carries, "this and following" targets, and moving following occurrences with an edit.
 */
import { TZDate } from "@date-fns/tz";
import {
  type DayOfWeek,
  MAX_SERIES_OCCURRENCES,
  SHIFT_MESSAGES,
  type ShiftEditScope,
} from "@rollcall/shared/scheduling";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { type Shift, shifts } from "../../db/schema/scheduling";
import { daysBetween } from "../../lib/dates";
import { badRequest } from "../../lib/errors";
import { addLocalDays, type Interval, localDateOf, type SeriesRule, seriesOccurrences } from "./recurrence";

export const SERIES_OVERLAPS =
  "Shifts in this series would overlap each other. Shorten the shift or space them out.";
const NO_OCCURRENCES = "No shift of this series falls on or before the end date";

export function ruleOf(v: {
  recurringPattern: SeriesRule["pattern"] | null;
  recurrenceInterval: number | null;
  recurrenceDaysOfWeek: readonly DayOfWeek[];
  recurringEndDate: string | null;
  recurrenceCount: number | null;
}): SeriesRule {
  return {
    pattern: v.recurringPattern ?? "daily",
    interval: v.recurrenceInterval ?? 1,
    daysOfWeek: v.recurrenceDaysOfWeek,
    endDate: v.recurringEndDate,
    count: v.recurrenceCount,
  };
}

/** Expands a series, or refuses it with the field that has to change. */
export function expandSeries(first: Interval, rule: SeriesRule, timeZone: string) {
  if (rule.endDate && rule.endDate < localDateOf(first.start, timeZone))
    throw badRequest(SHIFT_MESSAGES.endDateBeforeStart, {
      recurringEndDate: SHIFT_MESSAGES.endDateBeforeStart,
    });
  const { occurrences, truncated } = seriesOccurrences(first, rule, timeZone, MAX_SERIES_OCCURRENCES);
  const field = rule.count && !rule.endDate ? "recurrenceCount" : "recurringEndDate";
  if (truncated) throw badRequest(SHIFT_MESSAGES.seriesTooLarge, { [field]: SHIFT_MESSAGES.seriesTooLarge });
  if (!occurrences.length) throw badRequest(NO_OCCURRENCES, { recurringEndDate: NO_OCCURRENCES });
  return occurrences;
}

/** Recurrence columns as stored on every occurrence, so any of them can show its series' rule. */
export function recurrenceColumns(recurring: boolean, rule: SeriesRule) {
  if (!recurring)
    return {
      isRecurring: false,
      recurringPattern: null,
      recurrenceInterval: 1,
      recurrenceDaysOfWeek: null,
      recurringEndDate: null,
      recurrenceCount: null,
    };
  return {
    isRecurring: true,
    recurringPattern: rule.pattern,
    recurrenceInterval: rule.interval,
    recurrenceDaysOfWeek: rule.pattern === "weekly" ? [...rule.daysOfWeek] : null,
    recurringEndDate: rule.endDate,
    recurrenceCount: rule.count,
  };
}

/** The later occurrences of a series (from `row` on), oldest first; a lone shift is its own list. */
export async function seriesFrom(tx: Transaction, row: Shift, scopeKind: ShiftEditScope): Promise<Shift[]> {
  if (scopeKind !== "following" || !row.seriesId) return [row];
  return tx
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.agencyId, row.agencyId),
        eq(shifts.seriesId, row.seriesId),
        gte(shifts.startTime, row.startTime),
      ),
    )
    .orderBy(asc(shifts.startTime));
}

/** A started or finished occurrence keeps its record when the rest of the series changes. */
export const settled = (s: Shift) => s.status === "completed" || s.checkedIn;

export type Moved = { id: string; start: Date; end: Date };

/**
 * New times of each target when the edited occurrence `row` gets `start`..`end`: it gets the form's times;
 * each other target moves by the same number of days, to the same wall-clock time and duration.
 */
export function movedTimes(row: Shift, targets: Shift[], start: Date, end: Date, tz: string): Moved[] {
  const timesChanged = start.getTime() !== row.startTime.getTime() || end.getTime() !== row.endTime.getTime();
  const dayShift = daysBetween(localDateOf(row.startTime, tz), localDateOf(start, tz));
  const duration = end.getTime() - start.getTime();
  const wallClock = new TZDate(start.getTime(), tz);
  return targets.map((t) => {
    if (!timesChanged) return { id: t.id, start: t.startTime, end: t.endTime };
    if (t.id === row.id) return { id: t.id, start, end };
    const day = new TZDate(addLocalDays(t.startTime, dayShift, tz).getTime(), tz);
    const s = new Date(
      new TZDate(
        day.getFullYear(),
        day.getMonth(),
        day.getDate(),
        wallClock.getHours(),
        wallClock.getMinutes(),
        0,
        0,
        tz,
      ).getTime(),
    );
    return { id: t.id, start: s, end: new Date(s.getTime() + duration) };
  });
}

/** New start and end per row in one statement (each following occurrence moves to its own day). */
export async function setTimes(tx: Transaction, agencyId: string, moved: Moved[]) {
  for (let i = 0; i < moved.length; i += 1000) {
    const slice = moved.slice(i, i + 1000);
    await tx.execute(sql`
      update shifts as s set start_time = v.st, end_time = v.en, updated_at = now()
      from unnest(
        ${`{${slice.map((m) => m.id).join(",")}}`}::uuid[],
        ${`{${slice.map((m) => m.start.toISOString()).join(",")}}`}::timestamptz[],
        ${`{${slice.map((m) => m.end.toISOString()).join(",")}}`}::timestamptz[]
      ) as v(id, st, en)
      where s.agency_id = ${agencyId} and s.id = v.id`);
  }
}
