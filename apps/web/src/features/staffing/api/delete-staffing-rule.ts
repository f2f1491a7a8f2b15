import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateStaffing } from "./invalidate-staffing";

export function deleteStaffingRule(id: string) {
  return apiRequest<void>("DELETE", `/api/staffing/rules/${encodeURIComponent(id)}`);
}

export function useDeleteStaffingRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStaffingRule, onSuccess: () => invalidateStaffing(queryClient) });
}
