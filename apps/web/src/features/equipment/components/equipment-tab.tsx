import {
  EQUIPMENT_STATUS_LABELS,
  EQUIPMENT_STATUSES,
  EQUIPMENT_TYPE_LABELS,
  EQUIPMENT_TYPES,
  type Equipment,
  type EquipmentStatus,
  type EquipmentType,
  equipmentItemPath,
  matchesEquipmentSearch,
} from "@rollcall/shared/equipment";
import { Plus, Truck } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import {
  CardDetail,
  CardDetails,
  CardList,
  CardListHeading,
  DataTable,
  NoMatches,
  ShowingCount,
} from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { EquipmentStatusBadge, MaintenanceBadge } from "@/components/ui/equipment-status-badge";
import { FilterBar } from "@/components/ui/filter-bar";
import { SelectFilter } from "@/components/ui/select-filter";
import { formatDate } from "@/lib/dates";
import { describeMaintenance } from "../utils/format";
import { EquipmentActions } from "./equipment-actions";
import type { EquipmentDialog } from "./equipment-dialogs";

type EquipmentTabProps = {
  items: Equipment[];
  isAdmin: boolean;
  onOpen: (dialog: EquipmentDialog) => void;
};

type StatusFilter = "all" | EquipmentStatus;
type TypeFilter = "all" | EquipmentType;

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
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [type, setType] = useState<TypeFilter>("all");
  const query = useDeferredValue(search);

  const shown = items.filter(
    (i) =>
      matchesEquipmentSearch(i, query) &&
      (status === "all" || i.status === status) &&
      (type === "all" || i.type === type),
  );

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
    <div className="space-y-4">
      <FilterBar
        search={{
          label: "Search equipment",
          value: search,
          onChange: setSearch,
          placeholder: "Name, model, serial or location",
        }}
      >
        <SelectFilter
          label="Status"
          allLabel="All statuses"
          options={EQUIPMENT_STATUSES}
          labels={EQUIPMENT_STATUS_LABELS}
          value={status}
          onChange={setStatus}
          className="sm:w-44"
        />
        <SelectFilter
          label="Type"
          allLabel="All types"
          options={EQUIPMENT_TYPES}
          labels={EQUIPMENT_TYPE_LABELS}
          value={type}
          onChange={setType}
          className="sm:w-44"
        />
      </FilterBar>
      <ShowingCount shown={shown.length} total={items.length} noun="items" />

      {shown.length === 0 ? (
        <NoMatches
          title="No equipment matches"
          description="Try another name, model, serial number or location, or a different status or type."
          onClear={() => {
            setSearch("");
            setStatus("all");
            setType("all");
          }}
        />
      ) : (
        <>
          <DataTable
            caption="Equipment"
            className="hidden lg:block"
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
                header: "Location",
                cellClassName: "text-muted-foreground",
                cell: (item) => item.location ?? "—",
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
          />

          <CardList
            label="Equipment"
            className="md:grid-cols-2 lg:hidden"
            rows={shown}
            rowKey={(item) => item.id}
            itemLabel={(item) => item.name}
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
                    <dd>
                      {item.nextMaintenanceDate ? formatDate(item.nextMaintenanceDate) : "Not scheduled"}
                    </dd>
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
          </CardList>
        </>
      )}
    </div>
  );
}
