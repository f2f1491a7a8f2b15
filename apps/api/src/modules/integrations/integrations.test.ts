/**
 * API keys (issue 18): made, scoped and revoked by admins; shown once and kept hashed; a request with one acts for
 * its agency within its scopes, never as an operator or on a member's own settings, with its own rate limit, its
 * last use, and its writes in the audit log as the key. (Every route's confinement with a key, agency A's rows
 * against agency B's key, is in test/authorization.test.ts.)
 */
import { createHash } from "node:crypto";
import type { SubscriptionTier } from "@rollcall/shared/agencies";
import { featureGateMessage } from "@rollcall/shared/billing";
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_RATE_LIMIT_PER_MINUTE,
} from "@rollcall/shared/integrations";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../test/harness";
import { addMember, setTier as setAgencyTier, signIn } from "../../test/members";
import { type Json, twoAgencies } from "../../test/world";

const { t, a, b, officer, firefighter, call, expectCall } = twoAgencies({ crew: true });

type Made = Json & { id: string; key: string };

const makeKey = (scopes: string[], name = "Payroll sync", cookie = a.cookie) =>
  expectCall<Made>(201, "POST", "/api/api-keys", cookie, { name, scopes });

/** A request as a program makes it: the key, no cookie, no Origin. */
const withKey = (key: string, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}) });

const shiftBody = (userId: string, day = "2030-03-04") => ({
  title: "Engine 1 Day",
  userId,
  startTime: `${day}T07:00`,
  endTime: `${day}T19:00`,
  assignment: "Engine 1",
  status: "scheduled",
  isPaid: false,
  paymentStatus: "pending",
  isRecurring: false,
});

const setTier = (agencyId: string, tier: SubscriptionTier) => setAgencyTier(t.db, agencyId, tier);

