import type { BudgetDto, BudgetUpdateValues } from "@rollcall/shared/finance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateFinance } from "./invalidate-finance";

export function updateBudget({ id, changes }: { id: string; changes: BudgetUpdateValues }) {
  return apiRequest<BudgetDto>("PATCH", `/api/budgets/${encodeURIComponent(id)}`, changes);
}

/** Edit Budget: the changed fields, and closing (completed) or reopening (active) it. */
export function useUpdateBudget() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBudget, onSuccess: () => invalidateFinance(queryClient) });
}
