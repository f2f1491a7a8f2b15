/**
 * Finance: budgets, expenses and their approval, the stat cards and the budget-vs-actual figures of one fiscal
 * year, and the expenses CSV. Admin only (the routes declare it). Amounts are integer cents.
 *
 * A budget's spentAmount is the sum of its approved expenses. Every change that moves money (approving,
 * rejecting, re-pointing, re-pricing or deleting an expense) locks the expense row and adds the difference to
 * the budgets with one `spent_amount = spent_amount + delta` statement in the same transaction, so two
 * approvals at the same moment both count and an expense approved twice counts once.
 */
import {
  BUDGET_CATEGORIES,
  BUDGET_CATEGORY_LABELS,
  type BudgetDto,
  type BudgetFormValues,
  type BudgetUpdateValues,
  budgetHealth,
  EXPENSE_STATUS_LABELS,
  type ExpenseDto,
  type ExpenseFormValues,
  type ExpenseUpdateValues,
  FINANCE_MESSAGES,
  type FinanceStats,
  percentUsed,
} from "@rollcall/shared/finance";
import { centsToDecimal } from "@rollcall/shared/money";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Transaction } from "../../db/client";
import { type Budget, budgets, type Expense, expenses } from "../../db/schema/finance";
import { users } from "../../db/schema/users";
import { csvFile, safeText } from "../../lib/csv";
import { agencyYear } from "../../lib/dates";
import { badRequest, notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";

/** The fiscal year asked for, or the agency's current calendar year. */
export const fiscalYearOr = (scope: AgencyScope, fiscalYear?: string) =>
  fiscalYear ?? agencyYear(scope.timeZone);

/** Expenses dated in the fiscal year (a fiscal year is its calendar year). */
const inYear = (fiscalYear: string) =>
  and(
    sql`${expenses.expenseDate} >= ${`${fiscalYear}-01-01`}::date`,
    sql`${expenses.expenseDate} <= ${`${fiscalYear}-12-31`}::date`,
  );

/**
 * The stored status after a change: overbudget whenever approved spending reaches the total (spec 02 §9),
 * otherwise what the admin set (completed) or active.
 */
const statusAfter = (spent: SQL | number, total: SQL | number, base: SQL | string) =>
  sql`case when ${spent} >= ${total} then 'overbudget' when ${base} = 'completed' then 'completed' else 'active' end`;

// ---------------------------------------------------------------------------------------------------------
// Budgets
// ---------------------------------------------------------------------------------------------------------

// Written out qualified: inside a selected field drizzle names the outer columns without their table.
const pendingAmount = sql<number>`coalesce((select sum(e.amount) from expenses e
  where e.agency_id = "budgets"."agency_id" and e.budget_id = "budgets"."id" and e.status = 'pending'), 0)::bigint`;

function toBudget(row: Budget, pending: number): BudgetDto {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    totalAmount: row.totalAmount,
    spentAmount: row.spentAmount,
    pendingAmount: pending,
    fiscalYear: row.fiscalYear,
    status: row.status,
    health: budgetHealth(row.spentAmount, row.totalAmount),
    percentUsed: percentUsed(row.spentAmount, row.totalAmount),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function selectBudgets(tx: Transaction, agencyId: string, where: SQL | undefined) {
  const rows = await tx
    .select({ budget: budgets, pending: pendingAmount })
    .from(budgets)
    .where(and(eq(budgets.agencyId, agencyId), where))
    .orderBy(asc(sql`lower(${budgets.name})`), asc(budgets.id));
  return rows.map((r) => toBudget(r.budget, Number(r.pending)));
}

async function oneBudget(tx: Transaction, agencyId: string, id: string): Promise<BudgetDto> {
  const [budget] = await selectBudgets(tx, agencyId, eq(budgets.id, id));
  if (!budget) throw notFound(FINANCE_MESSAGES.budgetNotFound);
  return budget;
}

/** The fiscal year's budgets, by name. */
export function listBudgets(scope: AgencyScope, fiscalYear?: string): Promise<BudgetDto[]> {
  const year = fiscalYearOr(scope, fiscalYear);
  return scope.run((tx) => selectBudgets(tx, scope.agencyId, eq(budgets.fiscalYear, year)));
}

export function createBudget(scope: AgencyScope, v: BudgetFormValues): Promise<BudgetDto> {
  return scope.run(async (tx) => {
    const [row] = await tx
      .insert(budgets)
      .values({ agencyId: scope.agencyId, ...v })
      .returning({ id: budgets.id });
    return oneBudget(tx, scope.agencyId, row.id);
  });
}

export function updateBudget(scope: AgencyScope, id: string, v: BudgetUpdateValues): Promise<BudgetDto> {
  return scope.run(async (tx) => {
    const { status, ...fields } = v;
    const total = fields.totalAmount ?? budgets.totalAmount;
    const [row] = await tx
      .update(budgets)
      .set({
        ...fields,
        status: sql`${statusAfter(sql`${budgets.spentAmount}`, sql`${total}`, status ?? sql`${budgets.status}`)}`,
      })
      .where(and(eq(budgets.agencyId, scope.agencyId), eq(budgets.id, id)))
      .returning({ id: budgets.id });
    if (!row) throw notFound(FINANCE_MESSAGES.budgetNotFound);
    return oneBudget(tx, scope.agencyId, id);
  });
}

/** Deletes a budget; its expenses are kept, unbudgeted (the money they record was still spent). */
export function deleteBudget(scope: AgencyScope, id: string): Promise<void> {
  return scope.run(async (tx) => {
    await tx
      .update(expenses)
      .set({ budgetId: null })
      .where(and(eq(expenses.agencyId, scope.agencyId), eq(expenses.budgetId, id)));
    const [row] = await tx
      .delete(budgets)
      .where(and(eq(budgets.agencyId, scope.agencyId), eq(budgets.id, id)))
      .returning({ id: budgets.id });
    if (!row) throw notFound(FINANCE_MESSAGES.budgetNotFound);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Expenses
// ---------------------------------------------------------------------------------------------------------

const approver = alias(users, "approver");

async function selectExpenses(tx: Transaction, agencyId: string, where: SQL | undefined, limit?: number) {
  const query = tx
    .select({
      expense: expenses,
      budgetName: budgets.name,
      approverFirst: approver.firstName,
      approverLast: approver.lastName,
    })
    .from(expenses)
    .leftJoin(budgets, and(eq(budgets.agencyId, expenses.agencyId), eq(budgets.id, expenses.budgetId)))
    .leftJoin(approver, and(eq(approver.agencyId, expenses.agencyId), eq(approver.id, expenses.approvedById)))
    .where(and(eq(expenses.agencyId, agencyId), where))
    .orderBy(desc(expenses.expenseDate), desc(expenses.createdAt), desc(expenses.id));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map(
    (r): ExpenseDto => ({
      id: r.expense.id,
      budgetId: r.expense.budgetId,
      budgetName: r.budgetName,
      description: r.expense.description,
      amount: r.expense.amount,
      category: r.expense.category,
      expenseDate: r.expense.expenseDate,
      vendor: r.expense.vendor,
      receiptUrl: r.expense.receiptUrl,
      status: r.expense.status,
      approvedById: r.expense.approvedById,
      approvedByName: r.expense.approvedById
        ? [r.approverFirst, r.approverLast].filter(Boolean).join(" ") || null
        : null,
      createdAt: r.expense.createdAt,
      updatedAt: r.expense.updatedAt,
    }),
  );
}

async function oneExpense(tx: Transaction, agencyId: string, id: string): Promise<ExpenseDto> {
  const [expense] = await selectExpenses(tx, agencyId, eq(expenses.id, id));
  if (!expense) throw notFound(FINANCE_MESSAGES.expenseNotFound);
  return expense;
}

/** The fiscal year's expenses, newest first. */
export function listExpenses(scope: AgencyScope, fiscalYear?: string): Promise<ExpenseDto[]> {
  const year = fiscalYearOr(scope, fiscalYear);
  return scope.run((tx) => selectExpenses(tx, scope.agencyId, inYear(year)));
}

/** A budget id from a form must name one of the agency's budgets (400 on the field otherwise). */
async function checkBudget(tx: Transaction, agencyId: string, budgetId: string | null | undefined) {
  if (!budgetId) return;
  const [found] = await tx
    .select({ id: budgets.id })
    .from(budgets)
    .where(and(eq(budgets.agencyId, agencyId), eq(budgets.id, budgetId)));
  if (!found) throw badRequest(FINANCE_MESSAGES.budgetChoice, { budgetId: FINANCE_MESSAGES.budgetChoice });
}

/** Adds `delta` cents to a budget's approved spending, moving its status with it, in one statement. */
async function charge(tx: Transaction, agencyId: string, budgetId: string | null, delta: number) {
  if (!budgetId || delta === 0) return;
  const spent = sql`${budgets.spentAmount} + ${delta}`;
  await tx
    .update(budgets)
    .set({
      spentAmount: sql`${spent}`,
      status: sql`${statusAfter(spent, sql`${budgets.totalAmount}`, sql`${budgets.status}`)}`,
    })
    .where(and(eq(budgets.agencyId, agencyId), eq(budgets.id, budgetId)));
}

/** What an expense adds to a budget: its amount when approved, nothing otherwise. */
const contribution = (e: Pick<Expense, "status" | "budgetId" | "amount">) =>
  e.status === "approved" && e.budgetId ? new Map([[e.budgetId, e.amount]]) : new Map<string, number>();

/** Moves the money between the budgets an expense counted toward before and after a change. */
async function rebalance(
  tx: Transaction,
  agencyId: string,
  before: Pick<Expense, "status" | "budgetId" | "amount">,
  after: Pick<Expense, "status" | "budgetId" | "amount">,
) {
  const deltas = new Map<string, number>();
  for (const [id, amount] of contribution(before)) deltas.set(id, (deltas.get(id) ?? 0) - amount);
  for (const [id, amount] of contribution(after)) deltas.set(id, (deltas.get(id) ?? 0) + amount);
  // A fixed order, so two changes touching the same two budgets cannot deadlock.
  for (const id of [...deltas.keys()].sort()) await charge(tx, agencyId, id, deltas.get(id) ?? 0);
}

/** The expense row, locked until the transaction ends, so concurrent changes to it queue up. */
async function lockExpense(tx: Transaction, agencyId: string, id: string): Promise<Expense> {
  const [row] = await tx
    .select()
    .from(expenses)
    .where(and(eq(expenses.agencyId, agencyId), eq(expenses.id, id)))
    .for("update");
  if (!row) throw notFound(FINANCE_MESSAGES.expenseNotFound);
  return row;
}

/** Records an expense; it waits for approval and counts toward nothing until then. */
export function createExpense(scope: AgencyScope, v: ExpenseFormValues): Promise<ExpenseDto> {
  return scope.run(async (tx) => {
    await checkBudget(tx, scope.agencyId, v.budgetId);
    const [row] = await tx
      .insert(expenses)
      .values({ agencyId: scope.agencyId, ...v, status: "pending" })
      .returning({ id: expenses.id });
    return oneExpense(tx, scope.agencyId, row.id);
  });
}

/**
 * Approves, rejects or returns an expense to pending (status), or corrects its fields; the budgets it counts
 * toward follow in the same transaction. The deciding admin is recorded as approvedBy (null when pending).
 */
export function updateExpense(scope: AgencyScope, id: string, v: ExpenseUpdateValues): Promise<ExpenseDto> {
  return scope.run(async (tx) => {
    const before = await lockExpense(tx, scope.agencyId, id);
    if (v.budgetId !== undefined) await checkBudget(tx, scope.agencyId, v.budgetId);
    const after = { ...before, ...v };
    const decided = v.status !== undefined && v.status !== before.status;
    const changes = {
      ...v,
      ...(decided ? { approvedById: v.status === "pending" ? null : scope.userId } : {}),
    };
    if (Object.keys(changes).length > 0)
      await tx
        .update(expenses)
        .set(changes)
        .where(and(eq(expenses.agencyId, scope.agencyId), eq(expenses.id, id)));
    await rebalance(tx, scope.agencyId, before, after);
    return oneExpense(tx, scope.agencyId, id);
  });
}

/** Deletes an expense; an approved one gives its amount back to its budget. */
export function deleteExpense(scope: AgencyScope, id: string): Promise<void> {
  return scope.run(async (tx) => {
    const before = await lockExpense(tx, scope.agencyId, id);
    await tx.delete(expenses).where(and(eq(expenses.agencyId, scope.agencyId), eq(expenses.id, id)));
    await rebalance(tx, scope.agencyId, before, { ...before, status: "rejected" });
  });
}

// ---------------------------------------------------------------------------------------------------------
// Stats, budget vs actual, CSV
// ---------------------------------------------------------------------------------------------------------

/**
 * The stat cards (spec 02 §2) for one fiscal year: Total Budget, Total Expenses (approved, dated in the year),
 * Remaining Budget (the difference), Active Budgets; the expenses waiting for approval; and per category the
 * budgeted total against the approved spending, for the chart.
 */
export function financeStats(scope: AgencyScope, fiscalYear?: string): Promise<FinanceStats> {
  const year = fiscalYearOr(scope, fiscalYear);
  const current = agencyYear(scope.timeZone);
  return scope.read(async (tx) => {
    const budgeted = await tx
      .select({
        category: budgets.category,
        total: sql<number>`sum(${budgets.totalAmount})::bigint`,
        active: sql<number>`count(*) filter (where ${budgets.status} = 'active')::integer`,
      })
      .from(budgets)
      .where(and(eq(budgets.agencyId, scope.agencyId), eq(budgets.fiscalYear, year)))
      .groupBy(budgets.category);
    const spent = await tx
      .select({
        category: expenses.category,
        approved: sql<number>`coalesce(sum(${expenses.amount}) filter (where ${expenses.status} = 'approved'), 0)::bigint`,
        pendingCount: sql<number>`count(*) filter (where ${expenses.status} = 'pending')::integer`,
        pendingAmount: sql<number>`coalesce(sum(${expenses.amount}) filter (where ${expenses.status} = 'pending'), 0)::bigint`,
      })
      .from(expenses)
      .where(and(eq(expenses.agencyId, scope.agencyId), inYear(year)))
      .groupBy(expenses.category);
    const years = await tx.execute(sql`
      select fiscal_year as year from budgets where agency_id = ${scope.agencyId}
      union select to_char(expense_date, 'YYYY') from expenses where agency_id = ${scope.agencyId}`);
    const fiscalYears = new Set([current, year]);
    for (const r of (years as unknown as { rows: { year: string }[] }).rows) fiscalYears.add(r.year);

    const byCategory = BUDGET_CATEGORIES.map((category) => ({
      category,
      budgeted: Number(budgeted.find((b) => b.category === category)?.total ?? 0),
      actual: Number(spent.find((s) => s.category === category)?.approved ?? 0),
    })).filter((c) => c.budgeted > 0 || c.actual > 0);
    const totalBudget = budgeted.reduce((sum, b) => sum + Number(b.total), 0);
    const totalExpenses = spent.reduce((sum, s) => sum + Number(s.approved), 0);
    return {
      fiscalYear: year,
      fiscalYears: [...fiscalYears].sort().reverse(),
      totalBudget,
      totalExpenses,
      remainingBudget: totalBudget - totalExpenses,
      activeBudgets: budgeted.reduce((sum, b) => sum + Number(b.active), 0),
      pendingExpenses: spent.reduce((sum, s) => sum + Number(s.pendingCount), 0),
      pendingAmount: spent.reduce((sum, s) => sum + Number(s.pendingAmount), 0),
      byCategory,
    };
  });
}

export const EXPENSE_CSV_COLUMNS = [
  "Date",
  "Description",
  "Vendor",
  "Category",
  "Budget",
  "Amount (USD)",
  "Status",
  "Decided By",
] as const;

/** The fiscal year's expenses as a spreadsheet: plain decimal amounts, text cells kept as text. */
export async function expensesCsv(scope: AgencyScope, fiscalYear?: string) {
  const year = fiscalYearOr(scope, fiscalYear);
  const list = await listExpenses(scope, year);
  const body = csvFile(
    EXPENSE_CSV_COLUMNS,
    list.map((e) => [
      e.expenseDate,
      safeText(e.description),
      safeText(e.vendor),
      BUDGET_CATEGORY_LABELS[e.category],
      safeText(e.budgetName),
      centsToDecimal(e.amount),
      EXPENSE_STATUS_LABELS[e.status],
      safeText(e.approvedByName),
    ]),
  );
  return { year, body };
}
