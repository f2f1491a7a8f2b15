import type { Dashboard } from "@rollcall/shared/dashboard";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
// The time clock's cards are part of the dashboard's first paint (dashboard-page.tsx): seeded too.
import { currentShiftQueryKey, todaysShiftsQueryKey } from "@/features/time-clock";
import { apiRequest, keepOnDevice, queryKeyUrl } from "@/lib/api";
import { complianceStatusQueryKey } from "./get-compliance-status";
import { dashboardStatsQueryKey } from "./get-dashboard-stats";
import { equipmentStatusQueryKey } from "./get-equipment-status";
import { recentActivityQueryKey } from "./get-recent-activity";
import { recentIncidentsQueryKey } from "./get-recent-incidents";
import { todayScheduleQueryKey } from "./get-today-schedule";
import { urgentAlertsQueryKey } from "./get-urgent-alerts";

/**
 * Outside the "/api/dashboard" prefix on purpose: a change refreshes each card through its own endpoint
 * (use-refresh-on-changes), never this call again. It only paints the page the first time.
 */
export const dashboardQueryKey = ["dashboard", "first-paint"] as const;

/** GET /api/dashboard: every card of the first paint in one answer, each as its own endpoint answers. */
export function getDashboard() {
  return apiRequest<Dashboard>("GET", "/api/dashboard");
}

/** Each section of the answer under its card's query key: the cards render, and refresh, on their own. */
export function dashboardCardReads(dashboard: Dashboard): [readonly unknown[], unknown][] {
  return [
    [dashboardStatsQueryKey, dashboard.stats],
    [todayScheduleQueryKey, dashboard.today],
    [urgentAlertsQueryKey, dashboard.alerts],
    [complianceStatusQueryKey, dashboard.compliance],
    [equipmentStatusQueryKey, dashboard.equipment],
    [recentIncidentsQueryKey, dashboard.incidents],
    [recentActivityQueryKey, dashboard.activity],
    [currentShiftQueryKey, dashboard.currentShift],
    [todaysShiftsQueryKey, dashboard.myShifts],
  ];
}

/**
 * Puts each section where its card's query keeps it, and keeps it on the device under its card's url, so a card
 * refreshing offline finds it.
 */
function seedCards(queryClient: QueryClient, dashboard: Dashboard) {
  for (const [key, data] of dashboardCardReads(dashboard)) {
    queryClient.setQueryData(key, data);
    void keepOnDevice(queryKeyUrl(key), data);
  }
}

/**
 * The page's first paint in one call. Its answer seeds every card's query; the page renders the cards (and
 * enables the queries it reads itself) only once this has data, so the cards find it fresh instead of
 * fetching their nine endpoints at once. Never refetched while it is cached: the cards refresh themselves.
 */
export function useDashboard() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: async () => {
      const dashboard = await getDashboard();
      seedCards(queryClient, dashboard);
      return dashboard;
    },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
