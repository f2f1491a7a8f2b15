import type { StaffingSettings } from "@rollcall/shared/staffing";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** The agency's leave rules (notice, blocked dates, most away at once): part of its staffing settings. */
export function useLeaveRules(enabled = true) {
  return useQuery({
    queryKey: ["/api/staffing/settings"],
    queryFn: () => apiRequest<StaffingSettings>("GET", "/api/staffing/settings"),
    enabled,
    select: (s) => ({
      minNoticeDays: s.leaveMinNoticeDays,
      blockedDates: s.leaveBlockedDates,
      maxConcurrent: s.leaveMaxConcurrent,
    }),
  });
}
