import { Dumbbell, HeartPulse } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { EmptySectionCard } from "@/components/ui/section-card";

export function WellnessPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Wellness Center" />
      <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
        <EmptySectionCard
          title="Fitness Programs"
          icon={Dumbbell}
          empty="No fitness programs available yet"
        />
        <EmptySectionCard title="Activity Log" icon={HeartPulse} empty="No activities logged yet" />
      </div>
    </div>
  );
}
