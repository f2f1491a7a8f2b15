/**
 * The alerting channels through their real client libraries, against providers started here: the Twilio
 * stand-in (what the twilio package sends for a text and a call, and Twilio's error answers), a push receiver
 * that verifies the VAPID signature and decrypts the payload as a browser would, and an in-process SMTP server.
 */

import type { AddressInfo } from "node:net";
import { NOT_CONFIGURED_REASONS } from "@rollcall/shared/alerting";
import type { FastifyBaseLogger } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { EnvError, parseEnv } from "../../env";
import { openScratchDatabase } from "../../test/harness";
import { type PushReceiver, startPushReceiver } from "../../test/stand-ins/push-receiver";
import { STAND_IN_FROM, startTwilioStandIn, type TwilioStandIn } from "../../test/stand-ins/twilio";
import { createMailer } from "../mailer";
import { ChannelError, type Channels, type OutgoingMessage } from "./channels";
import { createChannels, vapidPublicKey } from "./index";
import { loadVapidKeys, PUSH_TTL_SECONDS } from "./push";

const PUBLIC_URL = "https://rollcall.test";
const AGENCY = "3d0c4a44-7b61-4d0e-9a51-5b7f3f0a1c01";
const DELIVERY = "9b8f9f2e-3c0e-4a77-8a9b-2f1e0c4d5e6f";

/** A logger that keeps what it is told. */
function recordingLog() {
  const lines: Array<{ level: string; context: unknown; text: string }> = [];
  const at =
    (level: string) =>
    (context: unknown, text = "") =>
      void lines.push({ level, context, text: typeof context === "string" ? context : text });
  const log = { info: at("info"), warn: at("warn"), error: at("error"), debug: at("debug") };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

const message = (fields: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  deliveryId: DELIVERY,
  agencyId: AGENCY,
  userId: "5a0f1b6e-1111-4c2d-8e3f-000000000001",
  kind: "mass_alert",
  agencyName: "Riverside Fire",
  brandName: "Rollcall",
  title: "Recall",
  body: "All hands to station 1",
  url: `${PUBLIC_URL}/alerts/respond?token=abc`,
  address: "+15551230001",
  askForAnswer: false,
  ...fields,
});

let database: DatabaseHandle;
let twilio: TwilioStandIn;
let push: PushReceiver;
let smtp: SMTPServer;
let smtpUrl = "";
const mails: Array<{ to: string; raw: string }> = [];

beforeAll(async () => {
  [database, twilio, push] = await Promise.all([
    openScratchDatabase(process.env.DATABASE_URL),
    startTwilioStandIn(),
    startPushReceiver(),
  ]);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      // A mailbox the server refuses for good (550), as a real one does for an unknown user.
      if (address.address.startsWith("nobody@"))
        return callback(Object.assign(new Error("No such user"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk) => (raw += chunk));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await Promise.all([
    database?.close(),
    twilio?.close(),
    push?.close(),
    new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve())),
  ]);
});

async function channelsWith(env: Record<string, string>, options: { production?: boolean } = {}) {
  const { lines, log } = recordingLog();
  const parsed = parseEnv({
    NODE_ENV: "test",
    PUBLIC_URL,
    MAIL_FROM: "Rollcall <alerts@rollcall.test>",
    ...env,
  });
  const mailer = createMailer({
    smtpUrl: parsed.SMTP_URL,
    from: parsed.MAIL_FROM,
    log,
    production: options.production ?? false,
  });
  const channels: Channels = await createChannels({
    env: parsed,
    log,
    db: database.db,
    mailer,
    production: options.production ?? false,
    pushAgent: push.agent,
  });
  return { channels, lines };
}

async function failure(promise: Promise<unknown>): Promise<ChannelError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(ChannelError);
    return err as ChannelError;
  }
  throw new Error("expected the send to fail");
}

