import type { QueryClient } from "@tanstack/react-query";

const PREFIXES = [
  "/api/leave-requests",
  "/api/leave-balances",
  "/api/leave-ledger",
  "/api/pay/projection",
  "/api/shifts",
  "/api/dashboard",
  "/api/notifications",
];

/** After any leave change: requests, balances and their ledger and projections, the schedule (approval opens shifts) and the bell. */
export function invalidateLeave(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [head] = query.queryKey;
      return typeof head === "string" && PREFIXES.some((prefix) => head.startsWith(prefix));
    },
  });
}
