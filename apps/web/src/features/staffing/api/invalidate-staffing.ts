import type { QueryClient } from "@tanstack/react-query";

const PREFIXES = ["/api/staffing", "/api/dashboard"];

/** After any staffing change: rules, gaps (the week view's marks and the Staffing tab), settings, the dashboard. */
export function invalidateStaffing(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [head] = query.queryKey;
      return typeof head === "string" && PREFIXES.some((prefix) => head.startsWith(prefix));
    },
  });
}
