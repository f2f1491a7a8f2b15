import { BellOff, CheckCheck, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from "@/features/notifications";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { ApiError } from "@/lib/api";
import { NotificationItem } from "./notification-item";

export const NOTIFICATIONS_TITLE_ID = "notifications-title";

/** The panel's content; mounted only while the panel is open, so the list loads only then. */
export function NotificationPanel() {
  const notifications = useNotifications({ enabled: true });
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  useUnauthorizedRedirect(notifications.error);
  const hasUnread = notifications.data?.some((n) => !n.isRead) ?? false;

  return (
    <>
      <div className="flex min-h-14 items-center justify-between gap-2 border-b px-4 py-2">
        <h2 id={NOTIFICATIONS_TITLE_ID} className="text-sm font-semibold text-foreground">
          Notifications
        </h2>
        {hasUnread ? (
          <Button
            variant="ghost"
            size="sm"
            className="-mr-2 h-11 text-primary sm:h-9"
            onClick={() => markAllRead.mutate()}
            disabled={markAllRead.isPending}
          >
            <CheckCheck aria-hidden="true" />
            Mark all as read
          </Button>
        ) : null}
      </div>
      <div className="max-h-[min(28rem,65vh)] overflow-y-auto overscroll-contain">
        {notifications.isPending ? (
          <div
            role="status"
            className="flex items-center justify-center gap-2 px-4 py-10 text-sm text-muted-foreground"
          >
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Loading...
          </div>
        ) : notifications.isError ? (
          <p role="alert" className="px-4 py-10 text-center text-sm text-danger">
            {notifications.error instanceof ApiError
              ? notifications.error.serverMessage
              : notifications.error.message}
          </p>
        ) : notifications.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
            <BellOff className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm text-muted-foreground">No notifications</p>
          </div>
        ) : (
          <ul className="divide-y">
            {notifications.data.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onMarkRead={(id) => markRead.mutate(id)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
