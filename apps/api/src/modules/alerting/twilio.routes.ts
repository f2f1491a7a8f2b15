/**
 * Twilio's webhooks (lib/alerting/twilio.ts sends; these hear back), all public and each proven by Twilio's
 * X-Twilio-Signature over PUBLIC_URL + path + query and the posted form (403 otherwise, before anything is
 * read). Without Twilio configured they answer 404.
 *
 * - POST /api/alerting/twilio/status: a message's or call's status moves its delivery (found by the SID the
 *   queue stored) to delivered or failed, never backwards.
 * - POST /api/alerting/twilio/sms: a member's reply. STOP / START opt the number out of SMS alerts and back in;
 *   YES / NO (optionally "YES 10": minutes to arrive) answers the latest answerable text sent to that number in
 *   the last 24 hours: an alert's question, or a call-back offer.
 * - POST /api/alerting/twilio/voice?delivery=<agencyId>.<deliveryId>: the keypress of a voice alert, 1 yes and
 *   2 no. The agency rides in the URL we gave Twilio, which the signature covers.
 *
 * A webhook carries no session: the rows are found across agencies (asPlatform), then every write runs inside
 * the agency that owns them (withAgency), signed by the member who answered.
 */
import {
  ALERT_ANSWER_MINUTES_MAX,
  ALERTING_MESSAGES,
  type AlertAnswer,
  SMS_NO,
  SMS_START,
  SMS_STOP,
  SMS_YES,
} from "@rollcall/shared/alerting";
import { and, desc, eq, gt, inArray, isNotNull, isNull, notInArray, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Actor, asPlatform, type Database, type Transaction, withAgency } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { alertDeliveries, alertingProfiles, alerts } from "../../db/schema/alerting";
import { users } from "../../db/schema/users";
import {
  loadTwilio,
  TWILIO_WEBHOOK_PATHS,
  twilioReason,
  twilioSettings,
  VOICE_PROMPT,
} from "../../lib/alerting/twilio";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { fileAnswer, noContent } from "../../lib/http";
import { clientIp } from "../../lib/sessions";
import { agencyScope } from "../../plugins/auth";
import { respondToCallback } from "../callbacks";
import { recordAnswer } from "./alerts.queries";

/** What members read in Twilio's replies. */
export const TWILIO_REPLIES = {
  stopped: "You will get no more text alerts from Rollcall. Reply START to get them again.",
  started: "Text alerts from Rollcall are on again. Reply STOP to stop them.",
  unknownSender:
    "This number is not set up for Rollcall alerts. Add and verify it in your alerting settings in the app.",
  nothingToAnswer: "There is nothing to answer right now. Reply STOP to stop text alerts.",
  help: "Reply YES or NO to answer an alert (YES 10: there in 10 minutes), or STOP to stop text alerts.",
  voiceGoodbye: "Goodbye.",
  voiceGone: "This call can no longer be answered. Goodbye.",
} as const;

/** How long after a text a YES or NO still answers it. */
const ANSWER_WINDOW_HOURS = 24;

const WEBHOOK_AGENT = "Twilio webhook";
const FORM_LIMIT = 64 * 1024;

/** Twilio's status words, in the terms a sender reads in the delivery list. */
const FAILED_STATUS: Record<string, string> = {
  failed: "The message could not be sent",
  undelivered: "The message could not be delivered",
  busy: "The line was busy",
  "no-answer": "Nobody answered the call",
  canceled: "The call was canceled",
};
const CALL_FAILED = "The call could not be placed";
const DELIVERED_STATUS = new Set(["delivered", "read", "completed"]);

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** The posted form as Twilio signed it (every field a string). */
function formOf(body: unknown): Record<string, string> {
  if (typeof body !== "string" || !body) return {};
  return Object.fromEntries(new URLSearchParams(body));
}

/** E.164 as stored in alerting_profiles, or null. */
function phoneOf(value: string | undefined) {
  const phone = (value ?? "").replace(/[\s().-]/g, "");
  return /^\+[1-9]\d{7,14}$/.test(phone) ? phone : null;
}

const deliveryQuery = z.object({
  delivery: z
    .string()
    .regex(/^[0-9a-f-]{36}\.[0-9a-f-]{36}$/i)
    .transform((v) => {
      const [agencyId, deliveryId] = v.split(".");
      return { agencyId, deliveryId };
    })
    .pipe(z.object({ agencyId: z.uuid(), deliveryId: z.uuid() })),
});

