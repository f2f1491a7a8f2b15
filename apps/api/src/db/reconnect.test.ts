/**
 * The PostgreSQL server going away under load (PostgreSQL only): requests meanwhile answer 503 with
 * Retry-After, never 500, the process keeps running, and once the server is back requests succeed again
 * without restarting the app.
 *
 * A small TCP proxy sits between the app's pool and the test's database; cutting it (every socket destroyed,
 * no longer listening) is what a server restart looks like from the app. The machine's shared PostgreSQL
 * server is never restarted: other test files use it at the same time.
 */
import { randomBytes } from "node:crypto";
import net from "node:net";
import type { InjectOptions } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { parseEnv } from "../env";
import { createTestApp } from "../test/harness";
import { type DatabaseHandle, openDatabase } from "./client";

const serverUrl = process.env.DATABASE_URL;

/**
 * Forwards 127.0.0.1:<port> to the PostgreSQL server. After `holdTransactions()`, a connection that begins a
 * transaction no longer gets the server's answers, so the transaction stays in flight on a connection a
 * request holds; `cut()` drops every connection and stops listening.
 */
function createProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  let holding = false;
  let held = 0;
  let waiter: { count: number; resolve: () => void } | undefined;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  return {
    get port() {
      return port;
    },
    async start() {
      holding = false;
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        track(client);
        track(upstream);
        let heldHere = false;
        client.on("data", (chunk) => {
          upstream.write(chunk);
          if (holding && !heldHere && chunk.includes("begin")) {
            heldHere = true;
            held++;
            if (waiter && held >= waiter.count) waiter.resolve();
          }
        });
        upstream.on("data", (chunk) => {
          if (!heldHere) client.write(chunk);
        });
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      await new Promise<void>((resolve, reject) => {
        server?.once("error", reject);
        server?.listen(port, "127.0.0.1", () => resolve());
      });
      port = (server.address() as net.AddressInfo).port;
    },
    /** Resolves once `count` connections are held in the middle of a transaction. */
    holdTransactions(count: number) {
      holding = true;
      held = 0;
      return new Promise<void>((resolve) => {
        waiter = { count, resolve };
      });
    },
    async cut() {
      const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      server = undefined;
    },
  };
}

