import type { DashboardStats } from "@rollcall/shared/dashboard";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Spec 01 §3: the four dashboard counters, computed by the server from the agency's own data. */
export type { DashboardStats };

export const dashboardStatsQueryKey = ["/api/dashboard/stats"] as const;

export async function getDashboardStats(): Promise<DashboardStats> {
  const data = await apiRequest<Partial<DashboardStats> | undefined>("GET", "/api/dashboard/stats");
  // A counter the server leaves out means none.
  return {
    onDuty: data?.onDuty ?? 0,
    availableUnits: data?.availableUnits ?? 0,
    expiringCerts: data?.expiringCerts ?? 0,
    trainingDue: data?.trainingDue ?? 0,
  };
}

/** The page passes `enabled: false` until useDashboard() has seeded this query. */
export function useDashboardStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: dashboardStatsQueryKey, queryFn: getDashboardStats, enabled });
}
