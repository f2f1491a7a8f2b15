import type { PaySettings } from "@rollcall/shared/pay";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const paySettingsQueryKey = ["/api/pay/settings"] as const;

/** The agency's pay periods (null until an admin sets them), today's period and how far leave has accrued. */
export function usePaySettings() {
  return useQuery({
    queryKey: paySettingsQueryKey,
    queryFn: () => apiRequest<PaySettings>("GET", "/api/pay/settings"),
  });
}
