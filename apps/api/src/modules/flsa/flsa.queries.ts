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
import { type SQL, sql } from "drizzle-orm";
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
  const punched = sql`s.actual_start_time is not null and s.actual_end_time is not null`;
  const countedEnd = sql`case when ${punched}
    then s.actual_end_time else greatest(s.end_time, ${countedStart}) end`;
  // Each shift is read once (the start-time index bounds the range) and placed in the period holding its start:
  // period k starts on first + k × days at local midnight, so k is the local day's distance from `first` divided
  // by `days` (exact across daylight-saving changes). A shift shorter than a period touches that period and at
  // most the next: one hash join to the period gives both parts, summed per member, period and kind (punched or
  // scheduled) in the same pass, the next period's part then moved there. A longer one (a punch left open for
  // days) is split over every period it overlaps. Instants are epoch milliseconds (float8, exact for whole
  // milliseconds): cheaper to sum than intervals. Punched and scheduled minutes are rounded apart, as the
  // report rounds them; the rate averages the shifts with one on the member's pieces in the period.
  const ms = (t: SQL) => sql`round(date_part('epoch', ${t}) * 1000)`;
  const boundary = (k: SQL) =>
    ms(sql`(${first}::date + (${k}) * ${days}::int)::timestamp at time zone ${q.timeZone}`);
  // Shorter than the shortest a period can be (a daylight-saving change takes an hour off).
  const long = sql`(${countedEnd}) - (${countedStart}) >= make_interval(hours => ${days * 24 - 1}::int)`;
  const counted = (which: SQL) => sql`
      select s.user_id, s.hourly_rate_cents as rate, ${punched} as punched, ${ms(countedStart)} as cs,
        ${ms(countedEnd)} as ce,
        greatest(0, ((${countedStart} at time zone ${q.timeZone})::date - ${first}::date) / ${days}::int) as ks
      from shifts s
      where s.agency_id = ${q.agencyId} and s.user_id is not null
        and s.status in ('scheduled', 'active', 'completed')
        and s.start_time > ${from.toISOString()}::timestamptz - make_interval(hours => ${MAX_SHIFT_HOURS}::int)
        and s.start_time < ${until.toISOString()}::timestamptz + interval '1 day'
        and ${which}`;
  const minutes = (total: string) => sql.raw(`round(coalesce(${total}, 0)::numeric / 60000)`);
  return queryRows<OvertimeFigure>(
    tx,
    sql`
    with periods as materialized (
      select k, ${first}::date + k * ${days}::int + ${days - 1}::int as last_day,
        ${boundary(sql`k`)} as t0, ${boundary(sql`k + 1`)} as t1, ${boundary(sql`k + 2`)} as t2
      from generate_series(0, ${periods - 1}::int) k
    ), short as (
      select c.user_id, p.k, c.punched,
        sum(least(c.ce, p.t1) - greatest(c.cs, p.t0)) as own, sum(greatest(0, c.ce - p.t1)) as next,
        sum(c.rate) as rate, count(c.rate) as rates,
        sum(c.rate) filter (where c.ce > p.t1) as next_rate, count(c.rate) filter (where c.ce > p.t1) as next_rates,
        count(*) filter (where c.ce > p.t1) as spills
      from (${counted(sql`not (${long})`)}) c
      join periods p on p.k = c.ks
      where c.ce > p.t0
      group by c.user_id, p.k, c.punched
    ), parts as (
      select user_id, k, punched, own as len, rate, rates from short
      union all
      select user_id, k + 1, punched, next, next_rate, next_rates from short
      where spills > 0 and k + 1 < ${periods}::int
      union all
      select c.user_id, p.k, c.punched, least(c.ce, p.t1) - greatest(c.cs, p.t0), c.rate, (c.rate is not null)::int
      from (${counted(long)}) c
      join periods p on c.ce > p.t0 and c.cs < p.t1
    ), worked as (
      select user_id, k, ${minutes("sum(len) filter (where punched)")}
          + ${minutes("sum(len) filter (where not punched)")} as minutes,
        case when sum(rates) > 0 then sum(rate)::numeric / sum(rates) end as rate
      from parts group by user_id, k
    ), overtime as (
      select w.user_id, p.last_day, w.rate,
        greatest(0, round(w.minutes * 100 / 60) / 100 - ${threshold}::numeric) as hours
      from worked w join periods p on p.k = w.k
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
