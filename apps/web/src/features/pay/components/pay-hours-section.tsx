import { formatCents } from "@rollcall/shared/money";
import {
  PAY_CODE_KIND_LABELS,
  PAYROLL_EXPORT_FORMAT_LABELS,
  PAYROLL_EXPORT_FORMATS,
  type PayHours,
} from "@rollcall/shared/pay";
import { minutesToHoursFixed2 } from "@rollcall/shared/time-clock";
import { useQueryClient } from "@tanstack/react-query";
import { ChevronDown, FileSpreadsheet, History } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { useDownload } from "@/components/ui/download-button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { QueryState } from "@/components/ui/query-state";
import { useAgencyTimeZone } from "@/features/agencies";
import { formatDateTime } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { invalidatePay } from "../api/invalidate-pay";
import { type PayPeriodRange, usePayHours } from "../api/pay-codes";

type Row = PayHours["members"][number]["lines"][number] & {
  key: string;
  userName: string;
  employeeNumber: string | null;
};

/**
 * The payroll screen's hours by pay code for the period shown (admins), the exports payroll systems import, and
 * the period's exports with what changed since the one before.
 */
export function PayHoursSection({ period }: { period: PayPeriodRange }) {
  const hours = usePayHours(period);
  const queryClient = useQueryClient();
  const { busy, download } = useDownload({ failureTitle: "Export failed" });
  const exportAs = async (format: (typeof PAYROLL_EXPORT_FORMATS)[number]) => {
    await download("/api/pay/exports", `payroll-${format}.csv`, format, { format, ...period });
    await invalidatePay(queryClient);
  };
  return (
    <section aria-labelledby="pay-hours" className="rounded-lg border bg-card shadow-sm">
      <div className="flex flex-col gap-3 border-b px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-5">
        <div>
          <h2 id="pay-hours" className="text-base font-semibold">
            Hours by Pay Code
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Worked hours (regular, FLSA 7(k) overtime, call-backs, trades) and approved leave, as the exports
            carry them.
          </p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" disabled={busy !== null || !hours.data?.members.length}>
              <FileSpreadsheet aria-hidden="true" />
              {busy ? "Preparing..." : "Export for Payroll"}
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {PAYROLL_EXPORT_FORMATS.map((format) => (
              <DropdownMenuItem key={format} onSelect={() => void exportAs(format)}>
                {PAYROLL_EXPORT_FORMAT_LABELS[format]}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <QueryState
        query={hours}
        loadingLabel="Loading hours by pay code..."
        errorTitle="Hours by pay code could not be loaded"
        framed={false}
      >
        {() => (hours.data ? <PayHoursView data={hours.data} /> : null)}
      </QueryState>
    </section>
  );
}

function PayHoursView({ data }: { data: PayHours }) {
  const { user } = useUser();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const rows: Row[] = data.members.flatMap((m) =>
    m.lines.map((l) => ({
      ...l,
      key: `${m.userId}:${l.kind}`,
      userName: m.userName,
      employeeNumber: m.employeeNumber,
    })),
  );
  return (
    <div className="space-y-4 p-4 sm:p-5">
      <DataTable
        caption="Hours by pay code"
        framed={false}
        scroll
        rows={rows}
        rowKey={(r) => r.key}
        empty="No hours in this period yet."
        columns={[
          { header: "Member", rowHeader: true, cell: (r) => r.userName },
          {
            header: "Employee #",
            cell: (r) => r.employeeNumber ?? <span className="text-muted-foreground">—</span>,
          },
          { header: "Pay code", cell: (r) => `${PAY_CODE_KIND_LABELS[r.kind]} (${r.code})` },
          { header: "Hours", align: "right", cell: (r) => minutesToHoursFixed2(r.minutes) },
          { header: "Rate ×", align: "right", cell: (r) => r.multiplier },
          { header: "Amount", align: "right", cell: (r) => formatCents(r.amountCents) },
        ]}
      />
      <p className="text-right text-sm font-medium tabular-nums">
        Total {minutesToHoursFixed2(data.totals.minutes)} h · {formatCents(data.totals.amountCents)}
      </p>
      {data.exports.length ? (
        <div className="rounded-md border bg-muted/30 p-3">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <History className="size-4" aria-hidden="true" />
            Exported
          </h3>
          <ul aria-label="Exports of this period" className="mt-2 space-y-2 text-sm">
            {data.exports.map((x) => (
              <li key={`${x.format}:${x.exportedAt}`}>
                <span className="font-medium">{PAYROLL_EXPORT_FORMAT_LABELS[x.format]}</span>,{" "}
                {formatDateTime(x.exportedAt, timeZone)}
                {x.byName ? ` by ${x.byName}` : ""}
                {x.changes.length ? (
                  <ul className="mt-1 list-disc pl-5 text-muted-foreground">
                    {x.changes.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
