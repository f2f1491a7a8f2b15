/**
 * The delivery queue against a real database, sending through the real channels: email over an SMTP server
 * started here (which can be told to answer "busy" or "refused"), SMS through the Twilio stand-in.
 */
import { DELIVERY_ATTEMPTS, PHONE_MESSAGES_PER_DAY } from "@rollcall/shared/alerting";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { alertDeliveries, alertingProfiles, pushSubscriptions } from "../../db/schema/alerting";
import { notifications } from "../../db/schema/notifications";
import { createTestApp, type SignedUp, signUpAgency, type TestApp } from "../../test/harness";
import { addMember } from "../../test/members";
import { type ReceivedMail, startSmtpServer } from "../../test/smtp";
import { startPushReceiver } from "../../test/stand-ins/push-receiver";
import { startTwilioStandIn, type TwilioStandIn } from "../../test/stand-ins/twilio";
import { createMailer } from "../mailer";
import { notify } from "../notify";
import { createChannels } from "./index";
import {
  createDeliveryWorker,
  INTERRUPTED,
  PHONE_LIMIT_REACHED,
  type QueueItem,
  queueAlert,
  quietHoursEnd,
  retryDelayMs,
  runDeliveriesOnce,
} from "./queue";

/** What the SMTP server does with the next recipients. */
let smtpMode: "accept" | "busy" | "refuse" = "accept";
let received: ReceivedMail[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let twilio: TwilioStandIn;
let t: TestApp;
let admin: SignedUp;
let agencyId: string;

beforeAll(async () => {
  smtp = await startSmtpServer({
    onRcptTo(_address, _session, callback) {
      if (smtpMode === "busy")
        return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
      if (smtpMode === "refuse")
        return callback(Object.assign(new Error("No such mailbox here"), { responseCode: 550 }));
      callback();
    },
  });
  received = smtp.received;
  const smtpUrl = smtp.url;
  twilio = await startTwilioStandIn();
  t = await createTestApp(
    { SMTP_URL: smtpUrl, ...twilio.env },
    {
      mailer: createMailer({
        smtpUrl,
        from: "Rollcall <no-reply@rollcall.test>",
        log: { info: () => {} } as never,
        production: false,
      }),
    },
  );
  admin = await signUpAgency(t.app);
  agencyId = admin.user.agencyId;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await twilio?.close();
  await smtp.close();
});

const inAgency = <T>(fn: Parameters<typeof asPlatform<T>>[2]) =>
  asPlatform(t.db, { agencyId, userId: null }, fn);
const queue = (items: QueueItem | QueueItem[], now?: Date) => inAgency((tx) => queueAlert(tx, items, now));
let sourceCounter = 0;
const item = (userId: string, extra: Partial<QueueItem> = {}): QueueItem => ({
  agencyId,
  userId,
  kind: "mass_alert",
  title: "Recall",
  body: "All hands to station 1",
  link: "/alerts",
  source: `test:${++sourceCounter}`,
  ...extra,
});
const deliveriesOf = (userId: string) =>
  t.db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, userId));
async function member(profile: Partial<typeof alertingProfiles.$inferInsert> = {}) {
  const m = await addMember(t.db, agencyId, "firefighter");
  if (Object.keys(profile).length)
    await inAgency((tx) => tx.insert(alertingProfiles).values({ agencyId, userId: m.id, ...profile }));
  return m;
}
const verified = (phone: string) => ({ phone, phoneVerifiedAt: new Date() });
const deps = () => ({ db: t.db, log: t.app.log, env: t.app.env, channels: t.app.channels });
const run = (now?: Date) => runDeliveriesOnce(deps(), { now });

