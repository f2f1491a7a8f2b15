/**
 * The rules that keep data safe, through the HTTP API: agency isolation, role guards, suspended agencies,
 * the error shape, and bad input that must never become a 500.
 */
import { AGENCY_SUSPENDED_MESSAGE } from "@rollcall/shared/agencies";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withAgency } from "../db/client";
import { agencies } from "../db/schema/agencies";
import { auditLogs } from "../db/schema/audit";
import { notifications } from "../db/schema/notifications";
import { users } from "../db/schema/users";
import { signUpAgency } from "../test/harness";
import { addMember, signIn } from "../test/members";
import { twoAgencies } from "../test/world";

// a: agency A's admin, b: agency B's admin
const { t, a, b, firefighter, call } = twoAgencies({
  app: {
    extraRoutes: (app) => {
      app.get("/api/test/operator-only", { config: { access: "operator" } }, async () => ({ ok: true }));
      app.get("/api/test/manager-only", { config: { access: "manager" } }, async () => ({ ok: true }));
    },
  },
  members: ["firefighter"],
});

const get = (url: string, cookie?: string) => call("GET", url, cookie);

describe("agency isolation", () => {
  it("a member reads their own agency", async () => {
    const res = await get(`/api/agencies/${a.user.agencyId}`, firefighter.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: a.user.agencyId,
      name: "Agency A",
      logoUrl: null,
      primaryColor: "#3B4B6B",
    });
  });

  it("another agency's admin gets 404 on the first agency, exactly like an id that does not exist", async () => {
    const other = await get(`/api/agencies/${a.user.agencyId}`, b.cookie);
    const missing = await get("/api/agencies/00000000-0000-4000-8000-000000000000", b.cookie);
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect((await get(`/api/agencies/${a.user.agencyId}/users`, b.cookie)).statusCode).toBe(404);
    expect((await get(`/api/agencies/${a.user.agencyId}/audit-logs`, b.cookie)).statusCode).toBe(404);
  });

  it("member lists hold only the member's own agency", async () => {
    const res = await get(`/api/agencies/${b.user.agencyId}/users`, b.cookie);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((u: { id: string }) => u.id);
    expect(ids).toEqual([b.user.id]);
    const audit = await get(`/api/agencies/${b.user.agencyId}/audit-logs`, b.cookie);
    expect(audit.json().every((row: { entityId: string }) => row.entityId !== a.user.id)).toBe(true);
  });

  it("a malformed id answers 404, not 400 or 500", async () => {
    expect((await get("/api/agencies/not-a-uuid", a.cookie)).statusCode).toBe(404);
  });

  it("another agency's notification cannot be read or marked", async () => {
    await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.insert(notifications).values({
        agencyId: a.user.agencyId,
        userId: a.user.id,
        title: "Shift assigned",
        message: "Engine 1, Monday",
        type: "info",
      }),
    );
    const mine = await get("/api/notifications", a.cookie);
    expect(mine.json()).toHaveLength(1);
    const id = mine.json()[0].id;
    expect((await get("/api/notifications", b.cookie)).json()).toEqual([]);
    expect((await get("/api/notifications/count", b.cookie)).json()).toEqual({ count: 0 });
    const mark = await t.app.inject({
      method: "PATCH",
      url: `/api/notifications/${id}/read`,
      headers: { cookie: b.cookie },
    });
    expect(mark.statusCode).toBe(404);
    expect((await get("/api/notifications/count", a.cookie)).json()).toEqual({ count: 1 });
    const own = await t.app.inject({
      method: "PATCH",
      url: `/api/notifications/${id}/read`,
      headers: { cookie: a.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().isRead).toBe(true);
    expect((await get("/api/notifications/count", a.cookie)).json()).toEqual({ count: 0 });
  });

  it("the database itself confines a transaction to its agency, even for a query with no agency filter", async () => {
    const seen = await withAgency(t.db, { agencyId: b.user.agencyId, userId: b.user.id }, (tx) =>
      tx.select({ id: users.id }).from(users),
    );
    expect(seen.map((u) => u.id)).toEqual([b.user.id]);
    const agenciesSeen = await withAgency(t.db, { agencyId: b.user.agencyId, userId: b.user.id }, (tx) =>
      tx.select().from(agencies),
    );
    expect(agenciesSeen.map((x) => x.id)).toEqual([b.user.agencyId]);
  });

  it("the database refuses to write a row into another agency", async () => {
    await expect(
      withAgency(t.db, { agencyId: b.user.agencyId, userId: b.user.id }, (tx) =>
        tx
          .insert(notifications)
          .values({ agencyId: a.user.agencyId, userId: a.user.id, title: "x", message: "y" }),
      ),
    ).rejects.toThrow();
    const updated = await withAgency(t.db, { agencyId: b.user.agencyId, userId: b.user.id }, (tx) =>
      tx.update(users).set({ firstName: "Hijacked" }).where(eq(users.id, a.user.id)).returning(),
    );
    expect(updated).toEqual([]);
  });

  it("every table carrying agency_id has row-level security with the isolation policy", async () => {
    const rows = await t.db.execute(sql`
      select c.relname as table, c.relrowsecurity as rls,
        exists (select 1 from pg_policies p where p.tablename = c.relname and p.policyname = 'tenant_isolation') as policy
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and (c.relname = 'agencies' or exists (select 1 from information_schema.columns col where col.table_name = c.relname and col.column_name = 'agency_id'))`);
    const list = (rows as unknown as { rows: Array<{ table: string; rls: boolean; policy: boolean }> }).rows;
    expect(list.length).toBeGreaterThanOrEqual(19);
    for (const row of list) expect(row, row.table).toMatchObject({ rls: true, policy: true });
  });
});

