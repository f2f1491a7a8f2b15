import { BILLING_MESSAGES } from "@rollcall/shared/billing";
import { Mail } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";

/**
 * The way forward for a signed-in admin whose server sells no plans online (no Stripe): write to the platform
 * operators (OPERATOR_CONTACT_EMAIL), who change the agency's plan in Universe Admin; without an address, ask them.
 */
export function OperatorContact({ email }: { email: string | null }) {
  return (
    <section
      aria-labelledby="operator-contact-title"
      className="mx-auto mt-10 w-full max-w-3xl px-4 sm:px-6 lg:px-8"
    >
      <div className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:p-8">
        <div className="min-w-0 flex-1">
          <Heading level={3} id="operator-contact-title" className="text-lg font-bold">
            {BILLING_MESSAGES.changePlanTitle}
          </Heading>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
            {email ? BILLING_MESSAGES.contactOperator : BILLING_MESSAGES.askOperator}
          </p>
          {email ? <p className="mt-2 break-all text-sm font-medium">{email}</p> : null}
        </div>
        {email ? (
          <a
            href={`mailto:${email}?subject=${encodeURIComponent("Plan change")}`}
            className={buttonVariants({ size: "lg", className: "shrink-0" })}
          >
            <Mail aria-hidden="true" />
            {BILLING_MESSAGES.contactButton}
          </a>
        ) : null}
      </div>
    </section>
  );
}
