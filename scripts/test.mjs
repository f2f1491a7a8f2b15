#!/usr/bin/env node
/** npm test: unit and API tests (Vitest, real database), then browser tests (Playwright in Chromium). */
import { spawnSync } from "node:child_process";

const db = process.env.DATABASE_URL ? "PostgreSQL server (DATABASE_URL)" : "embedded PostgreSQL (PGlite)";
console.log(`\n▶ Unit and API tests on ${db}\n`);
const unit = spawnSync("npx", ["vitest", "run"], { stdio: "inherit" });
console.log(`\n▶ Browser tests on ${db}\n`);
const e2e = spawnSync(process.execPath, ["scripts/e2e.mjs"], { stdio: "inherit" });
const failed = [unit.status !== 0 && "unit/API", e2e.status !== 0 && "browser"].filter(Boolean);
if (failed.length) {
  console.error(`\n✖ Failed: ${failed.join(" and ")} tests`);
  process.exit(1);
}
console.log("\n✔ All tests passed");
