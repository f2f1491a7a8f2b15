import type { LeaveBalance, SetLeaveBalance } from "@rollcall/shared/leave";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateLeave } from "./invalidate-leave";

export function setLeaveBalance(values: SetLeaveBalance) {
  return apiRequest<LeaveBalance>("PUT", "/api/leave-balances", values);
}

/** Officers and admins set one member's balance of one type, in hours. */
export function useSetLeaveBalance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setLeaveBalance, onSuccess: () => invalidateLeave(queryClient) });
}
