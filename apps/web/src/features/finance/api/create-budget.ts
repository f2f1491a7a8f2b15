import type { BudgetDto, BudgetFormValues } from "@rollcall/shared/finance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateFinance } from "./invalidate-finance";

export function createBudget(values: BudgetFormValues) {
  return apiRequest<BudgetDto>("POST", "/api/budgets", values);
}

/** Create New Budget (spec 02 §7): the total in cents; then budgets, expenses and stats refresh. */
export function useCreateBudget() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBudget, onSuccess: () => invalidateFinance(queryClient) });
}
