import { AGENCY_TYPE_LABELS } from "@rollcall/shared/agencies";
import { TIER_NAMES } from "@rollcall/shared/billing";
import type { UniverseAgencyRow } from "@rollcall/shared/universe";
import { format } from "date-fns";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { cn } from "@/lib/utils";
import { STATUS_LABELS } from "../utils/labels";

type AgenciesTableProps = {
  rows: readonly UniverseAgencyRow[];
  selectedId: string | null;
  onSelect: (row: UniverseAgencyRow) => void;
  onToggleStatus: (row: UniverseAgencyRow) => void;
  onChangePlan: (row: UniverseAgencyRow) => void;
  /** The agency whose suspension or activation is running. */
  busyId: string | null;
};

/**
 * "All Agencies": a click on a row selects it; Change Plan and Suspend / Activate act without selecting. The
 * operators' own agency is marked Platform and offers no Suspend (the server refuses it).
 */
export function AgenciesTable({
  rows,
  selectedId,
  onSelect,
  onToggleStatus,
  onChangePlan,
  busyId,
}: AgenciesTableProps) {
  const columns: DataColumn<UniverseAgencyRow>[] = [
    {
      header: "Agency",
      rowHeader: true,
      cell: (row) => (
        <button
          type="button"
          className="text-left font-medium text-foreground hover:underline"
          aria-pressed={row.id === selectedId}
          onClick={(event) => {
            event.stopPropagation();
            onSelect(row);
          }}
        >
          {row.name}
          {row.isPlatform ? (
            <Badge variant="info" className="ml-2">
              Platform
            </Badge>
          ) : null}
        </button>
      ),
    },
    {
      header: "Status",
      cell: (row) => (
        <Badge variant={row.status === "active" ? "success" : "danger"}>{STATUS_LABELS[row.status]}</Badge>
      ),
    },
    { header: "Type", cell: (row) => AGENCY_TYPE_LABELS[row.type] },
    {
      header: "Tier",
      cell: (row) => (
        <>
          {TIER_NAMES[row.subscriptionTier]}
          {row.subscriptionTier === "trial" && row.trialEndsAt ? (
            <span className="block text-xs text-muted-foreground">
              ends {format(new Date(row.trialEndsAt), "MMM d, yyyy")}
            </span>
          ) : null}
        </>
      ),
    },
    { header: "Users", align: "right", cell: (row) => row.userCount },
    {
      header: <span className="sr-only">Actions</span>,
      align: "right",
      cell: (row) => (
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Change plan of ${row.name}`}
            onClick={(event) => {
              event.stopPropagation();
              onChangePlan(row);
            }}
          >
            Change Plan
          </Button>
          {row.isPlatform && row.status === "active" ? null : (
            <Button
              type="button"
              size="sm"
              variant={row.status === "active" ? "outline" : "default"}
              disabled={busyId === row.id}
              aria-label={`${row.status === "active" ? "Suspend" : "Activate"} ${row.name}`}
              onClick={(event) => {
                event.stopPropagation();
                onToggleStatus(row);
              }}
            >
              {row.status === "active" ? "Suspend" : "Activate"}
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption="All Agencies"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      onRowClick={onSelect}
      rowClassName={(row) => cn("cursor-pointer", row.id === selectedId && "bg-muted/60")}
      scroll
    />
  );
}
