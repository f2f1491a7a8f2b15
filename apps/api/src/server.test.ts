/**
 * The server as a process on the embedded database: persistence across restarts, the data-directory lock,
 * clean shutdown on SIGINT/SIGTERM, and recovery after being killed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const apiRoot = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-server-test-"));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Started = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

async function startServer(extraEnv: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port, output: () => out, exited };
}

async function waitUntilListening(server: Started, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early: ${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/user`);
      if (res.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

const api = (server: Started, pathName: string, body?: unknown, cookie?: string) =>
  fetch(`http://127.0.0.1:${server.port}${pathName}`, {
    method: body ? "POST" : "GET",
    headers: {
      // The server's own origin, as its pages send it (writes from elsewhere are refused).
      origin: `http://127.0.0.1:${server.port}`,
      ...(body ? { "content-type": "application/json" } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    redirect: "manual",
  });

const account = { email: "persist@example.org", password: "persistent password" };

describe("embedded database server process", { timeout: 180_000 }, () => {
  it("keeps data across a clean restart, refuses a second server on the same DATA_DIR, and shuts down on SIGTERM", async () => {
    const first = await startServer();
    await waitUntilListening(first);
    const reg = await api(first, "/api/register", {
      ...account,
      firstName: "Pat",
      lastName: "Lee",
      agencyName: "Persist FD",
      agencyType: "fire",
    });
    expect(reg.status).toBe(201);

    const second = await startServer();
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(/in use by another Rollcall server/);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "rollcall.lock"))).toBe(false);

    const again = await startServer();
    await waitUntilListening(again);
    expect((await api(again, "/api/login", account)).status).toBe(200);
    again.child.kill("SIGINT");
    expect(await again.exited).toBe(0);
  });

  it("opens the data directory again after the server was killed", async () => {
    const victim = await startServer();
    await waitUntilListening(victim);
    const login = await api(victim, "/api/login", account);
    expect(login.status).toBe(200);
    const reg = await api(victim, "/api/register", {
      email: "after-kill@example.org",
      password: "written before kill",
      firstName: "Sam",
      lastName: "Ng",
      agencyName: "Kill FD",
      agencyType: "ems",
    });
    expect(reg.status).toBe(201);
    victim.child.kill("SIGKILL");
    await victim.exited;
    expect(fs.existsSync(path.join(dataDir, "rollcall.lock"))).toBe(true); // left behind by the killed process

    const revived = await startServer();
    await waitUntilListening(revived);
    expect((await api(revived, "/api/login", account)).status).toBe(200);
    expect(
      (await api(revived, "/api/login", { email: "after-kill@example.org", password: "written before kill" }))
        .status,
    ).toBe(200);
    revived.child.kill("SIGTERM");
    expect(await revived.exited).toBe(0);
  });

  it("stops at start with a clear message for each wrong setting", async () => {
    const bad = await startServer({ PORT: "http", SMTP_URL: "mail.example.org", SEED_DEMO: "maybe" });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/PORT: must be a port number/);
    expect(bad.output()).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(bad.output()).toMatch(/SEED_DEMO: must be true or false/);
  });
});
