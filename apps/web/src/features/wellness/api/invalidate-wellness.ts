import type { QueryClient } from "@tanstack/react-query";

/** Programs, records (own and shared) and stats: every wellness read starts with one of these. */
const PREFIXES = ["/api/fitness-programs", "/api/wellness"];

/**
 * After any wellness change: a logged record moves the stats and a program card's progress, starting a program
 * logs a record, and a program change moves the Active Programs count.
 */
export function invalidateWellness(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [head] = query.queryKey;
      return typeof head === "string" && PREFIXES.some((prefix) => head.startsWith(prefix));
    },
  });
}
