/**
 * Session lifetime and cookies (issue 10): a session ends after 12 idle hours and 14 days after sign-in
 * whatever the use; over https the cookie is Secure with the __Host- prefix; only listed proxies are
 * believed about the client's address.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../db/schema/auth";
import { parseEnv } from "../env";
import { SECURE_SESSION_COOKIE, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../lib/sessions";
import { createTestApp, postRegistration, signUpAgency } from "../test/harness";
import { logIn } from "../test/members";
import { oneAgency } from "../test/world";

const { t, a: admin } = oneAgency({ members: [] });

async function freshSession() {
  const res = await logIn(t.app, admin.user.email, "correct horse battery");
  expect(res.statusCode).toBe(200);
  const value = res.cookies.find((c) => c.name === "rollcall_session")?.value ?? "";
  const [row] = await t.db.select().from(sessions).orderBy(sql`${sessions.expire} desc`).limit(1);
  return { cookie: `rollcall_session=${value}`, sid: row.sid };
}

const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });

describe("session lifetime", () => {
  it("ends a session after 12 hours without use", async () => {
    const s = await freshSession();
    const [row] = await t.db.select().from(sessions).where(eq(sessions.sid, s.sid));
    expect(row.expire.getTime() - Date.now()).toBeGreaterThan(SESSION_IDLE_MS - 60_000);
    expect(row.expire.getTime() - Date.now()).toBeLessThanOrEqual(SESSION_IDLE_MS);
    expect((await me(s.cookie)).statusCode).toBe(200);
    // Twelve idle hours pass.
    await t.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, s.sid));
    expect((await me(s.cookie)).statusCode).toBe(401);
  });

  it("keeps a session in use alive: its idle deadline moves forward", async () => {
    const s = await freshSession();
    const soon = new Date(Date.now() + 60 * 60 * 1000); // last used 11 hours ago
    await t.db.update(sessions).set({ expire: soon }).where(eq(sessions.sid, s.sid));
    expect((await me(s.cookie)).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.sid, s.sid));
    expect(row.expire.getTime()).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - 60_000);
  });

  it("ends a session 14 days after sign-in even when used every day", async () => {
    const s = await freshSession();
    const [row] = await t.db.select().from(sessions).where(eq(sessions.sid, s.sid));
    const signedIn = new Date(Date.now() - SESSION_ABSOLUTE_MS - 60_000).toISOString();
    await t.db
      .update(sessions)
      .set({ sess: { ...(row.sess as object), createdAt: signedIn } })
      .where(eq(sessions.sid, s.sid));
    expect((await me(s.cookie)).statusCode).toBe(401);
  });

  it("lets the browser keep the cookie no longer than the absolute limit", async () => {
    const res = await logIn(t.app, admin.user.email, "correct horse battery");
    const cookie = res.cookies.find((c) => c.name === "rollcall_session");
    expect(cookie?.maxAge).toBe(SESSION_ABSOLUTE_MS / 1000);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
  });
});

describe("an https installation", () => {
  it("sets a Secure __Host- cookie and HSTS, and signs in and out with it", async () => {
    const https = await createTestApp({ PUBLIC_URL: "https://rollcall.example.org" });
    try {
      const res = await postRegistration(https.app, {
        email: "chief@secure.example.org",
        agencyName: "Secure Fire",
      });
      expect(res.statusCode).toBe(201);
      const cookie = res.cookies.find((c) => c.name === SECURE_SESSION_COOKIE);
      expect(cookie?.secure).toBe(true);
      expect(cookie?.path).toBe("/");
      expect(cookie?.domain).toBeUndefined();
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      const header = `${SECURE_SESSION_COOKIE}=${cookie?.value}`;
      const who = await https.app.inject({ method: "GET", url: "/api/user", headers: { cookie: header } });
      expect(who.statusCode).toBe(200);
      // The plain name is not honoured on https: a cookie planted without the prefix signs nobody in.
      const planted = await https.app.inject({
        method: "GET",
        url: "/api/user",
        headers: { cookie: `rollcall_session=${cookie?.value}` },
      });
      expect(planted.statusCode).toBe(401);
      const out = await https.app.inject({ method: "POST", url: "/api/logout", headers: { cookie: header } });
      expect(out.statusCode).toBe(204);
      expect(out.cookies.find((c) => c.name === SECURE_SESSION_COOKIE)?.value).toBe("");
    } finally {
      await https.close();
    }
  });
});

describe("security headers", () => {
  it("forbids framing and inline scripts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: admin.cookie } });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    // Plain http installs do not claim HSTS.
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("trusted proxies", () => {
  it("refuses TRUST_PROXY=true, which would believe any client's X-Forwarded-For", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/proxy addresses or CIDRs/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, ::1" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "::1"]);
    expect(parseEnv({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toEqual(["loopback"]);
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
  });

  it("believes X-Forwarded-For only from a listed proxy", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "10.0.0.1" });
    try {
      const a = await signUpAgency(proxied.app);
      const ipOf = async (remoteAddress: string, forwarded: string) => {
        const res = await proxied.app.inject({
          method: "POST",
          url: "/api/login",
          remoteAddress,
          headers: { "x-forwarded-for": forwarded },
          payload: { email: a.user.email, password: "correct horse battery" },
        });
        expect(res.statusCode).toBe(200);
        const [row] = await proxied.db.select().from(sessions).orderBy(sql`${sessions.expire} desc`).limit(1);
        return (row.sess as { ip: string }).ip;
      };
      // A client speaking directly cannot pick its address by header...
      expect(await ipOf("203.0.113.9", "198.51.100.77")).toBe("203.0.113.9");
      // ...the listed proxy tells the client's real one.
      expect(await ipOf("10.0.0.1", "198.51.100.78")).toBe("198.51.100.78");
    } finally {
      await proxied.close();
    }
  });

  it("marks the cookie Secure when a listed proxy says the request came over https", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "127.0.0.1" });
    try {
      const res = await postRegistration(
        proxied.app,
        { email: "chief@proxied.example.org", agencyName: "Proxied Fire" },
        { "x-forwarded-proto": "https" },
      );
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === "rollcall_session")?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});
