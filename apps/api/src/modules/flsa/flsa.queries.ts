/**
 * Overtime over a range of days, for the analytics charts (through index.ts). The counting is
 * flsa.service.ts's (see its top), written in SQL: the agency's work periods whose last day falls in the
 * range (workPeriodsIn), each member's minutes inside each period (workByPeriod: punches when both exist,
 * else the schedule from the check-in), then overtime above the period's threshold for non-exempt members, in
 * the month the period ends (overtimeFromWork). The analytics chart keeps the minutes per period (decision
 * 029).
 */
import { workPeriodContaining } from "@rollcall/shared/flsa";
import { MAX_SHIFT_HOURS } from "@rollcall/shared/scheduling";
import { flsaThresholdHours } from "@rollcall/shared/staffing";
import { type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { addDaysIso, agencyDay, agencyYear, type DayRange, daysBetween } from "../../lib/dates";
import { queryRows } from "../../lib/sql";
import { getStaffingSettings } from "../staffing";

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
 * The agency's whole work periods in a range: from the one holding `from`, those that end by `to`; `anchor` is
 * the day its periods are counted from.
 */
export type WorkPeriods = {
  first: string;
  days: number;
  count: number;
  thresholdHours: number;
  anchor: string;
};

/**
 * The agency's work periods wholly inside the range. Without a period start in its settings they are counted from
 * 1 January of the agency's year at `today` (yyyy-MM-dd; the agency's today by default).
 */
export async function workPeriodsIn(
  tx: Transaction,
  q: DayRange & { timeZone: string; today?: string },
): Promise<WorkPeriods> {
  const settings = await getStaffingSettings(tx);
  const days = settings.flsaPeriodDays;
  const year = q.today?.slice(0, 4) ?? agencyYear(q.timeZone);
  const anchor = settings.flsaPeriodStart ?? `${year}-01-01`;
  const first = workPeriodContaining(anchor, days, q.from).start;
  const count = Math.max(0, Math.floor((daysBetween(first, q.to) + 1) / days));
  return { first, days, count, thresholdHours: flsaThresholdHours(settings.flsaStandard, days), anchor };
}

/**
 * What overtime is computed from, each member's work in each of `count` (at least one) work periods from `first`
 * (flsa.service.ts's counting, in one statement: punches when both exist, else the schedule from the check-in).
 * A statement to run or to read from, with the columns "periodStart" (date, the period's first day), "userId",
 * minutes, and "rateSum" and rates: the sum of the hourly rates (cents) of the member's shifts in the period
 * that carry one, and how many do.
 */
export function workByPeriod(q: {
  agencyId: string;
  timeZone: string;
  first: string;
  days: number;
  count: number;
}) {
  const { first, days, count: periods } = q;
  // Period i (SQL arrays count from 1) runs from bounds[i] to bounds[i + 1], each a local midnight as epoch
  // milliseconds, so a daylight-saving change gives the period its true length.
  const bounds = Array.from({ length: periods + 1 }, (_, k) =>
    agencyDay(q.timeZone, addDaysIso(first, k * days)).start.getTime(),
  );
  const from = bounds[0];
  const until = bounds[periods];
  const countedStart = sql`coalesce(s.actual_start_time, s.start_time)`;
  const punched = sql`s.actual_start_time is not null and s.actual_end_time is not null`;
  const countedEnd = sql`case when ${punched}
    then s.actual_end_time else greatest(s.end_time, ${countedStart}) end`;
  // Each shift is read once (the start-time index bounds the range) and placed in the period holding its start,
  // found by binary search in the boundaries (width_bucket). A shift shorter than a period touches that period
  // and at most the next: its part in each is summed per member, period and kind (punched or scheduled) in the
  // same pass, the next period's part then moved there. A longer one (a punch left open for days) is a group of
  // its own, split over every period it overlaps. Instants are epoch milliseconds (float8, exact
  // for whole milliseconds), minutes integers rounded half up: numeric arithmetic on every row cost more than
  // the rest of the statement. Punched and scheduled minutes are rounded apart, as the FLSA report rounds them.
  const ms = (t: SQL) => sql`round(date_part('epoch', ${t}) * 1000)`;
  const b = sql`${`{${bounds.join(",")}}`}::float8[]`;
  // Shorter than the shortest a period can be (a daylight-saving change takes an hour off).
  const longMs = (days * 24 - 1) * 3_600_000;
  const minutes = (total: string) => sql.raw(`floor(coalesce(${total}, 0) / 60000 + 0.5)`);
  return sql`
    with short as (
      select c.user_id, c.i, c.punched, c.long_id,
        sum(least(c.ce, c.t1) - greatest(c.cs, c.t0)) as own, sum(c.ce - c.t1) filter (where c.ce > c.t1) as next,
        sum(c.rate) as rate, count(c.rate) as rates,
        sum(c.rate) filter (where c.ce > c.t1) as next_rate, count(c.rate) filter (where c.ce > c.t1) as next_rates,
        count(*) filter (where c.ce > c.t1) as spills, min(c.cs) as cs, max(c.ce) as ce
      from (
        select c.*, (${b})[c.i] as t0, (${b})[c.i + 1] as t1,
          case when c.ce - c.cs >= ${longMs}::float8 then c.id end as long_id
        from (
          select c.*, greatest(1, width_bucket(c.cs, ${b})) as i
          from (
            select s.id, s.user_id, s.hourly_rate_cents as rate, ${punched} as punched, ${ms(countedStart)} as cs,
              ${ms(countedEnd)} as ce
            from shifts s
            where s.agency_id = ${q.agencyId} and s.user_id is not null
              and s.status in ('scheduled', 'active', 'completed')
              and s.start_time > ${new Date(from).toISOString()}::timestamptz
                - make_interval(hours => ${MAX_SHIFT_HOURS}::int)
              and s.start_time < ${new Date(until).toISOString()}::timestamptz + interval '1 day'
          ) c
        ) c
      ) c
      where c.i <= ${periods}::int and (c.long_id is not null or c.ce > c.t0)
      group by c.user_id, c.i, c.punched, c.long_id
    ), parts as (
      select user_id, i, punched, own as len, rate, rates from short where long_id is null
      union all
      select user_id, i + 1, punched, next, next_rate, next_rates from short
      where long_id is null and spills > 0 and i < ${periods}::int
      union all
      select s.user_id, p.i::int, s.punched, least(s.ce, p.t1) - greatest(s.cs, p.t0), s.rate, s.rates
      from (select * from short where long_id is not null) s
      cross join lateral (
        select * from unnest(${b}, (${b})[2:]) with ordinality p(t0, t1, i) where s.ce > p.t0 and s.cs < p.t1
      ) p
    )
    select ${first}::date + (i - 1) * ${days}::int as "periodStart", user_id as "userId",
      (${minutes("sum(len) filter (where punched)")} + ${minutes("sum(len) filter (where not punched)")})::int8
        as minutes,
      coalesce(sum(rate), 0)::int8 as "rateSum", coalesce(sum(rates), 0)::int8 as rates
    from parts group by user_id, i`;
}

/**
 * Overtime hours per member and month, and their cost, from the members' work per period (`work`: a relation
 * with workByPeriod()'s columns): overtime above the period's threshold for
 * non-exempt members, in the month the period ends, paid 1.5 × the member's average hourly rate on the period's
 * shifts that carry one (none: 0). Hundredths of an hour and cents are integers, rounded half up as the FLSA
 * report rounds them. Only members with overtime are listed.
 */
export async function overtimeFromWork(
  tx: Transaction,
  q: { agencyId: string; days: number; thresholdHours: number; work: SQL },
): Promise<OvertimeFigure[]> {
  // hours × 1.5 × rateSum / rates, rounded half up: (2n + d) div 2d with n = 3 × hundredths × rateSum and
  // d = 200 × rates.
  const cost = sql.raw("(6 * o.hundredths * o.rate_sum + 200 * o.rates) / (400 * o.rates)");
  return queryRows<OvertimeFigure>(
    tx,
    sql`
    with overtime as (
      select w."userId" as user_id, w."periodStart" + ${q.days - 1}::int as last_day, w."rateSum" as rate_sum,
        w.rates, greatest(0, floor(w.minutes::float8 * 100 / 60 + 0.5)::int8 - ${q.thresholdHours * 100}::int8) as hundredths
      from (${q.work}) w
    )
    select to_char(o.last_day, 'YYYY-MM') as month, u.id as "userId",
      trim(u.first_name || ' ' || u.last_name) as name,
      (sum(o.hundredths) / 100.0)::float8 as "overtimeHours",
      sum(case when o.rates > 0 then ${cost} else 0 end)::float8 as "costCents"
    from overtime o
    join users u on u.agency_id = ${q.agencyId} and u.id = o.user_id and not u.flsa_exempt
    where o.hundredths > 0
    group by 1, u.id, u.first_name, u.last_name
    order by 1, u.last_name, u.first_name, u.id`,
  );
}
