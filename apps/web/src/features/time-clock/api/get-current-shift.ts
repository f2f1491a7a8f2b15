import { CURRENT_SHIFT_POLL_MS, type TimeClockShift } from "@rollcall/shared/time-clock";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const currentShiftQueryKey = ["/api/time-clock/current-shift"] as const;

/** The shift the member is checked in to, or null when off duty. */
export async function getCurrentShift(): Promise<TimeClockShift | null> {
  return (await apiRequest<TimeClockShift | null>("GET", "/api/time-clock/current-shift")) ?? null;
}

/** Polled every 30 s (spec 01 §9), so a check-out on another device shows here too. */
export function useCurrentShift() {
  return useQuery({
    queryKey: currentShiftQueryKey,
    queryFn: getCurrentShift,
    refetchInterval: CURRENT_SHIFT_POLL_MS,
  });
}
