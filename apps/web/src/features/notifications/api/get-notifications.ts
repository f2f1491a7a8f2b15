import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Spec 01 §3: type is info, warning, alert or success; any other value is shown as it comes. */
export type Notification = {
  id: string;
  type: string;
  title: string;
  message: string;
  createdAt: string;
  isRead: boolean;
};

export const notificationsQueryKey = ["/api/notifications"] as const;

export function getNotifications() {
  return apiRequest<Notification[]>("GET", "/api/notifications");
}

/** The member's notifications; loaded only while the panel is open. */
export function useNotifications({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: notificationsQueryKey, queryFn: getNotifications, enabled });
}
