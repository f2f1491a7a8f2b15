/**
 * FLSA, the module's public face: overtime over a range of days, for the analytics charts. The counting is
 * flsa.service.ts's (see its top), written as one SQL statement: the agency's work periods whose last day falls
 * in the range (generate_series from the period holding `from`), each member's minutes inside each period
 * (punches when both exist, else the schedule from the check-in), overtime above the period's threshold for
 * non-exempt members, in the month the period ends.
 */
import { workPeriodContaining } from "@rollcall/shared/flsa";
import { MAX_SHIFT_HOURS } from "@rollcall/shared/scheduling";
import { flsaThresholdHours } from "@rollcall/shared/staffing";
import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { addDaysIso, agencyDay, agencyYear, type DayRange, daysBetween } from "../../lib/dates";
import { queryRows } from "../../lib/sql";
import { getStaffingSettings } from "../staffing/staffing.queries";

/** FLSA overtime pays half again the regular rate. */
export const OVERTIME_PAY_FACTOR = 1.5;

export type OvertimeFigure = {
  month: string;
  userId: string;
  name: string;
  overtimeHours: number;
  costCents: number;
};

/**
 * Overtime hours per member and month, and their cost: overtime × 1.5 × the member's average hourly rate on
 * the period's shifts that carry one (none: 0). Only members with overtime are listed.
 */
export async function overtimeFigures(
  tx: Transaction,
  q: DayRange & { agencyId: string; timeZone: string },
): Promise<OvertimeFigure[]> {
  const settings = await getStaffingSettings(tx);
  const days = settings.flsaPeriodDays;
  const anchor = settings.flsaPeriodStart ?? `${agencyYear(q.timeZone)}-01-01`;
  const first = workPeriodContaining(anchor, days, q.from).start;
  // The whole periods from `first` that end by `to`.
  const periods = Math.floor((daysBetween(first, q.to) + 1) / days);
  if (periods <= 0) return [];
  const from = agencyDay(q.timeZone, first).start;
  const until = agencyDay(q.timeZone, addDaysIso(first, periods * days)).start;
  const threshold = flsaThresholdHours(settings.flsaStandard, days);
  const countedStart = sql`coalesce(s.actual_start_time, s.start_time)`;
  const countedEnd = sql`case when s.actual_start_time is not null and s.actual_end_time is not null
    then s.actual_end_time else greatest(s.end_time, coalesce(s.actual_start_time, s.start_time)) end`;
  // Each shift read once (the start-time index bounds the range) and split over the periods it touches: period k
  // starts on first + k × days at local midnight. A shift's first period is found by arithmetic on the instant
  // (within an hour of the truth across a daylight-saving change), so it is joined to that period and its two
  // neighbours by their number, and the overlap decides.
  const period = days * 86_400;
  return queryRows<OvertimeFigure>(
    tx,
    sql`
    with periods as materialized (
      select k, ${first}::date + k * ${days}::int + ${days - 1}::int as last_day,
        ((${first}::date + k * ${days}::int)::timestamp at time zone ${q.timeZone}) as t0,
        ((${first}::date + (k + 1) * ${days}::int)::timestamp at time zone ${q.timeZone}) as t1
      from generate_series(0, ${periods - 1}::int) k
    ), counted as (
      select s.user_id, s.hourly_rate_cents as rate, ${countedStart} as cs, ${countedEnd} as ce
      from shifts s
      where s.agency_id = ${q.agencyId} and s.user_id is not null
        and s.status in ('scheduled', 'active', 'completed')
        and s.start_time > ${from.toISOString()}::timestamptz - make_interval(hours => ${MAX_SHIFT_HOURS}::int)
        and s.start_time < ${until.toISOString()}::timestamptz + interval '1 day'
    ), pieces as (
      select c.user_id, c.rate, p.last_day,
        extract(epoch from least(c.ce, p.t1) - greatest(c.cs, p.t0)) as seconds
      from counted c
      cross join (values (-1), (0), (1), (2)) o(step)
      join periods p on p.k = floor(extract(epoch from c.cs - ${from.toISOString()}::timestamptz) / ${period}::int)::int + o.step
      where c.ce > p.t0 and c.cs < p.t1
    ), worked as (
      select user_id, last_day, round(sum(seconds) / 60) as minutes, avg(rate) as rate
      from pieces group by user_id, last_day
    ), overtime as (
      select w.user_id, w.last_day, w.rate,
        greatest(0, round(w.minutes * 100 / 60) / 100 - ${threshold}::numeric) as hours
      from worked w
    )
    select to_char(o.last_day, 'YYYY-MM') as month, u.id as "userId",
      trim(u.first_name || ' ' || u.last_name) as name,
      sum(o.hours)::float8 as "overtimeHours",
      sum(round(o.hours * ${OVERTIME_PAY_FACTOR}::numeric * coalesce(o.rate, 0)))::float8 as "costCents"
    from overtime o
    join users u on u.agency_id = ${q.agencyId} and u.id = o.user_id and not u.flsa_exempt
    where o.hours > 0
    group by 1, u.id, u.first_name, u.last_name
    order by 1, u.last_name, u.first_name, u.id`,
  );
}
