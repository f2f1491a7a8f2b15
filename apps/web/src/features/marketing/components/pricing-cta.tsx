import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { CtaBanner, TrialTerms } from "./cta-banner";

/** Closing call: members go to their dashboard (/), visitors to sign-up (/auth). */
export function PricingCta({ signedIn }: { signedIn: boolean }) {
  return (
    <CtaBanner
      id="pricing-cta-title"
      className="pb-20 sm:pb-24"
      title="Ready to see Rollcall in your department?"
      text="Set up your agency in minutes and bring your crew on board today."
    >
      <Button asChild variant="accent" size="lg" className="mt-8">
        <Link to={signedIn ? "/" : "/auth"}>
          Start Your 60-Day Free Trial
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <TrialTerms />
    </CtaBanner>
  );
}
