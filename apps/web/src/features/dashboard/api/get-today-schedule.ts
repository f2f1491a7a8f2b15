import type { TodaySchedule } from "@rollcall/shared/dashboard";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

// Keys start with "/api/dashboard" so one invalidation refreshes every card (see use-refresh-on-changes).
export const todayScheduleQueryKey = ["/api/dashboard", "today"] as const;

/** Today's Schedule: every shift overlapping the agency's calendar day, with its badge. */
export function getTodaySchedule() {
  return apiRequest<TodaySchedule>("GET", "/api/dashboard/today");
}

/** The page passes `enabled: false` until useDashboard() has seeded this query. */
export function useTodaySchedule({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: todayScheduleQueryKey, queryFn: getTodaySchedule, enabled });
}
