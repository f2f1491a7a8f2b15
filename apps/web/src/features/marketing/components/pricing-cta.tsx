import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** Closing call: members go to their dashboard (/), visitors to sign-up (/auth). */
export function PricingCta({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="pricing-cta-title" className="pb-20 sm:pb-24">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-2xl bg-navy-900 px-6 py-14 text-center text-white shadow-xl sm:px-12">
          <div
            aria-hidden="true"
            className="absolute -top-24 left-1/2 -z-10 size-[28rem] -translate-x-1/2 rounded-full bg-accent/20 blur-3xl"
          />
          <h2 id="pricing-cta-title" className="text-balance text-2xl font-bold tracking-tight sm:text-4xl">
            Ready to see Rollcall in your department?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-pretty text-lg text-navy-100">
            Set up your agency in minutes and bring your crew on board today.
          </p>
          <Button asChild variant="accent" size="lg" className="mt-8">
            <Link to={signedIn ? "/" : "/auth"}>
              Start Your 60-Day Free Trial
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <p className="mt-4 text-sm text-navy-100">
            No credit card required • Full feature access • Cancel anytime
          </p>
        </div>
      </div>
    </section>
  );
}
