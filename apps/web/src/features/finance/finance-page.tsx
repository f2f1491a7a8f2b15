import { type ExpenseDto, type ExpenseStatus, FINANCE_MESSAGES, FISCAL_YEAR } from "@rollcall/shared/finance";
import { isAdmin } from "@rollcall/shared/roles";
import { Plus, Receipt } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { AccessDenied } from "@/components/ui/access-denied";
import { Button } from "@/components/ui/button";
import { DownloadButton } from "@/components/ui/download-button";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { Spinner } from "@/components/ui/spinner";
import { useAgencyTimeZone } from "@/features/agencies";
import { toast, toastError } from "@/hooks/use-toast";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { todayIn } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { useBudgets } from "./api/get-budgets";
import { expensesCsvUrl, useExpenses } from "./api/get-expenses";
import { useFinanceStats } from "./api/get-finance-stats";
import { useUpdateExpense } from "./api/update-expense";
import { BudgetOverview } from "./components/budget-overview";
import { type FinanceDialog, FinanceDialogs } from "./components/finance-dialogs";
import { FinanceStatCards } from "./components/finance-stats";
import { FiscalYearSelect } from "./components/fiscal-year-select";
import { RecentExpenses } from "./components/recent-expenses";
import { ERROR_TITLE } from "./utils/errors";

// The charting library loads after the page's figures, not with them.
const BudgetChart = lazy(() => import("./components/budget-chart").then((m) => ({ default: m.BudgetChart })));

/** Financial Management at /finance (spec 02 §2): admins only; everyone else sees Access Denied. */
export function FinancePage() {
  const { user } = useUser();
  if (!isAdmin(user))
    return (
      <div className="space-y-6">
        <PageHeader title={FINANCE_MESSAGES.title} />
        <AccessDenied message={FINANCE_MESSAGES.accessDenied} />
      </div>
    );
  return <FinanceScreen agencyId={user?.agencyId} />;
}

/** The fiscal year lives in the address (?fiscalYear=2025); without it, the agency's current year. */
function useFiscalYear(currentYear: string): [string, (year: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get("fiscalYear");
  const year = asked && FISCAL_YEAR.test(asked) ? asked : currentYear;
  const setYear = (next: string) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === currentYear) p.delete("fiscalYear");
        else p.set("fiscalYear", next);
        return p;
      },
      { replace: true },
    );
  return [year, setYear];
}

const STATUS_TOASTS: Record<ExpenseStatus, string> = {
  approved: FINANCE_MESSAGES.expenseApproved,
  rejected: FINANCE_MESSAGES.expenseRejected,
  pending: FINANCE_MESSAGES.expenseReopened,
};

function FinanceScreen({ agencyId }: { agencyId: string | undefined }) {
  const { timeZone } = useAgencyTimeZone(agencyId);
  const today = todayIn(timeZone);
  const [fiscalYear, setFiscalYear] = useFiscalYear(today.slice(0, 4));
  const stats = useFinanceStats(fiscalYear);
  const budgets = useBudgets(fiscalYear);
  const expenses = useExpenses(fiscalYear);
  const unauthorized = useUnauthorizedRedirect(stats.error, budgets.error, expenses.error);
  const [dialog, setDialog] = useState<FinanceDialog | null>(null);
  const update = useUpdateExpense();
  const stale = stats.isPlaceholderData || budgets.isPlaceholderData || expenses.isPlaceholderData;

  const setStatus = (expense: ExpenseDto, status: ExpenseStatus) =>
    update.mutate(
      { id: expense.id, changes: { status } },
      {
        onSuccess: () => toast({ title: STATUS_TOASTS[status], description: expense.description }),
        onError: () => toastError(ERROR_TITLE, FINANCE_MESSAGES.updateExpenseFailed),
      },
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title={FINANCE_MESSAGES.title}
        description={FINANCE_MESSAGES.subtitle}
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog({ kind: "new-expense" })}>
              <Receipt aria-hidden="true" />
              Record Expense
            </Button>
            <Button onClick={() => setDialog({ kind: "new-budget" })}>
              <Plus aria-hidden="true" />
              New Budget
            </Button>
          </>
        }
      />

      {/* The year every figure, list and the export below are for. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FiscalYearSelect
          value={fiscalYear}
          years={stats.data?.fiscalYears ?? [fiscalYear]}
          onChange={setFiscalYear}
        />
        <DownloadButton
          url={expensesCsvUrl(fiscalYear)}
          fileName={`expenses-FY${fiscalYear}.csv`}
          failureMessage="The expenses could not be exported. Please try again."
        >
          Export CSV
        </DownloadButton>
      </div>

      <QueryState
        query={[stats, budgets, expenses]}
        pending={unauthorized}
        loadingLabel="Loading financial data..."
        errorTitle="Financial data could not be loaded"
      >
        {() =>
          stats.data &&
          budgets.data &&
          expenses.data && (
            <div
              className={stale ? "space-y-6 opacity-60 transition-opacity" : "space-y-6"}
              aria-busy={stale}
            >
              <FinanceStatCards stats={stats.data} />
              <div className="grid gap-6 lg:grid-cols-2">
                <BudgetOverview budgets={budgets.data} fiscalYear={fiscalYear} onOpen={setDialog} />
                <RecentExpenses
                  key={fiscalYear}
                  expenses={expenses.data}
                  fiscalYear={fiscalYear}
                  onOpen={setDialog}
                  onSetStatus={setStatus}
                  busyId={update.isPending ? (update.variables?.id ?? null) : null}
                />
              </div>
              <Suspense fallback={<Spinner label="Loading chart..." className="min-h-40" />}>
                <BudgetChart stats={stats.data} />
              </Suspense>
            </div>
          )
        }
      </QueryState>

      <FinanceDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        today={today}
        fiscalYear={fiscalYear}
        budgets={budgets.data ?? []}
      />
    </div>
  );
}
