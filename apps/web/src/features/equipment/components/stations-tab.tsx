import {
  EQUIPMENT_STATUS_LABELS,
  type Equipment,
  equipmentItemPath,
  isVehicleType,
  type Station,
  stationLabel,
} from "@rollcall/shared/equipment";
import { Building2, MapPin, Pencil, Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CardListHeading, ResponsiveTable } from "@/components/ui/data-table";
import { STATUS_DOT } from "@/components/ui/equipment-status-badge";
import { QueryState } from "@/components/ui/query-state";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { useStations } from "../api/get-stations";

/** Which station dialog is open: Add Station, Edit or Delete. */
export type StationDialog =
  | { kind: "add" }
  | { kind: "edit"; station: Station }
  | { kind: "delete"; station: Station };

type StationsTabProps = {
  items: Equipment[];
  isAdmin: boolean;
  onOpen: (dialog: StationDialog) => void;
};

/** The apparatus housed at a station: vehicles first, then by name (the list comes sorted by name). */
function housedAt(items: Equipment[], stationId: string) {
  return items
    .filter((i) => i.stationId === stationId)
    .sort((a, b) => Number(isVehicleType(b.type)) - Number(isVehicleType(a.type)));
}

/** The units at a station as links to their pages, each with its status dot and name. */
function ApparatusList({ units, className }: { units: Equipment[]; className?: string }) {
  if (!units.length) return <p className="text-sm text-muted-foreground">No apparatus</p>;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)}>
      {units.map((unit) => (
        <li key={unit.id}>
          <Link
            to={equipmentItemPath(unit.id)}
            aria-label={`${unit.name}, ${EQUIPMENT_STATUS_LABELS[unit.status]}`}
            title={EQUIPMENT_STATUS_LABELS[unit.status]}
            className="inline-flex min-h-8 items-center gap-1.5 rounded-full border bg-card px-2.5 text-sm font-medium text-foreground hover:bg-muted"
          >
            <span
              className={cn("size-2 shrink-0 rounded-full", STATUS_DOT[unit.status])}
              aria-hidden="true"
            />
            {unit.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function StationActions({
  station,
  onOpen,
  compact = false,
}: {
  station: Station;
  onOpen: (dialog: StationDialog) => void;
  compact?: boolean;
}) {
  const edit = () => onOpen({ kind: "edit", station });
  const remove = () => onOpen({ kind: "delete", station });
  if (compact)
    return (
      <div className="flex gap-2">
        <Button variant="outline" className="flex-1" onClick={edit}>
          <Pencil aria-hidden="true" />
          Edit
          <span className="sr-only"> {station.name}</span>
        </Button>
        <Button variant="outline" className="flex-1 text-destructive hover:bg-red-50" onClick={remove}>
          <Trash2 aria-hidden="true" />
          Delete
          <span className="sr-only"> {station.name}</span>
        </Button>
      </div>
    );
  return (
    <div className="flex items-center justify-end gap-0.5">
      <Tooltip content="Edit">
        <Button variant="ghost" size="icon" aria-label={`Edit: ${station.name}`} onClick={edit}>
          <Pencil aria-hidden="true" />
        </Button>
      </Tooltip>
      <Tooltip content="Delete">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete: ${station.name}`}
          className="text-destructive hover:bg-red-50"
          onClick={remove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </Tooltip>
    </div>
  );
}

/** The Stations tab: each station with its number, address and the apparatus housed there. */
export function StationsTab({ items, isAdmin, onOpen }: StationsTabProps) {
  const stations = useStations();
  const addButton = isAdmin ? (
    <Button onClick={() => onOpen({ kind: "add" })}>
      <Plus aria-hidden="true" />
      Add Station
    </Button>
  ) : null;
  const unhoused = items.filter((i) => !i.stationId && isVehicleType(i.type));

  return (
    <QueryState
      query={stations}
      loadingLabel="Loading stations..."
      errorTitle="Stations could not be loaded"
      empty={{
        when: !stations.data?.length,
        icon: Building2,
        title: "No stations yet",
        description: "Add your agency's stations, then choose each apparatus' station on its Edit form.",
        action: addButton,
      }}
    >
      {() => {
        const list = stations.data ?? [];
        return (
          <div className="grid gap-4">
            <ResponsiveTable
              caption="Stations"
              cellPadding="px-4 py-3"
              rows={list}
              rowKey={(s) => s.id}
              rowClassName="align-top"
              columns={[
                {
                  header: "Station",
                  rowHeader: true,
                  cellClassName: "whitespace-nowrap font-medium text-foreground",
                  cell: (s) => s.name,
                },
                {
                  header: "Number",
                  cellClassName: "text-muted-foreground",
                  cell: (s) => s.number ?? "—",
                },
                {
                  header: "Address",
                  cellClassName: "text-muted-foreground",
                  cell: (s) => s.address ?? "—",
                },
                {
                  header: "Apparatus",
                  cell: (s) => <ApparatusList units={housedAt(items, s.id)} />,
                },
                ...(isAdmin
                  ? [
                      {
                        header: "Actions",
                        align: "right" as const,
                        cellClassName: "px-1 py-2",
                        cell: (s: Station) => <StationActions station={s} onOpen={onOpen} />,
                      },
                    ]
                  : []),
              ]}
              itemLabel={(s) => stationLabel(s)}
              listClassName="sm:grid-cols-2"
            >
              {(s) => {
                const units = housedAt(items, s.id);
                return (
                  <>
                    <CardListHeading
                      title={s.name}
                      subtitle={s.number ? `Number ${s.number}` : undefined}
                      badge={
                        <span className="whitespace-nowrap text-sm text-muted-foreground">
                          {units.length === 1 ? "1 unit" : `${units.length} units`}
                        </span>
                      }
                    />
                    {s.address ? (
                      <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
                        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                        <span className="min-w-0 break-words">{s.address}</span>
                      </p>
                    ) : null}
                    <ApparatusList units={units} />
                    {isAdmin ? <StationActions station={s} onOpen={onOpen} compact /> : null}
                  </>
                );
              }}
            </ResponsiveTable>
            {unhoused.length ? (
              <Card className="grid gap-2 p-4">
                <p className="text-sm font-medium text-foreground">Apparatus without a station</p>
                <ApparatusList units={unhoused} />
              </Card>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}
