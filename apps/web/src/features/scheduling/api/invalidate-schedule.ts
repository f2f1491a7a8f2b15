import type { QueryClient } from "@tanstack/react-query";

/** After any change to shifts: the week lists, open shifts, and the dashboard and time-clock cards that show shifts. */
export function invalidateSchedule(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["/api/shifts"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/shifts/open"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/time-clock"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/payroll"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/notifications/count"] }),
  ]);
}
