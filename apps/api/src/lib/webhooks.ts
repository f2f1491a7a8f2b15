/**
 * Outgoing webhooks (issue 18, decision 025): an event is queued in the transaction of the change it announces,
 * one `webhook_deliveries` row per subscribed address with its body fixed then; a worker on every instance
 * claims due rows across agencies (FOR UPDATE SKIP LOCKED), POSTs each outside any transaction, signed by the
 * Standard Webhooks scheme (the `standardwebhooks` package), and retries with growing waits until the receiver
 * answers 2xx or 24 hours have passed. At least once: a receiver skips a repeat by its webhook-id.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { LookupAddress } from "node:dns";
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
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

/** The addresses a name has, as `dns.lookup(name, { all: true })` gives them; tests answer for a resolver. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;
const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Whether an address is on the public internet: only ipaddr.js's "unicast" goes, so loopback, private,
 * link-local (cloud metadata), unique-local, carrier NAT, 0.0.0.0, multicast, and the IPv6 forms that carry an
 * IPv4 address (mapped ::ffff:a.b.c.d, 6to4, Teredo, NAT64) are refused. The deprecated IPv4-compatible form
 * (::a.b.c.d, which ipaddr.js calls unicast) is judged by the IPv4 address it holds.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (v6.parts.slice(0, 6).every((part) => part === 0))
      parsed = ipaddr.fromByteArray(v6.toByteArray().slice(12));
  }
  return parsed.range() === "unicast";
}

/** Why an address is not deliverable, as an attempt's error (its code shows in the delivery's answer). */
const privateAddress = (hostname: string) =>
  Object.assign(new Error(`${hostname} leads to a local or private network address`), { code: "EPRIVATE" });

/**
 * The connection's own name lookup, through `resolve`. With `onlyPublic` it answers only when every address of
 * the name is public, so what is connected to is what was checked (a name that changes its answer between a
 * check and the connection, DNS rebinding to 127.0.0.1 or 169.254.169.254, reaches nothing).
 */
export function connectionLookup(resolve: Resolve, onlyPublic: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (onlyPublic && !addresses.every((a) => isPublicAddress(a.address)))
          return callback(privateAddress(hostname), "", 0);
        const wanted = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
        if (!wanted.length)
          return callback(
            Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }),
            "",
            0,
          );
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0].address, wanted[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

/** The host of an address as the network sees it: brackets and a final dot ("localhost.") dropped. */
function hostOf(url: URL) {
  return url.hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.+$/, "")
    .toLowerCase();
}

/**
 * Whether the server may call `url`: with WEBHOOKS_ALLOW_PRIVATE any http(s) address; otherwise its host must be
 * a public address, or a name that resolves, every address of it public. Checked when the webhook is saved and
 * before each attempt; the attempt's connection then looks the name up again through connectionLookup().
 */
export async function isDeliverableUrl(
  url: string,
  env: Pick<Env, "WEBHOOKS_ALLOW_PRIVATE">,
  resolve: Resolve = systemResolve,
): Promise<boolean> {
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return false;
    host = hostOf(parsed);
  } catch {
    return false;
  }
  if (env.WEBHOOKS_ALLOW_PRIVATE) return true;
  if (isIP(host)) return isPublicAddress(host);
  if (!host || host === "localhost" || host.endsWith(".localhost")) return false;
  try {
    const addresses = await resolve(host);
    return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address));
  } catch {
    // A name that does not resolve cannot be checked: refused, like a private one.
    return false;
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
  /** How names are resolved (the system's resolver; tests answer for one). */
  resolve?: Resolve;
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
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EPRIVATE") return NOT_PUBLIC;
  if (typeof code === "string") return `Could not connect (${code})`;
  return error.message.slice(0, RESPONSE_KEPT);
}

const NOT_PUBLIC = "Not sent: the address leads to a local or private network";

/**
 * One POST over node:http(s), through an agent whose lookup is `lookup`; a redirect is an answer like any other
 * (never followed: it could lead inside the network). Answers the status and the start of the body.
 */
function post(url: string, headers: Record<string, string>, body: string, lookup: LookupFunction) {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  const agent = new client.Agent({ keepAlive: false, lookup });
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = client.request(
      target,
      { method: "POST", agent, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          if (text.length < RESPONSE_KEPT) text += chunk;
          else res.destroy();
        });
        res.on("close", () => resolve({ status: res.statusCode ?? 0, text: text.slice(0, RESPONSE_KEPT) }));
      },
    );
    const timer = setTimeout(
      () => request.destroy(Object.assign(new Error("timed out"), { name: "TimeoutError" })),
      TIMEOUT_MS,
    );
    request.on("error", reject);
    request.on("close", () => {
      clearTimeout(timer);
      agent.destroy();
    });
    request.end(body);
  });
}

/** One POST of a claimed delivery (no transaction open), then its outcome recorded. */
async function attempt(deps: WebhookDeps, c: Claimed, now: Date) {
  let responseStatus: number | null = null;
  let response: string;
  let delivered = false;
  try {
    if (!(await isDeliverableUrl(c.url, deps.env, deps.resolve)))
      throw Object.assign(new Error(NOT_PUBLIC), { code: "EPRIVATE" });
    const sentAt = new Date();
    const signature = new Webhook(c.secret).sign(c.messageId, sentAt, c.body);
    const headers = {
      "content-type": "application/json",
      "user-agent": "Rollcall-Webhooks/1",
      "webhook-id": c.messageId,
      "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
      "webhook-signature": signature,
    };
    // The connection resolves the name itself, through the same rule: it reaches only a public address.
    const lookup = connectionLookup(deps.resolve ?? systemResolve, !deps.env.WEBHOOKS_ALLOW_PRIVATE);
    const res = await post(c.url, headers, c.body, lookup);
    responseStatus = res.status;
    response = res.text;
    // A redirect (3xx) is not a delivery: it could lead anywhere, inside the network too.
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
