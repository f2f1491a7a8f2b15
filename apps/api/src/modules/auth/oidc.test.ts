/**
 * Single sign-on end to end against a real OpenID Connect provider (oidc-provider) started in this process
 * on a free port: the app's GET /api/login sends the browser to the provider, the test completes the
 * provider's own sign-in and consent pages over HTTP, follows the provider's redirect back to
 * /api/login/callback, and checks the session the app starts with GET /api/user.
 */
import http from "node:http";
import net from "node:net";
import { ssoErrorMessage } from "@rollcall/shared/auth";
import { eq } from "drizzle-orm";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { agencies } from "../../db/schema/agencies";
import { EnvError, parseEnv } from "../../env";
import { createTestApp, type SignedUp, signUpAgency, type TestApp, uniqueEmail } from "../../test/harness";
import { addMember } from "../../test/members";
import { OidcSignIn, SSO_COOKIE, SSO_TRANSACTION_MS, safeNextPath, ssoSettings } from "./oidc";

const PUBLIC_URL = "http://rollcall.test";
const CLIENT_ID = "rollcall";
const CLIENT_SECRET = "a-client-secret-only-this-test-knows-0123456789";

/** The provider's accounts: id → what it says about the person. */
const people = new Map<string, { email?: string; email_verified?: boolean }>();
/** How a person proves who they are at the provider (the ID token's `amr`), where the test says. */
const proofs = new Map<string, string[]>();
let nextPerson = 0;
function person(claims: { email?: string; email_verified?: boolean }, amr?: string[]) {
  const id = `person-${nextPerson++}`;
  people.set(id, claims);
  if (amr) proofs.set(id, amr);
  return id;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * An OpenID provider on 127.0.0.1:port with the app registered as a confidential client; PKCE required. By
 * default the email is in userinfo only (OpenID's rule for a code flow); `emailInIdToken` puts it in the ID
 * token too, as many providers do.
 */
async function startProvider(port: number, { emailInIdToken = false } = {}) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${PUBLIC_URL}/api/login/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    // `amr` kept in the ID token (the provider drops claims no scope names).
    claims: { openid: ["sub", "amr"], email: ["email", "email_verified"], profile: ["name"] },
    pkce: { required: () => true },
    cookies: { keys: ["oidc-test-cookie-key"] },
    features: { devInteractions: { enabled: true } },
    conformIdTokenClaims: !emailInIdToken,
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    findAccount: async (_ctx, id) => {
      const claims = people.get(id);
      if (!claims) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, name: "Test Person", ...claims }) };
    },
  });
  // The provider's own sign-in page finishes a login with the account alone; a person with a proof gets it in
  // the login's result, which the provider writes into the ID token's `amr`.
  const finished = provider.interactionFinished.bind(provider);
  provider.interactionFinished = (req, res, result, options) => {
    const login = result.login as { accountId: string } | undefined;
    const amr = login ? proofs.get(login.accountId) : undefined;
    return finished(req, res, amr && login ? { ...result, login: { ...login, amr } } : result, options);
  };
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ssoEnv = (issuer: string) => ({
  PUBLIC_URL,
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: CLIENT_ID,
  OIDC_CLIENT_SECRET: CLIENT_SECRET,
  OIDC_DISPLAY_NAME: "County ID",
});

type Cookies = Map<string, string>;

/** Keeps what a Set-Cookie list sets (a cleared or expired cookie is dropped). */
function remember(jar: Cookies, setCookies: string[]) {
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(";");
    const name = pair.slice(0, pair.indexOf("=")).trim();
    const value = pair.slice(pair.indexOf("=") + 1).trim();
    const expires = attributes.find((a) => a.trim().toLowerCase().startsWith("expires="));
    const gone = !value || (expires && new Date(expires.split("=")[1]).getTime() < Date.now());
    if (gone) jar.delete(name);
    else jar.set(name, value);
  }
}
const cookieHeader = (jar: Cookies) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/**
 * The browser at the provider: follows its redirects from `url` and answers its sign-in page as `personId`
 * (or aborts there) and its consent page, until the provider sends the browser back to the app; returns
 * that address.
 */
