import http from "node:http";

/**
 * Reads a Server-Sent Events stream (GET /api/events) over real HTTP, as a browser's EventSource would:
 * the events as they arrive, each `{ event, data }`, and `next()` to wait for the next one.
 */
export type StreamEvent = { event: string; data: string };

export type EventStreamReader = {
  status: number;
  headers: Headers;
  /** The next event (comments and the `retry` field skipped); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Events received so far and not yet taken by next(). */
  pending(): StreamEvent[];
  /** The raw text received so far (comments included). */
  raw(): string;
  close(): void;
};

/** Over node:http with a connection of its own (agent: false), closed with the stream. */
export async function openEventStream(url: string, cookie?: string): Promise<EventStreamReader> {
  const queue: StreamEvent[] = [];
  const waiters: Array<(event: StreamEvent) => void> = [];
  let text = "";
  let buffer = "";
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(
      url,
      { agent: false, headers: { accept: "text/event-stream", ...(cookie ? { cookie } : {}) } },
      resolve,
    );
    req.on("error", reject);
  });
  res.setEncoding("utf8");
  res.on("error", () => {});
  res.on("data", (chunk: string) => {
    text += chunk;
    if (res.statusCode !== 200) return;
    buffer += chunk;
    let end = buffer.indexOf("\n\n");
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf("\n\n");
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event: ")) event = line.slice(7);
        else if (line.startsWith("data: ")) data.push(line.slice(6));
      }
      if (data.length === 0) continue;
      const parsed = { event, data: data.join("\n") };
      const waiter = waiters.shift();
      if (waiter) waiter(parsed);
      else queue.push(parsed);
    }
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers))
    if (typeof value === "string") headers.set(name, value);
  return {
    status: res.statusCode ?? 0,
    headers,
    next(timeoutMs = 5_000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(done), 1);
          reject(new Error(`no event within ${timeoutMs} ms; received: ${JSON.stringify(text)}`));
        }, timeoutMs);
        const done = (event: StreamEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiters.push(done);
      });
    },
    pending: () => [...queue],
    raw: () => text,
    close: () => res.destroy(),
  };
}
