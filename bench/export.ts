/**
 * Times the agency data export (GET /api/export/agency-data and .zip) of the bench agency through a real
 * HTTP server on PostgreSQL, reading the answer as a browser would (bytes counted, not kept), and prints
 * the time, the size, the shift count and the process's peak RSS, to show the export streams.
 *
 *   npm run seed:scale     # once: 200 members, ~200,000 shifts
 *   npm run bench:export   # FORMAT=json (default), zip or both
 */
import http from "node:http";
import { benchApp } from "./app";

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
  const { cookie, base, close } = await benchApp({ listen: true });
  try {
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
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
