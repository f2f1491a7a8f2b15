import { formatCents } from "@rollcall/shared/money";
import { isAdmin } from "@rollcall/shared/roles";
import type { ShiftPaymentStatus } from "@rollcall/shared/scheduling";
import {
  minutesToHoursFixed2,
  PAYROLL_MESSAGES,
  type PayrollReport,
  payrollQuerySchema,
} from "@rollcall/shared/time-clock";
import { Banknote, CheckCheck, Clock, Download, Timer, Users, Wallet } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { AccessDenied } from "@/components/ui/access-denied";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DownloadButton } from "@/components/ui/download-button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { StatCard } from "@/components/ui/stat-card";
import { PayHoursSection } from "@/features/pay";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { useUser } from "@/lib/session";
import { type PayrollPeriod, payrollCsvUrl, usePayroll } from "./api/get-payroll";
import { useUpdatePaymentStatus } from "./api/update-payment-status";
import { PayPeriodPicker } from "./components/pay-period-picker";
import { PAYMENT_STATUS_LABELS, PaymentStatusBadge } from "./components/payment-status-badge";
import { PayrollCards, PayrollTable } from "./components/payroll-table";

export function PayrollPage() {
  const { user } = useUser();
  return (
    <div className="space-y-6">
      {isAdmin(user) ? (
        <PayrollScreen />
      ) : (
        <>
          <PageHeader title="Payroll" />
          <AccessDenied message={PAYROLL_MESSAGES.accessDenied} />
        </>
      )}
    </div>
  );
}

/** The period lives in the address (?startDate=&endDate=), so it survives a reload and can be shared. */
function usePeriodParam(): [PayrollPeriod | null, (period: PayrollPeriod | null) => void] {
  const [params, setParams] = useSearchParams();
  const startDate = params.get("startDate");
  const endDate = params.get("endDate");
  // A hand-edited address with a bad range falls back to the current period instead of an error.
  const valid = payrollQuerySchema.safeParse({ startDate, endDate }).success;
  const period = startDate && endDate && valid ? { startDate, endDate } : null;
  const setPeriod = (next: PayrollPeriod | null) => setParams(next ?? {}, { replace: true });
  return [period, setPeriod];
}

function PayrollScreen() {
  const [period, setPeriod] = usePeriodParam();
  const payroll = usePayroll(period);
  const unauthorized = useUnauthorizedRedirect(payroll.error);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const update = useUpdatePaymentStatus({ onSuccess: () => setSelected(new Set()) });
  const report = payroll.data;
  const shown = report ? { startDate: report.startDate, endDate: report.endDate } : null;

  const changePeriod = (next: PayrollPeriod | null) => {
    setSelected(new Set());
    setPeriod(next);
  };
  const select = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <>
      <PageHeader
        title="Payroll"
        description="Hours and pay for paid shifts completed in the period, from the time clock."
        actions={
          shown ? (
            <>
              {/* The FLSA 7(k) work period holding today (its own period, not the pay period): Scheduling's tab. */}
              <DownloadButton url="/api/flsa/report.csv" fileName="flsa-7k.csv">
                FLSA 7(k) CSV
              </DownloadButton>
              <Button variant="outline" asChild>
                <a href={payrollCsvUrl(shown)} download>
                  <Download aria-hidden="true" />
                  Export CSV
                </a>
              </Button>
            </>
          ) : null
        }
      />
      {shown ? (
        <Card className="p-4 sm:p-5">
          <PayPeriodPicker
            period={shown}
            onChange={changePeriod}
            onCurrent={() => changePeriod(null)}
            isCurrent={period === null}
          />
        </Card>
      ) : null}

      <QueryState
        query={payroll}
        pending={unauthorized}
        loadingLabel="Loading payroll..."
        errorTitle="Payroll could not be loaded"
      >
        {() =>
          report && (
            <PayrollReportView
              report={report}
              selected={selected}
              onSelect={select}
              onChange={(shiftIds, paymentStatus) => update.mutate({ shiftIds, paymentStatus })}
              busy={update.isPending}
              stale={payroll.isPlaceholderData}
            />
          )
        }
      </QueryState>

      {shown ? <PayHoursSection period={shown} /> : null}
    </>
  );
}

