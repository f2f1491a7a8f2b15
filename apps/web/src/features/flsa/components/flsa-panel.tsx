import {
  FLSA_MESSAGES,
  type FlsaMe,
  type FlsaMemberLine,
  type FlsaReport,
  formatHours,
} from "@rollcall/shared/flsa";
import { isAdmin, isManager, ROLE_LABELS } from "@rollcall/shared/roles";
import type { FlsaStandard } from "@rollcall/shared/staffing";
import type { UseQueryResult } from "@tanstack/react-query";
import { addDays, format, parseISO } from "date-fns";
import { AlertTriangle, CalendarClock, Gauge, Info, Scale, Timer, Users } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { type DataColumn, ResponsiveTable } from "@/components/ui/data-table";
import { DownloadButton } from "@/components/ui/download-button";
import { EmptyState } from "@/components/ui/empty-state";
import { Heading } from "@/components/ui/heading";
import { QueryState } from "@/components/ui/query-state";
import { StatCard } from "@/components/ui/stat-card";
import { formatDate } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { flsaReportCsvUrl, useFlsaReport } from "../api/get-flsa-report";
import { useMyFlsa } from "../api/get-my-flsa";
import { useUpdateExemption } from "../api/update-exemption";
import { ExemptSwitch } from "./exempt-switch";
import { HoursMeter } from "./hours-meter";
import { PeriodToolbar } from "./period-toolbar";

type PeriodShape = { periodStart: string; periodEnd: string; periodDays: number; standard: FlsaStandard };

type PeriodScreenProps<T extends PeriodShape> = {
  /** The query of the period shown (null: the one holding the agency's today, which the server works out). */
  useData: (periodStart: string | null) => UseQueryResult<T>;
  loadingLabel: string;
  errorTitle: string;
  actions?: (data: T) => ReactNode;
  children: (data: T, stale: boolean) => ReactNode;
};

/** A work period's screen: the period toolbar (previous, current, next), then the period's content. */
function PeriodScreen<T extends PeriodShape>({
  useData,
  loadingLabel,
  errorTitle,
  actions,
  children,
}: PeriodScreenProps<T>) {
  const [periodStart, setPeriodStart] = useState<string | null>(null);
  const query = useData(periodStart);
  const data = query.data;
  // The toolbar keeps the last period shown while another fails to load, so "Current period" stays at hand.
  const [last, setLast] = useState<T | undefined>(undefined);
  if (data && data !== last) setLast(data);
  const bar = data ?? last;
  return (
    <div className="space-y-4">
      {bar ? (
        <Card className="p-4 sm:p-5">
          <PeriodToolbar
            period={bar}
            isCurrent={periodStart === null}
            onStep={(count) =>
              setPeriodStart(format(addDays(parseISO(bar.periodStart), count * bar.periodDays), "yyyy-MM-dd"))
            }
            onCurrent={() => setPeriodStart(null)}
            actions={data ? actions?.(data) : null}
          />
        </Card>
      ) : null}
      <QueryState query={query} loadingLabel={loadingLabel} errorTitle={errorTitle}>
        {() => data && children(data, query.isPlaceholderData)}
      </QueryState>
    </div>
  );
}

/**
 * The scheduling page's "FLSA 7(k)" tab: officers and admins see every member's hours in the work period
 * against the agency's threshold (admins also mark members exempt); everyone else sees their own line.
 */
export function FlsaPanel() {
  const { user } = useUser();
  if (!user) return null;
  return isManager(user) ? <FlsaReportView canEdit={isAdmin(user)} /> : <MyFlsaView />;
}

const fullName = (m: Pick<FlsaMemberLine, "firstName" | "lastName">) => `${m.firstName} ${m.lastName}`.trim();
const byHours = (a: FlsaMemberLine, b: FlsaMemberLine) =>
  b.hoursWorked - a.hoursWorked || fullName(a).localeCompare(fullName(b));

