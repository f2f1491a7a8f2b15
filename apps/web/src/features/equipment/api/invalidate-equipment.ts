import type { QueryClient } from "@tanstack/react-query";

/** "/api/equipment" covers the list, every item page and each apparatus' riding positions. */
const PREFIXES = ["/api/equipment", "/api/stations", "/api/board", "/api/dashboard"];

/**
 * After any change to equipment, a station or riding positions: the list, every item page and its positions, the
 * stations (each counts its apparatus), the day's board and the dashboard's equipment cards and alerts (every
 * query whose first key part starts with one of the prefixes).
 */
export function invalidateEquipment(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [head] = query.queryKey;
      return typeof head === "string" && PREFIXES.some((prefix) => head.startsWith(prefix));
    },
  });
}
