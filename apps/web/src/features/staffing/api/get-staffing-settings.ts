import type { StaffingSettings } from "@rollcall/shared/staffing";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const staffingSettingsQueryKey = ["/api/staffing/settings"] as const;

export function getStaffingSettings() {
  return apiRequest<StaffingSettings>("GET", "/api/staffing/settings");
}

/** The agency's staffing settings (trades, call-back, leave, FLSA), the defaults until an admin saves them. */
export function useStaffingSettings() {
  return useQuery({ queryKey: staffingSettingsQueryKey, queryFn: getStaffingSettings });
}
