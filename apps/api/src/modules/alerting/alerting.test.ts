/**
 * Alerting through the API: a member's preferences and phone verification (the code arrives by SMS at the
 * Twilio stand-in), push browsers, mass alerts (audiences, refusals, the hourly limit), the answer link (valid
 * for its member and alert only, read from the email that carries it), the roster, the admins' reachability
 * view, the call sites that send notifications on, and isolation between agencies.
 */
import {
  ALERTING_MESSAGES,
  ALERTS_PER_HOUR,
  defaultChannels,
  NOT_CONFIGURED_REASONS,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
} from "@rollcall/shared/alerting";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { alertDeliveries, alertingProfiles } from "../../db/schema/alerting";
import { staffingRequirements } from "../../db/schema/staffing";
import { runDeliveriesOnce } from "../../lib/alerting/queue";
import { agencyScope } from "../../plugins/auth";
import {
  createTestApp,
  request,
  type SignedUp,
  signUpAgency,
  type TestApp,
  testDay,
} from "../../test/harness";
import { addMember, signIn } from "../../test/members";
import { startTwilioStandIn, type TwilioStandIn } from "../../test/stand-ins/twilio";
import { runNotificationJobs } from "../notifications";
import { verifyPhone } from "./preferences.service";

let t: TestApp;
let twilio: TwilioStandIn;
let admin: SignedUp;
let other: SignedUp;
type Person = { id: string; email: string; cookie: string };
let officer: Person;
let firefighter: Person;
let emt: Person;

async function person(agencyId: string, role: "officer" | "firefighter" | "emt", lastName?: string) {
  const m = await addMember(t.db, agencyId, role, lastName ? { lastName } : {});
  return { id: m.id, email: m.email, cookie: await signIn(t.app, m.email) };
}

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  // SMTP_URL marks email configured; the test app's mailer keeps each message in t.outbox.
  t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1", ...twilio.env });
  admin = await signUpAgency(t.app);
  other = await signUpAgency(t.app);
  officer = await person(admin.user.agencyId, "officer", "Officer");
  firefighter = await person(admin.user.agencyId, "firefighter", "Firefighter");
  emt = await person(admin.user.agencyId, "emt", "Emt");
}, 60_000);

afterAll(async () => {
  await t?.close();
  await twilio?.close();
});

/** Sends everything due, as the worker does (it goes on while rounds come back full). */
const send = async () => {
  while ((await runDeliveriesOnce(t.app)) > 0) {}
};
const log = (cookie: string) => ({
  get: () => request(t.app, "GET", "/api/profile/alerting", cookie),
  put: (body: unknown) => request(t.app, "PUT", "/api/profile/alerting", cookie, body),
  verify: (code: string) => request(t.app, "POST", "/api/profile/phone/verify", cookie, { code }),
});
/** The code in the last SMS to `phone`. */
const codeSentTo = (phone: string) => {
  const sms = twilio.messages.filter((m) => m.to === phone).at(-1);
  return sms?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
};
const wrong = (code: string) => (code === "000000" ? "111111" : "000000");

