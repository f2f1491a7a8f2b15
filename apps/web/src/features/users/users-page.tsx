import { Users } from "lucide-react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export function UsersPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="User Management" />
      <Card>
        <EmptyState
          icon={Users}
          title="No team members to show yet"
          description="Your agency's members, their roles and when they joined appear here."
        />
      </Card>
    </div>
  );
}
