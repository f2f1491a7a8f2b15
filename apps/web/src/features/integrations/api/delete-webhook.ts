import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { webhooksQueryKey } from "./get-webhooks";

export function deleteWebhook(id: string) {
  return apiRequest<void>("DELETE", `/api/webhooks/${encodeURIComponent(id)}`);
}

/** DELETE /api/webhooks/{id}: no more events go to its address, its waiting deliveries are dropped. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
