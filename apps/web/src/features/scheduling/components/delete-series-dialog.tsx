import { SHIFT_MESSAGES, type ShiftEditScope, type ShiftListItem } from "@rollcall/shared/scheduling";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { ScopeChoice } from "./scope-choice";

type DeleteSeriesDialogProps = {
  shift: ShiftListItem | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (shift: ShiftListItem, scope: ShiftEditScope) => void;
};

/** Deleting an occurrence of a series asks which shifts go: this one, or it and the following ones. */
export function DeleteSeriesDialog({ shift, pending, onCancel, onConfirm }: DeleteSeriesDialogProps) {
  const [scope, setScope] = useState<ShiftEditScope>("this");
  return (
    <TitledDialog
      open={shift !== null}
      onClose={() => {
        onCancel();
        setScope("this");
      }}
      title="Delete Shift"
      description={SHIFT_MESSAGES.deleteConfirm}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => {
              if (shift) onConfirm(shift, scope);
              setScope("this");
            }}
          >
            {pending ? "Deleting..." : "Delete"}
          </Button>
        </>
      }
    >
      <ScopeChoice value={scope} onChange={setScope} name="delete-scope" legend="Delete" />
    </TitledDialog>
  );
}
