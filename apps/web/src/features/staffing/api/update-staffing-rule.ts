import type { StaffingRule, StaffingRuleUpdateInput } from "@rollcall/shared/staffing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateStaffing } from "./invalidate-staffing";

export function updateStaffingRule({ id, changes }: { id: string; changes: StaffingRuleUpdateInput }) {
  return apiRequest<StaffingRule>("PATCH", `/api/staffing/rules/${encodeURIComponent(id)}`, changes);
}

export function useUpdateStaffingRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStaffingRule, onSuccess: () => invalidateStaffing(queryClient) });
}
