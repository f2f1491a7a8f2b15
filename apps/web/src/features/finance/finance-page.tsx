import { PiggyBank, Receipt } from "lucide-react";
import { AccessDenied } from "@/components/ui/access-denied";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { useUser } from "@/lib/session";

export function FinancePage() {
  const { user } = useUser();
  const isAdmin = user?.role === "admin";

  return (
    <div className="space-y-6">
      <PageHeader title="Financial Management" />
      {isAdmin ? (
        <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
          <section aria-labelledby="budget-overview" className="rounded-lg border bg-card shadow-sm">
            <h2 id="budget-overview" className="border-b px-5 py-4 text-base font-semibold">
              Budget Overview
            </h2>
            <EmptyState icon={PiggyBank} headingLevel="h3" title="No budgets created yet" />
          </section>
          <section aria-labelledby="recent-expenses" className="rounded-lg border bg-card shadow-sm">
            <h2 id="recent-expenses" className="border-b px-5 py-4 text-base font-semibold">
              Recent Expenses
            </h2>
            <EmptyState icon={Receipt} headingLevel="h3" title="No expenses recorded yet" />
          </section>
        </div>
      ) : (
        <AccessDenied message="You need admin access to view the Finance module" />
      )}
    </div>
  );
}
