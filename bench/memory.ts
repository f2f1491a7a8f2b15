/**
 * The embedded database's server memory (issue 14): the real server as `npm start` runs it (`node
 * apps/api/dist/server.mjs`, the bundle scripts/build.mjs makes; startServerProcess) with no DATABASE_URL, so on PGlite, in a fresh
 * temporary DATA_DIR. The first start migrates and seeds the demo agency; the second is a restart on the same
 * data (RESTARTS times, default 2; the median counts). Each time: wait for the first answer, wait SETTLE seconds (default 10), read VmRSS (resident now) and
 * VmHWM (peak) from /proc/<pid>/status, stop it (SIGTERM). Target: the restarted server idle under 300 MB.
 *
 *   npm run bench:memory          # SETTLE=10; the temporary folder is removed afterwards
 *
 * Prints a last line `RESULT {json}` for bench/all.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServerProcess } from "./app";

const SETTLE_S = Number(process.env.SETTLE ?? 10);
const RESTARTS = Number(process.env.RESTARTS ?? 2);
const TARGET_MB = 300;

/** VmRSS and VmHWM of a process in MB (10^6 bytes, as docs/performance.md counts). */
function memory(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: (kb("VmRSS") * 1024) / 1e6, hwm: (kb("VmHWM") * 1024) / 1e6 };
}

async function measure(dataDir: string, seed: boolean) {
  const started = performance.now();
  const server = await startServerProcess(
    { DATA_DIR: dataDir, SEED_DEMO: seed ? "true" : "false" },
    { built: true },
  );
  const firstAnswer = (performance.now() - started) / 1000;
  try {
    await new Promise((r) => setTimeout(r, SETTLE_S * 1000));
    const pid = server.child.pid;
    if (!pid) throw new Error("The server has no process id");
    return { ...memory(pid), firstAnswer };
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-memory-"));
  try {
    const first = await measure(dataDir, true);
    // The idle figure moves by a few tens of MB from one start to the next (when the collector last ran):
    // RESTARTS restarts, the median counts.
    const restarts = [];
    for (let i = 0; i < RESTARTS; i++) restarts.push(await measure(dataDir, true));
    const restart = restarts.sort((a, b) => a.rss - b.rss)[Math.floor((restarts.length - 1) / 2)];
    const mb = (n: number) => `${n.toFixed(0)} MB`.padStart(7);
    console.log(
      `Embedded database (PGlite), node apps/api/dist/server.mjs (npm start), fresh DATA_DIR; ${SETTLE_S} s after the first answer`,
    );
    console.log(
      `  first start (migrates, seeds the demo): idle ${mb(first.rss)} · peak ${mb(first.hwm)} · first answer after ${first.firstAnswer.toFixed(1)} s`,
    );
    const pass = restart.rss < TARGET_MB;
    console.log(
      `  restart (median of ${RESTARTS}):                  idle ${mb(restart.rss)} · peak ${mb(restart.hwm)} · first answer after ${restart.firstAnswer.toFixed(1)} s (idle: ${restarts.map((r) => r.rss.toFixed(0)).join(", ")} MB)`,
    );
    console.log(`  restart idle: target under ${TARGET_MB} MB ${pass ? "✔" : "✖"}`);
    console.log(`RESULT ${JSON.stringify({ first, restart, target: TARGET_MB })}`);
    if (!pass) process.exitCode = 1;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
