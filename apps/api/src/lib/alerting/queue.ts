/**
 * The delivery queue: one alert_deliveries row per message, member and channel, which is both the record the
 * sender watches and the work a worker claims. Queuing happens in the caller's transaction (a message exists
 * exactly when the change it announces does); sending happens outside any transaction, because a provider
 * call can take seconds and PGlite has a single connection.
 *
 * Never sent twice: the (agency, source, member, channel) key refuses a second row for the same message; a
 * claimed row is 'sending' until its result is recorded, and one left 'sending' by a crashed instance is
 * marked failed, not sent again (the provider may have sent it before the crash).
 */

import { TZDate } from "@date-fns/tz";
import {
  ALERT_KIND_URGENCY,
  type AlertChannel,
  type AlertKind,
  DELIVERY_ATTEMPTS,
  DELIVERY_FIRST_RETRY_SECONDS,
  defaultChannels,
  NOT_CONFIGURED_REASONS,
  PHONE_MESSAGES_PER_DAY,
} from "@rollcall/shared/alerting";
import { brandNameOf, PRODUCT_NAME } from "@rollcall/shared/branding";
import { and, asc, count, eq, gte, inArray, isNotNull, lt, lte, notInArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { asPlatform, type Database, type Transaction } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import {
  type AlertDeliveryRow,
  alertDeliveries,
  alertingProfiles,
  alerts,
  pushSubscriptions,
} from "../../db/schema/alerting";
import { users } from "../../db/schema/users";
import type { Env } from "../../env";
import { createPoller, type Poller } from "../poller";
import { ChannelError, type Channels, type OutgoingMessage, type PushTarget } from "./channels";

export type QueueItem = {
  agencyId: string;
  userId: string;
  kind: AlertKind;
  title: string;
  body: string;
  /** A path of the app the message opens ("/compliance"); the worker makes it absolute. */
  link?: string | null;
  /** Names the message: "notification:<id>", "alert:<id>", "phone-code:<random>". */
  source: string;
  alertId?: string | null;
  callbackId?: string | null;
  /** Default: the kind's urgency. Urgent messages ignore quiet hours. */
  urgent?: boolean;
  /** These channels instead of the member's choice for the kind (still only those they can receive). */
  channels?: AlertChannel[];
  /** The phone number to use instead of the verified one (a code sent to a number being verified). */
  phone?: string;
};

/** "22:00" → minutes since midnight. */
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * When a non-urgent message may go: `now`, or the end of the member's quiet hours (agency time zone) when `now`
 * is inside them. Quiet hours may span midnight ("22:00" to "06:00").
 */
export function quietHoursEnd(now: Date, timeZone: string, start: string, end: string): Date {
  const local = new TZDate(now, timeZone);
  const t = local.getHours() * 60 + local.getMinutes();
  const s = minutesOf(start);
  const e = minutesOf(end);
  const inside = s < e ? t >= s && t < e : t >= s || t < e;
  if (!inside) return now;
  // The end is today (local) when it is still ahead, else tomorrow.
  const dayOffset = t < e ? 0 : 1;
  const until = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + dayOffset,
    Math.floor(e / 60),
    e % 60,
    timeZone,
  );
  return new Date(until.getTime());
}

/**
 * Queues each item on the channels its member wants for the kind and can receive (sms: a verified phone, not
 * opted out; voice: a verified phone; push: a subscribed browser; email: always). A message already queued for
 * the same member and channel is skipped. Returns the rows inserted.
 */
