/**
 * How answers travel: JSON compressed when the browser accepts it, an unchanged read revalidated with a 304,
 * and the built web app's files sent as their precompressed copies with the right caching, never its source
 * maps. The web build is stood in by a folder made here, shaped as apps/web/vite.config.ts writes it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { asPlatform } from "./db/client";
import { agencies } from "./db/schema/agencies";
import { createTestApp, testDay } from "./test/harness";
import { oneAgency } from "./test/world";

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-web-"));
const INDEX = `<!doctype html><html><head><title>Rollcall · Emergency Services Management Platform</title><script type="module" src="/assets/index-abc123.js"></script></head><body>${"<!-- padding -->".repeat(100)}</body></html>`;
const SCRIPT = `export const app = ${JSON.stringify("x".repeat(4000))};\n`;
/** The prerendered public pages (apps/web/src/prerender.tsx): their own HTML, no application script. */
const LANDING = `<!doctype html><html><head><style>.hero{color:navy}</style></head><body><h1>Replace six systems</h1>${"<!-- padding -->".repeat(100)}</body></html>`;
const PRICING = `<!doctype html><html><head><style>.plans{color:navy}</style></head><body><h1>Transparent Pricing. Maximum Value.</h1>${"<!-- padding -->".repeat(100)}</body></html>`;
/** The sign-in page: the app's page with the form's markup shown until the app takes over. */
const SIGN_IN = `<!doctype html><html><head><style>.card{color:navy}</style></head><body><div id="prerendered" data-app-entry="/assets/index-abc123.js"><form aria-label="Sign In"></form></div><div id="root" hidden></div>${"<!-- padding -->".repeat(100)}</body></html>`;
/** The app as a member's "/" gets it: the dashboard's session and data preloaded by the HTML. */
const DASHBOARD = INDEX.replace("</head>", '<link rel="preload" href="/api/dashboard" as="fetch"></head>');
fs.mkdirSync(path.join(webRoot, "assets"));
for (const [file, body] of [
  ["index.html", INDEX],
  ["landing.html", LANDING],
  ["pricing.html", PRICING],
  ["auth.html", SIGN_IN],
  ["dashboard.html", DASHBOARD],
  ["assets/index-abc123.js", SCRIPT],
] as const) {
  fs.writeFileSync(path.join(webRoot, file), body);
  fs.writeFileSync(path.join(webRoot, `${file}.br`), zlib.brotliCompressSync(body));
  fs.writeFileSync(path.join(webRoot, `${file}.gz`), zlib.gzipSync(body));
}
fs.writeFileSync(
  path.join(webRoot, "assets/index-abc123.js.map"),
  '{"version":3,"sources":["src/main.tsx"]}',
);
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

const { t, a, firefighter, call, expectCall } = oneAgency({ app: { webRoot } });

const week = `/api/shifts?startDate=${testDay(0)}&endDate=${testDay(6)}`;

/** Shifts enough for the week's answer to pass the compression threshold. */
async function fillWeek() {
  for (let day = 0; day < 7; day++)
    await expectCall(201, "POST", "/api/shifts", a.cookie, {
      title: `Engine ${day} - 24 Hour`,
      userId: firefighter.id,
      startTime: `${testDay(day)}T07:00`,
      endTime: `${testDay(day)}T19:00`,
      assignment: "Station 1 - Engine 1",
    });
}

