import { apiRequest } from "@/lib/api";
import { useOptimisticRead } from "./use-optimistic-read";

export function markNotificationRead(id: string) {
  return apiRequest("PATCH", `/api/notifications/${encodeURIComponent(id)}/read`);
}

/** Marks one notification read; the item loses its unread mark at once and the list and count refresh after. */
export function useMarkNotificationRead() {
  return useOptimisticRead(
    markNotificationRead,
    (notification, id: string) => notification.id === id,
    (count, unreadCovered) => (count !== undefined && unreadCovered ? Math.max(0, count - 1) : undefined),
  );
}
