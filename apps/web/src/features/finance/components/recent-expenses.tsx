import {
  BUDGET_CATEGORY_LABELS,
  EXPENSE_STATUS_LABELS,
  type ExpenseDto,
  type ExpenseStatus,
  FINANCE_MESSAGES,
  RECENT_EXPENSES_LIMIT,
} from "@rollcall/shared/finance";
import { formatCents } from "@rollcall/shared/money";
import { Check, Plus, Receipt, RotateCcw, Trash2, X } from "lucide-react";
import { useId, useState } from "react";
import { ActionsMenu, type MenuAction } from "@/components/ui/actions-menu";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/lib/dates";
import { decidedBy, EXPENSE_STATUS_BADGE, fiscalYearLabel } from "../utils/format";
import type { FinanceDialog } from "./finance-dialogs";
import { FinanceSection } from "./finance-section";

type RecentExpensesProps = {
  expenses: ExpenseDto[];
  fiscalYear: string;
  onOpen: (dialog: FinanceDialog) => void;
  onSetStatus: (expense: ExpenseDto, status: ExpenseStatus) => void;
  /** The expense whose status change is on its way (its buttons wait). */
  busyId: string | null;
};

/**
 * Recent Expenses (spec 02 §2): the latest 10, with Approve and Reject on the pending ones; "View all" opens
 * the rest of the fiscal year's expenses in the same list.
 */
export function RecentExpenses({ expenses, fiscalYear, onOpen, onSetStatus, busyId }: RecentExpensesProps) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const more = expenses.length > RECENT_EXPENSES_LIMIT;
  const shown = showAll ? expenses : expenses.slice(0, RECENT_EXPENSES_LIMIT);
  const year = fiscalYearLabel(fiscalYear);

  return (
    <FinanceSection
      title="Recent Expenses"
      description={
        showAll
          ? `All ${expenses.length} expenses of ${year}, newest first.`
          : more
            ? `The latest ${RECENT_EXPENSES_LIMIT} of ${expenses.length} expenses of ${year}.`
            : `Expenses of ${year}, newest first. New ones wait for approval.`
      }
    >
      {expenses.length ? (
        <>
          <ul id={listId} className="divide-y" aria-label={showAll ? "All expenses" : "Recent expenses"}>
            {shown.map((expense) => (
              <ExpenseRow
                key={expense.id}
                expense={expense}
                onOpen={onOpen}
                onSetStatus={onSetStatus}
                busy={busyId === expense.id}
              />
            ))}
          </ul>
          {more ? (
            <div className="mt-auto border-t px-4 py-2 sm:px-5">
              <Button
                variant="ghost"
                className="w-full"
                aria-controls={listId}
                aria-expanded={showAll}
                onClick={() => setShowAll((all) => !all)}
              >
                {showAll ? `Show latest ${RECENT_EXPENSES_LIMIT}` : `View all ${expenses.length} expenses`}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <EmptyState
          icon={Receipt}
          headingLevel="h3"
          className="sm:py-12"
          title={FINANCE_MESSAGES.noExpenses}
          description="Recorded expenses wait here for approval; only approved ones count toward budgets."
          action={
            <Button variant="outline" onClick={() => onOpen({ kind: "new-expense" })}>
              <Plus aria-hidden="true" />
              Record Expense
            </Button>
          }
        />
      )}
    </FinanceSection>
  );
}

type ExpenseRowProps = {
  expense: ExpenseDto;
  onOpen: (dialog: FinanceDialog) => void;
  onSetStatus: (expense: ExpenseDto, status: ExpenseStatus) => void;
  busy: boolean;
};

function ExpenseRow({ expense, onOpen, onSetStatus, busy }: ExpenseRowProps) {
  const pending = expense.status === "pending";
  const decided = decidedBy(expense.status, expense.approvedByName);
  const name = expense.description;
  const set = (status: ExpenseStatus) => () => onSetStatus(expense, status);

  const actions: MenuAction[] = [];
  if (expense.status === "rejected")
    actions.push({ label: "Approve", icon: Check, onSelect: set("approved") });
  if (expense.status === "approved") actions.push({ label: "Reject", icon: X, onSelect: set("rejected") });
  if (!pending) actions.push({ label: "Return to pending", icon: RotateCcw, onSelect: set("pending") });
  actions.push({
    label: "Delete",
    icon: Trash2,
    destructive: true,
    separated: true,
    onSelect: () => onOpen({ kind: "delete-expense", expense }),
  });

  return (
    <li className="grid gap-2 px-4 py-4 sm:px-5" aria-busy={busy}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-medium text-foreground [overflow-wrap:anywhere]">{name}</h3>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {expense.vendor ? `${expense.vendor} · ` : ""}
            <span className="whitespace-nowrap">{formatDate(expense.expenseDate)}</span>
          </p>
          <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
            {expense.budgetName ? `Budget: ${expense.budgetName}` : "No budget"}
          </p>
        </div>
        <p className="shrink-0 font-semibold text-foreground tabular-nums">{formatCents(expense.amount)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{BUDGET_CATEGORY_LABELS[expense.category]}</Badge>
        <Badge variant={EXPENSE_STATUS_BADGE[expense.status]}>{EXPENSE_STATUS_LABELS[expense.status]}</Badge>
        {decided ? <span className="text-xs text-muted-foreground">{decided}</span> : null}
        <div className="ml-auto flex items-center gap-1.5">
          {pending ? (
            <>
              <Button
                variant="outline"
                size="sm"
                className="text-success"
                aria-label={`Approve ${name}`}
                disabled={busy}
                onClick={set("approved")}
              >
                <Check aria-hidden="true" />
                Approve
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="text-danger"
                aria-label={`Reject ${name}`}
                disabled={busy}
                onClick={set("rejected")}
              >
                <X aria-hidden="true" />
                Reject
              </Button>
            </>
          ) : null}
          <ActionsMenu modal={false} label={`Actions for expense ${name}`} actions={actions} />
        </div>
      </div>
    </li>
  );
}
