/**
 * The week view and the dashboard against the bare baseline (issue 14): the real server (bench/app.ts
 * startServerProcess, PostgreSQL) and a bare node:http + pg server running the same statements
 * (bench/bare-server.ts), both child processes started here, both on the bench agency.
 *
 *   npm run seed:scale && npm run bench:baseline     # ROUNDS=6 SECONDS=2 CONCURRENCY=10 by default
 *
 * For each endpoint, alternating A/B rounds in the same run (the machine is shared: only ratios taken side by
 * side count): throughput at CONCURRENCY requests in flight over keep-alive HTTP (the app with the admin's
 * session cookie; neither asked to compress), the server's own CPU per request (from /proc), and the median
 * latency one request at a time. Prints app/bare with the target (week view: at least 0.85 of the bare
 * throughput) and a last line `RESULT {json}` for bench/all.ts.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { currentWeek, signInBenchAdmin, startServerProcess } from "./app";
import { BENCH_DATABASE_URL } from "./config";

const ROUNDS = Number(process.env.ROUNDS ?? 6);
const SECONDS = Number(process.env.SECONDS ?? 2);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const LATENCY_RUNS = Number(process.env.LATENCY_RUNS ?? 100);
const TARGET_RATIO = 0.85;
const ENDPOINTS = (process.env.ENDPOINTS ?? "week,dashboard").split(",");

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

type Target = { name: string; origin: string; pid: number; headers: Record<string, string> };

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One GET over the shared keep-alive agent: status and bytes, the body read and dropped. */
function get(target: Target, urlPath: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${target.origin}${urlPath}`, { agent, headers: target.headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** The process's user + system CPU time in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMs(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CONCURRENCY requests in flight for SECONDS: requests per second and the server's CPU per request. */
async function throughput(target: Target, urlPath: string) {
  const cpu0 = cpuMs(target.pid);
  const started = performance.now();
  const until = started + SECONDS * 1000;
  let count = 0;
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const { status } = await get(target, urlPath);
        if (status !== 200) throw new Error(`${target.name} GET ${urlPath} answered ${status}`);
        times.push(performance.now() - t0);
        count++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: count / seconds,
    cpuPerRequest: (cpuMs(target.pid) - cpu0) / count,
    median: median(times),
  };
}

async function startBare(weekPath: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/bare-server.ts"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: {
      ...process.env,
      DATABASE_URL: process.env.DATABASE_URL || BENCH_DATABASE_URL,
      WEEK_PATH: weekPath,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stderr?.on("data", (d) => (out += d));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on("data", (d) => {
      out += d;
      const ready = /ready (\d+)/.exec(out);
      if (ready) resolve(Number(ready[1]));
    });
    child.once("exit", () => reject(new Error(`The bare server exited:\n${out}`)));
  });
  return { child, port };
}

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
};

export type BaselineResult = Record<
  string,
  {
    app: { perSecond: number; cpuPerRequest: number; median: number; bytes: number };
    bare: { perSecond: number; cpuPerRequest: number; median: number; bytes: number };
    ratio: number;
    ratios: number[];
  }
>;

async function main() {
  const { path: week } = currentWeek();
  const app = await startServerProcess({ DATABASE_URL: process.env.DATABASE_URL || BENCH_DATABASE_URL });
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  const result: BaselineResult = {};
  try {
    bare = await startBare(week);
    const cookie = await signInBenchAdmin(app.origin);
    const targets: Target[] = [
      { name: "app", origin: app.origin, pid: app.child.pid ?? 0, headers: { cookie } },
      { name: "bare", origin: `http://127.0.0.1:${bare.port}`, pid: bare.child.pid ?? 0, headers: {} },
    ];
    const paths: Record<string, string> = { week, dashboard: "/api/dashboard" };

    console.log(
      `App against the bare baseline (node:http + pg, the same statements), PostgreSQL, bench agency (200 members)`,
    );
    console.log(
      `  ${ROUNDS} alternating rounds of ${SECONDS} s each at ${CONCURRENCY} requests in flight, then ${LATENCY_RUNS} requests one at a time each, alternating`,
    );
    for (const endpoint of ENDPOINTS) {
      const urlPath = paths[endpoint];
      if (!urlPath) throw new Error(`Unknown endpoint ${endpoint} (week, dashboard)`);
      const bytes: Record<string, number> = {};
      // Warm-up, not counted: both servers' code paths (JIT) and connections.
      for (const target of targets) {
        const res = await get(target, urlPath);
        if (res.status !== 200) throw new Error(`${target.name} GET ${urlPath} answered ${res.status}`);
        bytes[target.name] = res.bytes;
        await throughput(target, urlPath);
      }
      const rounds: Record<string, Array<Awaited<ReturnType<typeof throughput>>>> = { app: [], bare: [] };
      const ratios: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 ? [...targets].reverse() : targets;
        for (const target of order) rounds[target.name].push(await throughput(target, urlPath));
        ratios.push(rounds.app[round].perSecond / rounds.bare[round].perSecond);
      }
      const latency: Record<string, number[]> = { app: [], bare: [] };
      for (let i = 0; i < LATENCY_RUNS; i++)
        for (const target of i % 2 ? [...targets].reverse() : targets) {
          const t0 = performance.now();
          await get(target, urlPath);
          latency[target.name].push(performance.now() - t0);
        }
      const summary = (name: string) => {
        const list = rounds[name];
        const seconds = list.length * SECONDS;
        const perSecond = list.reduce((s, r) => s + r.perSecond * SECONDS, 0) / seconds;
        return {
          perSecond,
          cpuPerRequest: median(list.map((r) => r.cpuPerRequest)),
          median: median(latency[name]),
          bytes: bytes[name],
        };
      };
      const a = summary("app");
      const b = summary("bare");
      const ratio = a.perSecond / b.perSecond;
      result[endpoint] = { app: a, bare: b, ratio, ratios };
      const target = endpoint === "week" ? TARGET_RATIO : undefined;
      console.log(`\nGET ${urlPath}`);
      for (const [name, s] of [
        ["app", a],
        ["bare", b],
      ] as const)
        console.log(
          `  ${name.padEnd(5)} ${s.perSecond.toFixed(0).padStart(5)} req/s · CPU ${s.cpuPerRequest.toFixed(1)} ms/request · median one at a time ${s.median.toFixed(2)} ms · ${(s.bytes / 1024).toFixed(1)} KiB`,
        );
      console.log(
        `  app/bare throughput ${ratio.toFixed(2)} (rounds ${ratios.map((r) => r.toFixed(2)).join(", ")})${
          target ? ` · target ≥ ${target} ${ratio >= target ? "✔" : "✖"}` : ""
        }`,
      );
    }
    console.log(`RESULT ${JSON.stringify(result)}`);
  } finally {
    agent.destroy();
    if (bare) await stop(bare.child);
    await stop(app.child);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
