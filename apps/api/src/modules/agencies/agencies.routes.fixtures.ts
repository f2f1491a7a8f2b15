/** The agencies module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { agency, blind, member, owned, type RouteSpec, read } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/agencies/:agencyId": { ...member, params: agency, ...owned },
  "GET /api/agencies/:agencyId/users": { ...member, params: agency, ...owned },
  "GET /api/agencies/:agencyId/audit-logs": { access: "admin", params: agency, ...owned },
  "GET /api/agencies/:agencyId/audit-logs/export.csv": { access: "admin", params: agency, ...owned },
  "GET /api/agencies/:agencyId/audit-logs/record-types": { access: "admin", params: agency, ...blind },

  // branding: the logo upload flow (the upload's token is the credential, checked in branding.test.ts)
  "POST /api/objects/upload": { access: "admin" },
  "PUT /api/objects/upload": { access: "admin", query: () => ({ token: "not-a-token" }) },
  "PUT /api/agencies/:agencyId/logo": {
    access: "admin",
    params: agency,
    body: () => ({ logoURL: "/api/objects/upload?token=not-a-token" }),
    readBack: read((c) => `/api/agencies/${c.agencyId}`),
  },
  "GET /api/agencies/:agencyId/logo": { ...member, params: agency, ...blind },
  "PATCH /api/agencies/:agencyId/brand-colors": {
    access: "admin",
    params: agency,
    body: () => ({ primaryColor: "#1F3A5F", secondaryColor: "#7FD1FF" }),
    readBack: read((c) => `/api/agencies/${c.agencyId}`),
  },
};

/** Registered routes the table leaves out on purpose, each with why. */
export const EXCLUDED: Record<string, string> = {
  "GET /api/brand":
    "public: the brand of the agency the request's host name serves, what its sign-in page shows; no member data (branding.test.ts)",
  "GET /api/brand/logo": "public: that agency's logo, for its sign-in page (branding.test.ts)",
};
