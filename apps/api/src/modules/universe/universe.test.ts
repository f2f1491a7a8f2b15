import { randomUUID } from "node:crypto";
import { AGENCY_SUSPENDED_MESSAGE } from "@rollcall/shared/agencies";
import { AUTH_MESSAGES } from "@rollcall/shared/auth";
import { INVALID_DATE } from "@rollcall/shared/fields";
import { UNIVERSE_MESSAGES } from "@rollcall/shared/universe";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agencies } from "../../db/schema/agencies";
import { isoDay } from "../../test/fixtures";
import { uniqueEmail } from "../../test/harness";
import { addMember, logIn, signIn } from "../../test/members";
import { type Json, type Member, twoAgencies } from "../../test/world";

const { t, a, b, firefighter, call, expectCall } = twoAgencies({ crew: true });
const operator = {} as Member;

beforeAll(async () => {
  const added = await addMember(t.db, a.user.agencyId, "admin", { isUniverseAdmin: true, firstName: "Opal" });
  Object.assign(operator, { id: added.id, email: added.email, cookie: await signIn(t.app, added.email) });
});

type Row = { id: string; name: string; status: string; userCount: number; subscriptionTier: string };

const newAgency = (
  agency: Partial<Record<"name" | "type" | "subscriptionTier" | "subscriptionStatus", string>> = {},
  admin: Partial<Record<"email" | "password" | "firstName" | "lastName", string>> = {},
) => ({
  agency: {
    name: "Harbor EMS",
    type: "ems",
    subscriptionTier: "pro",
    subscriptionStatus: "active",
    ...agency,
  },
  admin: {
    email: uniqueEmail("chief"),
    password: "harbor-pass-1",
    firstName: "Ana",
    lastName: "Cruz",
    ...admin,
  },
});

const proPlan = { subscriptionTier: "pro", trialEndsAt: null };

const create = (body: unknown) =>
  expectCall<Row>(201, "POST", "/api/universe/agencies", operator.cookie, body);
const list = () => expectCall<Row[]>(200, "GET", "/api/universe/agencies", operator.cookie);
const summary = () =>
  expectCall<{ totalAgencies: number; activeAgencies: number; totalUsers: number; monthlyRevenue: number }>(
    200,
    "GET",
    "/api/universe/summary",
    operator.cookie,
  );

