import type { QueryClient } from "@tanstack/react-query";

const PREFIXES = ["/api/alerts", "/api/alerting", "/api/notifications"];

/** After an alert is sent or answered: the lists, the roster, reachability figures and the bell. */
export function invalidateAlerts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [head] = query.queryKey;
      return typeof head === "string" && PREFIXES.some((prefix) => head.startsWith(prefix));
    },
  });
}
