/**
 * Cross-site request forgery (issue 10, finding 2) and hostile text (finding 5): requests from another
 * site, or that do not say where they come from, change nothing; bodies are JSON; control characters in
 * text are refused with a field message, never a 500.
 */
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema/users";
import { uniqueEmail } from "../test/harness";
import { addMember } from "../test/members";
import { oneAgency } from "../test/world";
import { CONTROL_CHARACTER_MESSAGE, CROSS_SITE_REFUSED } from "./same-origin";

const { t, a: admin } = oneAgency({ members: [] });

const evil = { origin: "http://evil.example", "sec-fetch-site": "cross-site" };
const invite = () => ({ firstName: "Mal", lastName: "Lory", email: uniqueEmail("mal"), role: "admin" });

async function memberCount() {
  const rows = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.agencyId, admin.user.agencyId), isNull(users.deletedAt)));
  return rows.length;
}

describe("requests from another site", () => {
  it("refuses inviting an admin from another site, and no member is added", async () => {
    const before = await memberCount();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/invite",
      headers: { cookie: admin.cookie, ...evil },
      payload: invite(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CROSS_SITE_REFUSED });
    expect(await memberCount()).toBe(before);
  });

  it("refuses changing the profile email from another site (the first step of an account takeover)", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie: admin.cookie, ...evil },
      payload: { email: "attacker@evil.example" },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row.email).toBe(admin.user.email);
  });

  it("refuses a delete from a same-site subdomain", async () => {
    const member = await addMember(t.db, admin.user.agencyId, "firefighter");
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${member.id}`,
      headers: { cookie: admin.cookie, origin: "http://forum.rollcall.test", "sec-fetch-site": "same-site" },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row.deletedAt).toBeNull();
  });

  it("refuses a text/plain form post and a bodyless post from another site", async () => {
    const plain = await t.app.inject({
      method: "POST",
      url: "/api/users/invite",
      headers: { cookie: admin.cookie, ...evil, "content-type": "text/plain" },
      payload: JSON.stringify(invite()),
    });
    expect(plain.statusCode).toBe(403);
    const bodyless = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie: admin.cookie, ...evil },
    });
    expect(bodyless.statusCode).toBe(403);
    const still = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: admin.cookie } });
    expect(still.statusCode).toBe(200);
  });

  it("fails closed: a write that names neither its site nor its origin is refused", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/invite",
      headers: { cookie: admin.cookie, origin: undefined },
      payload: invite(),
    });
    expect(res.statusCode).toBe(403);
  });

  it("refuses an old browser's cross-site post that sends only Origin, and a forged null origin", async () => {
    for (const origin of ["http://evil.example", "null", "http://rollcall.test.evil.example"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/users/invite",
        headers: { cookie: admin.cookie, origin },
        payload: invite(),
      });
      expect(res.statusCode, origin).toBe(403);
    }
  });

  it("accepts the app's own pages: Sec-Fetch-Site same-origin, or the app's Origin", async () => {
    const fetchMetadata = await t.app.inject({
      method: "POST",
      url: "/api/users/invite",
      headers: { cookie: admin.cookie, origin: undefined, "sec-fetch-site": "same-origin" },
      payload: invite(),
    });
    expect(fetchMetadata.statusCode).toBe(201);
    const originOnly = await t.app.inject({
      method: "POST",
      url: "/api/users/invite",
      headers: { cookie: admin.cookie, origin: "http://rollcall.test" },
      payload: invite(),
    });
    expect(originOnly.statusCode).toBe(201);
  });

  it("leaves reads alone: a cross-site GET is answered (it changes nothing)", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: admin.cookie, ...evil },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("bodies", () => {
  it("answers 415 to a text/plain body from our own origin where JSON is expected, and adds nobody", async () => {
    const before = await memberCount();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/invite",
      headers: { cookie: admin.cookie, "content-type": "text/plain" },
      payload: JSON.stringify(invite()),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON/);
    expect(await memberCount()).toBe(before);
  });

  it.each([
    ["a NUL byte", "Mal\u0000"],
    ["an escape character", "Mal\u001b[31m"],
  ])("refuses %s in a text field with 400 on that field", async (_label, firstName) => {
    const before = await memberCount();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/invite",
      headers: { cookie: admin.cookie },
      payload: { ...invite(), firstName },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: CONTROL_CHARACTER_MESSAGE,
      errors: { firstName: CONTROL_CHARACTER_MESSAGE },
    });
    expect(await memberCount()).toBe(before);
  });

  it("keeps tabs and line breaks, which forms send", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie: admin.cookie },
      payload: { firstName: "Dana", lastName: "Reyes" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a NUL byte in a query string with 400, and in a path with 404", async () => {
    const query = await t.app.inject({
      method: "GET",
      url: "/api/payroll?startDate=2025-01-01%00",
      headers: { cookie: admin.cookie },
    });
    expect(query.statusCode).toBe(400);
    const path = await t.app.inject({
      method: "GET",
      url: "/api/users/%00",
      headers: { cookie: admin.cookie },
    });
    expect(path.statusCode).toBe(404);
  });

  it.each(["/api/payroll", "/api/payroll.csv"])("answers 400 to a malformed date on %s", async (url) => {
    for (const startDate of ["garbage", "2025-13-45", "20250101"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `${url}?startDate=${startDate}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, startDate).toBe(400);
      expect(res.json().errors).toHaveProperty("startDate");
    }
  });
});
