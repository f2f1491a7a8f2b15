/**
 * What the device keeps for working offline (spec 01 §7 and §9), in IndexedDB (decision 020): the member's
 * successful reads with the time they were read (valid 24 hours), and the writes made offline, in order, until
 * they reach the server. The page and the service worker (src/sw.ts) both use this module, so a write queued in
 * a tab that was closed is still sent by background sync.
 *
 * Reads belong to the member who made them: each is stored under their id, the member last signed in on this
 * device is remembered (`owner`), and signing out removes every read. Queued writes carry their member too and
 * are sent only with that member's session.
 */
import { type DBSchema, type IDBPDatabase, openDB } from "idb";

/** Spec 01 §9: the offline cache is valid 24 hours. */
export const READ_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** A write made offline (spec 01 §3 "Queued request"), with the member it was made by. */
export type QueuedRequest = {
  /** Unique; sent as the Idempotency-Key, so a replay that reaches the server twice writes once. */
  id: string;
  method: string;
  url: string;
  data?: unknown;
  /** Headers the write carries besides its key and content type (If-Match: the version it was made against). */
  headers?: Record<string, string>;
  /** When it was made (ms since the epoch). */
  timestamp: number;
  userId: string;
  /** Order of making: replayed lowest first. */
  seq?: number;
};

/**
 * A change the server refused when it was replayed: shown to the member until they dismiss it. `current`: for a
 * 412, the record as the server has it now (the member chooses between it and their change).
 */
export type FailedRequest = QueuedRequest & { status: number; message: string; current?: unknown };

type CachedRead = { key: string; userId: string; url: string; data: unknown; timestamp: number };

interface OfflineDb extends DBSchema {
  reads: { key: string; value: CachedRead };
  queue: { key: number; value: QueuedRequest & { seq: number }; indexes: { id: string } };
  failed: { key: string; value: FailedRequest };
  meta: { key: string; value: unknown };
}

const DB_NAME = "rollcall-offline";
let opening: Promise<IDBPDatabase<OfflineDb>> | null = null;

function db() {
  opening ??= openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore("reads", { keyPath: "key" });
      const queue = database.createObjectStore("queue", { keyPath: "seq", autoIncrement: true });
      queue.createIndex("id", "id", { unique: true });
      database.createObjectStore("failed", { keyPath: "id" });
      database.createObjectStore("meta");
    },
  });
  return opening;
}

/** Storage can be missing or refused (private modes, quota): offline help is then simply not there. */
async function attempt<T>(fallback: T, work: (database: IDBPDatabase<OfflineDb>) => Promise<T>): Promise<T> {
  try {
    if (typeof indexedDB === "undefined") return fallback;
    return await work(await db());
  } catch (error) {
    console.warn("Offline storage unavailable", error);
    return fallback;
  }
}

const readKey = (userId: string, url: string) => `${userId} ${url}`;

/** The member whose reads the device holds (the last one signed in), or null. */
export const getOwner = () => attempt(null, async (d) => ((await d.get("meta", "owner")) as string) ?? null);

/** Another member on this device never sees the previous one's reads. */
export async function setOwner(userId: string) {
  await attempt(undefined, async (d) => {
    const previous = (await d.get("meta", "owner")) as string | undefined;
    const tx = d.transaction(["meta", "reads"], "readwrite");
    if (previous && previous !== userId) await tx.objectStore("reads").clear();
    await tx.objectStore("meta").put(userId, "owner");
    await tx.done;
  });
}

/** Signing out: every read goes, and the device no longer has an owner. Queued writes stay, for that member. */
export async function forgetOwner() {
  await attempt(undefined, async (d) => {
    const tx = d.transaction(["meta", "reads"], "readwrite");
    await tx.objectStore("reads").clear();
    await tx.objectStore("meta").delete("owner");
    await tx.done;
  });
}

export async function saveRead(userId: string, url: string, data: unknown) {
  await attempt(undefined, (d) =>
    d.put("reads", { key: readKey(userId, url), userId, url, data, timestamp: Date.now() }).then(() => {}),
  );
}

/** The member's read of `url` if it is younger than a day. */
export async function cachedRead(userId: string, url: string): Promise<{ data: unknown } | null> {
  return attempt(null, async (d) => {
    const read = await d.get("reads", readKey(userId, url));
    if (!read || read.userId !== userId) return null;
    if (Date.now() - read.timestamp > READ_CACHE_TTL_MS) {
      await d.delete("reads", read.key);
      return null;
    }
    return { data: read.data };
  });
}

export async function enqueue(request: Omit<QueuedRequest, "seq">) {
  await attempt(undefined, (d) => d.add("queue", request as QueuedRequest & { seq: number }).then(() => {}));
}

/** The member's queued writes, oldest first. */
export async function queuedRequests(userId?: string): Promise<QueuedRequest[]> {
  return attempt([], async (d) => {
    const all = await d.getAll("queue");
    return userId ? all.filter((r) => r.userId === userId) : all;
  });
}

export async function removeQueued(id: string) {
  await attempt(undefined, async (d) => {
    const seq = await d.getKeyFromIndex("queue", "id", id);
    if (seq !== undefined) await d.delete("queue", seq);
  });
}

export async function recordFailure(failure: FailedRequest) {
  await attempt(undefined, async (d) => {
    const tx = d.transaction(["queue", "failed"], "readwrite");
    const seq = await tx.objectStore("queue").index("id").getKey(failure.id);
    if (seq !== undefined) await tx.objectStore("queue").delete(seq);
    await tx.objectStore("failed").put(failure);
    await tx.done;
  });
}

export const failedRequests = (userId: string) =>
  attempt([] as FailedRequest[], async (d) => (await d.getAll("failed")).filter((f) => f.userId === userId));

export async function dismissFailure(id: string) {
  await attempt(undefined, (d) => d.delete("failed", id));
}
