/**
 * The Stripe client and the plan ↔ price mapping, built once from the environment. Without
 * STRIPE_SECRET_KEY there is no client and the billing routes answer 503 "Billing is not configured".
 * STRIPE_API_URL points the real client at another address (the tests' stand-in, a proxy).
 */
import { BILLING_MESSAGES, findPlan, PLAN_IDS, type PlanId } from "@rollcall/shared/billing";
import type Stripe from "stripe";
import { type Env, EnvError } from "../../env";
import { AppError } from "../../lib/errors";

export type Billing = {
  stripe: Stripe;
  webhookSecret: string;
  /** The Stripe price id each plan is sold at (STRIPE_PRICE_*, else the plan's catalogue id). */
  prices: Record<PlanId, string>;
};

/** The billing client; the Stripe library loads only when Stripe is configured (it is tens of MB). */
export async function createBilling(env: Env): Promise<Billing | null> {
  if (!env.STRIPE_SECRET_KEY) return null;
  // Checkout without the webhook would take payments and never change the plan: refuse to start.
  if (!env.STRIPE_WEBHOOK_SECRET)
    throw new EnvError(
      "Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY (the webhook endpoint's signing secret, whsec_...)",
    );
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  const { default: StripeClient } = await import("stripe");
  const stripe = new StripeClient(env.STRIPE_SECRET_KEY, {
    timeout: 15_000,
    maxNetworkRetries: 1,
    appInfo: { name: "Rollcall" },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  return {
    stripe,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    prices: {
      starter: env.STRIPE_PRICE_STARTER ?? findPlan("starter").priceId,
      standard: env.STRIPE_PRICE_STANDARD ?? findPlan("standard").priceId,
      pro: env.STRIPE_PRICE_PRO ?? findPlan("pro").priceId,
    },
  };
}

/** The configured billing, or 503 for the caller. */
export function requireBilling(billing: Billing | null): Billing {
  if (!billing) throw new AppError(503, BILLING_MESSAGES.notConfigured);
  return billing;
}

/** The plan a Stripe price id sells (configured or catalogue id), or null for a price we do not sell. */
export function tierOfPrice(billing: Billing, priceId: string | null | undefined): PlanId | null {
  if (!priceId) return null;
  return (
    PLAN_IDS.find((tier) => billing.prices[tier] === priceId || findPlan(tier).priceId === priceId) ?? null
  );
}
