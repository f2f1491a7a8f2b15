import { planMessageForMember, READ_ONLY_MESSAGES } from "@rollcall/shared/billing";
import { isAdmin } from "@rollcall/shared/roles";
import { AlertTriangle, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { formatMomentDate } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { usePlan } from "./use-plan";

/** What an unpaid subscription's admin reads during the grace period, with the day it ends. */
const UNPAID_MESSAGES = {
  past_due: (date: string) =>
    `Your last payment did not go through. Update your payment method by ${date} to keep your plan.`,
  paused: (date: string) => `Your subscription is paused. Resume it by ${date} to keep your plan.`,
};

/**
 * The agency-wide notice above every page: read-only after the trial or subscription ended (the server answers
 * writes with 402), or an unpaid subscription in its grace period. Admins get the way out; members learn who can fix it.
 */
export function PlanBanner() {
  const { user } = useUser();
  const plan = usePlan();
  const admin = !!user && isAdmin(user);
  if (plan.readOnly) {
    return (
      <Notice icon={<Lock className="size-5 shrink-0" aria-hidden="true" />}>
        <p className="min-w-0 flex-1">
          {admin
            ? READ_ONLY_MESSAGES[plan.readOnly]
            : planMessageForMember(READ_ONLY_MESSAGES[plan.readOnly])}
        </p>
        {admin && plan.readOnly === "unpaid" ? (
          <Button asChild size="sm" className="shrink-0">
            <Link to="/settings">Billing settings</Link>
          </Button>
        ) : admin ? (
          <Button asChild size="sm" className="shrink-0">
            <Link to="/pricing">Choose a plan</Link>
          </Button>
        ) : null}
      </Notice>
    );
  }
  if (plan.unpaid && admin) {
    const { status, graceEndsAt, timeZone } = plan.unpaid;
    return (
      <Notice icon={<AlertTriangle className="size-5 shrink-0" aria-hidden="true" />}>
        <p className="min-w-0 flex-1">
          {UNPAID_MESSAGES[status](formatMomentDate(graceEndsAt.toISOString(), timeZone))}
        </p>
        <Button asChild size="sm" variant="outline" className="shrink-0">
          <Link to="/settings">Billing settings</Link>
        </Button>
      </Notice>
    );
  }
  return null;
}

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 text-sm sm:px-6 lg:px-8">
        {icon}
        {children}
      </div>
    </div>
  );
}
