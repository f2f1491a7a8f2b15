/** The export module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { owned, type RouteSpec } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  // export (file downloads of the whole agency)
  "GET /api/export/agency-data": { access: "admin", ...owned },
  "GET /api/export/agency-data.zip": { access: "admin", ...owned },
};
