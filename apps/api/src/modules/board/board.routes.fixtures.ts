/** The board module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { randomUUID } from "node:crypto";
import type { CatalogueStep } from "../../test/fixtures";
import { insertFleetRows } from "../../test/fleet";
import { blind, isoDay, member, owned, type RouteSpec } from "../../test/route-spec";

/**
 * A station (marker in its name) housing an engine with an officer's seat; the officer's shift from now on
 * that seat, then moved on the board onto the station unseated (today's history holds the move).
 */
export const CATALOGUE: CatalogueStep = async ({ app, db, c, call }) => {
  const station = randomUUID();
  const engine = randomUUID();
  const seat = randomUUID();
  const shift = randomUUID();
  const now = Date.now();
  await insertFleetRows(db, c.agencyId, {
    stations: [{ id: station, name: `Station ${c.marker}`, number: "1" }],
    equipment: [{ id: engine, name: `Engine ${c.marker}`, type: "engine", stationId: station }],
    positions: [{ id: seat, equipmentId: engine, name: `Officer ${c.marker}`, sortOrder: 0 }],
    shifts: [
      {
        id: shift,
        userId: c.officer.id,
        title: `Engine ${c.marker}`,
        startTime: new Date(now),
        endTime: new Date(now + 8 * 3_600_000),
        status: "scheduled",
        stationId: station,
        equipmentId: engine,
        positionId: seat,
      },
    ],
  });
  const move = await call(app, "POST", "/api/board/moves", c.admin.cookie, {
    userId: c.officer.id,
    shiftId: shift,
    stationId: station,
  });
  return {
    boardStation: station,
    boardEngine: engine,
    boardPosition: seat,
    boardShift: shift,
    boardMove: move.id,
  };
};

export const ROUTES: Record<string, RouteSpec> = {
  // the day's board
  "GET /api/board": { ...member, ...owned },
  "GET /api/board/my-day": { ...member, ...blind },
  "POST /api/board/moves": {
    access: "manager",
    body: (_t, r) => ({
      userId: r.emt.id,
      positionId: r.added.boardPosition,
      startTime: `${isoDay(40)}T10:00:00Z`,
      endTime: `${isoDay(40)}T14:00:00Z`,
    }),
  },
  "GET /api/board/history": { access: "manager", ...owned },
  "GET /api/board/candidates": {
    access: "manager",
    query: (c) => ({ positionId: c.added.boardPosition }),
    ...owned,
  },
  "GET /api/board/roster.pdf": { access: "manager", ...owned },
  "GET /api/board/roster.csv": { access: "manager", ...owned },
};
