import { CtaBanner, TrialActions } from "./cta-banner";

export function LandingCta() {
  return (
    <CtaBanner
      id="cta-title"
      className="py-20 sm:py-24"
      title="Join hundreds of departments running on Rollcall"
      text="Departments see an average 312% return in their first year. See what it does for yours, free for 60 days."
    >
      <TrialActions pricingLabel="View All Plans & Pricing" className="justify-center" />
    </CtaBanner>
  );
}
