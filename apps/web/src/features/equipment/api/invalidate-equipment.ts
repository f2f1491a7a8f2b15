import type { QueryClient } from "@tanstack/react-query";

const PREFIXES = ["/api/equipment", "/api/dashboard"];

/**
 * After any change to equipment: the list, every item page, and the dashboard's equipment cards and alerts
 * (every query whose first key part starts with one of the prefixes).
 */
export function invalidateEquipment(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [head] = query.queryKey;
      return typeof head === "string" && PREFIXES.some((prefix) => head.startsWith(prefix));
    },
  });
}
