import type { QueryClient } from "@tanstack/react-query";

const PREFIXES = ["/api/certifications", "/api/compliance", "/api/dashboard"];

/**
 * After any change to certifications or requirements: both lists, the required list and checks, and the
 * dashboard's compliance cards (every query whose first key part starts with one of the prefixes).
 */
export function invalidateCompliance(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [head] = query.queryKey;
      return typeof head === "string" && PREFIXES.some((prefix) => head.startsWith(prefix));
    },
  });
}
