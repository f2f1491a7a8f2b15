/** The board module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { randomUUID } from "node:crypto";
import { asPlatform } from "../../db/client";
import { apparatusPositions, equipment, stations } from "../../db/schema/equipment";
import { shifts } from "../../db/schema/scheduling";
import type { CatalogueStep } from "../../test/fixtures";
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
  await asPlatform(db, { agencyId: c.agencyId, userId: null }, async (tx) => {
    await tx
      .insert(stations)
      .values({ id: station, agencyId: c.agencyId, name: `Station ${c.marker}`, number: "1" });
    await tx.insert(equipment).values({
      id: engine,
      agencyId: c.agencyId,
      name: `Engine ${c.marker}`,
      type: "engine",
      stationId: station,
    });
    await tx.insert(apparatusPositions).values({
      id: seat,
      agencyId: c.agencyId,
      equipmentId: engine,
      name: `Officer ${c.marker}`,
      sortOrder: 0,
    });
    await tx.insert(shifts).values({
      id: shift,
      agencyId: c.agencyId,
      userId: c.officer.id,
      title: `Engine ${c.marker}`,
      startTime: new Date(now),
      endTime: new Date(now + 8 * 3_600_000),
      status: "scheduled",
      stationId: station,
      equipmentId: engine,
      positionId: seat,
    });
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
