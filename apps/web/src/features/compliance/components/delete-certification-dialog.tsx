import { type Certification, COMPLIANCE_MESSAGES } from "@rollcall/shared/compliance";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { useDeleteCertification } from "../api/delete-certification";

type DeleteCertificationDialogProps = { certification: Certification | null; onClose: () => void };

/** The spec's confirmation before a certification (and its document) is deleted. */
export function DeleteCertificationDialog({ certification, onClose }: DeleteCertificationDialogProps) {
  const remove = useDeleteCertification();
  return (
    <DeleteDialog
      target={certification}
      onClose={onClose}
      title="Delete Certification"
      description={COMPLIANCE_MESSAGES.deleteConfirm}
      remove={(c) => remove.mutateAsync(c.id)}
      pending={remove.isPending}
      deleted={COMPLIANCE_MESSAGES.deleted}
      failure={() => [COMPLIANCE_MESSAGES.errorTitle, COMPLIANCE_MESSAGES.deleteFailed]}
      summary={(c) => (
        <p>
          <span className="font-medium">{c.name}</span>
          <span className="text-muted-foreground"> · {c.holderName}</span>
        </p>
      )}
    />
  );
}
