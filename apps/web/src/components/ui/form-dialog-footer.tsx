import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { PendingLabel } from "@/components/ui/pending-label";

type FormDialogFooterProps = {
  /** The submit button's text ("Save Changes") and its text while the call runs ("Saving..."). */
  submitLabel: string;
  pendingText: string;
  pending: boolean;
  /** Keeps the submit button disabled besides while pending (e.g. until a required value is chosen). */
  submitDisabled?: boolean;
  /** Cancel's action; without one Cancel simply closes the dialog. */
  onCancel?: () => void;
  /** Cancel waits too while the call runs (a dialog that must not close mid-save). */
  holdCancel?: boolean;
  className?: string;
};

/** A form dialog's Cancel and submit buttons; the submit one shows a spinner and its pending text while busy. */
export function FormDialogFooter({
  submitLabel,
  pendingText,
  pending,
  submitDisabled = false,
  onCancel,
  holdCancel = false,
  className,
}: FormDialogFooterProps) {
  const cancel = (
    <Button type="button" variant="outline" disabled={holdCancel && pending} onClick={onCancel}>
      Cancel
    </Button>
  );
  return (
    <DialogFooter className={className}>
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      <Button type="submit" disabled={pending || submitDisabled}>
        <PendingLabel pending={pending} pendingText={pendingText}>
          {submitLabel}
        </PendingLabel>
      </Button>
    </DialogFooter>
  );
}