type Found = {
  agencyId: string;
  id: string;
  userId: string;
  alertId: string | null;
  callbackId: string | null;
};

/** "yes", "yes 10", "No", "1": the answer and the minutes, or null for any other text. */
export function parseAnswer(text: string): { answer: AlertAnswer; minutes?: number } | null {
  const [first = "", second] = text.trim().toLowerCase().split(/\s+/);
  const word = first.replace(/[^a-z0-9]/g, "");
  const answer: AlertAnswer | null = SMS_YES.includes(word) ? "yes" : SMS_NO.includes(word) ? "no" : null;
  if (!answer) return null;
  const minutes = Number(second?.replace(/\D+$/, ""));
  return answer === "yes" && Number.isInteger(minutes) && minutes >= 0 && minutes <= ALERT_ANSWER_MINUTES_MAX
    ? { answer, minutes }
    : { answer };
}

export const twilioRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = twilioSettings(app.env);
  const db = app.db;

  const actorOf = (request: FastifyRequest, agencyId: string, userId: string | null): Actor => ({
    agencyId,
    userId,
    ip: clientIp(request),
    userAgent: WEBHOOK_AGENT,
  });
  const platform = (request: FastifyRequest) => actorOf(request, "", null);

  /** The answer, through the path its message came from: the alert's roster, or the call-back offer. */
  async function answer(
    request: FastifyRequest,
    found: Found,
    reply: { answer: AlertAnswer; minutes?: number },
    via: "sms" | "voice",
  ): Promise<string> {
    const actor = actorOf(request, found.agencyId, found.userId);
    try {
      if (found.alertId) {
        const alertId = found.alertId;
        const recorded = await withAgency(db, actor, async (tx) => {
          if (
            !(await recordAnswer(tx, { agencyId: found.agencyId, alertId, userId: found.userId }, reply, via))
          )
            return false;
          await markAnswered(tx, found);
          return true;
        });
        return recorded ? ALERTING_MESSAGES.answered : TWILIO_REPLIES.nothingToAnswer;
      }
      if (found.callbackId) {
        const member = await memberOf(db, platform(request), found);
        if (!member) return TWILIO_REPLIES.nothingToAnswer;
        const scope = agencyScope(app, { ...member, ip: actor.ip, userAgent: WEBHOOK_AGENT });
        await respondToCallback(scope, found.callbackId, reply.answer === "yes");
        await withAgency(db, actor, (tx) => markAnswered(tx, found));
        return ALERTING_MESSAGES.answered;
      }
      return TWILIO_REPLIES.nothingToAnswer;
    } catch (err) {
      // The offer moved on, the alert is gone...: the member reads the reason in the reply.
      if (err instanceof AppError && err.statusCode < 500) return err.message;
      throw err;
    }
  }

  await app.register(async (plain) => {
    const hook = plain.withTypeProvider<ZodTypeProvider>();
    // Twilio posts application/x-www-form-urlencoded; the signature covers the fields, read from the text.
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser("*", { parseAs: "string", bodyLimit: FORM_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    // Before the query is validated: an unsigned request learns nothing, not even which inputs are valid.
    hook.addHook("preValidation", async (request) => {
      if (!settings) throw notFound();
      const twilio = await loadTwilio();
      const signature = request.headers["x-twilio-signature"];
      const url = app.env.publicUrl + request.url;
      if (
        typeof signature !== "string" ||
        !twilio.validateRequest(settings.authToken, signature, url, formOf(request.body))
      )
        throw forbidden(ALERTING_MESSAGES.signature);
    });
    const config = { access: "public", signedWebhook: true } as const;
    // What Twilio hears back (the API reference): a status is taken with no body, a message gets TwiML.
    const acknowledged = {
      config,
      schema: { summary: "Twilio's webhook: a message's or call's status", response: noContent("Recorded") },
    };
    const repliedTo = {
      config,
      schema: {
        summary: "Twilio's webhook: a member's SMS reply",
        response: fileAnswer("text/xml", "TwiML: the reply Twilio sends the member"),
      },
    };

    hook.post(TWILIO_WEBHOOK_PATHS.status, acknowledged, async (request, reply) => {
      const form = formOf(request.body);
      const [sid, channel] = form.MessageSid
        ? [form.MessageSid, "sms" as const]
        : form.CallSid
          ? [form.CallSid, "voice" as const]
          : [null, null];
      const status = (form.MessageStatus ?? form.CallStatus ?? "").toLowerCase();
      if (sid && channel && (DELIVERED_STATUS.has(status) || FAILED_STATUS[status])) {
        const [found] = await asPlatform(db, platform(request), (tx) =>
          tx
            .select({ agencyId: alertDeliveries.agencyId, id: alertDeliveries.id })
            .from(alertDeliveries)
            .where(and(eq(alertDeliveries.providerId, sid), eq(alertDeliveries.channel, channel)))
            .limit(1),
        );
        if (found) {
          const now = new Date();
          const where = and(eq(alertDeliveries.agencyId, found.agencyId), eq(alertDeliveries.id, found.id));
          await withAgency(db, actorOf(request, found.agencyId, null), async (tx) => {
            if (DELIVERED_STATUS.has(status))
              // Delivered and answered are the last words: never moved back.
              await tx
                .update(alertDeliveries)
                .set({ status: "delivered", deliveredAt: now, error: null, updatedAt: now })
                .where(and(where, notInArray(alertDeliveries.status, ["delivered", "answered"])));
            else {
              const words = channel === "voice" && status === "failed" ? CALL_FAILED : FAILED_STATUS[status];
              const reason = twilioReason(form.ErrorCode?.replace(CONTROL, "").slice(0, 10), words);
              await tx
                .update(alertDeliveries)
                .set({ status: "failed", error: reason, updatedAt: now })
                .where(and(where, inArray(alertDeliveries.status, ["sending", "sent"])));
            }
          });
        } else request.log.info({ sid, status }, "twilio status for no known delivery");
      }
      return reply.code(204).send();
    });

    hook.post(TWILIO_WEBHOOK_PATHS.sms, repliedTo, async (request, reply) => {
      const twilio = await loadTwilio();
      const form = formOf(request.body);
      const text = (form.Body ?? "").replace(CONTROL, "").slice(0, 1600);
      const say = (words: string) => {
        const twiml = new twilio.twiml.MessagingResponse();
        twiml.message(words);
        return reply.type("text/xml").send(twiml.toString());
      };
      const from = phoneOf(form.From);
      const members = from
        ? await asPlatform(db, platform(request), (tx) =>
            tx
              .select({ agencyId: alertingProfiles.agencyId, userId: alertingProfiles.userId })
              .from(alertingProfiles)
              .where(and(eq(alertingProfiles.phone, from), isNotNull(alertingProfiles.phoneVerifiedAt))),
          )
        : [];
      if (!from || !members.length) return say(TWILIO_REPLIES.unknownSender);

      const word =
        text
          .trim()
          .toLowerCase()
          .split(/\s+/)[0]
          ?.replace(/[^a-z]/g, "") ?? "";
      if (SMS_STOP.includes(word) || SMS_START.includes(word)) {
        const stop = SMS_STOP.includes(word);
        const now = new Date();
        for (const member of members)
          await withAgency(db, actorOf(request, member.agencyId, member.userId), (tx) =>
            tx
              .update(alertingProfiles)
              .set({ smsOptedOutAt: stop ? now : null, updatedAt: now })
              .where(
                and(
                  eq(alertingProfiles.agencyId, member.agencyId),
                  eq(alertingProfiles.userId, member.userId),
                  // The first STOP's time stays; a START of a number not opted out writes nothing.
                  stop ? isNull(alertingProfiles.smsOptedOutAt) : isNotNull(alertingProfiles.smsOptedOutAt),
                ),
              ),
          );
        return say(stop ? TWILIO_REPLIES.stopped : TWILIO_REPLIES.started);
      }

      const parsed = parseAnswer(text);
      if (!parsed) return say(TWILIO_REPLIES.help);
      // The latest answerable text to this number, of a member who holds the number now.
      const since = new Date(Date.now() - ANSWER_WINDOW_HOURS * 3600_000);
      const [found] = await asPlatform(db, platform(request), (tx) =>
        tx
          .select({
            agencyId: alertDeliveries.agencyId,
            id: alertDeliveries.id,
            userId: alertDeliveries.userId,
            alertId: alertDeliveries.alertId,
            callbackId: alertDeliveries.callbackId,
          })
          .from(alertDeliveries)
          .leftJoin(
            alerts,
            and(eq(alerts.agencyId, alertDeliveries.agencyId), eq(alerts.id, alertDeliveries.alertId)),
          )
          .where(
            and(
              eq(alertDeliveries.channel, "sms"),
              eq(alertDeliveries.address, from),
              gt(alertDeliveries.createdAt, since),
              inArray(alertDeliveries.status, ["sending", "sent", "delivered", "answered"]),
              or(eq(alerts.question, true), isNotNull(alertDeliveries.callbackId)),
              or(
                ...members.map((m) =>
                  and(eq(alertDeliveries.agencyId, m.agencyId), eq(alertDeliveries.userId, m.userId)),
                ),
              ),
            ),
          )
          .orderBy(desc(alertDeliveries.createdAt))
          .limit(1),
      );
      if (!found) return say(TWILIO_REPLIES.nothingToAnswer);
      return say(await answer(request, found, parsed, "sms"));
    });

    hook.post(
      TWILIO_WEBHOOK_PATHS.voice,
      {
        config,
        schema: {
          summary: "Twilio's webhook: a voice alert's keypress",
          querystring: deliveryQuery,
          response: fileAnswer("text/xml", "TwiML: what Twilio says to the member next"),
        },
      },
      async (request, reply) => {
        const form = formOf(request.body);
        const { agencyId, deliveryId } = request.query.delivery;
        const twilio = await loadTwilio();
        const twiml = new twilio.twiml.VoiceResponse();
        const send = () => reply.type("text/xml").send(twiml.toString());
        const digit = form.Digits;
        if (digit !== "1" && digit !== "2") {
          // Anything else: ask again (the action is this same signed URL).
          const gather = twiml.gather({
            numDigits: 1,
            timeout: 10,
            method: "POST",
            action: app.env.publicUrl + request.url,
          });
          gather.say(VOICE_PROMPT);
          twiml.say(TWILIO_REPLIES.voiceGoodbye);
          return send();
        }
        const [found] = await withAgency(db, actorOf(request, agencyId, null), (tx) =>
          tx
            .select({
              agencyId: alertDeliveries.agencyId,
              id: alertDeliveries.id,
              userId: alertDeliveries.userId,
              alertId: alertDeliveries.alertId,
              callbackId: alertDeliveries.callbackId,
            })
            .from(alertDeliveries)
            .where(
              and(
                eq(alertDeliveries.agencyId, agencyId),
                eq(alertDeliveries.id, deliveryId),
                eq(alertDeliveries.channel, "voice"),
              ),
            ),
        );
        if (!found) {
          twiml.say(TWILIO_REPLIES.voiceGone);
          return send();
        }
        const said = await answer(request, found, { answer: digit === "1" ? "yes" : "no" }, "voice");
        twiml.say(said === TWILIO_REPLIES.nothingToAnswer ? TWILIO_REPLIES.voiceGone : said);
        twiml.say(TWILIO_REPLIES.voiceGoodbye);
        return send();
      },
    );
  });
};

/** The delivery was answered (the last word: status callbacks leave it so). */
async function markAnswered(tx: Transaction, found: Found) {
  const now = new Date();
  await tx
    .update(alertDeliveries)
    .set({ status: "answered", updatedAt: now })
    .where(and(eq(alertDeliveries.agencyId, found.agencyId), eq(alertDeliveries.id, found.id)));
}

/** The member a delivery was for, as a scope needs them; null when they have left the agency. */
async function memberOf(db: Database, actor: Actor, found: Found) {
  const [member] = await asPlatform(db, actor, (tx) =>
    tx
      .select({
        agencyId: users.agencyId,
        userId: users.id,
        role: users.role,
        isUniverseAdmin: users.isUniverseAdmin,
        timeZone: agencies.timeZone,
      })
      .from(users)
      .innerJoin(agencies, eq(agencies.id, users.agencyId))
      .where(
        and(eq(users.agencyId, found.agencyId), eq(users.id, found.userId), sql`${users.deletedAt} is null`),
      ),
  );
  return member ?? null;
}