async function atProvider(url: string, personId: string, action: "sign in" | "abort" = "sign in") {
  const jar: Cookies = new Map();
  let next: { url: string; method: "GET" | "POST"; body?: URLSearchParams } = { url, method: "GET" };
  for (let step = 0; step < 20; step++) {
    const res = await fetch(next.url, {
      method: next.method,
      body: next.body,
      redirect: "manual",
      headers: { cookie: cookieHeader(jar) },
    });
    remember(jar, res.headers.getSetCookie());
    const location = res.headers.get("location");
    if (res.status >= 300 && res.status < 400 && location) {
      const target = new URL(location, next.url).href;
      if (target.startsWith(PUBLIC_URL)) return target;
      next = { url: target, method: "GET" };
      continue;
    }
    const page = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${page.slice(0, 500)}`);
    const formAction = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!formAction) throw new Error(`no form on the provider's page: ${page.slice(0, 500)}`);
    const formUrl = new URL(formAction.replaceAll("&amp;", "&"), next.url).href;
    if (page.includes('name="prompt" value="login"')) {
      if (action === "abort") {
        next = { url: `${formUrl}/abort`, method: "GET" };
        continue;
      }
      next = {
        url: formUrl,
        method: "POST",
        body: new URLSearchParams({ prompt: "login", login: personId, password: "anything" }),
      };
    } else if (page.includes('name="prompt" value="consent"')) {
      next = { url: formUrl, method: "POST", body: new URLSearchParams({ prompt: "consent" }) };
    } else {
      throw new Error(`unexpected provider page: ${page.slice(0, 500)}`);
    }
  }
  throw new Error("too many steps at the provider");
}

const transactionCookie = (res: { cookies: Array<{ name: string; value: string }> }) => {
  const cookie = res.cookies.find((c) => c.name === SSO_COOKIE);
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
};
const sessionCookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => {
  const cookie = res.cookies.find((c) => c.name === "rollcall_session" && c.value);
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
};

/** The path and query of an address on the app. */
const onApp = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(PUBLIC_URL);
  return `${parsed.pathname}${parsed.search}`;
};

/** The whole round trip as a browser makes it; the callback's answer. */
async function signInWithProvider(
  app: TestApp["app"],
  personId: string,
  options: { next?: string; action?: "sign in" | "abort" } = {},
) {
  const start = await app.inject({
    method: "GET",
    url: options.next ? `/api/login?next=${encodeURIComponent(options.next)}` : "/api/login",
  });
  expect(start.statusCode).toBe(302);
  const cookie = transactionCookie(start);
  expect(cookie).toBeDefined();
  const back = await atProvider(start.headers.location as string, personId, options.action);
  return app.inject({ method: "GET", url: onApp(back), headers: { cookie: cookie as string } });
}

/** Where a refused attempt lands: the sign-in page with the code (and address). */
function refusal(location: string | undefined) {
  const url = new URL(location ?? "", PUBLIC_URL);
  expect(url.pathname).toBe("/auth");
  const code = url.searchParams.get("sso_error");
  return { code, message: ssoErrorMessage(code, url.searchParams.get("email")) };
}

