import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

export function LandingCta() {
  return (
    <section aria-labelledby="cta-title" className="py-20 sm:py-24">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-2xl bg-navy-900 px-6 py-14 text-center text-white shadow-xl sm:px-12">
          <div
            aria-hidden="true"
            className="absolute -top-24 left-1/2 -z-10 size-[28rem] -translate-x-1/2 rounded-full bg-accent/20 blur-3xl"
          />
          <h2 id="cta-title" className="text-balance text-2xl font-bold tracking-tight sm:text-4xl">
            Join hundreds of departments running on Rollcall
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-pretty text-lg text-navy-100">
            Departments see an average 312% return in their first year. See what it does for yours, free for
            60 days.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link to="/auth">
                Start 60-Day Free Trial
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white/25 bg-white/5 text-white hover:bg-white/10"
            >
              <Link to="/pricing">View All Plans &amp; Pricing</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
