import { PLANS, type Plan } from "@rollcall/shared/billing";
import { AddOns } from "./components/add-ons";
import { ComparisonTable } from "./components/comparison-table";
import { MarketingLayout } from "./components/marketing-layout";
import { OperatorContact } from "./components/operator-contact";
import { PlanCard } from "./components/plan-card";
import { PricingCta } from "./components/pricing-cta";
import { PricingFaq } from "./components/pricing-faq";
import { PricingHero } from "./components/pricing-hero";

const NAV = [
  { label: "Plans", href: "#plans" },
  { label: "Compare", href: "#compare" },
  { label: "FAQ", href: "#faq" },
];

/**
 * The pricing page itself: the app renders it through PricingPage, and the build prerenders it for visitors
 * (apps/web/src/prerender.tsx) with no `onChoose`, the plan buttons then leading to /auth without any script
 * of the app.
 */
export function PricingView({
  signedIn,
  onChoose,
  processingTier,
  disabled = false,
  blockedMessage,
  currentTier,
  operatorContact,
}: {
  signedIn: boolean;
  onChoose?: (plan: Plan) => void;
  processingTier?: string;
  disabled?: boolean;
  blockedMessage?: string;
  /** The signed-in agency's tier: its plan's card is marked "Your current plan". */
  currentTier?: string;
  /** A plan cannot be bought here: the way forward (the operators' address, or null when none is configured). */
  operatorContact?: { email: string | null };
}) {
  return (
    <MarketingLayout nav={NAV} signedIn={signedIn}>
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
              onChoose={onChoose}
              processing={processingTier === plan.id}
              disabled={disabled}
              blockedMessage={blockedMessage}
              current={currentTier === plan.id}
            />
          ))}
        </div>
        {operatorContact ? <OperatorContact email={operatorContact.email} /> : null}
      </section>
      <ComparisonTable />
      <AddOns />
      <PricingFaq />
      <PricingCta signedIn={signedIn} />
    </MarketingLayout>
  );
}