function FlsaReportView({ canEdit }: { canEdit: boolean }) {
  return (
    <PeriodScreen
      useData={useFlsaReport}
      loadingLabel="Loading work period..."
      errorTitle="The FLSA report could not be loaded"
      actions={(data) => (
        <DownloadButton
          url={flsaReportCsvUrl(data.periodStart)}
          fileName={`flsa-7k-${data.periodStart}-to-${data.periodEnd}.csv`}
        >
          Export CSV
        </DownloadButton>
      )}
    >
      {(data, stale) => <ReportBody report={data} canEdit={canEdit} stale={stale} />}
    </PeriodScreen>
  );
}

function ReportBody({ report, canEdit, stale }: { report: FlsaReport; canEdit: boolean; stale: boolean }) {
  const exemption = useUpdateExemption();
  const rows = [...report.members].sort(byHours);
  const worked = rows.some((m) => m.hoursWorked > 0);
  const pendingFor = exemption.isPending ? exemption.variables?.userId : undefined;
  const exemptCell = (m: FlsaMemberLine) =>
    canEdit ? (
      <ExemptSwitch
        name={fullName(m)}
        checked={m.exempt}
        disabled={pendingFor === m.userId}
        onCheckedChange={(exempt) => exemption.mutate({ userId: m.userId, exempt })}
      />
    ) : m.exempt ? (
      <Badge variant="secondary">Exempt</Badge>
    ) : (
      <span className="text-muted-foreground">No</span>
    );

  const columns: DataColumn<FlsaMemberLine>[] = [
    { header: "Member", rowHeader: true, cell: (m) => <MemberName member={m} /> },
    {
      header: "Hours / threshold",
      cell: (m) => (
        <HoursMeter name={fullName(m)} hours={m.hoursWorked} threshold={report.threshold} exempt={m.exempt} />
      ),
      className: "w-56",
    },
    { header: "Punched", align: "right", cell: (m) => `${formatHours(m.punchedHours)} h` },
    {
      header: "Scheduled",
      align: "right",
      cell: (m) =>
        m.scheduledHours > 0 ? (
          <span title={FLSA_MESSAGES.scheduledNote}>{formatHours(m.scheduledHours)} h</span>
        ) : (
          <span className="text-muted-foreground">0 h</span>
        ),
    },
    { header: "Overtime", align: "right", cell: (m) => <Overtime hours={m.overtimeHours} /> },
    { header: "Exempt", align: "right", cell: exemptCell },
  ];

  return (
    <div className={stale ? "space-y-4 opacity-60 transition-opacity" : "space-y-4"} aria-busy={stale}>
      <section aria-label="Work period totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <StatCard
          label="Overtime threshold"
          value={<Figure>{report.threshold} h</Figure>}
          icon={Scale}
          hint={`in ${report.periodDays} days, ending ${formatDate(report.periodEnd)}`}
        />
        <StatCard
          label="Hours worked"
          value={<Figure>{formatHours(report.totals.hoursWorked)} h</Figure>}
          icon={Timer}
          tone="info"
        />
        <StatCard
          label="Over threshold"
          value={report.totals.overThreshold}
          icon={report.totals.overThreshold ? AlertTriangle : Users}
          tone={report.totals.overThreshold ? "danger" : "success"}
          hint={report.totals.overThreshold === 1 ? "member" : "members"}
        />
        <StatCard
          label="Overtime hours"
          value={<Figure>{formatHours(report.totals.overtimeHours)} h</Figure>}
          icon={Gauge}
          tone={report.totals.overtimeHours ? "warning" : "default"}
        />
      </section>

      {report.smallAgency && worked ? (
        <div
          role="note"
          data-testid="flsa-small-agency-note"
          className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-sky-800" aria-hidden="true" />
          <p>{FLSA_MESSAGES.smallAgencyNote}</p>
        </div>
      ) : null}

      {worked ? (
        <>
          <ResponsiveTable
            caption="Hours per member in the work period"
            columns={columns}
            rows={rows}
            rowKey={(m) => m.userId}
            rowClassName={(m) => m.overtimeHours > 0 && "bg-red-50/60"}
            itemLabel={fullName}
            cardClassName={(m) => m.overtimeHours > 0 && "border-red-200"}
          >
            {(m) => (
              <>
                <div className="flex items-start justify-between gap-3">
                  <MemberName member={m} />
                  <Overtime hours={m.overtimeHours} labelled />
                </div>
                <HoursMeter
                  name={fullName(m)}
                  hours={m.hoursWorked}
                  threshold={report.threshold}
                  exempt={m.exempt}
                />
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-muted-foreground">Punched</dt>
                    <dd className="tabular-nums">{formatHours(m.punchedHours)} h</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Scheduled</dt>
                    <dd className="tabular-nums">{formatHours(m.scheduledHours)} h</dd>
                  </div>
                </dl>
                {canEdit ? exemptCell(m) : m.exempt ? <Badge variant="secondary">Exempt</Badge> : null}
              </>
            )}
          </ResponsiveTable>
          <p className="text-xs text-muted-foreground">
            {FLSA_MESSAGES.scheduledNote} {FLSA_MESSAGES.exemptNote}
          </p>
        </>
      ) : (
        <Card>
          <EmptyState
            icon={CalendarClock}
            headingLevel="h3"
            title={FLSA_MESSAGES.empty}
            description={FLSA_MESSAGES.emptyHint}
          />
        </Card>
      )}
    </div>
  );
}

