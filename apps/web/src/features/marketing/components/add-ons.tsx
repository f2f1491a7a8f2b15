import { BadgePercent, Presentation, Puzzle } from "lucide-react";
import { MarketingSection } from "./section-heading";

const ADD_ONS = [
  {
    title: "Custom Module Development",
    figure: "Scoped by project",
    icon: Puzzle,
    description: "Need a workflow unique to your department? We build custom modules, quoted per project.",
  },
  {
    title: "Virtual Onboarding Workshop",
    figure: "$499 one-time",
    icon: Presentation,
    description: "A live, guided session that gets your admins and officers confident from day one.",
  },
  {
    title: "Annual Plans",
    figure: "Save 15%",
    icon: BadgePercent,
    description: "Pay yearly and save 15% on any plan. Contact us to switch to annual billing.",
  },
];

export function AddOns() {
  return (
    <MarketingSection
      id="addons-title"
      className="bg-card"
      eyebrow="Extras"
      title="Extras and Add-Ons"
      description="Tailor Rollcall to the way your department works."
    >
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {ADD_ONS.map((item) => (
          <li key={item.title} className="flex flex-col rounded-xl border bg-background p-6">
            <span className="grid size-11 place-items-center rounded-lg bg-navy-50 text-primary ring-1 ring-navy-100">
              <item.icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-5 font-semibold">{item.title}</h3>
            <p className="mt-1 text-2xl font-bold tracking-tight text-primary">{item.figure}</p>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{item.description}</p>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