describe("who may call the operator portal", () => {
  const routes = (id: string) =>
    [
      ["GET", "/api/universe/agencies"],
      ["GET", "/api/universe/summary"],
      ["GET", `/api/universe/agencies/${id}`],
      ["PATCH", `/api/universe/agencies/${id}/suspend`],
      ["PATCH", `/api/universe/agencies/${id}/activate`],
      ["PATCH", `/api/universe/agencies/${id}/plan`],
      ["POST", "/api/universe/agencies"],
    ] as const;

  it("refuses admins and members without the operator flag (403), and the signed out (401)", async () => {
    for (const [method, url] of routes(b.user.agencyId)) {
      for (const cookie of [a.cookie, firefighter.cookie, b.cookie]) {
        const body = method === "POST" ? newAgency() : url.endsWith("/plan") ? proPlan : undefined;
        const res = await call(method, url, cookie, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe("Platform operator access required");
      }
      expect((await call(method, url)).statusCode).toBe(401);
    }
    // Nothing was suspended, nor its plan changed, by the refused calls.
    expect((await call("GET", "/api/user", b.cookie)).statusCode).toBe(200);
    const [agencyB] = await t.db.select().from(agencies).where(eq(agencies.id, b.user.agencyId));
    expect(agencyB.subscriptionTier).toBe("trial");
  });

  it("answers 404 for an agency that does not exist (or a malformed id)", async () => {
    for (const id of [randomUUID(), "nope"]) {
      expect((await call("GET", `/api/universe/agencies/${id}`, operator.cookie)).statusCode).toBe(404);
      expect((await call("PATCH", `/api/universe/agencies/${id}/suspend`, operator.cookie)).statusCode).toBe(
        404,
      );
    }
  });
});

describe("the agency list, details and summary", () => {
  it("lists every agency with its current members, plan and status, never a password", async () => {
    const res = await call("GET", "/api/universe/agencies", operator.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password|argon/i);
    const rows = res.json() as Array<Row & Json>;
    const rowA = rows.find((r) => r.id === a.user.agencyId);
    const rowB = rows.find((r) => r.id === b.user.agencyId);
    // A: admin, officer, firefighter, emt, operator. B: its admin.
    expect(rowA).toMatchObject({ name: "Agency A", status: "active", type: "fire", userCount: 5 });
    expect(rowA?.subscriptionTier).toBe("trial");
    expect(rowA?.subscriptionStatus).toBe("trial");
    expect(typeof rowA?.createdAt).toBe("string");
    expect(rowB).toMatchObject({ name: "Agency B", userCount: 1 });
    expect(Object.keys(rowA ?? {}).sort()).toEqual(
      [
        "billedByStripe",
        "createdAt",
        "hostName",
        "id",
        "isPlatform",
        "name",
        "status",
        "subscriptionStatus",
        "subscriptionTier",
        "trialEndsAt",
        "type",
        "userCount",
      ].sort(),
    );
  });

  it("details an agency: users, shifts and its tier's monthly amount", async () => {
    await expectCall(201, "POST", "/api/shifts", a.cookie, {
      title: "Engine 1",
      userId: firefighter.id,
      startTime: `${isoDay(1)}T07:00`,
      endTime: `${isoDay(1)}T19:00`,
    });
    const detail = await expectCall<Json>(
      200,
      "GET",
      `/api/universe/agencies/${a.user.agencyId}`,
      operator.cookie,
    );
    expect(detail).toMatchObject({
      agency: { id: a.user.agencyId, name: "Agency A", subscriptionTier: "trial" },
      userCount: 5,
      shiftCount: 1,
      monthlyRevenue: 0,
    });
    const pro = await create(newAgency({ name: "Detail Pro", subscriptionTier: "pro" }));
    const proDetail = await expectCall<Json>(200, "GET", `/api/universe/agencies/${pro.id}`, operator.cookie);
    expect(proDetail).toMatchObject({ userCount: 1, shiftCount: 0, monthlyRevenue: 299 });
    // The detail applies the tier amount whatever the status.
    await expectCall(200, "PATCH", `/api/universe/agencies/${pro.id}/suspend`, operator.cookie);
    expect(
      (await expectCall<Json>(200, "GET", `/api/universe/agencies/${pro.id}`, operator.cookie))
        .monthlyRevenue,
    ).toBe(299);
  });

  it("estimates revenue from active agencies only: pro 299, standard 149, starter 49, others 0", async () => {
    const before = await summary();
    await create(newAgency({ name: "Rev Pro", subscriptionTier: "pro" }));
    await create(newAgency({ name: "Rev Standard", subscriptionTier: "standard" }));
    await create(newAgency({ name: "Rev Starter", subscriptionTier: "starter" }));
    await create(newAgency({ name: "Rev Trial", subscriptionTier: "trial", subscriptionStatus: "trial" }));
    const suspended = await create(newAgency({ name: "Rev Suspended", subscriptionTier: "standard" }));
    await create(
      newAgency({ name: "Rev Past Due", subscriptionTier: "pro", subscriptionStatus: "past_due" }),
    );
    await expectCall(200, "PATCH", `/api/universe/agencies/${suspended.id}/suspend`, operator.cookie);

    const after = await summary();
    expect(after.totalAgencies).toBe(before.totalAgencies + 6);
    expect(after.activeAgencies).toBe(before.activeAgencies + 5);
    expect(after.totalUsers).toBe(before.totalUsers + 6);
    expect(after.monthlyRevenue).toBe(before.monthlyRevenue + 299 + 149 + 49);

    const rows = await list();
    expect(after.totalAgencies).toBe(rows.length);
    expect(after.totalUsers).toBe(rows.reduce((s, r) => s + r.userCount, 0));
    expect(rows.find((r) => r.id === suspended.id)?.status).toBe("suspended");
  });
});

describe("creating an agency with its admin", () => {
  it("creates an active agency whose admin can sign in", async () => {
    const body = newAgency({ name: "  Lakeside Fire  ", type: "fire", subscriptionTier: "starter" });
    const res = await call("POST", "/api/universe/agencies", operator.cookie, body);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: "Lakeside Fire",
      type: "fire",
      status: "active",
      subscriptionTier: "starter",
      subscriptionStatus: "active",
      userCount: 1,
    });
    const login = await logIn(t.app, body.admin.email, body.admin.password);
    expect(login.statusCode).toBe(200);
    const cookie = await signIn(t.app, body.admin.email, body.admin.password);
    const me = await expectCall<{ user: Json }>(200, "GET", "/api/user", cookie);
    expect(me.user).toMatchObject({
      agencyId: created.id,
      role: "admin",
      firstName: "Ana",
      isUniverseAdmin: false,
    });
    // Its audit trail names the operator as the creator.
    const log = await expectCall<Array<Json>>(200, "GET", `/api/agencies/${created.id}/audit-logs`, cookie);
    const agencyCreated = log.find((e) => e.entityType === "agencies" && e.action === "create");
    expect(agencyCreated?.userId).toBe(operator.id);
  });

  it("answers 409 on the email field when the email is taken (any case, any agency)", async () => {
    const res = await call(
      "POST",
      "/api/universe/agencies",
      operator.cookie,
      newAgency({}, { email: firefighter.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: AUTH_MESSAGES.emailTaken,
      errors: { "admin.email": AUTH_MESSAGES.emailTaken },
    });
  });

  it("answers 400 with the field messages and writes nothing", async () => {
    const before = (await summary()).totalAgencies;
    const cases: Array<[unknown, string, string]> = [
      [newAgency({ name: "" }), "agency.name", "Agency name must be at least 2 characters"],
      [newAgency({ type: "police" }), "agency.type", "Please select an agency type"],
      [
        newAgency({ subscriptionTier: "gold" }),
        "agency.subscriptionTier",
        "Please select a subscription tier",
      ],
      [newAgency({}, { email: "not-an-email" }), "admin.email", "Please enter a valid email address"],
      [newAgency({}, { password: "short" }), "admin.password", "Password must be at least 8 characters"],
      [newAgency({}, { firstName: " " }), "admin.firstName", "First name is required"],
      [newAgency({}, { lastName: "" }), "admin.lastName", "Last name is required"],
    ];
    for (const [body, field, message] of cases) {
      const res = await call("POST", "/api/universe/agencies", operator.cookie, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors?.[field], field).toBe(message);
    }
    expect((await call("POST", "/api/universe/agencies", operator.cookie, {})).statusCode).toBe(400);
    expect((await summary()).totalAgencies).toBe(before);
  });
});

