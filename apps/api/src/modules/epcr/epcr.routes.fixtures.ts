/** The ePCR module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, type RouteSpec } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/pcr/settings": { access: "admin", ...blind },
  "PUT /api/pcr/settings": {
    access: "admin",
    body: () => ({ stateId: "NC-0042", agencyNumber: "4242", stateCode: "37", counties: ["37183"] }),
  },
};
