import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateFinance } from "./invalidate-finance";

export function deleteBudget(id: string) {
  return apiRequest<void>("DELETE", `/api/budgets/${encodeURIComponent(id)}`);
}

/** Deletes a budget; its expenses stay, unbudgeted (so the expenses refresh too). */
export function useDeleteBudget() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBudget, onSuccess: () => invalidateFinance(queryClient) });
}
