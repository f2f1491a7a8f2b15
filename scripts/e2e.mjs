#!/usr/bin/env node
/**
 * Browser tests: builds the web app and the server (scripts/build.mjs, as `npm start` does; skipped when up to
 * date), starts for each Playwright worker a mail catcher (real SMTP) and the real server on a fresh database
 * (embedded in a temp folder, or a new database on DATABASE_URL's server), then runs Playwright in Debian's
 * Chromium. Without Chromium it explains how to install it and skips, unless CI=true.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startNerisStandIn } from "./neris-stand-in.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The SMTP catcher and the PostgreSQL client are the API package's dependencies.
const requireFromApi = createRequire(path.join(root, "apps/api/package.json"));
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const isCI = process.env.CI === "true" || process.env.CI === "1";

if (!fs.existsSync(chromium)) {
  const banner = "=".repeat(78);
  console.error(
    `\n${banner}\n  Chromium was not found at ${chromium}: the browser tests cannot run.\n  Install Debian's package:  sudo apt-get update && sudo apt-get install -y chromium\n  (or point CHROMIUM_PATH at a Chromium binary)\n${banner}\n`,
  );
  if (isCI) {
    console.error("CI=true: a missing browser is a failure.");
    process.exit(1);
  }
  console.error("Skipping the browser tests only; the unit and API tests ran.\n");
  process.exit(0);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: "inherit", cwd: root, ...opts });

console.log("Building the web app and the server for the browser tests...");
// What `npm start` runs: the web app and the server bundle, each built when its sources changed.
if (run(process.execPath, ["scripts/build.mjs"]).status !== 0) process.exit(1);

const work = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-e2e-"));

/**
 * One local stand-in of the NERIS API for every server (NERIS_SANDBOX_URL): a browser test enters this client id
 * and secret in Settings → NERIS and submits against it (E2E_NERIS_* below).
 */
const nerisClient = { id: "rollcall-test", secret: "stand-in-secret" };
const neris = await startNerisStandIn({
  port: await freePort(),
  clients: { [nerisClient.id]: nerisClient.secret },
});

/**
 * Playwright's workers, each with a server, a database and a mail catcher of its own (E2E_WORKERS, default 2):
 * the specs share the demo agency, so two workers on one server would see each other's writes. Each worker
 * reads its own addresses (apps/web/playwright.config.ts, by TEST_PARALLEL_INDEX); a retried test's new
 * worker keeps its index, so it comes back to the same server.
 */
const workerCount = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

/** The platform operator the operator-portal tests sign in as (made with the real create-operator command). */
const operator = { email: "operator@rollcall.test", password: `operator-${randomBytes(6).toString("hex")}` };

/** A real SMTP server that writes each message to a file in `mailDir`, which the tests read. */
async function startMailCatcher(mailDir) {
  const { SMTPServer } = requireFromApi("smtp-server");
  let mailCount = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c) => (raw += c));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        fs.writeFileSync(
          path.join(mailDir, `${Date.now()}-${mailCount++}.json`),
          JSON.stringify({ to, raw }),
        );
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((r) => smtp.listen(port, "127.0.0.1", r));
  return { port, close: () => new Promise((r) => smtp.close(r)) };
}

