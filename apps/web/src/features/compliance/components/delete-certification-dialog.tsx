import { type Certification, COMPLIANCE_MESSAGES } from "@rollcall/shared/compliance";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast, toastError } from "@/hooks/use-toast";
import { useDeleteCertification } from "../api/delete-certification";

type DeleteCertificationDialogProps = { certification: Certification | null; onClose: () => void };

/** The spec's confirmation before a certification (and its document) is deleted. */
export function DeleteCertificationDialog({ certification, onClose }: DeleteCertificationDialogProps) {
  const remove = useDeleteCertification();
  const confirm = async () => {
    if (!certification) return;
    try {
      await remove.mutateAsync(certification.id);
      toast({ title: COMPLIANCE_MESSAGES.deleted });
      onClose();
    } catch {
      toastError(COMPLIANCE_MESSAGES.errorTitle, COMPLIANCE_MESSAGES.deleteFailed);
    }
  };
  return (
    <ConfirmDialog
      open={certification !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete Certification"
      description={COMPLIANCE_MESSAGES.deleteConfirm}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      destructive
      onConfirm={() => void confirm()}
    >
      {certification ? (
        <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <span className="font-medium">{certification.name}</span>
          <span className="text-muted-foreground"> · {certification.holderName}</span>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
