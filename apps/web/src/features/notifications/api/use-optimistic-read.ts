import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { notificationCountQueryKey } from "./get-notification-count";
import { type Notification, notificationsQueryKey } from "./get-notifications";

/**
 * A mark-read call that shows its result at once: the notifications it covers lose their unread mark and the
 * count takes `nextCount` (left alone when that gives undefined); a failure restores both and says why, and
 * the list and count refresh afterwards either way.
 */
export function useOptimisticRead<TVars>(
  mutationFn: (vars: TVars) => Promise<unknown>,
  covers: (notification: Notification, vars: TVars) => boolean,
  nextCount: (count: number | undefined, unreadCovered: number) => number | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (vars: TVars) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      await queryClient.cancelQueries({ queryKey: notificationCountQueryKey });
      const previous = queryClient.getQueryData<Notification[]>(notificationsQueryKey);
      const previousCount = queryClient.getQueryData<{ count: number }>(notificationCountQueryKey);
      const unreadCovered = previous?.filter((n) => covers(n, vars) && !n.isRead).length ?? 0;
      queryClient.setQueryData<Notification[]>(notificationsQueryKey, (list) =>
        list?.map((n) => (covers(n, vars) ? { ...n, isRead: true } : n)),
      );
      const count = nextCount(previousCount?.count, unreadCovered);
      if (count !== undefined) queryClient.setQueryData(notificationCountQueryKey, { count });
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
