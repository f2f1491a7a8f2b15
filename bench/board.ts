/**
 * Times the day's board (GET /api/board) for the bench agency (200 members, ~200,000 shifts) on PostgreSQL:
 *
 *   npm run seed:scale             # once
 *   npm run bench:board            # RUNS=200 by default, after 20 warm-ups
 *
 * For the run it gives the agency what the board reads (and removes it afterwards): three stations with four
 * apparatus each (12), four riding positions per apparatus (48 seats; the driver's seat requires
 * "Bench Driver/Operator", a medic's first seat "Bench Paramedic"), those certifications for every third and every
 * fifth member, the shifts covering the instant seated (the first 48 on a seat, the others unseated at a station
 * in turn) and one move of the day. Prints the median and p95 of
 *   - loadBoard() (the service's statements and placing, no HTTP);
 *   - GET /api/board (the route through buildApp + inject: session, transaction, response schema),
 * against the 20 ms target at the median; exits non-zero above it.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { withAgency } from "../apps/api/src/db/client";
import { loadBoard } from "../apps/api/src/modules/board";
import { benchApp, timeRuns } from "./app";
import { BENCH_AGENCY_ID } from "./config";

const RUNS = Number(process.env.RUNS ?? 200);
const WARMUP = 20;
const TARGET_MS = 20;
const DRIVER = "Bench Driver/Operator";
const PARAMEDIC = "Bench Paramedic";

async function timed(label: string, fn: () => Promise<unknown>) {
  const { median, p95 } = await timeRuns(fn, RUNS, WARMUP);
  const mark = median < TARGET_MS ? "✔" : "✖";
  console.log(`  ${mark} ${label.padEnd(44)} median ${median.toFixed(2)} ms · p95 ${p95.toFixed(2)} ms`);
  return median;
}

async function main() {
  const { app, db, cookie, close } = await benchApp();
  const a = BENCH_AGENCY_ID;
  const as = { agencyId: a, userId: null };
  const at = new Date();
  const stationIds = [randomUUID(), randomUUID(), randomUUID()];
  const unitIds = Array.from({ length: 12 }, () => randomUUID());
  const seated: string[] = [];
  try {
    await withAgency(db, as, async (tx) => {
      for (const [i, id] of stationIds.entries())
        await tx.execute(
          sql`insert into stations (agency_id, id, name, number) values (${a}, ${id}, ${`Bench Station ${i + 1}`}, ${String(i + 1)})`,
        );
      const kinds = [
        ["Engine", "engine"],
        ["Ladder", "ladder"],
        ["Medic", "ambulance"],
        ["Engine", "engine"],
      ] as const;
      for (const [i, id] of unitIds.entries()) {
        const [name, type] = kinds[i % 4];
        const station = stationIds[Math.floor(i / 4)];
        await tx.execute(sql`insert into equipment (agency_id, id, name, type, station_id, crew_size, status)
          values (${a}, ${id}, ${`Bench ${name} ${i + 1}`}, ${type}, ${station}, 4, ${i === 11 ? "out_of_service" : "in_service"})`);
        const seats =
          type === "ambulance"
            ? ["Paramedic", "EMT", "EMT", "Driver"]
            : ["Officer", "Driver/Operator", "Firefighter", "Firefighter"];
        for (const [n, seat] of seats.entries()) {
          const required =
            n === 1 && type !== "ambulance" ? [DRIVER] : n === 0 && type === "ambulance" ? [PARAMEDIC] : [];
          await tx.execute(sql`insert into apparatus_positions (agency_id, equipment_id, name, sort_order, required_certifications)
            values (${a}, ${id}, ${seat}, ${n}, ${`{${required.map((r) => `"${r}"`).join(",")}}`}::text[])`);
        }
      }
      await tx.execute(sql`
        insert into certifications (agency_id, user_id, name, issue_date, expiration_date)
        select agency_id, id, case when n % 3 = 0 then ${DRIVER} else ${PARAMEDIC} end, current_date - 400, current_date + 400
        from (select agency_id, id, row_number() over (order by id) as n from users where agency_id = ${a}) u
        where n % 3 = 0 or n % 5 = 0`);
      // The shifts covering the instant: the first 48 each on a seat, the rest unseated at a station in turn.
      const covering = (await tx.execute(sql`
        select id from shifts where agency_id = ${a} and start_time <= ${at.toISOString()}::timestamptz
          and end_time > ${at.toISOString()}::timestamptz and status <> 'cancelled' and user_id is not null
        order by id`)) as unknown as { rows: Array<{ id: string }> };
      const seats = (await tx.execute(sql`
        select p.id, p.equipment_id, e.station_id from apparatus_positions p
        join equipment e on e.agency_id = p.agency_id and e.id = p.equipment_id
        where p.agency_id = ${a} and p.equipment_id = any(${`{${unitIds.join(",")}}`}::uuid[])
        order by e.name, p.sort_order`)) as unknown as {
        rows: Array<{ id: string; equipment_id: string; station_id: string }>;
      };
      for (const [i, { id }] of covering.rows.entries()) {
        const seat = seats.rows[i];
        if (seat)
          await tx.execute(sql`update shifts set station_id = ${seat.station_id}, equipment_id = ${seat.equipment_id},
            position_id = ${seat.id} where agency_id = ${a} and id = ${id}`);
        else
          await tx.execute(
            sql`update shifts set station_id = ${stationIds[i % 3]} where agency_id = ${a} and id = ${id}`,
          );
        seated.push(id);
      }
      if (seated[0]) {
        const [user] = (
          (await tx.execute(
            sql`select user_id from shifts where agency_id = ${a} and id = ${seated[0]}`,
          )) as unknown as {
            rows: Array<{ user_id: string }>;
          }
        ).rows;
        await tx.execute(sql`insert into board_moves (agency_id, day, user_id, shift_id, from_station_id, to_station_id, start_time, end_time)
          values (${a}, ${at.toISOString().slice(0, 10)}, ${user.user_id}, ${seated[0]}, ${stationIds[1]}, ${stationIds[0]},
            ${at.toISOString()}::timestamptz, ${new Date(at.getTime() + 3_600_000).toISOString()}::timestamptz)`);
      }
    });

    const board = await withAgency(db, as, (tx) => loadBoard(tx, { agencyId: a, timeZone: "UTC" }, at));
    const riders = board.stations.flatMap((s) => [
      ...s.unseated,
      ...s.apparatus.flatMap((u) => [
        ...u.extraRiders,
        ...u.positions.flatMap((p) => (p.rider ? [p.rider] : [])),
      ]),
    ]);
    console.log(
      `Bench agency: ${board.stations.length} stations, ${board.stations.flatMap((s) => s.apparatus).length} apparatus, ${riders.length} on duty at ${at.toISOString()}, ${board.openSeats} open or unqualified seats`,
    );
    console.log(`Runs: ${RUNS} each (after ${WARMUP} warm-ups), target median < ${TARGET_MS} ms\n`);

    const url = `/api/board?at=${encodeURIComponent(at.toISOString())}`;
    const service = await timed("loadBoard() (service, no HTTP)", () =>
      withAgency(db, as, (tx) => loadBoard(tx, { agencyId: a, timeZone: "UTC" }, at)),
    );
    const route = await timed("GET /api/board", async () => {
      const res = await app.inject({ method: "GET", url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
    });
    if (service >= TARGET_MS || route >= TARGET_MS) process.exitCode = 1;
  } finally {
    await withAgency(db, as, async (tx) => {
      await tx.execute(
        sql`delete from board_moves where agency_id = ${a} and to_station_id = any(${`{${stationIds.join(",")}}`}::uuid[])`,
      );
      if (seated.length)
        await tx.execute(sql`update shifts set station_id = null, equipment_id = null, position_id = null
          where agency_id = ${a} and id = any(${`{${seated.join(",")}}`}::uuid[])`);
      await tx.execute(
        sql`delete from certifications where agency_id = ${a} and name in (${DRIVER}, ${PARAMEDIC})`,
      );
      await tx.execute(
        sql`delete from apparatus_positions where agency_id = ${a} and equipment_id = any(${`{${unitIds.join(",")}}`}::uuid[])`,
      );
      await tx.execute(
        sql`delete from equipment where agency_id = ${a} and id = any(${`{${unitIds.join(",")}}`}::uuid[])`,
      );
      await tx.execute(
        sql`delete from stations where agency_id = ${a} and id = any(${`{${stationIds.join(",")}}`}::uuid[])`,
      );
    });
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
