/**
 * Times the agency data export (GET /api/export/agency-data and .zip) of the bench agency through a real
 * HTTP server on PostgreSQL, reading the answer as a browser would (bytes counted, not kept), and prints
 * the time, the size, the shift count and the process's peak RSS, to show the export streams.
 *
 *   npm run seed:scale     # once: 200 members, ~200,000 shifts
 *   npm run bench:export   # FORMAT=json (default), zip or both
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { buildApp } from "../apps/api/src/app";
import { openDatabase } from "../apps/api/src/db/client";
import { parseEnv } from "../apps/api/src/env";
import { BENCH_ADMIN_EMAIL, BENCH_DATABASE_URL, BENCH_PASSWORD } from "./config";

const FORMAT = process.env.FORMAT ?? "json";
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
/** Peak resident set size of this process so far (resourceUsage reports KiB). */
const peakRss = () => process.resourceUsage().maxRSS * 1024;

/** GETs `url`, counting the body's bytes and (for JSON) the shift rows, without keeping the body. */
function download(url: string, cookie: string) {
  return new Promise<{ status: number; bytes: number; shiftRows: number }>((resolve, reject) => {
    http
      .get(url, { headers: { cookie } }, (res) => {
        let bytes = 0;
        let shiftRows = 0;
        let inShifts = false;
        let tail = "";
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (!url.endsWith(".zip")) {
            // Rows are one per line; the shifts table's lines come between '"shifts":[' and the next table.
            const text = tail + chunk.toString("utf8");
            const lines = text.split("\n");
            tail = lines.pop() ?? "";
            for (const line of lines) {
              if (line.startsWith('"shifts":[')) inShifts = true;
              else if (/^"[a-z_]+":\[/.test(line)) inShifts = false;
              if (inShifts && line.startsWith('{"agencyId"')) shiftRows++;
            }
          }
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, shiftRows }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

async function main() {
  const url = process.env.DATABASE_URL || BENCH_DATABASE_URL;
  const handle = await openDatabase({ kind: "postgres", url });
  const env = parseEnv({
    NODE_ENV: "production",
    DATABASE_URL: url,
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
  });
  const app = await buildApp({ env, db: handle.db });
  await app.listen({ host: "127.0.0.1", port: 0 });
  try {
    const login = await app.inject({
      method: "POST",
      url: "/api/login",
      headers: { origin: env.publicUrl },
      payload: { email: BENCH_ADMIN_EMAIL, password: BENCH_PASSWORD },
    });
    if (login.statusCode !== 200)
      throw new Error(`Sign-in failed (${login.statusCode}): run "npm run seed:scale" first. ${login.body}`);
    const session = login.cookies.find((c) => c.name === "rollcall_session");
    const cookie = `rollcall_session=${session?.value}`;
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const before = process.memoryUsage().rss;
    console.log(`RSS before: ${mib(before)} (peak so far ${mib(peakRss())})`);
    const paths = FORMAT === "both" ? ["json", "zip"] : [FORMAT];
    for (const format of paths) {
      const path = format === "zip" ? "/api/export/agency-data.zip" : "/api/export/agency-data";
      const started = performance.now();
      const result = await download(`${base}${path}`, cookie);
      const seconds = (performance.now() - started) / 1000;
      if (result.status !== 200) throw new Error(`${path} answered ${result.status}`);
      console.log(
        `${path}: ${seconds.toFixed(1)} s, ${mib(result.bytes)}` +
          (format === "json" ? `, ${result.shiftRows.toLocaleString("en-US")} shifts` : "") +
          `, peak RSS ${mib(peakRss())}`,
      );
    }
  } finally {
    await app.close();
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
