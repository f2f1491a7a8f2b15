import { FileText } from "lucide-react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export function IncidentsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Incident Reporting" />
      <Card>
        <EmptyState
          icon={FileText}
          title="No incident reports yet"
          description="Your agency's NFIRS-style incident reports appear here, with their status and priority."
        />
      </Card>
    </div>
  );
}
