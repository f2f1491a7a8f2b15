/**
 * Mixed load: CONNECTIONS members' browsers (default 10) calling the API at once for DURATION seconds (default
 * 20), 80 percent reads and 20 percent writes, against the real server (a child process, so this script's
 * own work does not share its event loop) on the bench agency (PostgreSQL; `npm run seed:scale` first). Writes create shifts in the current week and delete them again, so
 * the data stays the same size. Prints requests per second, and per call the count, errors, p50, p90 and p99,
 * next to issue 14's target (p99 under 50 ms with no errors at 10 connections).
 *
 * That closed loop keeps the server saturated, so its times mostly measure the throughput (the mean is 10
 * divided by it). RATE=<calls a second> runs an open loop instead: calls due at random instants at that mean
 * rate, each timed from when it was due, as members arriving on their own would: the times a given traffic gets.
 *
 * COMPARE=<commit> runs the same load against that commit's server as well (built in a temporary git worktree),
 * the two taking turns in rounds of ROUND seconds (default 5) until each has had DURATION: on a shared machine
 * only figures taken side by side count. Both servers use the bench database, so the commit must share this
 * tree's schema.
 *
 *   npm run seed:scale && npm run bench:load        # CONNECTIONS=50 DURATION=30 to change the run
 *   COMPARE=HEAD~3 npm run bench:load                # this tree against HEAD~3, side by side
 *   RATE=100 npm run bench:load                      # 100 calls a second, open loop
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import pg from "pg";
import { currentWeek, type ServerProcess, signInBenchAdmin, startServerProcess } from "./app";
import { BENCH_AGENCY_ID, BENCH_DATABASE_URL } from "./config";

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
/** Calls a second of the open loop; unset, the closed loop of CONNECTIONS. */
const RATE = Number(process.env.RATE ?? 0);
const DURATION = Number(process.env.DURATION ?? 20);
const COMPARE = process.env.COMPARE;
const ROUND = Number(process.env.ROUND ?? 5);
const TARGET_P99_MS = 50;
/** The title of the shifts the load's writes create (and delete again). */
const LOAD_TITLE = "Load test";

type Answer = { ok: boolean; status: number; text(): string; json(): unknown };
type Call = { name: string; weight: number; run: (worker: Worker) => Promise<Answer> };
type Worker = { created: string[] };

/**
 * The load's HTTP client: node:http over CONNECTIONS keep-alive sockets, the body read as the bytes that came
 * (still compressed, as a browser receives them) and decompressed only when the script reads it. fetch()
 * decompressed every answer, which cost this script about a fifth of the machine's CPU under load, taken from
 * the server it measures on the same two cores.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: RATE ? 64 : CONNECTIONS });
function send(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const text = () =>
          (encoding === "br"
            ? zlib.brotliDecompressSync(raw)
            : encoding === "gzip"
              ? zlib.gunzipSync(raw)
              : raw
          ).toString("utf8");
        const status = res.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, text, json: () => JSON.parse(text()) });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/** The commit's server bundle, built in a temporary worktree that shares this tree's node_modules. */
function buildCommit(commit: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-compare-"));
  execFileSync("git", ["worktree", "add", "--detach", "--force", dir, commit], { stdio: "ignore" });
  const remove = () => execFileSync("git", ["worktree", "remove", "--force", dir], { stdio: "ignore" });
  try {
    fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
    execFileSync(process.execPath, ["scripts/build.mjs", "--only=api"], { cwd: dir, stdio: "ignore" });
  } catch (error) {
    // A commit that does not build leaves no worktree behind.
    remove();
    throw error;
  }
  return { entry: path.join(dir, "apps/api/dist/server.mjs"), remove };
}

type Target = {
  name: string;
  server: ServerProcess;
  times: Map<string, number[]>;
  errors: Map<string, number>;
};

