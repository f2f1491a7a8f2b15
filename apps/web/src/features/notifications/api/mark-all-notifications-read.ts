import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastError } from "@/hooks/use-toast";
import { ApiError, apiRequest } from "@/lib/api";
import { notificationCountQueryKey } from "./get-notification-count";
import { type Notification, notificationsQueryKey } from "./get-notifications";

export function markAllNotificationsRead() {
  return apiRequest("POST", "/api/notifications/read-all");
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      await queryClient.cancelQueries({ queryKey: notificationCountQueryKey });
      const previous = queryClient.getQueryData<Notification[]>(notificationsQueryKey);
      const previousCount = queryClient.getQueryData<{ count: number }>(notificationCountQueryKey);
      queryClient.setQueryData<Notification[]>(notificationsQueryKey, (list) =>
        list?.map((n) => ({ ...n, isRead: true })),
      );
      queryClient.setQueryData(notificationCountQueryKey, { count: 0 });
      return { previous, previousCount };
    },
    onError: (error, _vars, context) => {
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
