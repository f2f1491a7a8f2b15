import {
  type FeatureKey,
  featureGateMessage,
  lowestPlanWith,
  planMessageForMember,
  TIER_NAMES,
} from "@rollcall/shared/billing";
import { isAdmin } from "@rollcall/shared/roles";
import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useUser } from "@/lib/session";

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
