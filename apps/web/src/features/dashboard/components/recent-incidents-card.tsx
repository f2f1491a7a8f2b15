import type { DashboardIncident } from "@rollcall/shared/dashboard";
import { INCIDENT_TYPE_LABELS, type IncidentType } from "@rollcall/shared/incidents";
import { FileText, MapPin } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { DashboardListCard } from "@/components/ui/dashboard-card";
import { PriorityBadge } from "@/components/ui/incident-badges";
import { formatDateTime } from "@/lib/dates";
import { useRecentIncidents } from "../api/get-recent-incidents";
import { useTodaySchedule } from "../api/get-today-schedule";

const typeLabel = (type: string) => INCIDENT_TYPE_LABELS[type as IncidentType] ?? type;

/** Recent Incidents (spec 01 §2): the 5 most recent, with where, when and the units that responded. */
export function RecentIncidentsCard({ className }: { className?: string }) {
  const list = useRecentIncidents();
  // The agency's zone comes with today's schedule; times show in it.
  const timeZone = useTodaySchedule().data?.timeZone;
  return (
    <DashboardListCard
      title="Recent Incidents"
      icon={FileText}
      className={className}
      footerLink={{ to: "/reports", label: "All incident reports" }}
      query={list}
      loadingLabel="Loading incidents..."
      errorMessage="Incidents could not be loaded."
      emptyText="No recent incidents"
      rowKey={(incident) => incident.id}
    >
      {(incident) => <IncidentRow incident={incident} timeZone={timeZone} />}
    </DashboardListCard>
  );
}

function IncidentRow({ incident, timeZone }: { incident: DashboardIncident; timeZone: string | undefined }) {
  return (
    <li className="grid gap-x-6 gap-y-1 px-5 py-3 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-center">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-foreground">{typeLabel(incident.type)}</p>
          <PriorityBadge priority={incident.priority} className="capitalize" />
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
