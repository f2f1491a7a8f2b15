import {
  INCIDENT_EXPORTS,
  INCIDENT_TYPE_LABELS,
  type IncidentCompliance,
  type IncidentExport,
  NFIRS_REQUIRED_FIELDS,
  ON_TIME_REPORT_DAYS,
  type Share,
} from "@rollcall/shared/incidents";
import { FileJson, FileSpreadsheet, type LucideIcon, ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DateRangeFields } from "@/components/ui/date-range-fields";
import { DownloadButton } from "@/components/ui/download-button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { formatDate, formatMomentDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { useIncidentCompliance } from "../api/get-incident-compliance";
import { type DateRange, rangeQuery } from "../utils/range";

type ComplianceTabProps = {
  range: DateRange;
  fallback: DateRange;
  onRangeChange: (range: DateRange) => void;
  timeZone: string | undefined;
  onView: (id: string) => void;
};

/** Spec 02 §2 Compliance, computed: on time, NFIRS codes complete, required fields complete; and the exports. */
export function ComplianceTab({ range, fallback, onRangeChange, timeZone, onView }: ComplianceTabProps) {
  const compliance = useIncidentCompliance(range);
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="text-sm text-muted-foreground">
          NFIRS reports of incidents dated {formatDate(range.from)} to {formatDate(range.to)}.
        </p>
        <DateRangeFields
          range={range}
          onChange={onRangeChange}
          reset={{ range: fallback, label: "Last 12 months" }}
        />
      </div>
      <QueryState
        query={compliance}
        loadingLabel="Loading compliance figures..."
        spinnerClassName="min-h-[30vh]"
        errorTitle="Compliance figures could not be loaded"
      >
        {() =>
          compliance.data && (
            <ComplianceFigures data={compliance.data} range={range} timeZone={timeZone} onView={onView} />
          )
        }
      </QueryState>
    </div>
  );
}

const tone = (percent: number | null) =>
  percent === null ? "muted" : percent >= 90 ? "good" : percent >= 70 ? "fair" : "poor";
const TONE_CLASSES = {
  muted: { text: "text-muted-foreground", bar: "bg-muted" },
  good: { text: "text-success", bar: "bg-success" },
  fair: { text: "text-warning", bar: "bg-yellow-500" },
  poor: { text: "text-danger", bar: "bg-danger" },
} as const;

function ShareCard({ title, share, detail }: { title: string; share: Share; detail: string }) {
  const classes = TONE_CLASSES[tone(share.percent)];
  const id = title.toLowerCase().replaceAll(/\W+/g, "-");
  return (
    <Card>
      <CardContent className="grid gap-3 pt-5">
        <p id={id} className="text-sm font-medium text-muted-foreground">
          {title}
        </p>
        <p className={cn("text-4xl font-semibold tracking-tight tabular-nums", classes.text)}>
          {share.percent === null ? "No data" : `${share.percent}%`}
        </p>
        <div
          role="progressbar"
          aria-labelledby={id}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share.percent ?? 0}
          className="h-2.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn("h-full rounded-full", classes.bar)}
            style={{ width: `${share.percent ?? 0}%` }}
          />
        </div>
        <p className="text-sm text-foreground">
          {share.count} of {share.total} reports
        </p>
        <p className="text-xs text-muted-foreground">{detail}</p>
      </CardContent>
    </Card>
  );
}

const EXPORTS: { key: IncidentExport; icon: LucideIcon; description: string }[] = [
  {
    key: "csv",
    icon: FileSpreadsheet,
    description:
      "Every NFIRS report of the range with its codes, times, units and narrative, for a spreadsheet.",
  },
  {
    key: "neris",
    icon: FileJson,
    description:
      "The reports as NERIS incident data (official value sets only). Reports without a NERIS type are listed, not guessed.",
  },
];

