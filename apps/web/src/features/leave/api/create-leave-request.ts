import type { LeaveRequest, LeaveRequestFormValues } from "@rollcall/shared/leave";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateLeave } from "./invalidate-leave";

export function createLeaveRequest(values: LeaveRequestFormValues) {
  return apiRequest<LeaveRequest>("POST", "/api/leave-requests", values);
}

export function useCreateLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLeaveRequest, onSuccess: () => invalidateLeave(queryClient) });
}