describe("JSON answers", () => {
  it("are compressed with brotli or gzip when accepted, and decompress to the same JSON", async () => {
    await fillWeek();
    const plain = await t.app.inject({ method: "GET", url: week, headers: { cookie: a.cookie } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toHaveLength(7);

    const br = await t.app.inject({
      method: "GET",
      url: week,
      headers: { cookie: a.cookie, "accept-encoding": "br, gzip" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.app.inject({
      method: "GET",
      url: week,
      headers: { cookie: a.cookie, "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("small answers go as they are", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: a.cookie, "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("an unchanged read answers 304 without a body; a change gives a new tag", async () => {
    const first = await call("GET", week, a.cookie);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\//);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const again = await t.app.inject({
      method: "GET",
      url: week,
      headers: { cookie: a.cookie, "if-none-match": tag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    await expectCall(201, "POST", "/api/shifts", a.cookie, {
      title: "Extra - 12 Hour",
      userId: firefighter.id,
      startTime: `${testDay(1)}T19:00`,
      endTime: `${testDay(2)}T07:00`,
    });
    const changed = await t.app.inject({
      method: "GET",
      url: week,
      headers: { cookie: a.cookie, "if-none-match": tag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.json()).toHaveLength(8);
  });

  it("another member's tag never reveals their answer: a different answer is sent in full", async () => {
    const admins = await call("GET", "/api/notifications", a.cookie);
    const theirs = await t.app.inject({
      method: "GET",
      url: "/api/notifications",
      headers: { cookie: firefighter.cookie, "if-none-match": admins.headers.etag as string },
    });
    // The firefighter was assigned seven shifts (notified); the admin was not.
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().length).toBeGreaterThan(0);
  });
});

describe("the built web app", () => {
  it("sends the precompressed copy the browser accepts, with immutable caching for hashed files", async () => {
    const br = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip, deflate" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("sends the page for the app's routes compressed and revalidated on every visit", async () => {
    for (const [url, page] of [
      ["/", DASHBOARD],
      ["/scheduling", INDEX],
    ] as const) {
      const res = await t.app.inject({
        method: "GET",
        url,
        headers: { cookie: a.cookie, "accept-encoding": "gzip" },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBe("gzip");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(zlib.gunzipSync(res.rawPayload).toString(), url).toBe(page);
    }
  });

  it("an equipment page under /assets/ is the app's page, not a missing file", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/3f2b8c9e-1d4a-4e5f-9a7b-2c1d0e9f8a7b" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it("never serves source maps, and a missing build file is a 404 rather than the page", async () => {
    for (const url of ["/assets/index-abc123.js.map", "/assets/index-old999.js"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("<!doctype html>");
    }
  });
});

describe("the prerendered public pages", () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("a visitor without a session opening / gets the landing page, not the app", async () => {
    const res = await get("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).toBe(LANDING);
    expect(res.body).not.toContain("/assets/index-");
    // Another site's cookie is not a session.
    expect((await get("/", { cookie: "theme=dark" })).body).toBe(LANDING);
  });

  it("a signed-in member opening / gets the app with the dashboard's data preloaded", async () => {
    const res = await get("/", { cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe(DASHBOARD);
  });

  it("an expired session's cookie gets the app, whose first call clears it, and the next visit the landing page", async () => {
    const stale = "rollcall_session=no-longer-a-session";
    expect((await get("/", { cookie: stale })).body).toBe(DASHBOARD);
    const user = await get("/api/user", { cookie: stale });
    expect(user.statusCode).toBe(401);
    const cleared = user.cookies.find((c) => c.name === "rollcall_session");
    expect(cleared?.value).toBe("");
    expect((await get("/")).body).toBe(LANDING);
  });

  it("/pricing is the prerendered page for a visitor and the app's own for a member", async () => {
    const visitor = await get("/pricing");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers["cache-control"]).toBe("no-cache");
    expect(visitor.body).toBe(PRICING);
    expect((await get("/pricing?ref=mail")).body).toBe(PRICING);
    expect((await get("/pricing", { cookie: firefighter.cookie })).body).toBe(INDEX);
  });

  it("/auth is the prerendered sign-in page for a visitor, whatever it should open next, and the app for a member", async () => {
    const visitor = await get("/auth");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers.vary).toMatch(/cookie/i);
    expect(visitor.body).toBe(SIGN_IN);
    expect((await get("/auth?next=%2Fcompliance")).body).toBe(SIGN_IN);
    // A member is sent on by the app itself.
    expect((await get("/auth", { cookie: firefighter.cookie })).body).toBe(INDEX);
  });

  it("with single sign-on, /auth is the app from the start (its provider's button is the app's)", async () => {
    const sso = await createTestApp(
      {
        OIDC_ISSUER: "https://id.example.org",
        OIDC_CLIENT_ID: "rollcall",
        OIDC_CLIENT_SECRET: "a-client-secret",
      },
      { webRoot },
    );
    try {
      const res = await sso.app.inject({ method: "GET", url: "/auth" });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect((await sso.app.inject({ method: "GET", url: "/" })).body).toBe(LANDING);
    } finally {
      await sso.close();
    }
  });

  it("on the host name of a white-labelled agency, a visitor's / and /pricing go to its sign-in page: the app, titled with its name", async () => {
    const host = "fire.bayside.example.org";
    await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .update(agencies)
        .set({ hostName: host, name: "Bayside <Fire>" })
        .where(eq(agencies.id, a.user.agencyId)),
    );
    try {
      for (const url of ["/", "/pricing"]) {
        const res = await get(url, { host });
        expect(res.statusCode, url).toBe(302);
        expect(res.headers.location).toBe("/auth");
      }
      const signIn = await get("/auth", { host });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.headers.vary).toMatch(/host/i);
      expect(signIn.body).toContain("<title>Bayside &#60;Fire&#62;</title>");
      // Its brand is in the page (no "<" that could end the element), for the sign-in screen's first paint.
      const data = /<script id="host-brand" type="application\/json">([^<]*)<\/script><\/head>/.exec(
        signIn.body,
      );
      expect(JSON.parse(data?.[1] ?? "{}")).toEqual({
        brand: { name: "Bayside <Fire>", primaryColor: "#3B4B6B", secondaryColor: "#00BFFF", logoUrl: null },
      });
      // A member there gets the app as anywhere; the installation's own host keeps the product's pages.
      expect((await get("/auth", { host, cookie: firefighter.cookie })).body).toBe(INDEX);
      expect((await get("/auth")).body).toBe(SIGN_IN);
      expect((await get("/")).body).toBe(LANDING);
    } finally {
      await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
        tx.update(agencies).set({ hostName: null }).where(eq(agencies.id, a.user.agencyId)),
      );
    }
  });

  it("travel as the build's precompressed copies", async () => {
    for (const [url, body] of [
      ["/", LANDING],
      ["/pricing", PRICING],
      ["/auth", SIGN_IN],
    ] as const) {
      const br = await get(url, { "accept-encoding": "br, gzip" });
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(br.headers.vary, url).toMatch(/cookie/i);
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString(), url).toBe(body);
      const gzip = await get(url, { "accept-encoding": "gzip" });
      expect(gzip.headers["content-encoding"], url).toBe("gzip");
      expect(zlib.gunzipSync(gzip.rawPayload).toString(), url).toBe(body);
    }
  });
});
