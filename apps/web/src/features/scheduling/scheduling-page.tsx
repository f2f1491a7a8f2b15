import { CalendarDays } from "lucide-react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export function SchedulingPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Scheduling" />
      <Card>
        <EmptyState
          icon={CalendarDays}
          title="No shifts scheduled"
          description="Your agency's shifts for the week appear here, with who is assigned and when."
        />
      </Card>
    </div>
  );
}