function ComplianceFigures({
  data,
  range,
  timeZone,
  onView,
}: {
  data: IncidentCompliance;
  range: DateRange;
  timeZone: string | undefined;
  onView: (id: string) => void;
}) {
  return (
    <div className="grid gap-6">
      <section aria-label="Compliance figures" className="grid gap-4 md:grid-cols-3">
        <ShareCard
          title="Reports completed on time"
          share={data.onTime}
          detail={`Completed within ${ON_TIME_REPORT_DAYS} days of the incident, among reports that are due (completed, or older than ${ON_TIME_REPORT_DAYS} days).`}
        />
        <ShareCard
          title="NFIRS codes complete"
          share={data.nfirsCodes}
          detail="A valid incident type code of the report's series and a primary action taken."
        />
        <ShareCard
          title="Required fields complete"
          share={data.requiredFields}
          detail="Every required NFIRS Basic field below is recorded."
        />
      </section>
      <p className="-mt-2 text-sm text-muted-foreground">
        {data.total} NFIRS {data.total === 1 ? "report" : "reports"} in the range
        {data.excludedNonNfirs
          ? data.excludedNonNfirs === 1
            ? "; 1 fire inspection or training exercise is not an NFIRS incident and is not counted"
            : `; ${data.excludedNonNfirs} fire inspections and training exercises are not NFIRS incidents and are not counted`
          : ""}
        .
      </p>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Required NFIRS Basic fields</CardTitle>
            <CardDescription>What every NFIRS report needs before it counts as complete.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {NFIRS_REQUIRED_FIELDS.map((f) => (
                <li key={f.key} className="flex items-center gap-2">
                  <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  {f.label}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Export</CardTitle>
            <CardDescription>
              Files for {formatDate(range.from)} to {formatDate(range.to)}; fire inspections and training
              exercises are left out.
              {data.withoutNerisType
                ? ` ${data.withoutNerisType} ${data.withoutNerisType === 1 ? "report has" : "reports have"} no NERIS incident type yet.`
                : ""}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {EXPORTS.map(({ key, icon: Icon, description }) => (
              <div key={key} className="flex gap-4 rounded-lg border p-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-navy-100 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="grid min-w-0 flex-1 justify-items-start gap-3">
                  <div>
                    <p className="font-semibold text-foreground">{INCIDENT_EXPORTS[key].label}</p>
                    <p className="text-sm text-muted-foreground">{description}</p>
                  </div>
                  <DownloadButton
                    url={`${INCIDENT_EXPORTS[key].path}?${rangeQuery(range)}`}
                    fileName={`incidents.${key === "csv" ? "csv" : "json"}`}
                    failureMessage="The file could not be created. Please try again."
                  >
                    {key === "csv" ? "Download CSV" : "Download JSON"}
                  </DownloadButton>
                </div>
              </div>
            ))}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Reports needing attention</CardTitle>
          <CardDescription>Late, incomplete or without a NERIS type; the most to fix first.</CardDescription>
        </CardHeader>
        {data.attention.length === 0 ? (
          <EmptyState
            icon={ShieldCheck}
            headingLevel="h3"
            className="sm:py-10"
            title="Every report is complete"
            description="All NFIRS reports in the range are on time, coded and complete."
          />
        ) : (
          <ul className="divide-y border-t" aria-label="Reports needing attention">
            {data.attention.slice(0, 25).map((r) => (
              <li key={r.id} className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-foreground">
                    #{r.incidentNumber}
                    <span className="font-normal text-muted-foreground">
                      {" "}
                      · {INCIDENT_TYPE_LABELS[r.incidentType]} · {formatMomentDate(r.incidentDate, timeZone)}
                    </span>
                  </p>
                  <div className="mt-1 flex flex-wrap gap-1.5">
                    {r.timeliness === "late" ? <Badge variant="danger">Late</Badge> : null}
                    {r.nfirsCodesComplete ? null : <Badge variant="warning">NFIRS codes incomplete</Badge>}
                    {r.hasNerisType ? null : <Badge variant="secondary">No NERIS type</Badge>}
                    {r.missing.length ? (
                      <span className="text-xs text-muted-foreground">Missing: {r.missing.join(", ")}</span>
                    ) : null}
                  </div>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`View report ${r.incidentNumber}`}
                  onClick={() => onView(r.id)}
                >
                  View
                </Button>
              </li>
            ))}
          </ul>
        )}
        {data.attention.length > 25 ? (
          <p className="border-t px-5 py-3 text-sm text-muted-foreground">
            And {data.attention.length - 25} more; the CSV export lists every report.
          </p>
        ) : null}
      </Card>
    </div>
  );
}
