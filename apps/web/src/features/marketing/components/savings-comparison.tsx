import type { LucideIcon } from "lucide-react";
import { Clock, GraduationCap, Layers, TrendingDown, Wallet } from "lucide-react";
import { cn } from "@/lib/utils";
import { MarketingSection } from "./section-heading";

type SavingsRow = { category: string; icon: LucideIcon; legacy: string; product: string; savings: string };

// Figures are the spec's landing-page claims (spec 01 §9).
const SAVINGS_ROWS: SavingsRow[] = [
  {
    category: "Annual software cost",
    icon: Wallet,
    legacy: "$15,000–$35,000",
    product: "$8,400",
    savings: "Up to $26,600",
  },
  {
    category: "Systems to run",
    icon: Layers,
    legacy: "6 separate systems",
    product: "1 platform",
    savings: "5 fewer vendors",
  },
  {
    category: "Admin hours per week",
    icon: Clock,
    legacy: "20+ hours",
    product: "5 hours",
    savings: "75% reduction",
  },
  {
    category: "Time to train staff",
    icon: GraduationCap,
    legacy: "3–6 months",
    product: "2 weeks",
    savings: "90% faster",
  },
];

/** The three figures of a row: their labels on phones and as column headings, and how each is set on phones. */
const FIGURES = [
  { key: "legacy", short: "Legacy", heading: "Legacy systems", phone: "text-muted-foreground" },
  { key: "product", short: "Rollcall", heading: "Rollcall", phone: "font-semibold text-foreground" },
  { key: "savings", short: "Savings", heading: "Savings", phone: "font-semibold text-green-700" },
] as const;

export function SavingsComparison() {
  return (
    <MarketingSection
      id="savings-title"
      anchor="savings"
      eyebrow="Savings"
      title="What legacy systems really cost you"
      description="Departments typically pay for six separate tools. Here is how that compares with Rollcall at $700/month for everything."
    >
      <div className="mt-12 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
          {/* Phones: one card per category, so nothing scrolls sideways. */}
          <ul className="divide-y md:hidden">
            {SAVINGS_ROWS.map((row) => (
              <li key={row.category} className="p-4">
                <p className="flex items-center gap-2 font-semibold">
                  <row.icon className="size-4 text-primary" aria-hidden="true" />
                  {row.category}
                </p>
                <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
                  {FIGURES.map((figure) => (
                    <div key={figure.key}>
                      <dt className="text-xs text-muted-foreground">{figure.short}</dt>
                      <dd className={cn("mt-0.5", figure.phone)}>{row[figure.key]}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>

          <table className="hidden h-full w-full text-left text-sm md:table">
            <caption className="sr-only">Legacy systems compared with Rollcall</caption>
            <thead className="bg-muted/70 text-xs uppercase tracking-wider text-muted-foreground">
              <tr>
                {["Category", ...FIGURES.map((figure) => figure.heading)].map((heading) => (
                  <th key={heading} scope="col" className="px-6 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {SAVINGS_ROWS.map((row) => (
                <tr key={row.category}>
                  <th scope="row" className="px-6 py-4 font-semibold text-foreground">
                    <span className="flex items-center gap-3">
                      <span className="grid size-9 place-items-center rounded-lg bg-navy-50">
                        <row.icon className="size-4 text-primary" aria-hidden="true" />
                      </span>
                      {row.category}
                    </span>
                  </th>
                  <td className="px-6 py-4 text-muted-foreground">{row.legacy}</td>
                  <td className="px-6 py-4 font-semibold text-foreground">{row.product}</td>
                  <td className="px-6 py-4">
                    <span className="inline-flex rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-green-800">
                      {row.savings}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <aside
          aria-label="Savings summary"
          className="flex flex-col justify-between gap-6 rounded-xl bg-primary p-6 text-primary-foreground shadow-sm"
        >
          <div>
            <TrendingDown className="size-6 text-accent" aria-hidden="true" />
            <p className="mt-4 text-4xl font-bold tracking-tight">$26,600</p>
            <p className="mt-1 text-navy-100">
              Up to this much saved every year: $8,400 a year with Rollcall versus $15,000–$35,000 for legacy
              systems.
            </p>
          </div>
          <div className="border-t border-white/15 pt-4">
            <p className="text-2xl font-bold text-accent">312%</p>
            <p className="text-sm text-navy-100">Average first-year return reported by our departments</p>
          </div>
        </aside>
      </div>
    </MarketingSection>
  );
}
