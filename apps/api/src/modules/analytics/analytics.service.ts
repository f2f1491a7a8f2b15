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
import { agencyToday, type DayRange, dayRange, daysBetween } from "../../lib/dates";
import { badRequest } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { complianceFigures } from "../compliance/compliance.queries";
import { budgetFigures } from "../finance/finance.queries";
import { overtimeFigures } from "../flsa/flsa.queries";
import { incidentVolumeFigures, responseTimeFigures } from "../incidents/incidents.queries";
import { staffingGapFigures } from "../staffing/staffing.queries";
import { isoHourFigures } from "../training/training.queries";

/** The range asked for; absent ends are today and the 12 months up to `to` (400 on `from` when out of order). */
export function resolveAnalyticsRange(scope: AgencyScope, q: AnalyticsRangeQuery): DayRange {
  const to = q.to ?? agencyToday(scope.timeZone);
  const from = q.from ?? format(addDays(addMonths(parseISO(to), -ANALYTICS_DEFAULT_MONTHS), 1), "yyyy-MM-dd");
  const issue = analyticsRangeIssue(from, to);
  if (issue) throw badRequest(issue, { from: issue });
  return dayRange(from, to, scope.timeZone);
}

/**
 * A chart's read: its one statement in the agency's read transaction, without JIT compilation (these statements
 * are costed high enough to trigger it, and compiling takes longer than running them: seconds, not milliseconds).
 */
function readFigures<T>(scope: AgencyScope, read: (tx: Transaction) => Promise<T>) {
  return scope.read(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return read(tx);
  });
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

const overtime: Chart<AnalyticsRangeQuery, OvertimeRow> = {
  rows: (scope, range) =>
    readFigures(scope, (tx) =>
      overtimeFigures(tx, { ...range, agencyId: scope.agencyId, timeZone: scope.timeZone }),
    ),
  columns: ["Month", "Member", "Overtime hours", "Cost"],
  record: (r) => [r.month, safeText(r.name), hoursCell(r.overtimeHours), centsToDecimal(r.costCents)],
};

const staffingGaps: Chart<AnalyticsRangeQuery, StaffingGapRow> = {
  rows: (scope, range) =>
    readFigures(scope, (tx) =>
      staffingGapFigures(tx, { from: range.from, to: range.to, timeZone: scope.timeZone }),
    ),
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
