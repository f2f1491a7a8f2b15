/**
 * kill -9 during a burst of writes: is every acknowledged write still there after a restart?
 *
 *   npm run bench:kill9                      # the embedded database, then PostgreSQL when reachable
 *   ROUNDS=8 CONCURRENCY=16 npm run bench:kill9
 *   TARGETS=pglite npm run bench:kill9       # or TARGETS=postgres
 *
 * For each database it starts the real server as a child process (node --import tsx apps/api/src/server.ts,
 * NODE_ENV=production), signs up an agency, and then, ROUNDS times: fires concurrent writes (POST /api/shifts,
 * each a one-hour shift in its own slot) and records every write the server acknowledged (201 and its id),
 * sends SIGKILL once a random number of them is acknowledged, while others are still in flight, restarts the
 * server on the same data and reads every acknowledged write back (GET /api/shifts/:id, compared field by field).
 * At the end it stops the server cleanly and checks in the database itself that no shift is half-written:
 * every shift row has the audit row written by the same transaction.
 *
 * The embedded database lives in a temporary DATA_DIR. PostgreSQL: a fresh database on DATABASE_URL's
 * server (default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards; skipped when unreachable.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type ServerProcess, startServerProcess } from "./app";

const ROUNDS = Number(process.env.ROUNDS ?? 4);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const TARGETS = (process.env.TARGETS ?? "pglite,postgres").split(",").map((t) => t.trim());
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type Target = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };
type Written = { id: string; title: string; assignment: string; minutes: number };
type Server = ServerProcess;

async function startServer(target: Target, dataDir: string): Promise<Server> {
  return startServerProcess(
    target.kind === "postgres" ? { DATABASE_URL: target.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir },
  );
}

function request(server: Server, method: string, url: string, cookie: string, body?: unknown) {
  return fetch(`${server.origin}${url}`, {
    method,
    headers: {
      origin: server.origin, // writes from other origins are refused
      cookie,
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function signUp(server: Server) {
  const res = await request(server, "POST", "/api/register", "", {
    email: `kill9.${randomBytes(4).toString("hex")}@example.org`,
    password: "correct horse battery",
    firstName: "Kim",
    lastName: "Nine",
    agencyName: "Kill Nine Fire District",
    agencyType: "fire",
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.includes("rollcall_session="));
  if (!cookie) throw new Error("sign-up set no session cookie");
  const { user } = (await res.json()) as { user: { id: string; agencyId: string } };
  return { cookie, userId: user.id, agencyId: user.agencyId };
}

let slot = 0;
function nextShift(userId: string) {
  const n = slot++;
  const day = new Date(Date.UTC(2032, 0, 1 + Math.floor(n / 12))).toISOString().slice(0, 10);
  const hour = String((n % 12) * 2).padStart(2, "0");
  return {
    title: `Kill nine ${n}`,
    userId,
    startTime: `${day}T${hour}:00`,
    endTime: `${day}T${hour}:59`,
    assignment: `Engine ${n % 7}`,
    status: "scheduled",
    isPaid: false,
    paymentStatus: "pending",
    isRecurring: false,
  };
}

/** Concurrent writes until the server dies; it is SIGKILLed once `killAfter` writes are acknowledged. */
async function burst(server: Server, cookie: string, userId: string, killAfter: number) {
  const acknowledged: Written[] = [];
  let unacknowledged = 0;
  let refused = 0;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const body = nextShift(userId);
      let res: Response;
      try {
        res = await request(server, "POST", "/api/shifts", cookie, body);
      } catch {
        unacknowledged++; // in flight when the server died: it may or may not have committed
        return;
      }
      if (res.status === 201) {
        const { id } = (await res.json()) as { id: string };
        acknowledged.push({ id, title: body.title, assignment: body.assignment, minutes: 59 });
        if (!killed && acknowledged.length >= killAfter) {
          killed = true;
          server.child.kill("SIGKILL");
        }
      } else {
        refused++;
        if (refused > 50) throw new Error(`writes refused: ${res.status} ${await res.text()}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await server.exited;
  return { acknowledged, unacknowledged };
}

async function readBack(server: Server, cookie: string, writes: Written[]) {
  let found = 0;
  let missing = 0;
  let wrong = 0;
  for (const w of writes) {
    const res = await request(server, "GET", `/api/shifts/${w.id}`, cookie);
    if (res.status === 404) {
      missing++;
      continue;
    }
    if (res.status !== 200) throw new Error(`read-back failed: ${res.status} ${await res.text()}`);
    const shift = (await res.json()) as {
      title: string;
      assignment: string;
      startTime: string;
      endTime: string;
    };
    const minutes = (Date.parse(shift.endTime) - Date.parse(shift.startTime)) / 60_000;
    if (shift.title === w.title && shift.assignment === w.assignment && minutes === w.minutes) found++;
    else wrong++;
  }
  return { found, missing, wrong };
}

/** Straight from the database, the server stopped: shifts of the agency, and those without their audit row. */
async function integrity(target: Target, agencyId: string) {
  const statement = `select count(*)::int as shifts,
      count(*) filter (where not exists (select 1 from audit_logs a where a.agency_id = s.agency_id
        and a.entity_type = 'shifts' and a.entity_id = s.id::text and a.action = 'create'))::int as without_audit
    from shifts s where s.agency_id = $1`;
  if (target.kind === "pglite") {
    const db = await PGlite.create(target.dataDir);
    try {
      return (await db.query<{ shifts: number; without_audit: number }>(statement, [agencyId])).rows[0];
    } finally {
      await db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    return (await client.query<{ shifts: number; without_audit: number }>(statement, [agencyId])).rows[0];
  } finally {
    await client.end();
  }
}

async function runTarget(target: Target, dataDir: string) {
  const label = target.kind === "pglite" ? "embedded (PGlite)" : "PostgreSQL";
  let server = await startServer(target, dataDir);
  const { cookie, userId, agencyId } = await signUp(server);
  const all: Written[] = [];
  let unacknowledged = 0;
  let found = 0;
  let missing = 0;
  let wrong = 0;
  const restarts: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const killAfter = 40 + Math.floor(Math.random() * 80);
    const result = await burst(server, cookie, userId, killAfter);
    all.push(...result.acknowledged);
    unacknowledged += result.unacknowledged;
    const started = performance.now();
    server = await startServer(target, dataDir);
    restarts.push(performance.now() - started);
    // Every write acknowledged so far, in every round, is read back after each restart.
    const check = await readBack(server, cookie, all);
    const roundMissing = check.missing;
    console.log(
      `  ${label} round ${round}: ${result.acknowledged.length} acknowledged, SIGKILL with ${result.unacknowledged} in flight; ` +
        `after restart ${check.found}/${all.length} found, ${roundMissing} missing, ${check.wrong} differing ` +
        `(restart ${(restarts.at(-1) ?? 0).toFixed(0)} ms)`,
    );
    if (round === ROUNDS) ({ found, missing, wrong } = check);
  }
  server.child.kill("SIGTERM");
  await server.exited;
  const rows = await integrity(target, agencyId);
  return {
    label,
    acknowledged: all.length,
    found,
    missing,
    wrong,
    unacknowledged,
    rows: rows.shifts,
    withoutAudit: rows.without_audit,
    restartMedian: restarts.sort((a, b) => a - b)[Math.floor(restarts.length / 2)],
  };
}

async function postgresReachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function main() {
  console.log(`kill -9 during a burst of writes: ${ROUNDS} rounds, ${CONCURRENCY} concurrent writers\n`);
  const results: Awaited<ReturnType<typeof runTarget>>[] = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-kill9-"));
  try {
    if (TARGETS.includes("pglite")) {
      const dataDir = path.join(scratch, "data");
      results.push(await runTarget({ kind: "pglite", dataDir }, dataDir));
    }
    if (TARGETS.includes("postgres")) {
      if (!(await postgresReachable(SERVER_URL))) {
        console.log(`  PostgreSQL: skipped, ${new URL(SERVER_URL).host} is not reachable`);
      } else {
        const name = `rollcall_kill9_${randomBytes(4).toString("hex")}`;
        const admin = new pg.Client({ connectionString: SERVER_URL });
        await admin.connect();
        await admin.query(`create database ${name}`);
        const url = new URL(SERVER_URL);
        url.pathname = `/${name}`;
        try {
          results.push(
            await runTarget({ kind: "postgres", url: url.toString() }, path.join(scratch, "pg-files")),
          );
        } finally {
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        }
      }
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }

  console.log(
    "\n| Database | Acknowledged | Found | Missing | Differing | In flight at kill | Shift rows | Without audit row | Restart (median) |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of results)
    console.log(
      `| ${r.label} | ${r.acknowledged} | ${r.found} | ${r.missing} | ${r.wrong} | ${r.unacknowledged} | ${r.rows} | ${r.withoutAudit} | ${(r.restartMedian / 1000).toFixed(1)} s |`,
    );
  const lost = results.reduce(
    (n, r) => n + r.missing + r.wrong + r.withoutAudit + (r.rows < r.acknowledged ? 1 : 0),
    0,
  );
  console.log(
    lost
      ? "\nFAILED: acknowledged writes were lost or half-written."
      : "\nNo acknowledged write lost, none half-written.",
  );
  if (lost) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
