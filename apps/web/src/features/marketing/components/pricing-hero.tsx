import { Award, BadgeDollarSign, CalendarCheck } from "lucide-react";

const HIGHLIGHTS = [
  {
    title: "Lowest Flat-Rate",
    icon: BadgeDollarSign,
    description: "From $50/month for complete scheduling to $250/month for unlimited everything.",
  },
  {
    title: "Best-in-Class Features",
    icon: Award,
    description: "Scheduling, NFIRS, certifications, assets, finance and wellness, built for public safety.",
  },
  {
    title: "60-Day Trial",
    icon: CalendarCheck,
    description: "Full access to every feature for 60 days. No credit card required.",
  },
];

export function PricingHero() {
  return (
    <section
      aria-labelledby="pricing-title"
      className="relative isolate overflow-hidden bg-navy-900 text-white"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-48 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-accent/15 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px]" />
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 pt-14 pb-32 text-center sm:px-6 sm:pt-20 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">Pricing</p>
        <h1 id="pricing-title" className="mt-3 text-balance text-4xl font-bold tracking-tight sm:text-5xl">
          Transparent Pricing. Maximum Value.
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-pretty text-lg text-navy-100">
          One flat monthly rate for your department, with no per-seat surprises. Every plan starts with a
          60-day free trial.
        </p>
        <ul className="mx-auto mt-10 grid max-w-4xl gap-4 text-left sm:grid-cols-3">
          {HIGHLIGHTS.map((item) => (
            <li
              key={item.title}
              className="rounded-xl border border-white/10 bg-white/5 p-5 backdrop-blur-sm"
            >
              <item.icon className="size-6 text-accent" aria-hidden="true" />
              <p className="mt-3 font-semibold text-white">{item.title}</p>
              <p className="mt-1 text-sm text-navy-100">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
