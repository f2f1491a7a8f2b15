import type { AccrualRun } from "@rollcall/shared/pay";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidatePay } from "./invalidate-pay";

export function runAccruals() {
  return apiRequest<AccrualRun>("POST", "/api/pay/accruals/run", {});
}

/** Admins: the accrual job for the agency, now rather than at its next round. */
export function useRunAccruals() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runAccruals, onSuccess: () => invalidatePay(queryClient) });
}
