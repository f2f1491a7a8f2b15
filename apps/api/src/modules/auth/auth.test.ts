import { AUTH_MESSAGES } from "@rollcall/shared/auth";
import { eq, like, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it, vi } from "vitest";
import { agencies } from "../../db/schema/agencies";
import { passwordResetTokens, sessions } from "../../db/schema/auth";
import { users } from "../../db/schema/users";
import { hashToken } from "../../lib/tokens";
import {
  createTestApp,
  postRegistration,
  registration,
  sessionCookie,
  signUpAgency,
  uniqueEmail,
} from "../../test/harness";
import { addMember, signIn } from "../../test/members";
import { testApp } from "../../test/world";
import { ADDRESS_FREE_ACCOUNTS, PAIR_FREE_FAILURES } from "./auth.routes";
import { requestPasswordReset } from "./auth.service";

const { t, call } = testApp();

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/register", payload });

describe("sign-up", () => {
  it("creates the agency and its first member as admin, and signs them in", async () => {
    const payload = { ...registration(), email: "  New.Chief@Example.org " };
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

    const me = await call("GET", "/api/user", sessionCookie(res));
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
      const res = await postRegistration(https.app, {}, { "x-forwarded-proto": "https" });
      expect(res.cookies.find((c) => c.name === "rollcall_session")?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it("refuses a second account with the same email (any letter case) with 409 on the email field", async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register({ ...registration(), email: first.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: AUTH_MESSAGES.emailTaken,
      errors: { email: AUTH_MESSAGES.emailTaken },
    });
  });

  it("gives one of five simultaneous sign-ups with one email the account and the others the same 409", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => register({ ...registration(), agencyName: `Race ${i}`, email })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({
        message: AUTH_MESSAGES.emailTaken,
        errors: { email: AUTH_MESSAGES.emailTaken },
      });
    }
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    // The refused sign-ups left no agency behind either.
    const names = await t.db
      .select({ name: agencies.name })
      .from(agencies)
      .where(like(agencies.name, "Race %"));
    expect(names).toHaveLength(1);
  });

  it.each([
    ["email", "not-an-email", "Please enter a valid email address"],
    ["password", "short", "Password must be at least 8 characters"],
    ["firstName", "", "First name is required"],
    ["lastName", "  ", "Last name is required"],
    ["agencyName", "A", "Agency name must be at least 2 characters"],
    ["agencyType", "army", "Please select an agency type"],
  ])("answers 400 with the spec's message when %s is %j", async (field, value, message) => {
    const res = await register({ ...registration(), [field]: value });
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
      expect((await register({ ...registration(), agencyType })).statusCode).toBe(201);
    }
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with any letter case of the email and issues a new session id each time", async () => {
    const admin = await signUpAgency(t.app);
    const login = () =>
      call("POST", "/api/login", undefined, {
        email: admin.user.email.toUpperCase(),
        password: "correct horse battery",
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
    const res = await call("POST", "/api/login", admin.cookie, {
      email: admin.user.email,
      password: "correct horse battery",
    });
    expect(res.statusCode).toBe(200);
    const old = await call("GET", "/api/user", admin.cookie);
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
    const wrong = await call("POST", "/api/login", undefined, {
      email: admin.user.email,
      password: "wrong password",
    });
    const unknown = await call("POST", "/api/login", undefined, {
      email: uniqueEmail(),
      password: "whatever123",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid email or password" });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("validates the sign-in form with the spec's messages", async () => {
    const res = await call("POST", "/api/login", undefined, { email: "nope", password: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: "Please enter a valid email address",
      password: "Password is required",
    });
  });

  it("signs out with GET /api/logout: the cookie is cleared, the session removed, and the browser sent home", async () => {
    const admin = await signUpAgency(t.app);
    const res = await call("GET", "/api/logout", admin.cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    expect(res.cookies.find((c) => c.name === "rollcall_session")?.value).toBe("");
    const after = await call("GET", "/api/user", admin.cookie);
    expect(after.statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, admin.user.id))).toHaveLength(0);
  });

  /** A new admin's GET /api/logout sent with these headers (as a browser would, from somewhere). */
  async function logOutWith(headers: Record<string, string | undefined>) {
    const admin = await signUpAgency(t.app);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/logout",
      headers: { cookie: admin.cookie, ...headers },
    });
    return { admin, res };
  }

  it.each([
    ["from another site", { "sec-fetch-site": "cross-site", origin: undefined }],
    ["from a sibling subdomain", { "sec-fetch-site": "same-site", origin: undefined }],
    ["from another origin (no Fetch Metadata)", { origin: "https://evil.example" }],
    ["with neither Sec-Fetch-Site nor Origin", { origin: undefined }],
  ])("does not sign out for a GET /api/logout %s, but still sends the browser home", async (_, headers) => {
    const { admin, res } = await logOutWith(headers);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    expect(res.cookies.find((c) => c.name === "rollcall_session")).toBeUndefined();
    const after = await call("GET", "/api/user", admin.cookie);
    expect(after.statusCode).toBe(200);
  });

  it.each([
    ["a click in the app", { "sec-fetch-site": "same-origin", origin: undefined }],
    ["the address typed by the user", { "sec-fetch-site": "none", origin: undefined }],
  ])("signs out for a GET /api/logout from %s", async (_, headers) => {
    const { admin, res } = await logOutWith(headers);
    expect(res.statusCode).toBe(302);
    expect(res.cookies.find((c) => c.name === "rollcall_session")?.value).toBe("");
    const after = await call("GET", "/api/user", admin.cookie);
    expect(after.statusCode).toBe(401);
  });

  it("signing out when not signed in still lands on the home page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/logout" });
    expect(res.statusCode).toBe(302);
  });

  it("sends the third-party sign-in entry back to the form when no identity provider is configured", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/login" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth");
    // The page that asked for sign-in travels along; another site's address does not.
    const next = await t.app.inject({ method: "GET", url: "/api/login?next=%2Fassets%2F7" });
    expect(next.headers.location).toBe("/auth?next=%2Fassets%2F7");
    const elsewhere = await t.app.inject({ method: "GET", url: "/api/login?next=%2F%2Fevil.example" });
    expect(elsewhere.headers.location).toBe("/auth");
    // Nor does the callback do anything without a provider; the sign-in page offers no single sign-on.
    const callback = await t.app.inject({ method: "GET", url: "/api/login/callback?code=x&state=y" });
    expect(callback.headers.location).toBe("/auth");
    const providers = await t.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(providers.json()).toEqual({ oidc: null });
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
    const res = await call("GET", "/api/user", admin.cookie);
    expect(res.statusCode).toBe(401);
  });

  it("renews a session that is in use so active members stay signed in", async () => {
    const admin = await signUpAgency(t.app);
    await t.db
      .update(sessions)
      .set({ expire: sql`now() + interval '1 hour'` })
      .where(eq(sessions.userId, admin.user.id));
    const res = await call("GET", "/api/user", admin.cookie);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, admin.user.id));
    expect(row.expire.getTime() - Date.now()).toBeGreaterThan(11 * 3_600_000);
  });

  it("refuses a deleted member's session and sign-in", async () => {
    const admin = await signUpAgency(t.app);
    const member = await addMember(t.db, admin.user.agencyId, "firefighter");
    const cookie = await signIn(t.app, member.email);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.id));
    expect((await call("GET", "/api/user", cookie)).statusCode).toBe(401);
    const res = await call("POST", "/api/login", undefined, {
      email: member.email,
      password: member.password,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("rate limits", () => {
  const login = (email: string, password: string, remoteAddress = "127.0.0.1") =>
    t.app.inject({ method: "POST", url: "/api/login", payload: { email, password }, remoteAddress });

  it("throttles an account from one address after 5 failures with growing delays, 429 and Retry-After", async () => {
    const admin = await signUpAgency(t.app);
    const attacker = "203.0.113.10";
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      for (let i = 0; i < 5; i++)
        expect((await login(admin.user.email, `wrong-${i}-pass`, attacker)).statusCode).toBe(401);
      const waits: number[] = [];
      for (let i = 0; i < 5; i++) {
        // Even the right password waits: the throttle answers before the password is checked.
        const held = await login(admin.user.email, "correct horse battery", attacker);
        expect(held.statusCode).toBe(429);
        expect(held.json().message.startsWith(AUTH_MESSAGES.tooManyAttempts)).toBe(true);
        const wait = Number(held.headers["retry-after"]);
        waits.push(wait);
        vi.setSystemTime(Date.now() + wait * 1000);
        expect((await login(admin.user.email, `again-${i}-wrong`, attacker)).statusCode).toBe(401);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16]);
      // A success from the pair starts it afresh.
      vi.setSystemTime(Date.now() + 32_000);
      expect((await login(admin.user.email, "correct horse battery", attacker)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++)
        expect((await login(admin.user.email, `wrong-${i}-pass`, attacker)).statusCode).toBe(401);
      expect((await login(admin.user.email, "wrong-5-pass", attacker)).statusCode).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts guesses sent in parallel: only the free ones reach the password check", async () => {
    const admin = await signUpAgency(t.app);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(admin.user.email, `parallel-${i}-guess`, "203.0.113.15")),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(PAIR_FREE_FAILURES);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - PAIR_FREE_FAILURES);
  });

  it("does not count successful sign-ins against the address", async () => {
    const station = "203.0.113.16";
    const admin = await signUpAgency(t.app);
    for (let i = 0; i < ADDRESS_FREE_ACCOUNTS + 5; i++) {
      expect((await login(admin.user.email, "correct horse battery", station)).statusCode).toBe(200);
    }
    expect((await login(uniqueEmail("typo"), "mistyped", station)).statusCode).toBe(401);
  });

  it("caps the delay at 15 minutes", async () => {
    const admin = await signUpAgency(t.app);
    const attacker = "203.0.113.11";
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const waits: number[] = [];
      for (let failures = 0; failures < 17; ) {
        const res = await login(admin.user.email, `wrong-${failures}-pass`, attacker);
        if (res.statusCode === 401) failures++;
        else {
          const wait = Number(res.headers["retry-after"]);
          waits.push(wait);
          vi.setSystemTime(Date.now() + wait * 1000);
        }
      }
      // 1 s doubling for each failure past the fifth: 1, 2, ... 512, then 15 minutes instead of 1,024 s.
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never locks the owner out from their own address, whatever another address does", async () => {
    const admin = await signUpAgency(t.app);
    const attacker = "203.0.113.12";
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      let failures = 0;
      while (failures < 20) {
        const res = await login(admin.user.email, `wrong-${failures}-pass`, attacker);
        if (res.statusCode === 401) failures++;
        else {
          expect(res.statusCode).toBe(429);
          vi.setSystemTime(Date.now() + Number(res.headers["retry-after"]) * 1000);
        }
      }
      const stillHeld = await login(admin.user.email, "correct horse battery", attacker);
      expect(stillHeld.statusCode).toBe(429);
      expect(Number(stillHeld.headers["retry-after"])).toBeGreaterThan(0);
      const owner = await login(admin.user.email, "correct horse battery", "198.51.100.12");
      expect(owner.statusCode).toBe(200);
      // The owner's own mistypes count for the owner's address only.
      expect((await login(admin.user.email, "typo in it", "198.51.100.12")).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not let the attacker's failures on one account touch other accounts on the same address", async () => {
    const admin = await signUpAgency(t.app);
    const colleague = await signUpAgency(t.app);
    const station = "203.0.113.13";
    for (let i = 0; i < 6; i++) await login(admin.user.email, `wrong-${i}-pass`, station);
    expect((await login(admin.user.email, "wrong-6-pass", station)).statusCode).toBe(429);
    expect((await login(colleague.user.email, "correct horse battery", station)).statusCode).toBe(200);
  });

  it(`throttles one address failing across many accounts after ${ADDRESS_FREE_ACCOUNTS} accounts`, async () => {
    const sprayer = "203.0.113.14";
    const admin = await signUpAgency(t.app);
    for (let i = 0; i < ADDRESS_FREE_ACCOUNTS; i++) {
      // A different account each time: the per-pair count never reaches its limit.
      const res = await login(uniqueEmail(`spray${i}`), "Summer2026!", sprayer);
      expect(res.statusCode).toBe(401);
    }
    const held = await login(uniqueEmail("spray-next"), "Summer2026!", sprayer);
    expect(held.statusCode).toBe(429);
    expect(held.json().message.startsWith(AUTH_MESSAGES.tooManyAttempts)).toBe(true);
    expect(Number(held.headers["retry-after"])).toBeGreaterThan(0);
    // The address is held for every account, a real one included; other addresses are not.
    expect((await login(admin.user.email, "correct horse battery", sprayer)).statusCode).toBe(429);
    expect((await login(admin.user.email, "correct horse battery", "198.51.100.14")).statusCode).toBe(200);
  });

  it("keeps a crew behind one address signing in while one of them fails again and again", async () => {
    const station = "203.0.113.17";
    const admin = await signUpAgency(t.app);
    const crew = [];
    for (let i = 0; i < 5; i++) crew.push(await addMember(t.db, admin.user.agencyId, "firefighter"));
    const [careless, ...others] = crew;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      // Mistypes, gets in, mistypes again, ...; then keeps failing through the growing delays.
      for (let round = 0; round < 8; round++) {
        for (let i = 0; i < PAIR_FREE_FAILURES - 1; i++)
          expect((await login(careless.email, `wrong-${round}-${i}`, station)).statusCode).toBe(401);
        expect((await login(careless.email, careless.password, station)).statusCode).toBe(200);
      }
      for (let failures = 0; failures < 10; ) {
        const res = await login(careless.email, `still-wrong-${failures}`, station);
        if (res.statusCode === 401) failures++;
        else {
          expect(res.statusCode).toBe(429);
          vi.setSystemTime(Date.now() + Number(res.headers["retry-after"]) * 1000);
        }
      }
      // That account waits; everyone else at the station signs in.
      expect((await login(careless.email, careless.password, station)).statusCode).toBe(429);
      for (const member of others)
        expect((await login(member.email, member.password, station)).statusCode, member.email).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts an IPv6 client by its /64 network", async () => {
    const admin = await signUpAgency(t.app);
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) {
      const res = await login(admin.user.email, `wrong-${i}-pass`, `2001:db8:1:2::${(i + 1).toString(16)}`);
      expect(res.statusCode).toBe(401);
    }
    expect((await login(admin.user.email, "wrong-x-pass", "2001:db8:1:2:ffff::9")).statusCode).toBe(429);
    expect((await login(admin.user.email, "correct horse battery", "2001:db8:1:3::1")).statusCode).toBe(200);
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
      const res = await call("POST", "/api/password-reset-request", undefined, { email });
      expect(res.statusCode).toBe(200);
    }
    const res = await call("POST", "/api/password-reset-request", undefined, { email });
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

  /** Asks for a reset link and returns the token the mail carries. */
  async function requestLink(email: string): Promise<string> {
    const mails = () => t.outbox.filter((m) => m.to === email);
    const before = mails().length;
    const res = await call("POST", "/api/password-reset-request", undefined, { email });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(mails().length).toBe(before + 1));
    return linkToken(mails().at(-1)?.text ?? "");
  }
  const confirm = (token: string, newPassword = "a brand new password") =>
    call("POST", "/api/password-reset-confirm", undefined, { token, newPassword });
  const refused = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: AUTH_MESSAGES.resetTokenInvalid,
      errors: { token: AUTH_MESSAGES.resetTokenInvalid },
    });
  };

  it("answers the same whether or not the email exists, and mails a link only to a real account", async () => {
    const admin = await signUpAgency(t.app);
    const before = t.outbox.length;
    const known = await call("POST", "/api/password-reset-request", undefined, { email: admin.user.email });
    const unknown = await call("POST", "/api/password-reset-request", undefined, {
      email: uniqueEmail("ghost"),
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
    const token = await requestLink(admin.user.email);

    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, admin.user.id));
    expect(stored.tokenHash).not.toBe(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);

    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect((await call("GET", "/api/user", admin.cookie)).statusCode).toBe(401);

    const oldLogin = await call("POST", "/api/login", undefined, {
      email: admin.user.email,
      password: "correct horse battery",
    });
    expect(oldLogin.statusCode).toBe(401);
    await signIn(t.app, admin.user.email, "a brand new password");

    const again = await confirm(token, "yet another password");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.resetTokenInvalid);
  });

  it("refuses an expired or made-up token", async () => {
    const admin = await signUpAgency(t.app);
    const token = await requestLink(admin.user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, admin.user.id));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    const forged = await confirm("made-up");
    expect(forged.statusCode).toBe(400);
  });

  it("ends an earlier link when a newer one is requested: the newer works, the older is refused", async () => {
    const admin = await signUpAgency(t.app);
    const older = await requestLink(admin.user.email);
    const newer = await requestLink(admin.user.email);
    expect((await confirm(newer)).statusCode).toBe(200);
    refused(await confirm(older, "another new password"));
    await signIn(t.app, admin.user.email, "a brand new password");
  });

  it("refuses link A as soon as link B is requested, before B is used", async () => {
    const admin = await signUpAgency(t.app);
    const a = await requestLink(admin.user.email);
    const b = await requestLink(admin.user.email);
    refused(await confirm(a));
    expect((await confirm(b)).statusCode).toBe(200);
  });

  it("ends every other unused link when a reset completes", async () => {
    const admin = await signUpAgency(t.app);
    const link = await requestLink(admin.user.email);
    // Another unused link of the same member (e.g. from two requests at the same moment).
    await t.db.insert(passwordResetTokens).values({
      userId: admin.user.id,
      tokenHash: hashToken("a-second-outstanding-link"),
      expiresAt: new Date(Date.now() + 30 * 60 * 1000),
    });
    expect((await confirm(link)).statusCode).toBe(200);
    refused(await confirm("a-second-outstanding-link", "another new password"));
  });

  it("ends an outstanding link when the member changes their password", async () => {
    const admin = await signUpAgency(t.app);
    const member = await addMember(t.db, admin.user.agencyId, "firefighter");
    const cookie = await signIn(t.app, member.email);
    const link = await requestLink(member.email);
    const change = await call("POST", "/api/profile/password", cookie, {
      currentPassword: member.password,
      newPassword: "my own new password",
    });
    expect(change.statusCode).toBe(200);
    refused(await confirm(link));
    await signIn(t.app, member.email, "my own new password");
  });

  it("ends a member's outstanding link when an admin resets their password", async () => {
    const admin = await signUpAgency(t.app);
    const member = await addMember(t.db, admin.user.agencyId, "firefighter");
    const link = await requestLink(member.email);
    const reset = await call("POST", `/api/users/${member.id}/reset-password`, admin.cookie);
    expect(reset.statusCode).toBe(200);
    refused(await confirm(link));
  });

  it("does the same work for a known and an unknown email: a token hashed and one identical statement", async () => {
    const admin = await signUpAgency(t.app);
    type Call = { method: string; sql?: string; params?: unknown[] };
    const dialect = new PgDialect();
    // The database as the service sees it, recording every call (and the statement it sends).
    const recording = (log: Call[]) =>
      new Proxy(t.db, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver);
          if (typeof value !== "function") return value;
          return (...args: unknown[]) => {
            const query = prop === "execute" ? dialect.sqlToQuery(args[0] as SQL) : undefined;
            log.push({ method: String(prop), sql: query?.sql, params: query?.params });
            return value.apply(target, args);
          };
        },
      });
    const sent: string[] = [];
    const mailer = { send: async (message: { to: string }) => void sent.push(message.to) };
    const known: Call[] = [];
    const unknown: Call[] = [];
    await requestPasswordReset(recording(known), mailer, "http://rollcall.test", admin.user.email, () => {});
    await requestPasswordReset(
      recording(unknown),
      mailer,
      "http://rollcall.test",
      uniqueEmail("ghost"),
      () => {},
    );

    expect(known).toHaveLength(1);
    expect(unknown.map((c) => [c.method, c.sql])).toEqual(known.map((c) => [c.method, c.sql]));
    for (const [call] of [known, unknown]) {
      expect(call.params).toContainEqual(expect.stringMatching(/^[0-9a-f]{64}$/));
    }
    // Only the real account got a stored link and a mail.
    const stored = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, admin.user.id));
    expect(stored).toHaveLength(1);
    expect(sent).toEqual([admin.user.email]);
  });

  it("validates the new password and the request email", async () => {
    const short = await call("POST", "/api/password-reset-confirm", undefined, {
      token: "x",
      newPassword: "short",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.newPassword).toBe("Password must be at least 8 characters");
    const bad = await call("POST", "/api/password-reset-request", undefined, { email: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe("Please enter a valid email address");
  });
});

describe("sign-ins per address (SIGN_IN_LIMIT_PER_ADDRESS)", () => {
  const limited = testApp({ env: { SIGN_IN_LIMIT_PER_ADDRESS: "3" } });

  it("answers 429 past the setting's count in 15 minutes from one address, and not to another address", async () => {
    const admin = await signUpAgency(limited.t.app);
    const login = (remoteAddress: string) =>
      limited.t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: admin.user.email, password: "correct horse battery" },
        remoteAddress,
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await login("198.51.100.40")).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await login("198.51.100.41")).statusCode).toBe(200);
  });
});