describe("audit trail", () => {
  it("records every write with who, what, which entity and the changes, in the same transaction", async () => {
    await withAgency(
      t.db,
      { agencyId: a.user.agencyId, userId: a.user.id, ip: "10.1.2.3", userAgent: "test-agent" },
      (tx) => tx.update(users).set({ firstName: "Dee" }).where(eq(users.id, a.user.id)),
    );
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(sql`${auditLogs.entityId} = ${a.user.id} and ${auditLogs.action} = 'update'`);
    expect(entry).toMatchObject({
      agencyId: a.user.agencyId,
      userId: a.user.id,
      entityType: "users",
      ipAddress: "10.1.2.3",
      userAgent: "test-agent",
      changeDetails: { first_name: { from: "Dana", to: "Dee" } },
    });

    const signUpEntries = await t.db.select().from(auditLogs).where(eq(auditLogs.agencyId, b.user.agencyId));
    expect(signUpEntries.map((e) => `${e.action}:${e.entityType}`).sort()).toEqual(
      expect.arrayContaining(["create:agencies", "create:users", "create:user_agencies"]),
    );
    const userCreate = signUpEntries.find((e) => e.entityType === "users");
    expect(userCreate?.userId).toBe(b.user.id);
    expect(JSON.stringify(userCreate?.changeDetails)).not.toContain("argon2");
  });

  it("a write that fails leaves no audit entry behind", async () => {
    const before = await t.db.select().from(auditLogs).where(eq(auditLogs.agencyId, a.user.agencyId));
    await expect(
      withAgency(t.db, { agencyId: a.user.agencyId, userId: a.user.id }, async (tx) => {
        await tx.update(users).set({ lastName: "Rolled Back" }).where(eq(users.id, a.user.id));
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    const after = await t.db.select().from(auditLogs).where(eq(auditLogs.agencyId, a.user.agencyId));
    expect(after).toHaveLength(before.length);
  });

  it("the audit log is for admins: a firefighter gets 403 Admin access required", async () => {
    const res = await get(`/api/agencies/${a.user.agencyId}/audit-logs`, firefighter.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Admin access required" });
    const admin = await get(`/api/agencies/${a.user.agencyId}/audit-logs`, a.cookie);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()[0]).toHaveProperty("actorName");
  });
});

describe("role guards", () => {
  it("refuses the operator-only routes to agency admins and serves operators", async () => {
    const refused = await get("/api/test/operator-only", a.cookie);
    expect(refused.statusCode).toBe(403);
    const op = await addMember(t.db, a.user.agencyId, "admin", { isUniverseAdmin: true });
    const opCookie = await signIn(t.app, op.email);
    expect((await get("/api/test/operator-only", opCookie)).statusCode).toBe(200);
    const me = await get("/api/user", opCookie);
    expect(me.json().user.isUniverseAdmin).toBe(true);
  });

  it("refuses manager routes to firefighters and emts, serves officers and admins", async () => {
    for (const role of ["firefighter", "emt"] as const) {
      const m = await addMember(t.db, a.user.agencyId, role);
      expect((await get("/api/test/manager-only", await signIn(t.app, m.email))).statusCode).toBe(403);
    }
    const officer = await addMember(t.db, a.user.agencyId, "officer");
    expect((await get("/api/test/manager-only", await signIn(t.app, officer.email))).statusCode).toBe(200);
    expect((await get("/api/test/manager-only", a.cookie)).statusCode).toBe(200);
  });

  it("a signed-out caller gets 401 on every member route", async () => {
    for (const url of [
      "/api/user",
      `/api/agencies/${a.user.agencyId}`,
      "/api/notifications",
      "/api/notifications/count",
      "/api/dashboard/stats",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: "You are not signed in." });
    }
  });

  it("a member with a temporary password may only read themself, sign out and change the password", async () => {
    const temp = await addMember(t.db, a.user.agencyId, "emt", { mustChangePassword: true });
    const cookie = await signIn(t.app, temp.email);
    expect((await get("/api/user", cookie)).json().user.mustChangePassword).toBe(true);
    const refused = await get("/api/dashboard/stats", cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You must set a new password before continuing.");
  });
});

describe("suspended agency", () => {
  it("answers 403 with a clear message on every call but sign-out, and works again once active", async () => {
    const c = await signUpAgency(t.app, { agencyName: "Agency C" });
    await t.db.update(agencies).set({ status: "suspended" }).where(eq(agencies.id, c.user.agencyId));
    for (const url of [
      "/api/user",
      `/api/agencies/${c.user.agencyId}`,
      "/api/notifications/count",
      "/api/dashboard/stats",
    ]) {
      const res = await get(url, c.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: AGENCY_SUSPENDED_MESSAGE });
    }
    // Other agencies are unaffected.
    expect((await get("/api/user", a.cookie)).statusCode).toBe(200);
    await t.db.update(agencies).set({ status: "active" }).where(eq(agencies.id, c.user.agencyId));
    expect((await get("/api/user", c.cookie)).statusCode).toBe(200);
    await t.db.update(agencies).set({ status: "suspended" }).where(eq(agencies.id, c.user.agencyId));
    const out = await get("/api/logout", c.cookie);
    expect(out.statusCode).toBe(302);
    expect((await get("/api/user", c.cookie)).statusCode).toBe(401);
  });
});

describe("dashboard stats", () => {
  it("are real zeros for a new agency", async () => {
    const res = await get("/api/dashboard/stats", b.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ onDuty: 0, availableUnits: 0, expiringCerts: 0, trainingDue: 0 });
  });
});

describe("bad input never produces a 500", () => {
  const post = (
    url: string,
    payload: string,
    headers: Record<string, string> = { "content-type": "application/json" },
  ) => t.app.inject({ method: "POST", url, payload, headers });

  it("malformed JSON is a 400 with a readable message", async () => {
    const res = await post("/api/login", '{"email": "a@b.c", "password": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("wrong types are 400 with field messages", async () => {
    const res = await post(
      "/api/register",
      JSON.stringify({
        email: 42,
        password: ["x"],
        firstName: {},
        lastName: null,
        agencyName: 7,
        agencyType: 1,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      "agencyName",
      "agencyType",
      "email",
      "firstName",
      "lastName",
      "password",
    ]);
  });

  it("an unknown enum value is a 400 naming the field", async () => {
    const res = await post(
      "/api/register",
      JSON.stringify({
        email: "x@example.org",
        password: "long enough",
        firstName: "A",
        lastName: "B",
        agencyName: "AB",
        agencyType: "navy",
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ agencyType: "Please select an agency type" });
  });

  it("a huge body is a 413", async () => {
    const res = await post(
      "/api/login",
      JSON.stringify({ email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "The request is too large." });
  });

  it("a non-JSON body, an empty body and a JSON array are 4xx", async () => {
    expect(
      (await post("/api/login", "email=a", { "content-type": "application/x-www-form-urlencoded" }))
        .statusCode,
    ).toBe(415);
    expect((await post("/api/login", "")).statusCode).toBe(400);
    expect((await post("/api/login", "[]")).statusCode).toBe(400);
    expect((await post("/api/login", "null")).statusCode).toBe(400);
  });

  it("an overlong password is refused before any hashing", async () => {
    const res = await post("/api/login", JSON.stringify({ email: "a@b.co", password: "x".repeat(5000) }));
    expect(res.statusCode).toBe(400);
  });

  it("unknown API paths answer a JSON 404", async () => {
    const res = await get("/api/does-not-exist", a.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found" });
    expect((await get("/api/does-not-exist")).statusCode).toBe(404);
  });
});
