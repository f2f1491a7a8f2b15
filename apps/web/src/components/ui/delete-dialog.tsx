import type { ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast, toastError } from "@/hooks/use-toast";

type DeleteDialogProps<T> = {
  /** What is about to be deleted; null keeps the dialog closed. */
  target: T | null;
  onClose: () => void;
  title: string;
  /** The spec's confirmation sentence. */
  description: string;
  /** Deletes it; throws the request's error. */
  remove: (target: T) => Promise<unknown>;
  pending: boolean;
  /** The success toast's title. */
  deleted: string;
  /** The failure toast: its title and text. */
  failure: (error: unknown) => [title: string, description: string];
  /** After it is gone (say, leaving the deleted item's page). */
  onDeleted?: () => void;
  /** Its name and details, shown in a box between the sentence and the buttons. */
  summary: (target: T) => ReactNode;
  /** The confirm button's text and its text while the call runs, for an action not called Delete (Revoke). */
  confirmLabel?: string;
  pendingLabel?: string;
};

/** Every delete (or revoke) confirmation: the spec's sentence, what goes, Delete / Deleting..., the toasts. */
export function DeleteDialog<T>({
  target,
  onClose,
  title,
  description,
  remove,
  pending,
  deleted,
  failure,
  onDeleted,
  summary,
  confirmLabel = "Delete",
  pendingLabel = "Deleting...",
}: DeleteDialogProps<T>) {
  const confirm = async () => {
    if (target === null) return;
    try {
      await remove(target);
      toast({ title: deleted });
      onClose();
      onDeleted?.();
    } catch (error) {
      toastError(...failure(error));
    }
  };
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      pending={pending}
      destructive
      onConfirm={() => void confirm()}
    >
      {target !== null ? (
        <div className="rounded-md border bg-muted/40 px-3 py-2 text-sm">{summary(target)}</div>
      ) : null}
    </ConfirmDialog>
  );
}
