/**
 * Finance (spec 02 §2 "Financial Management", §3, §4, §5, §7, §8, §9): budget and expense categories and
 * statuses, budget health, the forms with their messages, and the API's answer shapes. Amounts are integer
 * cents everywhere; the forms take dollars. Used by the API and the web app alike.
 */
import { z } from "zod";
import { optionalId, optionalText, requiredDate, requiredText } from "./fields";
import { dollarsSchema } from "./money";
import { timestampSchema } from "./timestamps";

/** Budget categories; expenses use the same list. */
export const BUDGET_CATEGORIES = [
  "equipment",
  "personnel",
  "training",
  "maintenance",
  "fuel",
  "supplies",
  "utilities",
  "insurance",
  "administration",
  "other",
] as const;
export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];
export const BUDGET_CATEGORY_LABELS: Record<BudgetCategory, string> = {
  equipment: "Equipment",
  personnel: "Personnel",
  training: "Training",
  maintenance: "Maintenance",
  fuel: "Fuel",
  supplies: "Supplies",
  utilities: "Utilities",
  insurance: "Insurance",
  administration: "Administration",
  other: "Other",
};

export const BUDGET_STATUSES = ["active", "completed", "overbudget"] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];
/** The statuses an admin sets by hand; overbudget follows the approved spending. */
export const EDITABLE_BUDGET_STATUSES = ["active", "completed"] as const;

export const EXPENSE_STATUSES = ["pending", "approved", "rejected"] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

// ---------------------------------------------------------------------------------------------------------
// Rules and constants (spec 02 §4, §9)
// ---------------------------------------------------------------------------------------------------------

export const BUDGET_STATUS_LABELS: Record<BudgetStatus, string> = {
  active: "Active",
  completed: "Completed",
  overbudget: "Over Budget",
};
export const EXPENSE_STATUS_LABELS: Record<ExpenseStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

/** Spec 02 §9: warning from 80 percent spent, overbudget from 100. */
export const BUDGET_WARNING_PERCENT = 80;
export const BUDGET_OVER_PERCENT = 100;
/** Spec 02 §9: Recent Expenses shows the latest 10. */
export const RECENT_EXPENSES_LIMIT = 10;
/** Largest single budget or expense, in cents ($100,000,000.00). */
export const MAX_AMOUNT_CENTS = 10_000_000_000;

export const BUDGET_HEALTHS = ["good", "warning", "overbudget"] as const;
export type BudgetHealth = (typeof BUDGET_HEALTHS)[number];

/** Spec 02 §4 budget health by percent spent of total. */
export function budgetHealth(spent: number, total: number): BudgetHealth {
  const percent = total > 0 ? (spent / total) * 100 : spent > 0 ? Number.POSITIVE_INFINITY : 0;
  if (percent >= BUDGET_OVER_PERCENT) return "overbudget";
  if (percent >= BUDGET_WARNING_PERCENT) return "warning";
  return "good";
}

/** The percent-used badge: one decimal, capped at 100 (spec 02 §2). */
export function percentUsed(spent: number, total: number): number {
  if (total <= 0) return spent > 0 ? 100 : 0;
  return Math.min(100, Math.round((spent / total) * 1000) / 10);
}

/** A fiscal year is named by its calendar year ("2026"); budgets default to the current one (spec 02 §5). */
export const FISCAL_YEAR = /^\d{4}$/;
/** The fiscal year an expense dated yyyy-MM-dd falls in. */
export const fiscalYearOf = (isoDate: string) => isoDate.slice(0, 4);

// ---------------------------------------------------------------------------------------------------------
// Texts (spec 02 §2, §8; the rest are ours, for input and situations the spec does not describe)
// ---------------------------------------------------------------------------------------------------------

