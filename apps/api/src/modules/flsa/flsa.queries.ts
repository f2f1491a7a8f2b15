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
import { agencyYear, type DayRange } from "../../lib/dates";
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
  const threshold = flsaThresholdHours(settings.flsaStandard, days);
  const countedStart = sql`coalesce(s.actual_start_time, s.start_time)`;
  const countedEnd = sql`case when s.actual_start_time is not null and s.actual_end_time is not null
    then s.actual_end_time else greatest(s.end_time, coalesce(s.actual_start_time, s.start_time)) end`;
  return queryRows<OvertimeFigure>(
    tx,
    sql`
    with periods as (
      select (p::date + ${days - 1}::int) as last_day,
        (p::date::timestamp at time zone ${q.timeZone}) as t0,
        ((p::date + ${days}::int)::timestamp at time zone ${q.timeZone}) as t1
      from generate_series(${first}::date, ${q.to}::date, make_interval(days => ${days}::int)) p
      where p::date + ${days - 1}::int <= ${q.to}::date
    ), worked as (
      select s.user_id, p.last_day,
        round(sum(extract(epoch from least(${countedEnd}, p.t1) - greatest(${countedStart}, p.t0))) / 60) as minutes,
        avg(s.hourly_rate_cents) as rate
      from periods p
      join shifts s on s.agency_id = ${q.agencyId} and s.user_id is not null
        and s.status in ('scheduled', 'active', 'completed')
        and s.start_time > p.t0 - make_interval(hours => ${MAX_SHIFT_HOURS}::int) and s.start_time < p.t1 + interval '1 day'
        and ${countedStart} < p.t1 and ${countedEnd} > p.t0
      group by s.user_id, p.last_day
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
