import type { BudgetDto, ExpenseDto } from "@rollcall/shared/finance";
import { BudgetFormDialog } from "./budget-form-dialog";
import { DeleteBudgetDialog, DeleteExpenseDialog } from "./delete-dialogs";
import { ExpenseFormDialog } from "./expense-form-dialog";

/** Which dialog is open, and for what: one at a time. */
export type FinanceDialog =
  | { kind: "new-budget" }
  | { kind: "edit-budget"; budget: BudgetDto }
  | { kind: "delete-budget"; budget: BudgetDto }
  | { kind: "new-expense" }
  | { kind: "delete-expense"; expense: ExpenseDto };

type FinanceDialogsProps = {
  dialog: FinanceDialog | null;
  onClose: () => void;
  /** The agency's today (yyyy-MM-dd). */
  today: string;
  /** The fiscal year on screen and its budgets. */
  fiscalYear: string;
  budgets: BudgetDto[];
};

export function FinanceDialogs({ dialog, onClose, today, fiscalYear, budgets }: FinanceDialogsProps) {
  return (
    <>
      <BudgetFormDialog
        open={dialog?.kind === "new-budget" || dialog?.kind === "edit-budget"}
        editing={dialog?.kind === "edit-budget" ? dialog.budget : null}
        currentYear={today.slice(0, 4)}
        shownYear={fiscalYear}
        onClose={onClose}
      />
      <ExpenseFormDialog
        open={dialog?.kind === "new-expense"}
        today={today}
        budgets={budgets}
        shownYear={fiscalYear}
        onClose={onClose}
      />
      <DeleteBudgetDialog
        budget={dialog?.kind === "delete-budget" ? dialog.budget : null}
        onClose={onClose}
      />
      <DeleteExpenseDialog
        expense={dialog?.kind === "delete-expense" ? dialog.expense : null}
        onClose={onClose}
      />
    </>
  );
}
