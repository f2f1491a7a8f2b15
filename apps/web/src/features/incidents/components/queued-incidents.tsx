import { INCIDENT_TYPE_LABELS, type IncidentCreateInput } from "@rollcall/shared/incidents";
import { WaitingToSyncCard } from "@/components/ui/waiting-to-sync";
import { useQueuedCreations } from "@/lib/connectivity";
import { formatMoment } from "@/lib/dates";

/** Reports written offline, shown above the tabs until the server has them. */
export function QueuedIncidents({ timeZone }: { timeZone: string | undefined }) {
  const queued = useQueuedCreations<IncidentCreateInput>("/api/incidents");
  return (
    <WaitingToSyncCard
      title="Reports waiting to sync"
      items={queued.map(({ id, data }) => ({
        id,
        title: `${data.incidentType ? INCIDENT_TYPE_LABELS[data.incidentType] : "Incident"}${
          data.incidentNumber ? ` #${data.incidentNumber}` : ""
        }`,
        detail: [data.location, data.incidentDate ? formatMoment(String(data.incidentDate), timeZone) : null]
          .filter(Boolean)
          .join(" · "),
      }))}
    />
  );
}
