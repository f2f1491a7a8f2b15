/**
 * The Analytics and Compliance tabs, computed from the agency's reports over a range of incident dates:
 * the type distribution, response times (alarm to first arrival: median and 90th percentile overall, per
 * type and per month) and the three compliance shares.
 */
import {
  hasCompleteNfirsCodes,
  INCIDENT_TYPES,
  type IncidentAnalytics,
  type IncidentCompliance,
  type IncidentType,
  missingRequiredFields,
  ON_TIME_REPORT_DAYS,
  type ResponseTimeStat,
  reportTimeliness,
  share,
} from "@rollcall/shared/incidents";
import { NON_NFIRS_INCIDENT_TYPES } from "@rollcall/shared/nfirs";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { incidents } from "../../db/schema/incidents";
import type { AgencyScope } from "../../plugins/auth";
import type { ResolvedRange } from "./incidents.queries";

type StatRow = {
  incident_type: string | null;
  month: string | null;
  by_type: number;
  by_month: number;
  count: number;
  median: number | null;
  p90: number | null;
};

const stat = (row: StatRow | undefined): ResponseTimeStat => ({
  count: row?.count ?? 0,
  medianSeconds: row?.median ?? null,
  p90Seconds: row?.p90 ?? null,
});

/** Every "yyyy-MM" from the range's first month to its last. */
function monthsOf(range: ResolvedRange): string[] {
  const months: string[] = [];
  let [y, m] = range.from.split("-").map(Number);
  const [ty, tm] = range.to.split("-").map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    months.push(`${y}-${String(m).padStart(2, "0")}`);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return months;
}

/**
 * Percentiles are PostgreSQL's percentile_cont (linear interpolation between the closest ranks), so the
 * median of an even count is the mean of the two middle values. Inspections and training exercises are not
 * responses and stay out of the response times.
 */
