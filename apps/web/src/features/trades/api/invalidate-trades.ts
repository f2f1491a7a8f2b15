import type { QueryClient } from "@tanstack/react-query";

const PREFIXES = ["/api/trades", "/api/shifts", "/api/dashboard", "/api/notifications"];

/** After any trade change: trades, the ledger, the schedule (a completed trade moves shifts) and the bell. */
export function invalidateTrades(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [head] = query.queryKey;
      return typeof head === "string" && PREFIXES.some((prefix) => head.startsWith(prefix));
    },
  });
}
