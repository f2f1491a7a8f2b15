import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { AlertRespondView } from "../types";

export const respondQueryKey = (alertId: string, token: string) =>
  ["/api/alerts", alertId, "respond", token] as const;

const respondUrl = (alertId: string, token: string) =>
  `/api/alerts/${encodeURIComponent(alertId)}/respond?token=${encodeURIComponent(token)}`;

/** The answer link's page (public: the token is the member's key for this one alert). */
export function useRespondView(alertId: string, token: string) {
  return useQuery({
    queryKey: respondQueryKey(alertId, token),
    queryFn: () => apiRequest<AlertRespondView>("GET", respondUrl(alertId, token)),
    enabled: !!alertId && !!token,
    // A wrong or expired link stays wrong: no retries, no refetch on focus.
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export { respondUrl };
