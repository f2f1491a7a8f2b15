/**
 * The demo's board: this week's shifts sit in seats, one member of Station 2 is moved up to Station 1 for part of
 * the shift in progress, and one seat of that shift is open. Read from the demo's own stations and seats (the
 * equipment part's); while the demo has none, the board's part does nothing, and the test gives the agency three
 * stations with seats and runs the part again.
 */
import { randomUUID } from "node:crypto";
import { BOARD_MESSAGES, type Board, type BoardMoveRecord } from "@rollcall/shared/board";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { DEMO_ACCOUNTS, DEMO_AGENCY_ID, seedDemo } from "../../db/seed";
import { demoContext } from "../../db/seed/context";
import { insertFleetRows } from "../../test/fleet";
import { signIn } from "../../test/members";
import { testApp } from "../../test/world";
import { boardSeed } from "./board.seed";

const { t } = testApp();
let cookie: string;
const ctx = demoContext(new Date());
const current = ctx.at(ctx.shift0, 7);

const get = <T>(url: string) =>
  t.app.inject({ method: "GET", url, headers: { cookie } }).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  });
const count = async (query: ReturnType<typeof sql>) =>
  Number(((await t.db.execute(query)) as unknown as { rows: Array<{ n: string }> }).rows[0].n);

beforeAll(async () => {
  expect(await seedDemo(t.db)).toBe(true);
  cookie = await signIn(t.app, DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password);
});

/** The demo's own stations and seats (the equipment part's), or these when it has none yet. */
async function ensureFleet() {
  const positions = await count(
    sql`select count(*) as n from apparatus_positions where agency_id = ${DEMO_AGENCY_ID} and deleted_at is null`,
  );
  if (positions > 0) return;
  // No seats: the board's part did nothing.
  expect(await count(sql`select count(*) as n from board_moves`)).toBe(0);
  const st = [randomUUID(), randomUUID(), randomUUID()];
  const units = [randomUUID(), randomUUID(), randomUUID()];
  const seat = (equipmentId: string, name: string, sortOrder: number) => ({
    id: randomUUID(),
    equipmentId,
    name,
    sortOrder,
  });
  await insertFleetRows(t.db, DEMO_AGENCY_ID, {
    stations: st.map((id, i) => ({ id, name: `Station ${i + 1}`, number: String(i + 1) })),
    equipment: [
      { id: units[0], name: "Engine 1", type: "engine", stationId: st[0] },
      { id: units[1], name: "Ladder 2", type: "ladder", stationId: st[1] },
      { id: units[2], name: "Medic 3", type: "ambulance", stationId: st[2] },
    ],
    positions: [
      seat(units[0], "Officer", 0),
      seat(units[0], "Driver/Operator", 1),
      seat(units[0], "Firefighter", 2),
      seat(units[1], "Officer", 0),
      seat(units[1], "Firefighter", 1),
      seat(units[2], "Paramedic", 0),
      seat(units[2], "EMT", 1),
    ],
  });
  await asPlatform(t.db, { agencyId: DEMO_AGENCY_ID, userId: null }, async (tx) =>
    boardSeed({ ...ctx, mailConfigured: false, built: {} })({ tx, stored: [] }),
  );
}

const hoursIn = (h: number) => new Date(current.getTime() + h * 3_600_000).toISOString();

describe("the demo board", { timeout: 60_000 }, () => {
  it("seats this week, moves one member up from Station 2 and leaves one seat open", async () => {
    await ensureFleet();
    const bd = await get<Board>(`/api/board?at=${hoursIn(7)}`);
    const [one, two] = bd.stations;
    // The seat left open: the last of Station 1's first unit in service that has seats.
    const first = one.apparatus.find((u) => u.inService && u.positions.length);
    expect(first?.positions.at(-1)?.state).toBe("open");
    expect(
      bd.stations
        .flatMap((s) => s.apparatus)
        .flatMap((u) => u.positions)
        .filter((p) => p.rider).length,
    ).toBeGreaterThan(0);
    // A documented account on a seat rides with a crew, so My schedule shows one to whoever signs in to look.
    // The platoons take turns, so the accounts' platoon is on duty on one day of three: look at three days.
    const accounts = new Set(DEMO_ACCOUNTS.map((a) => a.id));
    const boards = [
      bd,
      ...(await Promise.all([31, 55].map((h) => get<Board>(`/api/board?at=${hoursIn(h)}`)))),
    ];
    const ridden = boards.flatMap((board) =>
      board.stations
        .flatMap((s) => s.apparatus)
        .filter((u) => u.positions.some((p) => p.rider && accounts.has(p.rider.userId))),
    );
    expect(ridden.length).toBeGreaterThan(0);
    for (const unit of ridden)
      expect(unit.positions.filter((p) => p.rider).length, unit.name).toBeGreaterThan(1);
    expect(one.unseated).toEqual([
      expect.objectContaining({ movedFrom: BOARD_MESSAGES.movedUpFrom(two.name) }),
    ]);
    const moved = one.unseated[0];
    // Back at Station 2 after 19:00.
    const evening = await get<Board>(`/api/board?at=${hoursIn(13)}`);
    const atTwo = [
      ...evening.stations[1].unseated,
      ...evening.stations[1].apparatus.flatMap((u) => u.positions.flatMap((p) => (p.rider ? [p.rider] : []))),
    ];
    expect(atTwo.map((r) => r.userId)).toContain(moved.userId);

    const history = await get<BoardMoveRecord[]>(`/api/board/history?date=${hoursIn(6).slice(0, 10)}`);
    expect(history).toEqual([expect.objectContaining({ userId: moved.userId, to: one.name })]);
    // Every worked shift of the week names a seat or a station.
    const weekday = (new Date(ctx.day(0)).getUTCDay() + 6) % 7;
    const from = new Date(ctx.day(-weekday)).toISOString();
    const to = new Date(ctx.day(7 - weekday)).toISOString();
    expect(
      await count(sql`select count(*) as n from shifts where agency_id = ${DEMO_AGENCY_ID}
        and start_time >= ${from} and start_time < ${to} and user_id is not null
        and status not in ('cancelled', 'open') and station_id is null`),
    ).toBe(0);
  });
});
