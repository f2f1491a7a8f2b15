import { EQUIPMENT_MESSAGES, EQUIPMENT_TYPE_LABELS, type Equipment } from "@rollcall/shared/equipment";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast, toastError } from "@/hooks/use-toast";
import { useDeleteEquipment } from "../api/delete-equipment";
import { failureMessage } from "../utils/errors";

type DeleteDialogProps = {
  item: Equipment | null;
  onClose: () => void;
  /** After the item is gone (the item page leaves for the list). */
  onDeleted?: () => void;
};

/**
 * Delete with confirmation (spec 02 §2).
 */
export function DeleteDialog({ item, onClose, onDeleted }: DeleteDialogProps) {
  const remove = useDeleteEquipment();
  const confirm = async () => {
    if (!item) return;
    try {
      await remove.mutateAsync(item.id);
      toast({ title: EQUIPMENT_MESSAGES.deleted });
      onClose();
      onDeleted?.();
    } catch (error) {
      toastError(EQUIPMENT_MESSAGES.errorTitle, failureMessage("delete", error));
    }
  };
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete Equipment"
      description={EQUIPMENT_MESSAGES.deleteConfirm}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      destructive
      onConfirm={() => void confirm()}
    >
      {item ? (
        <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <span className="font-medium">{item.name}</span>
          <span className="text-muted-foreground">
            {" "}
            · {EQUIPMENT_TYPE_LABELS[item.type]}
            {item.serialNumber ? ` · ${item.serialNumber}` : ""}
          </span>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
