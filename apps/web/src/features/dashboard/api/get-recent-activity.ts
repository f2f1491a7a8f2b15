import type { ActivityEntry } from "@rollcall/shared/dashboard";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

// Keys start with "/api/dashboard" so one invalidation refreshes every card (see use-refresh-on-changes).
export const recentActivityQueryKey = ["/api/dashboard", "activity"] as const;

/** Recent Activity: who did what, newest first, in plain words. */
export function getRecentActivity() {
  return apiRequest<ActivityEntry[]>("GET", "/api/dashboard/activity");
}

/** The page passes `enabled: false` until useDashboard() has seeded this query. */
export function useRecentActivity({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: recentActivityQueryKey, queryFn: getRecentActivity, enabled });
}