describe("alerting preferences", { timeout: 60_000 }, () => {
  it("starts from the defaults and says which channels are configured", async () => {
    const res = await log(firefighter.cookie).get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone: null,
      phoneVerified: false,
      pendingPhone: null,
      smsOptedOut: false,
      channels: defaultChannels(),
      quietHours: null,
      pushDevices: 0,
      configured: { email: true, sms: true, voice: true, push: true },
    });
    expect(typeof res.json().vapidPublicKey).toBe("string");
  });

  it("saves channels per kind over the defaults and quiet hours; refuses what is not allowed", async () => {
    const me = log(firefighter.cookie);
    const res = await me.put({
      channels: { shift_changed: ["email"], general: ["push"] },
      quietHours: { start: "22:00", end: "06:00" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().channels).toEqual({
      ...defaultChannels(),
      shift_changed: ["email"],
      general: ["push"],
    });
    expect(res.json().quietHours).toEqual({ start: "22:00", end: "06:00" });
    // Another change keeps what it does not name.
    expect((await me.put({ channels: { cert_expiring: [] } })).json().channels.shift_changed).toEqual([
      "email",
    ]);

    const voice = await me.put({ channels: { shift_changed: ["voice"] } });
    expect(voice.statusCode).toBe(400);
    expect(voice.json().errors["channels.shift_changed"]).toBe(ALERTING_MESSAGES.voiceKind);
    const quiet = await me.put({ quietHours: { start: "25:00", end: "06:00" } });
    expect(quiet.statusCode).toBe(400);
    expect(quiet.json().errors["quietHours.start"]).toBe(ALERTING_MESSAGES.quietHours);
    const phone = await me.put({ phone: "555-1234" });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors.phone).toBe(ALERTING_MESSAGES.phone);
    expect((await me.put({ quietHours: null })).json().quietHours).toBeNull();
  });

  it("verifies a new number with the 6-digit code sent to it by SMS", async () => {
    const me = log(officer.cookie);
    const res = await me.put({ phone: "+1 (555) 010-2001" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: null, phoneVerified: false, pendingPhone: "+15550102001" });
    await send();
    const code = codeSentTo("+15550102001");
    expect(code).toMatch(/^\d{6}$/);
    // The code does not stay in the delivery record once sent.
    const [delivery] = await t.db
      .select()
      .from(alertDeliveries)
      .where(eq(alertDeliveries.userId, officer.id));
    expect(delivery.body).not.toContain(code);

    const bad = await me.verify(wrong(code as string));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: ALERTING_MESSAGES.codeWrong,
      errors: { code: ALERTING_MESSAGES.codeWrong },
    });
    const ok = await me.verify(code as string);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ phone: "+15550102001", phoneVerified: true, pendingPhone: null });
    // The same number again is not a new number: no new code.
    const before = twilio.messages.length;
    expect((await me.put({ phone: "+15550102001" })).json().pendingPhone).toBeNull();
    await send();
    expect(twilio.messages.length).toBe(before);
    expect((await me.verify("123456")).json().message).toBe(ALERTING_MESSAGES.noCode);
  });

  it(`ends a code after ${PHONE_CODE_TRIES} wrong tries, and after ${PHONE_CODE_MINUTES} minutes`, async () => {
    const me = log(emt.cookie);
    await me.put({ phone: "+15550102002" });
    await send();
    const code = codeSentTo("+15550102002") as string;
    for (let i = 1; i < PHONE_CODE_TRIES; i++)
      expect((await me.verify(wrong(code))).json().message).toBe(ALERTING_MESSAGES.codeWrong);
    expect((await me.verify(wrong(code))).json().message).toBe(ALERTING_MESSAGES.codeTries);
    // Gone: even the right code is too late.
    expect((await me.verify(code)).json().message).toBe(ALERTING_MESSAGES.noCode);
    expect((await me.get()).json().pendingPhone).toBeNull();

    await me.put({ phone: "+15550102002" });
    await send();
    const fresh = codeSentTo("+15550102002") as string;
    const scope = agencyScope(t, {
      agencyId: admin.user.agencyId,
      userId: emt.id,
      role: "emt",
      isUniverseAdmin: false,
      timeZone: "UTC",
    });
    const later = new Date(Date.now() + (PHONE_CODE_MINUTES * 60 + 1) * 1000);
    await expect(verifyPhone(scope, t.app.channels, fresh, later)).rejects.toMatchObject({
      statusCode: 400,
      message: ALERTING_MESSAGES.codeExpired,
    });
    expect((await me.get()).json().phoneVerified).toBe(false);
  });

  it("removes the number with phone: null", async () => {
    const me = log(officer.cookie);
    expect((await me.put({ phone: null })).json()).toMatchObject({ phone: null, phoneVerified: false });
    // Put it back for the alerts below.
    await me.put({ phone: "+15550102001" });
    await send();
    expect((await me.verify(codeSentTo("+15550102001") as string)).statusCode).toBe(200);
  });

  it("keeps a browser's push subscription for its member, and only they remove it", async () => {
    const subscription = {
      endpoint: "https://push.example.org/send/abc",
      keys: { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA", auth: "tBHItJI5svbpez7KI4CCXg" },
    };
    const add = await request(t.app, "POST", "/api/profile/push", firefighter.cookie, subscription);
    expect(add.statusCode).toBe(200);
    expect(add.json().pushDevices).toBe(1);
    // Subscribing again (the same browser) is still one device.
    await request(t.app, "POST", "/api/profile/push", firefighter.cookie, subscription);
    expect((await log(firefighter.cookie).get()).json().pushDevices).toBe(1);
    const bad = await request(t.app, "POST", "/api/profile/push", firefighter.cookie, { endpoint: "nope" });
    expect(bad.statusCode).toBe(400);
    // Another member cannot remove it.
    await request(t.app, "DELETE", "/api/profile/push", emt.cookie, { endpoint: subscription.endpoint });
    expect((await log(firefighter.cookie).get()).json().pushDevices).toBe(1);
    const removed = await request(t.app, "DELETE", "/api/profile/push", firefighter.cookie, {
      endpoint: subscription.endpoint,
    });
    expect(removed.json().pushDevices).toBe(0);
  });
});