export async function queueAlert(
  tx: Transaction,
  items: QueueItem | QueueItem[],
  now = new Date(),
): Promise<AlertDeliveryRow[]> {
  const list = Array.isArray(items) ? items : [items];
  if (!list.length) return [];
  const agencyIds = [...new Set(list.map((i) => i.agencyId))];
  const userIds = [...new Set(list.map((i) => i.userId))];

  const zones = new Map(
    (
      await tx
        .select({ id: agencies.id, timeZone: agencies.timeZone })
        .from(agencies)
        .where(inArray(agencies.id, agencyIds))
    ).map((a) => [a.id, a.timeZone]),
  );
  const members = await tx
    .select({ user: users, profile: alertingProfiles })
    .from(users)
    .leftJoin(
      alertingProfiles,
      and(eq(alertingProfiles.agencyId, users.agencyId), eq(alertingProfiles.userId, users.id)),
    )
    .where(and(inArray(users.agencyId, agencyIds), inArray(users.id, userIds)));
  const memberOf = new Map(members.map((m) => [`${m.user.agencyId}:${m.user.id}`, m]));
  const pushCounts = new Map(
    (
      await tx
        .select({ agencyId: pushSubscriptions.agencyId, userId: pushSubscriptions.userId, n: count() })
        .from(pushSubscriptions)
        .where(
          and(inArray(pushSubscriptions.agencyId, agencyIds), inArray(pushSubscriptions.userId, userIds)),
        )
        .groupBy(pushSubscriptions.agencyId, pushSubscriptions.userId)
    ).map((p) => [`${p.agencyId}:${p.userId}`, Number(p.n)]),
  );

  const defaults = defaultChannels();
  const rows: (typeof alertDeliveries.$inferInsert)[] = [];
  for (const item of list) {
    const member = memberOf.get(`${item.agencyId}:${item.userId}`);
    if (!member || member.user.deletedAt) continue;
    const profile = member.profile;
    const wanted = item.channels ?? profile?.channels?.[item.kind] ?? defaults[item.kind];
    const verifiedPhone = profile?.phone && profile.phoneVerifiedAt ? profile.phone : null;
    const urgent = item.urgent ?? ALERT_KIND_URGENCY[item.kind] === "urgent";
    const zone = zones.get(item.agencyId) ?? "UTC";
    const due =
      !urgent && profile?.quietStart && profile.quietEnd
        ? quietHoursEnd(now, zone, profile.quietStart, profile.quietEnd)
        : now;
    for (const channel of new Set(wanted)) {
      const address = addressFor(channel, {
        email: member.user.email,
        phone: item.phone ?? verifiedPhone,
        // A code to a number being verified goes even if the old number opted out: it is another number.
        smsOptedOut: !item.phone && Boolean(profile?.smsOptedOutAt),
        pushDevices: pushCounts.get(`${item.agencyId}:${item.userId}`) ?? 0,
      });
      if (address === undefined) continue;
      rows.push({
        agencyId: item.agencyId,
        userId: item.userId,
        channel,
        kind: item.kind,
        source: item.source,
        alertId: item.alertId ?? null,
        callbackId: item.callbackId ?? null,
        title: item.title,
        body: item.body,
        link: item.link ?? null,
        address,
        urgent,
        nextAttemptAt: due,
      });
    }
  }
  if (!rows.length) return [];
  return tx.insert(alertDeliveries).values(rows).onConflictDoNothing().returning();
}

/** Where a channel reaches the member (null: push, which goes to every subscribed browser), or undefined: it cannot. */
function addressFor(
  channel: AlertChannel,
  m: { email: string; phone: string | null; smsOptedOut: boolean; pushDevices: number },
): string | null | undefined {
  switch (channel) {
    case "email":
      return m.email;
    case "sms":
      return m.phone && !m.smsOptedOut ? m.phone : undefined;
    case "voice":
      return m.phone ?? undefined;
    case "push":
      return m.pushDevices > 0 ? null : undefined;
  }
}

// -------------------------------------------------------------------------------------------------------
// The worker
// -------------------------------------------------------------------------------------------------------

/** A claim older than this was left by an instance that stopped mid-send. */
export const SENDING_LEASE_MS = 5 * 60 * 1000;
export const DELIVERY_POLL_MS = 2000;
/** Rows claimed per round, and sent at once within it. */
const DELIVERY_BATCH = 50;
const SEND_CONCURRENCY = 8;
export const INTERRUPTED = "Interrupted while sending; not sent again so nobody gets it twice";
/** The sender sees this, never a stack's words, when sending broke in our own code. */
const UNEXPECTED = "Not sent: an error in the server (see its log)";
export const PHONE_LIMIT_REACHED = "Daily SMS and voice limit reached";
const PHONE_CHANNELS: AlertChannel[] = ["sms", "voice"];
/** Statuses that count as sent (or going out) for the daily phone limit. */
const OUTGOING = ["sending", "sent", "delivered", "answered"] as const;

export type DeliveryDeps = {
  db: Database;
  log: FastifyBaseLogger;
  env: Pick<Env, "publicUrl">;
  channels: Channels;
};

/** The delay before attempt `attempts + 1`: 30 s, 2 min, 8 min, 32 min. */
export const retryDelayMs = (attempts: number) =>
  DELIVERY_FIRST_RETRY_SECONDS * 1000 * 4 ** Math.max(0, attempts - 1);

type Claimed = {
  row: AlertDeliveryRow;
  agencyName: string;
  brandName: string;
  push: PushTarget[];
  askForAnswer: boolean;
};

