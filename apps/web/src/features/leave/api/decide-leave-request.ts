import type { LeaveDecision, LeaveRequest } from "@rollcall/shared/leave";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateLeave } from "./invalidate-leave";

/** Approve or deny (officers and admins), or cancel (the member's own, or a manager). */
export function decideLeaveRequest({ id, status }: LeaveDecision & { id: string }) {
  return apiRequest<LeaveRequest>("PATCH", `/api/leave-requests/${encodeURIComponent(id)}`, { status });
}

export function useDecideLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideLeaveRequest, onSuccess: () => invalidateLeave(queryClient) });
}
