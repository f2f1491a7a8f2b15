import type { ExpenseDto, ExpenseUpdateValues } from "@rollcall/shared/finance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateFinance } from "./invalidate-finance";

export function updateExpense({ id, changes }: { id: string; changes: ExpenseUpdateValues }) {
  return apiRequest<ExpenseDto>("PATCH", `/api/expenses/${encodeURIComponent(id)}`, changes);
}

/** Approve, reject or return to pending ({ status }); the budget it counts toward follows on the server. */
export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateExpense, onSettled: () => invalidateFinance(queryClient) });
}
