/**
 * A large agency for benchmarks: 200 members and three years of shifts (about 200,000 rows) on a PostgreSQL
 * server, loaded in a few seconds with bulk inserts.
 *
 *   npm run seed:scale                      # DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/rollcall_bench
 *   DATABASE_URL=postgres://... npm run seed:scale
 *
 * The database is created when missing and migrated like a server start. Running it again replaces the bench
 * agency (fixed id) and nothing else. The bulk load runs with session_replication_role = replica, which
 * skips the per-statement audit triggers and foreign-key checks for these generated rows (it needs a
 * superuser, as the local server's postgres role is); every id it writes is generated consistently here.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client";
import { hashPassword } from "../apps/api/src/lib/passwords";
import { BENCH_ADMIN_EMAIL, BENCH_AGENCY_ID, BENCH_DATABASE_URL, BENCH_PASSWORD } from "./config";
import { ensureDatabase } from "./database";

const MEMBERS = 200;
const DAYS = 3 * 365 + 1;
const BATCH = 10_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A PostgreSQL array literal of values that need no quoting (uuids, numbers, ISO timestamps, simple words). */
const arr = (values: Array<string | number | boolean | null>) =>
  `{${values.map((v) => (v === null ? "NULL" : `"${String(v).replaceAll('"', '\\"')}"`)).join(",")}}`;

async function main() {
  const url = process.env.DATABASE_URL || BENCH_DATABASE_URL;
  const started = performance.now();
  await ensureDatabase(url);
  // Migrations and the isolation policies, exactly as a server start applies them.
  const handle = await openDatabase({ kind: "postgres", url });
  await handle.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    await client.query("set local session_replication_role = replica");

    // Replace a previous bench agency (foreign-key cascades do not run in replica mode: delete explicitly).
    const old = await client.query("select id from users where agency_id = $1", [BENCH_AGENCY_ID]);
    const oldIds = old.rows.map((r: { id: string }) => r.id);
    if (oldIds.length) console.log(`Replacing the previous bench agency (${oldIds.length} members)`);
    await client.query("delete from sessions where user_id = any($1::uuid[])", [oldIds]);
    await client.query("delete from password_reset_tokens where user_id = any($1::uuid[])", [oldIds]);
    for (const table of [
      "shift_bids",
      "shift_swaps",
      "shifts",
      "notifications",
      "audit_logs",
      "user_agencies",
      "users",
    ])
      await client.query(`delete from ${table} where agency_id = $1`, [BENCH_AGENCY_ID]);
    await client.query("delete from agencies where id = $1", [BENCH_AGENCY_ID]);

    await client.query(
      `insert into agencies (id, name, type, subscription_tier, subscription_status, time_zone)
       values ($1, 'Bench County Fire District', 'fire', 'pro', 'active', 'America/Chicago')`,
      [BENCH_AGENCY_ID],
    );

    // Members: one admin (the benchmark signs in as them), 20 officers, firefighters and EMTs.
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const members = Array.from({ length: MEMBERS }, (_, i) => ({
      id: randomUUID(),
      email: i === 0 ? BENCH_ADMIN_EMAIL : `member${i}@bench.rollcall.test`,
      role: i === 0 ? "admin" : i <= 20 ? "officer" : i % 3 === 0 ? "emt" : "firefighter",
      first: `Member${i}`,
      last: `Bench${String(i).padStart(3, "0")}`,
    }));
    await client.query(
      `insert into users (agency_id, id, email, password_hash, first_name, last_name, role)
       select $1, * from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])`,
      [
        BENCH_AGENCY_ID,
        arr(members.map((m) => m.id)),
        arr(members.map((m) => m.email)),
        arr(members.map(() => passwordHash)),
        arr(members.map((m) => m.first)),
        arr(members.map((m) => m.last)),
        arr(members.map((m) => m.role)),
      ],
    );

    // Shifts: 18 months back to 18 months ahead. Each member works 12-hour day or night shifts on nine days
    // out of ten (staggered so the load is even); past shifts are completed with actual times.
    const now = Date.now();
    const firstDay = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1) - 548 * DAY_MS;
    const posts = ["Engine 1", "Engine 2", "Ladder 1", "Medic 3", "Medic 4", "Rescue 1", "Battalion 1"];
    let batch: Array<Record<string, string | number | boolean | null>> = [];
    let total = 0;
    const flush = async () => {
      if (!batch.length) return;
      const col = (key: string) => arr(batch.map((r) => r[key]));
      await client.query(
        `insert into shifts (agency_id, id, user_id, title, start_time, end_time, assignment, status, is_paid,
           hourly_rate_cents, payment_status, actual_start_time, actual_end_time, total_minutes)
         select $1, * from unnest($2::uuid[], $3::uuid[], $4::text[], $5::timestamptz[], $6::timestamptz[],
           $7::text[], $8::text[], $9::boolean[], $10::int[], $11::text[], $12::timestamptz[], $13::timestamptz[],
           $14::int[])`,
        [
          BENCH_AGENCY_ID,
          col("id"),
          col("userId"),
          col("title"),
          col("start"),
          col("end"),
          col("assignment"),
          col("status"),
          col("isPaid"),
          col("rate"),
          col("payment"),
          col("actualStart"),
          col("actualEnd"),
          col("minutes"),
        ],
      );
      total += batch.length;
      batch = [];
    };
    for (let day = 0; day < DAYS; day++) {
      for (let i = 0; i < MEMBERS; i++) {
        if ((day + i) % 10 === 0) continue;
        const night = i % 2 === 1;
        const start = firstDay + day * DAY_MS + (night ? 19 : 7) * HOUR_MS;
        const end = start + 12 * HOUR_MS;
        const past = end < now;
        const paid = i % 5 === 0;
        batch.push({
          id: randomUUID(),
          userId: members[i].id,
          title: night ? "Night Shift" : "Day Shift",
          start: new Date(start).toISOString(),
          end: new Date(end).toISOString(),
          assignment: posts[i % posts.length],
          status: past ? "completed" : start < now ? "active" : "scheduled",
          isPaid: paid,
          rate: paid ? 2650 + (i % 4) * 100 : null,
          payment: past && paid ? "paid" : "pending",
          actualStart: past ? new Date(start - 5 * 60_000).toISOString() : null,
          actualEnd: past ? new Date(end + 10 * 60_000).toISOString() : null,
          minutes: past ? 12 * 60 + 15 : null,
        });
        if (batch.length >= BATCH) await flush();
      }
    }
    await flush();
    await client.query("commit");
    await client.query("analyze shifts");
    await client.query("analyze users");
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Bench agency ${BENCH_AGENCY_ID}: ${MEMBERS} members, ${total.toLocaleString("en-US")} shifts in ${seconds} s`,
    );
    console.log(`Sign in as ${BENCH_ADMIN_EMAIL} / ${BENCH_PASSWORD}; then run: npm run bench:week`);
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
