/**
 * The offline write queue (lib/offline-store.ts in IndexedDB, here fake-indexeddb's implementation of it) sent
 * by lib/offline-sync.ts to a real local HTTP server standing in for the API: the order, the Idempotency-Key,
 * what a refusal, a server error and a signed-out session do to the queue.
 */
import "fake-indexeddb/auto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enqueue, failedRequests, queuedRequests, removeQueued } from "./offline-store";
import { flushQueue } from "./offline-sync";

type Seen = { method: string; url: string; key: string | undefined; body: unknown };
const seen: Seen[] = [];
let member: string | null = "member-a";
let failWith: Record<string, number> = {};
let origin = "";

const server = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.url === "/api/user")
      return member ? send(200, { user: { id: member } }) : send(401, { message: "Not authenticated" });
    seen.push({
      method: req.method ?? "",
      url: req.url ?? "",
      key: req.headers["idempotency-key"] as string | undefined,
      body: raw ? JSON.parse(raw) : undefined,
    });
    const status = failWith[req.url ?? ""];
    if (status === 400)
      return send(400, { message: "Title is required", errors: { title: "Title is required" } });
    if (status) return send(status, { message: "Service unavailable" });
    send(201, { ok: true });
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  seen.length = 0;
  member = "member-a";
  failWith = {};
  for (const request of await queuedRequests()) await removeQueued(request.id);
});

let n = 0;
async function queue(url: string, userId = "member-a", data: unknown = { n: ++n }) {
  const request = { id: `key-${++n}`, method: "POST", url, data, timestamp: Date.now(), userId };
  await enqueue(request);
  return request;
}

describe("sending the writes queued offline", () => {
  it("sends the member's writes in the order they were made, each under its id as Idempotency-Key", async () => {
    const first = await queue("/api/shifts");
    const second = await queue("/api/incidents");
    const third = await queue("/api/shifts/s1/check-in");
    const others = await queue("/api/shifts", "member-b");

    const result = await flushQueue(origin);

    expect(seen.map((s) => [s.url, s.key, s.body])).toEqual([
      [first.url, first.id, first.data],
      [second.url, second.id, second.data],
      [third.url, third.id, third.data],
    ]);
    expect(result).toEqual({ sent: 3, failed: [], remaining: 0 });
    // Another member's write is never sent with this member's session; it stays for them.
    expect((await queuedRequests()).map((r) => r.id)).toEqual([others.id]);
  });

  it("a write the server refuses leaves the queue as a failure in the server's words; the next ones are sent", async () => {
    failWith = { "/api/refused": 400 };
    const ok = await queue("/api/shifts");
    const refused = await queue("/api/refused");
    const after = await queue("/api/incidents");

    const result = await flushQueue(origin);

    expect(seen.map((s) => s.key)).toEqual([ok.id, refused.id, after.id]);
    expect(result.sent).toBe(2);
    expect(result.failed).toEqual([
      expect.objectContaining({ id: refused.id, status: 400, message: "Title is required" }),
    ]);
    expect(await queuedRequests("member-a")).toEqual([]);
    expect((await failedRequests("member-a")).map((f) => f.id)).toContain(refused.id);
  });

  it("a server error stops the round and keeps the rest in order for the next one", async () => {
    failWith = { "/api/busy": 503 };
    const first = await queue("/api/shifts");
    const busy = await queue("/api/busy");
    const last = await queue("/api/incidents");

    const result = await flushQueue(origin);
    expect(seen.map((s) => s.key)).toEqual([first.id, busy.id]);
    expect(result).toEqual({ sent: 1, failed: [], remaining: 2 });
    expect((await queuedRequests("member-a")).map((r) => r.id)).toEqual([busy.id, last.id]);

    // The server is back: the same keys, in the same order.
    failWith = {};
    seen.length = 0;
    await flushQueue(origin);
    expect(seen.map((s) => s.key)).toEqual([busy.id, last.id]);
    expect(await queuedRequests("member-a")).toEqual([]);
  });

  it("with no session (signed out) nothing is sent and the queue is kept", async () => {
    member = null;
    const kept = await queue("/api/shifts");
    const result = await flushQueue(origin);
    expect(seen).toEqual([]);
    expect(result.sent).toBe(0);
    expect((await queuedRequests()).map((r) => r.id)).toEqual([kept.id]);
  });

  it("two rounds asked for at once in one page send each write once", async () => {
    const one = await queue("/api/shifts");
    const two = await queue("/api/incidents");
    await Promise.all([flushQueue(origin), flushQueue(origin)]);
    expect(seen.map((s) => s.key)).toEqual([one.id, two.id]);
  });
});
