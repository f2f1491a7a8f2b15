/**
 * Outgoing webhooks (issue 18, decision 025): an event is queued in the transaction of the change it announces,
 * one `webhook_deliveries` row per subscribed address with its body fixed then; a worker on every instance
 * claims due rows across agencies (FOR UPDATE SKIP LOCKED), POSTs each outside any transaction, signed by the
 * Standard Webhooks scheme (the `standardwebhooks` package), and retries with growing waits until the receiver
 * answers 2xx or 24 hours have passed. At least once: a receiver skips a repeat by its webhook-id.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { WEBHOOK_RETRY_HOURS, WEBHOOK_SECRET_PREFIX, type WebhookEvent } from "@rollcall/shared/integrations";
import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import ipaddr from "ipaddr.js";
import { Webhook } from "standardwebhooks";
import { asPlatform, type Database, type Transaction } from "../db/client";
import { webhookDeliveries, webhooks } from "../db/schema/integrations";
import type { Env } from "../env";
import { createPoller, type Poller } from "./poller";

export const WEBHOOK_POLL_MS = 2000;
const BATCH = 50;
const SEND_CONCURRENCY = 8;
/** A receiver has this long to answer an attempt. */
const TIMEOUT_MS = 10_000;
/** A claim older than this was left by an instance that stopped mid-send: the row is due again. */
const LEASE_MS = 2 * 60_000;
/** How much of a receiver's answer is kept for the admin to read. */
const RESPONSE_KEPT = 500;
/** Waits after each failed attempt: 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, then every 4 h until the 24 h are up. */
const RETRY_WAITS_S = [30, 120, 600, 1800, 3600, 7200, 14_400];
export const retryWaitMs = (attempts: number) =>
  RETRY_WAITS_S[Math.min(attempts - 1, RETRY_WAITS_S.length - 1)] * 1000;

