import type { UrgentAlert } from "@rollcall/shared/dashboard";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

// Keys start with "/api/dashboard" so one invalidation refreshes every card (see use-refresh-on-changes).
export const urgentAlertsQueryKey = ["/api/dashboard", "alerts"] as const;

/** Urgent Alerts: at most 5 expired or expiring certifications and equipment needing maintenance, most urgent first. */
export function getUrgentAlerts() {
  return apiRequest<UrgentAlert[]>("GET", "/api/dashboard/alerts");
}

/** The page passes `enabled: false` until useDashboard() has seeded this query. */
export function useUrgentAlerts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: urgentAlertsQueryKey, queryFn: getUrgentAlerts, enabled });
}
