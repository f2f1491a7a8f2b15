import { GraduationCap } from "lucide-react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export function TrainingPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Training Management" description="Course assignment and completion tracking" />
      <Card>
        <EmptyState
          icon={GraduationCap}
          title="No training assigned"
          description="Check back later for new training assignments"
        />
      </Card>
    </div>
  );
}
