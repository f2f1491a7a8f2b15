/**
 * The application as the benchmarks run it: on the bench database (DATABASE_URL or BENCH_DATABASE_URL), with
 * the bench agency's admin signed in. `listen` serves it on a free local port, for benchmarks that read the
 * answer over real HTTP; otherwise requests go through app.inject. `serveWeb` also serves the built web app; `env`
 * adds settings (e.g. a job turned off).
 */
import type { AddressInfo } from "node:net";
import { buildApp } from "../apps/api/src/app";
import { openDatabase } from "../apps/api/src/db/client";
import { parseEnv } from "../apps/api/src/env";
import { BENCH_ADMIN_EMAIL, BENCH_DATABASE_URL, BENCH_PASSWORD } from "./config";

export async function benchApp({
  listen = false,
  serveWeb = false,
  env: overrides = {},
}: {
  listen?: boolean;
  serveWeb?: boolean;
  env?: Record<string, string>;
} = {}) {
  const url = process.env.DATABASE_URL || BENCH_DATABASE_URL;
  const handle = await openDatabase({ kind: "postgres", url });
  const env = parseEnv({
    NODE_ENV: "production",
    DATABASE_URL: url,
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    ...overrides,
  });
  const app = await buildApp({ env, db: handle.db, serveWeb });
  const close = async () => {
    await app.close();
    await handle.close();
  };
  try {
    if (listen) await app.listen({ host: "127.0.0.1", port: 0 });
    else await app.ready();
    const login = await app.inject({
      method: "POST",
      url: "/api/login",
      headers: { origin: env.publicUrl },
      payload: { email: BENCH_ADMIN_EMAIL, password: BENCH_PASSWORD },
    });
    if (login.statusCode !== 200)
      throw new Error(`Sign-in failed (${login.statusCode}): run "npm run seed:scale" first. ${login.body}`);
    const session = login.cookies.find((c) => c.name === "rollcall_session");
    const base = listen ? `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` : "";
    return { app, db: handle.db, cookie: `rollcall_session=${session?.value}`, base, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The week view's request for the current week (Monday to Sunday), in the middle of the three seeded years. */
export function currentWeek(today = new Date()) {
  const monday = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7)),
  );
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  const path = `/api/shifts?startDate=${monday.toISOString().slice(0, 10)}&endDate=${sunday.toISOString().slice(0, 10)}`;
  return { monday, sunday, path };
}

// The real server as a child process: shared with the test of several instances.
export { type ServerProcess, startServerProcess } from "../apps/api/src/test/server-process";

/** Signs in as the bench admin over HTTP (a server started by startServerProcess) and answers the cookie. */
export async function signInBenchAdmin(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ email: BENCH_ADMIN_EMAIL, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Sign-in failed (${login.status}): run "npm run seed:scale" first`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("rollcall_session="));
  if (!cookie) throw new Error("Sign-in set no session cookie");
  return cookie;
}

const percentileOf = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Calls `fn` `warmup` times untimed, then `runs` times one after another: the median and p95 in ms. */
export async function timeRuns(fn: () => Promise<unknown>, runs: number, warmup: number) {
  const times: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const started = performance.now();
    await fn();
    if (i >= warmup) times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  return { median: percentileOf(sorted, 50), p95: percentileOf(sorted, 95) };
}
