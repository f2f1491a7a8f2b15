import type { Equipment } from "@rollcall/shared/equipment";
import { CompleteDialog } from "./complete-dialog";
import { DeleteDialog } from "./delete-dialog";
import { EquipmentFormDialog } from "./equipment-form-dialog";
import { QrDialog } from "./qr-dialog";
import { ScheduleDialog } from "./schedule-dialog";

/** Which dialog is open, and for which item: one at a time on both the list and the item page. */
export type EquipmentDialog =
  | { kind: "add" }
  | { kind: "edit"; item: Equipment }
  | { kind: "schedule"; item: Equipment }
  | { kind: "reschedule"; item: Equipment }
  | { kind: "complete"; item: Equipment }
  | { kind: "delete"; item: Equipment }
  | { kind: "qr"; item: Equipment };

type EquipmentDialogsProps = {
  dialog: EquipmentDialog | null;
  onClose: () => void;
  /** The agency's today (yyyy-MM-dd), for the date presets. */
  today: string;
  onDeleted?: () => void;
  /** False on the item page, which is where the label's link would go. */
  showItemLink?: boolean;
};

const itemOf = (dialog: EquipmentDialog | null, ...kinds: EquipmentDialog["kind"][]) =>
  dialog && dialog.kind !== "add" && kinds.includes(dialog.kind) ? dialog.item : null;

export function EquipmentDialogs({ dialog, onClose, today, onDeleted, showItemLink }: EquipmentDialogsProps) {
  return (
    <>
      <EquipmentFormDialog
        open={dialog?.kind === "add" || dialog?.kind === "edit"}
        editing={itemOf(dialog, "edit")}
        onClose={onClose}
      />
      <ScheduleDialog
        item={itemOf(dialog, "schedule", "reschedule")}
        reschedule={dialog?.kind === "reschedule"}
        today={today}
        onClose={onClose}
      />
      <CompleteDialog item={itemOf(dialog, "complete")} today={today} onClose={onClose} />
      <DeleteDialog item={itemOf(dialog, "delete")} onClose={onClose} onDeleted={onDeleted} />
      <QrDialog item={itemOf(dialog, "qr")} onClose={onClose} showItemLink={showItemLink} />
    </>
  );
}
