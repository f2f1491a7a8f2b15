import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { HeadingScope } from "@/components/ui/heading";
import { cn } from "@/lib/utils";

/**
 * A side drawer built on Radix Dialog: focus is trapped inside, Escape and a click outside close it,
 * and focus returns to the trigger afterwards.
 */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sheetVariants = cva(
  "fixed z-50 flex flex-col gap-4 bg-card shadow-xl outline-none transition-transform duration-200 ease-out motion-reduce:transition-none",
  {
    variants: {
      side: {
        left: "inset-y-0 left-0 h-full w-[min(20rem,85vw)] border-r starting:-translate-x-full",
        right: "inset-y-0 right-0 h-full w-[min(24rem,90vw)] border-l starting:translate-x-full",
        top: "inset-x-0 top-0 border-b starting:-translate-y-full",
        bottom: "inset-x-0 bottom-0 border-t starting:translate-y-full",
      },
    },
    defaultVariants: { side: "right" },
  },
);

type SheetContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    /** Set false when the content renders its own close control. */
    showClose?: boolean;
    /** Classes for the close button, e.g. to suit a dark panel. */
    closeClassName?: string;
  };

export function SheetContent({
  side,
  className,
  children,
  showClose = true,
  closeClassName,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-900/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
      <DialogPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        <HeadingScope under={2}>{children}</HeadingScope>
        {showClose ? (
          <DialogPrimitive.Close
            aria-label="Close"
            className={cn(
              "absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground",
              closeClassName,
            )}
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-5 pr-14", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn("text-lg font-semibold text-foreground", className)} {...props} />
  );
}

export function SheetDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
}
