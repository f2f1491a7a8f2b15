import { Dumbbell, HeartPulse } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export function WellnessPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Wellness Center" />
      <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
        <section aria-labelledby="fitness-programs" className="rounded-lg border bg-card shadow-sm">
          <h2 id="fitness-programs" className="border-b px-5 py-4 text-base font-semibold">
            Fitness Programs
          </h2>
          <EmptyState icon={Dumbbell} headingLevel="h3" title="No fitness programs available yet" />
        </section>
        <section aria-labelledby="activity-log" className="rounded-lg border bg-card shadow-sm">
          <h2 id="activity-log" className="border-b px-5 py-4 text-base font-semibold">
            Activity Log
          </h2>
          <EmptyState icon={HeartPulse} headingLevel="h3" title="No activities logged yet" />
        </section>
      </div>
    </div>
  );
}
