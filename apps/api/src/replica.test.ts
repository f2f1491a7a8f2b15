/**
 * Reports read from a streaming replica (DATABASE_REPLICA_URL, `scope.read()`, docs/scaling.md): a PostgreSQL
 * primary and a hot standby made from it with pg_basebackup, both started here from the installed server's
 * programs in a temporary folder. With the standby's replay paused, a write reaches the primary (and the
 * member's own lists) while the finance report still shows the standby's older state; once replay resumes
 * the report catches up. Agency confinement holds on the standby too.
 *
 * PostgreSQL only (with DATABASE_URL, the installed server's programs are there); the embedded database has no
 * replicas.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { createTestApp, request, type SignedUp, signUpAgency, type TestApp } from "./test/harness";
import { freePort } from "./test/server-process";

const serverUrl = process.env.DATABASE_URL;

/** The installed server's programs (Debian puts them under /usr/lib/postgresql/<major>/bin). */
function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return undefined;
  const major = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a))[0];
  return major ? path.join(root, major, "bin") : undefined;
}
const BIN = postgresBin();

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
function run(program: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot
    ? ["runuser", ["-u", "postgres", "--", path.join(BIN as string, program), ...args]]
    : [path.join(BIN as string, program), args];
  const result = spawnSync(cmd, argv, { encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`${program} ${args.join(" ")} failed: ${result.stderr || result.stdout}`);
}

type Cluster = { dir: string; port: number; url: string };
let base: string;
let primary: Cluster;
let standby: Cluster;
let t: TestApp;
let A: SignedUp;
let B: SignedUp;

async function startCluster(dir: string, port: number): Promise<Cluster> {
  run("pg_ctl", [
    "-D",
    dir,
    "-l",
    `${dir}.log`,
    "-w",
    "-o",
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${base} -c fsync=off`,
    "start",
  ]);
  return { dir, port, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Waits until the standby has replayed everything the primary has written so far. */
async function caughtUp() {
  const [{ lsn }] = await query<{ lsn: string }>(primary.url, "select pg_current_wal_lsn()::text as lsn");
  for (let i = 0; i < 200; i++) {
    const [{ done }] = await query<{ done: boolean }>(
      standby.url,
      `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`,
    );
    if (done) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the standby did not catch up within 10 s");
}

const year = new Date().getUTCFullYear().toString();
const totalBudget = async (cookie: string) => {
  const res = await request(t.app, "GET", `/api/finance/stats?fiscalYear=${year}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json().totalBudget as number;
};
const budget = (name: string, totalAmount: number) => ({
  name,
  category: "fuel",
  totalAmount,
  fiscalYear: year,
});

describe.skipIf(!serverUrl || !BIN)("reports from a streaming replica", () => {
  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-replica-"));
    fs.chmodSync(base, 0o777);
    if (process.getuid?.() === 0) execFileSync("chown", ["postgres", base]);
    const primaryDir = path.join(base, "primary");
    // trust on the loopback, replication included (initdb's default lines), as the local server is set up.
    run("initdb", ["-D", primaryDir, "-U", "postgres", "--auth=trust", "--no-sync"]);
    primary = await startCluster(primaryDir, await freePort());
    const standbyDir = path.join(base, "standby");
    run("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primary.port),
      "-U",
      "postgres",
      "-D",
      standbyDir,
      "-R",
    ]);
    standby = await startCluster(standbyDir, await freePort());
    expect(await query<{ r: boolean }>(standby.url, "select pg_is_in_recovery() as r")).toEqual([
      { r: true },
    ]);

    const database = await openDatabase({ kind: "postgres", url: primary.url, replicaUrl: standby.url });
    t = await createTestApp({}, { database });
    A = await signUpAgency(t.app);
    B = await signUpAgency(t.app);
    await caughtUp();
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    for (const cluster of [standby, primary])
      if (cluster) run("pg_ctl", ["-D", cluster.dir, "-m", "immediate", "-w", "stop"]);
    if (base) fs.rmSync(base, { recursive: true, force: true });
  });

  it("reads the report from the replica, which follows the primary's writes", async () => {
    expect((await request(t.app, "POST", "/api/budgets", A.cookie, budget("Fuel", 120_000))).statusCode).toBe(
      201,
    );
    await caughtUp();
    expect(await totalBudget(A.cookie)).toBe(120_000);

    // Replay paused: the write still goes to the primary, and the member's list (a primary read) shows it…
    await query(standby.url, "select pg_wal_replay_pause()");
    const created = await request(t.app, "POST", "/api/budgets", A.cookie, budget("Hose", 30_000));
    expect(created.statusCode).toBe(201);
    const list = await request(t.app, "GET", `/api/budgets?fiscalYear=${year}`, A.cookie);
    expect(
      list
        .json()
        .map((b: { name: string }) => b.name)
        .sort(),
    ).toEqual(["Fuel", "Hose"]);
    // …while the report, read from the replica, has not seen it yet.
    expect(await totalBudget(A.cookie)).toBe(120_000);

    await query(standby.url, "select pg_wal_replay_resume()");
    await caughtUp();
    expect(await totalBudget(A.cookie)).toBe(150_000);
  });

  it("keeps each agency to its own rows on the replica", async () => {
    expect(
      (await request(t.app, "POST", "/api/budgets", B.cookie, budget("Training", 7_000))).statusCode,
    ).toBe(201);
    await caughtUp();
    expect(await totalBudget(B.cookie)).toBe(7_000);
    expect(await totalBudget(A.cookie)).toBe(150_000);
  });
});