describe("single sign-on with OpenID Connect", () => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let t: TestApp;
  let agency: SignedUp;
  const logs: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    provider = await startProvider(await freePort());
    t = await createTestApp(ssoEnv(provider.issuer), {
      logger: { level: "info", stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
    });
    agency = await signUpAgency(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const currentUser = (cookie: string) =>
    t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });

  it("tells the sign-in page that single sign-on is on, with its label", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ oidc: { label: "County ID" } });
  });

  it("sends the browser to the provider with PKCE, state, nonce and the openid email profile scope", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/login" });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      response_type: "code",
      scope: "openid email profile",
      redirect_uri: `${PUBLIC_URL}/api/login/callback`,
      code_challenge_method: "S256",
    });
    for (const name of ["code_challenge", "state", "nonce"]) expect(url.searchParams.get(name)).toBeTruthy();
    const cookie = res.cookies.find((c) => c.name === SSO_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 600 });
    // Sealed: none of the secrets it carries can be read from it.
    expect(cookie?.value).not.toContain(url.searchParams.get("state"));
    expect(cookie?.value).not.toContain(url.searchParams.get("nonce"));
  });

  it("signs in the member whose verified email the provider vouches for", async () => {
    const id = person({ email: agency.user.email.toUpperCase(), email_verified: true });
    const res = await signInWithProvider(t.app, id);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    // The transaction is over: its cookie is cleared.
    expect(res.cookies.find((c) => c.name === SSO_COOKIE)?.value).toBe("");
    const cookie = sessionCookieOf(res);
    expect(cookie).toBeDefined();
    const me = await currentUser(cookie as string);
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ id: agency.user.id, email: agency.user.email });
    expect(logs.some((l) => l.msg === "single sign-on" && l.userId === agency.user.id)).toBe(true);
  });

  it("asks an agency's second factor after single sign-on unless the provider's amr says more than a password", async () => {
    const strict = await signUpAgency(t.app, { agencyName: "Strict County Sheriff" });
    const rule = await t.app.inject({
      method: "PUT",
      url: "/api/auth/second-factor-rule",
      headers: { cookie: strict.cookie, origin: PUBLIC_URL },
      payload: { rule: "everyone" },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const session = async (res: Awaited<ReturnType<typeof signInWithProvider>>) => {
      expect(res.statusCode).toBe(302);
      const me = await currentUser(sessionCookieOf(res) as string);
      expect(me.statusCode).toBe(200);
      return me.json().user as { id: string; pendingSecondFactor?: string | null };
    };

    // A password alone at the provider: the agency's rule applies (this admin has no factor yet: enrolment).
    const passwordOnly = person({ email: strict.user.email, email_verified: true }, ["pwd"]);
    expect((await session(await signInWithProvider(t.app, passwordOnly))).pendingSecondFactor).toBe("enrol");
    const silent = person({ email: strict.user.email, email_verified: true });
    expect((await session(await signInWithProvider(t.app, silent))).pendingSecondFactor).toBe("enrol");

    // The provider vouches for more than a password: signed in, no second step.
    for (const amr of [["pwd", "otp"], ["mfa"], ["hwk"]]) {
      const strong = person({ email: strict.user.email, email_verified: true }, amr);
      const user = await session(await signInWithProvider(t.app, strong));
      expect(user.id, amr.join()).toBe(strict.user.id);
      expect(user.pendingSecondFactor ?? null, amr.join()).toBeNull();
    }
  });

  it("returns to the page that asked for sign-in, and only to a page of this site", async () => {
    const id = person({ email: agency.user.email, email_verified: true });
    const res = await signInWithProvider(t.app, id, { next: "/assets/42?tab=history" });
    expect(res.headers.location).toBe("/assets/42?tab=history");
    const elsewhere = await signInWithProvider(t.app, id, { next: "//evil.example/steal" });
    expect(elsewhere.headers.location).toBe("/");
  });

  it.each(["/.//evil.example", "/..//evil.example/phish", "/%2e//evil.example", "/./\\evil.example"])(
    "after signing in at the provider, returns to a path of this site for next=%j, never to another host",
    async (next) => {
      const id = person({ email: agency.user.email, email_verified: true });
      const res = await signInWithProvider(t.app, id, { next });
      expect(res.statusCode).toBe(302);
      expect(sessionCookieOf(res)).toBeDefined();
      const location = res.headers.location as string;
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, PUBLIC_URL).origin).toBe(PUBLIC_URL);
    },
  );

  it("signs in a member who must still replace a temporary password; the password rule still holds", async () => {
    const member = await addMember(t.db, agency.user.agencyId, "firefighter", { mustChangePassword: true });
    const res = await signInWithProvider(t.app, person({ email: member.email, email_verified: true }));
    expect(res.headers.location).toBe("/");
    const cookie = sessionCookieOf(res) as string;
    expect((await currentUser(cookie)).json().user).toMatchObject({
      id: member.id,
      mustChangePassword: true,
    });
    const elsewhere = await t.app.inject({ method: "GET", url: "/api/shifts", headers: { cookie } });
    expect(elsewhere.statusCode).toBe(403);
  });

  it("refuses an email no member uses, saying so, and starts no session", async () => {
    const email = uniqueEmail("stranger");
    const res = await signInWithProvider(t.app, person({ email, email_verified: true }));
    expect(res.statusCode).toBe(302);
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(refusal(res.headers.location)).toEqual({
      code: "unknown_email",
      message: `No Rollcall account uses ${email}. Ask your agency's admin to invite you.`,
    });
    expect(logs.some((l) => l.reason === "unknown_email" && l.email === email && l.level === 40)).toBe(true);
  });

  it("refuses an email the provider has not verified", async () => {
    const res = await signInWithProvider(t.app, person({ email: agency.user.email, email_verified: false }));
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(refusal(res.headers.location)).toEqual({
      code: "email_unverified",
      message: `Your identity provider has not verified ${agency.user.email}. Verify it there, or sign in with your email and password.`,
    });
  });

  it("refuses when the provider shares no email", async () => {
    const res = await signInWithProvider(t.app, person({}));
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(refusal(res.headers.location).code).toBe("no_email");
  });

  it("refuses a removed member's email, like an unknown one", async () => {
    const removed = await addMember(t.db, agency.user.agencyId, "emt", { deletedAt: new Date() });
    const res = await signInWithProvider(t.app, person({ email: removed.email, email_verified: true }));
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(refusal(res.headers.location).code).toBe("unknown_email");
  });

  it("refuses a member of a suspended agency", async () => {
    const other = await signUpAgency(t.app);
    await t.db.update(agencies).set({ status: "suspended" }).where(eq(agencies.id, other.user.agencyId));
    const res = await signInWithProvider(t.app, person({ email: other.user.email, email_verified: true }));
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(refusal(res.headers.location)).toEqual({
      code: "suspended",
      message: "This agency is suspended, so its members cannot sign in. Ask your agency's admin.",
    });
  });

  it("explains a sign-in cancelled at the provider (error=access_denied)", async () => {
    const res = await signInWithProvider(t.app, person({ email: agency.user.email, email_verified: true }), {
      action: "abort",
    });
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(refusal(res.headers.location).code).toBe("cancelled");
  });

  it("refuses an answer whose state is not this browser's, or that comes without the transaction cookie", async () => {
    const id = person({ email: agency.user.email, email_verified: true });
    const start = await t.app.inject({ method: "GET", url: "/api/login" });
    const cookie = transactionCookie(start) as string;
    const back = new URL(await atProvider(start.headers.location as string, id));

    const tampered = new URL(back);
    tampered.searchParams.set("state", "an-attackers-state");
    const badState = await t.app.inject({ method: "GET", url: onApp(tampered.href), headers: { cookie } });
    expect(sessionCookieOf(badState)).toBeUndefined();
    expect(refusal(badState.headers.location).code).toBe("expired");

    // Someone else's code, sent to this browser without its transaction (login CSRF): refused.
    const noCookie = await t.app.inject({ method: "GET", url: onApp(back.href) });
    expect(sessionCookieOf(noCookie)).toBeUndefined();
    expect(refusal(noCookie.headers.location).code).toBe("expired");

    // A transaction cookie that was altered cannot be opened.
    const forged = `${cookie.slice(0, -4)}AAAA`;
    const altered = await t.app.inject({ method: "GET", url: onApp(back.href), headers: { cookie: forged } });
    expect(refusal(altered.headers.location).code).toBe("expired");

    // The untouched answer still works once; the code cannot be used twice.
    const first = await t.app.inject({ method: "GET", url: onApp(back.href), headers: { cookie } });
    expect(first.headers.location).toBe("/");
    const replay = await t.app.inject({ method: "GET", url: onApp(back.href), headers: { cookie } });
    expect(sessionCookieOf(replay)).toBeUndefined();
    expect(refusal(replay.headers.location).code).toBe("failed");
  });

  it("refuses an answer that comes back more than 10 minutes after the attempt started", async () => {
    const oidc = new OidcSignIn(ssoSettings(t.app.env) as NonNullable<ReturnType<typeof ssoSettings>>);
    const { url, transaction } = await oidc.start("/");
    const state = new URL(url).searchParams.get("state") as string;
    const later = Date.now() + SSO_TRANSACTION_MS + 1000;
    const clock = vi.spyOn(Date, "now").mockReturnValue(later);
    try {
      await expect(oidc.finish(`?code=x&state=${state}`, transaction)).rejects.toMatchObject({
        code: "expired",
      });
    } finally {
      clock.mockRestore();
    }
    // Opened under another client secret (another installation's cookie), it is refused too.
    const other = new OidcSignIn({ ...oidc.settings, clientSecret: "another-installations-secret" });
    await expect(other.finish(`?code=x&state=${state}`, transaction)).rejects.toMatchObject({
      code: "expired",
    });
  });

  it("keeps the page to return to on this site", () => {
    expect(safeNextPath("/scheduling?week=2", PUBLIC_URL)).toBe("/scheduling?week=2");
    for (const bad of ["https://evil.example/", "//evil.example", "/\\evil.example", "/\t/evil.example"])
      expect(safeNextPath(bad, PUBLIC_URL)).toBe("/");
  });
});

