/**
 * POST /api/stripe/webhook: Stripe tells us what happened to a subscription, and that is the only way an
 * agency's plan changes (docs/decisions/016-billing-stripe.md). The signature is checked on the raw bytes
 * before anything is read; then the event is applied to the agency it names (metadata agencyId, else the
 * stored Stripe customer id) in one platform transaction, so the agency's audit log records it.
 *
 * Idempotent: each event sets absolute values (tier, status, ids, period end), and a write that would change
 * nothing is skipped, so a replayed event changes nothing and logs nothing. Events about a subscription the
 * agency no longer has (an old one deleted after a new checkout) are ignored.
 */

import type { SubscriptionStatus } from "@rollcall/shared/agencies";
import { PLAN_IDS, type PlanId } from "@rollcall/shared/billing";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import { z } from "zod";
import { asPlatform, type Database, type Transaction } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { updateAgency } from "../agencies";
import { type Billing, tierOfPrice } from "./billing.stripe";

/**
 * Stripe's subscription statuses, as the agency's own (spec 02 §3: trial, active, past_due, cancelled, paused).
 * unpaid (Stripe gave up retrying) stays past_due: its grace already runs from the failed payment. incomplete
 * and incomplete_expired (a first payment that never went through) say nothing about the plan.
 */
const STATUS: Record<string, SubscriptionStatus> = {
  active: "active",
  trialing: "active",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "cancelled",
  paused: "paused",
};

const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((v) => (typeof v === "string" ? v : (v?.id ?? null)));
const metadataSchema = z
  .record(z.string(), z.string())
  .nullish()
  .transform((m) => ({
    agencyId: z.uuid().safeParse(m?.agencyId).data ?? null,
    tier: (PLAN_IDS as readonly string[]).includes(m?.tier ?? "") ? (m?.tier as PlanId) : null,
  }));

const checkoutSessionSchema = z.object({
  customer: idOf,
  subscription: idOf,
  client_reference_id: z.string().nullish(),
  metadata: metadataSchema,
});

/** A subscription as any API version sends it: the period end on the subscription (older) or on its items. */
const subscriptionSchema = z.object({
  id: z.string(),
  customer: idOf,
  status: z.string(),
  metadata: metadataSchema,
  current_period_end: z.number().nullish(),
  items: z
    .object({
      data: z.array(
        z.object({
          current_period_end: z.number().nullish(),
          price: z.object({ id: z.string() }).nullish(),
        }),
      ),
    })
    .nullish(),
});
type Subscription = z.infer<typeof subscriptionSchema>;

const invoiceSchema = z.object({
  customer: idOf,
  subscription: idOf,
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
});

function periodEnd(subscription: Subscription): Date | null {
  const ends = [
    subscription.current_period_end,
    ...(subscription.items?.data ?? []).map((item) => item.current_period_end),
  ].filter((v): v is number => typeof v === "number");
  return ends.length ? new Date(Math.max(...ends) * 1000) : null;
}

function tierOfSubscription(billing: Billing, subscription: Subscription): PlanId | null {
  for (const item of subscription.items?.data ?? []) {
    const tier = tierOfPrice(billing, item.price?.id);
    if (tier) return tier;
  }
  return subscription.metadata.tier;
}

type AgencyRow = typeof agencies.$inferSelect;
type Change = Partial<
  Pick<
    AgencyRow,
    | "subscriptionTier"
    | "subscriptionStatus"
    | "stripeCustomerId"
    | "stripeSubscriptionId"
    | "subscriptionExpiresAt"
    | "unpaidSince"
  >
>;

/**
 * The grace period's start as a status change moves it: set when the subscription stops being paid (the
 * event's time; kept while it stays unpaid, so a replay or a later retry's failure does not extend it),
 * cleared once it is paid again.
 */
function unpaidSince(row: AgencyRow, status: SubscriptionStatus, at: Date): Pick<Change, "unpaidSince"> {
  if (status === "past_due" || status === "paused") return { unpaidSince: row.unpaidSince ?? at };
  return status === "active" ? { unpaidSince: null } : {};
}
/** What the event says about the agency, given its current row (null: nothing to do). */
type Plan = { agencyId: string | null; customerId: string | null; change: (row: AgencyRow) => Change | null };

export type WebhookResult = { applied: boolean; reason?: string };

export type WebhookContext = { db: Database; billing: Billing; log: FastifyBaseLogger; ip?: string };

