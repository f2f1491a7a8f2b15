import type { TimeClockSettings } from "@rollcall/shared/time-clock";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const timeClockSettingsQueryKey = ["/api/time-clock/settings"] as const;

/** The agency's time-clock rules (every rule off until an admin sets them): the buttons ask for reasons by them. */
export function useTimeClockSettings() {
  return useQuery({
    queryKey: timeClockSettingsQueryKey,
    queryFn: () => apiRequest<TimeClockSettings>("GET", "/api/time-clock/settings"),
  });
}
