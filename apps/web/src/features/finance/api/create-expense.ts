import type { ExpenseDto, ExpenseFormValues } from "@rollcall/shared/finance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateFinance } from "./invalidate-finance";

export function createExpense(values: ExpenseFormValues) {
  return apiRequest<ExpenseDto>("POST", "/api/expenses", values);
}

/** Record New Expense (spec 02 §7): pending until approved; then expenses, budgets and stats refresh. */
export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createExpense, onSuccess: () => invalidateFinance(queryClient) });
}
