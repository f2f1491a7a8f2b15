import type { Agency, SubscriptionStatus } from "@rollcall/shared/agencies";
import { BILLING_MESSAGES, graceEndsAt, TIER_NAMES, tierFeatureLabels } from "@rollcall/shared/billing";
import { isAdmin } from "@rollcall/shared/roles";
import { Check, ExternalLink } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { useAgency } from "@/features/agencies";
import { formatMomentDate } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { useOpenBillingPortal } from "../api/create-portal-session";
import { useBillingStatus } from "../api/get-billing-status";

const STATUS: Record<
  SubscriptionStatus,
  { label: string; variant: "info" | "success" | "warning" | "danger" | "secondary" }
> = {
  trial: { label: "Trial", variant: "info" },
  active: { label: "Active", variant: "success" },
  past_due: { label: "Past due", variant: "warning" },
  cancelled: { label: "Cancelled", variant: "danger" },
  paused: { label: "Paused", variant: "secondary" },
};

/**
 * "Trial ends Mar 4, 2026" on a trial; "Read-only from ..." (or "since") for an unpaid subscription, when its
 * grace period ends; the subscription's next billing date otherwise.
 */
function nextBilling(agency: Agency) {
  const grace = graceEndsAt(agency);
  // No date to count the grace from: it is over.
  if (grace?.getTime() === 0) return "Read-only";
  if (grace) {
    const date = formatMomentDate(grace.toISOString(), agency.timeZone);
    return grace.getTime() <= Date.now() ? `Read-only since ${date}` : `Read-only from ${date}`;
  }
  if (agency.subscriptionTier === "trial")
    return agency.trialEndsAt ? `Trial ends ${formatMomentDate(agency.trialEndsAt, agency.timeZone)}` : "—";
  if (agency.subscriptionStatus === "cancelled")
    return agency.subscriptionExpiresAt
      ? `Ended ${formatMomentDate(agency.subscriptionExpiresAt, agency.timeZone)}`
      : "—";
  return agency.subscriptionExpiresAt ? formatMomentDate(agency.subscriptionExpiresAt, agency.timeZone) : "—";
}

/**
 * Billing & Subscription (spec 02 §2 Settings, admins only): plan, status, next billing date, the plan's
 * features, and Upgrade Plan (trial: to /pricing) or Manage Billing (Stripe's billing portal in a new tab).
 */
export function BillingCard() {
  const { user } = useUser();
  const agency = useAgency(user?.agencyId);
  const status = useBillingStatus();
  const portal = useOpenBillingPortal();
  // Back from Stripe Checkout: the plan changes when Stripe confirms it (the webhook), usually within seconds.
  const [search] = useSearchParams();
  const returned = search.get("billing") === "success";
  if (!isAdmin(user)) return null;

  return (
    <SectionCard title="Billing & Subscription" description="Your agency's plan and what it includes." padded>
      <QueryState
        query={agency}
        loadingLabel="Loading billing..."
        errorTitle="Billing details could not be loaded"
        framed={false}
      >
        {() => {
          const data = agency.data as Agency;
          const trial = data.subscriptionTier === "trial";
          const badge = STATUS[data.subscriptionStatus];
          return (
            <div className="space-y-5">
              {returned ? (
                <p
                  role="status"
                  className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
                >
                  Thank you. Your plan changes here as soon as Stripe confirms the payment; reload in a moment
                  if it has not yet.
                </p>
              ) : null}
              <dl className="grid gap-4 sm:grid-cols-3">
                <div>
                  <dt className="text-sm text-muted-foreground">Plan</dt>
                  <dd className="mt-1 font-semibold">{TIER_NAMES[data.subscriptionTier]}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted-foreground">Status</dt>
                  <dd className="mt-1">
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-muted-foreground">Next billing date</dt>
                  <dd className="mt-1 font-medium">{nextBilling(data)}</dd>
                </div>
              </dl>
              <div>
                <h3 className="text-sm font-medium">
                  {trial ? "Your trial includes every feature" : "Included in your plan"}
                </h3>
                <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
                  {tierFeatureLabels(data.subscriptionTier).map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </div>
              {trial ? (
                <Button asChild>
                  <Link to="/pricing">Upgrade Plan</Link>
                </Button>
              ) : status.data?.configured === false ? (
                <p role="status" className="rounded-md border bg-muted/60 px-4 py-3 text-sm">
                  <span className="font-semibold">{BILLING_MESSAGES.notConfigured}</span> on this server, so
                  billing cannot be managed online here.
                </p>
              ) : (
                <Button onClick={portal.open} disabled={portal.isPending || status.isPending}>
                  <ExternalLink className="size-4" aria-hidden="true" />
                  {portal.isPending ? "Opening..." : "Manage Billing"}
                </Button>
              )}
            </div>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
