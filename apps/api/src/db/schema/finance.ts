import { BUDGET_CATEGORIES, BUDGET_STATUSES, EXPENSE_STATUSES } from "@rollcall/shared/finance";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, enumCheck, updatedAt } from "./_helpers";
import { agencyColumn } from "./agencies";
import { memberFk } from "./users";

export const budgets = pgTable(
  "budgets",
  {
    agencyId: agencyColumn(),
    id: uuid("id").notNull().defaultRandom(),
    name: text("name").notNull(),
    category: text("category", { enum: BUDGET_CATEGORIES }).notNull(),
    // Cents.
    totalAmount: integer("total_amount").notNull(),
    // Cents.
    spentAmount: integer("spent_amount").notNull().default(0),
    fiscalYear: text("fiscal_year").notNull(),
    status: text("status", { enum: BUDGET_STATUSES }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "budgets_pkey", columns: [t.agencyId, t.id] }),
    index("budgets_agency_fiscal_year_idx").on(t.agencyId, t.fiscalYear),
    enumCheck("budgets_category_check", t.category, BUDGET_CATEGORIES),
    enumCheck("budgets_status_check", t.status, BUDGET_STATUSES),
    check("budgets_amounts_check", sql`${t.totalAmount} >= 0 and ${t.spentAmount} >= 0`),
  ],
);

export const expenses = pgTable(
  "expenses",
  {
    agencyId: agencyColumn(),
    id: uuid("id").notNull().defaultRandom(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "expenses_pkey", columns: [t.agencyId, t.id] }),
    // No action: a composite FK cannot SET NULL only budget_id, so deleting a budget must first detach its expenses.
    foreignKey({
      name: "expenses_budget_fk",
      columns: [t.agencyId, t.budgetId],
      foreignColumns: [budgets.agencyId, budgets.id],
    }),
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
