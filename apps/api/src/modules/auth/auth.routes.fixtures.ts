/** The auth module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, id, member, type RouteSpec, read } from "../../test/route-spec";

/** A second factor's own routes: reachable with a temporary password (the second step comes first). */
const step = { ...member, allowPendingPassword: true } as const;
const code = () => ({ code: "123456" });
const webAuthn = () => ({
  response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: {}, clientExtensionResults: {} },
});

export const ROUTES: Record<string, RouteSpec> = {
  // auth (the public ones are in EXCLUDED)
  "GET /api/user": { ...member, ...blind, allowPendingPassword: true },
  // second factors (decision 032): the second step answers 409 outside a pending sign-in
  "POST /api/auth/second-step/totp": { ...step, body: code },
  "POST /api/auth/second-step/recovery": { ...step, body: () => ({ code: "AAAA-BBBB-CCCC" }) },
  "POST /api/auth/second-step/passkey/options": { ...step },
  "POST /api/auth/second-step/passkey": { ...step, body: webAuthn },
  "GET /api/auth/factors": { ...step, ...blind },
  "POST /api/auth/totp/setup": { ...step },
  "POST /api/auth/totp/confirm": { ...step, body: code },
  "DELETE /api/auth/totp": { ...step },
  "POST /api/auth/recovery-codes": { ...step },
  "POST /api/auth/passkeys/options": { ...step },
  "POST /api/auth/passkeys": { ...step, body: webAuthn },
  "DELETE /api/auth/passkeys/:id": { ...step, tokenInPath: true, params: () => ({ id: "AAAA" }) },
  "GET /api/auth/second-factor-rule": { access: "admin", ...blind },
  "PUT /api/auth/second-factor-rule": { access: "admin", body: () => ({ rule: "admins" }) },
  "DELETE /api/auth/members/:id/second-factors": {
    access: "admin",
    params: id("member"),
    readBack: read((c) => `/api/agencies/${c.agencyId}/users`),
  },
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
  "POST /api/auth/passkey/options": "public: a passkey sign-in's challenge (factors.test.ts)",
  "POST /api/auth/passkey":
    "public passkey sign-in, the signed challenge is the credential (factors.test.ts)",
  "POST /api/password-reset-request": "public reset request (auth.test.ts)",
  "POST /api/password-reset-confirm": "public reset confirm, the token is the credential (auth.test.ts)",
};
