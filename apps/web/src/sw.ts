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

/**
 * Web Push (alerting): the server sends JSON { title, body, url, tag }; a payload that is not JSON is shown as
 * its text. The tag makes a newer message about the same thing replace the older one.
 */
type PushPayload = { title?: string; body?: string; url?: string; tag?: string };

/** Only a screen of this app opens from a notification (an absolute link to it is kept as its path). */
function appPath(url: unknown) {
  try {
    const parsed = new URL(typeof url === "string" ? url : "/alerts", self.location.origin);
    return parsed.origin === self.location.origin ? parsed.pathname + parsed.search + parsed.hash : "/alerts";
  } catch {
    return "/alerts";
  }
}

self.addEventListener("push", (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    payload = { body: event.data?.text() };
  }
  const url = appPath(payload.url);
  event.waitUntil(
    self.registration.showNotification(payload.title || "Rollcall", {
      body: payload.body ?? "",
      icon: "/logo.svg",
      badge: "/logo.svg",
      tag: payload.tag,
      data: { url },
    }),
  );
});

/** A click focuses an open window of the app and takes it to the message's screen, or opens one there. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? "/alerts";
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        // navigate() needs a window this worker controls; otherwise a new window opens on the screen.
        if (await (focused ?? open).navigate(target).catch(() => null)) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
