/** The universe module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { randomUUID } from "node:crypto";
import { uniqueEmail } from "../../test/harness";
import { blind, id, type RouteSpec } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  // universe (the operator portal): operators see every agency by design, so the cross-agency read and
  // 404 suites skip them (universe.test.ts covers them); the role refusals and fuzzing still apply.
  "GET /api/universe/agencies": { access: "operator", ...blind, as: "operator" },
  "GET /api/universe/summary": { access: "operator", ...blind, as: "operator" },
  "GET /api/universe/mail-outbox": { access: "operator", ...blind, as: "operator" },
  "GET /api/universe/agencies/:id": {
    access: "operator",
    params: id("platformAgency"),
    ...blind,
    as: "operator",
  },
  "PATCH /api/universe/agencies/:id/suspend": {
    access: "operator",
    params: id("platformAgency"),
    as: "operator",
  },
  "PATCH /api/universe/agencies/:id/activate": {
    access: "operator",
    params: id("platformAgency"),
    as: "operator",
  },
  "PATCH /api/universe/agencies/:id/host-name": {
    access: "operator",
    params: id("platformAgency"),
    as: "operator",
    body: () => ({ hostName: `agency-${randomUUID().slice(0, 8)}.example.org` }),
  },
  "PATCH /api/universe/agencies/:id/plan": {
    access: "operator",
    params: id("platformAgency"),
    as: "operator",
    body: () => ({ subscriptionTier: "standard", trialEndsAt: null }),
  },
  "POST /api/universe/agencies": {
    access: "operator",
    as: "operator",
    body: (target) => ({
      agency: {
        name: `New ${target.marker}`,
        type: "fire",
        subscriptionTier: "pro",
        subscriptionStatus: "active",
      },
      admin: { email: uniqueEmail(), password: "new-agency-pass", firstName: "New", lastName: "Admin" },
    }),
  },
};