/** The answer link in the last email to `email` (what the member clicks). */
function linkIn(email: string) {
  const mail = t.outbox.filter((m) => m.to === email).at(-1);
  const url = mail?.text.match(/http:\/\/rollcall\.test\/alerts\/respond\?\S+/)?.[0];
  if (!url) throw new Error(`no answer link in the mail to ${email}`);
  const params = new URL(url).searchParams;
  return { token: params.get("token") as string, alert: params.get("alert") as string };
}
const postAlert = (cookie: string, body: unknown) => request(t.app, "POST", "/api/alerts", cookie, body);
const respondUrl = (alertId: string, token: string) =>
  `/api/alerts/${alertId}/respond?token=${encodeURIComponent(token)}`;

describe("mass alerts", { timeout: 60_000 }, () => {
  it("reaches the audience it names: everyone, roles, members, holders of a qualification", async () => {
    const all = await postAlert(admin.cookie, { message: "All hands", audience: { all: true } });
    expect(all.statusCode).toBe(201);
    expect(all.json()).toMatchObject({
      audienceLabel: "Everyone",
      recipients: 4,
      question: false,
      urgent: true,
    });
    const roles = await postAlert(officer.cookie, {
      message: "Crews",
      audience: { roles: ["firefighter", "emt"] },
    });
    expect(
      roles
        .json()
        .roster.map((r: { userId: string }) => r.userId)
        .sort(),
    ).toEqual([firefighter.id, emt.id].sort());
    expect(roles.json().audienceLabel).toBe("Firefighters, EMTs");
    const chosen = await postAlert(admin.cookie, { message: "You", audience: { userIds: [emt.id] } });
    expect(chosen.json().roster.map((r: { userId: string }) => r.userId)).toEqual([emt.id]);

    const cert = await request(t.app, "POST", "/api/certifications", admin.cookie, {
      userId: firefighter.id,
      name: "Hazmat Technician",
      expirationDate: testDay(100),
    });
    expect(cert.statusCode).toBe(201);
    // An expired one does not count.
    await request(t.app, "POST", "/api/certifications", admin.cookie, {
      userId: emt.id,
      name: "Hazmat Technician",
      issueDate: testDay(-800),
      expirationDate: testDay(-1),
    });
    const holders = await postAlert(admin.cookie, {
      message: "Hazmat call",
      audience: { qualification: "hazmat technician" },
    });
    expect(holders.statusCode).toBe(201);
    expect(holders.json().roster.map((r: { userId: string }) => r.userId)).toEqual([firefighter.id]);

    // Each recipient also has it in the app.
    const bell = await request(t.app, "GET", "/api/notifications", emt.cookie);
    expect(bell.json().map((n: { message: string }) => n.message)).toEqual(
      expect.arrayContaining(["All hands", "Crews", "You"]),
    );
  });

  it("reaches one platoon: its members in this agency only", async () => {
    const platoon = (cookie: string, id: string, value: string | null) =>
      request(t.app, "PATCH", `/api/users/${id}`, cookie, { platoon: value });
    expect((await platoon(admin.cookie, firefighter.id, "A")).statusCode).toBe(200);
    expect((await platoon(admin.cookie, emt.id, "B")).statusCode).toBe(200);
    // The other agency's admin rides with their own A platoon; it is not ours.
    expect((await platoon(other.cookie, other.user.id, "A")).statusCode).toBe(200);
    const a = await postAlert(officer.cookie, { message: "A shift, recall", audience: { platoon: "A" } });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ audienceLabel: "Platoon A", recipients: 1 });
    expect(a.json().roster.map((r: { userId: string }) => r.userId)).toEqual([firefighter.id]);
    const nobody = await postAlert(officer.cookie, { message: "C shift", audience: { platoon: "C" } });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe(ALERTING_MESSAGES.audienceEmpty);
    const bad = await postAlert(officer.cookie, { message: "E shift", audience: { platoon: "E" } });
    expect(bad.statusCode).toBe(400);
    await platoon(admin.cookie, firefighter.id, null);
    await platoon(admin.cookie, emt.id, null);
  });

  it("refuses an empty audience, another agency's member and members who are not managers", async () => {
    const none = await postAlert(admin.cookie, {
      message: "Nobody",
      audience: { qualification: "Astronaut" },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      message: ALERTING_MESSAGES.audienceEmpty,
      errors: { audience: ALERTING_MESSAGES.audienceEmpty },
    });
    const foreign = await postAlert(admin.cookie, {
      message: "Them",
      audience: { userIds: [other.user.id] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors["audience.userIds"]).toBe(ALERTING_MESSAGES.unknownMember);
    const empty = await postAlert(admin.cookie, { message: " ", audience: { all: true } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.message).toBe(ALERTING_MESSAGES.message);
    const shape = await postAlert(admin.cookie, { message: "x", audience: { everyone: true } });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().errors.audience).toBe(ALERTING_MESSAGES.audience);
    const ff = await postAlert(firefighter.cookie, { message: "Me", audience: { all: true } });
    expect(ff.statusCode).toBe(403);
  });

  it("sends a question with an answer link per member, valid only for that member and alert; the roster fills", async () => {
    const sent = await postAlert(officer.cookie, {
      message: "Structure fire, can you respond?",
      audience: { roles: ["firefighter", "emt"] },
      question: true,
    });
    expect(sent.statusCode).toBe(201);
    const alertId = sent.json().id as string;
    await send();
    const ffLink = linkIn(firefighter.email);
    const emtLink = linkIn(emt.email);
    expect(ffLink.alert).toBe(alertId);
    expect(ffLink.token).not.toBe(emtLink.token);
    // The link does not stay in the record once sent (only the token's hash is kept).
    const stored = await t.db.select().from(alertDeliveries).where(eq(alertDeliveries.alertId, alertId));
    expect(stored.every((d) => !d.link?.includes(ffLink.token))).toBe(true);

    const view = await request(t.app, "GET", respondUrl(alertId, ffLink.token));
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      message: "Structure fire, can you respond?",
      question: true,
      memberName: "Test Firefighter",
      answer: null,
      agencyName: "Riverside Fire & Rescue",
    });

    const yes = await request(t.app, "POST", respondUrl(alertId, ffLink.token), undefined, {
      answer: "yes",
      minutes: 12,
    });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({ answer: "yes", minutes: 12 });
    const no = await request(t.app, "POST", respondUrl(alertId, emtLink.token), undefined, { answer: "no" });
    expect(no.statusCode).toBe(200);

    const detail = (await request(t.app, "GET", `/api/alerts/${alertId}`, admin.cookie)).json();
    expect(detail).toMatchObject({ yes: 1, no: 1, recipients: 2 });
    const ff = detail.roster.find((r: { userId: string }) => r.userId === firefighter.id);
    expect(ff).toMatchObject({ answer: "yes", minutes: 12, answeredVia: "link" });
    expect(ff.deliveries.find((d: { channel: string }) => d.channel === "email").status).toBe("answered");

    // Answering again changes the answer.
    await request(t.app, "POST", respondUrl(alertId, ffLink.token), undefined, { answer: "no" });
    expect((await request(t.app, "GET", respondUrl(alertId, ffLink.token))).json().answer).toBe("no");

    // Another alert's id with this token, a made-up token: not a valid link.
    const otherAlert = (
      await postAlert(admin.cookie, { message: "Second", audience: { all: true }, question: true })
    ).json().id;
    for (const url of [respondUrl(otherAlert, ffLink.token), respondUrl(alertId, "made-up-token")]) {
      const res = await request(t.app, "GET", url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ALERTING_MESSAGES.linkInvalid);
      expect((await request(t.app, "POST", url, undefined, { answer: "yes" })).statusCode).toBe(404);
    }
    const badMinutes = await request(t.app, "POST", respondUrl(alertId, ffLink.token), undefined, {
      answer: "yes",
      minutes: 999,
    });
    expect(badMinutes.statusCode).toBe(400);
    expect(badMinutes.json().errors.minutes).toBe(ALERTING_MESSAGES.minutes);
  });

  it("answers in the app; an alert without a question takes no answer", async () => {
    const asked = (
      await postAlert(admin.cookie, { message: "Who can come?", audience: { all: true }, question: true })
    ).json().id;
    const res = await request(t.app, "POST", `/api/alerts/${asked}/answer`, emt.cookie, {
      answer: "yes",
      minutes: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().roster).toEqual([
      expect.objectContaining({ userId: emt.id, answer: "yes", minutes: 5, answeredVia: "app" }),
    ]);
    const told = (await postAlert(admin.cookie, { message: "Road closed", audience: { all: true } })).json()
      .id;
    const refused = await request(t.app, "POST", `/api/alerts/${told}/answer`, emt.cookie, { answer: "yes" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ALERTING_MESSAGES.noQuestion);
    // The member's list shows their own answer on each alert they received.
    const list = (await request(t.app, "GET", "/api/alerts", emt.cookie)).json();
    expect(list.find((a: { id: string }) => a.id === asked).mine).toEqual({ answer: "yes", minutes: 5 });
    expect(list.find((a: { id: string }) => a.id === told).mine).toEqual({ answer: null, minutes: null });
  });

  it("shows managers every alert and the whole roster, a member only their alerts and their own line", async () => {
    const toEmt = (
      await postAlert(admin.cookie, { message: "Only the EMT", audience: { userIds: [emt.id] } })
    ).json().id;
    const managerList = (await request(t.app, "GET", "/api/alerts", officer.cookie)).json();
    expect(managerList.map((a: { id: string }) => a.id)).toContain(toEmt);
    const ffList = (await request(t.app, "GET", "/api/alerts", firefighter.cookie)).json();
    expect(ffList.map((a: { id: string }) => a.id)).not.toContain(toEmt);
    expect((await request(t.app, "GET", `/api/alerts/${toEmt}`, firefighter.cookie)).statusCode).toBe(404);
    const mine = (await request(t.app, "GET", `/api/alerts/${ffList[0].id}`, firefighter.cookie)).json();
    expect(mine.roster.map((r: { userId: string }) => r.userId)).toEqual([firefighter.id]);
  });

  it(`allows ${ALERTS_PER_HOUR} alerts an hour per agency, then 429`, async () => {
    const busy = await signUpAgency(t.app);
    for (let i = 0; i < ALERTS_PER_HOUR; i++)
      expect(
        (await postAlert(busy.cookie, { message: `Alert ${i}`, audience: { all: true } })).statusCode,
      ).toBe(201);
    const over = await postAlert(busy.cookie, { message: "One more", audience: { all: true } });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(ALERTING_MESSAGES.rateLimited);
    // Another agency is not held back.
    expect((await postAlert(other.cookie, { message: "Ours", audience: { all: true } })).statusCode).toBe(
      201,
    );
  });
});

