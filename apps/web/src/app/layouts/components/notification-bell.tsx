import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { useNotificationCount } from "@/features/notifications";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { cn } from "@/lib/utils";
import { NOTIFICATIONS_TITLE_ID, NotificationPanel } from "./notification-panel";

/** The bell with its unread badge; toggles the "Notifications" panel (Escape or a click outside closes it). */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const count = useNotificationCount();
  useUnauthorizedRedirect(count.error);
  const unread = count.data ?? 0;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
        className={cn(
          "relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted",
          open && "bg-muted",
        )}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute right-1 top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-none text-destructive-foreground ring-2 ring-card"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-labelledby={NOTIFICATIONS_TITLE_ID}
          className="z-50 w-[min(24rem,calc(100vw-1.5rem))] origin-[var(--radix-popover-content-transform-origin)] overflow-hidden rounded-lg border bg-card text-card-foreground shadow-xl transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0 motion-reduce:transition-none"
        >
          <NotificationPanel />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
