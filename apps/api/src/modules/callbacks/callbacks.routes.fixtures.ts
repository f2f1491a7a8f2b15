/** The callbacks module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { id, member, owned, type RouteSpec, read } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  // overtime call-back
  "GET /api/callbacks": { ...member, ...owned },
  "POST /api/callbacks": { access: "manager", body: (_t, r) => ({ shiftId: r.openShift }) },
  "POST /api/callbacks/for-gap": {
    access: "manager",
    body: (_t, r) => {
      // A gap three weeks ahead, 07:00 to 19:00 UTC: each call makes its own open shift.
      const day = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
      return { ruleId: r.staffingRule, start: `${day}T07:00:00Z`, end: `${day}T19:00:00Z` };
    },
  },
  "GET /api/callbacks/:id": { ...member, params: id("callback"), ...owned },
  "POST /api/callbacks/:id/respond": {
    ...member,
    params: id("callback"),
    body: () => ({ accept: false }),
    readBack: read((c) => `/api/callbacks/${c.callback}`),
  },
  "POST /api/callbacks/:id/award": {
    access: "manager",
    params: id("callback"),
    body: (_t, r) => ({ userId: r.officer.id }),
    readBack: read((c) => `/api/callbacks/${c.callback}`),
  },
  "POST /api/callbacks/:id/charge": {
    access: "manager",
    params: id("callback"),
    body: (_t, r) => ({ userId: r.officer.id }),
    readBack: read((c) => `/api/callbacks/${c.callback}`),
  },
  "POST /api/callbacks/:id/close": {
    access: "manager",
    params: id("callback"),
    readBack: read((c) => `/api/callbacks/${c.callback}`),
  },
};
