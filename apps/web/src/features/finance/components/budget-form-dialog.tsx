import { zodResolver } from "@hookform/resolvers/zod";
import {
  BUDGET_CATEGORIES,
  BUDGET_CATEGORY_LABELS,
  BUDGET_STATUS_LABELS,
  type BudgetDialogInput,
  type BudgetDialogValues,
  type BudgetDto,
  type BudgetEditInput,
  type BudgetEditValues,
  type BudgetUpdateValues,
  budgetDialogSchema,
  budgetEditSchema,
  EDITABLE_BUDGET_STATUSES,
  FINANCE_MESSAGES,
} from "@rollcall/shared/finance";
import { centsToDecimal } from "@rollcall/shared/money";
import { useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FieldRow, SelectField, TextField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { changedValues } from "@/lib/changed-values";
import { useCreateBudget } from "../api/create-budget";
import { useUpdateBudget } from "../api/update-budget";
import { createBudgetFailure, ERROR_TITLE } from "../utils/errors";
import { fiscalYearLabel } from "../utils/format";

type BudgetFormDialogProps = {
  open: boolean;
  /** The budget being edited; null creates a new one. */
  editing: BudgetDto | null;
  /** The agency's current year (yyyy), the new budget's default fiscal year. */
  currentYear: string;
  /** The fiscal year on screen, to say where a budget of another year went. */
  shownYear: string;
  onClose: () => void;
};

/** "Create New Budget" (spec 02 §2, §5) and "Edit Budget". */
export function BudgetFormDialog({ open, editing, currentYear, shownYear, onClose }: BudgetFormDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={editing ? "Edit Budget" : "Create New Budget"}
      description={
        editing
          ? `Update ${editing.name}, or close it once its year's spending is done.`
          : "Set a budget for a category and fiscal year; approved expenses charged to it count against it."
      }
      className="max-w-xl"
    >
      {open ? (
        editing ? (
          <EditBudgetForm key={editing.id} budget={editing} shownYear={shownYear} onDone={onClose} />
        ) : (
          <CreateBudgetForm currentYear={currentYear} shownYear={shownYear} onDone={onClose} />
        )
      ) : null}
    </TitledDialog>
  );
}

/** "Now in FY 2027: choose that year to see it." when the budget belongs to a year not on screen. */
const elsewhere = (fiscalYear: string, shownYear: string) =>
  fiscalYear === shownYear
    ? undefined
    : `It is in ${fiscalYearLabel(fiscalYear)}: choose that fiscal year to see it.`;

const TOTAL_HINT = "In US dollars, e.g. 25000 or 1250.50.";

function CreateBudgetForm({
  currentYear,
  shownYear,
  onDone,
}: {
  currentYear: string;
  shownYear: string;
  onDone: () => void;
}) {
  const form = useForm<BudgetDialogInput, unknown, BudgetDialogValues>({
    resolver: zodResolver(budgetDialogSchema),
    defaultValues: {
      name: "",
      category: "" as BudgetDialogInput["category"],
      totalAmount: "",
      fiscalYear: currentYear,
    },
  });
  const create = useCreateBudget();
  const submit = useFormSubmit(form, {
    action: async (values) => {
      await create.mutateAsync(values);
      toast({ title: FINANCE_MESSAGES.budgetCreated, description: elsewhere(values.fiscalYear, shownYear) });
      onDone();
    },
    onFailure: (error) => toastError(ERROR_TITLE, createBudgetFailure(error)),
  });

  return (
    <form noValidate aria-label="Create New Budget" className="grid gap-5" onSubmit={submit}>
      <BudgetFields form={form} />
      <FormDialogFooter
        submitLabel="Create Budget"
        pendingText="Creating..."
        pending={create.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

function EditBudgetForm({
  budget,
  shownYear,
  onDone,
}: {
  budget: BudgetDto;
  shownYear: string;
  onDone: () => void;
}) {
  const [initial] = useState<BudgetEditInput>(() => ({
    name: budget.name,
    category: budget.category,
    totalAmount: centsToDecimal(budget.totalAmount),
    fiscalYear: budget.fiscalYear,
    status: budget.status === "completed" ? "completed" : "active",
  }));
  const form = useForm<BudgetEditInput, unknown, BudgetEditValues>({
    resolver: zodResolver(budgetEditSchema),
    defaultValues: initial,
  });
  const update = useUpdateBudget();
  const submit = useFormSubmit(form, {
    action: async (values) => {
      const changes = changedValues<BudgetUpdateValues>(form.getValues(), initial, values);
      if (Object.keys(changes).length) await update.mutateAsync({ id: budget.id, changes });
      toast({ title: FINANCE_MESSAGES.budgetUpdated, description: elsewhere(values.fiscalYear, shownYear) });
      onDone();
    },
    onFailure: () => toastError(ERROR_TITLE, FINANCE_MESSAGES.updateBudgetFailed),
  });

  return (
    <form noValidate aria-label="Edit Budget" className="grid gap-5" onSubmit={submit}>
      <BudgetFields form={form} />
      <SelectField
        form={form}
        name="status"
        label="Status"
        options={EDITABLE_BUDGET_STATUSES}
        labels={BUDGET_STATUS_LABELS}
        description={
          budget.status === "overbudget"
            ? "Over budget now: it stays so while approved spending reaches the total."
            : "Completed closes the budget for the year; it still counts in the totals."
        }
      />
      <FormDialogFooter
        submitLabel="Save Changes"
        pendingText="Saving..."
        pending={update.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** Either budget form: the fields below are the ones both have. */
type BudgetForm =
  | UseFormReturn<BudgetDialogInput, unknown, BudgetDialogValues>
  | UseFormReturn<BudgetEditInput, unknown, BudgetEditValues>;

/** Budget Name, Category, Total Amount (dollars, step 0.01) and Fiscal Year. */
function BudgetFields({ form }: { form: BudgetForm }) {
  const f = form as unknown as UseFormReturn<BudgetDialogInput, unknown, BudgetDialogValues>;
  return (
    <div className="grid gap-4">
      <TextField
        form={f}
        name="name"
        label="Budget Name"
        placeholder="e.g. Apparatus Maintenance"
        autoComplete="off"
      />
      <SelectField
        form={f}
        name="category"
        label="Category"
        placeholder="Select a category"
        options={BUDGET_CATEGORIES}
        labels={BUDGET_CATEGORY_LABELS}
      />
      <FieldRow>
        <TextField
          form={f}
          name="totalAmount"
          label="Total Amount (USD)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="0.00"
          description={TOTAL_HINT}
        />
        <TextField
          form={f}
          name="fiscalYear"
          label="Fiscal Year"
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          placeholder="e.g. 2026"
        />
      </FieldRow>
    </div>
  );
}
