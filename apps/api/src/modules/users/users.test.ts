/**
 * User management through the HTTP API: invite (with its email and temporary password), the temporary
 * password flow, edit, admin password reset, soft delete, the self and last-admin rules, roles and agency
 * isolation.
 */
import { randomUUID } from "node:crypto";
import { USER_MESSAGES } from "@rollcall/shared/users";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withAgency } from "../../db/client";
import { auditLogs } from "../../db/schema/audit";
import { sessions } from "../../db/schema/auth";
import { userAgencies, users } from "../../db/schema/users";
import { verifyPassword } from "../../lib/passwords";
import type { AgencyScope } from "../../plugins/auth";
import { agencyScope, PASSWORD_CHANGE_REQUIRED } from "../../plugins/auth";
import { createTestApp, type SignedUp, sessionCookie, signUpAgency, uniqueEmail } from "../../test/harness";
import { addMember, logIn, signIn } from "../../test/members";
import { type Json, twoAgencies } from "../../test/world";
import { deleteUser, updateUser } from "./users.service";

// a: agency A's admin, b: agency B's admin
const { t, a, b, officer, firefighter, emt, call } = twoAgencies({
  agencies: ["Riverside Fire & Rescue", "Lakeside EMS"],
  agencyA: { firstName: "Dana", lastName: "Reyes" },
});
const roleMembers = { officer, firefighter, emt };

const invitee = (extra: Json = {}): Json => ({
  firstName: "Riley",
  lastName: "Chen",
  email: uniqueEmail("riley"),
  role: "officer",
  ...extra,
});

async function invite(cookie: string, extra: Json = {}) {
  const res = await call("POST", "/api/users/invite", cookie, invitee(extra));
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  return res.json() as { user: { id: string; email: string; role: string }; temporaryPassword: string };
}

const list = async (admin: SignedUp) =>
  (await call("GET", `/api/agencies/${admin.user.agencyId}/users`, admin.cookie)).json() as Array<{
    id: string;
    email: string;
    role: string;
    firstName: string;
    platoon: string | null;
  }>;

const login = (email: string, password: string) => logIn(t.app, email, password);

async function stored(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Either admin may have lost (and been signed out), so this reads the database, not the list. */
const currentAdmins = (agencyId: string) =>
  t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.role, "admin"), isNull(users.deletedAt)));

/** A second admin in agency A, signed in. */
async function secondAdmin(agencyId = a.user.agencyId) {
  const member = await addMember(t.db, agencyId, "admin");
  return { id: member.id, cookie: await signIn(t.app, member.email) };
}