export const FINANCE_MESSAGES = {
  title: "Financial Management",
  subtitle: "Budgets, expenses and approvals",
  accessDeniedTitle: "Access Denied",
  accessDenied: "You need admin access to view the Finance module",
  noBudgets: "No budgets created yet",
  noExpenses: "No expenses recorded yet",
  onlyApproved: "Only approved expenses count toward budgets and totals.",
  budgetCreated: "Budget created successfully",
  budgetUpdated: "Budget updated successfully",
  budgetDeleted: "Budget deleted successfully",
  expenseRecorded: "Expense recorded successfully",
  expenseDeleted: "Expense deleted successfully",
  expenseApproved: "Expense approved",
  expenseRejected: "Expense rejected",
  expenseReopened: "Expense returned to pending",
  createBudgetForbidden: "You need admin access to create budgets",
  createBudgetFailed: "Failed to create budget",
  updateBudgetFailed: "Failed to update budget",
  deleteBudgetFailed: "Failed to delete budget",
  recordExpenseForbidden: "You need admin access to record expenses",
  recordExpenseFailed: "Failed to record expense",
  updateExpenseFailed: "Failed to update expense",
  deleteExpenseFailed: "Failed to delete expense",
  deleteBudgetConfirm:
    "Are you sure you want to delete this budget? Its expenses are kept and become unbudgeted. This action cannot be undone.",
  deleteExpenseConfirm:
    "Are you sure you want to delete this expense? If it was approved, its amount is returned to its budget. This action cannot be undone.",
  name: "Budget name is required",
  category: "Category is required",
  totalAmount: "Enter the total in dollars, e.g. 25000 or 1250.50",
  totalPositive: "Total budget must be more than $0.00",
  fiscalYear: "Enter the fiscal year as four digits, e.g. 2026",
  description: "Description is required",
  amount: "Enter the amount in dollars, e.g. 250 or 1250.50",
  amountPositive: "Amount must be more than $0.00",
  amountTooHigh: "Amount must be at most $100,000,000.00",
  expenseDate: "Date is required",
  budgetChoice: "Choose one of your agency's budgets",
  budgetNotFound: "Budget not found",
  expenseNotFound: "Expense not found",
  status: "Choose a status: pending, approved or rejected",
  budgetStatus: "Choose a status: active or completed",
} as const;

// ---------------------------------------------------------------------------------------------------------
// Forms: Create New Budget, Record New Expense, and the changes an admin makes
// ---------------------------------------------------------------------------------------------------------

