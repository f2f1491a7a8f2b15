/** The dashboard module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, member, owned, type RouteSpec } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/dashboard": { ...member, ...owned },
  "GET /api/dashboard/stats": { ...member, ...blind },
  "GET /api/dashboard/today": { ...member, ...owned },
  "GET /api/dashboard/alerts": { ...member, ...owned },
  "GET /api/dashboard/compliance": { ...member, ...owned },
  "GET /api/dashboard/equipment": { ...member, ...owned },
  "GET /api/dashboard/incidents": { ...member, ...owned },
  "GET /api/dashboard/activity": { ...member, ...owned },
};
