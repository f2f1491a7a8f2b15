import type { UnreadCount } from "@rollcall/shared/notifications";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const notificationCountQueryKey = ["/api/notifications/count"] as const;

/** Spec 01 §9: the unread count is polled every 30 s. */
export const NOTIFICATION_COUNT_POLL_MS = 30_000;

export function getNotificationCount() {
  return apiRequest<UnreadCount>("GET", "/api/notifications/count");
}

export function useNotificationCount() {
  return useQuery({
    queryKey: notificationCountQueryKey,
    queryFn: getNotificationCount,
    refetchInterval: NOTIFICATION_COUNT_POLL_MS,
    select: (data) => data?.count ?? 0,
  });
}
