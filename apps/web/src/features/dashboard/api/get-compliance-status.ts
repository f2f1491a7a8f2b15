import type { ComplianceItem } from "@rollcall/shared/dashboard";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

// Keys start with "/api/dashboard" so one invalidation refreshes every card (see use-refresh-on-changes).
export const complianceStatusQueryKey = ["/api/dashboard", "compliance"] as const;

/** Compliance Status for CPR, SCBA and EMT: percentage compliant and colour band. */
export function getComplianceStatus() {
  return apiRequest<ComplianceItem[]>("GET", "/api/dashboard/compliance");
}

/** The page passes `enabled: false` until useDashboard() has seeded this query. */
export function useComplianceStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: complianceStatusQueryKey, queryFn: getComplianceStatus, enabled });
}
