import type { DashboardEquipment } from "@rollcall/shared/dashboard";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

// Keys start with "/api/dashboard" so one invalidation refreshes every card (see use-refresh-on-changes).
export const equipmentStatusQueryKey = ["/api/dashboard", "equipment"] as const;

/** Equipment Status: the first 5 items, those needing attention first. */
export function getEquipmentStatus() {
  return apiRequest<DashboardEquipment[]>("GET", "/api/dashboard/equipment");
}

/** The page passes `enabled: false` until useDashboard() has seeded this query. */
export function useEquipmentStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: equipmentStatusQueryKey, queryFn: getEquipmentStatus, enabled });
}
