import type { QueryClient } from "@tanstack/react-query";

/** After any change to shifts: the week lists, open shifts, staffing gaps, and the dashboard and time-clock cards that show shifts. */
export function invalidateSchedule(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["/api/shifts"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/shifts/open"] }),
    // The week view's staffing marks and the Staffing tab's gaps follow the shifts.
    queryClient.invalidateQueries({ queryKey: ["/api/staffing/gaps"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/time-clock"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/payroll"] }),
    // FLSA 7(k) hours count every assigned shift.
    queryClient.invalidateQueries({ queryKey: ["/api/flsa/report"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/flsa/me"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/flsa/projection"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/notifications/count"] }),
  ]);
}