/** Large figures step down a size on phones so two cards fit side by side. */
function Figure({ children }: { children: ReactNode }) {
  return <span className="text-xl [overflow-wrap:anywhere] sm:text-3xl">{children}</span>;
}

function MemberName({ member }: { member: FlsaMemberLine }) {
  return (
    <div className="grid">
      <span className="font-medium text-foreground">{fullName(member)}</span>
      <span className="text-xs text-muted-foreground">{ROLE_LABELS[member.role]}</span>
    </div>
  );
}

/** A member's overtime; `labelled` where no column header names it (the phone's card). */
function Overtime({ hours, labelled = false }: { hours: number; labelled?: boolean }) {
  return hours > 0 ? (
    <Badge variant="danger" className="tabular-nums">
      {formatHours(hours)} h overtime
    </Badge>
  ) : (
    <span className="text-sm text-muted-foreground tabular-nums">{labelled ? "No overtime" : "0 h"}</span>
  );
}

/** A firefighter's or EMT's own line: their hours in the work period against the threshold. */
function MyFlsaView() {
  return (
    <PeriodScreen
      useData={useMyFlsa}
      loadingLabel="Loading your hours..."
      errorTitle="Your hours could not be loaded"
    >
      {(data) => <MyLine me={data} />}
    </PeriodScreen>
  );
}

function MyLine({ me }: { me: FlsaMe }) {
  const m = me.member;
  const left = Math.max(0, me.threshold - m.hoursWorked);
  return (
    <section aria-label="Your hours in the work period" className="grid gap-4 md:grid-cols-[2fr_1fr]">
      <Card className="grid content-start gap-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <Heading className="text-base font-semibold">Your hours</Heading>
            <p className="text-sm text-muted-foreground">
              Work period ending {formatDate(me.periodEnd)} · overtime after {me.threshold} h
            </p>
          </div>
          {m.exempt ? (
            <Badge variant="secondary">Exempt</Badge>
          ) : m.overtimeHours > 0 ? (
            <Overtime hours={m.overtimeHours} />
          ) : (
            <Badge variant="success">Under the threshold</Badge>
          )}
        </div>
        <HoursMeter name="You" hours={m.hoursWorked} threshold={me.threshold} exempt={m.exempt} />
        <p className="text-sm text-muted-foreground">
          {m.exempt
            ? FLSA_MESSAGES.exemptNote
            : m.overtimeHours > 0
              ? `${formatHours(m.overtimeHours)} h past the threshold in this work period.`
              : `${formatHours(left)} h until the overtime threshold.`}
        </p>
      </Card>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-1">
        <StatCard label="Punched" value={<Figure>{formatHours(m.punchedHours)} h</Figure>} icon={Timer} />
        <StatCard
          label="Scheduled"
          value={<Figure>{formatHours(m.scheduledHours)} h</Figure>}
          icon={CalendarClock}
          tone="info"
        />
      </div>
    </section>
  );
}
