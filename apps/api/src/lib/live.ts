/**
 * Live updates across instances: the database announces every committed write on LIVE_CHANNEL (a trigger,
 * db/tenant-policies.ts), each instance listens on one connection of its own and hands each announcement to the
 * streams (GET /api/events) of the members it concerns. Nothing is kept: a member who was away refetches on
 * return, as the web app does anyway.
 *
 * Server-side work that follows changes (analytics.jobs.ts keeping figures) watches every agency's announcements.
 *
 * The listening connection opens with the first subscriber or watcher, so an instance nobody watches holds none. On
 * PostgreSQL it is a dedicated client outside the pool, reconnected after a loss (announcements made while it
 * was down are lost; the streams are told to refresh everything); on PGlite it is the one connection's own
 * LISTEN.
 */
import type { PGlite } from "@electric-sql/pglite";
import { LIVE_RESYNC, type LiveChange } from "@rollcall/shared/live";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { LIVE_CHANNEL } from "../db/tenant-policies";

export type LiveAnnouncement = {
  agencyId: string;
  table: string;
  /** Set for rows private to one member: only they hear of it. */
  userId: string | null;
};

type Subscriber = { agencyId: string; userId: string; send: (change: LiveChange) => void };

export type LiveHub = {
  /** Starts listening if needed; resolves once announcements made from now on will reach `send`. */
  subscribe(agencyId: string, userId: string, send: (change: LiveChange) => void): Promise<() => void>;
  /**
   * Starts listening if needed; `hear` then hears every announcement of every agency, until the returned
   * function is called. For the server's own work following changes; announcements made while a lost connection
   * to PostgreSQL was down are not heard, so such work also runs on a timer.
   */
  watch(hear: (announcement: LiveAnnouncement) => void): Promise<() => void>;
  /** Subscribers right now (for tests and the log). */
  readonly size: number;
  close(): Promise<void>;
};

export function parseAnnouncement(payload: string | undefined): LiveAnnouncement | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as { a?: unknown; t?: unknown; u?: unknown };
    if (typeof value.a !== "string" || typeof value.t !== "string") return null;
    return { agencyId: value.a, table: value.t, userId: typeof value.u === "string" ? value.u : null };
  } catch {
    return null;
  }
}

type Listener = { close(): Promise<void> };

export function createLiveHub(options: {
  /** The database handle's client: a pg Pool (PostgreSQL) or the PGlite instance. */
  client: pg.Pool | PGlite;
  log: FastifyBaseLogger;
  /** Per table, the API paths whose queries show its rows (the modules' `live`), sent with each change. */
  queries: Readonly<Record<string, readonly string[]>>;
}): LiveHub {
  const subscribers = new Set<Subscriber>();
  const watchers = new Set<(announcement: LiveAnnouncement) => void>();
  let listener: Promise<Listener> | null = null;
  let closed = false;

  const deliver = (announcement: LiveAnnouncement) => {
    for (const hear of watchers) hear(announcement);
    const change = { table: announcement.table, queries: options.queries[announcement.table] ?? [] };
    for (const s of subscribers) {
      if (s.agencyId !== announcement.agencyId) continue;
      if (announcement.userId && announcement.userId !== s.userId) continue;
      s.send(change);
    }
  };
  const onPayload = (payload: string | undefined) => {
    const announcement = parseAnnouncement(payload);
    if (announcement) deliver(announcement);
  };
  const resyncAll = () => {
    const resync = { table: LIVE_RESYNC, queries: [] };
    for (const s of subscribers) s.send(resync);
  };

  const listen = (): Promise<Listener> =>
    options.client instanceof pg.Pool
      ? listenPostgres(options.client, onPayload, resyncAll, options.log, () => closed)
      : listenPglite(options.client, onPayload);

  /** Adds to `set` while listening: removed again when listening fails. */
  const join = async <T>(set: Set<T>, member: T) => {
    set.add(member);
    try {
      listener ??= listen();
      await listener;
    } catch (error) {
      set.delete(member);
      listener = null;
      throw error;
    }
    return () => {
      set.delete(member);
    };
  };

  return {
    subscribe: (agencyId, userId, send) => join(subscribers, { agencyId, userId, send }),
    watch: (hear) => join(watchers, hear),
    get size() {
      return subscribers.size;
    },
    async close() {
      closed = true;
      subscribers.clear();
      watchers.clear();
      const current = listener;
      listener = null;
      if (current) await (await current.catch(() => null))?.close();
    },
  };
}

async function listenPglite(client: PGlite, onPayload: (payload: string) => void): Promise<Listener> {
  const unlisten = await client.listen(LIVE_CHANNEL, onPayload);
  return { close: () => unlisten().catch(() => {}) };
}

/** A client of its own (LISTEN holds its connection for good), reconnecting with a growing delay. */
async function listenPostgres(
  pool: pg.Pool,
  onPayload: (payload: string | undefined) => void,
  resync: () => void,
  log: FastifyBaseLogger,
  isClosed: () => boolean,
): Promise<Listener> {
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = 500;

  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on("notification", (message) => {
      if (message.channel === LIVE_CHANNEL) onPayload(message.payload);
    });
    next.on("error", (error) => {
      log.warn({ err: error }, "live updates: the listening connection was lost; reconnecting");
      void next.end().catch(() => {});
      if (client === next) client = null;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}`);
    client = next;
    delay = 500;
  };
  const scheduleReconnect = () => {
    if (isClosed() || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect()
        .then(resync)
        .catch(() => {
          delay = Math.min(delay * 2, 30_000);
          scheduleReconnect();
        });
    }, delay);
    retry.unref();
  };

  await connect();
  return {
    async close() {
      if (retry) clearTimeout(retry);
      retry = null;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
