import type { StaffingRule } from "@rollcall/shared/staffing";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const staffingRulesQueryKey = ["/api/staffing/rules"] as const;

export function getStaffingRules() {
  return apiRequest<StaffingRule[]>("GET", "/api/staffing/rules");
}

/** The agency's minimum staffing rules, by name. */
export function useStaffingRules() {
  return useQuery({ queryKey: staffingRulesQueryKey, queryFn: getStaffingRules });
}
