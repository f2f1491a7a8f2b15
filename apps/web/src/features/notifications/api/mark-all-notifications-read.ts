import { apiRequest } from "@/lib/api";
import { useOptimisticRead } from "./use-optimistic-read";

export function markAllNotificationsRead() {
  return apiRequest("POST", "/api/notifications/read-all");
}

/** Marks every notification read; the list and the count (0) show it at once. */
export function useMarkAllNotificationsRead() {
  return useOptimisticRead(
    markAllNotificationsRead,
    () => true,
    () => 0,
  );
}
