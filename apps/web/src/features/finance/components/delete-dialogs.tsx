import {
  BUDGET_CATEGORY_LABELS,
  type BudgetDto,
  EXPENSE_STATUS_LABELS,
  type ExpenseDto,
  FINANCE_MESSAGES,
} from "@rollcall/shared/finance";
import { formatCents } from "@rollcall/shared/money";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { formatDate } from "@/lib/dates";
import { useDeleteBudget } from "../api/delete-budget";
import { useDeleteExpense } from "../api/delete-expense";
import { ERROR_TITLE } from "../utils/errors";
import { fiscalYearLabel } from "../utils/format";

/** Delete a budget, with confirmation: its expenses stay, unbudgeted. */
export function DeleteBudgetDialog({ budget, onClose }: { budget: BudgetDto | null; onClose: () => void }) {
  const remove = useDeleteBudget();
  return (
    <DeleteDialog
      target={budget}
      onClose={onClose}
      title="Delete Budget"
      description={FINANCE_MESSAGES.deleteBudgetConfirm}
      remove={(b) => remove.mutateAsync(b.id)}
      pending={remove.isPending}
      deleted={FINANCE_MESSAGES.budgetDeleted}
      failure={() => [ERROR_TITLE, FINANCE_MESSAGES.deleteBudgetFailed]}
      summary={(b) => (
        <p>
          <span className="font-medium">{b.name}</span>
          <span className="text-muted-foreground">
            {" "}
            · {BUDGET_CATEGORY_LABELS[b.category]} · {fiscalYearLabel(b.fiscalYear)} ·{" "}
            {formatCents(b.spentAmount)} / {formatCents(b.totalAmount)}
          </span>
        </p>
      )}
    />
  );
}

/** Delete an expense, with confirmation: an approved one gives its amount back to its budget. */
export function DeleteExpenseDialog({
  expense,
  onClose,
}: {
  expense: ExpenseDto | null;
  onClose: () => void;
}) {
  const remove = useDeleteExpense();
  return (
    <DeleteDialog
      target={expense}
      onClose={onClose}
      title="Delete Expense"
      description={FINANCE_MESSAGES.deleteExpenseConfirm}
      remove={(e) => remove.mutateAsync(e.id)}
      pending={remove.isPending}
      deleted={FINANCE_MESSAGES.expenseDeleted}
      failure={() => [ERROR_TITLE, FINANCE_MESSAGES.deleteExpenseFailed]}
      summary={(e) => (
        <p>
          <span className="font-medium">{e.description}</span>
          <span className="text-muted-foreground">
            {" "}
            · {formatCents(e.amount)} · {formatDate(e.expenseDate)} · {EXPENSE_STATUS_LABELS[e.status]}
          </span>
        </p>
      )}
    />
  );
}
