import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ImplementationSteps } from "./components/implementation-steps";
import { LandingCta } from "./components/landing-cta";
import { LandingHero } from "./components/landing-hero";
import { MarketingFooter } from "./components/marketing-footer";
import { MarketingHeader } from "./components/marketing-header";
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
    <div className="flex min-h-screen flex-col">
      <MarketingHeader
        nav={NAV}
        action={
          <Button asChild>
            <Link to="/auth">Sign In</Link>
          </Button>
        }
      />
      <main className="flex-1">
        <LandingHero />
        <SavingsComparison />
        <ModuleGrid />
        <PainPoints />
        <ImplementationSteps />
        <LandingCta />
      </main>
      <MarketingFooter />
    </div>
  );
}
