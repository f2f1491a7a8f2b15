import { ImplementationSteps } from "./components/implementation-steps";
import { LandingCta } from "./components/landing-cta";
import { LandingHero } from "./components/landing-hero";
import { MarketingLayout } from "./components/marketing-layout";
import { ModuleGrid } from "./components/module-grid";
import { PainPoints } from "./components/pain-points";
import { SavingsComparison } from "./components/savings-comparison";

const NAV = [
  { label: "Modules", href: "#modules" },
  { label: "Savings", href: "#savings" },
  { label: "Pricing", href: "/pricing" },
];

/** Public home page for signed-out visitors (spec 01 §2 "Landing page"). */
export function LandingPage() {
  return (
    <MarketingLayout nav={NAV}>
      <LandingHero />
      <SavingsComparison />
      <ModuleGrid />
      <PainPoints />
      <ImplementationSteps />
      <LandingCta />
    </MarketingLayout>
  );
}
