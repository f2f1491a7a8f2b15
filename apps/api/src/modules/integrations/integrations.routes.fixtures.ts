/** The integrations module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, id, owned, type RouteSpec, read } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  // integrations (admin only; no API key reaches them: integrations.test.ts)
  "GET /api/api-keys": { access: "admin", ...owned },
  "POST /api/api-keys": { access: "admin", body: () => ({ name: "Written", scopes: ["shifts:read"] }) },
  "DELETE /api/api-keys/:id": {
    access: "admin",
    params: id("apiKey"),
    readBack: read(() => "/api/api-keys"),
  },
  "GET /api/webhooks": { access: "admin", ...owned },
  "POST /api/webhooks": {
    access: "admin",
    body: () => ({ url: "https://93.184.216.34/written", events: ["incident.created"] }),
  },
  "DELETE /api/webhooks/:id": {
    access: "admin",
    params: id("webhook"),
    readBack: read(() => "/api/webhooks"),
  },
  "GET /api/webhooks/:id/deliveries": { access: "admin", params: id("webhook"), ...blind },
};
