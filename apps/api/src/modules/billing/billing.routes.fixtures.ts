/** The billing module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, member, type RouteSpec } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  // billing (Stripe: the generated suites run against the stand-in, see route-table.ts)
  "POST /api/create-checkout-session": {
    access: "admin",
    body: () => ({ priceId: "price_standard_monthly", tier: "standard" }),
  },
  "POST /api/create-portal-session": { access: "admin" },
  "GET /api/billing/status": { ...member, ...blind },
};

/** Registered routes the table leaves out on purpose, each with why. */
export const EXCLUDED: Record<string, string> = {
  "POST /api/stripe/webhook":
    "public, called by Stripe and proven by its signature over the raw body, no agency row in the path (billing.test.ts)",
};
