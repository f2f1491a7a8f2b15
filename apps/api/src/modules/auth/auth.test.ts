import { AUTH_MESSAGES } from "@rollcall/shared/auth";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencies } from "../../db/schema/agencies";
import { passwordResetTokens, sessions } from "../../db/schema/auth";
import { users } from "../../db/schema/users";
import { createTestApp, sessionCookie, signUpAgency, type TestApp, uniqueEmail } from "../../test/harness";
import { addMember, signIn } from "../../test/members";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/register", payload });
const validRegistration = () => ({
  email: uniqueEmail("chief"),
  password: "correct horse battery",
  firstName: "Dana",
  lastName: "Reyes",
  agencyName: "Riverside Fire & Rescue",
  agencyType: "fire",
});

describe("sign-up", () => {
  it("creates the agency and its first member as admin, and signs them in", async () => {
    const payload = { ...validRegistration(), email: "  New.Chief@Example.org " };
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      email: "new.chief@example.org",
      firstName: "Dana",
      lastName: "Reyes",
      role: "admin",
      isUniverseAdmin: false,
    });
    expect(user).not.toHaveProperty("passwordHash");

    const cookie = res.cookies.find((c) => c.name === "rollcall_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy(); // plain HTTP here; Secure is set when served over HTTPS

    const me = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      isAuthenticated: true,
      user: { id: user.id, agencyId: user.agencyId },
    });

    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, user.agencyId));
    expect(agency).toMatchObject({
      name: "Riverside Fire & Rescue",
      type: "fire",
      subscriptionTier: "trial",
      status: "active",
    });
    const trialDays = ((agency.trialEndsAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(Math.round(trialDays)).toBe(60);

    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("marks the session cookie Secure when the request came over HTTPS", async () => {
    const https = await createTestApp({ TRUST_PROXY: "127.0.0.1" });
    try {
      const res = await https.app.inject({
        method: "POST",
        url: "/api/register",
        payload: validRegistration(),
        headers: { "x-forwarded-proto": "https" },
      });
      expect(res.cookies.find((c) => c.name === "rollcall_session")?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it("refuses a second account with the same email (any letter case) with 409 on the email field", async () => {
    const first = validRegistration();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register({ ...validRegistration(), email: first.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: AUTH_MESSAGES.emailTaken,
      errors: { email: AUTH_MESSAGES.emailTaken },
    });
  });

  it.each([
    ["email", "not-an-email", "Please enter a valid email address"],
    ["password", "short", "Password must be at least 8 characters"],
    ["firstName", "", "First name is required"],
    ["lastName", "  ", "Last name is required"],
    ["agencyName", "A", "Agency name must be at least 2 characters"],
    ["agencyType", "army", "Please select an agency type"],
  ])("answers 400 with the spec's message when %s is %j", async (field, value, message) => {
    const res = await register({ ...validRegistration(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBe(message);
  });

  it("reports every missing field at once", async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: "Please enter a valid email address",
      password: "Password must be at least 8 characters",
      firstName: "First name is required",
      lastName: "Last name is required",
      agencyName: "Agency name must be at least 2 characters",
      agencyType: "Please select an agency type",
    });
  });

  it("accepts each agency type", async () => {
    for (const agencyType of ["fire", "ems", "police", "nonprofit"]) {
      expect((await register({ ...validRegistration(), agencyType })).statusCode).toBe(201);
    }
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with any letter case of the email and issues a new session id each time", async () => {
    const admin = await signUpAgency(t.app);
    const login = () =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: admin.user.email.toUpperCase(), password: "correct horse battery" },
      });
    const first = await login();
    const second = await login();
    expect(first.statusCode).toBe(200);
    expect(first.json().user.id).toBe(admin.user.id);
    expect(sessionCookie(first)).not.toBe(sessionCookie(second));
    expect(sessionCookie(first)).not.toBe(admin.cookie);
  });

  it("ends the previous session of the same browser at sign-in", async () => {
    const admin = await signUpAgency(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { cookie: admin.cookie },
      payload: { email: admin.user.email, password: "correct horse battery" },
    });
    expect(res.statusCode).toBe(200);
    const old = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: admin.cookie } });
    expect(old.statusCode).toBe(401);
  });

  it("stores only a hash of the session token", async () => {
    const admin = await signUpAgency(t.app);
    const token = admin.cookie.split("=")[1];
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, admin.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].sid).not.toBe(token);
    expect(rows[0].sid).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers a wrong password and an unknown email alike", async () => {
    const admin = await signUpAgency(t.app);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: admin.user.email, password: "wrong password" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: uniqueEmail(), password: "whatever123" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid email or password" });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("validates the sign-in form with the spec's messages", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "nope", password: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: "Please enter a valid email address",
      password: "Password is required",
    });
  });

  it("signs out with GET /api/logout: the cookie is cleared, the session removed, and the browser sent home", async () => {
    const admin = await signUpAgency(t.app);
    const res = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    expect(res.cookies.find((c) => c.name === "rollcall_session")?.value).toBe("");
    const after = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: admin.cookie } });
    expect(after.statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, admin.user.id))).toHaveLength(0);
  });

  it("signing out when not signed in still lands on the home page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/logout" });
    expect(res.statusCode).toBe(302);
  });

  it("sends the third-party sign-in entry back to the form when no identity provider is configured", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/login" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth");
  });

  it("answers 401 for the current user when signed out, or with an unknown cookie", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: "rollcall_session=forged" },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "You are not signed in." });
  });

  it("expires sessions: an expired session is refused", async () => {
    const admin = await signUpAgency(t.app);
    await t.db
      .update(sessions)
      .set({ expire: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, admin.user.id));
    const res = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(401);
  });

  it("renews a session that is in use so active members stay signed in", async () => {
    const admin = await signUpAgency(t.app);
    await t.db
      .update(sessions)
      .set({ expire: sql`now() + interval '1 hour'` })
      .where(eq(sessions.userId, admin.user.id));
    const res = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, admin.user.id));
    expect(row.expire.getTime() - Date.now()).toBeGreaterThan(11 * 3_600_000);
  });

  it("refuses a deleted member's session and sign-in", async () => {
    const admin = await signUpAgency(t.app);
    const member = await addMember(t.db, admin.user.agencyId, "firefighter");
    const cookie = await signIn(t.app, member.email);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.id));
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(
      401,
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: member.email, password: member.password },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("rate limits", () => {
  it("locks an account after 5 failed sign-ins in 15 minutes with 429 and Retry-After, even for the right password", async () => {
    const admin = await signUpAgency(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: admin.user.email, password: `wrong-${i}-pass` },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: admin.user.email, password: "correct horse battery" },
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
    expect(locked.json().message).toMatch(/Too many attempts/);

    // Another account on the same address (a shared station) is not affected.
    const colleague = await signUpAgency(t.app);
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: colleague.user.email, password: "correct horse battery" },
    });
    expect(ok.statusCode).toBe(200);
  });

  it("limits each address generously: 100 auth requests in 15 minutes, then 429", async () => {
    const fresh = await createTestApp();
    try {
      const send = (i: number) =>
        fresh.app.inject({
          method: "POST",
          url: "/api/password-reset-request",
          payload: { email: `member${i}@station.example.org` },
          remoteAddress: "203.0.113.7",
        });
      for (let i = 0; i < 100; i++) expect((await send(i)).statusCode).toBe(200);
      const blocked = await send(100);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many requests from this address/);
      // Another address is unaffected.
      const other = await fresh.app.inject({
        method: "POST",
        url: "/api/password-reset-request",
        payload: { email: "x@example.org" },
        remoteAddress: "198.51.100.9",
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it("limits reset requests per email, whether or not the account exists", async () => {
    const email = uniqueEmail("nobody");
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/password-reset-request",
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.app.inject({
      method: "POST",
      url: "/api/password-reset-request",
      payload: { email },
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
  });
});

describe("password reset", () => {
  const linkToken = (text: string) => {
    const match = text.match(/http:\/\/rollcall\.test\/reset-password\?token=([\w-]+)/);
    if (!match) throw new Error(`no reset link in: ${text}`);
    return decodeURIComponent(match[1]);
  };

  it("answers the same whether or not the email exists, and mails a link only to a real account", async () => {
    const admin = await signUpAgency(t.app);
    const before = t.outbox.length;
    const known = await t.app.inject({
      method: "POST",
      url: "/api/password-reset-request",
      payload: { email: admin.user.email },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/password-reset-request",
      payload: { email: uniqueEmail("ghost") },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await new Promise((r) => setTimeout(r, 50));
    const sent = t.outbox.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe(admin.user.email);
  });

  it("resets the password with the emailed token once, signs out everywhere, and refuses the token a second time", async () => {
    const admin = await signUpAgency(t.app);
    await t.app.inject({
      method: "POST",
      url: "/api/password-reset-request",
      payload: { email: admin.user.email },
    });
    await new Promise((r) => setTimeout(r, 50));
    const token = linkToken(t.outbox.filter((m) => m.to === admin.user.email).at(-1)?.text ?? "");

    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, admin.user.id));
    expect(stored.tokenHash).not.toBe(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);

    const ok = await t.app.inject({
      method: "POST",
      url: "/api/password-reset-confirm",
      payload: { token, newPassword: "a brand new password" },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(401);

    const oldLogin = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: admin.user.email, password: "correct horse battery" },
    });
    expect(oldLogin.statusCode).toBe(401);
    await signIn(t.app, admin.user.email, "a brand new password");

    const again = await t.app.inject({
      method: "POST",
      url: "/api/password-reset-confirm",
      payload: { token, newPassword: "yet another password" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.resetTokenInvalid);
  });

  it("refuses an expired or made-up token", async () => {
    const admin = await signUpAgency(t.app);
    await t.app.inject({
      method: "POST",
      url: "/api/password-reset-request",
      payload: { email: admin.user.email },
    });
    await new Promise((r) => setTimeout(r, 50));
    const token = linkToken(t.outbox.filter((m) => m.to === admin.user.email).at(-1)?.text ?? "");
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, admin.user.id));
    const expired = await t.app.inject({
      method: "POST",
      url: "/api/password-reset-confirm",
      payload: { token, newPassword: "a brand new password" },
    });
    expect(expired.statusCode).toBe(400);
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/password-reset-confirm",
      payload: { token: "made-up", newPassword: "a brand new password" },
    });
    expect(forged.statusCode).toBe(400);
  });

  it("validates the new password and the request email", async () => {
    const short = await t.app.inject({
      method: "POST",
      url: "/api/password-reset-confirm",
      payload: { token: "x", newPassword: "short" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.newPassword).toBe("Password must be at least 8 characters");
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/password-reset-request",
      payload: { email: "nope" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe("Please enter a valid email address");
  });
});