async function main() {
  const env = { DATABASE_URL: process.env.DATABASE_URL || BENCH_DATABASE_URL };
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    // A run stopped before its end leaves its shifts behind; they would take the members' free days the writes
    // need (with none left every write turns into a read, see `takeSlot`).
    await client.query("delete from shifts where agency_id = $1 and title = $2", [
      BENCH_AGENCY_ID,
      LOAD_TITLE,
    ]);
    // Each run leaves audit rows and notifications behind. Where autovacuum is off (as on some test machines)
    // the planner would never learn how many: the dashboard's recent activity then scanned every audit row of
    // the agency (4.4 ms) instead of the latest few (0.1 ms). Fresh statistics, as autovacuum keeps them.
    await client.query("analyze");
  } finally {
    await client.end();
  }
  const other = COMPARE ? buildCommit(COMPARE) : null;
  const servers: ServerProcess[] = [];
  try {
    // SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under this load.
    const nodeArgs = process.env.SERVER_NODE_ARGS?.split(" ").filter(Boolean);
    servers.push(await startServerProcess(env, { built: true, nodeArgs }));
    if (other) servers.push(await startServerProcess(env, { entry: other.entry, nodeArgs }));
    await run(servers);
  } finally {
    for (const server of servers) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    other?.remove();
  }
}

