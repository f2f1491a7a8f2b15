/**
 * Twilio's webhooks, posted as Twilio posts them: form fields signed with X-Twilio-Signature over the public
 * URL (signed() in the stand-in uses the twilio library's own signing). Status callbacks move deliveries,
 * replies opt out and answer, the voice keypress answers; unsigned posts change nothing, and no post reaches
 * another member's or agency's rows.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { ALERTING_MESSAGES } from "@rollcall/shared/alerting";
import { CALLBACK_MESSAGES, type CallbackDetail } from "@rollcall/shared/callbacks";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAgency } from "../../db/client";
import { alertDeliveries, alertingProfiles, alertRecipients, alerts } from "../../db/schema/alerting";
import { runDeliveriesOnce } from "../../lib/alerting/queue";
import { createTestApp, request, type SignedUp, signUpAgency, type TestApp } from "../../test/harness";
import { addMember, signIn } from "../../test/members";
import {
  STAND_IN_AUTH_TOKEN,
  signed,
  startTwilioStandIn,
  type TwilioStandIn,
} from "../../test/stand-ins/twilio";
import { TWILIO_REPLIES } from "./twilio.routes";

const PUBLIC_URL = "http://rollcall.test";
const STATUS = "/api/alerting/twilio/status";
const SMS = "/api/alerting/twilio/sms";
const VOICE = "/api/alerting/twilio/voice";

let t: TestApp;
let twilio: TwilioStandIn;
type Member = { id: string; agencyId: string; phone: string; cookie: string };
let adminA: SignedUp;
let adminB: SignedUp;
let jordan: Member; // agency A
let priya: Member; // agency A
let casey: Member; // agency B

let phones = 0;
const nextPhone = () => `+1555${String(2000000 + phones++).padStart(7, "0")}`;

/** A member of the agency with a verified phone number. */
async function memberWithPhone(agencyId: string, firstName: string): Promise<Member> {
  const m = await addMember(t.db, agencyId, "firefighter", { firstName, hireDate: "2015-01-01" });
  const phone = nextPhone();
  await withAgency(t.db, { agencyId, userId: null }, (tx) =>
    tx.insert(alertingProfiles).values({ agencyId, userId: m.id, phone, phoneVerifiedAt: new Date() }),
  );
  return { id: m.id, agencyId, phone, cookie: await signIn(t.app, m.email) };
}

type DeliveryFields = Partial<typeof alertDeliveries.$inferInsert>;

/** A delivery as the queue leaves it once Twilio took it: sent, with the SID. */
async function delivery(member: Member, fields: DeliveryFields = {}) {
  const channel = fields.channel ?? "sms";
  const values = {
    agencyId: member.agencyId,
    userId: member.id,
    channel,
    kind: "mass_alert" as const,
    source: `test:${randomUUID()}`,
    title: "Recall",
    body: "All hands",
    address: member.phone,
    status: "sent" as const,
    providerId: `${channel === "voice" ? "CA" : "SM"}${randomBytes(16).toString("hex")}`,
    sentAt: new Date(),
    ...fields,
  };
  const [row] = await withAgency(t.db, { agencyId: member.agencyId, userId: null }, (tx) =>
    tx.insert(alertDeliveries).values(values).returning(),
  );
  return row;
}

async function deliveryRow(agencyId: string, id: string) {
  const [row] = await withAgency(t.db, { agencyId, userId: null }, (tx) =>
    tx
      .select()
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.agencyId, agencyId), eq(alertDeliveries.id, id))),
  );
  return row;
}

/** An alert with a question, sent to these members of one agency (a recipient row and an SMS each). */
async function questionAlert(sender: SignedUp, to: Member[], channel: "sms" | "voice" = "sms") {
  const agencyId = sender.user.agencyId;
  const alertId = randomUUID();
  await withAgency(t.db, { agencyId, userId: sender.user.id }, async (tx) => {
    await tx.insert(alerts).values({
      id: alertId,
      agencyId,
      senderId: sender.user.id,
      message: "Recall: can you respond?",
      audience: { all: true },
      question: true,
    });
    await tx
      .insert(alertRecipients)
      .values(
        to.map((m) => ({ agencyId, alertId, userId: m.id, tokenHash: randomBytes(32).toString("hex") })),
      );
  });
  const deliveries = [];
  for (const m of to)
    deliveries.push(await delivery(m, { alertId, channel, source: `alert:${alertId}`, title: "Recall" }));
  return { alertId, deliveries };
}

