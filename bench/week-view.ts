/**
 * Times the week view's request, GET /api/shifts?startDate&endDate, through the real application (routing,
 * session lookup, agency-confined transaction, serialization) against the bench agency on PostgreSQL.
 *
 *   npm run seed:scale     # once: 200 members, ~200,000 shifts
 *   npm run bench:week     # RUNS=200 by default
 *
 * Prints median, p95 and mean, and the list statement's plan (it must use shifts_agency_start_idx).
 */
import { sql } from "drizzle-orm";
import { withAgency } from "../apps/api/src/db/client";
import { shiftListQuery } from "../apps/api/src/modules/scheduling";
import { benchApp, currentWeek } from "./app";
import { BENCH_AGENCY_ID } from "./config";

const RUNS = Number(process.env.RUNS ?? 200);
const WARMUP = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const { app, db, cookie, close } = await benchApp();
  try {
    const { monday, sunday, path } = currentWeek();

    let rows = 0;
    let bytes = 0;
    const times: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const started = performance.now();
      const res = await app.inject({ method: "GET", url: path, headers: { cookie } });
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`GET ${path} answered ${res.statusCode}: ${res.body}`);
      if (i >= WARMUP) times.push(elapsed);
      rows = res.json().length;
      bytes = res.body.length;
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
    const [{ n: totalShifts }] = (
      (await db.execute(
        sql`select count(*)::int as n from shifts where agency_id = ${BENCH_AGENCY_ID}`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;

    console.log(`GET ${path}`);
    console.log(
      `  agency: ${totalShifts.toLocaleString("en-US")} shifts; answer: ${rows} shifts, ${(bytes / 1024).toFixed(0)} KiB`,
    );
    console.log(`  runs: ${RUNS} (after ${WARMUP} warm-up)`);
    console.log(
      `  median ${percentile(times, 50).toFixed(2)} ms · p95 ${percentile(times, 95).toFixed(2)} ms · mean ${mean.toFixed(2)} ms · min ${times[0].toFixed(2)} ms · max ${times[times.length - 1].toFixed(2)} ms`,
    );

    // The statement the service runs, as the agency-confined role (row-level security included).
    const week = sql`s.start_time >= ${monday.toISOString()}::timestamptz
      and s.start_time < ${new Date(sunday.getTime() + 86_400_000).toISOString()}::timestamptz`;
    const plan = await withAgency(db, { agencyId: BENCH_AGENCY_ID, userId: null }, (tx) =>
      tx.execute(sql`explain (analyze, buffers, costs off) ${shiftListQuery(BENCH_AGENCY_ID, week)}`),
    );
    const lines = (plan as unknown as { rows: Array<Record<string, string>> }).rows.map(
      (r) => Object.values(r)[0],
    );
    console.log("\nQuery plan (EXPLAIN ANALYZE):");
    for (const line of lines) console.log(`  ${line}`);
    const usesIndex = lines.some((l) => l.includes("shifts_agency_start_idx"));
    console.log(usesIndex ? "\n✔ uses shifts_agency_start_idx" : "\n✖ does NOT use shifts_agency_start_idx");
    if (!usesIndex) process.exitCode = 1;
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