describe("who is reachable where", { timeout: 60_000 }, () => {
  it("shows admins each channel and each member's reachability; nobody else", async () => {
    const res = await request(t.app, "GET", "/api/alerting/status", admin.cookie);
    expect(res.statusCode).toBe(200);
    const status = res.json();
    expect(status.channels.find((c: { channel: string }) => c.channel === "sms")).toMatchObject({
      configured: true,
      provider: "Twilio",
      reachable: 1,
    });
    expect(status.members.find((m: { userId: string }) => m.userId === officer.id)).toMatchObject({
      email: true,
      sms: true,
      voice: true,
      push: false,
      phone: "+15550102001",
    });
    expect(status.members.map((m: { userId: string }) => m.userId)).not.toContain(other.user.id);
    expect((await request(t.app, "GET", "/api/alerting/status", officer.cookie)).statusCode).toBe(403);
  });
});

describe("notifications sent on", { timeout: 60_000 }, () => {
  it("an expiring certification goes to the member's channels once, linking to Compliance", async () => {
    const cert = await request(t.app, "POST", "/api/certifications", admin.cookie, {
      userId: emt.id,
      name: "CPR",
      expirationDate: testDay(10),
    });
    expect(cert.statusCode).toBe(201);
    await runNotificationJobs(t.db, t.app.log);
    await runNotificationJobs(t.db, t.app.log);
    const rows = (await t.db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, emt.id))).filter(
      (d) => d.kind === "cert_expiring",
    );
    expect(rows.map((d) => d.channel)).toEqual(["email"]);
    expect(rows[0].link).toBe("/compliance");
  });

  const deliveriesOfKind = async (kind: string) =>
    (await t.db.select().from(alertDeliveries)).filter((d) => d.kind === kind);

  it("a shift assigned or changed goes to the member's channels for shift changes", async () => {
    const created = await request(t.app, "POST", "/api/shifts", admin.cookie, {
      title: "Engine 1",
      userId: firefighter.id,
      startTime: `${testDay(3)}T07:00`,
      endTime: `${testDay(3)}T19:00`,
    });
    expect(created.statusCode).toBe(201);
    const rows = await deliveriesOfKind("shift_changed");
    expect(rows.map((d) => [d.userId, d.channel, d.link])).toEqual([
      [firefighter.id, "email", "/scheduling"],
    ]);
    expect(rows[0].title).toBe("Shift assigned");
  });

  it("leave that opens a minimum staffing gap tells the managers urgently, as a staffing gap", async () => {
    const agencyId = admin.user.agencyId;
    await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
      tx.insert(staffingRequirements).values({
        agencyId,
        name: "Engine 1 crew",
        minimumStaff: 1,
        startTime: "07:00",
        endTime: "19:00",
        role: "firefighter",
      }),
    );
    await request(t.app, "POST", "/api/shifts", admin.cookie, {
      title: "Engine 1",
      userId: firefighter.id,
      startTime: `${testDay(60)}T07:00`,
      endTime: `${testDay(60)}T19:00`,
    });
    const leave = await request(t.app, "POST", "/api/leave-requests", firefighter.cookie, {
      type: "personal",
      startDate: testDay(60),
      endDate: testDay(60),
    });
    expect(leave.statusCode).toBe(201);
    await request(t.app, "PUT", "/api/leave-balances", officer.cookie, {
      userId: firefighter.id,
      type: "personal",
      hours: 24,
      reason: "Opening balance",
    });
    const approved = await request(t.app, "PATCH", `/api/leave-requests/${leave.json().id}`, officer.cookie, {
      status: "approved",
    });
    expect(approved.statusCode).toBe(200);
    const rows = await deliveriesOfKind("staffing_gap");
    expect(rows.filter((r) => r.userId === admin.user.id).map((r) => r.channel)).toEqual(["email"]);
    // The officer has a verified phone: a text too.
    expect(
      rows
        .filter((r) => r.userId === officer.id)
        .map((r) => r.channel)
        .sort(),
    ).toEqual(["email", "sms"]);
    expect(rows.every((r) => r.urgent && r.title === "Shifts opened by leave")).toBe(true);
  });

  it("a call-back offer goes out urgently with the call-back it answers", async () => {
    const shift = await request(t.app, "POST", "/api/shifts", admin.cookie, {
      title: "Overtime",
      userId: admin.user.id,
      startTime: `${testDay(5)}T07:00`,
      endTime: `${testDay(5)}T19:00`,
    });
    await request(t.app, "POST", `/api/shifts/${shift.json().id}/request-coverage`, admin.cookie, {
      reason: "Short",
    });
    const callback = await request(t.app, "POST", "/api/callbacks", admin.cookie, {
      shiftId: shift.json().id,
    });
    expect(callback.statusCode).toBe(201);
    // (The leave above started a call-back of its own: its offers went out the same way.)
    const rows = (await deliveriesOfKind("callback_offer")).filter(
      (r) => r.callbackId === callback.json().id,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row).toMatchObject({
        callbackId: callback.json().id,
        link: "/scheduling?tab=callback",
        urgent: true,
      });
    // The officer has a verified phone: the offer goes by SMS too, if they are the one offered.
    const offered = new Set(rows.map((r) => r.userId));
    if (offered.has(officer.id))
      expect(rows.filter((r) => r.userId === officer.id).map((r) => r.channel)).toContain("sms");
  });
});

