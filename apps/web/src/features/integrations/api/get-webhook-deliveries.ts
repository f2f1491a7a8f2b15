import type { WebhookDeliveryDto } from "@rollcall/shared/integrations";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { webhooksQueryKey } from "./get-webhooks";

export const webhookDeliveriesQueryKey = (id: string) => [...webhooksQueryKey, id, "deliveries"] as const;

export function getWebhookDeliveries(id: string) {
  return apiRequest<WebhookDeliveryDto[]>("GET", `/api/webhooks/${encodeURIComponent(id)}/deliveries`);
}

/**
 * A webhook's last 100 deliveries, newest first, while its dialog is open (`id` null: closed). Always fetched
 * afresh on opening: a delivery's outcome moves on its own, with the receiver's answers and the retries.
 */
export function useWebhookDeliveries(id: string | null) {
  return useQuery({
    queryKey: webhookDeliveriesQueryKey(id ?? ""),
    queryFn: () => getWebhookDeliveries(id ?? ""),
    enabled: id !== null,
    staleTime: 0,
  });
}
