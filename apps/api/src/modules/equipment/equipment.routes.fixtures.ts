/** The equipment module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import type { CatalogueStep } from "../../test/fixtures";
import { blind, id, isoDay, member, owned, type RouteSpec, read } from "../../test/route-spec";

/** A station (marker in its name) housing the catalogue's engine, which gets one riding position. */
export const CATALOGUE: CatalogueStep = async ({ app, c, call }) => {
  const a = c.admin.cookie;
  const station = await call(app, "POST", "/api/stations", a, {
    name: `Station ${c.marker}`,
    number: "9",
    address: `9 ${c.marker} Street`,
  });
  await call(app, "PATCH", `/api/equipment/${c.equipment}`, a, { stationId: station.id });
  const [seat] = await call(app, "PUT", `/api/equipment/${c.equipment}/positions`, a, {
    positions: [{ name: `Officer ${c.marker}`, requiredCertifications: [] }],
  });
  return { station: station.id, position: seat.id };
};

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
  "GET /api/stations": { ...member, ...owned },
  "POST /api/stations": { access: "admin", body: () => ({ name: "Written", number: "7" }) },
  "PATCH /api/stations/:id": {
    access: "admin",
    params: id("station"),
    body: () => ({ name: "Written" }),
    readBack: read(() => "/api/stations"),
  },
  "DELETE /api/stations/:id": {
    access: "admin",
    params: id("station"),
    readBack: read(() => "/api/stations"),
  },
  "GET /api/equipment/:id/positions": { ...member, params: id("equipment"), ...owned },
  "PUT /api/equipment/:id/positions": {
    access: "admin",
    params: id("equipment"),
    body: () => ({ positions: [{ name: "Written", requiredCertifications: [] }] }),
    readBack: read((c) => `/api/equipment/${c.equipment}/positions`),
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
