import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateFinance } from "./invalidate-finance";

export function deleteExpense(id: string) {
  return apiRequest<void>("DELETE", `/api/expenses/${encodeURIComponent(id)}`);
}

/** Deletes an expense; an approved one gives its amount back to its budget. */
export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteExpense, onSuccess: () => invalidateFinance(queryClient) });
}
