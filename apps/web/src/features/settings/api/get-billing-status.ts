import type { BillingStatus } from "@rollcall/shared/billing";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const billingStatusQueryKey = ["/api/billing/status"] as const;

export function getBillingStatus() {
  return apiRequest<BillingStatus>("GET", "/api/billing/status");
}

/** Whether this server takes payments (Stripe configured); it does not change while the server runs. */
export function useBillingStatus(enabled = true) {
  return useQuery({
    queryKey: billingStatusQueryKey,
    queryFn: getBillingStatus,
    staleTime: Infinity,
    enabled,
  });
}
