import { type BudgetHealth, EXPENSE_STATUS_LABELS, type ExpenseStatus } from "@rollcall/shared/finance";
import { formatCents } from "@rollcall/shared/money";

/** The percent-used badge (spec 02 §2): one decimal, capped at 100 by the server's percentUsed. */
export const formatPercent = (percent: number) => `${Math.min(100, percent).toFixed(1)}%`;

/** "FY 2026". */
export const fiscalYearLabel = (year: string) => `FY ${year}`;

/** "3 expenses ($1,234.00) waiting for approval". */
export function pendingLine(count: number, amountCents: number) {
  if (count === 0) return "No expenses waiting for approval";
  return `${count} ${count === 1 ? "expense" : "expenses"} (${formatCents(amountCents)}) waiting for approval`;
}

/** Budget health in the theme's status colours: green under 80 %, amber to 100 %, red from 100 %. */
export const HEALTH_STYLES: Record<
  BudgetHealth,
  { badge: "success" | "warning" | "danger"; bar: string; label: string }
> = {
  good: { badge: "success", bar: "bg-success", label: "on track" },
  warning: { badge: "warning", bar: "bg-warning", label: "nearing its limit" },
  overbudget: { badge: "danger", bar: "bg-danger", label: "over budget" },
};

export const EXPENSE_STATUS_BADGE: Record<ExpenseStatus, "warning" | "success" | "danger"> = {
  pending: "warning",
  approved: "success",
  rejected: "danger",
};

/** "Approved by Dana Reyes"; null while pending or when the deciding member is unknown. */
export function decidedBy(status: ExpenseStatus, name: string | null) {
  if (status === "pending" || !name) return null;
  return `${EXPENSE_STATUS_LABELS[status]} by ${name}`;
}
