import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The spec's confirmation sentence. */
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  /** What is about to change (the item's name and details), between the sentence and the buttons. */
  children?: ReactNode;
};

/**
 * Every confirmation (delete, reset password, ...) in one house style, on Radix AlertDialog: focus starts on
 * Cancel, Escape cancels, and a click outside does nothing, so an irreversible action needs a deliberate
 * second click.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  destructive = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-900/60 backdrop-blur-[2px] transition-opacity duration-150 starting:opacity-0" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-card p-5 text-card-foreground shadow-xl transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0 sm:p-6">
          <div className="grid gap-1.5">
            <AlertDialog.Title className="text-lg font-semibold leading-tight">{title}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              {description}
            </AlertDialog.Description>
          </div>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the call has answered. */}
            <Button variant={destructive ? "destructive" : "default"} disabled={pending} onClick={onConfirm}>
              <PendingLabel pending={pending} pendingText={pendingLabel}>
                {confirmLabel}
              </PendingLabel>
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
