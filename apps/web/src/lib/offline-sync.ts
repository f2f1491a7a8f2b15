/**
 * Sending the writes made offline (spec 01 §4 "Connectivity"): in the order they were made, each with its id
 * as the Idempotency-Key, so a write the server already has (a replay that raced another, a response lost on
 * the way back) is answered again instead of done twice. Used by the page after reconnecting and by the
 * service worker's background sync (`sync-requests`), which may run at the same time: the keys make that safe.
 *
 * Only the writes of the member signed in now are sent, with their session. A write the server refuses (4xx)
 * leaves the queue and is kept as a failure to show; a network failure, a 5xx or an expired session stops the
 * round and leaves the rest for the next one.
 */
import {
  type FailedRequest,
  type QueuedRequest,
  queuedRequests,
  recordFailure,
  removeQueued,
} from "./offline-store";

export type FlushResult = { sent: number; failed: FailedRequest[]; remaining: number };

/** The server's answer while the first request with the same key is still being processed: try again later. */
const STILL_PROCESSING = /still being processed/i;

/** The member the browser's session belongs to, or null (signed out, or no connection). */
export async function sessionMember(origin = ""): Promise<string | null> {
  try {
    const res = await fetch(`${origin}/api/user`, { credentials: "include" });
    if (!res.ok) return null;
    const body = (await res.json()) as { user?: { id?: string } | null };
    return body.user?.id ?? null;
  } catch {
    return null;
  }
}

/**
 * What the server said about a refused write, in its words when it gave some; for a 412 (the record changed
 * since the write was made), the record as it is now, to show beside the member's change.
 */
async function refusal(res: Response): Promise<{ message: string; current?: unknown }> {
  try {
    const body = (await res.json()) as { message?: unknown; current?: unknown };
    if (typeof body.message === "string") return { message: body.message, current: body.current };
  } catch {
    // not JSON
  }
  return { message: res.statusText || `Error ${res.status}` };
}

export function replay(request: QueuedRequest, origin = ""): Promise<Response> {
  const headers: Record<string, string> = { ...request.headers, "Idempotency-Key": request.id };
  if (request.data !== undefined) headers["Content-Type"] = "application/json";
  return fetch(origin + request.url, {
    method: request.method,
    headers,
    body: request.data !== undefined ? JSON.stringify(request.data) : undefined,
    credentials: "include",
  });
}

let running: Promise<FlushResult> | null = null;

/**
 * Sends the signed-in member's queued writes; one round at a time in this context. `origin`: where the API is
 * (the page's and the worker's own by default).
 */
export function flushQueue(origin = ""): Promise<FlushResult> {
  running ??= flush(origin).finally(() => {
    running = null;
  });
  return running;
}

async function flush(origin: string): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, failed: [], remaining: 0 };
  const pending = await queuedRequests();
  if (pending.length === 0) return result;
  const member = await sessionMember(origin);
  const mine = member ? pending.filter((r) => r.userId === member) : [];
  result.remaining = mine.length;
  for (const request of mine) {
    let res: Response;
    try {
      res = await replay(request, origin);
    } catch {
      break; // still no connection
    }
    if (res.ok) {
      await removeQueued(request.id);
      result.sent++;
    } else if (res.status === 401 || res.status >= 500) {
      break;
    } else {
      const { message, current } = await refusal(res);
      if (res.status === 409 && STILL_PROCESSING.test(message)) break;
      const failure: FailedRequest = { ...request, status: res.status, message, current };
      await recordFailure(failure);
      result.failed.push(failure);
    }
    result.remaining--;
  }
  return result;
}
