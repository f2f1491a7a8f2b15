import type { QueryClient } from "@tanstack/react-query";

/** Everything a check-in or check-out changes: the time clock, every shift list, the On Duty counter. */
export function refreshAfterClockChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["/api/time-clock/current-shift"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/time-clock/today"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/shifts"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/dashboard/stats"] }),
  ]);
}
