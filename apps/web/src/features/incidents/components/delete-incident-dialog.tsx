import { INCIDENT_MESSAGES, INCIDENT_TYPE_LABELS, type Incident } from "@rollcall/shared/incidents";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { useDeleteIncident } from "../api/delete-incident";

type DeleteIncidentDialogProps = { incident: Incident | null; onClose: () => void };

/** The confirmation before a report (with its responders and apparatus) is deleted. */
export function DeleteIncidentDialog({ incident, onClose }: DeleteIncidentDialogProps) {
  const remove = useDeleteIncident();
  return (
    <DeleteDialog
      target={incident}
      onClose={onClose}
      title="Delete Incident Report"
      description={INCIDENT_MESSAGES.deleteConfirm}
      remove={(i) => remove.mutateAsync(i.id)}
      pending={remove.isPending}
      deleted={INCIDENT_MESSAGES.deleted}
      failure={() => [INCIDENT_MESSAGES.errorTitle, INCIDENT_MESSAGES.deleteFailed]}
      summary={(i) => (
        <p>
          <span className="font-medium">#{i.incidentNumber}</span>
          <span className="text-muted-foreground">
            {" "}
            · {INCIDENT_TYPE_LABELS[i.incidentType]} · {i.location}
          </span>
        </p>
      )}
    />
  );
}