describe.skipIf(!serverUrl)("the PostgreSQL server restarting (PostgreSQL)", { timeout: 120_000 }, () => {
  const name = `rollcall_test_${randomBytes(6).toString("hex")}`;
  const upstream = new URL(serverUrl ?? "postgres://localhost");
  const proxy = createProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
  const lost: Error[] = [];
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookie = "";
  let userId = "";
  let slot = 0;

  const admin = async <T>(fn: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };

  const inject = (opts: InjectOptions) =>
    app.inject({ ...opts, headers: { origin: "http://rollcall.test", cookie, ...(opts.headers as object) } });

  /** A write (a one-hour shift in its own slot, so shifts never overlap) and a read of the session. */
  const createShift = () => {
    const n = slot++;
    const day = new Date(Date.UTC(2031, 0, 1 + Math.floor(n / 12))).toISOString().slice(0, 10);
    const hour = String((n % 12) * 2).padStart(2, "0");
    return inject({
      method: "POST",
      url: "/api/shifts",
      payload: {
        title: `Reconnect ${n}`,
        userId,
        startTime: `${day}T${hour}:00`,
        endTime: `${day}T${hour}:59`,
        assignment: "Engine 1",
        status: "scheduled",
        isPaid: false,
        paymentStatus: "pending",
        isRecurring: false,
      },
    });
  };
  const currentUser = () => inject({ method: "GET", url: "/api/user" });

  /** Every answer is a success or the 503 with Retry-After and the readable message; never a 500. */
  function expectSuccessOr503(responses: Awaited<ReturnType<typeof inject>>[]) {
    for (const res of responses) {
      if (res.statusCode === 503) {
        expect(res.headers["retry-after"]).toMatch(/^\d+$/);
        expect(res.json()).toEqual({ message: "The database is unavailable. Please try again in a moment." });
      } else {
        expect([200, 201]).toContain(res.statusCode);
      }
    }
  }

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${name}`));
    await proxy.start();
    const url = new URL(upstream);
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    handle = await openDatabase({
      kind: "postgres",
      url: url.toString(),
      onConnectionError: (error) => lost.push(error),
    });
    app = await buildApp({
      env: parseEnv({ NODE_ENV: "test", PUBLIC_URL: "http://rollcall.test", SEED_DEMO: "false" }),
      db: handle.db,
    });
    await app.ready();
    const res = await app.inject({
      method: "POST",
      url: "/api/register",
      headers: { origin: "http://rollcall.test" },
      payload: {
        email: `chief.${randomBytes(4).toString("hex")}@example.org`,
        password: "correct horse battery",
        firstName: "Dana",
        lastName: "Reyes",
        agencyName: "Reconnect Fire",
        agencyType: "fire",
      },
    });
    expect(res.statusCode).toBe(201);
    const session = res.cookies.find((c) => c.name === "rollcall_session");
    cookie = `rollcall_session=${session?.value}`;
    userId = res.json().user.id;
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close().catch(() => {});
    await proxy.cut();
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  });

  it("answers 503 with Retry-After while the server is gone, and reconnects by itself", async () => {
    expect((await createShift()).statusCode).toBe(201);

    // The server goes away in the middle of a burst of reads and writes, with transactions in flight on
    // connections the requests hold (without a listener on each client, that crashed the process).
    const holding = proxy.holdTransactions(3);
    const burst = Array.from({ length: 40 }, (_, i) => (i % 2 ? createShift() : currentUser()));
    await holding;
    await proxy.cut();
    const during = await Promise.all(burst);
    expectSuccessOr503(during);

    // While it is gone every request answers 503 (the connection is refused), and the process lives on.
    const down = await Promise.all([createShift(), currentUser(), createShift(), currentUser()]);
    expect(down.map((r) => r.statusCode)).toEqual([503, 503, 503, 503]);
    expectSuccessOr503(down);

    // Back: the same app, without a restart, connects again.
    await proxy.start();
    const created = await createShift();
    expect(created.statusCode).toBe(201);
    expect((await currentUser()).statusCode).toBe(200);
    const after = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? createShift() : currentUser())),
    );
    expect(after.map((r) => r.statusCode).every((s) => s === 200 || s === 201)).toBe(true);

    // No connection stays checked out by a request that failed (a leak would exhaust the pool restart by restart).
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.totalCount - pool.idleCount).toBe(0);

    // What was acknowledged before the cut is there; the new shift too.
    const acknowledged = [...during, created].filter((r) => r.statusCode === 201).map((r) => r.json().id);
    for (const id of acknowledged) {
      expect((await inject({ method: "GET", url: `/api/shifts/${id}` })).statusCode).toBe(200);
    }
  });

  it("survives its connections being terminated by the server (pg_terminate_backend)", async () => {
    const terminate = () =>
      admin((client) =>
        client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]),
      );
    // The pool holds idle connections: the server ends them.
    await Promise.all(Array.from({ length: 6 }, () => currentUser()));
    await terminate();
    const afterIdle = await Promise.all(Array.from({ length: 6 }, () => currentUser()));
    expectSuccessOr503(afterIdle);

    // Terminated in the middle of a burst: some requests may fail, with a 503, never a 500.
    const burst = Array.from({ length: 30 }, (_, i) => (i % 2 ? createShift() : currentUser()));
    await terminate();
    expectSuccessOr503(await Promise.all(burst));

    // The broken connections have left the pool: the next requests succeed.
    const after = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? createShift() : currentUser())),
    );
    expectSuccessOr503(after);
    let attempts = 0;
    let res = await currentUser();
    while (res.statusCode !== 200 && attempts++ < 20) res = await currentUser();
    expect(res.statusCode).toBe(200);
    expect((await createShift()).statusCode).toBe(201);
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.totalCount - pool.idleCount).toBe(0);
    // The lost connections were reported to the listener (logged by default), not thrown.
    expect(lost.length).toBeGreaterThan(0);
  });
});

describe("a lost database connection answers 503 with Retry-After (every database)", () => {
  /** The errors node-postgres and drizzle raise when the server is gone, as the error handler receives them. */
  const wrapped = (cause: object) => Object.assign(new Error("Failed query: select 1"), { cause });
  const failures: Record<string, () => Error> = {
    refused: () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    reset: () => wrapped(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })),
    terminated: () => wrapped(new Error("Connection terminated unexpectedly")),
    "admin shutdown": () =>
      wrapped(
        Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      ),
    "starting up": () =>
      Object.assign(new Error("the database system is starting up"), { code: "57P03", severity: "FATAL" }),
    "connection failure": () => wrapped(Object.assign(new Error("connection failure"), { code: "08006" })),
    "pool timeout": () => new Error("timeout exceeded when trying to connect"),
    "several addresses": () =>
      Object.assign(
        new AggregateError([
          Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" }),
        ]),
        {
          code: "ECONNREFUSED",
        },
      ),
  };

  it("maps each connection failure to 503, and anything else stays a 500", async () => {
    const t = await createTestApp(
      {},
      {
        extraRoutes: (app) => {
          app.get("/api/test/fail/:kind", { config: { access: "public" } }, async (request) => {
            const kind = (request.params as { kind: string }).kind;
            throw failures[kind]?.() ?? new Error("a bug");
          });
        },
      },
    );
    try {
      for (const kind of Object.keys(failures)) {
        const res = await t.app.inject({ method: "GET", url: `/api/test/fail/${encodeURIComponent(kind)}` });
        expect(res.statusCode, kind).toBe(503);
        expect(res.headers["retry-after"], kind).toBe("5");
        expect(res.json()).toEqual({ message: "The database is unavailable. Please try again in a moment." });
      }
      const bug = await t.app.inject({ method: "GET", url: "/api/test/fail/other" });
      expect(bug.statusCode).toBe(500);
      expect(bug.headers["retry-after"]).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
