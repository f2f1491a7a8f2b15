/**
 * The service worker (/sw.js, spec 01 §4): the app's built files are precached, so a member who has signed in
 * once opens the app with no connection, on any route; reads and writes stay with lib/api (the device's read
 * cache and write queue in IndexedDB), which this worker shares for two jobs the page cannot do alone:
 * - CACHE_API_DATA: the page lists the reads to keep for offline use after sign-in; they are fetched here and
 *   kept for the member the session belongs to.
 * - Background sync "sync-requests": the writes queued offline are sent when the connection returns, even if
 *   the tab was closed; open pages are told (QUEUE_SYNCED) to refresh.
 * A new version waits until the page asks it to take over (the page's "new version" toast).
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { saveRead } from "./lib/offline-store";
import { flushQueue, sessionMember } from "./lib/offline-sync";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages come from the server while it answers (it picks the prerendered landing page or the app by session),
// and from the precached app without a connection.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache("/index.html")) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/sw\.js$/] },
  ),
);

async function cacheApiData(endpoints: string[]) {
  const member = await sessionMember();
  if (!member) return;
  for (const url of endpoints) {
    try {
      const res = await fetch(url, { credentials: "include" });
      if (res.ok && (res.headers.get("content-type") ?? "").includes("application/json"))
        await saveRead(member, url, await res.json());
    } catch {
      return; // the connection went
    }
  }
}

async function syncQueue() {
  const result = await flushQueue();
  const pages = await self.clients.matchAll({ type: "window" });
  for (const page of pages) page.postMessage({ type: "QUEUE_SYNCED", result });
}

self.addEventListener("message", (event) => {
  const data = event.data as { type?: string; endpoints?: unknown } | null;
  if (data?.type === "SKIP_WAITING") void self.skipWaiting();
  if (data?.type === "CACHE_API_DATA" && Array.isArray(data.endpoints))
    event.waitUntil(cacheApiData(data.endpoints.filter((e): e is string => typeof e === "string")));
});

self.addEventListener("sync", (event) => {
  const sync = event as Event & { tag: string; waitUntil(promise: Promise<unknown>): void };
  if (sync.tag === "sync-requests") sync.waitUntil(syncQueue());
});