async function run(servers: ServerProcess[]) {
  // Sessions live in the database: the one cookie is good on both servers.
  let base = servers[0].origin;
  const cookie = await signInBenchAdmin(base);
  const headers = () => ({ cookie, origin: base, "accept-encoding": "br, gzip" });
  const json = () => ({ ...headers(), "content-type": "application/json" });
  const members = (
    await send(`${base}/api/agencies/${BENCH_AGENCY_ID}/users`, { headers: headers() })
  ).json() as {
    id: string;
  }[];
  const { monday, path: week } = currentWeek();
  const day = (n: number) => new Date(monday.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  // Writes schedule members on days they have no shift (an overlap is refused with 409, rightly).
  const weekShifts = (await send(`${base}${week}`, { headers: headers() })).json() as {
    userId: string | null;
    startTime: string;
    endTime: string;
  }[];
  const busy = new Set(
    weekShifts.flatMap((s) => [
      `${s.userId}:${s.startTime.slice(0, 10)}`,
      `${s.userId}:${s.endTime.slice(0, 10)}`,
    ]),
  );
  const free = members
    .flatMap((m) => [0, 1, 2, 3, 4, 5, 6].map((n) => ({ userId: m.id, date: day(n) })))
    .filter((slot) => !busy.has(`${slot.userId}:${slot.date}`));
  const slotOf = new Map<string, { userId: string; date: string }>();
  const takeSlot = () => free.splice(Math.floor(Math.random() * free.length), 1)[0];
  // A write with nothing to write (no free day left, no shift of the load's to edit or delete) reads the
  // session instead, and is counted: the summary says how many, as the mix of writes is then thinner.
  let readsForWrites = 0;
  const nothingToWrite = () => {
    readsForWrites++;
    return send(`${base}/api/user`, { headers: headers() });
  };
  if (!free.length)
    console.log("  No member has a free day this week: every write will be a read (npm run seed:scale)");

  const calls: Call[] = [
    { name: "GET week view", weight: 25, run: () => send(`${base}${week}`, { headers: headers() }) },
    {
      name: "GET /api/dashboard",
      weight: 20,
      run: () => send(`${base}/api/dashboard`, { headers: headers() }),
    },
    { name: "GET /api/user", weight: 15, run: () => send(`${base}/api/user`, { headers: headers() }) },
    {
      name: "GET notifications count",
      weight: 10,
      run: () => send(`${base}/api/notifications/count`, { headers: headers() }),
    },
    {
      name: "GET /api/shifts/open",
      weight: 10,
      run: () => send(`${base}/api/shifts/open`, { headers: headers() }),
    },
    {
      name: "POST /api/shifts",
      weight: 10,
      run: async (worker) => {
        const slot = takeSlot();
        if (!slot) return nothingToWrite();
        const res = await send(`${base}/api/shifts`, {
          method: "POST",
          headers: json(),
          body: JSON.stringify({
            title: LOAD_TITLE,
            userId: slot.userId,
            startTime: `${slot.date}T10:00`,
            endTime: `${slot.date}T14:00`,
          }),
        });
        if (res.ok) {
          const { id } = res.json() as { id: string };
          worker.created.push(id);
          slotOf.set(id, slot);
        } else free.push(slot);
        return res;
      },
    },
    {
      name: "PATCH /api/shifts/:id",
      weight: 5,
      run: async (worker) => {
        // Held while it is edited: in the open loop no delete of the same shift runs meanwhile.
        const id = worker.created.pop();
        if (!id) return nothingToWrite();
        try {
          return await send(`${base}/api/shifts/${id}`, {
            method: "PATCH",
            headers: json(),
            body: JSON.stringify({ assignment: `Station ${Math.ceil(Math.random() * 4)}` }),
          });
        } finally {
          worker.created.push(id);
        }
      },
    },
    {
      name: "DELETE /api/shifts/:id",
      weight: 5,
      run: async (worker) => {
        const id = worker.created.shift();
        if (!id) return nothingToWrite();
        const res = await send(`${base}/api/shifts/${id}`, {
          method: "DELETE",
          headers: { cookie, origin: base },
        });
        const slot = slotOf.get(id);
        if (res.ok && slot) free.push(slot);
        return res;
      },
    },
  ];
  const total = calls.reduce((sum, c) => sum + c.weight, 0);
  const choose = () => {
    let r = Math.random() * total;
    for (const call of calls) {
      r -= call.weight;
      if (r < 0) return call;
    }
    return calls[0];
  };

  const firstError = new Map<string, string>();
  const workers: Worker[] = Array.from({ length: CONNECTIONS }, () => ({ created: [] }));
  const targets: Target[] = servers.map((server, i) => ({
    name: i === 0 ? "this tree" : `${COMPARE}`,
    server,
    times: new Map(calls.map((c) => [c.name, []])),
    errors: new Map(calls.map((c) => [c.name, 0])),
  }));

  /** One call by `worker`, its time counted from `since` (unless a warm-up). */
  async function callOnce(target: Target, worker: Worker, since: number, counted: boolean) {
    const call = choose();
    try {
      const res = await call.run(worker);
      if (!counted) return;
      target.times.get(call.name)?.push(performance.now() - since);
      if (!res.ok) {
        const body = res.text();
        target.errors.set(call.name, (target.errors.get(call.name) ?? 0) + 1);
        if (!firstError.has(call.name)) firstError.set(call.name, `${res.status} ${body.slice(0, 200)}`);
      }
    } catch {
      if (counted) target.errors.set(call.name, (target.errors.get(call.name) ?? 0) + 1);
    }
  }

  /** CONNECTIONS workers calling `target` for `seconds`, each call after the last; counted unless a warm-up. */
  async function closedLoop(target: Target, seconds: number, counted: boolean) {
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      workers.map(async (worker) => {
        while (Date.now() < until) await callOnce(target, worker, performance.now(), counted);
      }),
    );
  }

  /**
   * RATE calls a second for `seconds`, started at random (Poisson) instants whether or not the earlier ones have
   * answered, each timed from the instant it was due: a server that falls behind shows it in every call's time.
   * The calls share one worker: the shifts they create are edited and deleted by any later call, one call at a
   * time each, so the mix of writes holds however many calls are in flight.
   */
  async function openLoop(target: Target, seconds: number, counted: boolean) {
    const running = new Set<Promise<void>>();
    const end = performance.now() + seconds * 1000;
    for (let due = performance.now(); due < end; due += (-Math.log(1 - Math.random()) * 1000) / RATE) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const call = callOnce(target, workers[0], due, counted).finally(() => running.delete(call));
      running.add(call);
    }
    await Promise.all(running);
  }

  async function load(target: Target, seconds: number, counted = true) {
    base = target.server.origin;
    await (RATE ? openLoop : closedLoop)(target, seconds, counted);
  }

  // A short warm-up of each, not counted; then the rounds (one of DURATION without COMPARE).
  for (const target of targets) await load(target, 2, false);
  const round = targets.length > 1 ? ROUND : DURATION;
  const rates = targets.map(() => [] as number[]);
  for (let r = 0; r < Math.ceil(DURATION / round); r++) {
    // Each round the other one first: neither always follows the other's leftovers.
    const order = r % 2 ? [...targets.keys()].reverse() : [...targets.keys()];
    for (const i of order) {
      const before = [...targets[i].times.values()].reduce((n, t) => n + t.length, 0);
      const started = performance.now();
      await load(targets[i], round);
      const after = [...targets[i].times.values()].reduce((n, t) => n + t.length, 0);
      rates[i].push((after - before) / ((performance.now() - started) / 1000));
    }
  }
  // Leave the data as it was.
  for (const worker of workers)
    for (const id of worker.created)
      await send(`${base}/api/shifts/${id}`, { method: "DELETE", headers: { cookie, origin: base } });

  console.log(
    `Mixed load: ${RATE ? `open loop, ${RATE} calls a second due at random instants, each timed from when it was due` : `${CONNECTIONS} connections`}, ${DURATION} s${targets.length > 1 ? ` each in rounds of ${round} s, taking turns` : ""}, 80% reads / 20% writes, PostgreSQL (bench agency, 200 members)`,
  );
  for (const [name, error] of firstError) console.log(`  first error of ${name}: ${error}`);
  if (readsForWrites)
    console.log(
      `  ${readsForWrites} write calls (warm-ups included${targets.length > 1 ? ", both servers" : ""}) found nothing to write and read GET /api/user instead`,
    );
  const p99s: number[] = [];
  targets.forEach((target, i) => {
    const all = [...target.times.values()].flat().sort((a, b) => a - b);
    const errorCount = [...target.errors.values()].reduce((a, b) => a + b, 0);
    const perSecond = rates[i].reduce((a, b) => a + b, 0) / rates[i].length;
    p99s.push(percentile(all, 99));
    if (targets.length > 1) console.log(`\n${target.name}:`);
    console.log(
      `  ${perSecond.toFixed(0)} req/s${rates[i].length > 1 ? ` (rounds ${rates[i].map((x) => x.toFixed(0)).join(", ")})` : ""}; all calls p50 ${percentile(all, 50).toFixed(1)} ms, p90 ${percentile(all, 90).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms (target under ${TARGET_P99_MS} ms), errors ${errorCount}`,
    );
    console.log(
      `  ${"call".padEnd(26)}${"count".padStart(7)}${"errors".padStart(8)}${"p50".padStart(9)}${"p90".padStart(9)}${"p99".padStart(9)}`,
    );
    for (const call of calls) {
      const sorted = (target.times.get(call.name) ?? []).sort((a, b) => a - b);
      const ms = (p: number) => `${percentile(sorted, p).toFixed(1)}`.padStart(9);
      console.log(
        `  ${call.name.padEnd(26)}${String(sorted.length).padStart(7)}${String(target.errors.get(call.name)).padStart(8)}${ms(50)}${ms(90)}${ms(99)}`,
      );
    }
  });
  if (targets.length > 1) {
    const mean = (x: number[]) => x.reduce((a, b) => a + b, 0) / x.length;
    console.log(
      `\nthis tree against ${COMPARE}: ${(mean(rates[0]) / mean(rates[1])).toFixed(2)} times the requests per second, p99 ${(p99s[0] / p99s[1]).toFixed(2)} times`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