describe("suspending and activating", () => {
  it("locks the agency's members out on every call but sign-out, and activation restores everything", async () => {
    const body = newAgency({ name: "Suspend Me", subscriptionTier: "standard" });
    const agency = await create(body);
    const adminCookie = await signIn(t.app, body.admin.email, body.admin.password);
    const member = await addMember(t.db, agency.id, "firefighter");
    const memberCookie = await signIn(t.app, member.email);
    const urls = [
      "/api/user",
      `/api/agencies/${agency.id}`,
      `/api/agencies/${agency.id}/users`,
      "/api/shifts",
      "/api/dashboard/stats",
      "/api/notifications/count",
      "/api/certifications",
    ];
    for (const url of urls) expect((await call("GET", url, adminCookie)).statusCode, url).toBe(200);

    const suspended = await expectCall<Json>(
      200,
      "PATCH",
      `/api/universe/agencies/${agency.id}/suspend`,
      operator.cookie,
    );
    expect(suspended).toMatchObject({ id: agency.id, status: "suspended" });

    for (const cookie of [adminCookie, memberCookie]) {
      for (const url of urls) {
        const res = await call("GET", url, cookie);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ message: AGENCY_SUSPENDED_MESSAGE });
      }
      const write = await call("POST", "/api/notifications/read-all", cookie);
      expect(write.statusCode).toBe(403);
    }
    // Signing in still works (the web then shows the notice); other agencies are untouched.
    expect((await logIn(t.app, body.admin.email, body.admin.password)).statusCode).toBe(200);
    expect((await call("GET", "/api/user", b.cookie)).statusCode).toBe(200);

    // Sign-out works while suspended.
    expect((await call("POST", "/api/logout", memberCookie)).statusCode).toBeLessThan(400);
    expect((await call("GET", "/api/user", memberCookie)).statusCode).toBe(401);

    const activated = await expectCall<Json>(
      200,
      "PATCH",
      `/api/universe/agencies/${agency.id}/activate`,
      operator.cookie,
    );
    expect(activated).toMatchObject({ id: agency.id, status: "active" });
    for (const url of urls) expect((await call("GET", url, adminCookie)).statusCode, url).toBe(200);

    // The agency's own audit log names the operator as the actor of both changes.
    const log = await expectCall<Array<Json>>(
      200,
      "GET",
      `/api/agencies/${agency.id}/audit-logs`,
      adminCookie,
    );
    const statusChanges = log.filter(
      (e) =>
        e.entityType === "agencies" && e.action === "update" && JSON.stringify(e.changes).includes("status"),
    );
    expect(statusChanges.length).toBe(2);
    for (const entry of statusChanges) expect(entry.userId).toBe(operator.id);
  });

  it("does not stop an operator whose own agency is suspended from using the portal", async () => {
    const home = await create(newAgency({ name: "Operator Home" }));
    const op = await addMember(t.db, home.id, "admin", { isUniverseAdmin: true });
    const opCookie = await signIn(t.app, op.email);
    await expectCall(200, "PATCH", `/api/universe/agencies/${home.id}/suspend`, opCookie);
    expect((await call("GET", "/api/user", opCookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/universe/agencies", opCookie)).statusCode).toBe(200);
    await expectCall(200, "PATCH", `/api/universe/agencies/${home.id}/activate`, opCookie);
    expect((await call("GET", "/api/user", opCookie)).statusCode).toBe(200);
  });
});

/** Marks an agency as the platform operators' own, as create-operator (and the migration) do. */
const markPlatform = (id: string) =>
  t.db.update(agencies).set({ isPlatform: true }).where(eq(agencies.id, id));

describe("the platform operators' own agency", () => {
  it("is not counted as a paying customer in the revenue figure", async () => {
    const before = await summary();
    const home = await create(newAgency({ name: "Platform Operations", type: "nonprofit" }));
    expect((await summary()).monthlyRevenue).toBe(before.monthlyRevenue + 299);
    await markPlatform(home.id);
    const after = await summary();
    expect(after.monthlyRevenue).toBe(before.monthlyRevenue);
    // It is still an agency with members.
    expect(after.totalAgencies).toBe(before.totalAgencies + 1);
    expect((await list()).find((r) => r.id === home.id)).toMatchObject({ isPlatform: true });
  });

  it("cannot be suspended (409, and it stays active); a customer still can", async () => {
    const home = await create(newAgency({ name: "Platform Ops" }));
    await markPlatform(home.id);
    const res = await call("PATCH", `/api/universe/agencies/${home.id}/suspend`, operator.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(UNIVERSE_MESSAGES.platformNotSuspended);
    expect((await list()).find((r) => r.id === home.id)?.status).toBe("active");
    const customer = await create(newAgency({ name: "A Customer" }));
    await expectCall(200, "PATCH", `/api/universe/agencies/${customer.id}/suspend`, operator.cookie);
  });
});

describe("an operator changing an agency's plan", () => {
  const plan = (id: string, body: unknown) =>
    call("PATCH", `/api/universe/agencies/${id}/plan`, operator.cookie, body);
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  it("puts an agency on a trial until a chosen day: every module opens, and the audit row names the operator", async () => {
    const body = newAgency({ name: "Invoice Fire", subscriptionTier: "standard" });
    const agency = await create(body);
    const adminCookie = await signIn(t.app, body.admin.email, body.admin.password);
    expect((await call("GET", "/api/automations", adminCookie)).statusCode).toBe(402);

    const end = inDays(21);
    const res = await plan(agency.id, { subscriptionTier: "trial", trialEndsAt: end });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: agency.id,
      subscriptionTier: "trial",
      subscriptionStatus: "trial",
    });
    // The trial runs through the chosen day (the agency is on UTC).
    expect(res.json().trialEndsAt).toBe(`${end}T23:59:59.999Z`);
    expect((await call("GET", "/api/automations", adminCookie)).statusCode).toBe(200);
    expect((await call("GET", `/api/agencies/${agency.id}`, adminCookie)).json()).toMatchObject({
      subscriptionTier: "trial",
      trialEndsAt: `${end}T23:59:59.999Z`,
    });

    // Then on Pro, paid by invoice: active, no trial end, counted as revenue.
    const before = await summary();
    const pro = await plan(agency.id, proPlan);
    expect(pro.statusCode).toBe(200);
    expect(pro.json()).toMatchObject({
      subscriptionTier: "pro",
      subscriptionStatus: "active",
      trialEndsAt: null,
    });
    expect((await summary()).monthlyRevenue).toBe(before.monthlyRevenue + 299);

    const log = await expectCall<Array<Json>>(
      200,
      "GET",
      `/api/agencies/${agency.id}/audit-logs`,
      adminCookie,
    );
    const planChanges = log.filter(
      (e) => e.entityType === "agencies" && JSON.stringify(e.changes).includes("subscription_tier"),
    );
    expect(planChanges.length).toBeGreaterThanOrEqual(2);
    for (const entry of planChanges) expect(entry.userId).toBe(operator.id);
  });

  it("refuses (409) an agency billed by a live Stripe subscription, and changes nothing", async () => {
    const agency = await create(newAgency({ name: "Stripe Paid", subscriptionTier: "standard" }));
    await t.db
      .update(agencies)
      .set({ stripeCustomerId: "cus_1", stripeSubscriptionId: "sub_1" })
      .where(eq(agencies.id, agency.id));
    expect((await list()).find((r) => r.id === agency.id)).toMatchObject({ billedByStripe: true });
    const res = await plan(agency.id, proPlan);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(UNIVERSE_MESSAGES.planBilledByStripe);
    expect((await list()).find((r) => r.id === agency.id)?.subscriptionTier).toBe("standard");

    // Once that subscription has ended (cancelled), the operator may set the plan.
    await t.db.update(agencies).set({ subscriptionStatus: "cancelled" }).where(eq(agencies.id, agency.id));
    expect((await plan(agency.id, proPlan)).statusCode).toBe(200);
  });

  it("answers 400 with field messages on bad input, and 404 for an unknown agency", async () => {
    const agency = await create(newAgency({ name: "Bad Input", subscriptionTier: "starter" }));
    const cases: Array<[unknown, string, string]> = [
      [{ subscriptionTier: "trial" }, "trialEndsAt", UNIVERSE_MESSAGES.trialEndsAtRequired],
      [
        { subscriptionTier: "trial", trialEndsAt: inDays(-2) },
        "trialEndsAt",
        UNIVERSE_MESSAGES.trialEndsAtPast,
      ],
      [{ subscriptionTier: "trial", trialEndsAt: "soon" }, "trialEndsAt", INVALID_DATE],
      [
        { subscriptionTier: "pro", trialEndsAt: inDays(5) },
        "trialEndsAt",
        UNIVERSE_MESSAGES.trialEndsAtOnlyTrial,
      ],
      [
        { subscriptionTier: "enterprise", trialEndsAt: null },
        "subscriptionTier",
        UNIVERSE_MESSAGES.subscriptionTier,
      ],
      [{}, "subscriptionTier", UNIVERSE_MESSAGES.subscriptionTier],
    ];
    for (const [body, field, message] of cases) {
      const res = await plan(agency.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(body)).toBe(message);
    }
    expect((await list()).find((r) => r.id === agency.id)?.subscriptionTier).toBe("starter");
    for (const id of [randomUUID(), "nope"]) expect((await plan(id, proPlan)).statusCode).toBe(404);
  });
});
