/** The automations module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, id, owned, type RouteSpec, read } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  // workflow automation (admin only, Pro)
  "GET /api/automations": { access: "admin", ...owned },
  "POST /api/automations": {
    access: "admin",
    body: (_t, r) => ({
      name: "Written",
      trigger: { type: "cert_expiring", days: 30 },
      actions: [{ type: "notify", toMember: true, userIds: [r.officer.id], channels: ["email"] }],
    }),
  },
  "PATCH /api/automations/:id": {
    access: "admin",
    params: id("automationRule"),
    body: () => ({ name: "Written", enabled: false }),
    readBack: read(() => "/api/automations"),
  },
  "DELETE /api/automations/:id": {
    access: "admin",
    params: id("automationRule"),
    readBack: read(() => "/api/automations"),
  },
  "GET /api/automations/:id/runs": { access: "admin", params: id("automationRule"), ...blind },
};
