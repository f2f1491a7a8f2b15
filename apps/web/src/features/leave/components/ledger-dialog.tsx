import { LEAVE_LEDGER_KIND_LABELS, LEAVE_MESSAGES, type LeaveLedgerEntry } from "@rollcall/shared/leave";
import { formatPayDay, formatSignedHours } from "@rollcall/shared/pay";
import { LEAVE_TYPE_LABELS, LEAVE_TYPES, type LeaveType } from "@rollcall/shared/staffing";
import { ScrollText } from "lucide-react";
import { useState } from "react";
import {
  CardDetail,
  CardDetails,
  CardListHeading,
  type DataColumn,
  ResponsiveTable,
} from "@/components/ui/data-table";
import { QueryState } from "@/components/ui/query-state";
import { SelectFilter } from "@/components/ui/select-filter";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { cn } from "@/lib/utils";
import { useLeaveLedger } from "../api/get-leave-ledger";
import { hoursText } from "./leave-format";

/** Whose ledger: the member's own (no userId asked), or the one a manager opened from the balances. */
export type LedgerOf = { userId?: string; userName: string };

/**
 * Leave Ledger: every change of the member's balances, newest first: the day it counts on, what made it,
 * the type, its note (and an adjustment's reason and author), the hours it added or removed and the balance
 * after it; filtered by leave type. A table on a desktop, a card per row on a phone.
 */
export function LedgerDialog({ of, onClose }: { of: LedgerOf | null; onClose: () => void }) {
  return (
    <TitledDialog
      open={of !== null}
      onClose={onClose}
      title="Leave Ledger"
      description={
        of?.userId
          ? `${of.userName}'s balances, change by change, newest first.`
          : "Your balances, change by change, newest first."
      }
      className="max-w-4xl"
    >
      {of ? <LedgerEntries key={of.userId ?? "own"} of={of} /> : null}
    </TitledDialog>
  );
}

const hoursClass = (e: LeaveLedgerEntry) =>
  cn("tabular-nums font-medium", e.hours < 0 ? "text-red-700" : e.hours > 0 ? "text-green-800" : "");

function Note({ entry: e }: { entry: LeaveLedgerEntry }) {
  return (
    <span className="grid gap-0.5 break-words">
      <span>{e.note}</span>
      {e.reason ? <span className="text-muted-foreground">Reason: {e.reason}</span> : null}
      {e.byName ? <span className="text-xs text-muted-foreground">By {e.byName}</span> : null}
    </span>
  );
}

function LedgerEntries({ of }: { of: LedgerOf }) {
  const [type, setType] = useState<LeaveType | "all">("all");
  const ledger = useLeaveLedger({ userId: of.userId, type: type === "all" ? undefined : type });
  const entryName = (e: LeaveLedgerEntry) =>
    `${formatPayDay(e.day)}: ${LEAVE_LEDGER_KIND_LABELS[e.kind]}, ${LEAVE_TYPE_LABELS[e.type]}, ${formatSignedHours(e.hours)}`;
  const columns: DataColumn<LeaveLedgerEntry>[] = [
    { header: "Date", rowHeader: true, className: "whitespace-nowrap", cell: (e) => formatPayDay(e.day) },
    { header: "Change", cell: (e) => LEAVE_LEDGER_KIND_LABELS[e.kind] },
    { header: "Type", cell: (e) => LEAVE_TYPE_LABELS[e.type] },
    { header: "Note", className: "w-2/5", cell: (e) => <Note entry={e} /> },
    {
      header: "Hours",
      align: "right",
      className: "whitespace-nowrap",
      cellClassName: hoursClass,
      cell: (e) => formatSignedHours(e.hours),
    },
    {
      header: "Balance",
      align: "right",
      className: "whitespace-nowrap",
      cellClassName: "tabular-nums",
      cell: (e) => hoursText(e.balanceHours),
    },
  ];

  return (
    <div className="grid min-w-0 gap-4">
      <SelectFilter
        label="Leave type"
        allLabel="All types"
        options={LEAVE_TYPES}
        labels={LEAVE_TYPE_LABELS}
        value={type}
        onChange={setType}
      />
      <QueryState
        query={ledger}
        loadingLabel="Loading the ledger..."
        spinnerClassName="min-h-40"
        errorTitle="The ledger could not be loaded"
        empty={{
          when: (ledger.data ?? []).length === 0,
          icon: ScrollText,
          title: LEAVE_MESSAGES.noLedger,
          description: LEAVE_MESSAGES.noLedgerText,
        }}
      >
        {() => (
          <ResponsiveTable
            caption="Leave ledger"
            columns={columns}
            rows={ledger.data ?? []}
            rowKey={(e) => e.id}
            itemLabel={entryName}
          >
            {(e) => (
              <>
                <CardListHeading
                  title={LEAVE_LEDGER_KIND_LABELS[e.kind]}
                  subtitle={`${formatPayDay(e.day)} · ${LEAVE_TYPE_LABELS[e.type]}`}
                  badge={<span className={cn("text-base", hoursClass(e))}>{formatSignedHours(e.hours)}</span>}
                />
                <p className="text-sm">
                  <Note entry={e} />
                </p>
                <CardDetails>
                  <CardDetail label="Balance after">
                    <dd className="tabular-nums">{hoursText(e.balanceHours)}</dd>
                  </CardDetail>
                </CardDetails>
              </>
            )}
          </ResponsiveTable>
        )}
      </QueryState>
    </div>
  );
}
