import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NOT_CONFIGURED_REASONS } from "@rollcall/shared/alerting";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOperator } from "../cli/operator";
import { createStorage } from "../lib/storage";
import { createTestApp } from "../test/harness";
import { addMember, signIn } from "../test/members";
import { testApp } from "../test/world";
import { agencies } from "./schema/agencies";
import { auditLogs } from "./schema/audit";
import { certifications } from "./schema/compliance";
import { equipment } from "./schema/equipment";
import { incidents } from "./schema/incidents";
import { shifts } from "./schema/scheduling";
import { users } from "./schema/users";
import { DEMO_ACCOUNTS, DEMO_AGENCY_ID, hasAgencyBesidesOperators, seedDemo } from "./seed";

const { t } = testApp();

const counts = async () => {
  const tables = { agencies, users, shifts, certifications, equipment, incidents, auditLogs };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables))
    out[name] = (await t.db.select({ n: count() }).from(table))[0].n;
  return out;
};

describe("demo seed", { timeout: 60_000 }, () => {
  it("seeds a demo agency with a member of each role and weeks of data, once", async () => {
    expect(await seedDemo(t.db)).toBe(true);
    const first = await counts();
    expect(first.agencies).toBe(1);
    expect(first.users).toBeGreaterThanOrEqual(4);
    expect(first.shifts).toBeGreaterThan(50);
    expect(first.certifications).toBeGreaterThan(20);
    expect(first.equipment).toBeGreaterThan(5);
    expect(first.incidents).toBeGreaterThan(5);

    const roles = await t.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.agencyId, DEMO_AGENCY_ID));
    expect(new Set(roles.map((r) => r.role))).toEqual(new Set(["admin", "officer", "firefighter", "emt"]));

    expect(await seedDemo(t.db)).toBe(false);
    expect(await counts()).toEqual(first);
  });

  it("the demo accounts sign in with the documented password and see live dashboard figures", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: account.email, password: account.password },
      });
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().user.role).toBe(account.role);
    }
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "admin@riverside.demo", password: "rollcall-demo" },
    });
    const cookie = `rollcall_session=${login.cookies.find((c) => c.name === "rollcall_session")?.value}`;
    const stats = (
      await t.app.inject({ method: "GET", url: "/api/dashboard/stats", headers: { cookie } })
    ).json();
    expect(stats.onDuty).toBeGreaterThan(0);
    expect(stats.availableUnits).toBeGreaterThan(0);
    expect(stats.expiringCerts).toBeGreaterThan(0);
    expect(stats.trainingDue).toBeGreaterThan(0);
  });

  it("shows last night's recall of B platoon with its answers on the Alerts page", async () => {
    const cookie = await signIn(t.app, "officer@riverside.demo", "rollcall-demo");
    const list = (await t.app.inject({ method: "GET", url: "/api/alerts", headers: { cookie } })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ audienceLabel: "Platoon B", question: true, recipients: 5 });
    const alert = (
      await t.app.inject({ method: "GET", url: `/api/alerts/${list[0].id}`, headers: { cookie } })
    ).json();
    expect(alert).toMatchObject({ yes: 3, no: 1 });
    const platoonB = await t.db.select({ id: users.id }).from(users).where(eq(users.platoon, "B"));
    expect(alert.roster.map((r: { userId: string }) => r.userId).sort()).toEqual(
      platoonB.map((u) => u.id).sort(),
    );
    // Seeded without mail: nothing claims an email went out, the bell reached everyone, and no answer came
    // by a way this installation has not got (text, voice or an emailed link).
    type Line = {
      answeredVia: string | null;
      deliveries: Array<{ channel: string; status: string; error: string | null }>;
      inApp: { status: string } | null;
    };
    for (const line of alert.roster as Line[]) {
      expect(line.deliveries).toEqual([
        expect.objectContaining({
          channel: "email",
          status: "not_configured",
          error: NOT_CONFIGURED_REASONS.email,
        }),
      ]);
      expect(line.inApp?.status).toBe(line.answeredVia ? "read" : "delivered");
      expect([null, "app"]).toContain(line.answeredVia);
    }
  });

  it("shows last week's overtime call-back, its ordered list and its history to an officer", async () => {
    const cookie = await signIn(t.app, "officer@riverside.demo", "rollcall-demo");
    const list = (await t.app.inject({ method: "GET", url: "/api/callbacks", headers: { cookie } })).json();
    expect(list).toHaveLength(1);
    const [cb] = list;
    expect(cb).toMatchObject({ status: "awarded", method: "hours", mode: "one_at_a_time" });
    expect(cb.shift.title).toBe("Open Shift - Engine 1 Overtime");
    expect(Date.parse(cb.shift.endTime)).toBeLessThan(Date.now());
    const offers = cb.offers.map((o: { position: number; status: string; charged: boolean }) => [
      o.position,
      o.status,
      o.charged,
    ]);
    expect(offers.slice(0, 4)).toEqual([
      [1, "declined", false],
      [2, "no_answer", true],
      [3, "awarded", false],
      [4, "waiting", false],
    ]);
    expect(cb.awardedTo.id).toBe(cb.offers[2].userId);
    expect(cb.offers[0].reason).toMatch(
      /^0\.0 overtime hours this quarter, on the roster since \d{4}-\d{2}-\d{2}$/,
    );

    const detail = (
      await t.app.inject({ method: "GET", url: `/api/callbacks/${cb.id}`, headers: { cookie } })
    ).json();
    expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual([
      "started",
      "offered",
      "declined",
      "offered",
      "no_answer",
      "offered",
      "accepted",
      "awarded",
      "charged",
    ]);
    expect(detail.events[0].actor.lastName).toBe("Hale");
    expect(detail.events.at(-1)).toMatchObject({
      note: "Did not answer",
      member: { id: cb.offers[1].userId },
    });

    // The audit log knows the call-back by its shift, in its own entry and in its offers'.
    const admin = await signIn(t.app, "admin@riverside.demo", "rollcall-demo");
    const log = async (type: string) =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/agencies/${DEMO_AGENCY_ID}/audit-logs?entityType=${type}&limit=1`,
          headers: { cookie: admin },
        })
      ).json();
    expect((await log("callbacks"))[0].entityName).toBe("Open Shift - Engine 1 Overtime");
    expect((await log("callback_offers"))[0].changes).toContainEqual({
      field: "callback_id",
      label: "Callback",
      from: null,
      to: "Open Shift - Engine 1 Overtime",
    });

    // The shift is on the taker's schedule as worked.
    const [shift] = await t.db.select().from(shifts).where(eq(shifts.id, cb.shift.id));
    expect(shift).toMatchObject({ userId: cb.awardedTo.id, status: "completed" });
  });

  it("leaves the chief's admin account off the overtime list until the agency's setting includes admins", async () => {
    const cookie = await signIn(t.app, "admin@riverside.demo", "rollcall-demo");
    const chief = DEMO_ACCOUNTS.find((m) => m.role === "admin")?.id;
    const firefighter = DEMO_ACCOUNTS.find((m) => m.role === "firefighter")?.id;
    const send = async (method: "GET" | "POST" | "PATCH", url: string, payload?: object) => {
      const res = await t.app.inject({ method, url, payload, headers: { cookie } });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json();
    };
    // The seeded call-back's list has no admin on it.
    const [seeded] = await send("GET", "/api/callbacks");
    expect(seeded.offers.map((o: { userId: string }) => o.userId)).not.toContain(chief);
    expect((await send("GET", "/api/staffing/settings")).callbackRoles).toEqual([
      "officer",
      "firefighter",
      "emt",
    ]);

    /** Calls back an open shift of the firefighter's, `days` from now: the list's member ids. */
    const listFor = async (days: number) => {
      const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      const shift = await send("POST", "/api/shifts", {
        title: "Engine 1 Overtime",
        userId: firefighter,
        startTime: `${day}T07:00`,
        endTime: `${day}T19:00`,
      });
      await send("POST", `/api/shifts/${shift.id}/request-coverage`, { reason: "Short" });
      const cb = await send("POST", "/api/callbacks", { shiftId: shift.id });
      return cb.offers.map((o: { userId: string }) => o.userId) as string[];
    };
    const before = await listFor(70);
    expect(before.length).toBeGreaterThan(3);
    expect(before).not.toContain(chief);

    const saved = await send("PATCH", "/api/staffing/settings", {
      callbackRoles: ["emt", "admin", "officer", "firefighter"],
    });
    expect(saved.callbackRoles).toEqual(["admin", "officer", "firefighter", "emt"]);
    expect(await listFor(72)).toContain(chief);
  });

  it("counts only approved expenses as a budget's spending, as the finance screen says", async () => {
    const cookie = await signIn(t.app, "admin@riverside.demo", "rollcall-demo");
    const get = async (url: string) =>
      (await t.app.inject({ method: "GET", url, headers: { cookie } })).json();
    const budgets: { id: string; spentAmount: number; pendingAmount: number }[] = await get("/api/budgets");
    // The demo's expenses reach 55 days back, into the last fiscal year early in a year.
    const year = new Date().getUTCFullYear();
    const expenses: { budgetId: string | null; amount: number; status: string }[] = [
      ...(await get(`/api/expenses?fiscalYear=${year}`)),
      ...(await get(`/api/expenses?fiscalYear=${year - 1}`)),
    ];
    expect(budgets.some((b) => b.pendingAmount > 0)).toBe(true);
    for (const b of budgets) {
      const mine = expenses.filter((e) => e.budgetId === b.id);
      const sum = (status: string) =>
        mine.filter((e) => e.status === status).reduce((total, e) => total + e.amount, 0);
      expect(b.spentAmount).toBe(sum("approved"));
      expect(b.pendingAmount).toBe(sum("pending"));
    }
  });

  it("is on its trial, ending in two weeks, so Analytics and Automation open on the demo's own data", async () => {
    const cookie = await signIn(t.app, "admin@riverside.demo", "rollcall-demo");
    const agency = (
      await t.app.inject({ method: "GET", url: `/api/agencies/${DEMO_AGENCY_ID}`, headers: { cookie } })
    ).json();
    expect(agency).toMatchObject({ subscriptionTier: "trial", subscriptionStatus: "trial" });
    const daysLeft = (new Date(agency.trialEndsAt).getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(13);
    expect(daysLeft).toBeLessThan(15);
    const analytics = await t.app.inject({
      method: "GET",
      url: "/api/analytics/response-times",
      headers: { cookie },
    });
    expect(analytics.statusCode).toBe(200);
  });

  it("has four automation rules the engine has already run, with what each run did", async () => {
    const cookie = await signIn(t.app, "admin@riverside.demo", "rollcall-demo");
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
    const rules = (await get("/api/automations")).json() as Array<{
      id: string;
      name: string;
      enabled: boolean;
      runCount: number;
      lastRun: { status: string } | null;
    }>;
    expect(rules.map((r) => r.name).sort()).toEqual(
      [
        "30-day certificate reminder",
        "Apparatus maintenance due within 14 days",
        "Open shift in the next 7 days",
        "Overdue training reminder",
      ].sort(),
    );
    for (const rule of rules) {
      expect(rule.enabled, rule.name).toBe(true);
      expect(rule.runCount, rule.name).toBeGreaterThan(0);
      expect(rule.lastRun?.status, rule.name).toBe("ok");
      const runs = (await get(`/api/automations/${rule.id}/runs`)).json() as Array<{
        event: string;
        outcomes: Array<{ ok: boolean; summary: string }>;
      }>;
      expect(runs.length, rule.name).toBe(rule.runCount);
      expect(runs[0].outcomes[0]).toMatchObject({
        ok: true,
        summary: expect.stringMatching(/^Notified \d+ members?$/),
      });
    }
    // The chief has the reminders the rules sent, in the bell.
    const certRule = rules.find((r) => r.name === "30-day certificate reminder");
    const [firstRun] = (await get(`/api/automations/${certRule?.id}/runs`)).json();
    const bell = (await get("/api/notifications")).json() as Array<{ title: string; message: string }>;
    expect(bell).toContainEqual(
      expect.objectContaining({ title: "30-day certificate reminder", message: `${firstRun.event}.` }),
    );
  });

  it("does not seed a database that already holds an agency", async () => {
    const other = await createTestApp();
    try {
      await other.app.inject({
        method: "POST",
        url: "/api/register",
        payload: {
          email: "real@example.org",
          password: "real agency pw",
          firstName: "R",
          lastName: "A",
          agencyName: "Real FD",
          agencyType: "fire",
        },
      });
      expect(await seedDemo(other.db)).toBe(false);
      expect((await other.db.select({ n: count() }).from(agencies))[0].n).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe("the demo after `npm run create-operator` on a new installation", { timeout: 120_000 }, () => {
  it("is still seeded on the first start: the operators' own agency alone does not count", async () => {
    const fresh = await createTestApp();
    try {
      const operator = {
        email: "ops@example.org",
        password: "operator password",
        firstName: "Olive",
        lastName: "Ops",
      };
      expect(await createOperator(fresh.db, operator)).toBe("created");
      expect(await hasAgencyBesidesOperators(fresh.db)).toBe(false);
      // The server's start (server.ts) seeds the demo next to the operators' agency.
      expect(await seedDemo(fresh.db)).toBe(true);
      const names = (await fresh.db.select({ id: agencies.id, name: agencies.name }).from(agencies)).map(
        (a) => a.name,
      );
      expect(names.sort()).toEqual(["Platform Operations", "Riverside Fire & Rescue"]);
      const demo = await signIn(fresh.app, DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password);
      const me = await fresh.app.inject({ method: "GET", url: "/api/user", headers: { cookie: demo } });
      expect(me.json().user.agencyId).toBe(DEMO_AGENCY_ID);
      // The operator signs in as before; the next start seeds nothing more.
      await signIn(fresh.app, operator.email, operator.password);
      expect(await seedDemo(fresh.db)).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it("is not seeded once the operators' agency has a member who is not an operator", async () => {
    const fresh = await createTestApp();
    try {
      await createOperator(fresh.db, {
        email: "ops2@example.org",
        password: "operator password",
        firstName: "O",
        lastName: "P",
      });
      const [platform] = await fresh.db.select().from(agencies);
      await addMember(fresh.db, platform.id, "firefighter");
      expect(await seedDemo(fresh.db)).toBe(false);
      expect((await fresh.db.select({ n: count() }).from(agencies))[0].n).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

describe("demo certificates", { timeout: 60_000 }, () => {
  it("most demo certifications carry a certificate document that downloads as a PDF", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-seed-"));
    const app = await createTestApp({ DATA_DIR: dataDir });
    try {
      expect(await seedDemo(app.db, createStorage({ dataDir }))).toBe(true);
      const cookie = await signIn(app.app, DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password);
      const list = (
        await app.app.inject({ method: "GET", url: "/api/certifications", headers: { cookie } })
      ).json() as { documentUrl: string | null; documentName: string | null }[];
      const withDocument = list.filter((c) => c.documentUrl !== null);
      expect(withDocument.length).toBeGreaterThan(list.length / 2);
      expect(withDocument.length).toBeLessThan(list.length);
      const res = await app.app.inject({
        method: "GET",
        url: withDocument[0].documentUrl as string,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("application/pdf");
      expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      // Every member has an id of their own, the same on every install.
      const ids = await app.db.select({ id: users.id }).from(users).where(eq(users.agencyId, DEMO_AGENCY_ID));
      expect(new Set(ids.map((u) => u.id)).size).toBe(ids.length);
      expect(ids.every((u) => u.id.startsWith("5eed"))).toBe(true);
      // As the users table shows them (the first 8 characters), too.
      expect(new Set(ids.map((u) => u.id.slice(0, 8))).size).toBe(ids.length);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
