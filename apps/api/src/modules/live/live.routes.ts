/**
 * GET /api/events: the member's live updates as Server-Sent Events (lib/live.ts). Each event names a table
 * whose rows changed in the member's agency (or, for private rows, their own) and the API paths whose queries
 * show it; the web app refreshes those. Values never travel here: the member refetches through the ordinary, access-checked routes.
 *
 * A stream ends after STREAM_LIFETIME_MS and the browser reconnects by itself, so a member whose session ended
 * or whose access changed is checked again within minutes; a comment every HEARTBEAT_MS keeps proxies (nginx
 * closes a silent connection after 60 s) from cutting it.
 *
 * Each stream holds a connection and a listener, so a session may hold MAX_STREAMS_PER_SESSION and a member
 * MAX_STREAMS_PER_MEMBER at once (counted by this instance); one more answers 429, and a closed stream frees its
 * slot.
 */
import type { ServerResponse } from "node:http";
import {
  LIVE_CHANGE_EVENT,
  LIVE_EVENTS_PATH,
  LIVE_MESSAGES,
  MAX_STREAMS_PER_MEMBER,
  MAX_STREAMS_PER_SESSION,
} from "@rollcall/shared/live";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors";
import { fileAnswer } from "../../lib/http";

const HEARTBEAT_MS = 25_000;
const STREAM_LIFETIME_MS = 5 * 60_000;
/** How long the browser waits before reconnecting (the SSE `retry` field). */
const RECONNECT_MS = 3_000;

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = app.live;
  const streams = new Set<ServerResponse>();
  const open = new Map<string, number>();
  const add = (key: string, by: number) => {
    const count = (open.get(key) ?? 0) + by;
    if (count > 0) open.set(key, count);
    else open.delete(key);
  };
  // Open streams would keep the server from closing: end them first; the browsers reconnect elsewhere.
  app.addHook("preClose", async () => {
    for (const stream of streams) stream.end();
  });

  // No automatic HEAD copy: a HEAD would open a stream with no body to end it.
  const stream = {
    exposeHeadRoute: false,
    schema: {
      summary: "Stream changes to the agency's data (Server-Sent Events)",
      response: fileAnswer(
        "text/event-stream",
        "An event for each change: the table whose rows changed and the API paths that show it",
      ),
    },
  };
  app.get(LIVE_EVENTS_PATH, stream, async (request, reply) => {
    const { agencyId, userId } = request.scope;
    const session = `session:${request.auth?.sessionId}`;
    const member = `member:${userId}`;
    if (
      (open.get(session) ?? 0) >= MAX_STREAMS_PER_SESSION ||
      (open.get(member) ?? 0) >= MAX_STREAMS_PER_MEMBER
    )
      throw new AppError(429, LIVE_MESSAGES.tooManyStreams);
    // Taken before the first await, so streams opened at the same moment cannot all pass the check.
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      add(session, -1);
      add(member, -1);
    };
    add(session, 1);
    add(member, 1);
    const res = reply.raw;
    const write = (chunk: string) => {
      if (!res.writableEnded) res.write(chunk);
    };
    // Listening first: a failure is an ordinary error answer (503 when the database is away).
    const unsubscribe = await hub
      .subscribe(agencyId, userId, (change) =>
        write(`event: ${LIVE_CHANGE_EVENT}\ndata: ${JSON.stringify(change)}\n\n`),
      )
      .catch((error) => {
        release();
        throw error;
      });
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
      release();
    };
    res.once("close", cleanup);
    // A client gone while the listener was being set up has closed already: free its slot now.
    if (res.closed || res.socket?.destroyed) cleanup();
  });
};