describe("invite", () => {
  it("creates the member with a strong temporary password, stored only as an argon2id hash, shown once", async () => {
    const email = uniqueEmail("Riley.Chen").toUpperCase();
    const res = await call("POST", "/api/users/invite", a.cookie, invitee({ email: `  ${email} ` }));
    expect(res.statusCode).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.user).toMatchObject({
      firstName: "Riley",
      lastName: "Chen",
      email: email.toLowerCase(),
      role: "officer",
      profileImageUrl: null,
      platoon: null,
    });
    expect(Object.keys(body.user).sort()).toEqual(
      ["createdAt", "email", "firstName", "id", "lastName", "platoon", "profileImageUrl", "role"].sort(),
    );
    expect(body.temporaryPassword).toMatch(/^[A-HJ-NP-Za-km-z2-9]{14}$/);

    const row = await stored(body.user.id);
    expect(row.agencyId).toBe(a.user.agencyId);
    expect(row.mustChangePassword).toBe(true);
    expect(row.isUniverseAdmin).toBe(false);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(body.temporaryPassword);
    expect(await verifyPassword(row.passwordHash, body.temporaryPassword)).toBe(true);

    const [membership] = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.select().from(userAgencies).where(eq(userAgencies.userId, body.user.id)),
    );
    expect(membership).toMatchObject({ role: "officer", isActive: true });

    expect((await list(a)).map((m) => m.id)).toContain(body.user.id);

    // Two invitations never share a password.
    const other = await invite(a.cookie);
    expect(other.temporaryPassword).not.toBe(body.temporaryPassword);
  });

  it("emails the invitation with the sign-in address and the temporary password", async () => {
    const before = t.outbox.length;
    const { user, temporaryPassword } = await invite(a.cookie, { firstName: "Sam" });
    const mail = t.outbox.slice(before).find((m) => m.to === user.email);
    expect(mail).toBeDefined();
    // A trial tries every feature, White-label too: the agency's own name, not the product's.
    expect(mail?.subject).toBe("You're invited to join Riverside Fire & Rescue");
    expect(mail?.text).toContain("Hello Sam,");
    expect(mail?.text).toContain("Dana Reyes has added you to Riverside Fire & Rescue's workspace");
    expect(mail?.text).toContain("Sign in at: http://rollcall.test/auth");
    expect(mail?.text).toContain(`Email: ${user.email}`);
    expect(mail?.text).toContain(`Temporary password: ${temporaryPassword}`);
    expect(mail?.text).toContain("asked to choose your own password");
    expect(mail?.html).toContain('href="http://rollcall.test/auth"');
    expect(mail?.html).toContain(temporaryPassword);
    expect(mail?.html).toContain("Riverside Fire &#38; Rescue");
  });

  it("says whether the invitation was emailed: not where the installation has no mail set up", async () => {
    // This suite's app has no SMTP_URL: the invitation goes only to the server's log.
    const bare = await call("POST", "/api/users/invite", a.cookie, invitee());
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ emailed: false, temporaryPassword: expect.any(String) });

    const mailing = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const admin = await signUpAgency(mailing.app);
      const res = await mailing.app.inject({
        method: "POST",
        url: "/api/users/invite",
        headers: { cookie: admin.cookie },
        payload: invitee(),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().emailed).toBe(true);
      await expect.poll(() => mailing.outbox.some((m) => m.to === res.json().user.email)).toBe(true);
    } finally {
      await mailing.close();
    }
  });

  it("still creates the member when the mail server fails (the admin holds the password)", async () => {
    const failing = await createTestApp(
      {},
      { mailer: { send: async () => Promise.reject(new Error("SMTP down")) } },
    );
    try {
      const admin = await signUpAgency(failing.app);
      const res = await failing.app.inject({
        method: "POST",
        url: "/api/users/invite",
        headers: { cookie: admin.cookie },
        payload: invitee(),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().temporaryPassword).toHaveLength(14);
    } finally {
      await failing.close();
    }
  });

  it("makes a firefighter when no role is given", async () => {
    const { role: _role, ...withoutRole } = invitee();
    const res = await call("POST", "/api/users/invite", a.cookie, withoutRole);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe("firefighter");
  });

  it.each([
    ["firstName", "  ", USER_MESSAGES.firstName],
    ["lastName", "", USER_MESSAGES.lastName],
    ["email", "not-an-email", USER_MESSAGES.email],
    ["email", undefined, USER_MESSAGES.email],
    ["role", "chief", USER_MESSAGES.role],
  ])("refuses %s = %j with the spec's message", async (field, value, message) => {
    const res = await call("POST", "/api/users/invite", a.cookie, invitee({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it("refuses an email already in use, in any agency and any letter case, with 409 on the email field", async () => {
    const existing = await invite(a.cookie);
    const sameAgency = await call(
      "POST",
      "/api/users/invite",
      a.cookie,
      invitee({ email: existing.user.email.toUpperCase() }),
    );
    expect(sameAgency.statusCode).toBe(409);
    expect(sameAgency.json()).toEqual({
      message: USER_MESSAGES.emailTaken,
      errors: { email: USER_MESSAGES.emailTaken },
    });
    const otherAgency = await call("POST", "/api/users/invite", a.cookie, invitee({ email: b.user.email }));
    expect(otherAgency.statusCode).toBe(409);
    expect(otherAgency.json().errors.email).toBe(USER_MESSAGES.emailTaken);
  });

  it("frees a deleted member's email for a new invitation", async () => {
    const old = await invite(a.cookie);
    expect((await call("DELETE", `/api/users/${old.user.id}`, a.cookie)).statusCode).toBe(204);
    const again = await call("POST", "/api/users/invite", a.cookie, invitee({ email: old.user.email }));
    expect(again.statusCode).toBe(201);
    expect(again.json().user.id).not.toBe(old.user.id);
  });

  it("never takes the agency or the operator flag from the body", async () => {
    const res = await call(
      "POST",
      "/api/users/invite",
      a.cookie,
      invitee({ agencyId: b.user.agencyId, isUniverseAdmin: true, mustChangePassword: false }),
    );
    expect(res.statusCode).toBe(201);
    const row = await stored(res.json().user.id);
    expect(row).toMatchObject({
      agencyId: a.user.agencyId,
      isUniverseAdmin: false,
      mustChangePassword: true,
    });
    expect((await list(b)).map((m) => m.id)).not.toContain(row.id);
  });

  it("records the invitation in the audit log under the admin's name, without the password hash", async () => {
    const { user } = await invite(a.cookie);
    const entries = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entityType, "users"), eq(auditLogs.entityId, user.id))),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "create", userId: a.user.id });
    expect(JSON.stringify(entries[0].changeDetails)).not.toContain("argon2");
  });
});

