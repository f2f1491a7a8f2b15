import {
  BUDGET_CATEGORY_LABELS,
  BUDGET_STATUS_LABELS,
  type BudgetDto,
  FINANCE_MESSAGES,
} from "@rollcall/shared/finance";
import { formatCents } from "@rollcall/shared/money";
import { Pencil, PiggyBank, Plus, Trash2 } from "lucide-react";
import { ActionsMenu } from "@/components/ui/actions-menu";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ProgressBar } from "@/components/ui/progress-bar";
import { fiscalYearLabel, formatPercent, HEALTH_STYLES } from "../utils/format";
import type { FinanceDialog } from "./finance-dialogs";
import { FinanceSection } from "./finance-section";

type BudgetOverviewProps = {
  budgets: BudgetDto[];
  fiscalYear: string;
  onOpen: (dialog: FinanceDialog) => void;
};

/** Budget Overview (spec 02 §2): each budget's spending against its total, coloured by health. */
export function BudgetOverview({ budgets, fiscalYear, onOpen }: BudgetOverviewProps) {
  return (
    <FinanceSection
      title="Budget Overview"
      description={`Approved spending against each budget of ${fiscalYearLabel(fiscalYear)}.`}
      aside={budgets.length ? <Badge variant="secondary">{budgets.length}</Badge> : null}
    >
      {budgets.length ? (
        <ul className="divide-y" aria-label="Budgets">
          {budgets.map((budget) => (
            <BudgetRow key={budget.id} budget={budget} onOpen={onOpen} />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={PiggyBank}
          headingLevel="h3"
          className="sm:py-12"
          title={FINANCE_MESSAGES.noBudgets}
          description="Create a budget to follow its spending through the year."
          action={
            <Button variant="outline" onClick={() => onOpen({ kind: "new-budget" })}>
              <Plus aria-hidden="true" />
              New Budget
            </Button>
          }
        />
      )}
    </FinanceSection>
  );
}

function BudgetRow({ budget, onOpen }: { budget: BudgetDto; onOpen: (dialog: FinanceDialog) => void }) {
  const style = HEALTH_STYLES[budget.health];
  const percent = formatPercent(budget.percentUsed);
  const statusNote = budget.status === "active" ? null : BUDGET_STATUS_LABELS[budget.status];
  return (
    <li className="grid gap-2.5 px-4 py-4 sm:px-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-medium text-foreground [overflow-wrap:anywhere]">{budget.name}</h3>
          <p className="text-sm text-muted-foreground">
            {BUDGET_CATEGORY_LABELS[budget.category]} · {fiscalYearLabel(budget.fiscalYear)}
          </p>
        </div>
        <div className="flex items-center gap-1.5">
          {statusNote ? (
            <Badge variant={budget.status === "overbudget" ? "danger" : "outline"}>{statusNote}</Badge>
          ) : null}
          <Badge variant={style.badge} data-testid="percent-used">
            {percent}
          </Badge>
          <ActionsMenu
            modal={false}
            label={`Actions for budget ${budget.name}`}
            actions={[
              { label: "Edit", icon: Pencil, onSelect: () => onOpen({ kind: "edit-budget", budget }) },
              {
                label: "Delete",
                icon: Trash2,
                destructive: true,
                separated: true,
                onSelect: () => onOpen({ kind: "delete-budget", budget }),
              },
            ]}
          />
        </div>
      </div>
      <ProgressBar
        percent={budget.percentUsed}
        label={`${budget.name}: ${percent} of the budget used, ${style.label}`}
        tone={style.bar}
      />
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <p className="tabular-nums text-muted-foreground" data-testid="spent-of-total">
          <span className="font-semibold text-foreground">{formatCents(budget.spentAmount)}</span> /{" "}
          {formatCents(budget.totalAmount)}
        </p>
        {budget.pendingAmount > 0 ? (
          <p className="text-xs text-muted-foreground tabular-nums">
            {formatCents(budget.pendingAmount)} pending approval
          </p>
        ) : null}
      </div>
    </li>
  );
}
