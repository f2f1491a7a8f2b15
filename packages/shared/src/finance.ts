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

export const EXPENSE_STATUSES = ["pending", "approved", "rejected"] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