describe("temporary password", () => {
  it("invite → sign in → every other call refused → set a new password → full access", async () => {
    const { user, temporaryPassword } = await invite(a.cookie, { role: "firefighter" });

    const signedIn = await login(user.email, temporaryPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id: user.id, mustChangePassword: true });
    const cookie = sessionCookie(signedIn);

    // The current user answers (the app needs it to show the set-password screen)...
    const me = await call("GET", "/api/user", cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.mustChangePassword).toBe(true);
    // ...and nothing else does.
    for (const [method, url] of [
      ["GET", "/api/shifts"],
      ["GET", `/api/agencies/${a.user.agencyId}/users`],
      ["GET", "/api/dashboard/stats"],
      ["GET", "/api/notifications"],
      ["PATCH", "/api/profile"],
    ] as const) {
      const res = await call(method, url, cookie, method === "PATCH" ? { firstName: "X" } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(PASSWORD_CHANGE_REQUIRED);
    }

    // The change needs the temporary password, and a new one that differs from it.
    const wrong = await call("POST", "/api/profile/password", cookie, {
      currentPassword: "not-the-temporary",
      newPassword: "my own password 1",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: USER_MESSAGES.currentPasswordIncorrect });
    const missing = await call("POST", "/api/profile/password", cookie, { newPassword: "my own password 1" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.currentPassword).toBe(USER_MESSAGES.currentPasswordRequired);
    const same = await call("POST", "/api/profile/password", cookie, {
      currentPassword: temporaryPassword,
      newPassword: temporaryPassword,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.newPassword).toBe(USER_MESSAGES.passwordUnchanged);
    const short = await call("POST", "/api/profile/password", cookie, {
      currentPassword: temporaryPassword,
      newPassword: "short",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.newPassword).toBe("Password must be at least 8 characters");

    const changed = await call("POST", "/api/profile/password", cookie, {
      currentPassword: temporaryPassword,
      newPassword: "my own password 1",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user).toMatchObject({ id: user.id, mustChangePassword: false });

    // Same session, full access now.
    expect((await call("GET", "/api/shifts", cookie)).statusCode).toBe(200);
    expect((await call("GET", `/api/agencies/${a.user.agencyId}/users`, cookie)).statusCode).toBe(200);
    expect((await stored(user.id)).mustChangePassword).toBe(false);

    expect((await login(user.email, temporaryPassword)).statusCode).toBe(401);
    const again = await login(user.email, "my own password 1");
    expect(again.statusCode).toBe(200);
    expect(again.json().user.mustChangePassword).toBe(false);
  });

  it("lets a member with a pending password sign out", async () => {
    const { user, temporaryPassword } = await invite(a.cookie);
    const cookie = sessionCookie(await login(user.email, temporaryPassword));
    expect((await call("POST", "/api/logout", cookie)).statusCode).toBe(204);
    expect((await call("GET", "/api/user", cookie)).statusCode).toBe(401);
  });
});

describe("edit", () => {
  it("changes name, email and role; the list and the membership follow", async () => {
    const { user } = await invite(a.cookie, { role: "firefighter" });
    const email = uniqueEmail("riley.new");
    const res = await call("PATCH", `/api/users/${user.id}`, a.cookie, {
      firstName: " Riley ",
      lastName: "Chen-Ortiz",
      email: email.toUpperCase(),
      role: "emt",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: user.id,
      firstName: "Riley",
      lastName: "Chen-Ortiz",
      email,
      role: "emt",
    });
    expect((await list(a)).find((m) => m.id === user.id)).toMatchObject({ email, role: "emt" });
    const [membership] = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.select().from(userAgencies).where(eq(userAgencies.userId, user.id)),
    );
    expect(membership.role).toBe("emt");

    // A partial edit changes only what it names; keeping one's own email is no conflict.
    const partial = await call("PATCH", `/api/users/${user.id}`, a.cookie, { role: "officer", email });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().user).toMatchObject({ lastName: "Chen-Ortiz", email, role: "officer" });
  });

  it("keeps a member's platoon: set at invitation, changed, cleared; only A to D", async () => {
    const { user } = await invite(a.cookie, { platoon: "B" });
    const platoonOf = async () => (await list(a)).find((m) => m.id === user.id);
    expect((await platoonOf())?.platoon).toBe("B");
    const moved = await call("PATCH", `/api/users/${user.id}`, a.cookie, { platoon: "D" });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().user.platoon).toBe("D");
    // An edit that does not name the platoon keeps it.
    await call("PATCH", `/api/users/${user.id}`, a.cookie, { firstName: "Robin" });
    expect((await platoonOf())?.platoon).toBe("D");
    expect((await call("PATCH", `/api/users/${user.id}`, a.cookie, { platoon: null })).statusCode).toBe(200);
    expect((await platoonOf())?.platoon).toBeNull();
    const bad = await call("PATCH", `/api/users/${user.id}`, a.cookie, { platoon: "E" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ platoon: USER_MESSAGES.platoon });
    expect((await platoonOf())?.platoon).toBeNull();
  });

  it("promotes a member to admin, who then has admin access", async () => {
    const member = await addMember(t.db, a.user.agencyId, "firefighter");
    const cookie = await signIn(t.app, member.email);
    expect((await call("POST", "/api/users/invite", cookie, invitee())).statusCode).toBe(403);
    expect((await call("PATCH", `/api/users/${member.id}`, a.cookie, { role: "admin" })).statusCode).toBe(
      200,
    );
    expect((await call("POST", "/api/users/invite", cookie, invitee())).statusCode).toBe(201);
  });

  it("refuses an email another account uses (409 on the email field) and bad input (400)", async () => {
    const { user } = await invite(a.cookie);
    const taken = await call("PATCH", `/api/users/${user.id}`, a.cookie, {
      email: b.user.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: USER_MESSAGES.emailTaken });
    const bad = await call("PATCH", `/api/users/${user.id}`, a.cookie, { firstName: "", email: "x@" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      firstName: USER_MESSAGES.firstName,
      email: USER_MESSAGES.email,
    });
  });

  it("never changes the agency or the operator flag", async () => {
    const { user } = await invite(a.cookie);
    const res = await call("PATCH", `/api/users/${user.id}`, a.cookie, {
      firstName: "Moved",
      agencyId: b.user.agencyId,
      isUniverseAdmin: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await stored(user.id)).toMatchObject({
      firstName: "Moved",
      agencyId: a.user.agencyId,
      isUniverseAdmin: false,
    });
  });

  it("refuses an admin demoting themselves with 403, but lets them keep the role and edit their name", async () => {
    const self = await secondAdmin();
    const demote = await call("PATCH", `/api/users/${self.id}`, self.cookie, { role: "officer" });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toBe(USER_MESSAGES.cannotDemoteSelf);
    expect((await stored(self.id)).role).toBe("admin");
    const keep = await call("PATCH", `/api/users/${self.id}`, self.cookie, {
      role: "admin",
      firstName: "Same",
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().user).toMatchObject({ role: "admin", firstName: "Same" });
  });

  it("lets an admin demote another admin while one admin remains", async () => {
    const other = await secondAdmin();
    const res = await call("PATCH", `/api/users/${other.id}`, a.cookie, { role: "officer" });
    expect(res.statusCode).toBe(200);
    expect((await call("POST", "/api/users/invite", other.cookie, invitee())).json().message).toBe(
      "Admin access required",
    );
  });

  it("answers 404 for an unknown, malformed or deleted member's id", async () => {
    expect((await call("PATCH", `/api/users/${randomUUID()}`, a.cookie, { firstName: "X" })).statusCode).toBe(
      404,
    );
    expect((await call("PATCH", "/api/users/not-a-uuid", a.cookie, { firstName: "X" })).statusCode).toBe(404);
    const { user } = await invite(a.cookie);
    await call("DELETE", `/api/users/${user.id}`, a.cookie);
    const res = await call("PATCH", `/api/users/${user.id}`, a.cookie, { firstName: "X" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(USER_MESSAGES.userNotFound);
  });
});

describe("admin password reset", () => {
  it("issues a new temporary password, ends the member's sessions and requires a change at next sign-in", async () => {
    const member = await addMember(t.db, a.user.agencyId, "emt");
    const cookie = await signIn(t.app, member.email);
    const res = await call("POST", `/api/users/${member.id}/reset-password`, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { temporaryPassword } = res.json();
    expect(temporaryPassword).toMatch(/^[A-HJ-NP-Za-km-z2-9]{14}$/);

    expect((await call("GET", "/api/user", cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
    const next = await login(member.email, temporaryPassword);
    expect(next.statusCode).toBe(200);
    expect(next.json().user.mustChangePassword).toBe(true);
    expect((await call("GET", "/api/shifts", sessionCookie(next))).statusCode).toBe(403);
  });

  it("emails the member a notice that does not carry the password", async () => {
    const member = await addMember(t.db, a.user.agencyId, "firefighter", { firstName: "Casey" });
    const before = t.outbox.length;
    const res = await call("POST", `/api/users/${member.id}/reset-password`, a.cookie);
    expect(res.statusCode).toBe(200);
    const { temporaryPassword } = res.json();
    await expect.poll(() => t.outbox.slice(before).find((m) => m.to === member.email)).toBeDefined();
    const mail = t.outbox.slice(before).find((m) => m.to === member.email);
    expect(mail?.subject).toBe("Your Riverside Fire & Rescue password was reset");
    expect(mail?.text).toContain("Hello Casey,");
    expect(mail?.text).toContain("Dana Reyes reset your Riverside Fire & Rescue password");
    expect(mail?.text).toContain("Ask them for your temporary password");
    expect(mail?.text).not.toContain(temporaryPassword);
    expect(mail?.html).not.toContain(temporaryPassword);
  });

  it("refuses an admin resetting their own password here", async () => {
    const res = await call("POST", `/api/users/${a.user.id}/reset-password`, a.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(USER_MESSAGES.cannotResetSelf);
  });

  it("answers 404 for an unknown member", async () => {
    expect((await call("POST", `/api/users/${randomUUID()}/reset-password`, a.cookie)).statusCode).toBe(404);
  });
});

describe("delete", () => {
  it("removes the member from the list and from sign-in, while records that name them stay readable", async () => {
    const member = await addMember(t.db, a.user.agencyId, "firefighter", {
      firstName: "Jordan",
      lastName: "Kim",
    });
    const cookie = await signIn(t.app, member.email);
    const shift = await call("POST", "/api/shifts", a.cookie, {
      title: "Engine 1 Day",
      userId: member.id,
      startTime: "2030-01-07T07:00",
      endTime: "2030-01-07T19:00",
      status: "scheduled",
      isPaid: false,
      isRecurring: false,
    });
    expect(shift.statusCode).toBe(201);
    // The member's own write, so the audit log names them as the actor.
    const ownEdit = await call("PATCH", "/api/profile", cookie, { email: uniqueEmail("jordan.kim") });
    expect(ownEdit.statusCode).toBe(200);

    const res = await call("DELETE", `/api/users/${member.id}`, a.cookie);
    expect(res.statusCode).toBe(204);
    expect((await list(a)).map((m) => m.id)).not.toContain(member.id);
    expect((await stored(member.id)).deletedAt).toBeInstanceOf(Date);
    expect((await call("GET", "/api/user", cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
    expect((await login(member.email, member.password)).statusCode).toBe(401);

    const readBack = await call("GET", `/api/shifts/${shift.json().id}`, a.cookie);
    expect(readBack.statusCode).toBe(200);
    expect(readBack.json().user).toMatchObject({ id: member.id, firstName: "Jordan", lastName: "Kim" });
    const audit = await call("GET", `/api/agencies/${a.user.agencyId}/audit-logs`, a.cookie);
    expect(
      audit
        .json()
        .some(
          (e: { userId: string; actorName: string }) =>
            e.userId === member.id && e.actorName === "Jordan Kim",
        ),
    ).toBe(true);

    // Deleting twice: the member is gone.
    expect((await call("DELETE", `/api/users/${member.id}`, a.cookie)).statusCode).toBe(404);
  });

  it("refuses an admin deleting themselves with 403", async () => {
    const res = await call("DELETE", `/api/users/${a.user.id}`, a.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(USER_MESSAGES.cannotDeleteSelf);
    expect((await stored(a.user.id)).deletedAt).toBeNull();
  });

  it("lets an admin delete another admin while one admin remains", async () => {
    const other = await secondAdmin();
    expect((await call("DELETE", `/api/users/${other.id}`, a.cookie)).statusCode).toBe(204);
  });
});

describe("sign out everywhere", () => {
  it("ends every session of the member (204): their cookies answer 401, their password still works", async () => {
    const member = await addMember(t.db, a.user.agencyId, "firefighter", {
      firstName: "Lost",
      lastName: "Phone",
    });
    const phone = await signIn(t.app, member.email);
    const laptop = await signIn(t.app, member.email);
    expect((await call("GET", "/api/user", phone)).statusCode).toBe(200);

    const res = await call("DELETE", `/api/users/${member.id}/sessions`, a.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await call("GET", "/api/user", phone)).statusCode).toBe(401);
    expect((await call("GET", "/api/user", laptop)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
    // The admin's own session goes on; the member signs in again with their password.
    expect((await call("GET", "/api/user", a.cookie)).statusCode).toBe(200);
    expect((await login(member.email, member.password)).statusCode).toBe(200);

    const audit = await call(
      "GET",
      `/api/agencies/${a.user.agencyId}/audit-logs?userId=${a.user.id}&entityType=users`,
      a.cookie,
    );
    expect(audit.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "end_sessions",
          actionLabel: "Signed out everywhere",
          entityId: member.id,
          actorName: "Dana Reyes",
        }),
      ]),
    );
  });

  it("answers 404 for an unknown, malformed or deleted member", async () => {
    const gone = await addMember(t.db, a.user.agencyId, "emt");
    expect((await call("DELETE", `/api/users/${gone.id}`, a.cookie)).statusCode).toBe(204);
    for (const id of [randomUUID(), "not-an-id", gone.id]) {
      expect((await call("DELETE", `/api/users/${id}/sessions`, a.cookie)).statusCode, id).toBe(404);
    }
  });
});

describe("last admin", () => {
  /** The scope a request had when its access check passed: what a request racing another one still holds. */
  const staleAdminScope = (agencyId: string, userId: string): AgencyScope =>
    agencyScope(t, { agencyId, userId, role: "admin", isUniverseAdmin: false, timeZone: "UTC" });

  it("refuses to demote or delete the agency's last admin with 409, even when the caller's check raced", async () => {
    const agency = await signUpAgency(t.app, { agencyName: "Two Chiefs FD" });
    const other = await secondAdmin(agency.user.agencyId);
    // The founder demotes the second admin...
    expect(
      (await call("PATCH", `/api/users/${other.id}`, agency.cookie, { role: "officer" })).statusCode,
    ).toBe(200);
    // ...while the second admin's request, already past its access check, removes the founder.
    const scope = staleAdminScope(agency.user.agencyId, other.id);
    const demote = updateUser(scope, agency.user.id, { role: "firefighter" });
    await expect(demote).rejects.toMatchObject({ statusCode: 409, message: USER_MESSAGES.lastAdmin });
    await expect(deleteUser(scope, agency.user.id)).rejects.toMatchObject({
      statusCode: 409,
      message: USER_MESSAGES.lastAdmin,
    });
    expect(await stored(agency.user.id)).toMatchObject({ role: "admin", deletedAt: null });
    expect(USER_MESSAGES.lastAdmin).toBe("An agency must keep at least one admin.");
  });

  it("two admins demoting each other at the same moment leave the agency one admin", async () => {
    const agency = await signUpAgency(t.app, { agencyName: "Racing FD" });
    const other = await secondAdmin(agency.user.agencyId);
    const [first, second] = await Promise.all([
      call("PATCH", `/api/users/${other.id}`, agency.cookie, { role: "officer" }),
      call("PATCH", `/api/users/${agency.user.id}`, other.cookie, { role: "officer" }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await currentAdmins(agency.user.agencyId)).toHaveLength(1);
  });

  it("two admins deleting each other at the same moment leave the agency one admin", async () => {
    const agency = await signUpAgency(t.app, { agencyName: "Racing EMS" });
    const other = await secondAdmin(agency.user.agencyId);
    const results = await Promise.all([
      call("DELETE", `/api/users/${other.id}`, agency.cookie),
      call("DELETE", `/api/users/${agency.user.id}`, other.cookie),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(204);
    // The loser is either refused by the rule or already signed out by the deletion.
    expect([401, 409]).toContain(statuses[1]);
    expect(await currentAdmins(agency.user.agencyId)).toHaveLength(1);
  });
});

describe("access", () => {
  const endpoints = (id: string) =>
    [
      ["POST", "/api/users/invite", invitee()],
      ["PATCH", `/api/users/${id}`, { firstName: "Changed", role: "admin" }],
      ["POST", `/api/users/${id}/reset-password`, undefined],
      ["DELETE", `/api/users/${id}/sessions`, undefined],
      ["DELETE", `/api/users/${id}`, undefined],
    ] as const;

  it.each(["officer", "firefighter", "emt"] as const)(
    "refuses every user-management call from a %s with 403 Admin access required, changing nothing",
    async (role) => {
      const target = await addMember(t.db, a.user.agencyId, "firefighter", { firstName: "Target" });
      const targetCookie = await signIn(t.app, target.email);
      const before = await stored(target.id);
      for (const [method, url, payload] of endpoints(target.id)) {
        const res = await call(method, url, roleMembers[role].cookie, payload as Json | undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe("Admin access required");
      }
      expect(await stored(target.id)).toEqual(before);
      // Sign out everywhere was refused too: the member's session goes on.
      expect((await call("GET", "/api/user", targetCookie)).statusCode).toBe(200);
    },
  );

  it("refuses a signed-out caller with 401", async () => {
    const target = await addMember(t.db, a.user.agencyId, "firefighter");
    for (const [method, url, payload] of endpoints(target.id)) {
      expect((await call(method, url, undefined, payload as Json | undefined)).statusCode).toBe(401);
    }
  });

  it("answers another agency's admin 404 on every id of this agency; its list holds none of them", async () => {
    const member = await addMember(t.db, a.user.agencyId, "officer", { firstName: "Kept" });
    const before = await stored(member.id);
    for (const id of [member.id, a.user.id]) {
      for (const [method, url, payload] of endpoints(id).slice(1)) {
        const res = await call(method, url, b.cookie, payload as Json | undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe(USER_MESSAGES.userNotFound);
      }
    }
    expect(await stored(member.id)).toEqual(before);
    expect((await stored(a.user.id)).deletedAt).toBeNull();
    // Their sessions were not ended either.
    expect((await call("GET", "/api/user", a.cookie)).statusCode).toBe(200);

    const ids = new Set((await list(a)).map((m) => m.id));
    const theirs = await list(b);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((m) => ids.has(m.id))).toEqual([]);
    expect((await call("GET", `/api/agencies/${a.user.agencyId}/users`, b.cookie)).statusCode).toBe(404);

    // Its invitations land in its own agency only.
    const created = await invite(b.cookie);
    expect((await stored(created.user.id)).agencyId).toBe(b.user.agencyId);
    expect((await list(a)).map((m) => m.id)).not.toContain(created.user.id);
  });
});
