/** The compliance module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, id, isoDay, member, owned, type RouteSpec, read } from "../../test/route-spec";

const certsBack = read(() => "/api/certifications");

export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/certifications": { ...member, ...owned },
  "GET /api/certifications/expiring": { ...member, ...owned },
  "POST /api/certifications": {
    ...member,
    body: (_t, r) => ({ userId: r.officer.id, name: "Written", expirationDate: isoDay(90) }),
  },
  "PATCH /api/certifications/:id": {
    ...member,
    params: id("certification"),
    body: (_t, r) => ({ name: "Written", userId: r.officer.id }),
    readBack: certsBack,
  },
  "DELETE /api/certifications/:id": { ...member, params: id("certification"), readBack: certsBack },
  "POST /api/certifications/:id/remind": {
    access: "manager",
    params: id("certification"),
    readBack: certsBack,
  },
  "POST /api/certifications/:id/document": {
    ...member,
    params: id("certification"),
    readBack: certsBack,
    multipart: true,
  },
  "GET /api/certifications/:id/document": { ...member, params: id("document"), ...blind },
  "DELETE /api/certifications/:id/document": {
    ...member,
    params: id("document"),
    readBack: read((c) => `/api/certifications/${c.document}/document`),
  },
  "GET /api/compliance/required-certifications": { ...member, ...owned },
  "POST /api/compliance/required-certifications": {
    access: "admin",
    body: () => ({ name: "Written", role: "emt" }),
  },
  "DELETE /api/compliance/required-certifications/:id": {
    access: "admin",
    params: id("requiredCertification"),
    readBack: read(() => "/api/compliance/required-certifications"),
  },
  "GET /api/compliance/requirements-check": {
    ...member,
    query: (c) => ({ userId: c.firefighter.id }),
    ...owned,
  },
  "GET /api/compliance/reports/summary.csv": { ...member, ...owned },
  "GET /api/compliance/reports/summary.pdf": { ...member, ...owned },
  "GET /api/compliance/reports/expiration.csv": { ...member, ...owned },
  "GET /api/compliance/reports/audit.csv": { ...member, ...owned },
  "GET /api/compliance/reports/audit.pdf": { ...member, ...owned },
  "GET /api/compliance/reports/gaps.csv": { ...member, ...owned },
};
