import type { DashboardIncident } from "@rollcall/shared/dashboard";
import { INCIDENT_TYPE_LABELS, type IncidentType } from "@rollcall/shared/incidents";
import { ArrowRight, FileText, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useRecentIncidents } from "../api/get-recent-incidents";
import { useTodaySchedule } from "../api/get-today-schedule";
import { formatDateTime } from "../utils/format";
import { CardEmpty, CardError, CardLoading, DashboardCard } from "./dashboard-card";

const typeLabel = (type: string) => INCIDENT_TYPE_LABELS[type as IncidentType] ?? type;

const PRIORITY_VARIANT: Record<string, "danger" | "warning" | "info" | "secondary"> = {
  critical: "danger",
  high: "warning",
  medium: "info",
  low: "secondary",
};

/** Recent Incidents (spec 01 §2): the 5 most recent, with where, when and the units that responded. */
export function RecentIncidentsCard({ className }: { className?: string }) {
  const list = useRecentIncidents();
  // The agency's zone comes with today's schedule; times show in it.
  const timeZone = useTodaySchedule().data?.timeZone;
  return (
    <DashboardCard
      title="Recent Incidents"
      icon={FileText}
      className={className}
      footer={
        list.data?.length ? (
          <Button asChild variant="link" size="sm" className="h-11 sm:h-9">
            <Link to="/reports">
              All incident reports
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null
      }
    >
      {list.isPending ? (
        <CardLoading label="Loading incidents..." />
      ) : list.isError ? (
        <CardError
          message="Incidents could not be loaded."
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.length === 0 ? (
        <CardEmpty icon={FileText} text="No recent incidents" />
      ) : (
        <ul className="divide-y">
          {list.data.map((incident) => (
            <IncidentRow key={incident.id} incident={incident} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

function IncidentRow({ incident, timeZone }: { incident: DashboardIncident; timeZone: string | undefined }) {
  return (
    <li className="grid gap-x-6 gap-y-1 px-5 py-3 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-center">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-foreground">{typeLabel(incident.type)}</p>
          <Badge variant={PRIORITY_VARIANT[incident.priority] ?? "secondary"} className="capitalize">
            {incident.priority}
          </Badge>
        </div>
        <p className="text-xs text-muted-foreground tabular-nums">#{incident.incidentNumber}</p>
      </div>
      <p className="flex min-w-0 items-start gap-1.5 text-sm text-muted-foreground">
        <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        <span className="min-w-0">{incident.location}</span>
      </p>
      <time dateTime={incident.incidentDate} className="text-sm text-muted-foreground tabular-nums">
        {formatDateTime(incident.incidentDate, timeZone)}
      </time>
      <div className="flex flex-wrap items-center gap-1 md:justify-end">
        {incident.unitsResponded.length ? (
          <>
            <span className="sr-only">Units responded:</span>
            {incident.unitsResponded.map((unit) => (
              <Badge key={unit} variant="outline" className="font-medium">
                {unit}
              </Badge>
            ))}
          </>
        ) : (
          <span className="text-xs text-muted-foreground">No units recorded</span>
        )}
      </div>
    </li>
  );
}
