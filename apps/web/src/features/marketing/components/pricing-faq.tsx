import { CONTACT_EMAIL } from "@rollcall/shared/billing";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { MarketingSection } from "./section-heading";

const FAQS: { question: string; answer: ReactNode }[] = [
  {
    question: "Is the 60-day free trial really full-featured?",
    answer:
      "Yes. Your trial includes full access to every feature for 60 days, with no credit card required. Cancel anytime.",
  },
  {
    question: "Can I change plans later?",
    answer:
      "Yes, you can change plans at any time. Upgrades take effect immediately; downgrades take effect at your next billing cycle.",
  },
  {
    question: "Do you offer annual billing?",
    answer: (
      <>
        Yes. Annual billing saves 15%. Contact us at{" "}
        <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-primary underline underline-offset-4">
          {CONTACT_EMAIL}
        </a>{" "}
        to set it up.
      </>
    ),
  },
  {
    question: "What kind of support is included?",
    answer:
      "Starter includes email support. Standard adds chat support. Pro includes priority phone support with an SLA.",
  },
  {
    question: "Can you build custom modules for our department?",
    answer:
      "Yes. Custom module development is available on all plans and scoped by project. Pro customers get priority access and preferred pricing.",
  },
];

export function PricingFaq() {
  return (
    <MarketingSection
      id="faq-title"
      anchor="faq"
      width="max-w-3xl"
      eyebrow="FAQ"
      title="Frequently asked questions"
    >
      {/*
        Native disclosures: they open and close without any script, so the prerendered page (which loads no
        application code) behaves as the app's; sharing a name keeps one answer open at a time.
      */}
      <div className="mt-12 divide-y rounded-xl border bg-card shadow-sm">
        {FAQS.map((faq) => (
          <details key={faq.question} name="faq" className="group">
            <summary className="flex min-h-14 w-full cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold hover:bg-muted/40 sm:px-6 [&::-webkit-details-marker]:hidden">
              <h3>{faq.question}</h3>
              <ChevronDown
                className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="px-5 pb-5 text-sm leading-relaxed text-muted-foreground sm:px-6">
              {faq.answer}
            </div>
          </details>
        ))}
      </div>
    </MarketingSection>
  );
}
