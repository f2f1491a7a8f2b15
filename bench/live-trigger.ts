/**
 * What the live-updates trigger (rollcall_live(), db/tenant-policies.ts) costs a write: one-row inserts into
 * equipment, each in its own agency-confined transaction (withAgency, as a route does), with the trigger on and
 * off in alternating rounds, on a scratch database it creates and drops.
 *
 *   npm run bench:live                # PostgreSQL (DATABASE_URL's server, default the local one)
 *   DB=pglite npm run bench:live      # the embedded database, in memory
 *
 * Prints the median per round and the median of the rounds for each.
 */
import { sql } from "drizzle-orm";
import { asPlatform, type DatabaseHandle, withAgency } from "../apps/api/src/db/client";
import { agencies } from "../apps/api/src/db/schema/agencies";
import { equipment } from "../apps/api/src/db/schema/equipment";
import { openScratchDatabase } from "../apps/api/src/test/harness";
import { BENCH_DATABASE_URL } from "./config";

const ROUNDS = Number(process.env.ROUNDS ?? 6);
const WRITES = Number(process.env.WRITES ?? 300);

function scratchDatabase(): Promise<DatabaseHandle> {
  if (process.env.DB === "pglite") return openScratchDatabase();
  const serverUrl = new URL(process.env.DATABASE_URL || BENCH_DATABASE_URL);
  serverUrl.pathname = "/postgres";
  return openScratchDatabase(serverUrl.toString(), "rollcall_bench_live");
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const handle = await scratchDatabase();
  try {
    const { db } = handle;
    const [agency] = await asPlatform(
      db,
      { agencyId: "00000000-0000-0000-0000-000000000000", userId: null },
      (tx) => tx.insert(agencies).values({ name: "Bench Live", type: "fire" }).returning({ id: agencies.id }),
    );
    const actor = { agencyId: agency.id, userId: null };
    const round = async () => {
      const times: number[] = [];
      for (let i = 0; i < WRITES; i++) {
        const started = performance.now();
        await withAgency(db, actor, (tx) =>
          tx.insert(equipment).values({ agencyId: agency.id, name: `Engine ${i}`, type: "engine" }),
        );
        times.push(performance.now() - started);
      }
      return median(times);
    };
    const trigger = (on: boolean) =>
      db.execute(sql.raw(`alter table equipment ${on ? "enable" : "disable"} trigger rollcall_live_insert`));

    await round(); // warm-up
    const figures = { on: [] as number[], off: [] as number[] };
    for (let r = 0; r < ROUNDS; r++) {
      for (const mode of ["on", "off"] as const) {
        await trigger(mode === "on");
        figures[mode].push(await round());
      }
    }
    await trigger(true);
    const ms = (v: number) => `${v.toFixed(3)} ms`;
    console.log(`${handle.kind}: ${ROUNDS} rounds of ${WRITES} one-row inserts, each in its own transaction`);
    console.log(`  trigger on:  ${figures.on.map(ms).join(", ")}  → median ${ms(median(figures.on))}`);
    console.log(`  trigger off: ${figures.off.map(ms).join(", ")}  → median ${ms(median(figures.off))}`);
    console.log(`  cost per write: ${ms(median(figures.on) - median(figures.off))}`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
