/** The equipment module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, id, isoDay, member, owned, type RouteSpec, read } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/equipment": { ...member, ...owned },
  "GET /api/equipment/:id": { ...member, params: id("equipment"), ...owned },
  "POST /api/equipment": { access: "admin", body: () => ({ name: "Written", type: "ladder" }) },
  "PATCH /api/equipment/:id": {
    access: "admin",
    params: id("equipment"),
    body: () => ({ name: "Written", status: "maintenance" }),
    readBack: read((c) => `/api/equipment/${c.equipment}`),
  },
  "DELETE /api/equipment/:id": {
    access: "admin",
    params: id("equipment"),
    readBack: read((c) => `/api/equipment/${c.equipment}`),
  },
  "POST /api/equipment/:id/maintenance": {
    access: "admin",
    params: id("equipment"),
    body: () => ({ performedOn: isoDay(-1), notes: "Written", costCents: 100 }),
    readBack: read((c) => `/api/equipment/${c.equipment}`),
  },
  "GET /api/equipment/:id/qr.svg": { ...member, params: id("equipment"), ...blind },
  "GET /api/equipment/:id/label.pdf": { ...member, params: id("equipment"), ...owned },
  "GET /api/equipment/reports/inventory.csv": { ...member, ...owned },
  "GET /api/equipment/reports/inventory.pdf": { ...member, ...owned },
  "GET /api/equipment/reports/maintenance.csv": { ...member, ...owned },
  "GET /api/equipment/reports/maintenance.pdf": { ...member, ...owned },
  "GET /api/equipment/reports/readiness.csv": { ...member, ...blind },
  "GET /api/equipment/reports/readiness.pdf": { ...member, ...owned },
  "GET /api/equipment/reports/costs.csv": { ...member, ...owned },
  "GET /api/equipment/reports/costs.pdf": { ...member, ...owned },
};
