import type { DashboardIncident } from "@rollcall/shared/dashboard";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

// Keys start with "/api/dashboard" so one invalidation refreshes every card (see use-refresh-on-changes).
export const recentIncidentsQueryKey = ["/api/dashboard", "incidents"] as const;

/** Recent Incidents: the 5 most recent. */
export function getRecentIncidents() {
  return apiRequest<DashboardIncident[]>("GET", "/api/dashboard/incidents");
}

/** The page passes `enabled: false` until useDashboard() has seeded this query. */
export function useRecentIncidents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: recentIncidentsQueryKey, queryFn: getRecentIncidents, enabled });
}
