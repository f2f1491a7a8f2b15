import type { LeaveImpact } from "@rollcall/shared/leave";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export function getLeaveImpact(id: string) {
  return apiRequest<LeaveImpact>("GET", `/api/leave-requests/${encodeURIComponent(id)}/impact`);
}

/** The staffing gaps approving the request would open (officers and admins), read when the dialog opens. */
export function useLeaveImpact(id: string | null) {
  return useQuery({
    queryKey: ["/api/leave-requests", id ?? "", "impact"],
    queryFn: () => getLeaveImpact(id ?? ""),
    enabled: id !== null,
    staleTime: 0,
  });
}
