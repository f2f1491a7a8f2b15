/**
 * Working offline, wired into the app shell (spec 01 §4 "Connectivity"): the reads kept for offline use after
 * sign-in (CACHE_API_DATA, sent to the service worker registered by ./service-worker), and what follows a
 * reconnection (every query refreshed, refused changes shown). The parts themselves live in lib/: api (reads
 * from the device, writes queued), connectivity (the state and the resync), offline-store and offline-sync.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toastError } from "@/hooks/use-toast";
import { startConnectivity } from "@/lib/connectivity";
import type { FailedRequest } from "@/lib/offline-store";
import { modules } from "./modules";

export const OFFLINE_FAILED_TITLE = "A change could not be saved";

const VERBS: Record<string, string> = { POST: "Create", PUT: "Update", PATCH: "Update", DELETE: "Delete" };

/** "Create shift", "Update incident", "Check in": which change a queued request was, in a member's words. */
export function describeChange(request: Pick<FailedRequest, "method" | "url">) {
  const segments = new URL(request.url, "http://x").pathname.split("/").filter(Boolean).slice(1);
  const last = segments.at(-1) ?? "";
  if (/^[a-z]+(-[a-z]+)+$/.test(last) && segments.length > 2)
    return last.replace(/-/g, " ").replace(/^\w/, (c) => c.toUpperCase());
  const noun = (segments[0] ?? "record").replace(/-/g, " ").replace(/s$/, "");
  return `${VERBS[request.method.toUpperCase()] ?? request.method} ${noun}`;
}

/**
 * The reads a member needs first without a connection (the spec's list, in this app's routes): the shell's (the
 * session, the agency and its members, the notifications), then each module's (`offlineReads`).
 */
function endpointsToKeep(agencyId: string, timeZone: string) {
  return [
    "/api/user",
    `/api/agencies/${agencyId}`,
    `/api/agencies/${agencyId}/users`,
    "/api/notifications",
    "/api/notifications/count",
    ...modules.flatMap((module) => module.offlineReads?.({ timeZone }) ?? []),
  ];
}

/** In the app shell (a signed-in member): connectivity, resync, and the reads kept for offline use. */
export function useOfflineSupport(
  user: { id: string; agencyId: string } | null,
  timeZone: string | undefined,
) {
  const queryClient = useQueryClient();

  useEffect(() => {
    startConnectivity((result) => {
      void queryClient.invalidateQueries();
      for (const failure of result.failed)
        toastError(OFFLINE_FAILED_TITLE, `${describeChange(failure)}: ${failure.message}`);
    });
  }, [queryClient]);

  const userId = user?.id;
  const agencyId = user?.agencyId;
  useEffect(() => {
    // Once per member, when the agency's time zone (which names this week) is known: not again without it.
    if (!userId || !agencyId || !timeZone || !navigator.serviceWorker) return;
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({
        type: "CACHE_API_DATA",
        endpoints: endpointsToKeep(agencyId, timeZone),
      }),
    );
  }, [userId, agencyId, timeZone]);
}
