import type { QueryClient } from "@tanstack/react-query";

const PREFIXES = ["/api/training", "/api/dashboard", "/api/notifications"];

/**
 * After any training change: courses, assignments, My Training, details and progress, the dashboard's
 * Training Due counter, and the bell (an admin may assign training to themselves).
 */
export function invalidateTraining(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [head] = query.queryKey;
      return typeof head === "string" && PREFIXES.some((prefix) => head.startsWith(prefix));
    },
  });
}
