import type { BudgetDto } from "@rollcall/shared/finance";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { fiscalYearSearch } from "./fiscal-year";

export const budgetsQueryKey = (fiscalYear: string) => ["/api/budgets", { fiscalYear }] as const;

export function getBudgets(fiscalYear: string) {
  return apiRequest<BudgetDto[]>("GET", `/api/budgets${fiscalYearSearch(fiscalYear)}`);
}

/** The fiscal year's budgets, by name, each with its approved and pending spending (admins only). */
export function useBudgets(fiscalYear: string) {
  return useQuery({
    queryKey: budgetsQueryKey(fiscalYear),
    queryFn: () => getBudgets(fiscalYear),
    placeholderData: keepPreviousData,
  });
}
