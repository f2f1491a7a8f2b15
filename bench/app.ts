/**
 * The application as the benchmarks run it: on the bench database (DATABASE_URL or BENCH_DATABASE_URL), with
 * the bench agency's admin signed in. `listen` serves it on a free local port, for benchmarks that read the
 * answer over real HTTP; otherwise requests go through app.inject. `serveWeb` also serves the built web app.
 */
import { type ChildProcess, spawn } from "node:child_process";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { buildApp } from "../apps/api/src/app";
import { openDatabase } from "../apps/api/src/db/client";
import { parseEnv } from "../apps/api/src/env";
import { BENCH_ADMIN_EMAIL, BENCH_DATABASE_URL, BENCH_PASSWORD } from "./config";

export async function benchApp({ listen = false, serveWeb = false } = {}) {
  const url = process.env.DATABASE_URL || BENCH_DATABASE_URL;
  const handle = await openDatabase({ kind: "postgres", url });
  const env = parseEnv({
    NODE_ENV: "production",
    DATABASE_URL: url,
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
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

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  origin: string;
  exited: Promise<void>;
  output: () => string;
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real server (`node --import tsx apps/api/src/server.ts`) as a child process on a free port, answering
 * once it is ready: for benchmarks whose own work must not share the server's event loop. `env` adds to the
 * production settings (DATABASE_URL for PostgreSQL; without it the embedded database in DATA_DIR).
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    SEED_DEMO: "false",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const server = { child, port, origin, exited, output: () => out };
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited while starting:\n${out}`);
    try {
      if ((await fetch(`${origin}/api/user`)).status === 401) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
