import { COMPARISON_ROWS, PLANS } from "@rollcall/shared/billing";
import { Check, Minus } from "lucide-react";
import { cn } from "@/lib/utils";
import { MarketingSection } from "./section-heading";

function Mark({ included }: { included: boolean }) {
  return included ? (
    <span className="inline-grid size-7 place-items-center rounded-full bg-green-100 text-green-800">
      <Check className="size-4" strokeWidth={2.5} aria-hidden="true" />
      <span className="sr-only">Included</span>
    </span>
  ) : (
    <span className="inline-grid size-7 place-items-center text-muted-foreground">
      <Minus className="size-4" aria-hidden="true" />
      <span className="sr-only">Not included</span>
    </span>
  );
}

export function ComparisonTable() {
  return (
    <MarketingSection
      id="compare-title"
      anchor="compare"
      width="max-w-4xl"
      eyebrow="Compare plans"
      title="Feature comparison"
      description="Every plan includes scheduling and alerting. Standard adds every module; Pro adds analytics, white-label and priority support."
    >
      {/* Scrolls inside its own box if a very narrow screen cannot fit it; the page itself never scrolls sideways. */}
      <div className="mt-12 overflow-x-auto rounded-xl border bg-card shadow-sm">
        <table className="w-full min-w-[20rem] text-sm">
          <caption className="sr-only">Features included in each plan</caption>
          <thead>
            <tr className="border-b bg-muted/70">
              <th scope="col" className="px-3 py-4 text-left font-semibold sm:px-6">
                Feature
              </th>
              {PLANS.map((plan) => (
                <th
                  key={plan.id}
                  scope="col"
                  className={cn(
                    "w-16 px-1 py-4 text-center font-semibold sm:w-28 sm:px-4",
                    plan.highlighted && "bg-navy-100/60 text-primary",
                  )}
                >
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {COMPARISON_ROWS.map((row) => (
              <tr key={row.feature} className="hover:bg-muted/40">
                <th scope="row" className="px-3 py-3.5 text-left font-medium sm:px-6">
                  {row.label}
                </th>
                {PLANS.map((plan) => (
                  <td
                    key={plan.id}
                    className={cn("px-1 py-3.5 text-center sm:px-4", plan.highlighted && "bg-navy-50/70")}
                  >
                    <Mark included={row[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </MarketingSection>
  );
}
