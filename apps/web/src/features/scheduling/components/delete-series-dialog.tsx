import { SHIFT_MESSAGES, type ShiftEditScope, type ShiftListItem } from "@rollcall/shared/scheduling";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
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
    <Dialog
      open={shift !== null}
      onOpenChange={(open) => {
        if (!open) {
          onCancel();
          setScope("this");
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete Shift</DialogTitle>
          <DialogDescription>{SHIFT_MESSAGES.deleteConfirm}</DialogDescription>
        </DialogHeader>
        <ScopeChoice value={scope} onChange={setScope} name="delete-scope" legend="Delete" />
        <DialogFooter>
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
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
