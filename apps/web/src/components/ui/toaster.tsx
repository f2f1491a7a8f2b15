import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { dismissToast, useToast } from "@/hooks/use-toast";
import { cn } from "@/lib/utils";

/** Radix Toast: 5 s default, swipe right past 50 px to dismiss, F8 focuses the region (Radix's default hotkey). */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, duration, action, open }) => (
        <Toast.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg transition-all",
            "data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none",
            "data-[state=open]:animate-in data-[state=closed]:opacity-0",
            variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "border-border bg-card text-card-foreground",
          )}
        >
          <div className="grid gap-1">
            {title ? <Toast.Title className="text-sm font-semibold">{title}</Toast.Title> : null}
            {description ? (
              <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>
            ) : null}
          </div>
          {action}
          <Toast.Close
            aria-label="Close"
            className={cn(
              "absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100",
              variant === "destructive" ? "text-destructive-foreground" : "text-foreground",
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* At the bottom, as a phone app's messages are (right on larger screens): at the top of a phone they
          covered the header and the connectivity banner. Clear of the home indicator (safe area). */}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] md:max-w-[420px]" />
    </Toast.Provider>
  );
}
