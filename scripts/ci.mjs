#!/usr/bin/env node
/**
 * What CI runs (.ci/run), one phase after another, each timed: install, lint, type check, the build (web app
 * and server, once for the run), the unit and API suites on both databases, and the browser suite once, on
 * the embedded database (what a new user gets). Prints each phase's time and each suite's test counts, and
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

/** A Vitest run that also writes its counts (JSON reporter) to `file`. */
const vitest = (file) => [
  "npx",
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${file}`,
];

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

const unitReport = (name) => path.join(reports, `${name}.json`);
const browserReport = path.join(reports, "browser.json");

const phases = [
  { name: "Install (npm ci)", command: ["npm", "ci", "--no-audit", "--no-fund"] },
  { name: "Lint (Biome)", command: ["npm", "run", "lint"] },
  { name: "Type check", command: ["npm", "run", "typecheck"] },
  { name: "Build (web app and server)", command: [process.execPath, "scripts/build.mjs"] },
  {
    name: "Unit and API tests, embedded database (PGlite)",
    command: vitest(unitReport("unit-pglite")),
    env: withoutDatabase,
    counts: () => vitestCounts(unitReport("unit-pglite")),
  },
  {
    name: "Unit and API tests, PostgreSQL server",
    command: vitest(unitReport("unit-postgres")),
    env: { ...withoutDatabase, DATABASE_URL: postgresUrl },
    counts: () => vitestCounts(unitReport("unit-postgres")),
  },
  {
    name: "Browser tests, embedded database (PGlite)",
    // scripts/e2e.mjs passes its arguments to Playwright; the build above is up to date, so it is not redone.
    command: [process.execPath, "scripts/e2e.mjs", "--reporter=list,json"],
    env: { ...withoutDatabase, PLAYWRIGHT_JSON_OUTPUT_FILE: browserReport },
    counts: () => playwrightCounts(browserReport),
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
  const result = { name: phase.name, ms: Date.now() - t0, ok: run.status === 0 };
  try {
    result.counts = phase.counts?.();
  } catch {
    // No report: the suite did not get as far as writing one (its failure is above).
  }
  results.push(result);
  if (!result.ok) {
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
