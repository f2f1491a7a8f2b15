import { EQUIPMENT_MESSAGES, EQUIPMENT_TYPE_LABELS, type Equipment } from "@rollcall/shared/equipment";
import { DeleteDialog as ConfirmDelete } from "@/components/ui/delete-dialog";
import { useDeleteEquipment } from "../api/delete-equipment";
import { failureMessage } from "../utils/errors";

type DeleteDialogProps = {
  item: Equipment | null;
  onClose: () => void;
  /** After the item is gone (the item page leaves for the list). */
  onDeleted?: () => void;
};

/** Delete with confirmation (spec 02 §2). */
export function DeleteDialog({ item, onClose, onDeleted }: DeleteDialogProps) {
  const remove = useDeleteEquipment();
  return (
    <ConfirmDelete
      target={item}
      onClose={onClose}
      onDeleted={onDeleted}
      title="Delete Equipment"
      description={EQUIPMENT_MESSAGES.deleteConfirm}
      remove={(i) => remove.mutateAsync(i.id)}
      pending={remove.isPending}
      deleted={EQUIPMENT_MESSAGES.deleted}
      failure={(error) => [EQUIPMENT_MESSAGES.errorTitle, failureMessage("delete", error)]}
      summary={(i) => (
        <p>
          <span className="font-medium">{i.name}</span>
          <span className="text-muted-foreground">
            {" "}
            · {EQUIPMENT_TYPE_LABELS[i.type]}
            {i.serialNumber ? ` · ${i.serialNumber}` : ""}
          </span>
        </p>
      )}
    />
  );
}
