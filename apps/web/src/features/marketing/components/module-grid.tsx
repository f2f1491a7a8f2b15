import type { LucideIcon } from "lucide-react";
import { Calendar, ClipboardList, HeartPulse, ShieldCheck, Truck, Wallet } from "lucide-react";
import { MarketingSection } from "./section-heading";

type Module = { title: string; icon: LucideIcon; description: string; replaces: string };

// The six marketed modules (spec 01 §1).
const MODULES: Module[] = [
  {
    title: "Shift Scheduling",
    icon: Calendar,
    description:
      "Build rotations and recurring shifts, fill open slots, and track hours with a built-in time clock that feeds payroll.",
    replaces: "Paper rosters, spreadsheets and standalone scheduling apps",
  },
  {
    title: "NFIRS Incident Reporting",
    icon: ClipboardList,
    description:
      "File incident reports to the national fire incident standard in minutes, from the station or the apparatus.",
    replaces: "Legacy records management and state reporting tools",
  },
  {
    title: "Personnel & Certifications",
    icon: ShieldCheck,
    description:
      "Keep every member's licences and certifications current, with alerts well before anything expires.",
    replaces: "Certification binders and training spreadsheets",
  },
  {
    title: "Asset Management",
    icon: Truck,
    description: "Track apparatus, vehicles and equipment, their status, location and upcoming maintenance.",
    replaces: "Fleet logbooks and inventory spreadsheets",
  },
  {
    title: "Budget Management",
    icon: Wallet,
    description:
      "Plan budgets by fiscal year, record expenses against them, and see what remains at a glance.",
    replaces: "Accounting spreadsheets and manual board reports",
  },
  {
    title: "Wellness Programs",
    icon: HeartPulse,
    description:
      "Offer fitness programs and private wellness logs that support your crews' physical and mental health.",
    replaces: "Separate fitness and wellness apps",
  },
];

export function ModuleGrid() {
  return (
    <MarketingSection
      id="modules-title"
      anchor="modules"
      className="bg-card"
      eyebrow="One platform"
      title="Everything your department runs on"
      description="Six modules that share one roster, one login and one source of truth. Works offline, with full data export whenever you want it."
    >
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {MODULES.map((module) => (
          <li
            key={module.title}
            className="group flex flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="grid size-11 place-items-center rounded-lg bg-navy-50 text-primary ring-1 ring-navy-100 transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
              <module.icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-lg font-semibold">{module.title}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{module.description}</p>
            <p className="mt-5 border-t pt-4 text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">Replaces:</span> {module.replaces}
            </p>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
