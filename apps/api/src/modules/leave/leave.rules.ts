/**
 * The leave rules that read the schedule: what a request costs (the member's shifts starting on those days), which of
 * their shifts approval opens, how many members are already away, and the staffing gaps approval would open.
 * Everything runs in the caller's transaction.
 */
import { LEAVE_DEFAULT_WEEKDAY_MINUTES } from "@rollcall/shared/leave";
import { and, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { shifts } from "../../db/schema/scheduling";
import { agencyDay } from "../../lib/dates";
import { getStaffingSettings } from "../staffing";

export type LeaveWindow = { userId: string; startDate: string; endDate: string };

/** The agency's leave rules, from its staffing settings (the shared defaults before the first save). */
export async function leaveRules(tx: Transaction) {
  const s = await getStaffingSettings(tx);
  return {
    maxConcurrent: s.leaveMaxConcurrent,
    minNoticeDays: s.leaveMinNoticeDays,
    blockedDates: s.leaveBlockedDates,
  };
}

/** The instants the leave covers: the agency's midnight of the first day to its midnight after the last. */
export function leaveInstants(timeZone: string, startDate: string, endDate: string) {
  return { start: agencyDay(timeZone, startDate).start, end: agencyDay(timeZone, endDate).end };
}

/** Every yyyy-MM-dd from start to end, both included. */
export function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let d = startDate; d <= endDate; d = nextDay(d)) days.push(d);
  return days;
}
const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The member's shifts that belong to the leave days: those that START on one of them (agency zone). A night
 * shift belongs to the day it starts on; the morning it ends on is not a day of it.
 */
const shiftsStartingIn = (agencyId: string, w: LeaveWindow, start: Date, end: Date) =>
  and(
    eq(shifts.agencyId, agencyId),
    eq(shifts.userId, w.userId),
    gte(shifts.startTime, start),
    lt(shifts.startTime, end),
  );

/** What a leave draws, and why (decision 021). */
export type LeaveDraw = {
  minutes: number;
  /** The member's shifts (scheduled, under way or worked) starting in the leave days: their length is the draw. */
  shifts: number;
  /** With no such shift: the weekdays of the leave, drawn at the standard day (8 h) each. */
  standardDays: number;
};

/**
 * What the leave draws (decision 021): each day of it draws the whole length of the member's shifts that start
 * on that day (scheduled, under way or worked); when no shift of theirs starts on any of its days (day workers,
 * volunteers), each weekday (Monday to Friday) draws the standard 8 hours and weekends nothing.
 */
export async function leaveDraw(
  tx: Transaction,
  agencyId: string,
  timeZone: string,
  w: LeaveWindow,
): Promise<LeaveDraw> {
  const { start, end } = leaveInstants(timeZone, w.startDate, w.endDate);
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      minutes: sql<number>`coalesce(round(sum(extract(epoch from ${shifts.endTime} - ${shifts.startTime})) / 60), 0)::int`,
    })
    .from(shifts)
    .where(
      and(
        shiftsStartingIn(agencyId, w, start, end),
        inArray(shifts.status, ["scheduled", "active", "completed"]),
      ),
    );
  if (row && row.count > 0) return { minutes: row.minutes, shifts: row.count, standardDays: 0 };
  const weekdays = daysOf(w.startDate, w.endDate).filter((d) => {
    const dow = new Date(`${d}T00:00:00Z`).getUTCDay();
    return dow !== 0 && dow !== 6;
  }).length;
  return { minutes: weekdays * LEAVE_DEFAULT_WEEKDAY_MINUTES, shifts: 0, standardDays: weekdays };
}

/** What the leave costs, in minutes (leaveDraw). */
export async function leaveMinutes(tx: Transaction, agencyId: string, timeZone: string, w: LeaveWindow) {
  return (await leaveDraw(tx, agencyId, timeZone, w)).minutes;
}

/**
 * The member's scheduled shifts starting in the leave days that have not started yet: approval makes them open
 * shifts (locked for that; the impact preview only reads them).
 */
export async function shiftsToOpen(
  tx: Transaction,
  agencyId: string,
  timeZone: string,
  w: LeaveWindow,
  { lock = false } = {},
) {
  const { start, end } = leaveInstants(timeZone, w.startDate, w.endDate);
  const query = tx
    .select({ id: shifts.id, title: shifts.title, startTime: shifts.startTime, endTime: shifts.endTime })
    .from(shifts)
    .where(
      and(
        shiftsStartingIn(agencyId, w, start, end),
        eq(shifts.status, "scheduled"),
        gt(shifts.startTime, sql`now()`),
      ),
    )
    .orderBy(shifts.startTime);
  return lock ? query.for("update") : query;
}

/**
 * The first day of the leave on which `max` other members already have approved leave (approving would put
 * one more away than the agency allows), or null.
 */
export async function dayOverMax(
  tx: Transaction,
  agencyId: string,
  w: LeaveWindow,
  max: number,
): Promise<string | null> {
  const result = await tx.execute(sql`
    select to_char(d, 'YYYY-MM-DD') as day
    from generate_series(${w.startDate}::date, ${w.endDate}::date, interval '1 day') as d
    left join leave_requests lr
      on lr.agency_id = ${agencyId} and lr.status = 'approved' and lr.user_id <> ${w.userId}
      and lr.start_date <= d::date and lr.end_date >= d::date
    group by d
    having count(distinct lr.user_id) >= ${max}
    order by d
    limit 1`);
  const rows = (result as unknown as { rows: Array<{ day: string }> }).rows;
  return rows[0]?.day ?? null;
}
