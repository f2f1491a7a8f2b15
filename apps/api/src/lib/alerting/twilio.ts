/**
 * SMS and voice through Twilio (the `twilio` package), when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
 * TWILIO_FROM are set. A voice call reads the message with Twilio's text-to-speech (inline TwiML) and, when
 * the message asks for an answer, gathers one keypress (1 yes, 2 no) posted to our voice webhook. Both ask
 * Twilio to post status changes to /api/alerting/twilio/status (modules/alerting/twilio.routes.ts).
 *
 * TWILIO_API_URL sends the client's requests to another host (the tests' stand-in): the library has no such
 * option, so a RequestClient subclass rewrites the api.twilio.com origin of every request.
 *
 * The library (about 24 MB in memory) loads on first use, as Stripe's does: an installation without Twilio,
 * and one that has sent nothing yet, never holds it (docs/performance.md, "The embedded database's memory").
 */
import type { FastifyBaseLogger } from "fastify";
import type Twilio from "twilio";
import type { Env } from "../../env";
import { type Channel, ChannelError, type OutgoingMessage } from "./channels";
import { notConfiguredChannel } from "./unconfigured";

export type TwilioSettings = { accountSid: string; authToken: string; from: string; apiUrl?: string };

/** The Twilio settings, or null when SMS and voice are not configured (env.ts refuses half a set). */
export function twilioSettings(env: Env): TwilioSettings | null {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM) return null;
  return {
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from: env.TWILIO_FROM,
    apiUrl: env.TWILIO_API_URL,
  };
}

/** Where Twilio posts back: the paths of modules/alerting/twilio.routes.ts under PUBLIC_URL. */
export const TWILIO_WEBHOOK_PATHS = {
  status: "/api/alerting/twilio/status",
  sms: "/api/alerting/twilio/sms",
  voice: "/api/alerting/twilio/voice",
} as const;

/** The voice webhook's address for one delivery: the agency travels in the (signed) URL, no session exists. */
export const voiceAnswerUrl = (publicUrl: string, agencyId: string, deliveryId: string) =>
  `${publicUrl}${TWILIO_WEBHOOK_PATHS.voice}?delivery=${agencyId}.${deliveryId}`;

export type TwilioLibrary = typeof Twilio;
let library: Promise<TwilioLibrary> | undefined;
/** The twilio package, loaded once, on first use. */
export function loadTwilio(): Promise<TwilioLibrary> {
  library ??= import("twilio").then((m) => m.default);
  return library;
}

export type TwilioClient = ReturnType<TwilioLibrary>;
type RequestOptions<T> = Parameters<typeof Twilio.RequestClient.prototype.request<T>>[0];

export function twilioClient(twilio: TwilioLibrary, settings: TwilioSettings): TwilioClient {
  const options: Twilio.ClientOpts = { timeout: 15_000 };
  if (settings.apiUrl) {
    const base = settings.apiUrl.replace(/\/$/, "");
    class RedirectingClient extends twilio.RequestClient {
      override request<T>(opts: RequestOptions<T>) {
        return super.request<T>({ ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+\.twilio\.com/, base) });
      }
    }
    options.httpClient = new RedirectingClient({ timeout: 15_000 });
  }
  return twilio(settings.accountSid, settings.authToken, options);
}

/** Twilio's error codes members and admins meet, in plain English (https://www.twilio.com/docs/api/errors). */
const TWILIO_ERRORS: Record<number, string> = {
  21211: "The phone number is not valid",
  21214: "The phone number cannot be reached",
  21217: "The phone number is not valid",
  21408: "Twilio cannot send to this country or region (check the account's permissions)",
  21610: "The member replied STOP to this number: texts are blocked until they reply START",
  21612: "Twilio cannot send messages to this number",
  21614: "The number is not a mobile number",
  30003: "The phone is off or out of reach",
  30004: "The message was blocked by the receiving phone or carrier",
  30005: "The number does not exist or is no longer in service",
  30006: "The number is a landline or cannot receive texts",
  30007: "The carrier filtered the message as spam",
  30008: "The carrier could not deliver the message",
  30010: "The message was too expensive to send (price limit)",
  30032: "The Twilio number is not registered to send texts to this country",
  30034: "The Twilio number is not registered to send texts to this country",
};

