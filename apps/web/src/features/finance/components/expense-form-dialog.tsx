import { zodResolver } from "@hookform/resolvers/zod";
import {
  BUDGET_CATEGORIES,
  BUDGET_CATEGORY_LABELS,
  type BudgetDto,
  type ExpenseDialogInput,
  type ExpenseDialogValues,
  expenseDialogSchema,
  FINANCE_MESSAGES,
  fiscalYearOf,
} from "@rollcall/shared/finance";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { DateField, FieldRow, SelectField, TextField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { useCreateExpense } from "../api/create-expense";
import { ERROR_TITLE, recordExpenseFailure } from "../utils/errors";
import { fiscalYearLabel } from "../utils/format";

type ExpenseFormDialogProps = {
  open: boolean;
  /** The agency's today (yyyy-MM-dd), the default date. */
  today: string;
  /** The budgets to charge it to (the fiscal year on screen). */
  budgets: BudgetDto[];
  /** The fiscal year on screen, to say where an expense dated in another year went. */
  shownYear: string;
  onClose: () => void;
};

/** "Record New Expense" (spec 02 §2, §5): it waits for approval before it counts toward anything. */
export function ExpenseFormDialog({ open, today, budgets, shownYear, onClose }: ExpenseFormDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title="Record New Expense"
      description="The expense waits for approval; only approved expenses count toward budgets and totals."
      className="max-w-xl"
    >
      {open ? <ExpenseForm today={today} budgets={budgets} shownYear={shownYear} onDone={onClose} /> : null}
    </TitledDialog>
  );
}

function ExpenseForm({
  today,
  budgets,
  shownYear,
  onDone,
}: {
  today: string;
  budgets: BudgetDto[];
  shownYear: string;
  onDone: () => void;
}) {
  const form = useForm<ExpenseDialogInput, unknown, ExpenseDialogValues>({
    resolver: zodResolver(expenseDialogSchema),
    defaultValues: {
      description: "",
      amount: "",
      category: "" as ExpenseDialogInput["category"],
      expenseDate: today,
      vendor: "",
      budgetId: "",
    },
  });
  const create = useCreateExpense();
  const submit = useFormSubmit(form, {
    action: async (values) => {
      await create.mutateAsync(values);
      const year = fiscalYearOf(values.expenseDate);
      toast({
        title: FINANCE_MESSAGES.expenseRecorded,
        description:
          year === shownYear
            ? undefined
            : `It is in ${fiscalYearLabel(year)}: choose that fiscal year to see it.`,
      });
      onDone();
    },
    onFailure: (error) => toastError(ERROR_TITLE, recordExpenseFailure(error)),
  });

  // Choosing a budget fills in its category when none is chosen yet.
  const chooseBudget = (budgetId: string) => {
    const budget = budgets.find((b) => b.id === budgetId);
    if (budget && !form.getValues("category"))
      form.setValue("category", budget.category, { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <form noValidate aria-label="Record New Expense" className="grid gap-5" onSubmit={submit}>
      <div className="grid gap-4">
        <TextField
          form={form}
          name="description"
          label="Description"
          placeholder="e.g. SCBA cylinder hydrostatic testing"
          autoComplete="off"
        />
        <FieldRow>
          <TextField
            form={form}
            name="amount"
            label="Amount (USD)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            placeholder="0.00"
          />
          <DateField form={form} name="expenseDate" label="Date" />
        </FieldRow>
        <FieldRow>
          <SelectField
            form={form}
            name="category"
            label="Category"
            placeholder="Select a category"
            options={BUDGET_CATEGORIES}
            labels={BUDGET_CATEGORY_LABELS}
          />
          <TextField form={form} name="vendor" label="Vendor (optional)" autoComplete="off" />
        </FieldRow>
        <SelectField
          form={form}
          name="budgetId"
          label="Budget (optional)"
          registerOptions={{ onChange: (event) => chooseBudget(event.target.value) }}
          description={
            budgets.length ? undefined : `No budgets in ${fiscalYearLabel(shownYear)} to charge it to.`
          }
        >
          <option value="">No budget</option>
          {budgets.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name} ({BUDGET_CATEGORY_LABELS[b.category]})
            </option>
          ))}
        </SelectField>
      </div>
      <FormDialogFooter
        submitLabel="Record Expense"
        pendingText="Recording..."
        pending={create.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