describe("queueAlert: the channels a member wants and can receive", { timeout: 60_000 }, () => {
  it("uses the kind's defaults, but only the channels the member can receive", async () => {
    const bare = await member();
    const phone = await member(verified("+15550001001"));
    const rows = await queue([item(bare.id), item(phone.id)]);
    // A mass alert defaults to SMS, push and email: without a phone or a browser only email is possible.
    expect(rows.filter((r) => r.userId === bare.id).map((r) => r.channel)).toEqual(["email"]);
    expect(
      rows
        .filter((r) => r.userId === phone.id)
        .map((r) => r.channel)
        .sort(),
    ).toEqual(["email", "sms"]);
    expect(rows.find((r) => r.channel === "sms")?.address).toBe("+15550001001");
    expect(rows.find((r) => r.userId === bare.id)?.address).toBe(bare.email);
    // A low-urgency kind goes nowhere by default.
    expect(await queue(item(phone.id, { kind: "general" }))).toEqual([]);
  });

  it("follows the member's own choice per kind, and never texts an unverified number or one that said STOP", async () => {
    const chooser = await member({
      ...verified("+15550001002"),
      channels: { shift_changed: ["sms", "voice"] },
    });
    expect((await queue(item(chooser.id, { kind: "shift_changed" }))).map((r) => r.channel).sort()).toEqual([
      "sms",
      "voice",
    ]);
    const unverified = await member({ phone: "+15550001003" });
    expect((await queue(item(unverified.id))).map((r) => r.channel)).toEqual(["email"]);
    const stopped = await member({ ...verified("+15550001004"), smsOptedOutAt: new Date() });
    expect((await queue(item(stopped.id))).map((r) => r.channel)).toEqual(["email"]);
  });

  it("queues a message once per member and channel, however often it is queued", async () => {
    const m = await member();
    const once = item(m.id);
    expect(await queue(once)).toHaveLength(1);
    expect(await queue(once)).toEqual([]);
    expect(await deliveriesOf(m.id)).toHaveLength(1);
  });

  it("holds a non-urgent message until quiet hours end, and sends an urgent one at once", async () => {
    const m = await member({ quietStart: "22:00", quietEnd: "06:00" });
    const night = new Date("2030-03-04T23:30:00Z");
    const [normal] = await queue(item(m.id, { kind: "shift_changed" }), night);
    expect(normal.nextAttemptAt.toISOString()).toBe("2030-03-05T06:00:00.000Z");
    const [urgent] = await queue(item(m.id), night);
    expect(urgent.nextAttemptAt.toISOString()).toBe(night.toISOString());
    const [afternoon] = await queue(item(m.id, { kind: "shift_changed" }), new Date("2030-03-04T15:00:00Z"));
    expect(afternoon.nextAttemptAt.toISOString()).toBe("2030-03-04T15:00:00.000Z");
  });

  it("reads quiet hours in the agency's time zone, before and after midnight", () => {
    const zone = "America/New_York"; // UTC-5 in January
    expect(quietHoursEnd(new Date("2030-01-10T04:00:00Z"), zone, "22:00", "06:00").toISOString()).toBe(
      "2030-01-10T11:00:00.000Z",
    );
    expect(quietHoursEnd(new Date("2030-01-10T03:59:00Z"), zone, "22:00", "06:00").toISOString()).toBe(
      "2030-01-10T11:00:00.000Z",
    );
    // 13:00 to 14:00 the same day, and outside of it.
    expect(quietHoursEnd(new Date("2030-01-10T18:30:00Z"), zone, "13:00", "14:00").toISOString()).toBe(
      "2030-01-10T19:00:00.000Z",
    );
    const outside = new Date("2030-01-10T20:00:00Z");
    expect(quietHoursEnd(outside, zone, "13:00", "14:00")).toBe(outside);
  });

  it("notify() sends a notification on only when it is new (a repeated dedupe key queues nothing)", async () => {
    const m = await member();
    const note = {
      agencyId,
      userId: m.id,
      type: "warning" as const,
      title: "Certification expiring",
      message: "Your CPR certification expires soon.",
      dedupeKey: "test:cert",
      alert: { kind: "cert_expiring" as const, link: "/compliance" },
    };
    await inAgency((tx) => notify(tx, note));
    await inAgency((tx) => notify(tx, note));
    const [notification] = await t.db.select().from(notifications).where(eq(notifications.userId, m.id));
    const rows = await deliveriesOf(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: "email",
      kind: "cert_expiring",
      link: "/compliance",
      source: `notification:${notification.id}`,
    });
  });
});

