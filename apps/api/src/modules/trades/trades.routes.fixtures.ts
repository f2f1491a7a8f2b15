/** The trades module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, id, member, owned, type RouteSpec, read } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  // shift trades and the trade ledger
  "GET /api/trades": { ...member, ...owned },
  "GET /api/trades/eligible": { ...member, query: (c) => ({ shiftId: c.shift }), ...owned },
  "POST /api/trades": {
    ...member,
    body: (_t, r) => ({ shiftId: r.shift, toUserId: r.officer.id, kind: "giveaway", note: "Written" }),
  },
  "POST /api/trades/:id/accept": { ...member, params: id("trade"), readBack: read(() => "/api/trades") },
  "POST /api/trades/:id/approve": {
    access: "manager",
    params: id("trade"),
    readBack: read(() => "/api/trades"),
  },
  "POST /api/trades/:id/decline": {
    access: "manager",
    params: id("trade"),
    readBack: read(() => "/api/trades"),
  },
  "POST /api/trades/:id/cancel": { ...member, params: id("trade"), readBack: read(() => "/api/trades") },
  "GET /api/trades/ledger": { ...member, ...blind },
};
