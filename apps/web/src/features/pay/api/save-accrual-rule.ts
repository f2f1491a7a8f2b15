import type { AccrualRule, AccrualRuleRecord } from "@rollcall/shared/pay";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidatePay } from "./invalidate-pay";

export function saveAccrualRule(rule: AccrualRule) {
  return apiRequest<AccrualRuleRecord>("PUT", "/api/pay/accrual-rules", rule);
}

/** Admins: creates the leave type's rule, or replaces it. */
export function useSaveAccrualRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAccrualRule, onSuccess: () => invalidatePay(queryClient) });
}