/** A reason a person can read, for an error code and/or the provider's own words. */
export function twilioReason(code: number | string | null | undefined, fallback: string) {
  const n = Number(code);
  if (Number.isInteger(n) && TWILIO_ERRORS[n]) return `${TWILIO_ERRORS[n]} (Twilio ${n})`;
  if (Number.isInteger(n) && n > 0) return `${fallback} (Twilio ${n})`;
  return fallback;
}

/** A Twilio API failure as a ChannelError: its 4xx answers are about this message and will not change. */
export function channelErrorOf(err: unknown): ChannelError {
  const e = err as { status?: unknown; code?: unknown; message?: unknown };
  if (typeof e.status === "number") {
    const words = typeof e.message === "string" && e.message ? e.message : `HTTP ${e.status}`;
    if (e.status === 429) return new ChannelError("Twilio is rate limiting the account; trying again", false);
    if (e.status >= 400 && e.status < 500)
      return new ChannelError(twilioReason(e.code as number | undefined, words), true);
    return new ChannelError(`Twilio could not take the message (HTTP ${e.status})`, false);
  }
  const code = typeof e.code === "string" ? ` (${e.code})` : "";
  return new ChannelError(`Could not reach Twilio${code}`, false);
}

/** `Riverside Fire: Recall. All hands to station 1.` + the link, and the question when one is asked. */
export function smsText(message: OutgoingMessage) {
  const title = /[.!?]$/.test(message.title.trim()) ? message.title.trim() : `${message.title.trim()}.`;
  const parts = [`${message.agencyName}: ${title}`];
  if (message.body && message.body !== message.title) parts[0] += ` ${message.body}`;
  if (message.url) parts.push(message.url);
  if (message.askForAnswer) parts.push("Reply YES or NO");
  return parts.join("\n");
}

/** What the call says: the message twice, the second time inside the keypress prompt when it asks. */
export function voiceTwiml(twilio: TwilioLibrary, message: OutgoingMessage, publicUrl: string) {
  const response = new twilio.twiml.VoiceResponse();
  const spoken = `Message from ${message.agencyName}. ${message.title}. ${message.body !== message.title ? message.body : ""}`;
  response.say(spoken);
  response.pause({ length: 1 });
  if (!message.askForAnswer) {
    response.say(`Again: ${spoken}`);
    return response.toString();
  }
  const gather = response.gather({
    numDigits: 1,
    timeout: 10,
    method: "POST",
    action: voiceAnswerUrl(publicUrl, message.agencyId, message.deliveryId),
  });
  gather.say(`Again: ${spoken}`);
  gather.say(VOICE_PROMPT);
  response.say("No answer was received. Goodbye.");
  return response.toString();
}

export const VOICE_PROMPT = "Press 1 to accept, 2 to decline.";

type Options = { env: Env; log: FastifyBaseLogger; production: boolean };

export function createPhoneChannels(options: Options): { sms: Channel; voice: Channel } {
  const settings = twilioSettings(options.env);
  if (!settings)
    return {
      sms: notConfiguredChannel("sms", options, (m) => smsText(m)),
      voice: notConfiguredChannel("voice", options, (m) => smsText(m)),
    };
  let client: Promise<TwilioClient> | undefined;
  const connect = () => {
    client ??= loadTwilio().then((twilio) => twilioClient(twilio, settings));
    return client;
  };
  const { publicUrl } = options.env;
  const statusCallback = publicUrl + TWILIO_WEBHOOK_PATHS.status;
  const to = (message: OutgoingMessage) => {
    if (!message.address) throw new ChannelError("No verified phone number", true);
    return message.address;
  };

  return {
    sms: {
      name: "sms",
      configured: true,
      provider: "Twilio",
      async send(message) {
        const address = to(message);
        try {
          const sent = await (await connect()).messages.create({
            to: address,
            from: settings.from,
            body: smsText(message),
            statusCallback,
          });
          return { providerId: sent.sid };
        } catch (err) {
          throw channelErrorOf(err);
        }
      },
    },
    voice: {
      name: "voice",
      configured: true,
      provider: "Twilio",
      async send(message) {
        const address = to(message);
        try {
          const call = await (await connect()).calls.create({
            to: address,
            from: settings.from,
            twiml: voiceTwiml(await loadTwilio(), message, publicUrl),
            statusCallback,
            statusCallbackMethod: "POST",
          });
          return { providerId: call.sid };
        } catch (err) {
          throw channelErrorOf(err);
        }
      },
    },
  };
}
