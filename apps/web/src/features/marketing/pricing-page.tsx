import { BILLING_MESSAGES, PLANS, type Plan } from "@rollcall/shared/billing";
import { isAdmin } from "@rollcall/shared/roles";
import { useNavigate } from "react-router";
import { useUser } from "@/lib/session";
import { useCreateCheckoutSession } from "./api/create-checkout-session";
import { AddOns } from "./components/add-ons";
import { ComparisonTable } from "./components/comparison-table";
import { MarketingLayout } from "./components/marketing-layout";
import { PlanCard } from "./components/plan-card";
import { PricingCta } from "./components/pricing-cta";
import { PricingFaq } from "./components/pricing-faq";
import { PricingHero } from "./components/pricing-hero";

const NAV = [
  { label: "Plans", href: "#plans" },
  { label: "Compare", href: "#compare" },
  { label: "FAQ", href: "#faq" },
];

/** Public pricing page; signed-in members can start a checkout from it (spec 01 §2 "Pricing page"). */
export function PricingPage() {
  const { user, isAuthenticated } = useUser();
  // Only an agency's admins choose its plan (the server answers 403 to anyone else): say so, no dead button.
  const blocked = isAuthenticated && !isAdmin(user) ? BILLING_MESSAGES.adminOnly : undefined;
  const navigate = useNavigate();
  const checkout = useCreateCheckoutSession();
  const processingTier = checkout.isPending ? checkout.variables?.tier : undefined;

  function choosePlan(plan: Plan) {
    // Checkout needs an agency to bill, so visitors sign up first.
    if (!isAuthenticated) {
      navigate("/auth");
      return;
    }
    checkout.mutate({ priceId: plan.priceId, tier: plan.id });
  }

  return (
    <MarketingLayout nav={NAV} signedIn={isAuthenticated}>
      <PricingHero />
      <section id="plans" aria-labelledby="plans-title" className="relative z-10 -mt-20 scroll-mt-20">
        <h2 id="plans-title" className="sr-only">
          Plans
        </h2>
        <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-3 lg:items-stretch lg:gap-6 lg:px-8">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              onChoose={choosePlan}
              processing={processingTier === plan.id}
              disabled={checkout.isPending}
              blockedMessage={blocked}
            />
          ))}
        </div>
      </section>
      <ComparisonTable />
      <AddOns />
      <PricingFaq />
      <PricingCta signedIn={isAuthenticated} />
    </MarketingLayout>
  );
}
