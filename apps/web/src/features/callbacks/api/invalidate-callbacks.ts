import type { QueryClient } from "@tanstack/react-query";

const PREFIXES = ["/api/callbacks", "/api/shifts", "/api/staffing", "/api/notifications", "/api/dashboard"];

/** After a call-back changes: the call-backs, the schedule (an award moves a shift), gaps, notifications. */
export function invalidateCallbacks(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [head] = query.queryKey;
      return typeof head === "string" && PREFIXES.some((prefix) => head.startsWith(prefix));
    },
  });
}
