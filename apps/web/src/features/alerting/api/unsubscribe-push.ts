import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { alertingPreferencesQueryKey } from "./get-alerting-preferences";

/** Unsubscribes this browser and tells the server to forget it (DELETE /api/profile/push {endpoint}). */
async function unsubscribe() {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await apiRequest("DELETE", "/api/profile/push", { endpoint });
}

export function useUnsubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertingPreferencesQueryKey }),
  });
}
