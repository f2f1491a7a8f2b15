import type { Notification } from "@rollcall/shared/notifications";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export type { Notification };

export const notificationsQueryKey = ["/api/notifications"] as const;

export function getNotifications() {
  return apiRequest<Notification[]>("GET", "/api/notifications");
}

/** The member's notifications; loaded only while the panel is open. */
export function useNotifications({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: notificationsQueryKey, queryFn: getNotifications, enabled });
}
