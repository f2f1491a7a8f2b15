import { formatDistanceToNow } from "date-fns";
import { Bell, CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert } from "lucide-react";
import type { Notification } from "@/features/notifications";
import { cn } from "@/lib/utils";

const typeStyles: Record<string, { icon: LucideIcon; className: string }> = {
  info: { icon: Info, className: "bg-sky-100 text-sky-800" },
  warning: { icon: TriangleAlert, className: "bg-yellow-100 text-warning" },
  alert: { icon: CircleAlert, className: "bg-red-100 text-danger" },
  success: { icon: CircleCheck, className: "bg-green-100 text-success" },
};
const otherType = { icon: Bell, className: "bg-navy-100 text-primary" };

function timeAgo(createdAt: string) {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? "" : formatDistanceToNow(date, { addSuffix: true });
}

type NotificationItemProps = { notification: Notification; onMarkRead: (id: string) => void };

/** One entry of the panel. Unread entries are buttons that mark themselves read; read ones are plain text. */
export function NotificationItem({ notification, onMarkRead }: NotificationItemProps) {
  const { icon: Icon, className: iconClass } = typeStyles[notification.type] ?? otherType;
  const unread = !notification.isRead;

  const body = (
    <>
      <span className={cn("mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full", iconClass)}>
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn("block text-sm text-foreground", unread ? "font-semibold" : "font-medium")}>
          {notification.title}
          {unread ? <span className="sr-only"> (unread)</span> : null}
        </span>
        <span className="mt-0.5 block text-sm break-words text-muted-foreground">{notification.message}</span>
        <time dateTime={notification.createdAt} className="mt-1 block text-xs text-muted-foreground">
          {timeAgo(notification.createdAt)}
        </time>
      </span>
      {unread ? <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-sky-600" /> : null}
    </>
  );

  if (!unread) return <div className="flex gap-3 px-4 py-3">{body}</div>;
  return (
    <button
      type="button"
      onClick={() => onMarkRead(notification.id)}
      title="Mark as read"
      className="flex w-full cursor-pointer gap-3 bg-sky-50/70 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:-outline-offset-2"
    >
      {body}
    </button>
  );
}
