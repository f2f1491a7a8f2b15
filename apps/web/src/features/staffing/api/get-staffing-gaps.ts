import type { StaffingGap } from "@rollcall/shared/staffing";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const staffingGapsQueryKey = (startDate: string, endDate: string) =>
  ["/api/staffing/gaps", { startDate, endDate }] as const;

/** `withoutShiftId`: the gaps as they would be without that shift (removing or cancelling it). */
export function getStaffingGaps(startDate: string, endDate: string, withoutShiftId?: string) {
  const params = new URLSearchParams({ startDate, endDate, ...(withoutShiftId ? { withoutShiftId } : {}) });
  return apiRequest<StaffingGap[]>("GET", `/api/staffing/gaps?${params}`);
}

/** Where the agency's rules find the schedule short, for frames starting on startDate..endDate (agency days). */
export function useStaffingGaps(startDate: string, endDate: string, enabled = true) {
  return useQuery({
    queryKey: staffingGapsQueryKey(startDate, endDate),
    queryFn: () => getStaffingGaps(startDate, endDate),
    placeholderData: keepPreviousData,
    enabled: enabled && !!startDate && !!endDate,
  });
}
