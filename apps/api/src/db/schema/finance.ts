import { BUDGET_CATEGORIES, BUDGET_STATUSES, EXPENSE_STATUSES } from "@rollcall/shared/finance";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, enumCheck, timestamps } from "./_helpers";
import { agencyKey } from "./agencies";
import { memberFk } from "./users";

export const budgets = pgTable(
  "budgets",
  {
    ...agencyKey(),
    name: text("name").notNull(),
    category: text("category", { enum: BUDGET_CATEGORIES }).notNull(),
    // Cents.
    totalAmount: integer("total_amount").notNull(),
    // Cents.
    spentAmount: integer("spent_amount").notNull().default(0),
    fiscalYear: text("fiscal_year").notNull(),
    status: text("status", { enum: BUDGET_STATUSES }).notNull().default("active"),
    ...timestamps(),
  },
  (t) => [
    agencyPk("budgets_pkey", t),
    index("budgets_agency_fiscal_year_idx").on(t.agencyId, t.fiscalYear),
    enumCheck("budgets_category_check", t.category, BUDGET_CATEGORIES),
    enumCheck("budgets_status_check", t.status, BUDGET_STATUSES),
    check("budgets_amounts_check", sql`${t.totalAmount} >= 0 and ${t.spentAmount} >= 0`),
  ],
);

export const expenses = pgTable(
  "expenses",
  {
    ...agencyKey(),
    budgetId: uuid("budget_id"),
    description: text("description").notNull(),
    // Cents.
    amount: integer("amount").notNull(),
    category: text("category", { enum: BUDGET_CATEGORIES }).notNull(),
    expenseDate: date("expense_date", { mode: "string" }).notNull(),
    vendor: text("vendor"),
    receiptUrl: text("receipt_url"),
    approvedById: uuid("approved_by_id"),
    status: text("status", { enum: EXPENSE_STATUSES }).notNull().default("pending"),
    ...timestamps(),
  },
  (t) => [
    agencyPk("expenses_pkey", t),
    // No action: a composite FK cannot SET NULL only budget_id, so deleting a budget must first detach its expenses.
    agencyFk("expenses_budget_fk", t.agencyId, t.budgetId, budgets),
    memberFk("expenses_approved_by_fk", t.agencyId, t.approvedById),
    index("expenses_agency_date_idx").on(t.agencyId, t.expenseDate),
    index("expenses_agency_budget_idx").on(t.agencyId, t.budgetId),
    enumCheck("expenses_category_check", t.category, BUDGET_CATEGORIES),
    enumCheck("expenses_status_check", t.status, EXPENSE_STATUSES),
    check("expenses_amount_check", sql`${t.amount} >= 0`),
  ],
);

export type Budget = typeof budgets.$inferSelect;
export type NewBudget = typeof budgets.$inferInsert;
export type Expense = typeof expenses.$inferSelect;
export type NewExpense = typeof expenses.$inferInsert;
