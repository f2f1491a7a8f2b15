import { Award } from "lucide-react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export function CompliancePage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Compliance Management" />
      <Card>
        <EmptyState
          icon={Award}
          title="No certifications recorded yet"
          description="Your team's certifications, their expiration dates and the agency's compliance score appear here."
        />
      </Card>
    </div>
  );
}
