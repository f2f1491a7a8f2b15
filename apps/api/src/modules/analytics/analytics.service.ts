/**
 * Advanced Analytics (Pro): each chart's figures over a range of the agency's days, computed in PostgreSQL by
 * the module that owns the data (its *.queries.ts), one statement per chart, and the same rows as a CSV.
 */
import {
  ANALYTICS_DEFAULT_MONTHS,
  type AnalyticsChart,
  type AnalyticsRangeQuery,
  analyticsRangeIssue,
  type BudgetRow,
  type ComplianceRow,
  DAY_OF_WEEK_LABELS,
  type IncidentAnalyticsQuery,
  type IncidentVolumeRow,
  type OvertimeRow,
  type ResponseTimeRow,
  type StaffingGapRow,
  type TrainingHoursRow,
} from "@rollcall/shared/analytics";
import { BUDGET_CATEGORY_LABELS } from "@rollcall/shared/finance";
import { INCIDENT_TYPE_LABELS, type IncidentType } from "@rollcall/shared/incidents";
import { centsToDecimal } from "@rollcall/shared/money";
import { ISO_CATEGORY_LABELS, ISO_TARGET_HOURS } from "@rollcall/shared/training";
import { addDays, addMonths, format, parseISO } from "date-fns";
import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { csvFile, safeText } from "../../lib/csv";
import { addDaysIso, agencyToday, type DayRange, dayRange, daysBetween } from "../../lib/dates";
import { badRequest } from "../../lib/errors";
import { queryRows } from "../../lib/sql";
import type { AgencyScope } from "../../plugins/auth";
import { complianceFigures } from "../compliance";
import { budgetFigures } from "../finance";
import { overtimeFromWork, workByPeriod, workPeriodsIn } from "../flsa";
import { incidentVolumeFigures, responseTimeFigures } from "../incidents";
import { staffingGapFigures } from "../staffing";
import { isoHourFigures } from "../training";
import { type ChunkedChart, figuresOf, keepChunks, keptChunks } from "./analytics.kept";

/** The range asked for; absent ends are today and the 12 months up to `to` (400 on `from` when out of order). */
export function resolveAnalyticsRange(scope: AgencyScope, q: AnalyticsRangeQuery): DayRange {
  const to = q.to ?? agencyToday(scope.timeZone);
  const from = q.from ?? format(addDays(addMonths(parseISO(to), -ANALYTICS_DEFAULT_MONTHS), 1), "yyyy-MM-dd");
  const issue = analyticsRangeIssue(from, to);
  if (issue) throw badRequest(issue, { from: issue });
  return dayRange(from, to, scope.timeZone);
}

/**
 * A chart's settings: no JIT compilation (these statements are costed high enough to trigger it, and compiling
 * takes longer than running them: seconds, not milliseconds); room to sort five years of shifts in memory rather
 * than in files; and a plan made for each call's values (a prepared statement's generic plan guessed a few
 * hundred shifts for five years' 120,000, and sorted them on disk). One round trip.
 */
