import type { ShiftListItem } from "@rollcall/shared/scheduling";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Every shift list starts with "/api/shifts", so one invalidation refreshes the week, open shifts and more. */
export const shiftsQueryKey = (startDate: string, endDate: string) =>
  ["/api/shifts", { startDate, endDate }] as const;

export function getShifts(startDate: string, endDate: string) {
  const query = new URLSearchParams({ startDate, endDate });
  return apiRequest<ShiftListItem[]>("GET", `/api/shifts?${query}`);
}

/** The shifts starting in the range (agency-local dates, inclusive), with what the calendar shows. */
export function useShifts(startDate: string, endDate: string, enabled = true) {
  return useQuery({
    queryKey: shiftsQueryKey(startDate, endDate),
    queryFn: () => getShifts(startDate, endDate),
    enabled,
    // Keep last week's cards on screen while the next week loads.
    placeholderData: (previous) => previous,
  });
}
