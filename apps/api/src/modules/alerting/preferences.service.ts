/**
 * A member's own alerting preferences: their mobile number (verified by a 6-digit code sent by SMS), the
 * channels they want per kind of message, quiet hours, and the browsers that accept push. Every member reads
 * and writes only their own.
 */
import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import {
  ALERT_CHANNELS,
  ALERTING_MESSAGES,
  type AlertChannelsByKind,
  type AlertingPreferences,
  type alertingPreferencesInput,
  defaultChannels,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  type pushSubscriptionInput,
} from "@rollcall/shared/alerting";
import { and, count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Transaction } from "../../db/client";
import { alertingProfiles, phoneVerifications, pushSubscriptions } from "../../db/schema/alerting";
import type { Channels } from "../../lib/alerting/channels";
import { vapidPublicKey } from "../../lib/alerting/index";
import { queueAlert } from "../../lib/alerting/queue";
import { badRequest, conflict } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";

type Scope = Pick<AgencyScope, "agencyId" | "userId" | "run">;

const hmac = (salt: string, code: string) => createHmac("sha256", salt).update(code).digest("hex");

/** The stored channels over the defaults: a kind the member never chose keeps its default. */
export function channelsOf(stored: Partial<AlertChannelsByKind> | null | undefined): AlertChannelsByKind {
  return { ...defaultChannels(), ...(stored ?? {}) };
}

async function loadPreferences(
  tx: Transaction,
  scope: Scope,
  channels: Channels,
): Promise<AlertingPreferences> {
  const [profile] = await tx
    .select()
    .from(alertingProfiles)
    .where(and(eq(alertingProfiles.agencyId, scope.agencyId), eq(alertingProfiles.userId, scope.userId)));
  const [pending] = await tx
    .select({ phone: phoneVerifications.phone, expiresAt: phoneVerifications.expiresAt })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.agencyId, scope.agencyId), eq(phoneVerifications.userId, scope.userId)));
  const [devices] = await tx
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.agencyId, scope.agencyId), eq(pushSubscriptions.userId, scope.userId)));
  return {
    phone: profile?.phone ?? null,
    phoneVerified: Boolean(profile?.phone && profile.phoneVerifiedAt),
    pendingPhone: pending?.phone ?? null,
    codeExpiresAt: pending?.expiresAt ?? null,
    smsOptedOut: Boolean(profile?.smsOptedOutAt),
    channels: channelsOf(profile?.channels),
    quietHours:
      profile?.quietStart && profile.quietEnd ? { start: profile.quietStart, end: profile.quietEnd } : null,
    pushDevices: Number(devices?.n ?? 0),
    configured: Object.fromEntries(ALERT_CHANNELS.map((c) => [c, channels[c].configured])) as Record<
      (typeof ALERT_CHANNELS)[number],
      boolean
    >,
    vapidPublicKey: vapidPublicKey(channels),
  };
}

export const getPreferences = (scope: Scope, channels: Channels) =>
  scope.run((tx) => loadPreferences(tx, scope, channels));

/** The profile row, made with the defaults if the member has none yet. */
async function ensureProfile(tx: Transaction, scope: Scope) {
  await tx
    .insert(alertingProfiles)
    .values({ agencyId: scope.agencyId, userId: scope.userId })
    .onConflictDoNothing();
}

/**
 * Saves what the input names. A new phone number (not the verified one) is not saved: a code is sent to it by
 * SMS, now, and the number becomes the member's when the code comes back. Returns whether a code was queued.
 */
export async function updatePreferences(
  scope: Scope,
  channels: Channels,
  input: z.output<typeof alertingPreferencesInput>,
  now = new Date(),
): Promise<{ preferences: AlertingPreferences; codeQueued: boolean }> {
  return scope.run(async (tx) => {
    await ensureProfile(tx, scope);
    const where = and(
      eq(alertingProfiles.agencyId, scope.agencyId),
      eq(alertingProfiles.userId, scope.userId),
    );
    const [profile] = await tx.select().from(alertingProfiles).where(where).for("update");
    const set: Partial<typeof alertingProfiles.$inferInsert> = {};
    if (input.channels) set.channels = { ...(profile.channels ?? {}), ...stripUndefined(input.channels) };
    if (input.quietHours !== undefined) {
      set.quietStart = input.quietHours?.start ?? null;
      set.quietEnd = input.quietHours?.end ?? null;
    }
    let codeQueued = false;
    const verification = and(
      eq(phoneVerifications.agencyId, scope.agencyId),
      eq(phoneVerifications.userId, scope.userId),
    );
    if (input.phone === null) {
      set.phone = null;
      set.phoneVerifiedAt = null;
      await tx.delete(phoneVerifications).where(verification);
    } else if (input.phone !== undefined && !(input.phone === profile.phone && profile.phoneVerifiedAt)) {
      // Without SMS the code could never arrive: say so rather than claim it was sent.
      if (!channels.sms.configured)
        throw conflict(ALERTING_MESSAGES.smsNotConfigured, { phone: ALERTING_MESSAGES.smsNotConfigured });
      await tx.delete(phoneVerifications).where(verification);
      await sendCode(tx, scope, input.phone, now);
      codeQueued = true;
    }
    if (Object.keys(set).length)
      await tx
        .update(alertingProfiles)
        .set({ ...set, updatedAt: now })
        .where(where);
    return { preferences: await loadPreferences(tx, scope, channels), codeQueued };
  });
}

