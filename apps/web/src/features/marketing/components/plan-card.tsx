import { BILLING_MESSAGES, type Plan } from "@rollcall/shared/billing";
import { Check, CircleCheck, Headphones, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type PlanCardProps = {
  plan: Plan;
  /**
   * Starts this plan's checkout. Without it (the prerendered page, which loads no application code) the button
   * submits a form to /auth, where a visitor signs up first.
   */
  onChoose?: (plan: Plan) => void;
  /** This card's checkout is being created. */
  processing: boolean;
  /** Any checkout is being created: no second one may start. */
  disabled: boolean;
  /** Shown instead of the button when the visitor may not start a checkout (a signed-in member who is not an admin). */
  blockedMessage?: string;
  /** The signed-in agency is on this plan: marked, and no button to start it again. */
  current?: boolean;
};

export function PlanCard({ plan, onChoose, processing, disabled, blockedMessage, current }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  const currentId = `plan-${plan.id}-current`;
  return (
    <article
      aria-labelledby={titleId}
      aria-describedby={current ? currentId : undefined}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8",
        plan.highlighted && "border-2 border-primary shadow-xl ring-4 ring-accent/15 lg:-my-4 lg:py-12",
        current && "border-2 border-green-700",
      )}
    >
      {plan.highlighted && (
        <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent px-3 py-1 text-xs font-bold uppercase tracking-wide text-accent-foreground shadow-sm">
          Most Popular
        </span>
      )}
      <h3 id={titleId} className="text-xl font-bold">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm font-medium text-sky-700">{plan.subtitle}</p>

      <p className="mt-6 flex flex-wrap items-baseline gap-x-1.5">
        {plan.pricePrefix && <span className="w-full text-sm text-muted-foreground">{plan.pricePrefix}</span>}
        <span className="text-5xl font-bold tracking-tight">{plan.price}</span>
        <span className="text-muted-foreground">/month</span>
      </p>
      <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{plan.description}</p>

      <dl className="mt-6 space-y-2 rounded-lg bg-muted/60 p-4 text-sm">
        <div className="flex items-center gap-2">
          <dt>
            <Users className="size-4 text-primary" aria-hidden="true" />
            <span className="sr-only">User limit</span>
          </dt>
          <dd className="font-medium">{plan.userLimit}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Headphones className="size-4 text-primary" aria-hidden="true" />
            <span className="sr-only">Support</span>
          </dt>
          <dd className="font-medium">{plan.support}</dd>
        </div>
      </dl>

      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>

      {current ? (
        <p
          id={currentId}
          className="mt-8 flex items-center justify-center gap-2 rounded-md border border-green-700 bg-green-50 px-4 py-3 text-sm font-semibold text-green-800"
        >
          <CircleCheck className="size-4" aria-hidden="true" />
          {BILLING_MESSAGES.currentPlan}
        </p>
      ) : blockedMessage ? (
        <p className="mt-8 rounded-md border bg-muted/60 px-4 py-3 text-center text-sm text-muted-foreground">
          {blockedMessage}
        </p>
      ) : (
        <TrialButton
          plan={plan}
          titleId={titleId}
          onChoose={onChoose}
          processing={processing}
          disabled={disabled}
        />
      )}
    </article>
  );
}

function TrialButton({
  plan,
  titleId,
  onChoose,
  processing,
  disabled,
}: Pick<PlanCardProps, "plan" | "onChoose" | "processing" | "disabled"> & { titleId: string }) {
  const button = (
    <Button
      type={onChoose ? "button" : "submit"}
      size="lg"
      variant={plan.highlighted ? "default" : "outline"}
      className="mt-8 w-full"
      disabled={disabled}
      aria-describedby={titleId}
      onClick={onChoose && (() => onChoose(plan))}
    >
      {processing ? "Processing..." : "Start 60-Day Free Trial"}
    </Button>
  );
  if (onChoose) return button;
  // data-navigate: the prerendered page's small script goes to the action itself (no trailing "?").
  return (
    <form action="/auth" method="get" data-navigate="">
      {button}
    </form>
  );
}
