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
import { Plus, SearchX, Truck } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchField } from "@/components/ui/search-field";
import { describeMaintenance, formatDate } from "../utils/format";
import { EquipmentActions } from "./equipment-actions";
import type { EquipmentDialog } from "./equipment-dialogs";
import { EquipmentStatusBadge, MaintenanceBadge } from "./status-badge";

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
  const statusId = useId();
  const typeId = useId();

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
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label="Search equipment"
          value={search}
          onChange={setSearch}
          placeholder="Name, model, serial or location"
        />
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <div className="grid gap-1.5 sm:w-44">
            <Label htmlFor={statusId}>Status</Label>
            <NativeSelect
              id={statusId}
              value={status}
              onChange={(e) => setStatus(e.target.value as StatusFilter)}
            >
              <option value="all">All statuses</option>
              {EQUIPMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {EQUIPMENT_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5 sm:w-44">
            <Label htmlFor={typeId}>Type</Label>
            <NativeSelect id={typeId} value={type} onChange={(e) => setType(e.target.value as TypeFilter)}>
              <option value="all">All types</option>
              {EQUIPMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {EQUIPMENT_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {shown.length} of {items.length} items
      </p>

      {shown.length === 0 ? (
        <Card>
          <EmptyState
            icon={SearchX}
            title="No equipment matches"
            description="Try another name, model, serial number or location, or a different status or type."
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setSearch("");
                  setStatus("all");
                  setType("all");
                }}
              >
                Clear filters
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <Card className="hidden overflow-x-auto lg:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Equipment</caption>
              <thead className="border-b bg-muted/50 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    Equipment
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Type
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Location
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Maintenance
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {shown.map((item) => (
                  <tr key={item.id} className="align-middle hover:bg-muted/30">
                    <td className="px-3 py-3">
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
                    </td>
                    <td className="px-3 py-3">{EQUIPMENT_TYPE_LABELS[item.type]}</td>
                    <td className="px-3 py-3 text-muted-foreground">{item.location ?? "—"}</td>
                    <td className="px-3 py-3">
                      <EquipmentStatusBadge status={item.status} />
                    </td>
                    <td className="px-3 py-3">
                      <MaintenanceCell item={item} />
                    </td>
                    <td className="px-1 py-2">
                      <EquipmentActions variant="icons" item={item} isAdmin={isAdmin} onOpen={onOpen} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>

          <ul className="grid gap-3 md:grid-cols-2 lg:hidden" aria-label="Equipment">
            {shown.map((item) => (
              <li key={item.id}>
                <Card className="p-4">
                  <article aria-label={item.name} className="grid gap-3">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <h3 className="font-semibold text-foreground">
                          <Link
                            to={equipmentItemPath(item.id)}
                            className="underline-offset-4 hover:underline"
                          >
                            {item.name}
                          </Link>
                        </h3>
                        <p className="text-sm text-muted-foreground">
                          {EQUIPMENT_TYPE_LABELS[item.type]}
                          {item.location ? ` · ${item.location}` : ""}
                        </p>
                      </div>
                      <EquipmentStatusBadge status={item.status} />
                    </div>
                    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                      <div className="min-w-0">
                        <dt className="text-xs text-muted-foreground">Maintenance</dt>
                        <dd className="mt-0.5">
                          <MaintenanceBadge state={item.maintenanceState} />
                        </dd>
                      </div>
                      <div className="min-w-0">
                        <dt className="text-xs text-muted-foreground">Next due</dt>
                        <dd>
                          {item.nextMaintenanceDate ? formatDate(item.nextMaintenanceDate) : "Not scheduled"}
                        </dd>
                        {item.nextMaintenanceDate ? (
                          <dd className="text-xs text-muted-foreground">{describeMaintenance(item)}</dd>
                        ) : null}
                      </div>
                      {item.serialNumber ? (
                        <div className="col-span-2 min-w-0">
                          <dt className="text-xs text-muted-foreground">Serial number</dt>
                          <dd className="break-words">{item.serialNumber}</dd>
                        </div>
                      ) : null}
                    </dl>
                    <EquipmentActions variant="compact" item={item} isAdmin={isAdmin} onOpen={onOpen} />
                  </article>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