const stripUndefined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<AlertChannelsByKind>;

/** A fresh 6-digit code for `phone`, kept as an HMAC with its own salt, and its SMS queued to that number. */
async function sendCode(tx: Transaction, scope: Scope, phone: string, now: Date) {
  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  const salt = randomBytes(16).toString("hex");
  await tx.insert(phoneVerifications).values({
    agencyId: scope.agencyId,
    userId: scope.userId,
    phone,
    codeHash: hmac(salt, code),
    salt,
    expiresAt: new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000),
    attempts: 0,
  });
  await queueAlert(
    tx,
    {
      agencyId: scope.agencyId,
      userId: scope.userId,
      kind: "general",
      urgent: true,
      title: "Verification code",
      body: `Your verification code is ${code}. It expires in ${PHONE_CODE_MINUTES} minutes.`,
      source: `phone-code:${randomUUID()}`,
      channels: ["sms"],
      phone,
    },
    now,
  );
}

/** Checks the code: right → the number is the member's, verified; wrong → one try used (5 at most). */
export async function verifyPhone(scope: Scope, channels: Channels, code: string, now = new Date()) {
  const outcome = await scope.run(async (tx) => {
    const where = and(
      eq(phoneVerifications.agencyId, scope.agencyId),
      eq(phoneVerifications.userId, scope.userId),
    );
    const [pending] = await tx.select().from(phoneVerifications).where(where).for("update");
    if (!pending) return { error: ALERTING_MESSAGES.noCode };
    if (pending.expiresAt.getTime() <= now.getTime()) {
      await tx.delete(phoneVerifications).where(where);
      return { error: ALERTING_MESSAGES.codeExpired };
    }
    const expected = Buffer.from(pending.codeHash, "hex");
    const given = Buffer.from(hmac(pending.salt, code), "hex");
    if (!timingSafeEqual(expected, given)) {
      // The try is counted (committed) even though the answer is an error.
      if (pending.attempts + 1 >= PHONE_CODE_TRIES) {
        await tx.delete(phoneVerifications).where(where);
        return { error: ALERTING_MESSAGES.codeTries };
      }
      await tx
        .update(phoneVerifications)
        .set({ attempts: pending.attempts + 1 })
        .where(where);
      return { error: ALERTING_MESSAGES.codeWrong };
    }
    await ensureProfile(tx, scope);
    // A new number starts without the old number's STOP.
    await tx
      .update(alertingProfiles)
      .set({ phone: pending.phone, phoneVerifiedAt: now, smsOptedOutAt: null, updatedAt: now })
      .where(and(eq(alertingProfiles.agencyId, scope.agencyId), eq(alertingProfiles.userId, scope.userId)));
    await tx.delete(phoneVerifications).where(where);
    return { preferences: await loadPreferences(tx, scope, channels) };
  });
  if ("error" in outcome && outcome.error) throw badRequest(outcome.error, { code: outcome.error });
  return outcome.preferences as AlertingPreferences;
}

/** Subscribes this browser for the member (a browser another member used moves to this one). */
export async function subscribePush(
  scope: Scope,
  channels: Channels,
  input: z.output<typeof pushSubscriptionInput>,
  userAgent: string | null,
) {
  return scope.run(async (tx) => {
    const now = new Date();
    await tx
      .insert(pushSubscriptions)
      .values({
        agencyId: scope.agencyId,
        userId: scope.userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent: userAgent?.slice(0, 300) ?? null,
      })
      .onConflictDoUpdate({
        target: [pushSubscriptions.agencyId, pushSubscriptions.endpoint],
        set: {
          userId: scope.userId,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          userAgent: userAgent?.slice(0, 300) ?? null,
          updatedAt: now,
        },
      });
    return loadPreferences(tx, scope, channels);
  });
}

/** Forgets one of the member's own browsers (another member's endpoint is left alone). */
export async function unsubscribePush(scope: Scope, channels: Channels, endpoint: string) {
  return scope.run(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.agencyId, scope.agencyId),
          eq(pushSubscriptions.userId, scope.userId),
          eq(pushSubscriptions.endpoint, endpoint),
        ),
      );
    return loadPreferences(tx, scope, channels);
  });
}
