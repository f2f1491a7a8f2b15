import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The closing call of a marketing page: a navy banner with a glow, a heading, a line and the page's actions. */
export function CtaBanner({
  id,
  title,
  text,
  className,
  children,
}: {
  id: string;
  title: string;
  text: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-2xl bg-navy-900 px-6 py-14 text-center text-white shadow-xl sm:px-12">
          <div
            aria-hidden="true"
            className="absolute -top-24 left-1/2 -z-10 size-[28rem] -translate-x-1/2 rounded-full bg-accent/20 blur-3xl"
          />
          <h2 id={id} className="text-balance text-2xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-pretty text-lg text-navy-100">{text}</p>
          {children}
        </div>
      </div>
    </section>
  );
}

/** The trial button, and beside it (from sm up) the way to the plans: on the navy hero and closing banner. */
export function TrialActions({ pricingLabel, className }: { pricingLabel: string; className?: string }) {
  return (
    <div className={cn("mt-8 flex flex-col gap-3 sm:flex-row", className)}>
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
        <Link to="/pricing">{pricingLabel}</Link>
      </Button>
    </div>
  );
}

/** The trial's terms under a trial button. */
export function TrialTerms() {
  return (
    <p className="mt-4 text-sm text-navy-100">
      No credit card required • Full feature access • Cancel anytime
    </p>
  );
}
