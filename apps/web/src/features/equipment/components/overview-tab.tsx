import {
  EQUIPMENT_STATUS_LABELS,
  EQUIPMENT_STATUSES,
  EQUIPMENT_TYPE_LABELS,
  type Equipment,
  equipmentItemPath,
  fleetReadiness,
  isReady,
  MAINTENANCE_ALERTS_LIMIT,
  needsMaintenance,
} from "@rollcall/shared/equipment";
import { AlertTriangle, CalendarClock, CircleCheck, PackageCheck, Truck, Wrench } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EquipmentStatusBadge, MaintenanceBadge, STATUS_DOT } from "@/components/ui/equipment-status-badge";
import { ListCard } from "@/components/ui/list-card";
import { StatCard } from "@/components/ui/stat-card";
import { formatDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { describeMaintenance } from "../utils/format";

type OverviewTabProps = {
  items: Equipment[];
  isAdmin: boolean;
  onSchedule: (item: Equipment) => void;
};

/** Oldest due first: overdue, then due soon. */
function maintenanceAlerts(items: Equipment[]) {
  return items
    .filter((i) => needsMaintenance(i.maintenanceState))
    .sort(
      (a, b) => (a.daysUntilMaintenance ?? 0) - (b.daysUntilMaintenance ?? 0) || a.name.localeCompare(b.name),
    );
}

/** The Overview tab: the four cards, fleet readiness with the status legend, and the maintenance alerts. */
export function OverviewTab({ items, isAdmin, onSchedule }: OverviewTabProps) {
  const readiness = fleetReadiness(items);
  const alerts = maintenanceAlerts(items);
  const shown = alerts.slice(0, MAINTENANCE_ALERTS_LIMIT);

  return (
    <div className="grid gap-6">
      <section aria-label="Equipment counts" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total" value={items.length} icon={Truck} />
        <StatCard label="Available" value={readiness.counts.available} icon={PackageCheck} tone="success" />
        <StatCard label="In Service" value={readiness.counts.in_service} icon={CircleCheck} tone="info" />
        <StatCard
          label="Need Maintenance"
          value={alerts.length}
          icon={Wrench}
          tone={alerts.length ? "warning" : "default"}
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-lg" id="fleet-readiness-title">
              Fleet Readiness
            </CardTitle>
            <CardDescription>Equipment available or in service, out of all equipment.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="flex items-baseline gap-3">
              <p
                className={cn(
                  "text-4xl font-semibold tracking-tight tabular-nums",
                  readiness.percent === null ? "text-muted-foreground" : "text-primary",
                )}
                data-testid="fleet-readiness"
              >
                {readiness.percent === null ? "No data" : `${readiness.percent}%`}
              </p>
              <p className="text-sm text-muted-foreground">
                {readiness.ready} of {readiness.total} ready
              </p>
            </div>
            {/* One bar split by status; the legend below names the parts. */}
            <div
              role="progressbar"
              aria-labelledby="fleet-readiness-title"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={readiness.percent ?? 0}
              className="flex h-3 w-full overflow-hidden rounded-full bg-muted"
            >
              {readiness.total
                ? EQUIPMENT_STATUSES.map((s) =>
                    readiness.counts[s] ? (
                      <div
                        key={s}
                        className={cn("h-full", STATUS_DOT[s])}
                        style={{ width: `${(readiness.counts[s] / readiness.total) * 100}%` }}
                      />
                    ) : null,
                  )
                : null}
            </div>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-2" aria-label="Status legend">
              {EQUIPMENT_STATUSES.map((s) => (
                <li key={s} className="flex items-center justify-between gap-2 text-sm">
                  <span className="flex items-center gap-2">
                    <span className={cn("size-2.5 rounded-full", STATUS_DOT[s])} aria-hidden="true" />
                    {EQUIPMENT_STATUS_LABELS[s]}
                  </span>
                  <span className="font-semibold tabular-nums">{readiness.counts[s]}</span>
                </li>
              ))}
            </ul>
            <NotReady items={items} />
          </CardContent>
        </Card>

        <ListCard
          className="lg:col-span-3"
          title="Maintenance Alerts"
          description="Overdue or due within 7 days, most overdue first."
          aside={alerts.length ? <Badge variant="warning">{alerts.length}</Badge> : null}
          empty={{
            when: shown.length === 0,
            icon: CircleCheck,
            title: "No maintenance due",
            description: "Nothing is overdue or due in the next 7 days.",
          }}
        >
          <ul className="divide-y border-t" aria-label="Maintenance alerts">
            {shown.map((item) => {
              const overdue = item.maintenanceState === "overdue";
              return (
                <li
                  key={item.id}
                  className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 px-4 py-3 sm:flex sm:px-5"
                >
                  <span
                    className={cn(
                      "flex size-9 shrink-0 items-center justify-center rounded-md",
                      overdue ? "bg-red-100 text-danger" : "bg-yellow-100 text-warning",
                    )}
                  >
                    {overdue ? (
                      <AlertTriangle className="size-4" aria-hidden="true" />
                    ) : (
                      <CalendarClock className="size-4" aria-hidden="true" />
                    )}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-foreground">
                      <Link to={equipmentItemPath(item.id)} className="hover:underline">
                        {item.name}
                      </Link>
                      <span className="font-normal text-muted-foreground">
                        {" "}
                        · {EQUIPMENT_TYPE_LABELS[item.type]}
                      </span>
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {describeMaintenance(item)}
                      {item.nextMaintenanceDate ? ` · ${formatDate(item.nextMaintenanceDate)}` : ""}
                    </p>
                  </div>
                  <div className="col-start-2 flex items-center justify-between gap-3 sm:justify-end">
                    <MaintenanceBadge state={item.maintenanceState} />
                    {isAdmin ? (
                      <Button
                        variant="outline"
                        aria-label={`Schedule maintenance for ${item.name}`}
                        onClick={() => onSchedule(item)}
                      >
                        <Wrench aria-hidden="true" />
                        Schedule
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          {alerts.length > shown.length ? (
            <p className="border-t px-5 py-3 text-sm text-muted-foreground">
              {alerts.length - shown.length} more on the Maintenance tab.
            </p>
          ) : null}
        </ListCard>
      </div>
    </div>
  );
}

/** The items that would not roll on a call: in maintenance or out of service. */
function NotReady({ items }: { items: Equipment[] }) {
  const notReady = items.filter((i) => !isReady(i.status));
  if (!notReady.length)
    return (
      <p className="border-t pt-4 text-sm text-muted-foreground">Every item is available or in service.</p>
    );
  return (
    <div className="grid gap-2 border-t pt-4">
      <h3 className="text-sm font-semibold text-foreground">Not ready</h3>
      <ul className="grid gap-2" aria-label="Equipment not ready">
        {notReady.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-3 text-sm">
            <Link to={equipmentItemPath(item.id)} className="min-w-0 truncate hover:underline">
              {item.name}
            </Link>
            <EquipmentStatusBadge status={item.status} />
          </li>
        ))}
      </ul>
    </div>
  );
}
