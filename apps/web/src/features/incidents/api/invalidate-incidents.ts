import { NERIS_ATTENTION_PATH } from "@rollcall/shared/neris/submission";
import type { QueryClient } from "@tanstack/react-query";

/** After a write: the list, the figures, each report's history, NERIS's attention list, and the dashboard's incident cards. */
export function invalidateIncidents(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["/api/incidents"] }),
    queryClient.invalidateQueries({ queryKey: [NERIS_ATTENTION_PATH] }),
    queryClient.invalidateQueries({
      predicate: (query) =>
        typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith("/api/dashboard"),
    }),
  ]);
}
