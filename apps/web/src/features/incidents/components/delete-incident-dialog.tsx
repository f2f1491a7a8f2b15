import { INCIDENT_MESSAGES, INCIDENT_TYPE_LABELS, type Incident } from "@rollcall/shared/incidents";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast, toastError } from "@/hooks/use-toast";
import { useDeleteIncident } from "../api/delete-incident";

type DeleteIncidentDialogProps = { incident: Incident | null; onClose: () => void };

/** The confirmation before a report (with its responders and apparatus) is deleted. */
export function DeleteIncidentDialog({ incident, onClose }: DeleteIncidentDialogProps) {
  const remove = useDeleteIncident();
  const confirm = async () => {
    if (!incident) return;
    try {
      await remove.mutateAsync(incident.id);
      toast({ title: INCIDENT_MESSAGES.deleted });
      onClose();
    } catch {
      toastError(INCIDENT_MESSAGES.errorTitle, INCIDENT_MESSAGES.deleteFailed);
    }
  };
  return (
    <ConfirmDialog
      open={incident !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete Incident Report"
      description={INCIDENT_MESSAGES.deleteConfirm}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      destructive
      onConfirm={() => void confirm()}
    >
      {incident ? (
        <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <span className="font-medium">#{incident.incidentNumber}</span>
          <span className="text-muted-foreground">
            {" "}
            · {INCIDENT_TYPE_LABELS[incident.incidentType]} · {incident.location}
          </span>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
