import {
  ANALYTICS_TYPE_LIMIT,
  INCIDENT_TYPE_LABELS,
  type IncidentAnalytics,
  type ResponseTimeStat,
} from "@rollcall/shared/incidents";
import { Timer } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { DateRangeFields } from "@/components/ui/date-range-fields";
import { LineChartFigure } from "@/components/ui/line-chart-figure";
import { QueryState } from "@/components/ui/query-state";
import { formatDate, formatDuration, formatMonth } from "@/lib/dates";
import { useIncidentAnalytics } from "../api/get-incident-analytics";
import { describeDuration } from "../utils/format";
import type { DateRange } from "../utils/range";

type AnalyticsTabProps = { range: DateRange; fallback: DateRange; onRangeChange: (range: DateRange) => void };

/** Spec 02 §2 Analytics: the first 6 incident types as counts and bars, and response times from stored data. */
export function AnalyticsTab({ range, fallback, onRangeChange }: AnalyticsTabProps) {
  const analytics = useIncidentAnalytics(range);
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Incidents dated {formatDate(range.from)} to {formatDate(range.to)}.
        </p>
        <DateRangeFields
          range={range}
          onChange={onRangeChange}
          reset={{ range: fallback, label: "Last 12 months" }}
        />
      </div>
      <QueryState
        query={analytics}
        loadingLabel="Loading analytics..."
        spinnerClassName="min-h-[30vh]"
        errorTitle="Analytics could not be loaded"
      >
        {() =>
          analytics.data && (
            <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <TypeDistribution data={analytics.data} />
              <ResponseTimes data={analytics.data} />
            </div>
          )
        }
      </QueryState>
    </div>
  );
}

function TypeDistribution({ data }: { data: IncidentAnalytics }) {
  const types = data.byType.slice(0, ANALYTICS_TYPE_LIMIT);
  const others = data.byType.slice(ANALYTICS_TYPE_LIMIT).filter((t) => t.count > 0);
  return (
    <Card className="lg:self-start">
      <CardHeader>
        <CardTitle className="text-lg">Incidents by Type</CardTitle>
        <CardDescription>
          {data.total} {data.total === 1 ? "report" : "reports"} in the range.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4" aria-label="Incidents by type">
          {types.map(({ type, count }) => {
            const percent = data.total ? Math.round((count / data.total) * 100) : 0;
            return (
              <li key={type} className="grid gap-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-foreground">{INCIDENT_TYPE_LABELS[type]}</span>
                  <span className="text-muted-foreground tabular-nums">
                    <span className="font-semibold text-foreground">{count}</span> · {percent}%
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={`${INCIDENT_TYPE_LABELS[type]}: ${count} of ${data.total}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-2.5 overflow-hidden rounded-full bg-muted"
                >
                  <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
        {others.length ? (
          <p className="mt-5 border-t pt-3 text-sm text-muted-foreground">
            Also: {others.map((t) => `${INCIDENT_TYPE_LABELS[t.type]} ${t.count}`).join(" · ")}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Figure({ label, stat, value }: { label: string; stat: ResponseTimeStat; value: number | null }) {
  return (
    <div className="rounded-lg border bg-muted/30 p-4">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <p className="mt-1 text-3xl font-semibold tracking-tight text-foreground tabular-nums">
        {value === null ? "—" : formatDuration(value)}
        {value === null ? null : (
          <span className="ml-1 text-base font-medium text-muted-foreground">min</span>
        )}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        {stat.count ? describeDuration(value) : "No reports with both times"}
      </p>
    </div>
  );
}

const minutes = (seconds: number | null) => (seconds === null ? null : Math.round((seconds / 60) * 10) / 10);

type TypeStat = IncidentAnalytics["responseTimes"]["byType"][number];
const durationColumn = (header: string, pick: (t: TypeStat) => number | null): DataColumn<TypeStat> => ({
  header,
  align: "right",
  cellClassName: "tabular-nums",
  cell: (t) => formatDuration(pick(t)),
});
const BY_TYPE_COLUMNS: DataColumn<TypeStat>[] = [
  {
    header: "Type",
    rowHeader: true,
    cellClassName: "font-medium text-foreground",
    cell: (t) => INCIDENT_TYPE_LABELS[t.type],
  },
  { header: "Reports", align: "right", cellClassName: "tabular-nums", cell: (t) => t.count },
  durationColumn("Median", (t) => t.medianSeconds),
  durationColumn("90th pct.", (t) => t.p90Seconds),
];

function ResponseTimes({ data }: { data: IncidentAnalytics }) {
  const { overall, byType, byMonth, withoutTimes } = data.responseTimes;
  const chart = byMonth.map((m) => ({
    month: formatMonth(m.month, byMonth.length <= 12),
    Median: minutes(m.medianSeconds),
    "90th percentile": minutes(m.p90Seconds),
  }));
  const typed = byType.filter((t) => t.count > 0);
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <Timer className="size-5 text-primary" aria-hidden="true" />
          <CardTitle className="text-lg">Response Times</CardTitle>
        </div>
        <CardDescription>
          From alarm to first arrival, over {overall.count} NFIRS {overall.count === 1 ? "report" : "reports"}
          {withoutTimes ? `; ${withoutTimes} without an alarm or arrival time are left out` : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid grid-cols-2 gap-3">
          <Figure label="Median" stat={overall} value={overall.medianSeconds} />
          <Figure label="90th percentile" stat={overall} value={overall.p90Seconds} />
        </div>

        <LineChartFigure
          caption="By month (minutes)"
          data={chart}
          xKey="month"
          format={(v) => `${v} min`}
          lines={[
            { key: "Median", color: "#3b4b6b" },
            { key: "90th percentile", color: "#00a3da", dashed: true },
          ]}
        >
          {/* A table cannot shrink to the 1px of sr-only; its wrapper can. */}
          <div className="sr-only">
            <table>
              <caption>Response times by month</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Reports</th>
                  <th scope="col">Median</th>
                  <th scope="col">90th percentile</th>
                </tr>
              </thead>
              <tbody>
                {byMonth.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{formatMonth(m.month)}</th>
                    <td>{m.count}</td>
                    <td>{describeDuration(m.medianSeconds)}</td>
                    <td>{describeDuration(m.p90Seconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </LineChartFigure>

        <div>
          <h3 className="pb-2 text-sm font-semibold text-foreground">By incident type</h3>
          <DataTable
            caption="By incident type"
            columns={BY_TYPE_COLUMNS}
            rows={typed}
            rowKey={(t) => t.type}
            cellPadding="px-3 py-2"
            framed={false}
            scroll
            className="border-t"
            empty="No report in the range has both an alarm and an arrival time."
          />
        </div>
      </CardContent>
    </Card>
  );
}