describe("the worker", { timeout: 60_000 }, () => {
  /** Every queued row of other tests is done first, so each test sees only its own. */
  const drain = async () => {
    smtpMode = "accept";
    while ((await run(new Date("2099-01-01T00:00:00Z"))) > 0) {}
    received.length = 0;
    twilio.messages.length = 0;
  };

  it("sends each due message once, by email over SMTP and by SMS through Twilio", async () => {
    await drain();
    const m = await member(verified("+15550002001"));
    await queue(item(m.id, { title: "Recall", body: "All hands to station 1" }));
    expect(await run()).toBe(2);
    expect(received.map((r) => r.to)).toEqual([m.email]);
    expect(received[0].raw).toContain("All hands to station 1");
    expect(received[0].raw).toContain("http://rollcall.test/alerts");
    expect(twilio.messages.map((s) => s.to)).toEqual(["+15550002001"]);
    const rows = await deliveriesOf(m.id);
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
    expect(rows.find((r) => r.channel === "sms")?.providerId).toBe(twilio.messages[0].sid);
    // Nothing is due any more: a second round sends nothing.
    expect(await run()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it("does not send a message held for quiet hours before they end", async () => {
    await drain();
    const m = await member({ quietStart: "00:00", quietEnd: "23:59" });
    // Noon, inside the quiet hours whatever the clock reads (in the day's last minute they would be over).
    const now = new Date();
    now.setUTCHours(12, 0, 0, 0);
    const [row] = await queue(item(m.id, { kind: "shift_changed" }), now);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    expect(await run(now)).toBe(0);
    expect(await run(row.nextAttemptAt)).toBe(1);
    expect(received.map((r) => r.to)).toEqual([m.email]);
  });

  it("tries a busy mail server again after 30 seconds, then 2 minutes, and sends when it takes the message", async () => {
    await drain();
    const m = await member();
    const start = new Date();
    await queue(item(m.id), start);
    smtpMode = "busy";
    expect(await run(start)).toBe(1);
    let [row] = await deliveriesOf(m.id);
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.error).toContain("Mailbox busy");
    expect(row.nextAttemptAt.getTime() - start.getTime()).toBe(30_000);
    // Not before its time.
    expect(await run(new Date(start.getTime() + 29_000))).toBe(0);
    const second = new Date(start.getTime() + 30_000);
    expect(await run(second)).toBe(1);
    [row] = await deliveriesOf(m.id);
    expect(row.nextAttemptAt.getTime() - second.getTime()).toBe(retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(120_000);
    smtpMode = "accept";
    expect(await run(row.nextAttemptAt)).toBe(1);
    [row] = await deliveriesOf(m.id);
    expect(row).toMatchObject({ status: "sent", attempts: 3 });
    expect(received.map((r) => r.to)).toEqual([m.email]);
  });

  it(`gives up after ${DELIVERY_ATTEMPTS} attempts, and at once when the server refuses the address`, async () => {
    await drain();
    const busy = await member();
    await queue(item(busy.id));
    smtpMode = "busy";
    let when = new Date();
    for (let i = 0; i < DELIVERY_ATTEMPTS; i++) {
      expect(await run(when)).toBe(1);
      when = new Date(when.getTime() + retryDelayMs(i + 1));
    }
    const [gaveUp] = await deliveriesOf(busy.id);
    expect(gaveUp).toMatchObject({ status: "failed", attempts: DELIVERY_ATTEMPTS });
    expect(await run(new Date(when.getTime() + 86_400_000))).toBe(0);

    const refused = await member();
    await queue(item(refused.id));
    smtpMode = "refuse";
    await run();
    const [row] = await deliveriesOf(refused.id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.error).toContain("No such mailbox");
    expect(received).toEqual([]);
  });

  it("retries an SMS Twilio could not take (a 500), and does not retry an invalid number", async () => {
    await drain();
    const m = await member(verified("+15550002002"));
    const start = new Date();
    await queue(item(m.id, { channels: ["sms"] }), start);
    twilio.failNext(500, 20500);
    await run(start);
    let [row] = await deliveriesOf(m.id);
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    await run(row.nextAttemptAt);
    [row] = await deliveriesOf(m.id);
    expect(row.status).toBe("sent");
    expect(twilio.messages.map((s) => s.to)).toEqual(["+15550002002"]);

    const bad = await member(verified("+15550002003"));
    await queue(item(bad.id, { channels: ["sms"] }));
    twilio.failNext(400, 21211);
    await run();
    const [failed] = await deliveriesOf(bad.id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toBeTruthy();
  });

  it("never sends again what a stopped instance was sending: after the lease it is marked failed", async () => {
    await drain();
    const m = await member();
    const [row] = await queue(item(m.id));
    // An instance claimed it six minutes ago and died before recording the result (it may have sent it).
    const claimed = new Date(Date.now() - 6 * 60_000);
    await inAgency((tx) =>
      tx
        .update(alertDeliveries)
        .set({ status: "sending", claimedAt: claimed, attempts: 1 })
        .where(eq(alertDeliveries.id, row.id)),
    );
    // A "restart": a new round of the worker.
    expect(await run()).toBe(0);
    const [after] = await deliveriesOf(m.id);
    expect(after).toMatchObject({ status: "failed", error: INTERRUPTED, attempts: 1 });
    expect(received).toEqual([]);

    // One claimed a minute ago is still within its lease: left alone, not sent by this instance.
    const recent = await member();
    const [other] = await queue(item(recent.id));
    await inAgency((tx) =>
      tx
        .update(alertDeliveries)
        .set({ status: "sending", claimedAt: new Date(Date.now() - 60_000), attempts: 1 })
        .where(eq(alertDeliveries.id, other.id)),
    );
    expect(await run()).toBe(0);
    expect((await deliveriesOf(recent.id))[0].status).toBe("sending");
    expect(received).toEqual([]);
  });

  it("pushes to each subscribed browser (decrypted by the receiver) and forgets the ones that are gone", async () => {
    await drain();
    const push = await startPushReceiver();
    try {
      // The real push channel, reaching the local receiver through an agent that trusts its certificate.
      const channels = await createChannels({
        env: t.app.env,
        log: t.app.log,
        db: t.db,
        mailer: t.app.mailer,
        production: false,
        pushAgent: push.agent,
      });
      const m = await member();
      const live = push.subscribe();
      const gone = push.subscribe();
      push.answer(gone.endpoint, 410);
      await inAgency((tx) =>
        tx.insert(pushSubscriptions).values(
          [live, gone].map((s) => ({
            agencyId,
            userId: m.id,
            endpoint: s.endpoint,
            p256dh: s.keys.p256dh,
            auth: s.keys.auth,
          })),
        ),
      );
      const [row] = await queue(item(m.id, { channels: ["push"], link: "/alerts/1" }));
      expect(row.channel).toBe("push");
      await runDeliveriesOnce({ ...deps(), channels });
      expect(push.received).toEqual([
        expect.objectContaining({
          endpoint: live.endpoint,
          payload: expect.objectContaining({
            title: "Recall",
            url: "http://rollcall.test/alerts/1",
            tag: row.id,
          }),
        }),
      ]);
      expect((await deliveriesOf(m.id))[0].status).toBe("sent");
      const left = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id));
      expect(left.map((s) => s.endpoint)).toEqual([live.endpoint]);
    } finally {
      await push.close();
    }
  });

  it("the running worker sends what was queued as soon as it is kicked, and stops cleanly", async () => {
    await drain();
    const worker = createDeliveryWorker(t.app, { enabled: true, pollMs: 60_000 });
    worker.start();
    const m = await member();
    await queue(item(m.id));
    worker.kick();
    for (let i = 0; i < 100 && !received.length; i++) await new Promise((r) => setTimeout(r, 50));
    await worker.stop();
    expect(received.map((r) => r.to)).toEqual([m.email]);
    expect((await deliveriesOf(m.id))[0].status).toBe("sent");
  });

  it(`stops SMS and voice at ${PHONE_MESSAGES_PER_DAY} a day per agency`, async () => {
    await drain();
    const m = await member(verified("+15550002004"));
    // The agency has sent its day's worth already.
    await t.db.execute(sql`
      insert into alert_deliveries (agency_id, user_id, channel, kind, source, title, body, status, attempts, claimed_at, sent_at)
      select ${agencyId}, ${m.id}, 'sms', 'general', 'bulk:' || g, 'Earlier', 'Earlier', 'sent', 1, now() - interval '1 hour', now() - interval '1 hour'
      from generate_series(1, ${PHONE_MESSAGES_PER_DAY}) g`);
    await queue(item(m.id, { source: "over-limit" }));
    await run();
    const rows = await t.db
      .select()
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.userId, m.id), eq(alertDeliveries.source, "over-limit")));
    expect(rows.find((r) => r.channel === "sms")).toMatchObject({
      status: "failed",
      error: PHONE_LIMIT_REACHED,
    });
    // Email is not limited.
    expect(rows.find((r) => r.channel === "email")?.status).toBe("sent");
    expect(twilio.messages).toEqual([]);
  });
});
