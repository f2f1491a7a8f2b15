import type { StaffingRule, StaffingRuleInput } from "@rollcall/shared/staffing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateStaffing } from "./invalidate-staffing";

export function createStaffingRule(input: StaffingRuleInput) {
  return apiRequest<StaffingRule>("POST", "/api/staffing/rules", input);
}

export function useCreateStaffingRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStaffingRule, onSuccess: () => invalidateStaffing(queryClient) });
}
