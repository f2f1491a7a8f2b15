import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api";

/** Everything a check-in or check-out changes: the time clock, every shift list, the On Duty counter. */
export function refreshAfterClockChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["/api/time-clock/current-shift"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/time-clock/today"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/shifts"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/dashboard/stats"] }),
  ]);
}

/** The server's own words when it gave any, else the spec's fallback text. */
export function failureMessage(error: unknown, fallback: string) {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof Error && error.message && !(error instanceof TypeError)) return error.message;
  return fallback;
}
