/** The ePCR module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import type { CatalogueStep } from "../../test/fixtures";
import { blind, id, isoDay, member, owned, type RouteSpec, read } from "../../test/route-spec";
import { chestPainReport } from "./nemsis/nemsis.fixtures";

const { id: _id, ...complete } = chestPainReport;

/**
 * The firefighter's report of the catalogue's incident (they responded to it: crew), a closed one of theirs
 * (addenda and QA act on it), and a facility with the marker in its name.
 */
export const CATALOGUE: CatalogueStep = async ({ app, c, call }) => {
  const f = c.firefighter.cookie;
  // Settings the exports and the submission queue need (the worker does not run in tests).
  await call(
    app,
    "PUT",
    "/api/pcr/settings",
    c.admin.cookie,
    { ...NEMSIS_SETTINGS, agencyNumber: c.marker.slice(-15) },
    200,
  );
  const draft = await call(app, "POST", "/api/pcr", f, {
    incidentId: c.incident,
    content: { narrative: `Narrative ${c.marker}` },
  });
  const closed = await call(app, "POST", "/api/pcr", f, {
    content: { ...complete, pcrNumber: `PCR-${c.marker}` },
  });
  await call(app, "POST", `/api/pcr/${closed.id}/close`, f, undefined, 200);
  // Opened once, so its access log has an entry.
  await call(app, "GET", `/api/pcr/${draft.id}`, f);
  const { facilities } = await call(
    app,
    "PUT",
    "/api/pcr/facilities",
    c.admin.cookie,
    { facilities: [{ name: `General ${c.marker}` }] },
    200,
  );
  return { pcr: draft.id, closedPcr: closed.id, facility: facilities[0].id };
};

export const NEMSIS_SETTINGS = {
  stateId: "NC-0042",
  stateCode: "37",
  counties: ["37183"],
  serviceType: "9920001",
  levelOfService: "9917005",
  organizationStatus: "1016001",
  organizationalType: "9912001",
  taxStatus: "1018003",
  emd: "1213003",
  protocols: ["9914001"],
  endpoint: "http://127.0.0.1:9/nemsis",
  username: "catalogue",
  organization: "catalogue",
  password: "catalogue password",
};

const pcrBack = (key: string) => read((c) => `/api/pcr/${c.added[key]}`);

export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/pcr": { ...member, ...owned },
  "POST /api/pcr": { ...member, body: (_t, r) => ({ incidentId: r.incident }) },
  "GET /api/pcr/reviewers": { access: "admin", ...blind },
  "PUT /api/pcr/reviewers": { access: "admin", body: (_t, r) => ({ userIds: [r.officer.id] }) },
  "GET /api/pcr/facilities": { ...member, ...owned },
  "PUT /api/pcr/facilities": {
    access: "admin",
    body: () => ({ facilities: [{ name: "Written" }] }),
  },
  "GET /api/pcr/:id": { ...member, params: id("pcr"), ...owned },
  "PATCH /api/pcr/:id": {
    ...member,
    params: id("pcr"),
    body: () => ({ content: { narrative: "Written" } }),
    readBack: pcrBack("pcr"),
  },
  "POST /api/pcr/:id/close": { ...member, params: id("pcr"), readBack: pcrBack("pcr") },
  "POST /api/pcr/:id/addenda": {
    ...member,
    params: id("closedPcr"),
    body: () => ({ reason: "Written" }),
    readBack: pcrBack("closedPcr"),
  },
  "POST /api/pcr/:id/qa/comments": {
    ...member,
    params: id("closedPcr"),
    body: () => ({ text: "Written" }),
    readBack: pcrBack("closedPcr"),
  },
  "POST /api/pcr/:id/qa/return": {
    ...member,
    params: id("closedPcr"),
    body: () => ({ reason: "Written" }),
    readBack: pcrBack("closedPcr"),
  },
  "POST /api/pcr/:id/submit": { ...member, params: id("closedPcr"), readBack: pcrBack("closedPcr") },
  "GET /api/pcr/export/ems": {
    access: "manager",
    query: () => ({ from: isoDay(-1), to: isoDay(1) }),
    ...owned,
  },
  "GET /api/pcr/export/dem": { access: "admin", ...owned },
  "POST /api/pcr/:id/qa/review": { ...member, params: id("closedPcr"), readBack: pcrBack("closedPcr") },
  "GET /api/pcr/:id/pdf": { ...member, params: id("pcr"), ...owned },
  "GET /api/pcr/:id/access-log": { access: "admin", params: id("pcr"), ...owned },
  "GET /api/pcr/settings": { access: "admin", ...blind },
  "PUT /api/pcr/settings": {
    access: "admin",
    body: () => ({ stateId: "NC-0042", agencyNumber: "4242", stateCode: "37", counties: ["37183"] }),
  },
};