describe("sign-up where mail is configured", () => {
  // SMTP_URL marks mail configured; the test app's mailer keeps each message in outbox.
  const mail = testApp({ env: { SMTP_URL: "smtp://127.0.0.1:1" } });
  const linkIn = (text: string) => {
    const match = text.match(/http:\/\/rollcall\.test\/confirm-sign-up\?token=([\w-]+)/);
    return match ? decodeURIComponent(match[1]) : null;
  };
  const confirm = (token: string) =>
    mail.t.app.inject({ method: "POST", url: "/api/register/confirm", payload: { token } });
  const waitForMail = async (count: number) => {
    for (let i = 0; i < 100 && mail.t.outbox.length < count; i++) await new Promise((r) => setTimeout(r, 10));
    expect(mail.t.outbox.length).toBe(count);
  };

  it("answers alike for a new address and one with an account, and makes the account only from the emailed link", async () => {
    const existing = await signUpAgencyConfirmed();
    const form = registration();
    const fresh = await postRegistration(mail.t.app, { email: form.email });
    const taken = await postRegistration(mail.t.app, { email: existing.email.toUpperCase() });
    for (const res of [fresh, taken]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.signUpCheckEmail });
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    await waitForMail(3);
    const [toNew, toExisting] = mail.t.outbox.slice(-2);
    expect(toNew.to).toBe(form.email);
    expect(toExisting.to).toBe(existing.email);
    // The address with an account hears of it, with no link that could make a second account.
    expect(linkIn(toExisting.text)).toBeNull();
    expect(toExisting.text).toMatch(/already has an account/);
    // Nothing exists for the new address until the link is opened; the password does not sign in yet.
    const early = await mail.t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: form.email, password: form.password },
    });
    expect(early.statusCode).toBe(401);

    const token = linkIn(toNew.text);
    expect(token).not.toBeNull();
    const opened = await confirm(token as string);
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().user).toMatchObject({ email: form.email, role: "admin" });
    const cookie = sessionCookie(opened);
    const me = await mail.t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    // The link works once; the password chosen at sign-up signs in.
    const again = await confirm(token as string);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ token: AUTH_MESSAGES.signUpTokenInvalid });
    const login = await mail.t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: form.email, password: form.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses a made-up or expired link", async () => {
    expect((await confirm("not-a-real-token")).statusCode).toBe(400);
    const form = registration();
    const before = mail.t.outbox.length;
    await postRegistration(mail.t.app, { email: form.email });
    await waitForMail(before + 1);
    const token = linkIn(mail.t.outbox[before].text) as string;
    await mail.t.db.execute(
      sql`update pending_sign_ups set expires_at = now() - interval '1 second' where token_hash = ${hashToken(token)}`,
    );
    expect((await confirm(token)).statusCode).toBe(400);
  });

  /** An account made through the confirmation, to sign up with its address again. */
  async function signUpAgencyConfirmed() {
    const form = registration();
    const before = mail.t.outbox.length;
    expect((await postRegistration(mail.t.app, { email: form.email })).statusCode).toBe(202);
    await waitForMail(before + 1);
    const res = await confirm(linkIn(mail.t.outbox[before].text) as string);
    expect(res.statusCode).toBe(201);
    return { email: form.email };
  }
});

describe("sign-up without mail", () => {
  it("still makes the account at once (an installation's first admin), and answers 409 for a taken email", async () => {
    const first = await postRegistration(t.app);
    expect(first.statusCode).toBe(201);
    const again = await postRegistration(t.app, { email: first.json().user.email });
    expect(again.statusCode).toBe(409);
  });
});
