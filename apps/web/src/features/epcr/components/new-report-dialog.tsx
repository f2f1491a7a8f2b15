import { Button } from "@/components/ui/button";
import { QueryState } from "@/components/ui/query-state";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useConnectivity } from "@/lib/connectivity";
import { formatDateTime } from "@/lib/dates";
import { useRecentIncidents } from "../api/get-recent-incidents";

/** New Report: blank, or from one of the agency's recent incidents (its times and unit come along). */
export function NewReportDialog({
  open,
  onClose,
  pending,
  onStart,
}: {
  open: boolean;
  onClose: () => void;
  pending: boolean;
  onStart: (incidentId?: string) => void;
}) {
  const incidents = useRecentIncidents(open);
  const { online } = useConnectivity();
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title="New Report"
      description="Start from the incident the patient was seen on, or a blank report."
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" disabled={pending} onClick={() => onStart()}>
            Blank Report
          </Button>
        </>
      }
    >
      {online ? null : (
        <p className="text-sm text-muted-foreground">
          Without a connection a blank report starts on this device and is saved when the connection returns;
          starting from an incident needs the connection.
        </p>
      )}
      <QueryState
        query={incidents}
        loadingLabel="Loading incidents..."
        errorTitle="Could not load incidents"
        framed={false}
      >
        {() => (
          <ul className="grid max-h-[50vh] gap-2 overflow-y-auto" aria-label="Recent incidents">
            {(incidents.data ?? []).map((incident) => (
              <li key={incident.id}>
                <button
                  type="button"
                  disabled={pending || !online}
                  onClick={() => onStart(incident.id)}
                  className="grid w-full gap-0.5 rounded-md border px-3 py-2.5 text-left text-sm hover:bg-muted disabled:opacity-60"
                >
                  <span className="font-medium">
                    {incident.incidentNumber} · {incident.location}
                  </span>
                  <span className="text-muted-foreground">
                    {formatDateTime(incident.incidentDate, undefined)}
                    {incident.unitsResponded.length ? ` · ${incident.unitsResponded.join(", ")}` : ""}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </TitledDialog>
  );
}