const chartSettings = (tx: Transaction) =>
  tx.execute(
    sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true),
      set_config('plan_cache_mode', 'force_custom_plan', true)`,
  );

/** A chart's transaction, with its settings. */
function inChartTransaction<T>(run: AgencyScope["run"], read: (tx: Transaction) => Promise<T>) {
  return run(async (tx) => {
    await chartSettings(tx);
    return read(tx);
  });
}

/** A chart read from the replica when there is one: its one statement in the agency's read transaction. */
const readFigures = <T>(scope: AgencyScope, read: (tx: Transaction) => Promise<T>) =>
  inChartTransaction(scope.read, read);

/**
 * A chart whose figures are kept per chunk (analytics.kept.ts): on the primary, in a write transaction, since
 * a view may store the chunks it computed.
 */
const keptFigures = <T>(scope: AgencyScope, read: (tx: Transaction) => Promise<T>) =>
  inChartTransaction(scope.run, read);

/** The calendar months from `from`'s to `to`'s: yyyy-MM, and their first and last days. */
function monthsOf(from: string, to: string) {
  const months: { month: string; first: string; last: string }[] = [];
  for (let first = `${from.slice(0, 7)}-01`; first <= to; ) {
    const next = format(addMonths(parseISO(first), 1), "yyyy-MM-dd");
    months.push({ month: first.slice(0, 7), first, last: addDaysIso(next, -1) });
    first = next;
  }
  return months;
}

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
const secondsCell = (s: number | null) => (s === null ? "" : String(Math.round(s)));
const hoursCell = (h: number) => h.toFixed(2);

type Chart<Q, Row> = {
  rows: (scope: AgencyScope, range: DayRange, query: Q) => Promise<Row[]>;
  columns: readonly string[];
  record: (row: Row) => unknown[];
};

const groupLabel = (group: string, by: IncidentAnalyticsQuery["groupBy"]) =>
  by === "type" ? (INCIDENT_TYPE_LABELS[group as IncidentType] ?? group) : group;

const responseTimes: Chart<IncidentAnalyticsQuery, ResponseTimeRow> = {
  rows: async (scope, range, q) => {
    const rows = await readFigures(scope, (tx) =>
      responseTimeFigures(tx, { ...range, ...q, agencyId: scope.agencyId, timeZone: scope.timeZone }),
    );
    return rows.map((r) => ({
      group: r.grp,
      label: groupLabel(r.grp, q.groupBy),
      count: r.count,
      dispatchMedian: r.dispatch_median,
      dispatchP90: r.dispatch_p90,
      enRouteMedian: r.en_route_median,
      enRouteP90: r.en_route_p90,
      onSceneMedian: r.on_scene_median,
      onSceneP90: r.on_scene_p90,
    }));
  },
  columns: [
    "Group",
    "Incidents",
    "Call to dispatch, median (s)",
    "Call to dispatch, 90th percentile (s)",
    "En route, median (s)",
    "En route, 90th percentile (s)",
    "On scene, median (s)",
    "On scene, 90th percentile (s)",
  ],
  record: (r) => [
    safeText(r.label),
    r.count,
    secondsCell(r.dispatchMedian),
    secondsCell(r.dispatchP90),
    secondsCell(r.enRouteMedian),
    secondsCell(r.enRouteP90),
    secondsCell(r.onSceneMedian),
    secondsCell(r.onSceneP90),
  ],
};

const incidentVolume: Chart<IncidentAnalyticsQuery, IncidentVolumeRow> = {
  rows: (scope, range, q) =>
    readFigures(scope, (tx) =>
      incidentVolumeFigures(tx, {
        ...range,
        incidentType: q.incidentType,
        agencyId: scope.agencyId,
        timeZone: scope.timeZone,
      }),
    ),
  columns: ["Incident type", "Day of week", "Hour", "Incidents"],
  record: (r) => [INCIDENT_TYPE_LABELS[r.incidentType], DAY_OF_WEEK_LABELS[r.dayOfWeek], r.hour, r.count],
};

/** The agency whose chunks are kept; `today` (yyyy-MM-dd) is the keeping job's, the agency's own by default. */
type Agency = { agencyId: string; timeZone: string; today?: string };

/**
 * Overtime's chunks over the range: one per work period wholly inside it, holding each member's minutes and
 * rates in it (the threshold, the exemption and the names are applied when the chart is drawn, so changing them
 * needs nothing recomputed).
 */
async function overtimeChunks(tx: Transaction, { agencyId, timeZone, today }: Agency, range: DayRange) {
  const periods = await workPeriodsIn(tx, { ...range, timeZone, today });
  const { days } = periods;
  // The day periods are counted from is part of the settings: without a period start in the agency's settings
  // it is 1 January of the current year, and the periods kept last year are deleted at the next computing.
  const settings = `/${days}/${periods.anchor}/${timeZone}`;
  const chunks = Array.from({ length: periods.count }, (_, k) => {
    const start = addDaysIso(periods.first, k * days);
    return { key: `${start}${settings}`, firstDay: start, lastDay: addDaysIso(start, days - 1) };
  });
  const chunked: ChunkedChart = {
    agencyId,
    chart: "overtime",
    chunks,
    settings,
    compute: (run) => sql`
      select w."periodStart" as first_day,
        jsonb_agg(jsonb_build_array(w."userId", w.minutes, w."rateSum", w.rates)) as figures
      from (${workByPeriod({ agencyId, timeZone, first: run[0].firstDay, days, count: run.length })}) w
      group by w."periodStart"`,
  };
  return { periods, chunked };
}

/**
 * Staffing gaps' chunks over the range: one per calendar month wholly inside it (a frame of its last day may
 * end the next morning, so a chunk is computed from the shifts up to the day after).
 */
function staffingGapChunks(tx: Transaction, { agencyId, timeZone }: Agency, range: DayRange) {
  const months = monthsOf(range.from, range.to);
  const settings = `/${timeZone}`;
  const keyOf = (month: string) => `${month}${settings}`;
  const chunked: ChunkedChart = {
    agencyId,
    chart: "staffing-gaps",
    chunks: months
      .filter((m) => m.first >= range.from && m.last <= range.to)
      .map((m) => ({ key: keyOf(m.month), firstDay: m.first, lastDay: addDaysIso(m.last, 1) })),
    settings,
    compute: async (run) => {
      const from = run[0].firstDay;
      const to = addDaysIso(run[run.length - 1].lastDay, -1);
      const rows = await staffingGapFigures(tx, { from, to, timeZone });
      return figuresOf(rows.map((r) => ({ firstDay: `${r.month}-01`, figures: r })));
    },
  };
  return { months, keyOf, chunked };
}

/**
 * What the keeping job computes ahead of views (analytics.jobs.ts): both kept charts' chunks over the range, so
 * that a view finds them kept after a change forgot them. Returns how many it kept.
 */
export async function keepAnalyticsFigures(tx: Transaction, agency: Agency, range: DayRange) {
  await chartSettings(tx);
  const { chunked } = await overtimeChunks(tx, agency, range);
  return (
    (await keepChunks(tx, chunked)) + (await keepChunks(tx, staffingGapChunks(tx, agency, range).chunked))
  );
}

const overtime: Chart<AnalyticsRangeQuery, OvertimeRow> = {
  rows: (scope, range) =>
    keptFigures(scope, async (tx) => {
      const { periods, chunked } = await overtimeChunks(tx, scope, range);
      if (!periods.count) return [];
      const kept = await keptChunks(tx, chunked);
      return overtimeFromWork(tx, {
        agencyId: scope.agencyId,
        days: periods.days,
        thresholdHours: periods.thresholdHours,
        work: sql`select c.first_day as "periodStart", (f.w ->> 0)::uuid as "userId", (f.w ->> 1)::int8 as minutes,
            (f.w ->> 2)::int8 as "rateSum", (f.w ->> 3)::int8 as rates
          from (${kept}) c
          cross join jsonb_array_elements(c.figures) as f(w)`,
      });
    }),
  columns: ["Month", "Member", "Overtime hours", "Cost"],
  record: (r) => [r.month, safeText(r.name), hoursCell(r.overtimeHours), centsToDecimal(r.costCents)],
};

const staffingGaps: Chart<AnalyticsRangeQuery, StaffingGapRow> = {
  // A month the range cuts is computed on each view.
  rows: (scope, range) =>
    keptFigures(scope, async (tx) => {
      const { months, keyOf, chunked } = staffingGapChunks(tx, scope, range);
      const kept = await keptChunks(tx, chunked);
      const byKey = new Map(
        (
          await queryRows<{ key: string; figures: StaffingGapRow }>(
            tx,
            sql`select key, figures from (${kept}) k`,
          )
        ).map((r) => [r.key, r.figures]),
      );
      const rows: StaffingGapRow[] = [];
      for (const m of months) {
        const figures = byKey.get(keyOf(m.month));
        if (figures) rows.push(figures);
        else {
          const from = m.first < range.from ? range.from : m.first;
          const to = m.last > range.to ? range.to : m.last;
          rows.push(...(await staffingGapFigures(tx, { from, to, timeZone: scope.timeZone })));
        }
      }
      return rows;
    }),
  columns: ["Month", "Gaps", "Gap hours", "Person-hours short"],
  record: (r) => [r.month, r.gaps, hoursCell(r.hours), hoursCell(r.personHours)],
};

const compliance: Chart<AnalyticsRangeQuery, ComplianceRow> = {
  rows: async (scope, range) => {
    const rows = await readFigures(scope, (tx) =>
      complianceFigures(tx, {
        agencyId: scope.agencyId,
        timeZone: scope.timeZone,
        from: range.from,
        to: range.to,
      }),
    );
    return rows.map((r) => ({
      ...r,
      percent: r.members ? round((r.compliant * 100) / r.members, 1) : null,
    }));
  },
  columns: ["Month", "Day", "Members", "Compliant", "Compliant (%)"],
  record: (r) => [r.month, r.date, r.members, r.compliant, r.percent === null ? "" : r.percent.toFixed(1)],
};

const trainingHours: Chart<AnalyticsRangeQuery, TrainingHoursRow> = {
  rows: async (scope, range) => {
    const rows = await readFigures(scope, (tx) => isoHourFigures(tx, { ...range, agencyId: scope.agencyId }));
    // The yearly targets, prorated to the range's days.
    const years = (daysBetween(range.from, range.to) + 1) / 365;
    return rows.map((r) => ({
      category: r.category,
      hours: round(r.minutes / 60),
      targetHours: round(ISO_TARGET_HOURS[r.category] * r.members * years, 1),
      members: r.members,
    }));
  },
  columns: ["ISO category", "Hours", "Target hours", "Members"],
  record: (r) => [ISO_CATEGORY_LABELS[r.category], hoursCell(r.hours), r.targetHours.toFixed(1), r.members],
};

const budget: Chart<AnalyticsRangeQuery, BudgetRow> = {
  rows: (scope, range) =>
    readFigures(scope, (tx) =>
      budgetFigures(tx, { agencyId: scope.agencyId, from: range.from, to: range.to }),
    ),
  columns: ["Category", "Budgeted", "Actual", "Remaining"],
  record: (r) => [
    BUDGET_CATEGORY_LABELS[r.category],
    centsToDecimal(r.budgetedCents),
    centsToDecimal(r.actualCents),
    centsToDecimal(r.budgetedCents - r.actualCents),
  ],
};

// biome-ignore lint/suspicious/noExplicitAny: each chart's own query and row types meet at the route
export const CHARTS: Record<AnalyticsChart, Chart<any, any>> = {
  "response-times": responseTimes,
  "incident-volume": incidentVolume,
  overtime,
  "staffing-gaps": staffingGaps,
  compliance,
  "training-hours": trainingHours,
  budget,
};

/** A chart's figures: `{ from, to, rows }`. */
export async function chartFigures(scope: AgencyScope, chart: AnalyticsChart, query: AnalyticsRangeQuery) {
  const range = resolveAnalyticsRange(scope, query);
  return { from: range.from, to: range.to, rows: await CHARTS[chart].rows(scope, range, query) };
}

/** The chart's table as a spreadsheet, and its file name. */
export async function chartCsv(scope: AgencyScope, chart: AnalyticsChart, query: AnalyticsRangeQuery) {
  const { from, to, rows } = await chartFigures(scope, chart, query);
  const { columns, record } = CHARTS[chart];
  return { fileName: `${chart}-${from}-to-${to}.csv`, body: csvFile(columns, rows.map(record)) };
}
