import type { QueryClient } from "@tanstack/react-query";

// Rules, periods, hire dates and a run all move balances: the ledgers and balances leave shows are read again.
const PREFIXES = ["/api/pay/", "/api/leave-balances", "/api/leave-ledger"];

/** After any pay change: pay's own reads, and the balances and ledgers it changes. */
export function invalidatePay(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [head] = query.queryKey;
      return typeof head === "string" && PREFIXES.some((prefix) => head.startsWith(prefix));
    },
  });
}
