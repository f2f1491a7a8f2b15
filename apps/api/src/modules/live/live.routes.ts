/**
 * GET /api/events: the member's live updates as Server-Sent Events (lib/live.ts). Each event names a table
 * whose rows changed in the member's agency (or, for private rows, their own) and the API paths whose queries
 * show it; the web app refreshes those. Values never travel here: the member refetches through the ordinary, access-checked routes.
 *
 * A stream ends after STREAM_LIFETIME_MS and the browser reconnects by itself, so a member whose session ended
 * or whose access changed is checked again within minutes; a comment every HEARTBEAT_MS keeps proxies (nginx
 * closes a silent connection after 60 s) from cutting it.
 */
import type { ServerResponse } from "node:http";
import { LIVE_CHANGE_EVENT, LIVE_EVENTS_PATH } from "@rollcall/shared/live";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const HEARTBEAT_MS = 25_000;
const STREAM_LIFETIME_MS = 5 * 60_000;
/** How long the browser waits before reconnecting (the SSE `retry` field). */
const RECONNECT_MS = 3_000;

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = app.live;
  const streams = new Set<ServerResponse>();
  // Open streams would keep the server from closing: end them first; the browsers reconnect elsewhere.
  app.addHook("preClose", async () => {
    for (const stream of streams) stream.end();
  });

  // No automatic HEAD copy: a HEAD would open a stream with no body to end it.
  app.get(LIVE_EVENTS_PATH, { exposeHeadRoute: false }, async (request, reply) => {
    const { agencyId, userId } = request.scope;
    const res = reply.raw;
    const write = (chunk: string) => {
      if (!res.writableEnded) res.write(chunk);
    };
    // Listening first: a failure is an ordinary error answer (503 when the database is away).
    const unsubscribe = await hub.subscribe(agencyId, userId, (change) =>
      write(`event: ${LIVE_CHANGE_EVENT}\ndata: ${JSON.stringify(change)}\n\n`),
    );
    reply.hijack();
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      // nginx would otherwise buffer the stream and deliver events late.
      "X-Accel-Buffering": "no",
      "X-Content-Type-Options": "nosniff",
      // The connection serves this stream alone: closed with it, so an ended stream never holds the server open.
      Connection: "close",
    });
    write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
    streams.add(res);
    const heartbeat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
    const lifetime = setTimeout(() => res.end(), STREAM_LIFETIME_MS);
    const cleanup = () => {
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      streams.delete(res);
      unsubscribe();
    };
    res.once("close", cleanup);
  });
};