async function recipient(agencyId: string, alertId: string, userId: string) {
  const [row] = await withAgency(t.db, { agencyId, userId: null }, (tx) =>
    tx
      .select()
      .from(alertRecipients)
      .where(and(eq(alertRecipients.alertId, alertId), eq(alertRecipients.userId, userId))),
  );
  return row;
}

async function profile(member: Member) {
  const [row] = await withAgency(t.db, { agencyId: member.agencyId, userId: null }, (tx) =>
    tx.select().from(alertingProfiles).where(eq(alertingProfiles.userId, member.id)),
  );
  return row;
}

/** One round of the delivery queue (its timer is off in tests): queued messages go to the stand-in. */
const sendQueued = () =>
  runDeliveriesOnce({ db: t.db, log: t.app.log, env: t.app.env, channels: t.app.channels });

/** A signed webhook post, as Twilio sends it. */
const post = (pathAndQuery: string, fields: Record<string, string>) =>
  t.app.inject(signed(PUBLIC_URL, pathAndQuery, fields));

/** The member's text reply, and the text Twilio is told to answer with. */
async function reply(from: Member | string, body: string) {
  const res = await post(SMS, {
    From: typeof from === "string" ? from : from.phone,
    To: "+15005550006",
    Body: body,
    MessageSid: `SM${randomBytes(16).toString("hex")}`,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/xml/);
  return res.body.match(/<Message>([\s\S]*)<\/Message>/)?.[1] ?? res.body;
}

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  t = await createTestApp({ ...twilio.env, PUBLIC_URL });
  [adminA, adminB] = [await signUpAgency(t.app), await signUpAgency(t.app)];
  jordan = await memberWithPhone(adminA.user.agencyId, "Jordan");
  priya = await memberWithPhone(adminA.user.agencyId, "Priya");
  casey = await memberWithPhone(adminB.user.agencyId, "Casey");
}, 120_000);

afterAll(async () => {
  await t?.close();
  await twilio?.close();
});

