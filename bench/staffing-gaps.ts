/**
 * Times minimum staffing's gap computation against the bench agency (200 members, ~200,000 shifts) on
 * PostgreSQL:
 *
 *   npm run seed:scale             # once
 *   npm run bench:staffing         # RUNS=100 by default, after 10 warm-ups
 *
 * For the run it gives the agency what the gaps read (and removes it afterwards): an engine with a crew of 4,
 * a Paramedic certification for every fifth member (one in four of those expired), a quarter of the 28 days'
 * shifts riding the engine, and five rules (95 people 07:00-07:00; two EMTs; an officer by day on weekdays;
 * a Paramedic overnight; the engine's crew). Prints the median and p95 of
 *   - findStaffingGaps() over 28 days (the service's query and computation, no HTTP);
 *   - GET /api/staffing/gaps over 28 days (the Staffing tab asks for 14);
 *   - the week view with its marks: GET /api/shifts and GET /api/staffing/gaps for the week, at once
 *     (as the page asks them) and each alone.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { withAgency } from "../apps/api/src/db/client";
import { staffingRequirements } from "../apps/api/src/db/schema/staffing";
import { findStaffingGaps } from "../apps/api/src/modules/staffing";
import { benchApp, currentWeek, timeRuns } from "./app";
import { BENCH_AGENCY_ID } from "./config";

const RUNS = Number(process.env.RUNS ?? 100);
const WARMUP = 10;
const DAY_MS = 86_400_000;

const iso = (d: Date) => d.toISOString().slice(0, 10);

async function timed(label: string, fn: () => Promise<unknown>) {
  const { median, p95 } = await timeRuns(fn, RUNS, WARMUP);
  console.log(`  ${label.padEnd(52)} median ${median.toFixed(2)} ms · p95 ${p95.toFixed(2)} ms`);
}

async function main() {
  const { app, db, cookie, close } = await benchApp();
  const engineId = randomUUID();
  const ruleIds: string[] = [];
  const a = BENCH_AGENCY_ID;
  const { monday, sunday } = currentWeek();
  const start = iso(monday);
  const end28 = iso(new Date(monday.getTime() + 27 * DAY_MS));
  const as = { agencyId: a, userId: null };
  try {
    await withAgency(db, as, async (tx) => {
      await tx.execute(
        sql`insert into equipment (agency_id, id, name, type, crew_size) values (${a}, ${engineId}, 'Bench Engine 1', 'engine', 4)`,
      );
      await tx.execute(sql`
        insert into certifications (agency_id, user_id, name, expiration_date)
        select agency_id, id, 'Paramedic', case when n % 20 = 0 then current_date - 30 else current_date + 400 end
        from (select agency_id, id, row_number() over (order by id) as n from users where agency_id = ${a}) u
        where n % 5 = 0`);
      await tx.execute(sql`
        update shifts set equipment_id = ${engineId}
        where agency_id = ${a} and start_time >= ${monday.toISOString()}::timestamptz
          and start_time < ${new Date(monday.getTime() + 28 * DAY_MS).toISOString()}::timestamptz
          and abs(hashtext(id::text)) % 4 = 0`);
      const base = { agencyId: a, startTime: "07:00", endTime: "07:00" };
      const rules = await tx
        .insert(staffingRequirements)
        .values([
          { ...base, name: "Everyone", minimumStaff: 95 },
          { ...base, name: "Two EMTs", minimumStaff: 2, role: "emt" },
          {
            ...base,
            name: "Officer by day",
            minimumStaff: 1,
            startTime: "08:00",
            endTime: "18:00",
            daysOfWeek: ["monday", "tuesday", "wednesday", "thursday", "friday"],
            role: "officer",
          },
          {
            ...base,
            name: "Paramedic at night",
            minimumStaff: 1,
            startTime: "19:00",
            qualification: "Paramedic",
          },
          { ...base, name: "Engine 1 crew", minimumStaff: 4, equipmentId: engineId },
        ])
        .returning({ id: staffingRequirements.id });
      ruleIds.push(...rules.map((r) => r.id));
    });

    const [{ n: totalShifts }] = (
      (await db.execute(sql`select count(*)::int as n from shifts where agency_id = ${a}`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    const gaps28 = await withAgency(db, as, (tx) =>
      findStaffingGaps(tx, { startDate: start, endDate: end28, timeZone: "UTC" }),
    );
    console.log(
      `Bench agency: ${totalShifts.toLocaleString("en-US")} shifts, 5 rules; ${start} to ${end28}: ${gaps28.length} gaps`,
    );
    console.log(`Runs: ${RUNS} each (after ${WARMUP} warm-ups)\n`);

    const get = async (url: string) => {
      const res = await app.inject({ method: "GET", url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
      return res;
    };
    const weekShifts = `/api/shifts?startDate=${start}&endDate=${iso(sunday)}`;
    const weekGaps = `/api/staffing/gaps?startDate=${start}&endDate=${iso(sunday)}`;

    await timed("findStaffingGaps(), 28 days (service, no HTTP)", () =>
      withAgency(db, as, (tx) => findStaffingGaps(tx, { startDate: start, endDate: end28, timeZone: "UTC" })),
    );
    await timed("GET /api/staffing/gaps, 28 days", () =>
      get(`/api/staffing/gaps?startDate=${start}&endDate=${end28}`),
    );
    await timed("week view with marks: shifts + gaps at once", () =>
      Promise.all([get(weekShifts), get(weekGaps)]),
    );
    await timed("  GET /api/shifts (the week) alone", () => get(weekShifts));
    await timed("  GET /api/staffing/gaps (the week) alone", () => get(weekGaps));
  } finally {
    await withAgency(db, as, async (tx) => {
      await tx.execute(
        sql`update shifts set equipment_id = null where agency_id = ${a} and equipment_id = ${engineId}`,
      );
      if (ruleIds.length)
        await tx
          .delete(staffingRequirements)
          .where(and(eq(staffingRequirements.agencyId, a), inArray(staffingRequirements.id, ruleIds)));
      await tx.execute(sql`delete from certifications where agency_id = ${a} and name = 'Paramedic'`);
      await tx.execute(sql`delete from equipment where agency_id = ${a} and id = ${engineId}`);
    });
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
