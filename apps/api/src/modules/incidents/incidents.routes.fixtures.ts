/** The incidents module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, id, isoDay, member, owned, type RouteSpec, read } from "../../test/route-spec";
import { CAD_DISPATCH_EXAMPLE } from "./neris/cad.openapi";

export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/incidents": { ...member, ...owned },
  "POST /api/incidents": {
    ...member,
    body: (_t, r) => ({
      incidentType: "medical",
      reportDate: isoDay(-1),
      incidentDate: `${isoDay(-1)}T03:00`,
      location: "Written",
      description: "Written",
      reportingOfficerId: r.officer.id,
      responderIds: [r.firefighter.id],
      apparatusIds: [r.equipment],
    }),
  },
  "GET /api/incidents/analytics": { ...member, ...blind },
  "GET /api/incidents/compliance": { ...member, ...blind },
  "GET /api/incidents/export.csv": { ...member, ...owned },
  // Completed reports only, and the route table's report is a draft: neris/neris.test.ts shows each agency
  // its own completed reports in it.
  "GET /api/incidents/export.neris.json": { ...member, ...blind },
  "GET /api/incidents/:id": { ...member, params: id("incident"), ...owned },
  "PATCH /api/incidents/:id": {
    ...member,
    params: id("incident"),
    body: (_t, r) => ({
      location: "Written",
      reportingOfficerId: r.officer.id,
      responderIds: [r.emt.id],
      apparatusIds: [r.equipment],
    }),
    readBack: read((c) => `/api/incidents/${c.incident}`),
  },
  "DELETE /api/incidents/:id": {
    access: "manager",
    params: id("incident"),
    readBack: read((c) => `/api/incidents/${c.incident}`),
  },
  "GET /api/incidents/:id/history": { ...member, params: id("incident"), ...owned },
  "GET /api/incidents/:id/pdf": { ...member, params: id("incident"), ...owned },
  // Paths and messages: nothing of the report itself (another agency's id answers 404).
  "GET /api/incidents/:id/neris/validation": { ...member, params: id("incident"), ...blind },
  // For API keys only (a member's session answers 403): neris/cad.test.ts calls it with a cad key.
  "POST /api/cad/incidents": { ...member, body: () => CAD_DISPATCH_EXAMPLE },
  // Settings → NERIS: the agency's own row (none until saved); the secret is never answered.
  "GET /api/incidents/neris/settings": { access: "admin", ...blind },
  "PUT /api/incidents/neris/settings": { access: "admin", body: () => ({ entityId: "FD24027240" }) },
  "GET /api/incidents/neris/attention": { access: "manager", ...blind },
  // The route table's report is a draft and its agency has no NERIS client: 409, never a submission;
  // neris/neris.submit.test.ts submits.
  "POST /api/incidents/:id/neris/submit": {
    access: "manager",
    params: id("incident"),
    readBack: read((c) => `/api/incidents/${c.incident}`),
  },
};
