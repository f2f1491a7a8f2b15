/**
 * `npm run bench`: issue 14's server figures in one run, each next to its target with a pass (✔) or miss (✖)
 * mark. Runs the benchmarks one after another as child processes (their own output is shown, indented), then
 * prints the summary:
 *
 *   bench:baseline   week view and dashboard against the bare node:http + pg server (throughput ratio)
 *   bench:week       the week view's median through the app (buildApp + inject)
 *   bench:dashboard  the dashboard's median through the app
 *   bench:board      the day's board's median through the app (12 apparatus, issue 44)
 *   bench:load       mixed load: p99 and errors
 *   bench:delivery   bytes of the first loads (only when the web app is built: `npm run build`)
 *   bench:memory     the embedded database's server, idle after a restart
 *   bench:analytics  each Advanced Analytics chart over five years of a 200-member agency (issue 18)
 *
 *   npm run seed:scale && npm run bench        # about 4 to 5 minutes on the 2-core machine
 *
 * Lighthouse (bench:web) is left out: it takes minutes of its own. ONLY=baseline,memory runs a subset.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { webDist } from "../apps/api/src/app";

const root = path.resolve(import.meta.dirname, "..");
const only = process.env.ONLY?.split(",");

type Row = { figure: string; value: string; target: string; pass: boolean | null };
const rows: Row[] = [];
const row = (figure: string, value: string, target: string, pass: boolean | null) =>
  rows.push({ figure, value, target, pass });

/** Runs one benchmark script, echoing its output indented; resolves with the output and exit code. */
function run(script: string, env: NodeJS.ProcessEnv = {}): Promise<{ out: string; code: number | null }> {
  console.log(`\n▶ ${script}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    const echo = (chunk: Buffer) => {
      const text = chunk.toString();
      out += text;
      process.stdout.write(
        text
          .split("\n")
          .filter((line) => line && !line.startsWith("RESULT "))
          .map((line) => `  │ ${line}\n`)
          .join(""),
      );
    };
    child.stdout.on("data", echo);
    child.stderr.on("data", echo);
    child.on("exit", (code) => resolve({ out, code }));
  });
}

const result = <T>(out: string): T | null => {
  const line = out.split("\n").find((l) => l.startsWith("RESULT "));
  return line ? (JSON.parse(line.slice("RESULT ".length)) as T) : null;
};
const number = (out: string, pattern: RegExp) => {
  const match = pattern.exec(out);
  return match ? Number(match[1].replaceAll(",", "")) : null;
};
/** A benchmark that printed no figure (it failed: its output above says why) counts as a miss. */
const failed = (name: string, _out: string) => row(name, "no figure (see its output above)", "", false);

const wants = (name: string) => !only || only.includes(name);

async function main() {
  const started = performance.now();

  if (wants("baseline")) {
    const { out } = await run("bench/baseline.ts");
    type Side = { perSecond: number; cpuPerRequest: number; median: number };
    const r = result<Record<string, { app: Side; bare: Side; ratio: number }>>(out);
    if (!r) failed("Week view and dashboard against the bare baseline", out);
    else {
      for (const [key, label, target] of [
        ["week", "Week view", 0.85],
        ["dashboard", "Dashboard", null],
      ] as const) {
        const e = r[key];
        if (!e) continue;
        row(
          `${label}: app/bare throughput (10 in flight)`,
          `${e.ratio.toFixed(2)} (${e.app.perSecond.toFixed(0)} against ${e.bare.perSecond.toFixed(0)} req/s; CPU ${e.app.cpuPerRequest.toFixed(1)} against ${e.bare.cpuPerRequest.toFixed(1)} ms/request)`,
          target === null ? "(printed)" : `≥ ${target}`,
          target === null ? null : e.ratio >= target,
        );
      }
    }
  }

  if (wants("week")) {
    const { out } = await run("bench/week-view.ts", { RUNS: "200" });
    const median = number(out, /median ([\d.]+) ms · p95/);
    if (median === null) failed("Week view median (bench:week)", out);
    else
      row("Week view median (bench:week, 1,260 shifts)", `${median.toFixed(2)} ms`, "< 10 ms", median < 10);
  }

  if (wants("dashboard")) {
    const { out } = await run("bench/dashboard.ts", { RUNS: "100" });
    const median = number(out, /GET \/api\/dashboard \(one call[^)]*\)\s+median\s+([\d.]+) ms/);
    if (median === null) failed("Dashboard median (bench:dashboard)", out);
    else
      row("Dashboard median (bench:dashboard, one call)", `${median.toFixed(2)} ms`, "< 20 ms", median < 20);
  }

  if (wants("board")) {
    const { out } = await run("bench/board.ts", { RUNS: "200" });
    const median = number(out, /GET \/api\/board\s+median ([\d.]+) ms/);
    if (median === null) failed("Board median (bench:board)", out);
    else row("Board median (bench:board, 12 apparatus)", `${median.toFixed(2)} ms`, "< 20 ms", median < 20);
  }

  if (wants("load")) {
    const { out } = await run("bench/load.ts", { DURATION: "20" });
    const p99 = number(out, /all calls p50 [\d.]+ ms, p90 [\d.]+ ms, p99 ([\d.]+) ms/);
    const errors = number(out, /errors (\d+)\s*$/m);
    const perSecond = number(out, /^\s+(\d+) req\/s/m);
    if (p99 === null || errors === null) failed("Mixed load (bench:load)", out);
    else
      row(
        "Mixed load, PostgreSQL, 10 connections: p99",
        `${p99.toFixed(1)} ms, ${errors} errors (${perSecond ?? "?"} req/s)`,
        "< 50 ms, 0 errors",
        p99 < 50 && errors === 0,
      );
  }

  if (wants("delivery")) {
    if (!fs.existsSync(path.join(webDist, "index.html"))) {
      row("Delivery (bench:delivery)", "skipped: no web build (npm run build)", "", null);
    } else {
      const { out } = await run("bench/delivery.ts", { RUNS: "20" });
      // Each first load: its heading, then one line per encoding ("gzip  192.9 KiB in all, JavaScript …").
      const blocks = out.split(/\n(?=\S)/);
      const gzipOf = (heading: RegExp) => {
        const block = blocks.find((b) => heading.test(b));
        const m = block && /gzip\s+([\d.,]+) KiB in all, JavaScript ([\d.,]+) KiB/.exec(block);
        return m ? { total: Number(m[1].replaceAll(",", "")), js: Number(m[2].replaceAll(",", "")) } : null;
      };
      const app = gzipOf(/first load, signed in|^First load/);
      if (app)
        row("The app's first load, gzip", `${app.total.toFixed(1)} KiB`, "≤ 200 KiB", app.total <= 200);
      for (const [label, heading] of [
        ["Landing page JavaScript, gzip", /^Landing page/],
        ["Pricing page JavaScript, gzip", /^Pricing page/],
      ] as const) {
        const page = gzipOf(heading);
        if (page) row(label, `${page.js.toFixed(1)} KiB`, "≤ 50 KiB", page.js <= 50);
      }
      if (!app) failed("Delivery (bench:delivery)", out);
    }
  }

  if (wants("memory")) {
    const { out } = await run("bench/memory.ts", { RESTARTS: "2" });
    const r = result<{ first: { rss: number; hwm: number }; restart: { rss: number; hwm: number } }>(out);
    if (!r) failed("Embedded database memory (bench:memory)", out);
    else {
      row("Embedded database: first start, peak", `${r.first.hwm.toFixed(0)} MB`, "(printed)", null);
      row(
        "Embedded database: restart, idle",
        `${r.restart.rss.toFixed(0)} MB`,
        "< 300 MB",
        r.restart.rss < 300,
      );
    }
  }

  if (wants("analytics")) {
    // Seeds its own database (rollcall_bench_analytics), then one line per chart: "✔ chart  median 12.3 ms".
    const { out } = await run("bench/analytics.ts", { RUNS: "7" });
    const lines = [...out.matchAll(/[✔✖] (\S+)\s+median\s+([\d.]+) ms/g)];
    if (!lines.length) failed("Analytics charts (bench:analytics)", out);
    for (const [, chart, ms] of lines)
      row(`Analytics: ${chart}, five years`, `${Number(ms).toFixed(1)} ms`, "< 200 ms", Number(ms) < 200);
  }

  const minutes = (performance.now() - started) / 60_000;
  console.log(`\nIssue 14, server figures (${minutes.toFixed(1)} min; Lighthouse: npm run bench:web)`);
  const width = Math.max(...rows.map((r) => r.figure.length));
  for (const r of rows) {
    const mark = r.pass === null ? " " : r.pass ? "✔" : "✖";
    console.log(`  ${mark} ${r.figure.padEnd(width)}  ${r.value}${r.target ? `  (target ${r.target})` : ""}`);
  }
  if (rows.some((r) => r.pass === false)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
