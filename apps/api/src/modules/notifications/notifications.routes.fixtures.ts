/** The notifications module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, id, member, type RouteSpec, read } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/notifications": { ...member, ...blind },
  "GET /api/notifications/count": { ...member, ...blind },
  "PATCH /api/notifications/:id/read": {
    ...member,
    params: id("notification"),
    readBack: read(() => "/api/notifications", "firefighter"),
    as: "firefighter",
  },
  "POST /api/notifications/read-all": { ...member },
};
