/** The users module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { id, member, type RouteSpec, read } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  // users and profile
  "PATCH /api/profile": { ...member, body: () => ({ firstName: "Written" }) },
  "POST /api/profile/password": {
    ...member,
    allowPendingPassword: true,
    body: () => ({ currentPassword: "not-the-password", newPassword: "a new password 1" }),
  },
  "POST /api/users/invite": {
    access: "admin",
    body: (target) => ({
      firstName: "Written",
      lastName: "Member",
      email: `written.${target.agencyId.slice(0, 8)}@example.org`,
      role: "emt",
    }),
  },
  "PATCH /api/users/:id": {
    access: "admin",
    params: id("member"),
    body: () => ({ firstName: "Written", role: "officer" }),
    readBack: read((c) => `/api/agencies/${c.agencyId}/users`),
  },
  "POST /api/users/:id/reset-password": {
    access: "admin",
    params: id("member"),
    readBack: read((c) => `/api/agencies/${c.agencyId}/users`),
  },
  "DELETE /api/users/:id": {
    access: "admin",
    params: id("member"),
    readBack: read((c) => `/api/agencies/${c.agencyId}/users`),
  },
  "DELETE /api/users/:id/sessions": {
    access: "admin",
    // The emt's: signed in, so a wrongly allowed call would show in the sessions fingerprint.
    params: (c) => ({ id: c.emt.id }),
    readBack: read((c) => `/api/agencies/${c.agencyId}/users`),
  },
};
