import type { AccrualRuleRecord } from "@rollcall/shared/pay";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** The agency's accrual rules, at most one per leave type. */
export function useAccrualRules() {
  return useQuery({
    queryKey: ["/api/pay/accrual-rules"],
    queryFn: () => apiRequest<AccrualRuleRecord[]>("GET", "/api/pay/accrual-rules"),
  });
}
