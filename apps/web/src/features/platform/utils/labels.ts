import type { AgencyStatus, SubscriptionTier } from "@rollcall/shared/agencies";

export const TIER_LABELS: Record<SubscriptionTier, string> = {
  trial: "Trial",
  starter: "Starter",
  standard: "Standard",
  pro: "Pro",
};

export const STATUS_LABELS: Record<AgencyStatus, string> = { active: "Active", suspended: "Suspended" };

/** Whole dollars a month. */
export const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;
