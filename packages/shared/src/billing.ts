import { z } from "zod";

/**
 * Plans, prices and feature gating (spec 01 §2 "Pricing page", §3 "Plan definition", §9; spec 02 §9 "Plan tiers").
 * The pricing page, the checkout route and the settings screen all read from here so the figures never drift.
 */

export const CONTACT_EMAIL = "hello@rollcall.app";

export const PLAN_IDS = ["starter", "standard", "pro"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const ANNUAL_DISCOUNT_PERCENT = 15;
/** Virtual onboarding workshop, one-time, in cents (money is always integer cents). */
export const ONBOARDING_WORKSHOP_PRICE_CENTS = 49_900;

/** Every gated capability, with the label the pricing table and the settings screen show. */
export const FEATURES = {
  scheduling: "Scheduling & Shift Management",
  alerting: "SMS & Voice Alerting",
  training: "Training & Certifications",
  nfirs: "NFIRS Reporting",
  assets: "Asset & Equipment Tracking",
  wellness: "Wellness & Fitness Tracking",
  finance: "Finance & Wellness Modules",
  api: "API Access & Integrations",
  automation: "Workflow Automation",
  analytics: "Advanced Analytics",
  whiteLabel: "White-label Deployment",
  prioritySupport: "Priority Phone Support",
} as const;
export type FeatureKey = keyof typeof FEATURES;

/** Which plan includes which feature. A trial has every feature (spec 01 §9: "all features"). */
export const PLAN_FEATURES: Record<PlanId, readonly FeatureKey[]> = {
  starter: ["scheduling", "alerting"],
  standard: ["scheduling", "alerting", "training", "nfirs", "assets", "wellness", "finance", "api"],
  pro: [
    "scheduling",
    "alerting",
    "training",
    "nfirs",
    "assets",
    "wellness",
    "finance",
    "api",
    "automation",
    "analytics",
    "whiteLabel",
    "prioritySupport",
  ],
};

/** True when an agency on `tier` (trial, starter, standard, pro) may use `feature`. Unknown tiers get nothing. */
export function tierHasFeature(tier: string, feature: FeatureKey): boolean {
  if (tier === "trial") return true;
  if (!(PLAN_IDS as readonly string[]).includes(tier)) return false;
  return PLAN_FEATURES[tier as PlanId].includes(feature);
}

/** The cheapest plan that includes `feature` (plans are listed cheapest first). */
export function lowestPlanWith(feature: FeatureKey): PlanId {
  return PLAN_IDS.find((id) => PLAN_FEATURES[id].includes(feature)) ?? "pro";
}

/** Each tier's name, trial included: the settings screen, the operator portal and the plan messages. */
export const TIER_NAMES: Record<"trial" | PlanId, string> = {
  trial: "Trial",
  starter: "Starter",
  standard: "Standard",
  pro: "Pro",
};

/** The 402 a call to a module outside the agency's plan answers (the server and the upgrade prompt say the same). */
export function featureGateMessage(feature: FeatureKey): string {
  const plan = lowestPlanWith(feature);
  const plans = plan === "pro" ? "the Pro plan" : `the ${TIER_NAMES[plan]} and Pro plans`;
  return `${FEATURES[feature]} is included in ${plans}.${CHOOSE_TO_USE}`;
}

// The endings of the plan messages an admin reads, where a member reads who can act instead (only an admin
// chooses a plan).
const CHOOSE_TO_USE = " Choose a plan to use it.";
const CHOOSE_TO_CHANGE = ": choose a plan to keep making changes.";
export const ASK_ADMIN_FOR_PLAN = "Ask your agency's admin to choose a plan.";

/**
 * A plan message (an upgrade prompt, the read-only notice, a 402's text) as a member who is not an admin reads
 * it: "Choose a plan to use it." becomes "Ask your agency's admin to choose a plan.", once.
 */
export function planMessageForMember(message: string): string {
  if (message.endsWith(CHOOSE_TO_USE))
    return `${message.slice(0, -CHOOSE_TO_USE.length)} ${ASK_ADMIN_FOR_PLAN}`;
  if (message.endsWith(CHOOSE_TO_CHANGE))
    return `${message.slice(0, -CHOOSE_TO_CHANGE.length)}. ${ASK_ADMIN_FOR_PLAN}`;
  return `${message} ${ASK_ADMIN_FOR_PLAN}`;
}

/** Most members (current, not deleted) an agency on each plan may have; null = unlimited. A trial has no limit. */
export const PLAN_USER_LIMITS: Record<PlanId, number | null> = { starter: 25, standard: 200, pro: null };

export function userLimitOf(tier: string): number | null {
  return (PLAN_USER_LIMITS as Record<string, number | null>)[tier] ?? null;
}

export function userLimitMessage(tier: keyof typeof TIER_NAMES, limit: number): string {
  return `Your ${TIER_NAMES[tier]} plan includes up to ${limit} users. Choose a larger plan to invite more members.`;
}

/**
 * Why an agency can read but not write: its free trial ended without a plan, its subscription was cancelled,
 * or it went unpaid (a failed payment not made good, or paused) past the grace period. Nothing is deleted;
 * choosing a plan (or paying) lifts it at once. Null while the agency may write.
 */
export type ReadOnlyReason = "trial_ended" | "cancelled" | "unpaid";

/**
 * Days an unpaid subscription (Stripe's past_due or unpaid, or paused) keeps its plan, counted from when it
 * stopped being paid (the failed payment, the pause), so a card can be updated without the agency stopping.
 */
export const PAYMENT_GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const READ_ONLY_MESSAGES: Record<ReadOnlyReason, string> = {
  trial_ended: `Your 60-day free trial has ended, so your agency is read-only. Everything you entered is still here${CHOOSE_TO_CHANGE}`,
  cancelled: `Your subscription has ended, so your agency is read-only. Everything you entered is still here${CHOOSE_TO_CHANGE}`,
  unpaid: `Your subscription has not been paid for ${PAYMENT_GRACE_DAYS} days, so your agency is read-only. Everything you entered is still here${CHOOSE_TO_CHANGE}`,
};

type BillingState = {
  subscriptionTier: string;
  subscriptionStatus: string;
  trialEndsAt: Date | string | null;
  /** When the subscription stopped being paid (payment failed, or paused); null while it is paid. */
  unpaidSince?: Date | string | null;
  subscriptionExpiresAt?: Date | string | null;
};

/**
 * When an unpaid (past_due or paused) subscription's grace ends: PAYMENT_GRACE_DAYS after it stopped being
 * paid, or after its paid period ended when that moment is not known; null for any other status. With neither
 * date known there is no grace to give: it has ended.
 */
export function graceEndsAt(agency: BillingState): Date | null {
  if (agency.subscriptionStatus !== "past_due" && agency.subscriptionStatus !== "paused") return null;
  const since = agency.unpaidSince ?? agency.subscriptionExpiresAt ?? null;
  return since === null ? new Date(0) : new Date(new Date(since).getTime() + PAYMENT_GRACE_DAYS * DAY_MS);
}

export function readOnlyReason(agency: BillingState, now: Date = new Date()): ReadOnlyReason | null {
  if (agency.subscriptionStatus === "cancelled") return "cancelled";
  const grace = graceEndsAt(agency);
  if (grace && grace.getTime() <= now.getTime()) return "unpaid";
  if (agency.subscriptionTier === "trial" && agency.trialEndsAt !== null) {
    if (new Date(agency.trialEndsAt).getTime() <= now.getTime()) return "trial_ended";
  }
  return null;
}

/** The ten rows of the pricing page's feature comparison table, in the spec's order. */
export const COMPARISON_FEATURES = [
  "scheduling",
  "alerting",
  "training",
  "nfirs",
  "assets",
  "wellness",
  "api",
  "analytics",
  "whiteLabel",
  "prioritySupport",
] as const satisfies readonly FeatureKey[];

export type ComparisonRow = { feature: FeatureKey; label: string } & Record<PlanId, boolean>;

export const COMPARISON_ROWS: readonly ComparisonRow[] = COMPARISON_FEATURES.map((feature) => ({
  feature,
  label: FEATURES[feature],
  starter: PLAN_FEATURES.starter.includes(feature),
  standard: PLAN_FEATURES.standard.includes(feature),
  pro: PLAN_FEATURES.pro.includes(feature),
}));

export type Plan = {
  id: PlanId;
  name: string;
  subtitle: string;
  /** Shown as is, e.g. "$50"; `pricePrefix` carries "Starting at" for Pro. */
  price: string;
  pricePrefix?: string;
  /** Public monthly list price in cents (the lowest price for Pro). */
  monthlyPriceCents: number;
  /** Identifier of the recurring price at the payment provider. */
  priceId: string;
  description: string;
  features: readonly string[];
  highlighted: boolean;
  userLimit: string;
  support: string;
};

export const PLANS: readonly Plan[] = [
  {
    id: "starter",
    name: "Starter",
    subtitle: "Essential scheduling",
    price: "$50",
    monthlyPriceCents: 5_000,
    priceId: "price_starter_monthly",
    description: "Complete scheduling and crew alerting for smaller departments and volunteer companies.",
    features: [
      "Scheduling & shift management",
      "Built-in time clock with shift tracking",
      "Alerting pack: SMS & voice alerts",
      "Basic reports",
      "Full data exports",
    ],
    highlighted: false,
    userLimit: "Up to 25 users",
    support: "Email support",
  },
  {
    id: "standard",
    name: "Standard",
    subtitle: "The complete platform",
    price: "$100",
    monthlyPriceCents: 10_000,
    priceId: "price_standard_monthly",
    description: "Every module your department runs on, connected to the tools you already use.",
    features: [
      "Everything in Starter",
      "All modules: NFIRS, training, assets, finance & wellness",
      "Custom integrations & API access",
      "Mobile-friendly app & admin dashboard",
      "Role-based permissions",
    ],
    highlighted: true,
    userLimit: "50–200 users",
    support: "Chat + email support",
  },
  {
    id: "pro",
    name: "Pro",
    subtitle: "Unlimited everything",
    price: "$250",
    pricePrefix: "Starting at",
    monthlyPriceCents: 25_000,
    priceId: "price_pro_monthly",
    description: "For large and multi-agency organizations that need scale, branding and automation.",
    features: [
      "Everything in Standard",
      "Unlimited users & environments",
      "White-label deployment",
      "Advanced analytics",
      "Workflow automation",
      "Custom module development available",
      "Virtual onboarding workshop",
    ],
    highlighted: false,
    userLimit: "Unlimited users",
    support: "Priority phone support with SLA",
  },
];

export function findPlan(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** Body of POST /api/create-checkout-session. */
export const createCheckoutSchema = z.object({
  priceId: z.string().min(1),
  tier: z.enum(PLAN_IDS),
});
export type CreateCheckoutInput = z.infer<typeof createCheckoutSchema>;
export type CreateCheckoutResponse = { url: string };

export const CHECKOUT_MESSAGES = {
  failedTitle: "Error",
  failed: "Failed to start checkout. Please try again.",
} as const;

/**
 * Operator portal revenue estimate, whole dollars per month (spec 01 §9). Deliberately differs from the public
 * prices. The list total counts only agencies whose subscription status is active; trial and unknown tiers are 0.
 */
export const OPERATOR_MONTHLY_REVENUE = { pro: 299, standard: 149, starter: 49 } as const satisfies Record<
  PlanId,
  number
>;

export function operatorMonthlyRevenue(tier: string): number {
  return (OPERATOR_MONTHLY_REVENUE as Record<string, number>)[tier] ?? 0;
}

// -------------------------------------------------------------------------------------------------------
// Checkout, billing portal and the payment provider's webhook (spec 01 §7, spec 02 §2 Settings, §7, §8)
// -------------------------------------------------------------------------------------------------------

/** Answer of POST /api/create-checkout-session and POST /api/create-portal-session: where to send the browser. */
export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

/**
 * GET /api/billing/status: whether this server can take payments (Stripe configured), and the platform
 * operators' address (OPERATOR_CONTACT_EMAIL) for an agency that cannot buy online, or null.
 */
export const billingStatusSchema = z.object({ configured: z.boolean(), contactEmail: z.string().nullable() });
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** Answer of POST /api/stripe/webhook once an event is verified (applied, or ignored when it names no agency). */
export const webhookReceiptSchema = z.object({ received: z.literal(true) });

export const BILLING_MESSAGES = {
  /** 503 from the three billing routes when the server has no payment provider configured. */
  notConfigured: "Billing is not configured",
  /** 400 field message: the price is not the chosen plan's. */
  wrongPrice: "This price does not belong to the chosen plan.",
  /** 409 from the portal before the agency has ever started a checkout. */
  noCustomer: "Your agency has no billing account yet. Choose a plan first.",
  /** 502 when the payment provider could not be reached or refused the call. */
  providerFailed: "The payment provider could not be reached. Please try again.",
  /** 400 from the webhook: missing or wrong signature. */
  badSignature: "Invalid webhook signature",
  /** Non-admins see this instead of a checkout or billing button. */
  adminOnly: "Only an admin of your agency can change its plan.",
  /** An admin on the pricing page of a server without a payment provider, instead of a button that fails. */
  notConfiguredHere: "Billing is not configured on this server, so a plan cannot be bought online here.",
  /** The pricing page's way forward when a plan cannot be bought online here. */
  changePlanTitle: "Change your plan",
  contactOperator:
    "Plans are not sold online on this server: write to the platform operator, who changes your agency's plan (paid by invoice, or a longer trial).",
  askOperator:
    "Plans are not sold online on this server: ask the platform operator of this installation to change your agency's plan.",
  contactButton: "Email the platform operator",
  /** Marks the signed-in agency's own plan on the pricing page. */
  currentPlan: "Your current plan",
  portalFailedTitle: "Error",
  portalFailed: "Failed to open billing management. Please try again.",
} as const;

/** The features an agency on `tier` has, as the settings screen lists them (a trial has them all). */
export function tierFeatureLabels(tier: string): string[] {
  return (Object.keys(FEATURES) as FeatureKey[])
    .filter((feature) => tierHasFeature(tier, feature))
    .map((feature) => FEATURES[feature]);
}
