#!/usr/bin/env node
/**
 * `npm start`'s build step: builds the web app only when its inputs changed since the last build. The inputs
 * (the web app's sources, the shared package, the build configuration and the lock file) are fingerprinted by
 * path, size and modification time; the fingerprint of the last build is kept in apps/web/dist/.inputs.
 * `--force` builds anyway.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "apps/web/dist");
const stamp = path.join(dist, ".inputs");
const INPUTS = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/marketing.html",
  "apps/web/vite.config.ts",
  "apps/web/tsconfig.json",
  "apps/web/package.json",
  "packages/shared/src",
  "packages/shared/package.json",
  "package-lock.json",
];

function* filesOf(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(full, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(entry, name);
    if (fs.statSync(path.join(root, file)).isFile()) yield file;
  }
}

function fingerprint() {
  const hash = createHash("sha256");
  for (const entry of INPUTS) {
    for (const file of filesOf(entry)) {
      const { size, mtimeMs } = fs.statSync(path.join(root, file));
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}

const current = fingerprint();
const built =
  fs.existsSync(path.join(dist, "index.html")) && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8");
if (built === current && !process.argv.includes("--force")) {
  console.log("The web app is up to date (apps/web/dist); building skipped.");
  process.exit(0);
}
const result = spawnSync("npm", ["run", "build", "-w", "@rollcall/web"], { cwd: root, stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
fs.writeFileSync(stamp, current);