describe("SMS and voice through Twilio", { timeout: 30_000 }, () => {
  it("texts the agency's name, the message, the link and the question from TWILIO_FROM, and keeps the SID", async () => {
    const { channels } = await channelsWith(twilio.env);
    expect(channels.sms).toMatchObject({ configured: true, provider: "Twilio" });
    const result = await channels.sms.send(message({ askForAnswer: true }));
    const sent = twilio.messages.at(-1);
    expect(sent).toMatchObject({ to: "+15551230001", from: STAND_IN_FROM });
    expect(sent?.body).toBe(
      `Riverside Fire: Recall. All hands to station 1\n${PUBLIC_URL}/alerts/respond?token=abc\nReply YES or NO`,
    );
    expect(sent?.statusCallback).toBe(`${PUBLIC_URL}/api/alerting/twilio/status`);
    expect(result.providerId).toBe(sent?.sid);
    expect(result.providerId).toMatch(/^SM[0-9a-f]{32}$/);

    // A title that is the whole message is said once, its own punctuation kept.
    await channels.sms.send(message({ title: "Can you respond?", body: "Can you respond?", url: null }));
    expect(twilio.messages.at(-1)?.body).toBe("Riverside Fire: Can you respond?");
  });

  it("calls and reads the message twice, asking for 1 or 2 on the signed voice webhook of the delivery", async () => {
    const { channels } = await channelsWith(twilio.env);
    const result = await channels.voice.send(message({ askForAnswer: true }));
    const call = twilio.calls.at(-1);
    expect(call).toMatchObject({ to: "+15551230001", from: STAND_IN_FROM });
    expect(call?.statusCallback).toBe(`${PUBLIC_URL}/api/alerting/twilio/status`);
    expect(result.providerId).toBe(call?.sid);
    const twiml = call?.twiml ?? "";
    expect(twiml.match(/Riverside Fire\. Recall\. All hands to station 1/g)).toHaveLength(2);
    expect(twiml).toContain(
      `<Gather numDigits="1" timeout="10" method="POST" action="${PUBLIC_URL}/api/alerting/twilio/voice?delivery=${AGENCY}.${DELIVERY}">`,
    );
    expect(twiml).toContain("Press 1 to accept, 2 to decline.");

    await channels.voice.send(message({ askForAnswer: false }));
    const plain = twilio.calls.at(-1)?.twiml ?? "";
    expect(plain).not.toContain("<Gather");
    expect(plain.match(/All hands to station 1/g)).toHaveLength(2);
  });

  it("an invalid number (Twilio 21211) fails for good, with the reason in plain English", async () => {
    const { channels } = await channelsWith(twilio.env);
    twilio.failNext(400, 21211);
    const err = await failure(channels.sms.send(message()));
    expect(err.permanent).toBe(true);
    expect(err.message).toBe("The phone number is not valid (Twilio 21211)");

    twilio.failNext(400, 21610);
    const optedOut = await failure(channels.voice.send(message()));
    expect(optedOut.permanent).toBe(true);
    expect(optedOut.message).toContain("replied STOP");
  });

  it("Twilio's own trouble (500) and an unreachable Twilio are tried again later", async () => {
    const { channels } = await channelsWith(twilio.env);
    twilio.failNext(500, 20500);
    const err = await failure(channels.sms.send(message()));
    expect(err.permanent).toBe(false);
    expect(err.message).toBe("Twilio could not take the message (HTTP 500)");

    const { channels: unreachable } = await channelsWith({
      ...twilio.env,
      TWILIO_API_URL: "http://127.0.0.1:9",
    });
    const down = await failure(unreachable.voice.send(message()));
    expect(down.permanent).toBe(false);
    expect(down.message).toMatch(/^Could not reach Twilio/);
  });

  it("without Twilio, SMS and voice are 'Not configured': the text goes to the log, nothing is sent", async () => {
    const before = twilio.messages.length;
    const { channels, lines } = await channelsWith({});
    expect(channels.sms).toMatchObject({ configured: false, provider: "Not configured" });
    expect(channels.voice).toMatchObject({ configured: false, provider: "Not configured" });
    const err = await failure(channels.sms.send(message()));
    expect(err).toMatchObject({ message: NOT_CONFIGURED_REASONS.sms, permanent: true });
    expect(twilio.messages.length).toBe(before);
    expect(lines.at(-1)).toMatchObject({ level: "info" });
    expect(lines.at(-1)?.text).toContain("All hands to station 1");

    // In production the log says so without the message (it may carry an answer link).
    const { channels: prod, lines: prodLines } = await channelsWith(
      { NODE_ENV: "production" },
      { production: true },
    );
    await failure(prod.sms.send(message()));
    expect(prodLines.at(-1)?.level).toBe("warn");
    expect(prodLines.at(-1)?.text).not.toContain("All hands");
    expect(JSON.stringify(prodLines.at(-1)?.context)).not.toContain("token=abc");
  });

  it("half a Twilio configuration stops the start, naming what is missing", () => {
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: twilio.env.TWILIO_ACCOUNT_SID })).toThrow(EnvError);
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: twilio.env.TWILIO_ACCOUNT_SID })).toThrow(
      /TWILIO_AUTH_TOKEN: must be set too[\s\S]*TWILIO_FROM: must be set too/,
    );
    expect(() => parseEnv({ ...twilio.env, TWILIO_ACCOUNT_SID: "nope" })).toThrow(/account SID/);
    expect(() => parseEnv({ ...twilio.env, TWILIO_FROM: "555" })).toThrow(/international form/);
  });
});

