/**
 * The offline state of spec 01 §3 (online, offline, has-been-offline, pending request count never below 0)
 * and its transitions (§4 "Connectivity"): going offline sets has-been-offline; on reconnecting, after 1 second
 * the queue is sent in order, every cached query is refreshed (the caller's onSynced), and a background sync
 * named sync-requests is registered where supported; "Back Online" shows for 5 seconds.
 */
import { useMemo, useSyncExternalStore } from "react";
import { failedRequests, getOwner, type QueuedRequest, queuedRequests } from "./offline-store";
import { type FlushResult, flushQueue } from "./offline-sync";

/** The spec's texts (§2 "Offline banner", §7). */
export const OFFLINE_TEXT = {
  offlineTitle: "Working Offline",
  offlineBody: "Changes will sync when connection returns",
  backTitle: "Back Online",
  backBody: "Syncing changes...",
  online: "Online",
  offline: "Offline",
  queued: "Request queued for when connection returns",
  /** The toast's title for a queued write (the spec gives only its message). */
  queuedTitle: "Saved on this device",
  /** The badge on something made offline that the server does not have yet. */
  waitingToSync: "Waiting to sync",
} as const;

/** Spec 01 §9: resync delay after reconnecting, and how long "Back Online" shows. */
export const RESYNC_DELAY_MS = 1000;
export const BACK_ONLINE_MS = 5000;
export const SYNC_TAG = "sync-requests";

export type ConnectivityState = {
  online: boolean;
  offline: boolean;
  hasBeenOffline: boolean;
  pendingCount: number;
  /** What the queued writes are ("POST /api/shifts/…/check-in"), so a screen can mark what waits to sync. */
  pending: string[];
  /** The queued writes themselves, oldest first, so a screen can show what it made offline until it syncs. */
  queued: QueuedRequest[];
  /** Changes the server refused when they were sent, until the member deals with each. */
  failedCount: number;
  /** The 5 seconds after reconnecting. */
  backOnline: boolean;
  /** Bumped when a refused change should be shown at once (an edit refused online as made on an old version). */
  unsavedShown: number;
};

const startsOnline = typeof navigator === "undefined" || navigator.onLine !== false;
let state: ConnectivityState = {
  online: startsOnline,
  offline: !startsOnline,
  hasBeenOffline: !startsOnline,
  pendingCount: 0,
  pending: [],
  queued: [],
  failedCount: 0,
  backOnline: false,
  unsavedShown: 0,
};
const listeners = new Set<() => void>();

function set(next: Partial<ConnectivityState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function useConnectivity(): ConnectivityState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    // The server's render of the dashboard (render-first-paint.tsx): online, nothing queued, as the app starts.
    () => state,
  );
}

/**
 * The records the member created offline at `url` (POSTs still queued), oldest first, with the body they were
 * made with: screens list them as waiting to sync until the server has them (and they come back with the list).
 */
export function useQueuedCreations<T>(url: string): { id: string; data: T; timestamp: number }[] {
  const { queued } = useConnectivity();
  return useMemo(
    () =>
      queued
        .filter((request) => request.method === "POST" && request.url === url)
        .map((request) => ({ id: request.id, data: request.data as T, timestamp: request.timestamp })),
    [queued, url],
  );
}

/** Opens "Changes not saved" (app/layouts/components/unsaved-changes-dialog.tsx). */
export function showUnsavedChanges() {
  set({ unsavedShown: state.unsavedShown + 1 });
}

/** Recounts the signed-in member's queued and refused writes (after queueing one, after each sync). */
export async function refreshPendingCount() {
  const owner = await getOwner();
  const queued = owner ? await queuedRequests(owner) : [];
  const failed = owner ? (await failedRequests(owner)).length : 0;
  set({
    pendingCount: Math.max(0, queued.length),
    pending: queued.map((request) => `${request.method} ${request.url}`),
    queued,
    failedCount: failed,
  });
}

async function registerBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = (
      registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
    )?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // Background sync is not supported here: the page sends the queue itself.
  }
}

let started = false;

/**
 * Listens to the browser's connectivity (once per page). `onSynced` runs after each round that sent the
 * queue, by the page or by the service worker, with what was sent and refused.
 */
export function startConnectivity(onSynced: (result: FlushResult) => void) {
  if (started || typeof window === "undefined") return;
  started = true;
  let backTimer: ReturnType<typeof setTimeout> | undefined;

  const sync = async () => {
    const result = await flushQueue();
    await refreshPendingCount();
    onSynced(result);
  };

  window.addEventListener("offline", () => {
    clearTimeout(backTimer);
    set({ online: false, offline: true, hasBeenOffline: true, backOnline: false });
  });
  window.addEventListener("online", () => {
    set({ online: true, offline: false, backOnline: true });
    clearTimeout(backTimer);
    backTimer = setTimeout(() => set({ backOnline: false }), BACK_ONLINE_MS);
    setTimeout(() => {
      void sync();
      void registerBackgroundSync();
    }, RESYNC_DELAY_MS);
  });
  // The service worker sent the queue (background sync) while this page was open.
  navigator.serviceWorker?.addEventListener("message", (event) => {
    if ((event.data as { type?: string } | null)?.type === "QUEUE_SYNCED") {
      void refreshPendingCount();
      onSynced((event.data as { result: FlushResult }).result);
    }
  });

  // Writes left from an earlier visit (the tab was closed offline): send them once the app has started.
  void refreshPendingCount().then(() => {
    if (state.online && state.pendingCount > 0) setTimeout(() => void sync(), RESYNC_DELAY_MS);
  });
}
