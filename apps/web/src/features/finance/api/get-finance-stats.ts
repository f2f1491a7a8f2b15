import type { FinanceStats } from "@rollcall/shared/finance";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { fiscalYearSearch } from "./fiscal-year";

export const financeStatsQueryKey = (fiscalYear: string) => ["/api/finance/stats", { fiscalYear }] as const;

export function getFinanceStats(fiscalYear: string) {
  return apiRequest<FinanceStats>("GET", `/api/finance/stats${fiscalYearSearch(fiscalYear)}`);
}

/** The stat cards, the pending figures, the budget-vs-actual chart and the years to choose from. */
export function useFinanceStats(fiscalYear: string) {
  return useQuery({
    queryKey: financeStatsQueryKey(fiscalYear),
    queryFn: () => getFinanceStats(fiscalYear),
    placeholderData: keepPreviousData,
  });
}
