/**
 * Workflow automation (issue 18, Pro): rules made by admins, validated with field messages, gated by the plan,
 * confined to the agency; each trigger finds its event from a fixture and runs its action; a rule fires once per
 * event however often the job runs; the ready-made rules switch on once.
 */
import {
  AUTOMATION_MESSAGES,
  type AutomationRule,
  type AutomationRuleInput,
  type AutomationRun,
  READY_MADE_RULES,
} from "@rollcall/shared/automations";
import { featureGateMessage } from "@rollcall/shared/billing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { testDay } from "../../test/harness";
import { type Json, twoAgencies } from "../../test/world";
import { runAutomationJobs } from "./automations.jobs";

const { t, a, b, officer, firefighter, emt, call, expectCall } = twoAgencies({
  crew: true,
  env: { WEBHOOKS_ALLOW_PRIVATE: "true" },
});

const runJobs = (now?: Date) => runAutomationJobs(t.db, t.app.log, now);

const create = (body: AutomationRuleInput, cookie = a.cookie) =>
  expectCall<AutomationRule>(201, "POST", "/api/automations", cookie, body);
const runsOf = (id: string) =>
  expectCall<AutomationRun[]>(200, "GET", `/api/automations/${id}/runs`, a.cookie);
const del = async (url: string, cookie = a.cookie) =>
  expect((await call("DELETE", url, cookie)).statusCode).toBe(204);
const notificationsOf = (cookie: string) => expectCall<Json[]>(200, "GET", "/api/notifications", cookie);

/** Rules are switched off after each case, so one case's rule never fires in another's run. */
async function offAll() {
  for (const rule of await expectCall<AutomationRule[]>(200, "GET", "/api/automations", a.cookie))
    if (rule.enabled)
      await expectCall(200, "PATCH", `/api/automations/${rule.id}`, a.cookie, { enabled: false });
}

/** A certificate of `userId` expiring in `days` days. */
const certify = (userId: string, name: string, days: number) =>
  expectCall<{ id: string }>(201, "POST", "/api/certifications", a.cookie, {
    userId,
    name,
    expirationDate: testDay(days),
  });

const notifyMember = { type: "notify", toMember: true } as const;

