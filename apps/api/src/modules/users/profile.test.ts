/**
 * Profile Settings through the HTTP API: one's own name and email (PATCH /api/profile) and one's own
 * password (POST /api/profile/password), for every role, confined to the caller's own row.
 */
import { AUTH_MESSAGES } from "@rollcall/shared/auth";
import { USER_MESSAGES } from "@rollcall/shared/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/auth";
import { users } from "../../db/schema/users";
import { uniqueEmail } from "../../test/harness";
import { addMember, logIn, MEMBER_PASSWORD, signIn } from "../../test/members";
import { twoAgencies } from "../../test/world";

const { t, a, b, call } = twoAgencies({ members: [] });

async function stored(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe("PATCH /api/profile", () => {
  it.each(["admin", "officer", "firefighter", "emt"] as const)(
    "lets a %s change their own name and email; the current user follows",
    async (role) => {
      const member = await addMember(t.db, a.user.agencyId, role);
      const cookie = await signIn(t.app, member.email);
      const email = uniqueEmail("renamed");
      const res = await call("PATCH", "/api/profile", cookie, {
        firstName: " Avery ",
        lastName: "Stone",
        email: email.toUpperCase(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        id: member.id,
        firstName: "Avery",
        lastName: "Stone",
        email,
        role,
      });
      const me = await call("GET", "/api/user", cookie);
      expect(me.json().user).toMatchObject({ firstName: "Avery", lastName: "Stone", email });
      // The new address signs in; the old one no longer does.
      await signIn(t.app, email);
      const old = await logIn(t.app, member.email);
      expect(old.statusCode).toBe(401);
    },
  );

  it("never changes role, agency, the operator flag or the temporary-password flag", async () => {
    const member = await addMember(t.db, a.user.agencyId, "firefighter");
    const cookie = await signIn(t.app, member.email);
    const res = await call("PATCH", "/api/profile", cookie, {
      firstName: "Sneaky",
      role: "admin",
      agencyId: b.user.agencyId,
      isUniverseAdmin: true,
      mustChangePassword: true,
      id: a.user.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: member.id,
      firstName: "Sneaky",
      role: "firefighter",
      agencyId: a.user.agencyId,
      isUniverseAdmin: false,
    });
    expect(await stored(member.id)).toMatchObject({
      firstName: "Sneaky",
      role: "firefighter",
      agencyId: a.user.agencyId,
      isUniverseAdmin: false,
      mustChangePassword: false,
    });
    // Only the caller's own row changed.
    expect((await stored(a.user.id)).firstName).toBe("Dana");
    expect(
      (
        await call("POST", "/api/users/invite", cookie, {
          firstName: "X",
          lastName: "Y",
          email: uniqueEmail(),
        })
      ).statusCode,
    ).toBe(403);
  });

  it("keeps emails unique: 409 on the email field for an address in use in any agency, any case", async () => {
    const member = await addMember(t.db, a.user.agencyId, "emt");
    const cookie = await signIn(t.app, member.email);
    for (const email of [a.user.email, b.user.email.toUpperCase()]) {
      const res = await call("PATCH", "/api/profile", cookie, { email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: USER_MESSAGES.emailTaken,
        errors: { email: USER_MESSAGES.emailTaken },
      });
    }
    // Saving one's own unchanged address is no conflict.
    const same = await call("PATCH", "/api/profile", cookie, { email: member.email, firstName: "Same" });
    expect(same.statusCode).toBe(200);
  });

  it("refuses bad input with field messages", async () => {
    const res = await call("PATCH", "/api/profile", a.cookie, {
      firstName: " ",
      lastName: "",
      email: "nope",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      firstName: USER_MESSAGES.firstName,
      lastName: USER_MESSAGES.lastName,
      email: USER_MESSAGES.email,
    });
  });

  it("refuses a signed-out caller with 401", async () => {
    expect((await call("PATCH", "/api/profile", undefined, { firstName: "X" })).statusCode).toBe(401);
  });

  it("changes only the caller's own agency's row: another agency's admin cannot reach a member here", async () => {
    const member = await addMember(t.db, a.user.agencyId, "officer", { firstName: "Untouched" });
    const res = await call("PATCH", "/api/profile", b.cookie, { firstName: "Other", id: member.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(b.user.id);
    expect((await stored(member.id)).firstName).toBe("Untouched");
  });
});

describe("POST /api/profile/password", () => {
  async function memberWithTwoSessions() {
    const member = await addMember(t.db, a.user.agencyId, "firefighter");
    const here = await signIn(t.app, member.email);
    const elsewhere = await signIn(t.app, member.email);
    return { ...member, here, elsewhere };
  }

  const changePassword = (cookie: string | undefined, currentPassword: string, newPassword: string) =>
    call("POST", "/api/profile/password", cookie, { currentPassword, newPassword });

  it("changes the password after checking the current one; other sessions end, this one stays", async () => {
    const m = await memberWithTwoSessions();
    const res = await changePassword(m.here, MEMBER_PASSWORD, "a much better password");
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: m.id, mustChangePassword: false });
    expect((await call("GET", "/api/user", m.here)).statusCode).toBe(200);
    expect((await call("GET", "/api/user", m.elsewhere)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, m.id))).toHaveLength(1);
    await signIn(t.app, m.email, "a much better password");
    const old = await logIn(t.app, m.email);
    expect(old.statusCode).toBe(401);
  });

  it("refuses a wrong current password with 400 on the currentPassword field, changing nothing", async () => {
    const m = await memberWithTwoSessions();
    const before = (await stored(m.id)).passwordHash;
    const res = await changePassword(m.here, "not my password", "a much better password");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: USER_MESSAGES.currentPasswordIncorrect,
      errors: { currentPassword: USER_MESSAGES.currentPasswordIncorrect },
    });
    expect((await stored(m.id)).passwordHash).toBe(before);
    expect((await call("GET", "/api/user", m.elsewhere)).statusCode).toBe(200);
  });

  it("applies the registration rules to the new password", async () => {
    const m = await memberWithTwoSessions();
    const short = await changePassword(m.here, MEMBER_PASSWORD, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.newPassword).toBe(AUTH_MESSAGES.passwordMin);
    const long = await changePassword(m.here, MEMBER_PASSWORD, "x".repeat(201));
    expect(long.json().errors.newPassword).toBe(AUTH_MESSAGES.passwordMax);
    const empty = await changePassword(m.here, "", "long enough 1");
    expect(empty.json().errors.currentPassword).toBe(USER_MESSAGES.currentPasswordRequired);
  });

  it("stops guessing: after 5 wrong current passwords in 15 minutes, 429 even for the right one", async () => {
    const m = await memberWithTwoSessions();
    for (let i = 0; i < 5; i++) {
      const res = await changePassword(m.here, `guess-${i}`, "a much better password");
      expect(res.statusCode).toBe(400);
    }
    const locked = await changePassword(m.here, MEMBER_PASSWORD, "a much better password");
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
    expect(locked.json().message).toMatch(/^Too many attempts/);
  });

  it("refuses a signed-out caller with 401", async () => {
    const res = await changePassword(undefined, "whatever1", "whatever2");
    expect(res.statusCode).toBe(401);
  });
});
