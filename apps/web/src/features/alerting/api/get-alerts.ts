import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { AlertSummary } from "../types";

export const alertsQueryKey = ["/api/alerts"] as const;

/** Managers: every alert the agency sent; members: the alerts sent to them (newest first). */
export function useAlerts() {
  return useQuery({
    queryKey: alertsQueryKey,
    queryFn: () => apiRequest<AlertSummary[]>("GET", "/api/alerts"),
  });
}
