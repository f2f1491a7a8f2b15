import { Truck } from "lucide-react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export function EquipmentPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Equipment Management" />
      <Card>
        <EmptyState
          icon={Truck}
          title="No equipment registered"
          description="Your agency's vehicles and equipment appear here, with their status and maintenance dates."
        />
      </Card>
    </div>
  );
}
