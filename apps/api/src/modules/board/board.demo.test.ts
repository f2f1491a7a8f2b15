/**
 * The demo's board: with no riding positions (before stations and seats are seeded) the board's part does
 * nothing; with them, this week's shifts sit in seats, one member of Station 2 is moved up to Station 1 for part
 * of the shift in progress, and one seat of that shift is open.
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

describe("the demo board", { timeout: 60_000 }, () => {
  it("does nothing while the agency has no riding positions", async () => {
    expect(await count(sql`select count(*) as n from board_moves`)).toBe(0);
  });

  it("seats this week, moves one member up from Station 2 and leaves one seat open", async () => {
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
    const user = { agencyId: DEMO_AGENCY_ID, userId: null };
    await asPlatform(t.db, user, async (tx) =>
      boardSeed({ ...ctx, mailConfigured: false, built: {} })({ tx, stored: [] }),
    );

    const bd = await get<Board>(`/api/board?at=${new Date(current.getTime() + 7 * 3_600_000).toISOString()}`);
    const [one, two] = bd.stations;
    const engine = one.apparatus[0];
    expect(engine.positions.find((p) => p.name === "Firefighter")?.state).toBe("open");
    expect(engine.positions.filter((p) => p.state === "filled").length).toBeGreaterThan(0);
    expect(one.unseated).toEqual([
      expect.objectContaining({ movedFrom: BOARD_MESSAGES.movedUpFrom("Station 2") }),
    ]);
    const moved = one.unseated[0];
    // Back at Station 2 after 19:00.
    const evening = await get<Board>(
      `/api/board?at=${new Date(current.getTime() + 13 * 3_600_000).toISOString()}`,
    );
    const atTwo = [
      ...evening.stations[1].unseated,
      ...evening.stations[1].apparatus.flatMap((u) => u.positions.flatMap((p) => (p.rider ? [p.rider] : []))),
    ];
    expect(atTwo.map((r) => r.userId)).toContain(moved.userId);
    expect(two.name).toBe("Station 2");

    const day = new Date(current.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);
    const history = await get<BoardMoveRecord[]>(`/api/board/history?date=${day}`);
    expect(history).toEqual([
      expect.objectContaining({
        userId: moved.userId,
        from: expect.stringMatching(/^Ladder 2|^Station 2/),
        to: "Station 1",
      }),
    ]);
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
