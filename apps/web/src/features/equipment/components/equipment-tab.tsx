import {
  EQUIPMENT_STATUS_LABELS,
  EQUIPMENT_STATUSES,
  EQUIPMENT_TYPE_LABELS,
  EQUIPMENT_TYPES,
  type Equipment,
  equipmentItemPath,
  matchesEquipmentSearch,
  stationLabel,
} from "@rollcall/shared/equipment";
import { Plus, Truck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CardDetail, CardDetails, CardListHeading, ResponsiveTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { EquipmentStatusBadge, MaintenanceBadge } from "@/components/ui/equipment-status-badge";
import { FilteredList, listFilter, useListFilters } from "@/components/ui/use-list-filters";
import { formatDate } from "@/lib/dates";
import { useStations } from "../api/get-stations";
import { describeMaintenance } from "../utils/format";
import { EquipmentActions } from "./equipment-actions";
import type { EquipmentDialog } from "./equipment-dialogs";

type EquipmentTabProps = {
  items: Equipment[];
  isAdmin: boolean;
  onOpen: (dialog: EquipmentDialog) => void;
};

function MaintenanceCell({ item }: { item: Equipment }) {
  return (
    <div className="grid justify-items-start gap-1">
      <MaintenanceBadge state={item.maintenanceState} />
      {item.nextMaintenanceDate ? (
        <span className="text-xs text-muted-foreground">
          <span className="whitespace-nowrap">{formatDate(item.nextMaintenanceDate)}</span> ·{" "}
          <span className="whitespace-nowrap">{describeMaintenance(item)}</span>
        </span>
      ) : null}
    </div>
  );
}

/** The Equipment tab: search, status and type filters, and the table (cards on phones). */
export function EquipmentTab({ items, isAdmin, onOpen }: EquipmentTabProps) {
  const list = useListFilters(items, {
    search: {
      label: "Search equipment",
      placeholder: "Name, model, serial or location",
      matches: matchesEquipmentSearch,
    },
    filters: [
      listFilter({
        label: "Status",
        allLabel: "All statuses",
        options: EQUIPMENT_STATUSES,
        labels: EQUIPMENT_STATUS_LABELS,
        className: "sm:w-44",
        matches: (i: Equipment, status) => i.status === status,
      }),
      listFilter({
        label: "Type",
        allLabel: "All types",
        options: EQUIPMENT_TYPES,
        labels: EQUIPMENT_TYPE_LABELS,
        className: "sm:w-44",
        matches: (i: Equipment, type) => i.type === type,
      }),
    ],
  });
  const shown = list.shown;
  const stations = useStations();
  const stationNames = new Map((stations.data ?? []).map((s) => [s.id, stationLabel(s)]));
  const stationOf = (item: Equipment) => (item.stationId ? (stationNames.get(item.stationId) ?? null) : null);

  if (!items.length)
    return (
      <Card>
        <EmptyState
          icon={Truck}
          title="No equipment registered"
          description="Add your agency's apparatus and equipment to track their status and maintenance."
          action={
            isAdmin ? (
              <Button onClick={() => onOpen({ kind: "add" })}>
                <Plus aria-hidden="true" />
                Add Equipment
              </Button>
            ) : null
          }
        />
      </Card>
    );

  return (
    <FilteredList
      list={list}
      noun="items"
      noMatches={{
        title: "No equipment matches",
        description: "Try another name, model, serial number or location, or a different status or type.",
      }}
    >
      <ResponsiveTable
        caption="Equipment"
        className="lg:block"
        scroll
        cellPadding="px-3 py-3"
        rows={shown}
        rowKey={(item) => item.id}
        columns={[
          {
            header: "Equipment",
            cell: (item) => (
              <>
                <Link
                  to={equipmentItemPath(item.id)}
                  className="font-medium text-foreground underline-offset-4 hover:underline"
                >
                  {item.name}
                </Link>
                {item.model ? (
                  <div className="max-w-48 truncate text-xs text-muted-foreground" title={item.model}>
                    {item.model}
                  </div>
                ) : null}
                {item.serialNumber ? (
                  <div className="max-w-48 truncate text-xs text-muted-foreground">
                    S/N {item.serialNumber}
                  </div>
                ) : null}
              </>
            ),
          },
          { header: "Type", cell: (item) => EQUIPMENT_TYPE_LABELS[item.type] },
          {
            header: "Station",
            cell: (item) => (
              <>
                <div className="whitespace-nowrap">
                  {stationOf(item) ?? <span className="text-muted-foreground">No station</span>}
                </div>
                {item.location ? (
                  <div className="max-w-40 truncate text-xs text-muted-foreground" title={item.location}>
                    {item.location}
                  </div>
                ) : null}
              </>
            ),
          },
          { header: "Status", cell: (item) => <EquipmentStatusBadge status={item.status} /> },
          { header: "Maintenance", cell: (item) => <MaintenanceCell item={item} /> },
          {
            header: "Actions",
            align: "right",
            cellClassName: "px-1 py-2 text-left",
            cell: (item) => (
              <EquipmentActions variant="icons" item={item} isAdmin={isAdmin} onOpen={onOpen} />
            ),
          },
        ]}
        itemLabel={(item) => item.name}
        listClassName="md:grid-cols-2 lg:hidden"
      >
        {(item) => (
          <>
            <CardListHeading
              title={
                <Link to={equipmentItemPath(item.id)} className="underline-offset-4 hover:underline">
                  {item.name}
                </Link>
              }
              subtitle={
                <>
                  {EQUIPMENT_TYPE_LABELS[item.type]}
                  {stationOf(item) ? ` · ${stationOf(item)}` : ""}
                  {item.location ? ` · ${item.location}` : ""}
                </>
              }
              badge={<EquipmentStatusBadge status={item.status} />}
            />
            <CardDetails>
              <CardDetail label="Maintenance">
                <dd className="mt-0.5">
                  <MaintenanceBadge state={item.maintenanceState} />
                </dd>
              </CardDetail>
              <CardDetail label="Next due">
                <dd>{item.nextMaintenanceDate ? formatDate(item.nextMaintenanceDate) : "Not scheduled"}</dd>
                {item.nextMaintenanceDate ? (
                  <dd className="text-xs text-muted-foreground">{describeMaintenance(item)}</dd>
                ) : null}
              </CardDetail>
              {item.serialNumber ? (
                <CardDetail label="Serial number" className="col-span-2">
                  <dd className="break-words">{item.serialNumber}</dd>
                </CardDetail>
              ) : null}
            </CardDetails>
            <EquipmentActions variant="compact" item={item} isAdmin={isAdmin} onOpen={onOpen} />
          </>
        )}
      </ResponsiveTable>
    </FilteredList>
  );
}