const SYSTEM = { agencyId: "", userId: null, userAgent: "delivery worker" };

/**
 * Claims the due deliveries of every agency (FOR UPDATE SKIP LOCKED: instances never claim the same row) in a
 * short transaction, sends each outside it, then records each result. Returns how many were claimed.
 */
export async function runDeliveriesOnce(
  deps: DeliveryDeps,
  options: { now?: Date; limit?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const claimed = await claimDue(deps.db, now, options.limit ?? DELIVERY_BATCH);
  // A few at a time: a recall to a whole agency leaves in seconds, without opening hundreds of connections.
  for (let i = 0; i < claimed.length; i += SEND_CONCURRENCY)
    await Promise.all(claimed.slice(i, i + SEND_CONCURRENCY).map((c) => sendOne(deps, c, now)));
  return claimed.length;
}

async function claimDue(db: Database, now: Date, limit: number): Promise<Claimed[]> {
  return asPlatform(db, SYSTEM, async (tx) => {
    // A claim that outlived its lease: the instance died between claiming and recording. It may have sent.
    await tx
      .update(alertDeliveries)
      .set({ status: "failed", error: INTERRUPTED, updatedAt: now })
      .where(
        and(
          eq(alertDeliveries.status, "sending"),
          lt(alertDeliveries.claimedAt, new Date(now.getTime() - SENDING_LEASE_MS)),
        ),
      );
    const due = await tx
      .select({ agencyId: alertDeliveries.agencyId, id: alertDeliveries.id })
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.status, "queued"), lte(alertDeliveries.nextAttemptAt, now)))
      .orderBy(asc(alertDeliveries.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (!due.length) return [];
    const ids = due.map((d) => d.id);
    let rows = await tx
      .update(alertDeliveries)
      .set({
        status: "sending",
        claimedAt: now,
        attempts: sql`${alertDeliveries.attempts} + 1`,
        updatedAt: now,
      })
      .where(inArray(alertDeliveries.id, ids))
      .returning();
    rows = await enforcePhoneLimit(tx, rows, now);
    if (!rows.length) return [];

    const agencyIds = [...new Set(rows.map((r) => r.agencyId))];
    const names = new Map(
      (
        await tx
          .select({ id: agencies.id, name: agencies.name, subscriptionTier: agencies.subscriptionTier })
          .from(agencies)
          .where(inArray(agencies.id, agencyIds))
      ).map((a) => [a.id, { agencyName: a.name, brandName: brandNameOf(a) }]),
    );
    const pushUsers = rows.filter((r) => r.channel === "push").map((r) => r.userId);
    const subscriptions = pushUsers.length
      ? await tx
          .select()
          .from(pushSubscriptions)
          .where(
            and(inArray(pushSubscriptions.agencyId, agencyIds), inArray(pushSubscriptions.userId, pushUsers)),
          )
      : [];
    const alertIds = [...new Set(rows.flatMap((r) => (r.alertId ? [r.alertId] : [])))];
    const questions = new Set(
      alertIds.length
        ? (
            await tx
              .select({ id: alerts.id })
              .from(alerts)
              .where(and(inArray(alerts.id, alertIds), eq(alerts.question, true)))
          ).map((a) => a.id)
        : [],
    );
    return rows.map((row) => ({
      row,
      ...(names.get(row.agencyId) ?? { agencyName: "", brandName: PRODUCT_NAME }),
      push: subscriptions
        .filter((s) => s.agencyId === row.agencyId && s.userId === row.userId)
        .map((s) => ({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } })),
      askForAnswer: Boolean(row.callbackId) || (row.alertId !== null && questions.has(row.alertId)),
    }));
  });
}

/**
 * At most PHONE_MESSAGES_PER_DAY SMS and voice messages per agency in 24 hours: claimed ones past the limit
 * fail with the reason. Returns the claimed rows that may go.
 */
