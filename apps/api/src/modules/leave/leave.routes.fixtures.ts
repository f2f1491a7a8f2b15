/** The leave module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, id, isoDay, member, owned, type RouteSpec, read } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/leave-requests": { ...member, ...owned },
  "POST /api/leave-requests": {
    ...member,
    body: () => ({ type: "vacation", startDate: isoDay(40), endDate: isoDay(41), notes: "Written" }),
  },
  "PATCH /api/leave-requests/:id": {
    ...member,
    params: id("leaveRequest"),
    body: () => ({ status: "denied" }),
    readBack: read(() => "/api/leave-requests"),
  },
  "GET /api/leave-requests/:id/impact": { access: "manager", params: id("leaveRequest"), ...blind },
  "GET /api/leave-balances": { ...member, ...owned },
  "PUT /api/leave-balances": {
    access: "manager",
    body: (_t, r) => ({
      userId: r.firefighter.id,
      type: "vacation",
      hours: 40,
      reason: "Carried from the old system",
    }),
  },
  "GET /api/leave-ledger": { ...member, ...blind },
};