type ReportViewProps = {
  report: PayrollReport;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onChange: (shiftIds: string[], status: ShiftPaymentStatus) => void;
  busy: boolean;
  stale: boolean;
};

function PayrollReportView({ report, selected, onSelect, onChange, busy, stale }: ReportViewProps) {
  const shifts = report.members.flatMap((m) => m.shifts);
  const chosen = selected.size ? shifts.filter((s) => selected.has(s.id)) : shifts;
  // Approving never takes a paid shift back; marking paid skips what is paid already.
  const toApprove = chosen.filter((s) => s.paymentStatus === "pending").map((s) => s.id);
  const toPay = chosen.filter((s) => s.paymentStatus !== "paid").map((s) => s.id);
  const scope = selected.size ? "selected" : "all";
  const listProps = {
    report,
    selected,
    onSelect,
    onSetStatus: (id: string, status: ShiftPaymentStatus) => onChange([id], status),
    busy,
  };

  return (
    <div className={stale ? "space-y-6 opacity-60 transition-opacity" : "space-y-6"} aria-busy={stale}>
      <section aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Members" value={report.totals.memberCount} icon={Users} />
        <StatCard label="Paid Shifts" value={report.totals.shiftCount} icon={Clock} tone="info" />
        <StatCard
          label="Hours Worked"
          value={<Figure>{minutesToHoursFixed2(report.totals.minutes)}</Figure>}
          icon={Timer}
        />
        <StatCard
          label="Total Pay"
          value={<Figure>{formatCents(report.totals.payCents)}</Figure>}
          icon={Banknote}
          tone="success"
        />
      </section>

      <section aria-labelledby="payroll-members" className="rounded-lg border bg-card shadow-sm">
        <div className="flex flex-col gap-3 border-b px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-5">
          <div>
            <h2 id="payroll-members" className="text-base font-semibold">
              Members
            </h2>
            <div className="mt-1.5 flex flex-wrap gap-1.5">
              {(["pending", "approved", "paid"] as const).map((status) => (
                <PaymentStatusBadge key={status} status={status}>
                  {PAYMENT_STATUS_LABELS[status]} {formatCents(report.totals.payCentsByStatus[status])}
                </PaymentStatusBadge>
              ))}
            </div>
          </div>
          {shifts.length ? (
            <div className="flex flex-col gap-1.5 sm:items-end">
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  onClick={() => onChange(toApprove, "approved")}
                  disabled={busy || toApprove.length === 0}
                >
                  <CheckCheck aria-hidden="true" />
                  {scope === "all" ? "Approve All" : "Approve"} ({toApprove.length})
                </Button>
                <Button onClick={() => onChange(toPay, "paid")} disabled={busy || toPay.length === 0}>
                  <Banknote aria-hidden="true" />
                  {scope === "all" ? "Mark All Paid" : "Mark Paid"} ({toPay.length})
                </Button>
              </div>
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {selected.size
                  ? `${selected.size} ${selected.size === 1 ? "shift" : "shifts"} selected`
                  : "No shifts selected: the actions apply to the whole period"}
              </p>
            </div>
          ) : null}
        </div>
        {shifts.length ? (
          <>
            <div className="hidden md:block">
              <PayrollTable {...listProps} />
            </div>
            <div className="md:hidden">
              <PayrollCards {...listProps} />
            </div>
          </>
        ) : (
          <EmptyState
            icon={Wallet}
            headingLevel="h3"
            title={PAYROLL_MESSAGES.empty}
            description="Paid shifts appear here once members check out of them."
          />
        )}
      </section>
    </div>
  );
}

/** Large figures (money, hours) step down a size on phones so two cards fit side by side. */
function Figure({ children }: { children: ReactNode }) {
  return <span className="text-xl [overflow-wrap:anywhere] sm:text-3xl">{children}</span>;
}
