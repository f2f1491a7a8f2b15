/** The auth module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, member, type RouteSpec } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  // auth (the public ones are in EXCLUDED)
  "GET /api/user": { ...member, ...blind, allowPendingPassword: true },
};

/** Registered routes the table leaves out on purpose, each with why. */
export const EXCLUDED: Record<string, string> = {
  "POST /api/register": "public sign-up (auth.test.ts)",
  "POST /api/register/confirm":
    "public sign-up confirmation, the emailed token is the credential (auth.test.ts)",
  "POST /api/login": "public sign-in (auth.test.ts)",
  "GET /api/login": "public redirect to the identity provider, or to the sign-in page (oidc.test.ts)",
  "GET /api/login/callback":
    "public single sign-on answer, the provider's code is the credential (oidc.test.ts)",
  "GET /api/auth/providers":
    "public: whether single sign-on is on, installation-wide, no agency data (oidc.test.ts)",
  "GET /api/logout": "public sign-out (same-origin navigation only)",
  "POST /api/logout": "public sign-out",
  "POST /api/password-reset-request": "public reset request (auth.test.ts)",
  "POST /api/password-reset-confirm": "public reset confirm, the token is the credential (auth.test.ts)",
};

/** Its routes that answer something other than JSON, with what (test/response-schemas.test.ts). */
export const NOT_JSON: Record<string, string> = {
  "GET /api/login": "redirect to the identity provider or the sign-in page",
  "GET /api/login/callback":
    "redirect after single sign-on (the app, or the sign-in page explaining a refusal)",
  "GET /api/logout": "redirect to / after signing out",
  "POST /api/logout": "204, no body",
};
