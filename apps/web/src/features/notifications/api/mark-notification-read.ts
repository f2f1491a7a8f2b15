import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastError } from "@/hooks/use-toast";
import { ApiError, apiRequest } from "@/lib/api";
import { notificationCountQueryKey } from "./get-notification-count";
import { type Notification, notificationsQueryKey } from "./get-notifications";

export function markNotificationRead(id: string) {
  return apiRequest("PATCH", `/api/notifications/${encodeURIComponent(id)}/read`);
}

/** Marks one notification read; the item loses its unread mark at once and the list and count refresh after. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      await queryClient.cancelQueries({ queryKey: notificationCountQueryKey });
      const previous = queryClient.getQueryData<Notification[]>(notificationsQueryKey);
      const previousCount = queryClient.getQueryData<{ count: number }>(notificationCountQueryKey);
      const wasUnread = previous?.some((n) => n.id === id && !n.isRead) ?? false;
      queryClient.setQueryData<Notification[]>(notificationsQueryKey, (list) =>
        list?.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
      );
      if (wasUnread && previousCount) {
        queryClient.setQueryData(notificationCountQueryKey, { count: Math.max(0, previousCount.count - 1) });
      }
      return { previous, previousCount };
    },
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
      if (context?.previousCount) queryClient.setQueryData(notificationCountQueryKey, context.previousCount);
      toastError("Error", error instanceof ApiError ? error.serverMessage : error.message);
    },
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      queryClient.invalidateQueries({ queryKey: notificationCountQueryKey });
    },
  });
}
