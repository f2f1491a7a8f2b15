/**
 * Times a password reset request for a known and an unknown email: the service the route calls
 * (requestPasswordReset: a token, its hash, one statement; the mail goes in the background), so the
 * route's own per-email limit does not get in the way. The two medians should match: the response time
 * must not tell whether an account exists.
 *
 *   npm run bench:reset          # RUNS=300 by default, on a scratch database of the PostgreSQL server
 *   DB=pglite npm run bench:reset   # the embedded database, in memory
 *
 * Prints median, p95 and mean (ms) for each. The known emails rotate over MEMBERS members (100 by
 * default), as real requests spread over accounts (the route allows 3 per email in 15 minutes).
 */
import { asPlatform, type DatabaseHandle } from "../apps/api/src/db/client";
import { users } from "../apps/api/src/db/schema/users";
import { registerAgency, requestPasswordReset } from "../apps/api/src/modules/auth";
import { openScratchDatabase } from "../apps/api/src/test/harness";
import { BENCH_DATABASE_URL, BENCH_PASSWORD } from "./config";

const RUNS = Number(process.env.RUNS ?? 300);
const WARMUP = 30;
const MEMBERS = Number(process.env.MEMBERS ?? 100);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function scratchDatabase(): Promise<DatabaseHandle> {
  if (process.env.DB === "pglite") return openScratchDatabase();
  const serverUrl = new URL(process.env.DATABASE_URL || BENCH_DATABASE_URL);
  serverUrl.pathname = "/postgres";
  return openScratchDatabase(serverUrl.toString(), "rollcall_bench_reset");
}

function summary(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  console.log(
    `${label.padEnd(8)} median ${percentile(sorted, 50).toFixed(3)} ms   p95 ${percentile(sorted, 95).toFixed(3)} ms   mean ${mean.toFixed(3)} ms`,
  );
}

async function main() {
  const handle = await scratchDatabase();
  try {
    const admin = await registerAgency(
      handle.db,
      {
        email: "admin@reset.bench.rollcall.test",
        password: BENCH_PASSWORD,
        firstName: "Bench",
        lastName: "Admin",
        agencyName: "Bench Reset Timing",
        agencyType: "fire",
      },
      {},
    );
    const known = Array.from({ length: MEMBERS }, (_, i) => `member${i}@reset.bench.rollcall.test`);
    await asPlatform(handle.db, { agencyId: admin.agencyId, userId: null }, (tx) =>
      tx.insert(users).values(
        known.map((email) => ({
          agencyId: admin.agencyId,
          email,
          passwordHash: admin.passwordHash,
          firstName: "Bench",
          lastName: "Member",
        })),
      ),
    );
    const mailer = { send: async () => {} };
    const fail = (err: unknown) => {
      throw err;
    };
    const once = async (email: string) => {
      const start = process.hrtime.bigint();
      await requestPasswordReset(handle.db, mailer, "http://bench.rollcall.test", email, fail);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < WARMUP + RUNS; i++) {
      // Alternating, so both see the same state of the machine.
      const pair = [
        ["known", known[i % known.length]],
        ["unknown", `nobody.${i}@bench.rollcall.test`],
      ] as const;
      for (const [kind, email] of i % 2 ? pair : [...pair].reverse()) {
        const ms = await once(email);
        if (i >= WARMUP) times[kind].push(ms);
      }
    }
    console.log(`password reset request, ${RUNS} runs each (${handle.kind})`);
    summary("known", times.known);
    summary("unknown", times.unknown);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
