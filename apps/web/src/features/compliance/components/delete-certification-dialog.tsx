import { type Certification, COMPLIANCE_MESSAGES } from "@rollcall/shared/compliance";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
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
    <Dialog open={certification !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog" hideCloseButton>
        <DialogHeader className="pr-0">
          <DialogTitle>Delete Certification</DialogTitle>
          <DialogDescription>{COMPLIANCE_MESSAGES.deleteConfirm}</DialogDescription>
        </DialogHeader>
        {certification ? (
          <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
            <span className="font-medium">{certification.name}</span>
            <span className="text-muted-foreground"> · {certification.holderName}</span>
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
