import { LIVE_CHANGE_EVENT, LIVE_EVENTS_PATH, LIVE_RESYNC, type LiveChange } from "@rollcall/shared/live";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/** Changes arriving together (a job's round, a series of shifts) refresh once. */
const BATCH_MS = 200;

/** Refreshes the queries the changes name (every query for a resync): open pages update, hidden ones go stale. */
export function refreshChanged(queryClient: QueryClient, changes: Iterable<LiveChange>) {
  const prefixes = new Set<string>();
  for (const change of changes) {
    if (change.table === LIVE_RESYNC) return queryClient.invalidateQueries();
    for (const prefix of change.queries ?? []) prefixes.add(prefix);
  }
  if (prefixes.size === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [first] }) =>
      typeof first === "string" && [...prefixes].some((prefix) => first.startsWith(prefix)),
  });
}

/**
 * Live updates for the signed-in member (GET /api/events, packages/shared/src/live.ts): what another member or
 * a background job changes in the agency shows without a reload. The browser's EventSource reconnects by
 * itself after a drop or the server's periodic end of a stream.
 */
export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(LIVE_EVENTS_PATH);
    const changes: LiveChange[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      void refreshChanged(queryClient, changes.splice(0));
    };
    source.addEventListener(LIVE_CHANGE_EVENT, (event) => {
      try {
        changes.push(JSON.parse((event as MessageEvent<string>).data) as LiveChange);
      } catch {
        return;
      }
      timer ??= setTimeout(flush, BATCH_MS);
    });
    return () => {
      source.close();
      if (timer) clearTimeout(timer);
    };
  }, [enabled, queryClient]);
}
