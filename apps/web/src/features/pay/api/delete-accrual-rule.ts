import type { LeaveType } from "@rollcall/shared/staffing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidatePay } from "./invalidate-pay";

export function deleteAccrualRule(leaveType: LeaveType) {
  return apiRequest<void>("DELETE", `/api/pay/accrual-rules/${encodeURIComponent(leaveType)}`);
}

/** Admins: the type accrues nothing more; what it accrued stays on the ledgers. */
export function useDeleteAccrualRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccrualRule, onSuccess: () => invalidatePay(queryClient) });
}
