#!/usr/bin/env node
/**
 * npm test: unit and API tests (Vitest, real database), then browser tests (Playwright in Chromium).
 * `--unit-only` runs the first alone (CI's second database). With TEST_REPORT_DIR set, each suite also writes
 * its JSON report there (unit.json, browser.json) and suites.json holds each suite's time and result: what scripts/ci.mjs
 * reads for its summary.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const reports = process.env.TEST_REPORT_DIR;
const unitOnly = process.argv.includes("--unit-only");
const db = process.env.DATABASE_URL ? "PostgreSQL server (DATABASE_URL)" : "embedded PostgreSQL (PGlite)";

const suites = [
  {
    name: "unit/API",
    title: `Unit and API tests on ${db}`,
    command: [
      "npx",
      "vitest",
      "run",
      ...(reports
        ? ["--reporter=default", "--reporter=json", `--outputFile.json=${path.join(reports, "unit.json")}`]
        : []),
    ],
  },
  {
    name: "browser",
    title: `Browser tests on ${db}`,
    command: [process.execPath, "scripts/e2e.mjs", ...(reports ? ["--reporter=list,json"] : [])],
    env: reports ? { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(reports, "browser.json") } : {},
  },
].slice(0, unitOnly ? 1 : 2);

const times = {};
const failed = [];
for (const suite of suites) {
  console.log(`\n▶ ${suite.title}\n`);
  const started = Date.now();
  const [cmd, ...args] = suite.command;
  const run = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...suite.env } });
  times[suite.name] = { ms: Date.now() - started, ok: run.status === 0 };
  if (run.status !== 0) failed.push(suite.name);
}
if (reports) fs.writeFileSync(path.join(reports, "suites.json"), JSON.stringify(times));
if (failed.length) {
  console.error(`\n✖ Failed: ${failed.join(" and ")} tests`);
  process.exit(1);
}
console.log("\n✔ All tests passed");