describe("single sign-on when the provider is down", () => {
  let t: TestApp;
  let port: number;
  let provider: Awaited<ReturnType<typeof startProvider>> | undefined;

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp(ssoEnv(`http://127.0.0.1:${port}`));
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it("sends the browser back to the sign-in page with an explanation, then works once the provider is up", async () => {
    const down = await t.app.inject({ method: "GET", url: "/api/login" });
    expect(down.statusCode).toBe(302);
    expect(refusal(down.headers.location)).toEqual({
      code: "unavailable",
      message:
        "Single sign-on is not available right now. Try again in a few minutes, or sign in with your email and password.",
    });

    provider = await startProvider(port, { emailInIdToken: true });
    const agency = await signUpAgency(t.app);
    const res = await signInWithProvider(t.app, person({ email: agency.user.email, email_verified: true }));
    expect(res.headers.location).toBe("/");
    expect(sessionCookieOf(res)).toBeDefined();
  });
});

describe("single sign-on configuration", () => {
  it("needs the issuer, client id and client secret together", () => {
    const partial = () => parseEnv({ NODE_ENV: "test", OIDC_ISSUER: "https://id.example.org" });
    expect(partial).toThrow(EnvError);
    expect(partial).toThrow(/OIDC_CLIENT_ID: must be set too for single sign-on/);
    expect(partial).toThrow(/OIDC_CLIENT_SECRET: must be set too/);
    const secretOnly = () => parseEnv({ NODE_ENV: "test", OIDC_CLIENT_SECRET: "s3cret-value" });
    expect(secretOnly).toThrow(/OIDC_ISSUER: must be set too/);
    // The secret itself never appears in the message.
    const message = (() => {
      try {
        secretOnly();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).not.toContain("s3cret-value");
    expect(() => parseEnv({ NODE_ENV: "test", ...ssoEnv("https://id.example.org") })).not.toThrow();
  });

  it("refuses a plain-http issuer in production unless it is on this machine", () => {
    const env = (issuer: string) => () => parseEnv({ NODE_ENV: "production", ...ssoEnv(issuer) });
    expect(env("http://id.example.org")).toThrow(/OIDC_ISSUER: must be an https:\/\/ address in production/);
    expect(env("http://127.0.0.1:9000")).not.toThrow();
  });
});
