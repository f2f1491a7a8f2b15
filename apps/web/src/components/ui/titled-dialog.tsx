import type { ComponentProps, ReactNode } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

type TitledDialogProps = Pick<
  ComponentProps<typeof DialogContent>,
  "className" | "role" | "hideCloseButton" | "onInteractOutside"
> & {
  open: boolean;
  /** Escape, the close button or a click outside; the caller clears what it opened the dialog for. */
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** Buttons at the end (Cancel, the action), in a DialogFooter; a form brings its own FormDialogFooter. */
  footer?: ReactNode;
  /** The content; a form is rendered only while there is something to edit, so each opening starts afresh. */
  children?: ReactNode;
};

/** A dialog with its title and line, then its content (a form, a QR label...) and its buttons. */
export function TitledDialog({
  open,
  onClose,
  title,
  description,
  footer,
  children,
  hideCloseButton,
  ...content
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent hideCloseButton={hideCloseButton} {...content}>
        {/* Without the corner button the title may use the whole width. */}
        <DialogHeader className={hideCloseButton ? "pr-0" : undefined}>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </Dialog>
  );
}