export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString("base64")}`;

// -------------------------------------------------------------------------------------------------------
// Addresses
// -------------------------------------------------------------------------------------------------------

/** Addresses an installation's own network answers on (loopback, private, link-local, ...): only "unicast" goes. */
function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === "unicast";
}

/**
 * Whether the server may call `url`: with WEBHOOKS_ALLOW_PRIVATE any http(s) address; otherwise its host must be
 * a public address, or a name whose every address is public (checked at registration and again before each
 * attempt, so a name that later points inside the network is refused then).
 */
export async function isDeliverableUrl(
  url: string,
  env: Pick<Env, "WEBHOOKS_ALLOW_PRIVATE">,
): Promise<boolean> {
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return false;
    host = parsed.hostname.replace(/^\[|\]$/g, "");
  } catch {
    return false;
  }
  if (env.WEBHOOKS_ALLOW_PRIVATE) return true;
  if (isIP(host)) return isPublicAddress(host);
  if (host === "localhost" || host.endsWith(".localhost")) return false;
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address));
  } catch {
    // A name that does not resolve now may later: the attempt will say so.
    return true;
  }
}

// -------------------------------------------------------------------------------------------------------
// Queuing
// -------------------------------------------------------------------------------------------------------

/** The webhooks of the agency that take `event` (in the caller's transaction, confined or not). */
function webhooksFor(tx: Transaction, agencyId: string, event: WebhookEvent) {
  return tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.agencyId, agencyId), sql`${event} = any(${webhooks.events})`));
}

/**
 * Queues `event` for each record `load()` gives (one delivery per record and subscribed webhook), in the
 * caller's transaction: the events exist exactly when the change does. `load` runs only when some webhook takes
 * the event, so an agency without webhooks pays one indexed read. With `dedupeKey`, an event a periodic job sees
 * again (the same certificate, the same expiry date) is queued once per webhook.
 */
export async function queueWebhookEvent<T>(
  tx: Transaction,
  agencyId: string,
  event: WebhookEvent,
  load: () => Promise<readonly T[]>,
  dedupeKey?: (record: T) => string,
): Promise<number> {
  const targets = await webhooksFor(tx, agencyId, event);
  if (!targets.length) return 0;
  const records = await load();
  if (!records.length) return 0;
  const timestamp = new Date().toISOString();
  const rows = records.flatMap((data) => {
    const body = JSON.stringify({ type: event, timestamp, data });
    return targets.map((w) => ({
      agencyId,
      webhookId: w.id,
      messageId: `msg_${randomUUID()}`,
      event,
      dedupeKey: dedupeKey ? `${event}:${dedupeKey(data)}` : null,
      body,
      nextAttemptAt: new Date(),
    }));
  });
  let queued = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await tx
      .insert(webhookDeliveries)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.id });
    queued += inserted.length;
  }
  return queued;
}

/** Which of `ids` are webhooks of the agency (an automation rule's action names one). */
export async function agencyWebhookIds(tx: Transaction, agencyId: string, ids: readonly string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.agencyId, agencyId), inArray(webhooks.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/**
 * Queues one `automation.fired` delivery to the one webhook an automation rule names (whatever events it takes),
 * in the caller's transaction, once per `dedupeKey`. False when the webhook is gone.
 */
export async function queueAutomationWebhook(
  tx: Transaction,
  agencyId: string,
  webhookId: string,
  data: unknown,
  dedupeKey: string,
): Promise<boolean> {
  if (!(await agencyWebhookIds(tx, agencyId, [webhookId])).has(webhookId)) return false;
  const event = "automation.fired";
  await tx
    .insert(webhookDeliveries)
    .values({
      agencyId,
      webhookId,
      messageId: `msg_${randomUUID()}`,
      event,
      dedupeKey: `${event}:${dedupeKey}`,
      body: JSON.stringify({ type: event, timestamp: new Date().toISOString(), data }),
      nextAttemptAt: new Date(),
    })
    .onConflictDoNothing();
  return true;
}

// -------------------------------------------------------------------------------------------------------
// The worker
// -------------------------------------------------------------------------------------------------------

export type WebhookDeps = {
  db: Database;
  log: FastifyBaseLogger;
  env: Pick<Env, "WEBHOOKS_ALLOW_PRIVATE" | "NODE_ENV">;
};

type Claimed = {
  id: string;
  agencyId: string;
  messageId: string;
  body: string;
  attempts: number;
  createdAt: Date;
  url: string;
  secret: string;
};

const SYSTEM = { agencyId: "", userId: null, userAgent: "webhook worker" };

/** Claims the due deliveries of every agency, sends each outside the transaction, records each result. */
export async function runWebhookDeliveriesOnce(deps: WebhookDeps, now = new Date()): Promise<number> {
  const claimed = await claimDue(deps.db, now);
  for (let i = 0; i < claimed.length; i += SEND_CONCURRENCY)
    await Promise.all(claimed.slice(i, i + SEND_CONCURRENCY).map((c) => attempt(deps, c, now)));
  return claimed.length;
}

function claimDue(db: Database, now: Date): Promise<Claimed[]> {
  return asPlatform(db, SYSTEM, async (tx) => {
    // A claim that outlived its lease (its instance stopped mid-send) is due again: at least once.
    await tx
      .update(webhookDeliveries)
      .set({ status: "pending", updatedAt: now })
      .where(
        and(
          eq(webhookDeliveries.status, "sending"),
          lt(webhookDeliveries.claimedAt, new Date(now.getTime() - LEASE_MS)),
        ),
      );
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (!due.length) return [];
    const rows = await tx
      .update(webhookDeliveries)
      .set({
        status: "sending",
        claimedAt: now,
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        updatedAt: now,
      })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
    const hooks = await tx
      .select({ agencyId: webhooks.agencyId, id: webhooks.id, url: webhooks.url, secret: webhooks.secret })
      .from(webhooks)
      .where(
        inArray(
          webhooks.id,
          rows.map((r) => r.webhookId),
        ),
      );
    const byId = new Map(hooks.map((h) => [`${h.agencyId}/${h.id}`, h]));
    return rows.flatMap((r) => {
      const hook = byId.get(`${r.agencyId}/${r.webhookId}`);
      if (!hook) return [];
      return [{ ...r, url: hook.url, secret: hook.secret }];
    });
  });
}

/** Why an attempt reached no receiver, in words an admin can act on ("Could not connect (ECONNREFUSED)"). */
function unreachable(error: unknown): string {
  if (!(error instanceof Error)) return "Could not be sent";
  if (error.name === "TimeoutError") return `No answer within ${TIMEOUT_MS / 1000} seconds`;
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (typeof cause?.code === "string") return `Could not connect (${cause.code})`;
  if (typeof cause?.message === "string" && cause.message) return `Could not connect (${cause.message})`;
  return error.message.slice(0, RESPONSE_KEPT);
}

/** One POST of a claimed delivery (no transaction open), then its outcome recorded. */
async function attempt(deps: WebhookDeps, c: Claimed, now: Date) {
  let responseStatus: number | null = null;
  let response: string;
  let delivered = false;
  try {
    if (!(await isDeliverableUrl(c.url, deps.env)))
      throw new Error("Not sent: the address leads to a local or private network");
    const sentAt = new Date();
    const signature = new Webhook(c.secret).sign(c.messageId, sentAt, c.body);
    const res = await fetch(c.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Rollcall-Webhooks/1",
        "webhook-id": c.messageId,
        "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
        "webhook-signature": signature,
      },
      body: c.body,
      // A redirect could lead anywhere (inside the network): it counts as a failed attempt.
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    responseStatus = res.status;
    response = (await res.text().catch(() => "")).slice(0, RESPONSE_KEPT);
    delivered = res.status >= 200 && res.status < 300;
  } catch (error) {
    response = unreachable(error);
  }
  const next = new Date(now.getTime() + retryWaitMs(c.attempts));
  const givesUp = next.getTime() > c.createdAt.getTime() + WEBHOOK_RETRY_HOURS * 3_600_000;
  const status = delivered ? "succeeded" : givesUp ? "failed" : "pending";
  await asPlatform(deps.db, { ...SYSTEM, agencyId: c.agencyId }, (tx) =>
    tx
      .update(webhookDeliveries)
      .set({
        status,
        lastAttemptAt: now,
        nextAttemptAt: status === "pending" ? next : null,
        responseStatus,
        response,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(webhookDeliveries.agencyId, c.agencyId),
          eq(webhookDeliveries.id, c.id),
          eq(webhookDeliveries.status, "sending"),
        ),
      ),
  );
  if (!delivered)
    deps.log.info({ deliveryId: c.id, responseStatus, status }, "webhook delivery not accepted");
}

/** The delivery loop: every WEBHOOK_POLL_MS and on kick(); off under NODE_ENV=test (tests run the rounds). */
export function createWebhookWorker(
  deps: WebhookDeps,
  overrides: Partial<{ enabled: boolean }> = {},
): Poller {
  return createPoller({
    enabled: overrides.enabled ?? deps.env.NODE_ENV !== "test",
    pollMs: WEBHOOK_POLL_MS,
    runOnce: () => runWebhookDeliveriesOnce(deps),
    batch: BATCH,
    log: deps.log,
    name: "webhook delivery",
  });
}
