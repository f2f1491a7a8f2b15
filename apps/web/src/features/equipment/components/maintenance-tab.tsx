import {
  EQUIPMENT_MESSAGES,
  EQUIPMENT_TYPE_LABELS,
  type Equipment,
  equipmentItemPath,
  MAINTENANCE_STATE_LABELS,
  type MaintenanceState,
  needsMaintenance,
} from "@rollcall/shared/equipment";
import { CalendarCheck, CalendarClock, CircleCheck, History } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { EquipmentStatusBadge, MaintenanceBadge } from "@/components/ui/equipment-status-badge";
import { Heading } from "@/components/ui/heading";
import { formatDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { describeMaintenance } from "../utils/format";
import type { EquipmentDialog } from "./equipment-dialogs";

type MaintenanceTabProps = {
  items: Equipment[];
  isAdmin: boolean;
  onOpen: (dialog: EquipmentDialog) => void;
};

/** Items with a next maintenance date, soonest first (so overdue ones lead). */
function scheduledMaintenance(items: Equipment[]) {
  return items
    .filter((i) => i.nextMaintenanceDate)
    .sort(
      (a, b) =>
        (a.nextMaintenanceDate ?? "").localeCompare(b.nextMaintenanceDate ?? "") ||
        a.name.localeCompare(b.name),
    );
}

const SUMMARY: MaintenanceState[] = ["overdue", "due_soon", "upcoming", "current"];
const SUMMARY_TONE: Record<string, string> = {
  overdue: "text-danger",
  due_soon: "text-warning",
  upcoming: "text-sky-800",
  current: "text-success",
};

/** The Maintenance tab (spec 02 §2): the schedule with Reschedule and Complete on each item. */
export function MaintenanceTab({ items, isAdmin, onOpen }: MaintenanceTabProps) {
  const scheduled = scheduledMaintenance(items);

  if (!scheduled.length)
    return (
      <Card>
        <EmptyState
          icon={CalendarCheck}
          title={EQUIPMENT_MESSAGES.noMaintenance}
          description="Items appear here, soonest first, once they have a next maintenance date."
        />
      </Card>
    );

  return (
    <div className="grid gap-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Scheduled maintenance by band">
        {SUMMARY.map((state) => (
          <li key={state} className="rounded-lg border bg-card px-4 py-3 shadow-sm">
            <p className="text-sm text-muted-foreground">{MAINTENANCE_STATE_LABELS[state]}</p>
            <p className={cn("text-2xl font-semibold tabular-nums", SUMMARY_TONE[state])}>
              {scheduled.filter((i) => i.maintenanceState === state).length}
            </p>
          </li>
        ))}
      </ul>
      <Card>
        <ul className="divide-y" aria-label="Scheduled maintenance">
          {scheduled.map((item) => (
            <li key={item.id}>
              <article
                aria-label={item.name}
                className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5"
              >
                <div className="flex min-w-0 flex-1 items-start gap-3">
                  <span
                    className={cn(
                      "flex size-10 shrink-0 flex-col items-center justify-center rounded-md text-center leading-none",
                      item.maintenanceState === "overdue"
                        ? "bg-red-100 text-danger"
                        : item.maintenanceState === "due_soon"
                          ? "bg-yellow-100 text-warning"
                          : "bg-navy-100 text-primary",
                    )}
                    aria-hidden="true"
                  >
                    <CalendarClock className="size-4" />
                  </span>
                  <div className="min-w-0">
                    <Heading className="font-medium text-foreground">
                      <Link to={equipmentItemPath(item.id)} className="underline-offset-4 hover:underline">
                        {item.name}
                      </Link>
                      <span className="font-normal text-muted-foreground">
                        {" "}
                        · {EQUIPMENT_TYPE_LABELS[item.type]}
                        {item.location ? ` · ${item.location}` : ""}
                      </span>
                    </Heading>
                    <p className="text-sm text-muted-foreground">
                      <span className="font-medium text-foreground">
                        {formatDate(item.nextMaintenanceDate as string)}
                      </span>{" "}
                      · {describeMaintenance(item)}
                    </p>
                    <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                      <MaintenanceBadge state={item.maintenanceState} />
                      <EquipmentStatusBadge status={item.status} />
                      <span className="inline-flex items-center gap-1">
                        <History className="size-3.5" aria-hidden="true" />
                        {item.lastMaintenanceDate
                          ? `Last ${formatDate(item.lastMaintenanceDate)}`
                          : "No maintenance recorded"}
                      </span>
                    </p>
                  </div>
                </div>
                {isAdmin ? (
                  <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
                    <Button
                      variant="outline"
                      aria-label={`Reschedule ${item.name}`}
                      onClick={() => onOpen({ kind: "reschedule", item })}
                    >
                      <CalendarClock aria-hidden="true" />
                      Reschedule
                    </Button>
                    <Button
                      variant={needsMaintenance(item.maintenanceState) ? "default" : "outline"}
                      aria-label={`Complete maintenance of ${item.name}`}
                      onClick={() => onOpen({ kind: "complete", item })}
                    >
                      <CircleCheck aria-hidden="true" />
                      Complete
                    </Button>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
