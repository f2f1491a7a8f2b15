import { isAdmin } from "@rollcall/shared/roles";
import { PiggyBank, Receipt } from "lucide-react";
import { AccessDenied } from "@/components/ui/access-denied";
import { PageHeader } from "@/components/ui/page-header";
import { EmptySectionCard } from "@/components/ui/section-card";
import { useUser } from "@/lib/session";

export function FinancePage() {
  const { user } = useUser();

  return (
    <div className="space-y-6">
      <PageHeader title="Financial Management" />
      {isAdmin(user) ? (
        <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
          <EmptySectionCard title="Budget Overview" icon={PiggyBank} empty="No budgets created yet" />
          <EmptySectionCard title="Recent Expenses" icon={Receipt} empty="No expenses recorded yet" />
        </div>
      ) : (
        <AccessDenied message="You need admin access to view the Finance module" />
      )}
    </div>
  );
}
