import type { QueryClient } from "@tanstack/react-query";

/**
 * Every finance read: budgets, expenses and the stats of any fiscal year (keys start with these parts), after
 * any change, since each one moves money between them.
 */
const PREFIXES = [["/api/budgets"], ["/api/expenses"], ["/api/finance/stats"]] as const;

export function invalidateFinance(queryClient: QueryClient) {
  return Promise.all(PREFIXES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
