import type { QueryClient } from "@tanstack/react-query";

/** After a write: the list, the figures, each report's history, and the dashboard's incident cards. */
export function invalidateIncidents(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["/api/incidents"] }),
    queryClient.invalidateQueries({
      predicate: (query) =>
        typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith("/api/dashboard"),
    }),
  ]);
}
