/**
 * Checkout and the billing portal (spec 01 §7, spec 02 §2 Settings, §7). Admins only (route access). The
 * agency's Stripe customer is created on its first checkout and kept in agencies.stripe_customer_id; the
 * plan itself changes only when Stripe reports it through the webhook (billing.webhook.ts).
 */
import { BILLING_MESSAGES, type CreateCheckoutInput, findPlan } from "@rollcall/shared/billing";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { agencies } from "../../db/schema/agencies";
import { users } from "../../db/schema/users";
import { AppError, badRequest, conflict } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { updateAgency } from "../agencies";
import { type Billing, requireBilling } from "./billing.stripe";

/** Stripe accepts a trial end at least 48 hours ahead; a shorter remainder is simply not carried over. */
const MIN_TRIAL_CARRY_MS = 49 * 60 * 60 * 1000;

export type BillingContext = { billing: Billing | null; publicUrl: string; log: FastifyBaseLogger };

/** A call to Stripe; its failure is logged and answered 502 with a message the user can act on. */
async function provider<T>(log: FastifyBaseLogger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    log.error({ err }, `stripe: ${what} failed`);
    throw new AppError(502, BILLING_MESSAGES.providerFailed);
  }
}

async function loadAgency(scope: AgencyScope) {
  return scope.run(async (tx) => {
    const [agency] = await tx
      .select({
        id: agencies.id,
        name: agencies.name,
        email: agencies.email,
        stripeCustomerId: agencies.stripeCustomerId,
        subscriptionTier: agencies.subscriptionTier,
        trialEndsAt: agencies.trialEndsAt,
      })
      .from(agencies)
      .where(eq(agencies.id, scope.agencyId));
    const [admin] = await tx.select({ email: users.email }).from(users).where(eq(users.id, scope.userId));
    return { ...agency, adminEmail: admin?.email ?? null };
  });
}

/** The agency's Stripe customer: the stored one, or a new one (stored before the checkout starts). */
async function customerOf(scope: AgencyScope, ctx: BillingContext, billing: Billing) {
  const agency = await loadAgency(scope);
  if (agency.stripeCustomerId) return { agency, customer: agency.stripeCustomerId };
  const created = await provider(ctx.log, "create customer", () =>
    billing.stripe.customers.create(
      {
        name: agency.name,
        email: agency.email ?? agency.adminEmail ?? undefined,
        metadata: { agencyId: agency.id },
      },
      // Two quick clicks make one customer, not two.
      { idempotencyKey: `rollcall-customer-${agency.id}` },
    ),
  );
  await scope.run((tx) => updateAgency(tx, scope.agencyId, { stripeCustomerId: created.id }));
  return { agency, customer: created.id };
}

/** POST /api/create-checkout-session: a Stripe Checkout page for the chosen plan; its address. */
export async function createCheckoutSession(
  scope: AgencyScope,
  ctx: BillingContext,
  input: CreateCheckoutInput,
): Promise<{ url: string }> {
  const billing = requireBilling(ctx.billing);
  // The page names the plan's catalogue price; the server sells it at the configured Stripe price.
  const price = billing.prices[input.tier];
  if (input.priceId !== price && input.priceId !== findPlan(input.tier).priceId)
    throw badRequest(BILLING_MESSAGES.wrongPrice, { priceId: BILLING_MESSAGES.wrongPrice });

  const { agency, customer } = await customerOf(scope, ctx, billing);
  // An agency still in its free trial keeps the rest of it: the first charge comes when it ends.
  const trialEnd =
    agency.subscriptionTier === "trial" &&
    agency.trialEndsAt &&
    agency.trialEndsAt.getTime() - Date.now() > MIN_TRIAL_CARRY_MS
      ? Math.floor(agency.trialEndsAt.getTime() / 1000)
      : undefined;
  const metadata = { agencyId: agency.id, tier: input.tier };
  const session = await provider(ctx.log, "create checkout session", () =>
    billing.stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      line_items: [{ price, quantity: 1 }],
      client_reference_id: agency.id,
      metadata,
      subscription_data: { metadata, ...(trialEnd ? { trial_end: trialEnd } : {}) },
      success_url: `${ctx.publicUrl}/settings?billing=success`,
      cancel_url: `${ctx.publicUrl}/pricing`,
    }),
  );
  if (!session.url) {
    ctx.log.error({ session: session.id }, "stripe: checkout session without a url");
    throw new AppError(502, BILLING_MESSAGES.providerFailed);
  }
  return { url: session.url };
}

/** POST /api/create-portal-session: Stripe's billing portal for the agency's customer; its address. */
export async function createPortalSession(scope: AgencyScope, ctx: BillingContext): Promise<{ url: string }> {
  const billing = requireBilling(ctx.billing);
  const agency = await loadAgency(scope);
  if (!agency.stripeCustomerId) throw conflict(BILLING_MESSAGES.noCustomer);
  const customer = agency.stripeCustomerId;
  const session = await provider(ctx.log, "create portal session", () =>
    billing.stripe.billingPortal.sessions.create({ customer, return_url: `${ctx.publicUrl}/settings` }),
  );
  return { url: session.url };
}
