/**
 * Advanced Analytics against its target (issue 18): each chart answers in under 200 ms for an agency with five
 * years of data. Seeds its own database (rollcall_bench_analytics unless DATABASE_URL names another) with the
 * bench agency: 200 members, five years of 24-hour shifts every third day with their punches (about 120,000),
 * 3,000 incidents a year with alarm, dispatch, en route and arrival times and their apparatus, certifications
 * renewed every two years with two required, a completed course a member a fortnight (about 26,000), budgets
 * and 2,000 approved expenses a year, and three minimum staffing rules. Then times each endpoint over the five
 * years through the application (routing, session, the agency's transaction, serialization): RUNS (default 15)
 * after 3 warm-ups, and prints the median against the target. The charts whose figures are kept per chunk
 * (decision 029: overtime, staffing gaps) are timed five ways: with every chunk kept, after a change to one
 * shift of the last month (what a view usually finds: that month computed again), with nothing kept (the
 * view before the keeping job's round, after a change that forgot them all, such as a staffing rule's), and
 * with nothing kept once the keeping job's round has run (what views find from then on); and the page's own
 * range (the last 12 months) with nothing kept. The job's round over
 * the five years is timed too. The job's timer is off here (ANALYTICS_KEEP_INTERVAL_SECONDS=0): each case runs
 * it, or not, itself.
 *
 *   npm run bench:analytics                 # SEED=false reuses the data of a previous run
 *   ONLY=overtime,staffing-gaps npm run bench:analytics   # only these charts
 */
import { ANALYTICS_CHARTS, CACHED_ANALYTICS_CHARTS, RESPONSE_GROUPS } from "@rollcall/shared/analytics";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client";
import { hashPassword } from "../apps/api/src/lib/passwords";
import { runAnalyticsJobs } from "../apps/api/src/modules/analytics";
import { benchApp } from "./app";
import { BENCH_ADMIN_EMAIL, BENCH_AGENCY_ID, BENCH_PASSWORD } from "./config";
import { ensureDatabase } from "./database";

const URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/rollcall_bench_analytics";
const RUNS = Number(process.env.RUNS ?? 15);
const WARMUP = 3;
const TARGET_MS = 200;
const YEARS = 5;

const ONLY = process.env.ONLY?.split(",").filter(Boolean);
const CHARTS = ANALYTICS_CHARTS.filter((chart) => !ONLY || ONLY.includes(chart)).flatMap((chart) =>
  chart === "response-times" ? RESPONSE_GROUPS.map((g) => `${chart}?groupBy=${g}`) : [chart],
);

