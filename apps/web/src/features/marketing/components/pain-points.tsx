import { CircleCheck, CircleX } from "lucide-react";
import { MarketingSection } from "./section-heading";

// Each problem sits next to the answer at the same index.
const PAIRS = [
  {
    problem: "Six separate systems, six logins and six invoices",
    solution: "One platform, one login, one invoice",
  },
  {
    problem: "$15,000–$35,000 a year in software licences",
    solution: "$700/month for everything",
  },
  {
    problem: "20+ hours a week lost to paperwork and double entry",
    solution: "About 3 hours a week of admin work",
  },
  {
    problem: "Records locked inside each vendor's system",
    solution: "Full data export whenever you want it",
  },
  {
    problem: "Tools that stop working when the network does",
    solution: "Works offline and syncs when the connection returns",
  },
  {
    problem: "Support tickets that wait days for an answer",
    solution: "24/7 support with a dedicated success manager",
  },
];

export function PainPoints() {
  return (
    <MarketingSection
      id="pain-title"
      eyebrow="Why departments switch"
      title="The old way is costing you more than money"
      description="Patchwork software eats budget and officer time. Rollcall replaces it with one system your whole department actually uses."
    >
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <h3 className="text-lg font-semibold text-foreground">The old way</h3>
          <ul className="mt-6 space-y-4">
            {PAIRS.map((pair) => (
              <li key={pair.problem} className="flex gap-3 text-muted-foreground">
                <CircleX className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
                <span>{pair.problem}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl bg-primary p-6 text-primary-foreground shadow-lg sm:p-8">
          <h3 className="text-lg font-semibold">The Rollcall way</h3>
          <ul className="mt-6 space-y-4">
            {PAIRS.map((pair) => (
              <li key={pair.solution} className="flex gap-3">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
                <span>{pair.solution}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </MarketingSection>
  );
}
