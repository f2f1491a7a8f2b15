import type { LucideIcon } from "lucide-react";
import { Apple, Brain, Handshake, LifeBuoy, ShieldCheck, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

type Resource = { title: string; icon: LucideIcon; body: ReactNode };

const linkClass = "font-semibold text-primary underline underline-offset-2";

const PHYSICAL: Resource[] = [
  {
    title: "Fitness Standards",
    icon: Trophy,
    body: "Keep up your annual medical evaluation (NFPA 1582) and a yearly fitness assessment. Aim for 150 minutes of cardio and two strength sessions a week, built around the job's climbs, carries and drags.",
  },
  {
    title: "Injury Prevention",
    icon: ShieldCheck,
    body: "Most fireground injuries are strains and sprains. Warm up before drills, lift with a neutral spine and your legs, and report pain early instead of working through it.",
  },
  {
    title: "Nutrition Guidelines",
    icon: Apple,
    body: "Fuel long shifts with lean protein, whole grains, fruit and vegetables, and go easy on energy drinks. Hydrate before, during and after calls, especially in heat and full PPE.",
  },
];

const MENTAL: Resource[] = [
  {
    title: "Stress Management",
    icon: Brain,
    body: "Sleep, exercise and talking it through help after hard calls. Box breathing (in for 4, hold 4, out for 4, hold 4) steadies you before and after high-stress work.",
  },
  {
    title: "Crisis Support",
    icon: LifeBuoy,
    body: (
      <>
        In crisis, or worried about a crew member? The 988 Suicide &amp; Crisis Lifeline answers day and
        night: call{" "}
        <a className={linkClass} href="tel:988">
          988
        </a>{" "}
        or{" "}
        <a className={linkClass} href="sms:988">
          text 988
        </a>
        . Safe Call Now is a confidential line for first responders and their families:{" "}
        <a className={linkClass} href="tel:+12064593020">
          1-206-459-3020
        </a>
        .
      </>
    ),
  },
  {
    title: "Peer Support Program",
    icon: Handshake,
    body: "Trained peers who have run the same calls listen without judgment and can connect you with further help. Ask your officer how to reach your agency's peer support team.",
  },
];

function ResourceGroup({ title, resources }: { title: string; resources: Resource[] }) {
  return (
    <section aria-label={title} className="grid gap-3">
      <h2 className="text-base font-semibold text-foreground">{title}</h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {resources.map((r) => (
          <li key={r.title}>
            <Card className="h-full p-5">
              <article aria-label={r.title} className="grid gap-2">
                <div className="flex items-center gap-2.5">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-navy-100 text-primary">
                    <r.icon className="size-4" aria-hidden="true" />
                  </span>
                  <h3 className="text-base font-semibold leading-snug">{r.title}</h3>
                </div>
                <p className="text-sm text-muted-foreground">{r.body}</p>
              </article>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Wellness Resources tab (spec 02 §2): static guidance, physical then mental wellness. */
export function ResourcesTab() {
  return (
    <div className="grid gap-6">
      <ResourceGroup title="Physical Wellness" resources={PHYSICAL} />
      <ResourceGroup title="Mental Wellness" resources={MENTAL} />
    </div>
  );
}
