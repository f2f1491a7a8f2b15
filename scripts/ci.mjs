#!/usr/bin/env node
/**
 * What CI runs (.ci/run), one phase after another, each timed: install, lint, type check, the build (web app
 * and server, once for the run), then the README's `npm test` on the embedded database (what a new user gets:
 * the unit and API suites, then the browser suite) and its unit and API suites on the PostgreSQL server. Prints each phase's time and each suite's test counts, and
 * exits non-zero at the first failing phase.
 *
 * One phase at a time: a unit suite beside a browser suite loaded this 2-core machine past the tests'
 * bounds (server starts and hooks over 60 s, a journey over 90 s), for little gain in time.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-ci-"));
const postgresUrl = process.env.CI_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const withoutDatabase = { ...process.env, CI: "true" };
delete withoutDatabase.DATABASE_URL;

/** Tests counted from a Vitest JSON report. */
function vitestCounts(file) {
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

/** Tests counted from a Playwright JSON report (a test retried and then passing counts as passed, flaky). */
function playwrightCounts(file) {
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"));
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    flaky: stats.flaky,
  };
}

/**
 * `npm test` (scripts/test.mjs), the README's command, writing its reports to a folder of its own: one row
 * per suite it ran, with the suite's own time and counts.
 */
function npmTest(name, env, args = []) {
  const dir = fs.mkdtempSync(path.join(reports, "npm-test-"));
  return {
    command: ["npm", "test", ...(args.length ? ["--", ...args] : [])],
    env: { ...env, TEST_REPORT_DIR: dir },
    rows: () => {
      const times = JSON.parse(fs.readFileSync(path.join(dir, "suites.json"), "utf8"));
      const counted = {
        "unit/API": ["unit.json", vitestCounts],
        browser: ["browser.json", playwrightCounts],
      };
      return Object.entries(times).map(([suite, { ms, ok }]) => {
        const [file, count] = counted[suite];
        let counts;
        try {
          counts = count(path.join(dir, file));
        } catch {
          // No report: the suite did not get as far as writing one (its failure is above).
        }
        return { name: `${suite === "browser" ? "Browser" : "Unit and API"} tests, ${name}`, ms, ok, counts };
      });
    },
  };
}

const phases = [
  { name: "Install (npm ci)", command: ["npm", "ci", "--no-audit", "--no-fund"] },
  { name: "Lint (Biome)", command: ["npm", "run", "lint"] },
  { name: "Type check", command: ["npm", "run", "typecheck"] },
  // Built once for the run: the browser suite's build step finds it up to date.
  { name: "Build (web app and server)", command: [process.execPath, "scripts/build.mjs"] },
  { name: "npm test, embedded database (PGlite)", ...npmTest("embedded database (PGlite)", withoutDatabase) },
  {
    name: "npm test -- --unit-only, PostgreSQL server",
    ...npmTest("PostgreSQL server", { ...withoutDatabase, DATABASE_URL: postgresUrl }, ["--unit-only"]),
  },
];

const minutes = (ms) =>
  `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, "0")} s`;
const results = [];
const started = Date.now();
let failed = false;
for (const phase of phases) {
  console.log(`\n=== ${phase.name} ===\n`);
  const t0 = Date.now();
  const [cmd, ...args] = phase.command;
  const run = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: phase.env ?? withoutDatabase });
  const ok = run.status === 0;
  let rows = [];
  try {
    rows = phase.rows?.() ?? [];
  } catch {
    // No times: the run stopped before its suites finished (its failure is above).
  }
  if (rows.length) results.push(...rows);
  else results.push({ name: phase.name, ms: Date.now() - t0, ok });
  if (!ok) {
    failed = true;
    break;
  }
}

const describe = (c) =>
  c
    ? `${c.passed} passed${c.failed ? `, ${c.failed} failed` : ""}${c.skipped ? `, ${c.skipped} skipped` : ""}${
        c.flaky ? ` (${c.flaky} passed on retry)` : ""
      }`
    : "";
console.log("\n=== CI summary ===\n");
console.log("| Phase | Result | Time | Tests |\n|---|---|---|---|");
for (const r of results)
  console.log(`| ${r.name} | ${r.ok ? "ok" : "FAILED"} | ${minutes(r.ms)} | ${describe(r.counts)} |`);
const total = results.reduce(
  (n, r) => n + (r.counts ? r.counts.passed + r.counts.failed + r.counts.skipped : 0),
  0,
);
console.log(`\nTotal: ${minutes(Date.now() - started)}; ${total} tests run across the suites.`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