export async function incidentAnalytics(
  scope: AgencyScope,
  range: ResolvedRange,
): Promise<IncidentAnalytics> {
  const agency = scope.agencyId;
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const excluded = sql.join(
    NON_NFIRS_INCIDENT_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const { counts, stats, withoutTimes } = await scope.read(async (tx) => {
    const counts = (
      (await tx.execute(sql`
        select incident_type, count(*)::int as count from incidents
        where agency_id = ${agency} and incident_date >= ${start} and incident_date < ${end}
        group by incident_type
      `)) as unknown as { rows: { incident_type: string; count: number }[] }
    ).rows;
    const stats = (
      (await tx.execute(sql`
        select incident_type, month,
          grouping(incident_type)::int as by_type, grouping(month)::int as by_month,
          count(*)::int as count,
          percentile_cont(0.5) within group (order by seconds)::float8 as median,
          percentile_cont(0.9) within group (order by seconds)::float8 as p90
        from (
          select incident_type,
            to_char(incident_date at time zone ${scope.timeZone}, 'YYYY-MM') as month,
            extract(epoch from arrival_at - alarm_at)::float8 as seconds
          from incidents
          where agency_id = ${agency} and incident_date >= ${start} and incident_date < ${end}
            and incident_type not in (${excluded})
            and alarm_at is not null and arrival_at is not null
        ) t
        group by grouping sets ((), (incident_type), (month))
      `)) as unknown as { rows: StatRow[] }
    ).rows;
    const [missing] = (
      (await tx.execute(sql`
        select count(*)::int as count from incidents
        where agency_id = ${agency} and incident_date >= ${start} and incident_date < ${end}
          and incident_type not in (${excluded})
          and (alarm_at is null or arrival_at is null)
      `)) as unknown as { rows: { count: number }[] }
    ).rows;
    return { counts, stats, withoutTimes: missing?.count ?? 0 };
  });

  const countOf = new Map(counts.map((c) => [c.incident_type, Number(c.count)]));
  // grouping(x) is 1 where x is rolled up: the overall row rolls up both, a type row only the month.
  const overall = stats.find((r) => r.by_type === 1 && r.by_month === 1);
  const perType = new Map(
    stats.filter((r) => r.by_type === 0 && r.incident_type).map((r) => [r.incident_type as string, r]),
  );
  const perMonth = new Map(
    stats.filter((r) => r.by_month === 0 && r.month).map((r) => [r.month as string, r]),
  );
  return {
    from: range.from,
    to: range.to,
    total: counts.reduce((sum, c) => sum + Number(c.count), 0),
    byType: INCIDENT_TYPES.map((type) => ({ type, count: countOf.get(type) ?? 0 })),
    responseTimes: {
      overall: stat(overall),
      byType: INCIDENT_TYPES.filter((t) => !NON_NFIRS_INCIDENT_TYPES.includes(t)).map((type) => ({
        type,
        ...stat(perType.get(type)),
      })),
      byMonth: monthsOf(range).map((month) => ({ month, ...stat(perMonth.get(month)) })),
      withoutTimes,
    },
  };
}

const TIMELINESS_WEIGHT = { late: 2, open: 0, on_time: 0 } as const;

/**
 * On time: completed within ON_TIME_REPORT_DAYS of the incident, among the reports that are due (completed,
 * or past the window); NFIRS codes complete: a valid type code of the report's series and a valid primary
 * action; required fields complete: every NFIRS Basic field of NFIRS_REQUIRED_FIELDS. Only NFIRS reports
 * count (inspections and training exercises are not).
 */
export async function incidentCompliance(
  scope: AgencyScope,
  range: ResolvedRange,
  now = new Date(),
): Promise<IncidentCompliance> {
  const rows = await scope.read((tx) =>
    tx
      .select()
      .from(incidents)
      .where(
        and(
          eq(incidents.agencyId, scope.agencyId),
          gte(incidents.incidentDate, range.start),
          lt(incidents.incidentDate, range.end),
        ),
      )
      .orderBy(asc(incidents.incidentDate), asc(incidents.incidentNumber)),
  );
  const nfirs = rows.filter((r) => !NON_NFIRS_INCIDENT_TYPES.includes(r.incidentType as IncidentType));
  const assessed = nfirs.map((r) => ({
    row: r,
    timeliness: reportTimeliness(r, now),
    codes: hasCompleteNfirsCodes(r),
    missing: missingRequiredFields(r),
  }));
  const due = assessed.filter((a) => a.timeliness !== "open");
  const attention = assessed
    .filter((a) => a.timeliness === "late" || !a.codes || a.missing.length > 0 || !a.row.nerisIncidentType)
    .map((a) => ({
      score:
        TIMELINESS_WEIGHT[a.timeliness] +
        (a.codes ? 0 : 1) +
        a.missing.length +
        (a.row.nerisIncidentType ? 0 : 1),
      item: {
        id: a.row.id,
        incidentNumber: a.row.incidentNumber,
        incidentType: a.row.incidentType,
        incidentDate: a.row.incidentDate.toISOString(),
        status: a.row.status,
        timeliness: a.timeliness,
        missing: a.missing,
        nfirsCodesComplete: a.codes,
        hasNerisType: !!a.row.nerisIncidentType,
      },
    }))
    .sort((x, y) => y.score - x.score || y.item.incidentDate.localeCompare(x.item.incidentDate))
    .map((x) => x.item);
  return {
    from: range.from,
    to: range.to,
    onTimeDays: ON_TIME_REPORT_DAYS,
    total: nfirs.length,
    excludedNonNfirs: rows.length - nfirs.length,
    onTime: share(due.filter((a) => a.timeliness === "on_time").length, due.length),
    nfirsCodes: share(assessed.filter((a) => a.codes).length, assessed.length),
    requiredFields: share(assessed.filter((a) => a.missing.length === 0).length, assessed.length),
    withoutNerisType: nfirs.filter((r) => !r.nerisIncidentType).length,
    attention,
  };
}