/** Applies a verified event. Unknown agencies and event types are ignored (200), with a log line. */
export async function applyStripeEvent(ctx: WebhookContext, event: Stripe.Event): Promise<WebhookResult> {
  const plan = await planFor(ctx, event);
  if (!plan) return { applied: false, reason: "event type not handled" };
  const actor = { agencyId: "", userId: null, ip: ctx.ip ?? null, userAgent: "Stripe webhook" };
  const result = await asPlatform(ctx.db, actor, async (tx) => {
    const row = await findAgency(tx, plan);
    if (!row) return { applied: false, reason: "no agency matches the event" };
    const change = plan.change(row);
    const changed = change
      ? Object.fromEntries(
          Object.entries(change).filter(([key, value]) => !same(row[key as keyof Change], value)),
        )
      : {};
    if (!Object.keys(changed).length)
      return { applied: false, reason: "nothing changes (replayed or stale)" };
    // The audit row is this agency's, signed by no member (the payment provider).
    await asPlatform(tx, { ...actor, agencyId: row.id }, (atx) => updateAgency(atx, row.id, changed));
    return { applied: true };
  });
  const log = { event: event.id, type: event.type, ...result };
  if (result.applied) ctx.log.info(log, "stripe webhook applied");
  else ctx.log.warn(log, "stripe webhook ignored");
  return result;
}

function same(a: unknown, b: unknown) {
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  return a === b;
}

async function findAgency(tx: Transaction, plan: Plan): Promise<AgencyRow | null> {
  if (plan.agencyId) {
    const [row] = await tx.select().from(agencies).where(eq(agencies.id, plan.agencyId)).for("update");
    if (row) return row;
  }
  if (plan.customerId) {
    const [row] = await tx
      .select()
      .from(agencies)
      .where(eq(agencies.stripeCustomerId, plan.customerId))
      .for("update");
    if (row) return row;
  }
  return null;
}

/** Is this event about the agency's current subscription (or one it has none of yet)? */
const current = (row: AgencyRow, subscriptionId: string | null) =>
  !row.stripeSubscriptionId || !subscriptionId || row.stripeSubscriptionId === subscriptionId;

async function planFor(ctx: WebhookContext, event: Stripe.Event): Promise<Plan | null> {
  const object = event.data.object as unknown;
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed": {
      const session = checkoutSessionSchema.parse(object);
      const subscription = session.subscription
        ? await retrieveSubscription(ctx, session.subscription)
        : null;
      const tier =
        session.metadata.tier ?? (subscription ? tierOfSubscription(ctx.billing, subscription) : null);
      return {
        agencyId: session.metadata.agencyId ?? z.uuid().safeParse(session.client_reference_id).data ?? null,
        customerId: session.customer,
        change: () => ({
          ...(tier ? { subscriptionTier: tier } : {}),
          subscriptionStatus: "active",
          unpaidSince: null,
          ...(session.customer ? { stripeCustomerId: session.customer } : {}),
          ...(session.subscription ? { stripeSubscriptionId: session.subscription } : {}),
          ...(subscription && periodEnd(subscription)
            ? { subscriptionExpiresAt: periodEnd(subscription) }
            : {}),
        }),
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated": {
      const subscription = subscriptionSchema.parse(object);
      const status = STATUS[subscription.status];
      const tier = tierOfSubscription(ctx.billing, subscription);
      const end = periodEnd(subscription);
      return {
        agencyId: subscription.metadata.agencyId,
        customerId: subscription.customer,
        change: (row) => {
          // A subscription that never started (incomplete) says nothing about the plan yet.
          if (!status) return null;
          // An old subscription's news must not overwrite the current one's.
          if (status === "cancelled" && !current(row, subscription.id)) return null;
          return {
            subscriptionStatus: status,
            ...unpaidSince(row, status, at),
            ...(tier ? { subscriptionTier: tier } : {}),
            stripeSubscriptionId: subscription.id,
            ...(subscription.customer ? { stripeCustomerId: subscription.customer } : {}),
            ...(end ? { subscriptionExpiresAt: end } : {}),
          };
        },
      };
    }
    case "customer.subscription.deleted": {
      const subscription = subscriptionSchema.parse(object);
      return {
        agencyId: subscription.metadata.agencyId,
        customerId: subscription.customer,
        change: (row) => (current(row, subscription.id) ? { subscriptionStatus: "cancelled" } : null),
      };
    }
    case "invoice.payment_failed": {
      const invoice = invoiceSchema.parse(object);
      const subscriptionId = invoice.parent?.subscription_details?.subscription ?? invoice.subscription;
      return {
        agencyId: null,
        customerId: invoice.customer,
        change: (row) =>
          current(row, subscriptionId) && row.subscriptionStatus !== "cancelled"
            ? { subscriptionStatus: "past_due", ...unpaidSince(row, "past_due", at) }
            : null,
      };
    }
    default:
      return null;
  }
}

/** The subscription a completed checkout started (for its period end); null when Stripe cannot say. */
async function retrieveSubscription(ctx: WebhookContext, id: string): Promise<Subscription | null> {
  try {
    const parsed = subscriptionSchema.safeParse(await ctx.billing.stripe.subscriptions.retrieve(id));
    return parsed.success ? parsed.data : null;
  } catch (err) {
    ctx.log.warn({ err, subscription: id }, "stripe: could not read the subscription of a checkout");
    return null;
  }
}
