import type { FeatureKey } from "@rollcall/shared/billing";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { PlanUpgrade } from "@/components/ui/plan-upgrade";
import { Spinner } from "@/components/ui/spinner";
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