describe("isolation between agencies", { timeout: 60_000 }, () => {
  it("another agency's alert answers 404 to every route, and its links answer nothing of ours", async () => {
    const ours = (
      await postAlert(admin.cookie, { message: "Ours only", audience: { all: true }, question: true })
    ).json().id;
    for (const [method, url, body] of [
      ["GET", `/api/alerts/${ours}`, undefined],
      ["POST", `/api/alerts/${ours}/answer`, { answer: "yes" }],
    ] as const) {
      const res = await request(t.app, method, url, other.cookie, body);
      expect(res.statusCode).toBe(404);
    }
    const theirs = (await request(t.app, "GET", "/api/alerts", other.cookie)).json();
    expect(theirs.map((a: { id: string }) => a.id)).not.toContain(ours);
    // The other agency's admin's own link does not open our alert.
    const theirAlert = (
      await postAlert(other.cookie, { message: "Theirs", audience: { all: true }, question: true })
    ).json().id;
    await send();
    const theirLink = linkIn(other.user.email);
    expect(theirLink.alert).toBe(theirAlert);
    expect((await request(t.app, "GET", respondUrl(ours, theirLink.token))).statusCode).toBe(404);
  });
});

describe("a mobile number on an installation without text messages", { timeout: 60_000 }, () => {
  let bare: TestApp;
  afterAll(async () => bare?.close());

  it("is refused with what is missing, and no code is kept or queued for it", async () => {
    bare = await createTestApp({});
    const chief = await signUpAgency(bare.app);
    const prefs = await request(bare.app, "GET", "/api/profile/alerting", chief.cookie);
    expect(prefs.json().configured.sms).toBe(false);
    const res = await request(bare.app, "PUT", "/api/profile/alerting", chief.cookie, {
      phone: "+15550104477",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: ALERTING_MESSAGES.smsNotConfigured,
      errors: { phone: ALERTING_MESSAGES.smsNotConfigured },
    });
    const after = (await request(bare.app, "GET", "/api/profile/alerting", chief.cookie)).json();
    expect(after).toMatchObject({ phone: null, pendingPhone: null });
    const queued = await asPlatform(bare.db, { agencyId: chief.user.agencyId, userId: null }, (tx) =>
      tx.select().from(alertDeliveries).where(eq(alertDeliveries.userId, chief.user.id)),
    );
    expect(queued.filter((d) => d.channel === "sms")).toEqual([]);
    // The rest of the preferences still save.
    const quiet = await request(bare.app, "PUT", "/api/profile/alerting", chief.cookie, {
      quietHours: { start: "22:00", end: "06:30" },
    });
    expect(quiet.statusCode).toBe(200);
  });
});