async function enforcePhoneLimit(tx: Transaction, rows: AlertDeliveryRow[], now: Date) {
  const phone = rows.filter((r) => PHONE_CHANNELS.includes(r.channel));
  if (!phone.length) return rows;
  const blocked = new Set<string>();
  for (const agencyId of new Set(phone.map((r) => r.agencyId))) {
    const mine = phone.filter((r) => r.agencyId === agencyId);
    const [{ used }] = await tx
      .select({ used: count() })
      .from(alertDeliveries)
      .where(
        and(
          eq(alertDeliveries.agencyId, agencyId),
          inArray(alertDeliveries.channel, PHONE_CHANNELS),
          inArray(alertDeliveries.status, [...OUTGOING]),
          isNotNull(alertDeliveries.claimedAt),
          gte(alertDeliveries.claimedAt, new Date(now.getTime() - 86_400_000)),
          notInArray(
            alertDeliveries.id,
            mine.map((r) => r.id),
          ),
        ),
      );
    const room = Math.max(0, PHONE_MESSAGES_PER_DAY - Number(used));
    for (const r of mine.slice(room)) blocked.add(r.id);
  }
  if (!blocked.size) return rows;
  await tx
    .update(alertDeliveries)
    .set({ status: "failed", error: PHONE_LIMIT_REACHED, updatedAt: now })
    .where(inArray(alertDeliveries.id, [...blocked]));
  return rows.filter((r) => !blocked.has(r.id));
}

function messageOf(deps: DeliveryDeps, c: Claimed): OutgoingMessage {
  const { row } = c;
  return {
    deliveryId: row.id,
    agencyId: row.agencyId,
    userId: row.userId,
    kind: row.kind,
    agencyName: c.agencyName,
    brandName: c.brandName,
    title: row.title,
    body: row.body,
    url: row.link ? `${deps.env.publicUrl}${row.link}` : null,
    address: row.address,
    askForAnswer: c.askForAnswer,
    ...(row.channel === "push" ? { push: c.push } : {}),
  };
}

/** Sends one claimed delivery (no transaction open) and records the outcome. */
async function sendOne(deps: DeliveryDeps, c: Claimed, now: Date) {
  const { row } = c;
  let outcome: Partial<typeof alertDeliveries.$inferInsert>;
  let expired: string[] = [];
  const channel = deps.channels[row.channel];
  try {
    const result = await channel.send(messageOf(deps, c));
    expired = result.expiredEndpoints ?? [];
    outcome = { status: "sent", sentAt: new Date(), providerId: result.providerId ?? null, error: null };
  } catch (error) {
    const reason = error instanceof ChannelError ? error.message : UNEXPECTED;
    if (error instanceof ChannelError) expired = error.expiredEndpoints;
    // Anything but a ChannelError is a fault of ours: not retried (it would fail the same way), and logged.
    if (!(error instanceof ChannelError))
      deps.log.error({ err: error, deliveryId: row.id }, "alert delivery failed unexpectedly");
    const retry = error instanceof ChannelError && !error.permanent && row.attempts < DELIVERY_ATTEMPTS;
    // No provider for the channel: nothing was tried, so nothing failed. The record says why it did not go.
    outcome = !channel.configured
      ? { status: "not_configured", error: NOT_CONFIGURED_REASONS[row.channel] }
      : retry
        ? {
            status: "queued",
            error: reason,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
          }
        : { status: "failed", error: reason };
  }
  // Secrets leave the record once the message is final: a verification code, an answer link's token.
  if (outcome.status !== "queued") {
    if (row.source.startsWith("phone-code:")) outcome.body = "Verification code";
    if (row.link?.includes("token=") && row.alertId) outcome.link = `/alerts/${row.alertId}`;
  }
  await asPlatform(deps.db, { ...SYSTEM, agencyId: row.agencyId }, async (tx) => {
    // Only from 'sending': an answer or a lease expiry recorded meanwhile is not overwritten.
    await tx
      .update(alertDeliveries)
      .set({ ...outcome, updatedAt: new Date() })
      .where(
        and(
          eq(alertDeliveries.agencyId, row.agencyId),
          eq(alertDeliveries.id, row.id),
          eq(alertDeliveries.status, "sending"),
        ),
      );
    if (expired.length)
      await tx
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.agencyId, row.agencyId), inArray(pushSubscriptions.endpoint, expired)),
        );
  });
}

export type DeliveryWorker = Poller;

/** The delivery loop (lib/poller.ts): every DELIVERY_POLL_MS and on kick(); off under NODE_ENV=test. */
export function createDeliveryWorker(
  app: DeliveryDeps & { env: Pick<Env, "publicUrl" | "NODE_ENV"> },
  overrides: Partial<{ enabled: boolean; pollMs: number }> = {},
): DeliveryWorker {
  return createPoller({
    enabled: overrides.enabled ?? app.env.NODE_ENV !== "test",
    pollMs: overrides.pollMs ?? DELIVERY_POLL_MS,
    runOnce: () => runDeliveriesOnce(app),
    batch: DELIVERY_BATCH,
    log: app.log,
    name: "alert delivery",
  });
}