/** Everything generated in PostgreSQL (generate_series), in one transaction, as the agency's rows. */
async function seed(client: pg.Client) {
  const agency = BENCH_AGENCY_ID;
  await client.query("begin");
  await client.query("set local session_replication_role = replica");
  for (const table of [
    "analytics_chunks",
    "incident_apparatus",
    "incidents",
    "equipment",
    "training_assignments",
    "courses",
    "certifications",
    "required_certifications",
    "expenses",
    "budgets",
    "staffing_requirements",
    "shifts",
    "audit_logs",
    "user_agencies",
    "users",
  ])
    await client.query(`delete from ${table} where agency_id = $1`, [agency]);
  await client.query("delete from sessions where user_id not in (select id from users)");
  await client.query("delete from agencies where id = $1", [agency]);
  await client.query(
    `insert into agencies (id, name, type, subscription_tier, subscription_status, time_zone)
     values ($1, 'Bench County Fire District', 'fire', 'pro', 'active', 'America/Chicago')`,
    [agency],
  );
  const hash = await hashPassword(BENCH_PASSWORD);
  // Members: n = 0 the admin, 1..20 officers, then EMTs and firefighters; hired before the five years.
  await client.query(
    `insert into users (agency_id, id, email, password_hash, first_name, last_name, role, hire_date)
     select $1, gen_random_uuid(), case when n = 0 then $2 else 'member' || n || '@bench.rollcall.test' end, $3,
       'Member' || n, 'Bench' || lpad(n::text, 3, '0'),
       case when n = 0 then 'admin' when n <= 20 then 'officer' when n % 3 = 0 then 'emt' else 'firefighter' end,
       current_date - interval '${YEARS + 1} years'
     from generate_series(0, 199) n`,
    [agency, BENCH_ADMIN_EMAIL, hash],
  );
  const members = `(select id, row_number() over (order by last_name) - 1 as n, role from users where agency_id = '${agency}')`;
  // 24 hours on, 48 off (platoon n % 3), punched 5 minutes early and 10 late; a fifth of the members paid hourly.
  await client.query(
    `insert into shifts (agency_id, id, user_id, title, start_time, end_time, status, is_paid, hourly_rate_cents,
       actual_start_time, actual_end_time, total_minutes)
     select $1, gen_random_uuid(), m.id, 'Platoon shift', s, s + interval '24 hours', 'completed', m.n % 5 = 0,
       case when m.n % 5 = 0 then 2650 + (m.n % 4) * 100 end,
       s - interval '5 minutes', s + interval '24 hours 10 minutes', 24 * 60 + 15
     from ${members} m,
       generate_series(date_trunc('day', now() - interval '${YEARS} years') + interval '7 hours'
         + (m.n % 3) * interval '1 day', now() - interval '1 day', interval '3 days') s`,
    [agency],
  );
  await client.query(
    `insert into equipment (agency_id, id, name, type, location, crew_size)
     select $1, gen_random_uuid(), name, type, location, 4 from (values
       ('Engine 1', 'engine', 'Station 1'), ('Engine 2', 'engine', 'Station 2'), ('Ladder 1', 'ladder', 'Station 1'),
       ('Medic 3', 'ambulance', 'Station 3'), ('Medic 4', 'ambulance', 'Station 4'), ('Engine 5', 'engine', 'Station 4'),
       ('Rescue 1', 'rescue', 'Station 2')) v(name, type, location)`,
    [agency],
  );
  // 3,000 incidents a year at pseudo-random moments, times growing phase by phase.
  await client.query(
    `insert into incidents (agency_id, id, incident_number, incident_type, report_date, incident_date, location,
       description, reporting_officer_id, status, alarm_at, dispatched_at, en_route_at, arrival_at, last_unit_cleared_at)
     select $1, gen_random_uuid(), 'B' || lpad(i::text, 6, '0'),
       (array['fire','medical','medical','medical','rescue','hazmat','vehicle','false_alarm','assist','other'])[1 + i % 10],
       t::date, t, i || ' Bench Road', 'Generated', o.id, 'completed',
       t, t + d, t + d + e, t + d + e + a, t + d + e + a + interval '40 minutes'
     from generate_series(1, ${3000 * YEARS}) i
     cross join lateral (select now() - (i * 0.7919 % 1) * interval '${YEARS} years'
       + (i % 24) * interval '1 hour' - interval '1 day' as t,
       (20 + i * 37 % 90) * interval '1 second' as d, (40 + i * 53 % 100) * interval '1 second' as e,
       (180 + i * 97 % 420) * interval '1 second' as a) x
     cross join lateral (select id from users where agency_id = $1 and role = 'officer'
       order by id limit 1) o`,
    [agency],
  );
  await client.query(
    `insert into incident_apparatus (agency_id, incident_id, equipment_id)
     select $1, i.id, e.id from (select id, row_number() over () as k from incidents where agency_id = $1) i
     join (select id, row_number() over (order by name) as k from equipment where agency_id = $1) e
       on e.k = 1 + i.k % 7 or (i.k % 4 = 0 and e.k = 1 + (i.k + 3) % 7)`,
    [agency],
  );
  // Two certifications each, renewed every two years; every fifth member lets one lapse for a year.
  await client.query(
    `insert into required_certifications (agency_id, id, name, role)
     values ($1, gen_random_uuid(), 'EMT-B', null), ($1, gen_random_uuid(), 'Fire Officer I', 'officer')`,
    [agency],
  );
  await client.query(
    `insert into certifications (agency_id, id, user_id, name, issue_date, expiration_date)
     select $1, gen_random_uuid(), m.id, c.name, d::date,
       (d + interval '2 years' - case when m.n % 5 = 0 then interval '1 year' else interval '0' end)::date
     from ${members} m
     cross join (values ('EMT-B'), ('Fire Officer I')) c(name)
     cross join generate_series(current_date - interval '${YEARS + 1} years', current_date, interval '2 years') d
     where c.name = 'EMT-B' or m.role = 'officer'`,
    [agency],
  );
  await client.query(
    `insert into courses (agency_id, id, title, category, duration_minutes, status)
     select $1, gen_random_uuid(), 'Course ' || c, c, 60 + (k * 30), 'published'
     from unnest(array['fire_safety','medical','rescue','hazmat','driving','leadership']) with ordinality u(c, k)`,
    [agency],
  );
  await client.query(
    `insert into training_assignments (agency_id, id, course_id, user_id, due_date, status, completed_at)
     select $1, gen_random_uuid(), c.id, m.id, d::date, 'completed', d + interval '10 hours'
     from ${members} m
     cross join generate_series(now() - interval '${YEARS} years', now(), interval '14 days') d
     cross join lateral (select id from courses where agency_id = $1
       order by id offset (m.n + extract(doy from d)::int) % 6 limit 1) c`,
    [agency],
  );
  await client.query(
    `insert into budgets (agency_id, id, name, category, total_amount, fiscal_year)
     select $1, gen_random_uuid(), c || ' ' || y, c, 5000000 + k * 250000, y::text
     from unnest(array['equipment','personnel','training','maintenance','fuel','supplies','utilities','insurance',
       'administration','other']) with ordinality u(c, k),
       generate_series(extract(year from now())::int - ${YEARS}, extract(year from now())::int) y`,
    [agency],
  );
  await client.query(
    `insert into expenses (agency_id, id, description, amount, category, expense_date, status)
     select $1, gen_random_uuid(), 'Expense ' || i, 5000 + i * 7919 % 400000,
       (array['equipment','personnel','training','maintenance','fuel','supplies','utilities','insurance',
         'administration','other'])[1 + i % 10],
       (current_date - (i * 0.6180339 % 1) * interval '${YEARS} years')::date, 'approved'
     from generate_series(1, ${2000 * YEARS}) i`,
    [agency],
  );
  await client.query(
    `insert into staffing_requirements (agency_id, id, name, minimum_staff, start_time, end_time, role, qualification)
     values ($1, gen_random_uuid(), 'Minimum on duty', 68, '07:00', '07:00', null, null),
       ($1, gen_random_uuid(), 'Officers on duty', 7, '07:00', '07:00', 'officer', null),
       ($1, gen_random_uuid(), 'EMTs on duty', 20, '07:00', '07:00', null, 'EMT-B')`,
    [agency],
  );
  await client.query("commit");
  for (const table of [
    "shifts",
    "incidents",
    "incident_apparatus",
    "certifications",
    "training_assignments",
    "expenses",
    "users",
  ])
    await client.query(`analyze ${table}`);
  const counts = await client.query(
    `select (select count(*) from shifts where agency_id = $1) shifts,
       (select count(*) from incidents where agency_id = $1) incidents,
       (select count(*) from certifications where agency_id = $1) certifications,
       (select count(*) from training_assignments where agency_id = $1) training,
       (select count(*) from expenses where agency_id = $1) expenses`,
    [agency],
  );
  console.log(
    "Seeded:",
    Object.entries(counts.rows[0])
      .map(([k, v]) => `${v} ${k}`)
      .join(", "),
  );
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

async function main() {
  await ensureDatabase(URL);
  process.env.DATABASE_URL = URL;
  // Migrations and the isolation policies, as a server start applies them.
  const handle = await openDatabase({ kind: "postgres", url: URL });
  await handle.close();
  if (process.env.SEED !== "false") {
    const started = performance.now();
    const client = new pg.Client({ connectionString: URL });
    await client.connect();
    try {
      await seed(client);
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    } finally {
      await client.end();
    }
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const { app, db, cookie, close } = await benchApp({ env: { ANALYTICS_KEEP_INTERVAL_SECONDS: "0" } });
  try {
    const [{ today }] = (
      (await db.execute(
        sql`select (now() at time zone 'America/Chicago')::date::text as today`,
      )) as unknown as {
        rows: { today: string }[];
      }
    ).rows;
    const from = `${Number(today.slice(0, 4)) - YEARS}${today.slice(4)}`;
    console.log(`Each chart over ${from} to ${today}; median of ${RUNS} runs after ${WARMUP} warm-ups`);
    let missed = 0;
    // What each timed view of a kept chart finds: its chunks as the previous view left them, one month's
    // forgotten by a change to one of its shifts (as any edit does, through the triggers), or none kept.
    const lastShift = sql`(select id from shifts where agency_id = ${BENCH_AGENCY_ID} and start_time < now() - interval '40 days'
      order by start_time desc limit 1)`;
    const forgetAll = async () => {
      await db.execute(sql`delete from analytics_chunks where agency_id = ${BENCH_AGENCY_ID}`);
    };
    const keep = async () => {
      const round = await runAnalyticsJobs(db, app.log);
      if (!round.ran || !round.results["analytics-keep"]) throw new Error("The keeping job kept nothing");
    };
    const before = {
      kept: async () => {},
      "after a shift edit": async () => {
        await db.execute(
          sql`update shifts set title = title where agency_id = ${BENCH_AGENCY_ID} and id = ${lastShift}`,
        );
      },
      "nothing kept": forgetAll,
      "nothing kept, then the job's round": async () => {
        await forgetAll();
        await keep();
      },
    };
    // The keeping job's round over the five years, from nothing kept.
    const rounds: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      await forgetAll();
      const started = performance.now();
      await keep();
      if (i >= WARMUP) rounds.push(performance.now() - started);
    }
    console.log(
      `  · the keeping job's round, nothing kept              median ${median(rounds).toFixed(1).padStart(7)} ms  (in the background; both charts, five years)`,
    );
    for (const chart of CHARTS) {
      const [path, query = ""] = chart.split("?");
      const url = `/api/analytics/${path}?from=${from}&to=${today}${query ? `&${query}` : ""}`;
      const kept = (CACHED_ANALYTICS_CHARTS as readonly string[]).includes(path);
      const cases: [string, () => Promise<void>, string][] = Object.entries(before)
        .slice(0, kept ? undefined : 1)
        .map(([label, prepare]) => [label, prepare, url]);
      // The Analytics page opens on the last 12 months: that view, before the job's round.
      if (kept) cases.push(["nothing kept, the page's 12 months", forgetAll, `/api/analytics/${path}`]);
      for (const [label, prepare, url] of cases) {
        const times: number[] = [];
        let rows = 0;
        for (let i = 0; i < WARMUP + RUNS; i++) {
          await prepare();
          const started = performance.now();
          const res = await app.inject({ method: "GET", url, headers: { cookie } });
          const elapsed = performance.now() - started;
          if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
          if (i >= WARMUP) times.push(elapsed);
          rows = res.json().rows.length;
        }
        const pass = median(times) < TARGET_MS;
        if (!pass) missed++;
        const name = kept ? `${chart}, ${label}` : chart;
        console.log(
          `  ${pass ? "✔" : "✖"} ${name.padEnd(50)} median ${median(times).toFixed(1).padStart(7)} ms  (${rows} rows; target < ${TARGET_MS} ms)`,
        );
      }
    }
    if (missed) process.exitCode = 1;
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