/** Whole cents, more than 0 and at most MAX_AMOUNT_CENTS; the form multiplies dollars by 100 (spec 02 §5). */
const cents = (message: string, positive: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(1, positive)
    .max(MAX_AMOUNT_CENTS, FINANCE_MESSAGES.amountTooHigh);

const budgetFields = {
  name: requiredText(FINANCE_MESSAGES.name),
  category: z.enum(BUDGET_CATEGORIES, { error: FINANCE_MESSAGES.category }),
  totalAmount: cents(FINANCE_MESSAGES.totalAmount, FINANCE_MESSAGES.totalPositive),
  fiscalYear: z
    .string({ error: FINANCE_MESSAGES.fiscalYear })
    .trim()
    .regex(FISCAL_YEAR, FINANCE_MESSAGES.fiscalYear),
};

/** POST /api/budgets (spec 02 §7): name, category, totalAmount (cents), fiscalYear. */
export const budgetFormSchema = z.object(budgetFields);
export type BudgetFormInput = z.input<typeof budgetFormSchema>;
export type BudgetFormValues = z.output<typeof budgetFormSchema>;

/**
 * PATCH /api/budgets/{id}: any field, and closing (completed) or reopening (active) it. "overbudget" is not
 * set by hand: it follows the approved spending.
 */
export const budgetUpdateSchema = z
  .object({
    ...budgetFields,
    status: z.enum(EDITABLE_BUDGET_STATUSES, { error: FINANCE_MESSAGES.budgetStatus }),
  })
  .partial();
export type BudgetUpdateValues = z.output<typeof budgetUpdateSchema>;

const expenseFields = {
  description: requiredText(FINANCE_MESSAGES.description, 500),
  amount: cents(FINANCE_MESSAGES.amount, FINANCE_MESSAGES.amountPositive),
  category: z.enum(BUDGET_CATEGORIES, { error: FINANCE_MESSAGES.category }),
  expenseDate: requiredDate(FINANCE_MESSAGES.expenseDate),
  vendor: optionalText(),
  budgetId: optionalId(FINANCE_MESSAGES.budgetChoice),
};

/** POST /api/expenses (spec 02 §7). A new expense is pending until an admin approves it. */
export const expenseFormSchema = z.object(expenseFields);
export type ExpenseFormInput = z.input<typeof expenseFormSchema>;
export type ExpenseFormValues = z.output<typeof expenseFormSchema>;

/** PATCH /api/expenses/{id}: approve or reject (status), or correct any field. */
export const expenseUpdateSchema = z
  .object({
    ...expenseFields,
    status: z.enum(EXPENSE_STATUSES, { error: FINANCE_MESSAGES.status }),
  })
  .partial();
export type ExpenseUpdateValues = z.output<typeof expenseUpdateSchema>;

/** The dialogs: the same forms with the amount typed in dollars (step 0.01), sent as cents (spec 02 §5). */
export const budgetDialogSchema = budgetFormSchema.extend({
  totalAmount: dollarsSchema(FINANCE_MESSAGES.totalAmount).pipe(budgetFields.totalAmount),
});
export type BudgetDialogInput = z.input<typeof budgetDialogSchema>;
export type BudgetDialogValues = z.output<typeof budgetDialogSchema>;

/** Edit Budget: the same fields and the status. */
export const budgetEditSchema = budgetDialogSchema.extend({
  status: z.enum(EDITABLE_BUDGET_STATUSES, { error: FINANCE_MESSAGES.budgetStatus }),
});
export type BudgetEditInput = z.input<typeof budgetEditSchema>;
export type BudgetEditValues = z.output<typeof budgetEditSchema>;

export const expenseDialogSchema = expenseFormSchema.extend({
  amount: dollarsSchema(FINANCE_MESSAGES.amount).pipe(expenseFields.amount),
});
export type ExpenseDialogInput = z.input<typeof expenseDialogSchema>;
export type ExpenseDialogValues = z.output<typeof expenseDialogSchema>;

/** ?fiscalYear=2026 on the lists, the stats and the CSV; absent means the current year. */
export const fiscalYearQuerySchema = z.object({
  fiscalYear: z.string().trim().regex(FISCAL_YEAR, FINANCE_MESSAGES.fiscalYear).optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------

export const budgetSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.enum(BUDGET_CATEGORIES),
  /** Cents. */
  totalAmount: z.number().int(),
  /** Cents of approved expenses charged to it. */
  spentAmount: z.number().int(),
  /** Cents of expenses charged to it that wait for approval. */
  pendingAmount: z.number().int(),
  fiscalYear: z.string(),
  status: z.enum(BUDGET_STATUSES),
  health: z.enum(BUDGET_HEALTHS),
  percentUsed: z.number(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Budget = z.input<typeof budgetSchema>;
export type BudgetDto = z.output<typeof budgetSchema>;

export const expenseSchema = z.object({
  id: z.uuid(),
  budgetId: z.uuid().nullable(),
  budgetName: z.string().nullable(),
  description: z.string(),
  /** Cents. */
  amount: z.number().int(),
  category: z.enum(BUDGET_CATEGORIES),
  expenseDate: z.string(),
  vendor: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  status: z.enum(EXPENSE_STATUSES),
  approvedById: z.uuid().nullable(),
  approvedByName: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Expense = z.input<typeof expenseSchema>;
export type ExpenseDto = z.output<typeof expenseSchema>;

/** GET /api/finance/stats (spec 02 §2 stat cards, and the budget-vs-actual chart). Amounts in cents. */
export const financeStatsSchema = z.object({
  fiscalYear: z.string(),
  /** Years that have a budget or an expense, newest first, always with the current year. */
  fiscalYears: z.array(z.string()),
  totalBudget: z.number().int(),
  /** Approved expenses dated in the fiscal year. */
  totalExpenses: z.number().int(),
  remainingBudget: z.number().int(),
  activeBudgets: z.number().int(),
  pendingExpenses: z.number().int(),
  pendingAmount: z.number().int(),
  byCategory: z.array(
    z.object({ category: z.enum(BUDGET_CATEGORIES), budgeted: z.number().int(), actual: z.number().int() }),
  ),
});
export type FinanceStats = z.infer<typeof financeStatsSchema>;