/** A fresh database for one instance: a folder of the embedded one, or a new database on DATABASE_URL's server. */
async function freshDatabase() {
  if (!process.env.DATABASE_URL) return { url: undefined, drop: async () => {} };
  const pg = requireFromApi("pg");
  const name = `rollcall_e2e_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * One server as `npm start` runs it (the bundle, plain node), with its own data folder, database and mail. With
 * `mail: false`, an installation as a fresh download is: no SMTP_URL (what it would mail goes to Universe
 * Admin's mail outbox) and no demo, its operator made before its first start.
 */
async function createInstance(index, { mail = true } = {}) {
  const dir = path.join(work, String(index));
  const mailDir = path.join(dir, "mail");
  fs.mkdirSync(mailDir, { recursive: true });
  const smtp = await startMailCatcher(mailDir);
  const database = await freshDatabase();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(dir, "data"),
    PUBLIC_URL: baseURL,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SEED_DEMO: String(mail),
    LOG_LEVEL: "warn",
    // The webhook test's receiver listens on 127.0.0.1, which an installation refuses by default.
    WEBHOOKS_ALLOW_PRIVATE: "true",
    // Every browser test signs in from 127.0.0.1: the whole suite is one address (over 100 sign-ins in minutes).
    SIGN_IN_LIMIT_PER_ADDRESS: "10000",
    // The automation spec waits for a rule to fire: rounds every 2 seconds instead of every minute.
    AUTOMATION_INTERVAL_SECONDS: "2",
    // No Stripe here: the pricing page names this address for a plan change.
    OPERATOR_CONTACT_EMAIL: "plans@rollcall.test",
    // Submissions to NERIS's sandbox reach the local stand-in.
    NERIS_SANDBOX_URL: neris.url,
  };
  if (database.url) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  if (!mail) delete env.SMTP_URL;

  let server;
  let exited = false;
  const start = () => {
    exited = false;
    server = spawn(process.execPath, ["apps/api/dist/server.mjs"], {
      cwd: root,
      env,
      stdio: ["ignore", "inherit", "inherit"],
    });
    server.on("exit", () => (exited = true));
  };
  const stop = async () => {
    if (!server || exited) return;
    server.kill("SIGTERM");
    await new Promise((r) => (exited ? r() : server.on("exit", r)));
  };
  const waitUntilReady = async () => {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (exited) throw new Error("The server exited before it was ready.");
      try {
        const res = await fetch(`${baseURL}/api/user`);
        if (res.status === 401) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error("The server did not become ready in time.");
  };

  /**
   * The first start seeds the demo agency (only into an empty database); then, with the server stopped (the
   * embedded database has one owner at a time), the operator is created as an administrator would.
   */
  async function prepare() {
    if (mail) {
      start();
      await waitUntilReady();
      await stop();
    }
    // Asynchronous: the other instances go on starting meanwhile.
    const made = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "apps/api/src/cli/create-operator.ts",
        "--email",
        operator.email,
        "--password",
        operator.password,
        "--first-name",
        "Olive",
        "--last-name",
        "Operator",
      ],
      { stdio: "inherit", cwd: root, env },
    );
    const status = await new Promise((resolve) => made.on("exit", (code) => resolve(code)));
    if (status !== 0) throw new Error("create-operator failed");
    start();
    await waitUntilReady();
  }

  return {
    index,
    baseURL,
    mailDir,
    prepare,
    close: async () => {
      await stop();
      await smtp.close();
      await database.drop().catch(() => {});
    },
  };
}

const instances = [];
let status = 1;
try {
  for (let i = 0; i < workerCount; i++) instances.push(await createInstance(i));
  // One more, shared by the workers, without mail (mail-outbox.spec.ts): not one of the workers' own servers.
  const mailless = await createInstance("no-mail", { mail: false });
  instances.push(mailless);
  await Promise.all(instances.map((instance) => instance.prepare()));
  const args = [
    "playwright",
    "test",
    "-c",
    "apps/web/playwright.config.ts",
    `--workers=${workerCount}`,
    ...process.argv.slice(2),
  ];
  const perWorker = Object.fromEntries(
    instances.slice(0, workerCount).flatMap((i) => [
      [`E2E_BASE_URL_${i.index}`, i.baseURL],
      [`E2E_MAIL_DIR_${i.index}`, i.mailDir],
    ]),
  );
  // Asynchronous: this process's event loop must keep serving the SMTP catchers while the tests run.
  const tests = spawn("npx", args, {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      ...perWorker,
      E2E_BASE_URL: instances[0].baseURL,
      E2E_MAIL_DIR: instances[0].mailDir,
      E2E_NO_MAIL_BASE_URL: mailless.baseURL,
      CHROMIUM_PATH: chromium,
      E2E_OPERATOR_EMAIL: operator.email,
      E2E_OPERATOR_PASSWORD: operator.password,
      E2E_NERIS_URL: neris.url,
      E2E_NERIS_CLIENT_ID: nerisClient.id,
      E2E_NERIS_CLIENT_SECRET: nerisClient.secret,
      E2E_OUTPUT_DIR: path.join(root, "test-results", process.env.DATABASE_URL ? "postgres" : "pglite"),
    },
  });
  status = await new Promise((resolve) => tests.on("exit", (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(error.message);
} finally {
  await Promise.all(instances.map((instance) => instance.close()));
  await neris.close();
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(status);
