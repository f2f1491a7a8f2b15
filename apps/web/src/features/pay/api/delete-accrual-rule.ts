import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidatePay } from "./invalidate-pay";

export function deleteAccrualRule(id: string) {
  return apiRequest<void>("DELETE", `/api/pay/accrual-rules/${encodeURIComponent(id)}`);
}

/** Admins: the type accrues nothing more; what it accrued stays on the ledgers. */
export function useDeleteAccrualRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccrualRule, onSuccess: () => invalidatePay(queryClient) });
}