describe("the signature", { timeout: 60_000 }, () => {
  it("refuses a post without it, with a wrong one, or signed for another address (403), and changes nothing", async () => {
    const sent = await delivery(jordan);
    const fields = { MessageSid: sent.providerId as string, MessageStatus: "delivered" };
    const attempts = [
      {
        ...signed(PUBLIC_URL, STATUS, fields),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      signed(PUBLIC_URL, STATUS, fields, "not-the-auth-token"),
      { ...signed(PUBLIC_URL, SMS, fields), url: STATUS },
      // The fields changed after signing.
      {
        ...signed(PUBLIC_URL, STATUS, fields),
        payload: new URLSearchParams({ ...fields, MessageStatus: "failed" }).toString(),
      },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject(attempt);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ALERTING_MESSAGES.signature);
    }
    const stop = await t.app.inject({
      ...signed(PUBLIC_URL, SMS, { From: jordan.phone, Body: "STOP" }, "wrong"),
    });
    expect(stop.statusCode).toBe(403);
    expect((await deliveryRow(jordan.agencyId, sent.id)).status).toBe("sent");
    expect((await profile(jordan)).smsOptedOutAt).toBeNull();
    // Signed correctly, the same post is taken.
    expect((await post(STATUS, fields)).statusCode).toBe(204);
    expect((await deliveryRow(jordan.agencyId, sent.id)).status).toBe("delivered");
  });

  it("without Twilio configured the webhooks do not exist (404)", async () => {
    const bare = await createTestApp({ PUBLIC_URL });
    try {
      for (const path of [STATUS, SMS, `${VOICE}?delivery=${randomUUID()}.${randomUUID()}`]) {
        const res = await bare.app.inject(signed(PUBLIC_URL, path, { Body: "YES" }, STAND_IN_AUTH_TOKEN));
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await bare.close();
    }
  });
});

describe("status callbacks", { timeout: 60_000 }, () => {
  it("delivered marks the text delivered; failed keeps the provider's reason in plain English", async () => {
    const ok = await delivery(jordan);
    expect(
      (await post(STATUS, { MessageSid: ok.providerId as string, MessageStatus: "sent" })).statusCode,
    ).toBe(204);
    expect((await deliveryRow(jordan.agencyId, ok.id)).status).toBe("sent");
    await post(STATUS, { MessageSid: ok.providerId as string, MessageStatus: "delivered" });
    const delivered = await deliveryRow(jordan.agencyId, ok.id);
    expect(delivered.status).toBe("delivered");
    expect(delivered.deliveredAt).toBeInstanceOf(Date);

    const lost = await delivery(jordan);
    await post(STATUS, {
      MessageSid: lost.providerId as string,
      MessageStatus: "undelivered",
      ErrorCode: "30003",
    });
    expect(await deliveryRow(jordan.agencyId, lost.id)).toMatchObject({
      status: "failed",
      error: "The phone is off or out of reach (Twilio 30003)",
    });

    const call = await delivery(jordan, { channel: "voice" });
    await post(STATUS, { CallSid: call.providerId as string, CallStatus: "busy" });
    expect(await deliveryRow(jordan.agencyId, call.id)).toMatchObject({
      status: "failed",
      error: "The line was busy",
    });
    const answeredCall = await delivery(jordan, { channel: "voice" });
    await post(STATUS, { CallSid: answeredCall.providerId as string, CallStatus: "completed" });
    expect((await deliveryRow(jordan.agencyId, answeredCall.id)).status).toBe("delivered");
  });

  it("never moves a delivery backwards: answered and delivered stay", async () => {
    const answered = await delivery(jordan, { status: "answered" });
    await post(STATUS, { MessageSid: answered.providerId as string, MessageStatus: "delivered" });
    expect((await deliveryRow(jordan.agencyId, answered.id)).status).toBe("answered");
    const delivered = await delivery(jordan, { status: "delivered" });
    await post(STATUS, {
      MessageSid: delivered.providerId as string,
      MessageStatus: "failed",
      ErrorCode: "30008",
    });
    expect(await deliveryRow(jordan.agencyId, delivered.id)).toMatchObject({
      status: "delivered",
      error: null,
    });
  });

  it("touches only the delivery its SID names, of its own channel, in whichever agency holds it", async () => {
    const a = await delivery(jordan);
    const b = await delivery(casey);
    const call = await delivery(casey, { channel: "voice" });
    await post(STATUS, { MessageSid: b.providerId as string, MessageStatus: "failed", ErrorCode: "30005" });
    expect((await deliveryRow(casey.agencyId, b.id)).status).toBe("failed");
    expect((await deliveryRow(jordan.agencyId, a.id)).status).toBe("sent");
    // A text's status naming a call's SID moves nothing.
    await post(STATUS, { MessageSid: call.providerId as string, MessageStatus: "failed" });
    expect((await deliveryRow(casey.agencyId, call.id)).status).toBe("sent");
    // An unknown SID is acknowledged and ignored.
    expect((await post(STATUS, { MessageSid: "SMunknown", MessageStatus: "delivered" })).statusCode).toBe(
      204,
    );
  });
});

describe("text replies", { timeout: 60_000 }, () => {
  it("YES 10 answers the latest alert question sent to the number: yes, 10 minutes, by SMS", async () => {
    const { alertId, deliveries } = await questionAlert(adminA, [jordan, priya]);
    expect(await reply(jordan, "Yes 10")).toBe(ALERTING_MESSAGES.answered);
    expect(await recipient(jordan.agencyId, alertId, jordan.id)).toMatchObject({
      answer: "yes",
      minutes: 10,
      answeredVia: "sms",
    });
    expect((await deliveryRow(jordan.agencyId, deliveries[0].id)).status).toBe("answered");
    // Only the sender's own answer: Priya's stays open.
    expect((await recipient(priya.agencyId, alertId, priya.id)).answer).toBeNull();
    expect((await deliveryRow(priya.agencyId, deliveries[1].id)).status).toBe("sent");

    // A later NO replaces it.
    expect(await reply(jordan, "no")).toBe(ALERTING_MESSAGES.answered);
    expect(await recipient(jordan.agencyId, alertId, jordan.id)).toMatchObject({
      answer: "no",
      minutes: null,
    });
  });

  it("an unknown number, nothing to answer, or an unclear text get a polite reply and change nothing", async () => {
    expect(await reply("+15559999999", "YES")).toBe(TWILIO_REPLIES.unknownSender);
    // Casey (agency B) has no question waiting, whatever agency A asked its members.
    const { alertId } = await questionAlert(adminA, [priya]);
    expect(await reply(casey, "YES")).toBe(TWILIO_REPLIES.nothingToAnswer);
    expect((await recipient(priya.agencyId, alertId, priya.id)).answer).toBeNull();
    expect(await reply(priya, "on my way maybe")).toBe(TWILIO_REPLIES.help);
    expect((await recipient(priya.agencyId, alertId, priya.id)).answer).toBeNull();
  });

  it("a question older than 24 hours is no longer answered by a reply", async () => {
    const old = await memberWithPhone(adminA.user.agencyId, "Old");
    const { alertId, deliveries } = await questionAlert(adminA, [old]);
    await withAgency(t.db, { agencyId: old.agencyId, userId: null }, (tx) =>
      tx
        .update(alertDeliveries)
        .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
        .where(eq(alertDeliveries.id, deliveries[0].id)),
    );
    expect(await reply(old, "YES")).toBe(TWILIO_REPLIES.nothingToAnswer);
    expect((await recipient(old.agencyId, alertId, old.id)).answer).toBeNull();
  });

  it("STOP opts the number out of texts (no SMS is sent to it), START opts it back in", async () => {
    const member = await memberWithPhone(adminA.user.agencyId, "Stopper");
    expect(await reply(member, "STOP")).toBe(TWILIO_REPLIES.stopped);
    const stopped = (await profile(member)).smsOptedOutAt;
    expect(stopped).toBeInstanceOf(Date);
    // A second STOP keeps the first time.
    await reply(member, "stop");
    expect((await profile(member)).smsOptedOutAt).toEqual(stopped);

    // An alert to the member and a colleague: the colleague's text goes out, the member's does not.
    const colleague = await memberWithPhone(adminA.user.agencyId, "Colleague");
    const before = twilio.messages.length;
    const res = await request(t.app, "POST", "/api/alerts", adminA.cookie, {
      message: "Recall after STOP",
      audience: { userIds: [member.id, colleague.id] },
      question: true,
    });
    expect(res.statusCode).toBe(201);
    const alertId = res.json().id as string;
    await sendQueued();
    const texts = twilio.messages.slice(before);
    const text = texts.find((m) => m.to === colleague.phone);
    expect(text?.body).toContain("Recall after STOP");
    expect(text?.body).toContain("Reply YES or NO");
    expect(texts.some((m) => m.to === member.phone)).toBe(false);

    // The whole loop with the SID the queue stored: Twilio reports it delivered, the colleague answers by text.
    expect(
      (await post(STATUS, { MessageSid: text?.sid as string, MessageStatus: "delivered" })).statusCode,
    ).toBe(204);
    const roster = async () =>
      (await request(t.app, "GET", `/api/alerts/${alertId}`, adminA.cookie)).json().roster as Array<{
        userId: string;
        answer: string | null;
        minutes: number | null;
        answeredVia: string | null;
        deliveries: Array<{ channel: string; status: string }>;
      }>;
    const delivered = (await roster()).find((r) => r.userId === colleague.id);
    expect(delivered?.deliveries.find((d) => d.channel === "sms")?.status).toBe("delivered");
    expect(await reply(colleague, "YES 5")).toBe(ALERTING_MESSAGES.answered);
    expect((await roster()).find((r) => r.userId === colleague.id)).toMatchObject({
      answer: "yes",
      minutes: 5,
      answeredVia: "sms",
    });

    expect(await reply(member, "START")).toBe(TWILIO_REPLIES.started);
    expect((await profile(member)).smsOptedOutAt).toBeNull();
  });

  it("YES to a call-back offer accepts it for the member who was texted", async () => {
    const admin = await signUpAgency(t.app);
    const agencyId = admin.user.agencyId;
    const offeree = await memberWithPhone(agencyId, "Offeree");
    const shift = await request(t.app, "POST", "/api/shifts", admin.cookie, {
      title: "Overtime",
      userId: admin.user.id,
      startTime: "2031-03-10T07:00",
      endTime: "2031-03-10T19:00",
    });
    expect(shift.statusCode).toBe(201);
    const shiftId = shift.json().id as string;
    const coverage = await request(t.app, "POST", `/api/shifts/${shiftId}/request-coverage`, admin.cookie, {
      reason: "Short",
    });
    expect(coverage.statusCode).toBe(200);
    const started = await request(t.app, "POST", "/api/callbacks", admin.cookie, { shiftId });
    expect(started.statusCode).toBe(201);
    const callback = started.json() as CallbackDetail;
    const offer = callback.offers.find((o) => o.userId === offeree.id);
    expect(offer?.status).toBe("offered");
    const sent = await delivery(offeree, {
      kind: "callback_offer",
      callbackId: callback.id,
      title: "Overtime offered",
    });

    // Another member of the agency replying YES takes nothing.
    const other = await memberWithPhone(agencyId, "Other");
    expect(await reply(other, "YES")).toBe(TWILIO_REPLIES.nothingToAnswer);
    const before = (
      await request(t.app, "GET", `/api/callbacks/${callback.id}`, admin.cookie)
    ).json() as CallbackDetail;
    expect(before.offers.find((o) => o.userId === offeree.id)?.status).toBe("offered");

    expect(await reply(offeree, "yes")).toBe(ALERTING_MESSAGES.answered);
    const after = (
      await request(t.app, "GET", `/api/callbacks/${callback.id}`, admin.cookie)
    ).json() as CallbackDetail;
    // One at a time, the first to accept is given the shift.
    expect(after.status).toBe("awarded");
    expect(after.awardedTo?.id).toBe(offeree.id);
    expect(after.events.map((e) => e.kind)).toContain("accepted");
    expect((await deliveryRow(agencyId, sent.id)).status).toBe("answered");

    // Answering again: the call-back's own reason comes back as the reply.
    expect(await reply(offeree, "no")).toBe(CALLBACK_MESSAGES.notOpen);
  });
});

describe("voice keypress", { timeout: 60_000 }, () => {
  it("1 answers yes by voice and says so; another key asks again", async () => {
    const { alertId, deliveries } = await questionAlert(adminA, [priya], "voice");
    const url = `${VOICE}?delivery=${priya.agencyId}.${deliveries[0].id}`;

    const unclear = await post(url, { Digits: "7", CallSid: deliveries[0].providerId as string });
    expect(unclear.statusCode).toBe(200);
    expect(unclear.body).toContain(`<Gather numDigits="1"`);
    expect(unclear.body).toContain("Press 1 to accept, 2 to decline.");
    expect(unclear.body).toContain(`action="${PUBLIC_URL}${url.replace("?", "?")}"`);
    expect((await recipient(priya.agencyId, alertId, priya.id)).answer).toBeNull();

    const res = await post(url, { Digits: "1", CallSid: deliveries[0].providerId as string });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/xml/);
    expect(res.body).toContain(`<Say>${ALERTING_MESSAGES.answered}</Say>`);
    expect(await recipient(priya.agencyId, alertId, priya.id)).toMatchObject({
      answer: "yes",
      answeredVia: "voice",
    });
    expect((await deliveryRow(priya.agencyId, deliveries[0].id)).status).toBe("answered");
  });

  it("a delivery id under another agency's id reaches nothing", async () => {
    const { alertId, deliveries } = await questionAlert(adminA, [jordan], "voice");
    const res = await post(`${VOICE}?delivery=${casey.agencyId}.${deliveries[0].id}`, { Digits: "2" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(TWILIO_REPLIES.voiceGone);
    expect((await recipient(jordan.agencyId, alertId, jordan.id)).answer).toBeNull();
  });
});

describe("hostile posts that carry a valid signature", { timeout: 120_000 }, () => {
  it("never answer 5xx, whatever the fields hold", async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constantFrom(
        "\u0000",
        "YES\u0000",
        "yes 99999999999",
        "YES -5",
        "y\u202E",
        "x".repeat(5000),
        "STOP\u0007",
      ),
    );
    const phone = fc.oneof(
      fc.constant(jordan.phone),
      fc.constantFrom("+1", "", "\u0000", "+15551234567890123"),
      text,
    );
    const fields = fc.record(
      {
        From: phone,
        Body: text,
        Digits: fc.oneof(fc.constantFrom("1", "2", "", "11", "\u0000"), text),
        MessageSid: fc.oneof(text, fc.constant("SM")),
        CallSid: text,
        MessageStatus: fc.oneof(fc.constantFrom("delivered", "failed", "undelivered"), text),
        CallStatus: fc.oneof(fc.constantFrom("completed", "busy", "no-answer"), text),
        ErrorCode: fc.oneof(fc.constantFrom("30003", "-1", "1e309", ""), text),
      },
      { requiredKeys: [] },
    );
    const { deliveries } = await questionAlert(adminA, [jordan], "voice");
    const paths = [STATUS, SMS, `${VOICE}?delivery=${jordan.agencyId}.${deliveries[0].id}`];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fields, async (path, form) => {
        const res = await post(path, form as Record<string, string>);
        expect(res.statusCode, `${path} ${JSON.stringify(form)}: ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 60, seed: 20_261_126 },
    );
  });
});
