/**
 * A member's "/" painted by the server (decision 030, lib/first-paint.ts): the renderer reads the API as the
 * member whose cookie the page request carries, and the page carries its markup and those reads. The web build
 * is stood in by a folder made here, shaped as apps/web/vite.config.ts writes it; its renderer stands in for
 * apps/web/src/render-first-paint.tsx with the same contract (reads in, markup and data out), and the real one
 * is driven in the browser by apps/web/e2e/dashboard.spec.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { FIRST_PAINT_RENDERER, FIRST_PAINT_TEMPLATE, jsonInHtml } from "./lib/first-paint";
import { twoAgencies } from "./test/world";

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-first-paint-"));
const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const DASHBOARD = INDEX.replace("</head>", '<link rel="preload" href="/api/dashboard" as="fetch"></head>');
const TEMPLATE = `<!doctype html><html><head></head><body><div id="prerendered"><!--page--></div><div id="root" hidden></div>${"<!-- padding -->".repeat(100)}</body></html>`;
/** Renders what it read; a member named "Throws" makes it fail, as a renderer's bug would. */
const RENDERER = `
export const FIRST_PAINT_DATA_ID = "first-paint-data";
export async function renderFirstPaint(read) {
  const session = await read("/api/user");
  if (!session) return null;
  if (session.user.firstName === "Throws") throw new Error("a bug in the renderer");
  const [agency, dashboard] = await Promise.all([read("/api/agencies/" + session.user.agencyId), read("/api/dashboard")]);
  if (!agency || !dashboard) return null;
  const text = (value) => String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return { html: "<h1>" + text(agency.name) + "</h1><p>On duty: " + dashboard.stats.onDuty + "</p>", data: { session, agency, dashboard } };
}
`;
for (const [file, body] of [
  ["index.html", INDEX],
  ["landing.html", "<!doctype html><h1>Replace six systems</h1>"],
  ["dashboard.html", DASHBOARD],
  [FIRST_PAINT_TEMPLATE, TEMPLATE],
  [FIRST_PAINT_RENDERER, RENDERER],
] as const) {
  fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(webRoot, file), body);
}
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

const { t, a, b, call } = twoAgencies({
  app: { webRoot },
  agencies: ["North Station", "South </script><script>alert(1)</script> Station"],
});

const page = (cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/", headers: { ...headers, ...(cookie ? { cookie } : {}) } });

/** The reads the page carries, as the app will adopt them. */
function dataOf(body: string) {
  const block = body.match(/<script type="application\/json" id="first-paint-data">(.*?)<\/script>/s);
  expect(block, "the page's data block").not.toBeNull();
  return JSON.parse(block?.[1] ?? "null") as {
    session: { user: { id: string; agencyId: string } };
    agency: { id: string; name: string };
    dashboard: { stats: { onDuty: number } };
  };
}

describe("a member's / painted by the server", () => {
  it("is the member's own agency's page, with the reads it was painted from, and never another agency's", async () => {
    for (const [member, own, other] of [
      [a, "North Station", "South"],
      [b, "South </script><script>alert(1)</script> Station", "North"],
    ] as const) {
      const res = await page(member.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      const data = dataOf(res.body);
      expect(data.session.user.id).toBe(member.user.id);
      expect(data.agency).toMatchObject({ id: member.user.agencyId, name: own });
      // The same answers the app's own reads get.
      const dashboard = await call("GET", "/api/dashboard", member.cookie);
      expect(data.dashboard).toEqual(dashboard.json());
      expect(res.body).not.toContain(other);
    }
  });

  it("keeps a member's data out of every cache", async () => {
    const res = await page(a.cookie);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it("carries what members typed as data: nothing in it closes the data block or starts a script", async () => {
    const res = await page(b.cookie);
    // One script element, the data block: the name is text in the markup and escaped data in the block.
    expect(res.body.match(/<script/g)).toHaveLength(1);
    const block = res.body.slice(res.body.indexOf('id="first-paint-data">'));
    expect(block).not.toContain("</script><script>");
    expect(block).toContain("South \\u003c/script>\\u003cscript>alert(1)\\u003c/script> Station");
    expect(jsonInHtml({ name: "<!--" })).toBe('{"name":"\\u003c!--"}');
  });

  it("is compressed when the browser accepts it", async () => {
    const res = await page(a.cookie, { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(dataOf(zlib.gunzipSync(res.rawPayload).toString()).agency.name).toBe("North Station");
  });

  it("is the app's page when it cannot be painted: an ended session, a renderer that fails", async () => {
    const stale = await page("rollcall_session=no-longer-a-session");
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(DASHBOARD);
    expect(stale.headers["cache-control"]).toBe("no-cache");

    const renamed = await call("PATCH", "/api/profile", a.cookie, { firstName: "Throws" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const failed = await page(a.cookie);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(DASHBOARD);
  });

  it("never sends the renderer or its template", async () => {
    for (const url of [`/${FIRST_PAINT_RENDERER}`, `/${FIRST_PAINT_TEMPLATE}`]) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie: a.cookie } });
      expect(res.body, url).not.toContain("renderFirstPaint");
      expect(res.body, url).not.toContain("<!--page-->");
    }
  });
});