describe("a recall on an installation without mail or text messages", { timeout: 60_000 }, () => {
  let bare: TestApp;
  afterAll(async () => bare?.close());

  it("records email and SMS 'not configured' with why, never failed, and shows each member's bell", async () => {
    bare = await createTestApp({});
    const chief = await signUpAgency(bare.app);
    const agencyId = chief.user.agencyId;
    const crew = await addMember(bare.db, agencyId, "firefighter", { lastName: "Crew" });
    const texted = await addMember(bare.db, agencyId, "emt", { lastName: "Texted" });
    // A number verified while Twilio was still set up: SMS is queued for it, and cannot go.
    await asPlatform(bare.db, { agencyId, userId: null }, (tx) =>
      tx
        .insert(alertingProfiles)
        .values({ agencyId, userId: texted.id, phone: "+15550107788", phoneVerifiedAt: new Date() }),
    );
    const sent = await request(bare.app, "POST", "/api/alerts", chief.cookie, {
      message: "Recall: all off-duty members to Station 1",
      audience: { all: true },
      question: true,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().notConfigured).toEqual(["email", "sms", "voice"]);
    while ((await runDeliveriesOnce(bare.app)) > 0) {}

    const detail = (await request(bare.app, "GET", `/api/alerts/${sent.json().id}`, chief.cookie)).json();
    expect(detail.notConfigured).toEqual(["email", "sms", "voice"]);
    expect(detail.roster).toHaveLength(3);
    const deliveries = detail.roster.flatMap((r: { deliveries: { status: string }[] }) => r.deliveries);
    expect(deliveries.length).toBeGreaterThanOrEqual(4);
    expect(deliveries.filter((d: { status: string }) => d.status === "failed")).toEqual([]);
    const lineOf = (userId: string) => detail.roster.find((r: { userId: string }) => r.userId === userId);
    expect(lineOf(crew.id).deliveries).toEqual([
      expect.objectContaining({
        channel: "email",
        status: "not_configured",
        error: NOT_CONFIGURED_REASONS.email,
      }),
    ]);
    expect(lineOf(texted.id).deliveries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          channel: "sms",
          status: "not_configured",
          error: NOT_CONFIGURED_REASONS.sms,
        }),
      ]),
    );
    // The bell reached everyone; a member who opens it is shown as having read it.
    for (const line of detail.roster) expect(line.inApp).toMatchObject({ status: "delivered" });
    const crewCookie = await signIn(bare.app, crew.email);
    const bell = (await request(bare.app, "GET", "/api/notifications", crewCookie)).json();
    const note = bell.find((n: { message: string }) => n.message.startsWith("Recall: all off-duty"));
    expect(
      (await request(bare.app, "PATCH", `/api/notifications/${note.id}/read`, crewCookie)).statusCode,
    ).toBe(200);
    const after = (await request(bare.app, "GET", `/api/alerts/${sent.json().id}`, chief.cookie)).json();
    expect(after.roster.find((r: { userId: string }) => r.userId === crew.id).inApp).toMatchObject({
      status: "read",
    });
    expect(after.roster.find((r: { userId: string }) => r.userId === texted.id).inApp).toMatchObject({
      status: "delivered",
    });

    // An answer leaves a delivery that never went "not configured", as it leaves a failed one failed.
    await request(bare.app, "POST", `/api/alerts/${sent.json().id}/answer`, crewCookie, { answer: "yes" });
    const answered = (await request(bare.app, "GET", `/api/alerts/${sent.json().id}`, chief.cookie)).json();
    expect(answered.roster.find((r: { userId: string }) => r.userId === crew.id).deliveries[0].status).toBe(
      "not_configured",
    );
  });
});