describe("rules", () => {
  it("are made, listed, changed and deleted by admins, with the trigger and actions as sent", async () => {
    const made = await create({
      name: "EMT-B renewal",
      trigger: { type: "cert_expiring", days: 45 },
      conditions: { roles: ["emt"], certificationName: "EMT" },
      actions: [{ ...notifyMember, roles: ["admin"], channels: ["email", "email"] }],
    });
    expect(made).toMatchObject({
      name: "EMT-B renewal",
      enabled: true,
      trigger: { type: "cert_expiring", days: 45 },
      conditions: { roles: ["emt"], platoons: [], certificationName: "EMT", incidentPriorities: [] },
      actions: [{ type: "notify", toMember: true, roles: ["admin"], userIds: [], channels: ["email"] }],
      readyMade: null,
      runCount: 0,
      lastRun: null,
      createdBy: { id: a.user.id },
    });
    const list = await expectCall<AutomationRule[]>(200, "GET", "/api/automations", a.cookie);
    expect(list.map((r) => r.id)).toContain(made.id);

    const off = await expectCall<AutomationRule>(200, "PATCH", `/api/automations/${made.id}`, a.cookie, {
      enabled: false,
      name: "EMT renewal",
    });
    expect(off).toMatchObject({ enabled: false, name: "EMT renewal", trigger: { days: 45 } });

    await del(`/api/automations/${made.id}`, a.cookie);
    expect((await call("GET", `/api/automations/${made.id}/runs`, a.cookie)).statusCode).toBe(404);
  });

  it("refuse bad input with the field's message, never a 500", async () => {
    const bad = async (body: unknown, field: string, message: string) => {
      const res = await call("POST", "/api/automations", a.cookie, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors?.[field], res.body).toBe(message);
    };
    const trigger = { type: "cert_expiring", days: 30 };
    const actions = [{ ...notifyMember }];
    await bad({ name: " ", trigger, actions }, "name", AUTOMATION_MESSAGES.name);
    await bad(
      { name: "R", trigger: { type: "cert_expiring", days: 0 }, actions },
      "trigger.days",
      AUTOMATION_MESSAGES.days,
    );
    await bad(
      { name: "R", trigger: { type: "incident_created", incidentTypes: [] }, actions },
      "trigger.incidentTypes",
      AUTOMATION_MESSAGES.incidentTypes,
    );
    await bad({ name: "R", trigger, actions: [] }, "actions", AUTOMATION_MESSAGES.actions);
    await bad(
      { name: "R", trigger, actions: [{ type: "notify" }] },
      "actions.0.toMember",
      AUTOMATION_MESSAGES.recipients,
    );
    await bad(
      { name: "R", trigger, actions: [{ type: "callback" }] },
      "actions.0.type",
      AUTOMATION_MESSAGES.callbackTrigger,
    );
    await bad(
      { name: "R", trigger: { type: "shift_uncovered", hours: 24 }, actions: [{ ...notifyMember }] },
      "actions.0.toMember",
      AUTOMATION_MESSAGES.theMember,
    );
    await bad(
      { name: "R", trigger, actions: [{ type: "work_order", inDays: 1 }] },
      "actions.0.equipmentId",
      AUTOMATION_MESSAGES.equipment,
    );
    // Ids that are not the agency's: another agency's member, a course that does not exist.
    await bad(
      { name: "R", trigger, actions: [{ type: "notify", userIds: [b.user.id] }] },
      "actions.0.userIds",
      AUTOMATION_MESSAGES.memberNotFound,
    );
    await bad(
      {
        name: "R",
        trigger,
        actions: [{ type: "assign_course", toMember: true, courseId: crypto.randomUUID(), dueInDays: 7 }],
      },
      "actions.0.courseId",
      AUTOMATION_MESSAGES.courseNotFound,
    );
    // A change that would make the rule disagree with itself is refused too.
    const rule = await create({
      name: "Gap",
      trigger: { type: "staffing_gap", days: 7 },
      actions: [{ type: "callback" }],
    });
    const res = await call("PATCH", `/api/automations/${rule.id}`, a.cookie, {
      trigger: { type: "cert_expiring", days: 30 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors["actions.0.type"]).toBe(AUTOMATION_MESSAGES.callbackTrigger);
    await del(`/api/automations/${rule.id}`, a.cookie);
  });

  it("are for admins only, and another agency's rule is not found", async () => {
    const rule = await create({
      name: "Mine",
      trigger: { type: "training_overdue", days: 0 },
      actions: [{ ...notifyMember }],
    });
    for (const cookie of [officer.cookie, firefighter.cookie]) {
      expect((await call("GET", "/api/automations", cookie)).statusCode).toBe(403);
      expect((await call("POST", "/api/automations", cookie, { name: "X" })).statusCode).toBe(403);
      expect(
        (await call("PATCH", `/api/automations/${rule.id}`, cookie, { enabled: false })).statusCode,
      ).toBe(403);
      expect((await call("DELETE", `/api/automations/${rule.id}`, cookie)).statusCode).toBe(403);
      expect((await call("GET", `/api/automations/${rule.id}/runs`, cookie)).statusCode).toBe(403);
    }
    expect(
      (await call("PATCH", `/api/automations/${rule.id}`, b.cookie, { enabled: false })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/api/automations/${rule.id}`, b.cookie)).statusCode).toBe(404);
    expect((await call("GET", `/api/automations/${rule.id}/runs`, b.cookie)).statusCode).toBe(404);
    expect(await expectCall<AutomationRule[]>(200, "GET", "/api/automations", b.cookie)).toEqual([]);
    await del(`/api/automations/${rule.id}`, a.cookie);
  });

  it("answer 402 on the Standard plan (Pro only)", async () => {
    const setTier = (subscriptionTier: "standard" | "trial") =>
      asPlatform(t.db, { agencyId: b.user.agencyId, userId: null }, (tx) =>
        tx
          .update(agencies)
          .set({ subscriptionTier, subscriptionStatus: subscriptionTier === "trial" ? "trial" : "active" })
          .where(eq(agencies.id, b.user.agencyId)),
      );
    const rule = await create(
      { name: "B's", trigger: { type: "training_overdue", days: 0 }, actions: [{ ...notifyMember }] },
      b.cookie,
    );
    await setTier("standard");
    try {
      const res = await call("GET", "/api/automations", b.cookie);
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe(featureGateMessage("automation"));
      expect(featureGateMessage("automation")).toContain("Pro plan");
    } finally {
      await setTier("trial");
    }
    await del(`/api/automations/${rule.id}`, b.cookie);
  });
});

describe("triggers and actions", () => {
  it("a certificate expiring notifies its holder, once however often the job runs", async () => {
    await offAll();
    const cert = await certify(firefighter.id, "Hazmat Ops", 12);
    const rule = await create({
      name: "Hazmat reminder",
      trigger: { type: "cert_expiring", days: 14 },
      conditions: { certificationName: "hazmat" },
      actions: [{ ...notifyMember }],
    });
    await runJobs();
    await runJobs();
    const runs = await runsOf(rule.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      eventKey: `cert:${cert.id}:${testDay(12)}`,
      status: "ok",
      outcomes: [{ type: "notify", ok: true, summary: "Notified 1 member" }],
    });
    expect(runs[0].event).toContain("Jordan Kim's Hazmat Ops certificate expires on");
    const mine = await notificationsOf(firefighter.cookie);
    expect(mine.filter((n) => n.title === "Hazmat reminder")).toHaveLength(1);
    const listed = await expectCall<AutomationRule[]>(200, "GET", "/api/automations", a.cookie);
    expect(listed.find((r) => r.id === rule.id)).toMatchObject({ runCount: 1, lastRun: { status: "ok" } });
  });

  it("conditions keep only the events they name", async () => {
    await offAll();
    await certify(emt.id, "Rope Rescue", 9);
    const officersOnly = await create({
      name: "Officers' rope",
      trigger: { type: "cert_expiring", days: 10 },
      conditions: { roles: ["officer"], certificationName: "rope" },
      actions: [{ ...notifyMember }],
    });
    await runJobs();
    expect(await runsOf(officersOnly.id)).toEqual([]);
  });

  it("an open shift uncovered before its start gets a call-back", async () => {
    await offAll();
    const start = new Date(Date.now() + 6 * 3_600_000);
    const shift = await expectCall<{ id: string }>(201, "POST", "/api/shifts", a.cookie, {
      title: "Short notice",
      userId: a.user.id,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
    });
    await expectCall(200, "POST", `/api/shifts/${shift.id}/request-coverage`, a.cookie, { reason: "Sick" });
    const rule = await create({
      name: "Call back at 12 hours",
      trigger: { type: "shift_uncovered", hours: 12 },
      actions: [{ type: "callback" }],
    });
    await runJobs();
    const [run] = await runsOf(rule.id);
    expect(run).toMatchObject({ status: "ok", outcomes: [{ type: "callback", ok: true }] });
    expect(run.eventKey).toMatch(new RegExp(`^shift:${shift.id}:`));
    const callbacks = await expectCall<Array<{ shift: { id: string }; status: string }>>(
      200,
      "GET",
      "/api/callbacks",
      a.cookie,
    );
    expect(callbacks.find((c) => c.shift.id === shift.id)?.status).toBe("open");
  });

  it("a staffing gap runs its actions once per gap", async () => {
    await offAll();
    const staffing = await expectCall<{ id: string }>(201, "POST", "/api/staffing/rules", a.cookie, {
      name: "Tower crew",
      minimumStaff: 1,
      startTime: "01:00",
      endTime: "02:00",
      role: "admin",
    });
    const rule = await create({
      name: "Gap watch",
      trigger: { type: "staffing_gap", days: 3 },
      actions: [{ type: "notify", roles: ["admin"] }, { type: "callback" }],
    });
    await runJobs();
    await runJobs();
    const runs = await runsOf(rule.id);
    expect(runs.length).toBeGreaterThan(0);
    expect(new Set(runs.map((r) => r.eventKey)).size).toBe(runs.length);
    expect(runs.every((r) => r.eventKey.startsWith(`gap:${staffing.id}:`))).toBe(true);
    expect(runs[0].outcomes[0]).toMatchObject({ type: "notify", ok: true });
    expect(runs[0].outcomes[1].type).toBe("callback");
    await del(`/api/staffing/rules/${staffing.id}`, a.cookie);
  });

  it("an incident of a chosen type calls the chosen webhook", async () => {
    await offAll();
    const hook = await expectCall<{ id: string }>(201, "POST", "/api/webhooks", a.cookie, {
      url: "http://127.0.0.1:9/automation",
      events: ["shift.created"],
    });
    const rule = await create({
      name: "Fire to dispatch",
      trigger: { type: "incident_created", incidentTypes: ["fire"] },
      conditions: { incidentPriorities: ["high", "critical"] },
      actions: [{ type: "webhook", webhookId: hook.id }],
    });
    const report = (incidentType: string, priority: string) =>
      expectCall<{ id: string }>(201, "POST", "/api/incidents", a.cookie, {
        incidentType,
        priority,
        reportDate: testDay(-1),
        incidentDate: `${testDay(-1)}T02:14`,
        reportingOfficerId: officer.id,
        location: "1 Main Street",
        description: "Automation test",
      });
    const fire = await report("fire", "high");
    await report("fire", "low");
    await report("medical", "critical");
    await runJobs();
    const runs = await runsOf(rule.id);
    expect(runs.map((r) => r.eventKey)).toEqual([`incident:${fire.id}`]);
    expect(runs[0].outcomes).toEqual([{ type: "webhook", ok: true, summary: "Webhook call queued" }]);
    const deliveries = await expectCall<Array<{ event: string }>>(
      200,
      "GET",
      `/api/webhooks/${hook.id}/deliveries`,
      a.cookie,
    );
    expect(deliveries.map((d) => d.event)).toEqual(["automation.fired"]);
    await del(`/api/webhooks/${hook.id}`, a.cookie);
  });

  it("overdue training assigns a course to the member", async () => {
    await offAll();
    const course = (title: string) =>
      expectCall<{ id: string }>(201, "POST", "/api/training/courses", a.cookie, {
        title,
        description: title,
        category: "rescue",
        duration: 1,
        status: "published",
      });
    const first = await course("Ventilation");
    const refresher = await course("Ventilation refresher");
    const [assignment] = await expectCall<Array<{ id: string }>>(
      201,
      "POST",
      "/api/training/assignments",
      a.cookie,
      {
        courseId: first.id,
        userIds: [emt.id],
        dueDate: testDay(1),
      },
    );
    const rule = await create({
      name: "Refresher when late",
      trigger: { type: "training_overdue", days: 0 },
      actions: [{ type: "assign_course", toMember: true, courseId: refresher.id, dueInDays: 14 }],
    });
    await runJobs();
    expect(await runsOf(rule.id)).toEqual([]);
    // Three days on, the assignment is overdue.
    await runJobs(new Date(Date.now() + 3 * 86_400_000));
    const [run] = await runsOf(rule.id);
    expect(run).toMatchObject({
      eventKey: `assignment:${assignment.id}`,
      status: "ok",
      outcomes: [
        { type: "assign_course", ok: true, summary: "Assigned “Ventilation refresher” to 1 member" },
      ],
    });
    expect(run.event).toContain("Priya Patel");
    const mine = await expectCall<Array<{ courseId: string }>>(
      200,
      "GET",
      "/api/training/my-training",
      emt.cookie,
    );
    expect(mine.filter((x) => x.courseId === refresher.id)).toHaveLength(1);
  });

  it("maintenance due opens a work order on the item", async () => {
    await offAll();
    const item = await expectCall<{ id: string }>(201, "POST", "/api/equipment", a.cookie, {
      name: "Ladder 9",
      type: "ladder",
      nextMaintenanceDate: testDay(4),
    });
    const rule = await create({
      name: "Shop it",
      trigger: { type: "maintenance_due", days: 5 },
      actions: [{ type: "work_order", inDays: 2 }],
    });
    await runJobs();
    const [run] = await runsOf(rule.id);
    expect(run).toMatchObject({ eventKey: `maintenance:${item.id}:${testDay(4)}`, status: "ok" });
    const after = await expectCall<{ status: string; nextMaintenanceDate: string }>(
      200,
      "GET",
      `/api/equipment/${item.id}`,
      a.cookie,
    );
    expect(after).toMatchObject({ status: "maintenance" });
  });

  it("a disabled rule does not run", async () => {
    await offAll();
    await certify(officer.id, "Driver", 3);
    const rule = await create({
      name: "Off",
      enabled: false,
      trigger: { type: "cert_expiring", days: 5 },
      actions: [{ ...notifyMember }],
    });
    await runJobs();
    expect(await runsOf(rule.id)).toEqual([]);
  });
});

describe("ready-made rules", () => {
  it("turn on once each, and the 30-day certificate reminder tells the member and the admins", async () => {
    await offAll();
    for (const ready of READY_MADE_RULES) {
      const { key, description: _d, ...rule } = ready;
      await create({ ...rule, readyMade: key });
      const again = await call("POST", "/api/automations", a.cookie, { ...rule, readyMade: key });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(AUTOMATION_MESSAGES.readyMadeOn);
    }
    await certify(emt.id, "ACLS", 25);
    await runJobs();
    const list = await expectCall<AutomationRule[]>(200, "GET", "/api/automations", a.cookie);
    const reminder = list.find((r) => r.readyMade === "cert-30-day") as AutomationRule;
    const runs = await runsOf(reminder.id);
    const acls = runs.find((r) => r.event.includes("ACLS"));
    expect(acls?.outcomes).toEqual([{ type: "notify", ok: true, summary: "Notified 2 members" }]);
    const toAdmin = await notificationsOf(a.cookie);
    expect(
      toAdmin.some((n) => n.title === "30-day certificate reminder" && String(n.message).includes("ACLS")),
    ).toBe(true);
    const toEmt = await notificationsOf(emt.cookie);
    expect(toEmt.some((n) => n.title === "30-day certificate reminder")).toBe(true);
  });
});
