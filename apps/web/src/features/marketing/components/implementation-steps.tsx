import { Database, GraduationCap, LifeBuoy } from "lucide-react";
import { MarketingSection } from "./section-heading";

// Implementation in about two weeks (spec 01 §1).
const STEPS = [
  {
    when: "Week 1",
    title: "Data migration",
    icon: Database,
    description:
      "We move your roster, certifications, apparatus and records from your current systems while your team keeps working as usual.",
  },
  {
    when: "Week 2",
    title: "Training & go-live",
    icon: GraduationCap,
    description:
      "Hands-on sessions for admins, officers and crews, then you switch over with our team beside you.",
  },
  {
    when: "Ongoing",
    title: "Dedicated success",
    icon: LifeBuoy,
    description: "A dedicated success manager and 24/7 support keep your department running smoothly.",
  },
];

export function ImplementationSteps() {
  return (
    <MarketingSection
      id="implementation-title"
      className="bg-card"
      eyebrow="No-risk implementation"
      title="Live in about two weeks"
      description="No long rollout, no consultants. Try everything free for 60 days: no credit card required, cancel anytime."
    >
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-xl border bg-background p-6 text-center">
            <span className="mx-auto grid size-11 place-items-center rounded-full bg-primary text-primary-foreground ring-4 ring-navy-50">
              <step.icon className="size-5" aria-hidden="true" />
            </span>
            <p className="mt-4 text-sm font-semibold text-sky-700">
              <span className="sr-only">Step {index + 1}: </span>
              {step.when}
            </p>
            <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}
