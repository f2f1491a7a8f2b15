import { Calendar, ClipboardList, Flame, ShieldCheck, Truck } from "lucide-react";
import { TrialActions, TrialTerms } from "./cta-banner";

const STATS = [
  { value: "200+", label: "departments on Rollcall" },
  { value: "312%", label: "average first-year return" },
  { value: "2 weeks", label: "from kickoff to go-live" },
  { value: "24/7", label: "support with a success manager" },
];

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-navy-900 text-white">
      {/* Soft brand glows; purely decorative. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 right-[-10rem] size-[36rem] rounded-full bg-accent/20 blur-3xl" />
        <div className="absolute bottom-[-12rem] left-[-8rem] size-[30rem] rounded-full bg-primary/60 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px]" />
      </div>

      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-navy-100">
            <Flame className="size-4 text-accent" aria-hidden="true" />
            Trusted by more than 200 departments
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-balance text-4xl font-bold leading-[1.1] tracking-tight sm:text-5xl xl:text-[3.5rem]"
          >
            Replace six systems with <span className="text-accent">one platform</span> built for public
            safety.
          </h1>
          <p className="mt-6 max-w-xl text-pretty text-lg text-navy-100">
            Scheduling, NFIRS reporting, certifications, apparatus, budgets and wellness in one place. From
            $50/month for complete scheduling to $250/month for unlimited everything.
          </p>
          <TrialActions pricingLabel="View Pricing & Plans" />
          <TrialTerms />
        </div>

        <ProductPreview />
      </div>

      <div className="border-t border-white/10 bg-white/[0.03]">
        <dl className="mx-auto grid w-full max-w-6xl grid-cols-2 gap-x-6 gap-y-6 px-4 py-8 sm:px-6 lg:grid-cols-4 lg:px-8">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="order-2 text-sm text-navy-100">{stat.label}</dt>
              <dd className="order-1 text-2xl font-bold tracking-tight text-white sm:text-3xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const PREVIEW_STATS = [
  { label: "On duty", value: "14", icon: Calendar },
  { label: "Units available", value: "6", icon: Truck },
  { label: "Certs expiring", value: "3", icon: ShieldCheck },
  { label: "Reports filed", value: "28", icon: ClipboardList },
];

const PREVIEW_SHIFTS = [
  {
    crew: "A Shift · Engine 1",
    time: "07:00 – 19:00",
    status: "On duty",
    tone: "bg-green-100 text-green-800",
  },
  { crew: "B Shift · Medic 4", time: "19:00 – 07:00", status: "Scheduled", tone: "bg-sky-100 text-sky-900" },
  {
    crew: "Ladder 2 · Open shift",
    time: "07:00 – 19:00",
    status: "Needs crew",
    tone: "bg-yellow-100 text-yellow-900",
  },
];

/** An illustration of the app's dashboard; hidden from assistive technology because its figures are examples. */
function ProductPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg lg:max-w-none">
      <div className="absolute -inset-4 rounded-3xl bg-accent/10 blur-2xl" />
      <div className="relative overflow-hidden rounded-2xl border border-white/10 bg-card text-foreground shadow-2xl shadow-black/40">
        <div className="flex items-center justify-between border-b bg-muted/60 px-4 py-3">
          <div className="flex items-center gap-2">
            <img src="/logo.svg" alt="" className="size-6" />
            <span className="text-sm font-semibold">Station 1 · Today</span>
          </div>
          <div className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-navy-100" />
            <span className="size-2.5 rounded-full bg-navy-100" />
            <span className="size-2.5 rounded-full bg-navy-100" />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-4">
          {PREVIEW_STATS.map(({ label, value, icon: Icon }) => (
            <div key={label} className="rounded-lg border bg-card p-3">
              <Icon className="size-4 text-primary" />
              <p className="mt-2 text-xl font-bold">{value}</p>
              <p className="text-xs text-muted-foreground">{label}</p>
            </div>
          ))}
        </div>
        <div className="px-4 pb-4">
          <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            Today's shifts
          </p>
          <ul className="divide-y rounded-lg border">
            {PREVIEW_SHIFTS.map((shift) => (
              <li key={shift.crew} className="flex items-center justify-between gap-3 px-3 py-2.5">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{shift.crew}</p>
                  <p className="text-xs text-muted-foreground">{shift.time}</p>
                </div>
                <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${shift.tone}`}>
                  {shift.status}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