describe("Web Push", { timeout: 30_000 }, () => {
  it("is always configured and pushes title, body, link and tag, signed with our VAPID key, for a day", async () => {
    const { channels } = await channelsWith({});
    expect(channels.push).toMatchObject({ configured: true, provider: "Web Push" });
    const subscription = push.subscribe();
    const result = await channels.push.send(message({ push: [subscription] }));
    expect(result.expiredEndpoints).toEqual([]);
    const got = push.received.find((r) => r.endpoint === subscription.endpoint);
    expect(got?.payload).toEqual({
      title: "Recall",
      body: "All hands to station 1",
      url: `${PUBLIC_URL}/alerts/respond?token=abc`,
      tag: DELIVERY,
    });
    expect(got?.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(got?.urgency).toBe("high");
    expect(got?.vapid.publicKey).toBe(vapidPublicKey(channels));
    expect(got?.vapid.sub).toBe("mailto:alerts@rollcall.test");
    expect(got?.vapid.aud).toBe(new URL(subscription.endpoint).origin);

    // A kind that is not urgent goes at normal urgency.
    const other = push.subscribe();
    await channels.push.send(message({ kind: "cert_expiring", push: [other] }));
    expect(push.received.find((r) => r.endpoint === other.endpoint)?.urgency).toBe("normal");
    expect(push.refused).toEqual([]);
  });

  it("a browser that unsubscribed (410) is reported expired; the others still get it", async () => {
    const { channels } = await channelsWith({});
    const [live, gone] = [push.subscribe(), push.subscribe()];
    push.answer(gone.endpoint, 410);
    const result = await channels.push.send(message({ push: [live, gone] }));
    expect(result.expiredEndpoints).toEqual([gone.endpoint]);
    expect(push.received.some((r) => r.endpoint === live.endpoint)).toBe(true);

    // Every browser gone: a permanent failure that still names them, so the queue deletes them.
    const err = await failure(channels.push.send(message({ push: [gone] })));
    expect(err).toMatchObject({ permanent: true, expiredEndpoints: [gone.endpoint] });
  });

  it("a push service in trouble (500) is tried again later; no browser at all fails for good", async () => {
    const { channels } = await channelsWith({});
    const troubled = push.subscribe();
    push.answer(troubled.endpoint, 500);
    const err = await failure(channels.push.send(message({ push: [troubled] })));
    expect(err.permanent).toBe(false);
    expect(err.message).toBe("The push service refused the message (HTTP 500)");
    expect((await failure(channels.push.send(message({ push: [] })))).permanent).toBe(true);
  });

  it("keeps one VAPID key pair in the database: the same after a restart and for instances starting together", async () => {
    const first = await loadVapidKeys(database.db);
    const together = await Promise.all([loadVapidKeys(database.db), loadVapidKeys(database.db)]);
    expect(together).toEqual([first, first]);
    const { channels } = await channelsWith({});
    expect(vapidPublicKey(channels)).toBe(first.publicKey);
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
  });
});

describe("Email over SMTP", { timeout: 30_000 }, () => {
  it("mails the agency-prefixed subject and the message with its link", async () => {
    const { channels } = await channelsWith({ SMTP_URL: smtpUrl });
    expect(channels.email).toMatchObject({ configured: true, provider: "SMTP" });
    await channels.email.send(message({ address: "jordan@example.org" }));
    for (let i = 0; i < 50 && !mails.some((m) => m.to === "jordan@example.org"); i++)
      await new Promise((r) => setTimeout(r, 50));
    const mail = mails.find((m) => m.to === "jordan@example.org");
    expect(mail?.raw).toContain("Subject: Riverside Fire: Recall");
    expect(mail?.raw).toContain("All hands to station 1");
    expect(mail?.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=")).toContain(
      `${PUBLIC_URL}/alerts/respond?token=abc`,
    );
  });

  it("a mailbox the server refuses fails for good", async () => {
    const { channels } = await channelsWith({ SMTP_URL: smtpUrl });
    const err = await failure(channels.email.send(message({ address: "nobody@example.org" })));
    expect(err.permanent).toBe(true);
  });

  it("without SMTP_URL the mailer logs it as before and the delivery says 'Not configured'", async () => {
    const { channels, lines } = await channelsWith({});
    expect(channels.email).toMatchObject({ configured: false, provider: "Not configured" });
    const err = await failure(channels.email.send(message({ address: "jordan@example.org" })));
    expect(err).toMatchObject({ message: NOT_CONFIGURED_REASONS.email, permanent: true });
    expect(lines.at(-1)?.text).toContain("All hands to station 1");
  });
});