describe("making and listing keys", () => {
  it("shows the key once, keeps only its SHA-256, and lists it without the key", async () => {
    const made = await makeKey(["read"], "Payroll export");
    expect(made.key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(made.key.length).toBeGreaterThan(40);
    expect(made).toMatchObject({ name: "Payroll export", scopes: ["read"], lastUsedAt: null });
    expect(made.key.startsWith(String(made.start))).toBe(true);
    expect((made.createdBy as Json).id).toBe(a.user.id);

    const listed = await expectCall<Json[]>(200, "GET", "/api/api-keys", a.cookie);
    const row = listed.find((k) => k.id === made.id) as Json;
    expect(row).toMatchObject({ name: "Payroll export", start: made.start });
    expect(row).not.toHaveProperty("key");
    expect(JSON.stringify(listed)).not.toContain(made.key);

    const stored = await t.db.execute(sql`select * from api_keys where id = ${made.id}`);
    const record = (stored as unknown as { rows: Json[] }).rows[0];
    expect(record.key_hash).toBe(createHash("sha256").update(made.key).digest("hex"));
    expect(JSON.stringify(record)).not.toContain(made.key);
    // Nor in the audit log of its making.
    const logged = await t.db.execute(
      sql`select change_details::text as d from audit_logs where entity_id = ${made.id}`,
    );
    const details = (logged as unknown as { rows: Array<{ d: string }> }).rows.map((r) => r.d).join();
    expect(details).toContain("Payroll export");
    expect(details).not.toContain(made.key);
    expect(details).not.toContain(String(record.key_hash));
  });

  it("keeps no copy of the key for a retried request (the Idempotency-Key the web sends with every write)", async () => {
    const res = await call(
      "POST",
      "/api/api-keys",
      a.cookie,
      { name: "Retried", scopes: ["read"] },
      {
        "idempotency-key": "make-key-1",
      },
    );
    expect(res.statusCode).toBe(201);
    const { key } = res.json();
    const kept = await t.db.execute(
      sql`select coalesce(string_agg(coalesce(body, ''), ''), '') as b from idempotency_keys`,
    );
    expect((kept as unknown as { rows: Array<{ b: string }> }).rows[0].b).not.toContain(key);
  });

  it("refuses a missing name and unknown or missing scopes with field messages, writing nothing", async () => {
    const before = (await expectCall<Json[]>(200, "GET", "/api/api-keys", a.cookie)).length;
    const cases: Array<[Json, string, string]> = [
      [{ name: " ", scopes: ["read"] }, "name", API_KEY_MESSAGES.name],
      [{ name: "x".repeat(101), scopes: ["read"] }, "name", API_KEY_MESSAGES.nameMax],
      [{ name: "Sync", scopes: [] }, "scopes", API_KEY_MESSAGES.scopes],
      [{ name: "Sync" }, "scopes", API_KEY_MESSAGES.scopes],
      [{ name: "Sync", scopes: ["admin"] }, "scopes.0", API_KEY_MESSAGES.scope],
      [{ name: "Sync", scopes: ["billing:read"] }, "scopes.0", API_KEY_MESSAGES.scope],
      [{ name: "Sync", scopes: ["shifts:delete"] }, "scopes.0", API_KEY_MESSAGES.scope],
    ];
    for (const [body, field, message] of cases) {
      const res = await call("POST", "/api/api-keys", a.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(res.json())).toBe(message);
    }
    expect((await expectCall<Json[]>(200, "GET", "/api/api-keys", a.cookie)).length).toBe(before);
  });

  it("is for admins only, and for plans with API access (Standard, Pro, a trial)", async () => {
    for (const who of [officer, firefighter]) {
      expect((await call("GET", "/api/api-keys", who.cookie)).statusCode).toBe(403);
      expect(
        (await call("POST", "/api/api-keys", who.cookie, { name: "X", scopes: ["read"] })).statusCode,
      ).toBe(403);
    }
    const made = await makeKey(["read"]);
    await setTier(a.user.agencyId, "starter");
    try {
      const res = await call("GET", "/api/api-keys", a.cookie);
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe(featureGateMessage("api"));
      // A key made before the downgrade stops working with the same answer.
      const used = await withKey(made.key, "GET", "/api/shifts");
      expect(used.statusCode).toBe(402);
      expect(used.json().message).toBe(featureGateMessage("api"));
      await setTier(a.user.agencyId, "standard");
      expect((await withKey(made.key, "GET", "/api/shifts")).statusCode).toBe(200);
    } finally {
      await setTier(a.user.agencyId, "trial");
    }
  });
});

describe("a request with a key", () => {
  it("reads with a read key and is refused a write (403 naming the part), leaving nothing written", async () => {
    const { key } = await makeKey(["read"]);
    const list = await withKey(key, "GET", "/api/shifts?startDate=2030-03-01&endDate=2030-03-31");
    expect(list.statusCode, list.body).toBe(200);
    expect(Array.isArray(list.json())).toBe(true);
    const write = await withKey(key, "POST", "/api/shifts", shiftBody(firefighter.id));
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(API_KEY_MESSAGES.outOfScope("shifts", "write"));
    const after = await withKey(key, "GET", "/api/shifts?startDate=2030-03-04&endDate=2030-03-05");
    expect(after.json()).toEqual([]);
  });

  it("writes with a write scope, without a browser's Origin, and the audit log names the key", async () => {
    const made = await makeKey(["shifts:write"], "Roster import");
    const res = await withKey(made.key, "POST", "/api/shifts", shiftBody(firefighter.id));
    expect(res.statusCode, res.body).toBe(201);
    const shiftId = res.json().id;
    const logged = await t.db.execute(
      sql`select user_id, api_key_id from audit_logs where entity_type = 'shifts' and entity_id = ${shiftId} and action = 'create'`,
    );
    expect((logged as unknown as { rows: Json[] }).rows).toEqual([
      { user_id: a.user.id, api_key_id: made.id },
    ]);
    // Write includes read of its own part, and nothing of the others.
    expect((await withKey(made.key, "GET", `/api/shifts/${shiftId}`)).statusCode).toBe(200);
    const other = await withKey(made.key, "GET", "/api/incidents");
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(API_KEY_MESSAGES.outOfScope("incidents", "read"));
  });

  it("per-part scopes reach only their parts", async () => {
    const { key } = await makeKey(["incidents:read", "equipment:write"]);
    expect((await withKey(key, "GET", "/api/incidents")).statusCode).toBe(200);
    expect((await withKey(key, "GET", "/api/equipment")).statusCode).toBe(200);
    expect((await withKey(key, "GET", "/api/shifts")).statusCode).toBe(403);
    expect((await withKey(key, "GET", "/api/budgets")).statusCode).toBe(403);
  });

  it("never reaches the keys themselves, a member's own settings, notifications or the operator portal", async () => {
    const { key } = await makeKey(["read", "write"]);
    for (const [method, url, body] of [
      ["GET", "/api/api-keys"],
      ["POST", "/api/api-keys", { name: "Another", scopes: ["write"] }],
      ["GET", "/api/profile/alerting"],
      ["PATCH", "/api/profile", { firstName: "Changed" }],
      ["POST", "/api/profile/password", { currentPassword: "x", newPassword: "y-long-password-1" }],
      ["GET", "/api/notifications"],
      ["GET", "/api/universe/agencies"],
      ["GET", "/api/wellness-records"],
      ["POST", "/api/create-checkout-session", { planId: "pro", interval: "monthly" }],
    ] as const) {
      const res = await withKey(key, method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json().message).toBe(API_KEY_MESSAGES.forbiddenWithKey);
    }
    expect((await expectCall<Json>(200, "GET", "/api/user", a.cookie)).user).toMatchObject({
      firstName: expect.any(String),
    });
  });

  describe("with users:write, never makes an admin, changes a sign-in email or receives a password", () => {
    let key: string;
    const roster = async () =>
      JSON.stringify(
        await expectCall<Json[]>(200, "GET", `/api/agencies/${a.user.agencyId}/users`, a.cookie),
      );
    beforeAll(async () => {
      key = (await makeKey(["users:write"])).key;
    });

    it("invites no one: the answer holds a temporary password (and an admin could export everything)", async () => {
      const before = await roster();
      for (const role of ["admin", "firefighter"]) {
        const invite = await withKey(key, "POST", "/api/users/invite", {
          firstName: "Kay",
          lastName: "Admin",
          email: uniqueEmail("invited-by-key"),
          role,
        });
        expect(invite.statusCode, invite.body).toBe(403);
        expect(invite.json().message).toBe(API_KEY_MESSAGES.secretWithKey);
      }
      expect(await roster()).toBe(before);
    });

    it("changes no one's sign-in email, its maker's included", async () => {
      const before = await roster();
      const res = await withKey(key, "PATCH", `/api/users/${a.user.id}`, {
        email: uniqueEmail("taken-over"),
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(API_KEY_MESSAGES.signInWithKey);
      expect(await roster()).toBe(before);
    });

    it("raises no one to admin, yet still renames and changes other roles", async () => {
      const before = await roster();
      const raise = await withKey(key, "PATCH", `/api/users/${firefighter.id}`, { role: "admin" });
      expect(raise.statusCode, raise.body).toBe(403);
      expect(raise.json().message).toBe(API_KEY_MESSAGES.adminWithKey);
      expect(await roster()).toBe(before);
      const renamed = await withKey(key, "PATCH", `/api/users/${firefighter.id}`, {
        lastName: "Kim",
        role: "emt",
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().user).toMatchObject({ email: firefighter.email, role: "emt" });
      await withKey(key, "PATCH", `/api/users/${firefighter.id}`, { role: "firefighter" });
    });

    it("resets no password and imports no members", async () => {
      const before = await roster();
      const reset = await withKey(key, "POST", `/api/users/${firefighter.id}/reset-password`);
      expect(reset.statusCode, reset.body).toBe(403);
      const imported = await withKey(key, "POST", "/api/imports/members", {
        csv: `First Name,Last Name,Email,Role\nKay,Admin,${uniqueEmail("imported-by-key")},admin\n`,
      });
      expect(imported.statusCode, imported.body).toBe(403);
      expect(await roster()).toBe(before);
    });
  });

  it("never receives a member's private calendar link", async () => {
    const { key } = await makeKey(["shifts:write"]);
    const feed = await withKey(key, "GET", "/api/shifts/calendar-feed");
    expect(feed.statusCode).toBe(403);
    expect(feed.json().message).toBe(API_KEY_MESSAGES.secretWithKey);
    expect((await withKey(key, "POST", "/api/shifts/calendar-feed/regenerate")).statusCode).toBe(403);
  });

  it("acts only for its own agency: agency B's key never sees agency A's shifts", async () => {
    const aShift = await withKey(
      (await makeKey(["write"])).key,
      "POST",
      "/api/shifts",
      shiftBody(firefighter.id, "2030-03-11"),
    );
    expect(aShift.statusCode, aShift.body).toBe(201);
    const { key } = await makeKey(["write"], "B sync", b.cookie);
    const bList = await withKey(key, "GET", "/api/shifts?startDate=2030-03-01&endDate=2030-03-31");
    expect(bList.statusCode).toBe(200);
    expect(bList.json()).toEqual([]);
    expect((await withKey(key, "GET", `/api/shifts/${aShift.json().id}`)).statusCode).toBe(404);
    expect((await withKey(key, "DELETE", `/api/shifts/${aShift.json().id}`)).statusCode).toBe(404);
  });

  it("answers 401 for an unknown, empty or revoked key, even with a member's cookie beside it", async () => {
    expect((await withKey(`${API_KEY_PREFIX}nope`, "GET", "/api/shifts")).statusCode).toBe(401);
    const empty = await t.app.inject({
      method: "GET",
      url: "/api/shifts",
      headers: { authorization: "Bearer " },
    });
    expect(empty.statusCode).toBe(401);
    const made = await makeKey(["read"], "Old sync");
    expect((await withKey(made.key, "GET", "/api/shifts")).statusCode).toBe(200);

    const revoked = await call("DELETE", `/api/api-keys/${made.id}`, a.cookie);
    expect(revoked.statusCode).toBe(204);
    const after = await t.app.inject({
      method: "GET",
      url: "/api/shifts",
      headers: { authorization: `Bearer ${made.key}`, cookie: a.cookie },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(API_KEY_MESSAGES.invalidKey);
    const listed = await expectCall<Json[]>(200, "GET", "/api/api-keys", a.cookie);
    expect(listed.map((k) => k.id)).not.toContain(made.id);
    // Once revoked it is gone: a second revoke, or another agency's admin revoking one of A's keys, is a 404.
    expect((await call("DELETE", `/api/api-keys/${made.id}`, a.cookie)).statusCode).toBe(404);
    const live = await makeKey(["read"]);
    expect((await call("DELETE", `/api/api-keys/${live.id}`, b.cookie)).statusCode).toBe(404);
    expect((await withKey(live.key, "GET", "/api/shifts")).statusCode).toBe(200);
  });

  it("stops working when its maker is removed", async () => {
    const deputy = await addMember(t.db, a.user.agencyId, "admin", { firstName: "Dana", lastName: "Deputy" });
    const made = await makeKey(["read"], "Deputy's", await signIn(t.app, deputy.email));
    expect((await withKey(made.key, "GET", "/api/shifts")).statusCode).toBe(200);
    expect((await call("DELETE", `/api/users/${deputy.id}`, a.cookie)).statusCode).toBe(204);
    expect((await withKey(made.key, "GET", "/api/shifts")).statusCode).toBe(401);
  });

  it("records its last use", async () => {
    const made = await makeKey(["read"], "Last use");
    expect((await withKey(made.key, "GET", "/api/shifts")).statusCode).toBe(200);
    const listed = await expectCall<Json[]>(200, "GET", "/api/api-keys", a.cookie);
    const used = listed.find((k) => k.id === made.id) as Json;
    expect(used.lastUsedAt).not.toBeNull();
    expect(Date.now() - new Date(String(used.lastUsedAt)).getTime()).toBeLessThan(60_000);
  });

  it(`has its own rate limit: ${API_KEY_RATE_LIMIT_PER_MINUTE} requests a minute, then 429`, async () => {
    const { key } = await makeKey(["incidents:read"], "Busy");
    const other = await makeKey(["incidents:read"], "Quiet");
    for (let i = 0; i < API_KEY_RATE_LIMIT_PER_MINUTE; i++) {
      const res = await withKey(key, "GET", "/api/shifts");
      if (res.statusCode !== 403) throw new Error(`request ${i}: ${res.statusCode} ${res.body}`);
    }
    const over = await withKey(key, "GET", "/api/incidents");
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many requests with this API key/);
    // Another key of the same agency, and the members themselves, are not held back.
    expect((await withKey(other.key, "GET", "/api/incidents")).statusCode).toBe(200);
    expect((await call("GET", "/api/incidents", a.cookie)).statusCode).toBe(200);
  });
});
