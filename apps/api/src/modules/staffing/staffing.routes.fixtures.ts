/** The staffing module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, id, isoDay, member, owned, type RouteSpec, read } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  // staffing (minimum staffing rules, gaps, settings)
  "GET /api/staffing/rules": { ...member, ...owned },
  "POST /api/staffing/rules": {
    access: "manager",
    body: (_t, r) => ({
      name: "Written",
      minimumStaff: 2,
      startTime: "08:00",
      endTime: "20:00",
      equipmentId: r.equipment,
    }),
  },
  "PATCH /api/staffing/rules/:id": {
    access: "manager",
    params: id("staffingRule"),
    body: (_t, r) => ({ name: "Changed", equipmentId: r.equipment }),
    readBack: read(() => "/api/staffing/rules"),
  },
  "DELETE /api/staffing/rules/:id": {
    access: "manager",
    params: id("staffingRule"),
    readBack: read(() => "/api/staffing/rules"),
  },
  "GET /api/staffing/gaps": {
    ...member,
    query: () => ({ startDate: isoDay(0), endDate: isoDay(6) }),
    ...owned,
  },
  "GET /api/staffing/settings": { ...member, ...blind },
  "PATCH /api/staffing/settings": { access: "admin", body: () => ({ fatigueLimitHours: 60 }) },
};
