import type { WebhookDto } from "@rollcall/shared/integrations";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Also the start of each webhook's deliveries key, so whatever refreshes the list refreshes those too. */
export const webhooksQueryKey = ["/api/webhooks"] as const;

export function getWebhooks() {
  return apiRequest<WebhookDto[]>("GET", "/api/webhooks");
}

/** The agency's webhooks, newest first, each with its latest delivery (admins; 402 on a plan without API access). */
export function useWebhooks() {
  return useQuery({ queryKey: webhooksQueryKey, queryFn: getWebhooks });
}

/** Reads the list and every open webhook's deliveries again (a delivery's outcome moves on by itself). */
export function useRefreshWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey });
}
