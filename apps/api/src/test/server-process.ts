/**
 * The real server (`node --import tsx apps/api/src/server.ts`, or the production bundle) as a child process on
 * a free port: for tests of
 * several instances (multi-instance.test.ts) and for benchmarks whose own work must not share the server's
 * event loop (bench/).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import net, { type AddressInfo } from "node:net";
import path from "node:path";

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  origin: string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
};

const repositoryRoot = path.resolve(import.meta.dirname, "../../../..");

/** A TCP port free right now on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server and answers once it is ready. `env` adds to the production settings (DATABASE_URL for
 * PostgreSQL; without it the embedded database in DATA_DIR). Readiness is asked of the server itself, not of
 * PUBLIC_URL (which may be a balancer in front of it).
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  /**
   * `built`: the production bundle as `npm start` runs it (built first when its sources changed). `entry`: another
   * bundle to run as it is (another commit's, for bench:load's COMPARE). `nodeArgs`: options for node itself (e.g.
   * `--cpu-prof`, which NODE_OPTIONS refuses).
   */
  { built = false, entry = undefined as string | undefined, nodeArgs = [] as string[] } = {},
): Promise<ServerProcess> {
  // A given PORT (a balancer already points at it), else any free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
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
  if (built) {
    const build = spawnSync(process.execPath, ["scripts/build.mjs", "--only=api"], { cwd: repositoryRoot });
    if (build.status !== 0) throw new Error(`Building the server failed:\n${build.stderr}`);
  }
  const args = [
    ...nodeArgs,
    ...(entry
      ? [entry]
      : built
        ? ["apps/api/dist/server.mjs"]
        : ["--import", "tsx", "apps/api/src/server.ts"]),
  ];
  const child = spawn(process.execPath, args, {
    cwd: repositoryRoot,
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

/** SIGTERM (a clean shutdown), then SIGKILL if it has not exited within `graceMs`. */
export async function stopServerProcess(server: ServerProcess, graceMs = 10_000) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), graceMs);
  await server.exited;
  clearTimeout(timer);
}
