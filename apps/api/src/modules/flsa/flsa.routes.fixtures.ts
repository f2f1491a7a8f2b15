/** The flsa module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, isoDay, member, owned, type RouteSpec, read } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  // FLSA 7(k) work periods
  "GET /api/flsa/report": { access: "manager", ...owned },
  "GET /api/flsa/report.csv": { access: "manager", ...owned },
  "GET /api/flsa/me": { ...member, ...blind },
  "GET /api/flsa/projection": {
    access: "manager",
    query: (c) => ({
      userId: c.firefighter.id,
      startTime: `${isoDay(1)}T07:00`,
      endTime: `${isoDay(2)}T07:00`,
    }),
    ...blind,
  },
  "PATCH /api/flsa/exemptions/:userId": {
    access: "admin",
    params: (c) => ({ userId: c.emt.id }),
    body: () => ({ exempt: true }),
    readBack: read(() => "/api/flsa/report"),
  },
};
