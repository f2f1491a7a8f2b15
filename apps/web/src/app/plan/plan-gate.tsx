import {
  type FeatureKey,
  featureGateMessage,
  lowestPlanWith,
  planMessageForMember,
  TIER_NAMES,
} from "@rollcall/shared/billing";
import { isAdmin } from "@rollcall/shared/roles";
import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/lib/session";
import { usePlan } from "./use-plan";

/** A module page when the agency's plan includes it; otherwise what it is and how to get it. */
export function PlanGate({
  feature,
  title,
  children,
}: {
  feature: FeatureKey;
  /** The page's own title (the module's navigation label). */
  title: string;
  children: ReactNode;
}) {
  const plan = usePlan();
  if (plan.isLoading) return <Spinner />;
  if (plan.has(feature)) return children;
  return <UpgradePrompt feature={feature} title={title} />;
}

function UpgradePrompt({ feature, title }: { feature: FeatureKey; title: string }) {
  return (
    <div className="space-y-6">
      <PageHeader title={title} />
      <Card>
        <PlanUpgrade feature={feature} />
      </Card>
    </div>
  );
}

/**
 * What a feature outside the agency's plan is and how to get it: the plan that includes it, the 402's message
 * (the server's own when given, else the same text made here), and "View plans" for admins. A whole page's
 * prompt, or a card's part of a page (Settings → API Keys) with `headingLevel="h3"`.
 */
export function PlanUpgrade({
  feature,
  message = featureGateMessage(feature),
  headingLevel,
}: {
  feature: FeatureKey;
  message?: string;
  headingLevel?: "h2" | "h3";
}) {
  const { user } = useUser();
  return (
    <EmptyState
      icon={Sparkles}
      headingLevel={headingLevel}
      title={`Upgrade to ${TIER_NAMES[lowestPlanWith(feature)]}`}
      description={user && !isAdmin(user) ? planMessageForMember(message) : message}
      action={
        user && isAdmin(user) ? (
          <Button asChild>
            <Link to="/pricing">View plans</Link>
          </Button>
        ) : undefined
      }
    />
  );
}
