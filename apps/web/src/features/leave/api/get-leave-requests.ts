import type { LeaveRequest, LeaveRequestsQuery } from "@rollcall/shared/leave";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const leaveRequestsQueryKey = (filters: LeaveRequestsQuery = {}) =>
  ["/api/leave-requests", filters] as const;

export function getLeaveRequests(filters: LeaveRequestsQuery = {}) {
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const search = query.size ? `?${query}` : "";
  return apiRequest<LeaveRequest[]>("GET", `/api/leave-requests${search}`);
}

/** Members: their own requests. Officers and admins: everyone's (filtered by status, member and days). */
export function useLeaveRequests(filters: LeaveRequestsQuery = {}, enabled = true) {
  return useQuery({
    queryKey: leaveRequestsQueryKey(filters),
    queryFn: () => getLeaveRequests(filters),
    enabled,
  });
}

/** Approved leave overlapping the days (the week view's "On leave" marks); a member sees only their own. */
export function useApprovedLeave(startDate: string, endDate: string, enabled = true) {
  return useQuery({
    queryKey: leaveRequestsQueryKey({ status: "approved", startDate, endDate }),
    queryFn: () => getLeaveRequests({ status: "approved", startDate, endDate }),
    enabled,
    placeholderData: (previous) => previous,
  });
}
