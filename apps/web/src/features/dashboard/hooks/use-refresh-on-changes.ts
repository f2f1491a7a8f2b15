import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * While the dashboard is open, any successful change made from it (a check-in or check-out in the time clock
 * cards, a coverage request) refreshes every dashboard card: badges, counters and Recent Activity follow at
 * once, without the cards knowing which feature made the change.
 */
export function useRefreshOnChanges() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "success") return;
        void queryClient.invalidateQueries({
          predicate: (query) => {
            const [head] = query.queryKey;
            return typeof head === "string" && head.startsWith("/api/dashboard");
          },
        });
      }),
    [queryClient],
  );
}
