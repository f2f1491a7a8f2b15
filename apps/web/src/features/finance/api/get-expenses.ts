import type { ExpenseDto } from "@rollcall/shared/finance";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { fiscalYearSearch } from "./fiscal-year";

export const expensesQueryKey = (fiscalYear: string) => ["/api/expenses", { fiscalYear }] as const;

export function getExpenses(fiscalYear: string) {
  return apiRequest<ExpenseDto[]>("GET", `/api/expenses${fiscalYearSearch(fiscalYear)}`);
}

/** The expenses dated in the fiscal year, newest first (admins only). */
export function useExpenses(fiscalYear: string) {
  return useQuery({
    queryKey: expensesQueryKey(fiscalYear),
    queryFn: () => getExpenses(fiscalYear),
    placeholderData: keepPreviousData,
  });
}

/** The fiscal year's expenses as a spreadsheet (GET /api/expenses.csv), for DownloadButton. */
export const expensesCsvUrl = (fiscalYear: string) => `/api/expenses.csv${fiscalYearSearch(fiscalYear)}`;
