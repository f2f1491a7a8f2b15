import type { WebhookCreatedDto, WebhookCreateInput } from "@rollcall/shared/integrations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { webhooksQueryKey } from "./get-webhooks";

export function createWebhook(input: WebhookCreateInput) {
  return apiRequest<WebhookCreatedDto>("POST", "/api/webhooks", input);
}

/** POST /api/webhooks: a new webhook; its answer holds the signing secret, this one time. The list refreshes. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
