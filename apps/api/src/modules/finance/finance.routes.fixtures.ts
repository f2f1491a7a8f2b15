/** The finance module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import type { CatalogueStep } from "../../test/fixtures";
import { blind, id, isoDay, owned, type RouteSpec, read } from "../../test/route-spec";

/** A budget of this fiscal year, and an approved expense charged to it (yesterday). */
export const CATALOGUE: CatalogueStep = async ({ app, c, call }) => {
  const a = c.admin.cookie;
  const budget = await call(app, "POST", "/api/budgets", a, {
    name: `Apparatus ${c.marker}`,
    category: "equipment",
    totalAmount: 5_000_000,
    fiscalYear: isoDay(-1).slice(0, 4),
  });
  const expense = await call(app, "POST", "/api/expenses", a, {
    description: `Tires ${c.marker}`,
    amount: 120_000,
    category: "equipment",
    expenseDate: isoDay(-1),
    vendor: `Vendor ${c.marker}`,
    budgetId: budget.id,
  });
  await call(app, "PATCH", `/api/expenses/${expense.id}`, a, { status: "approved" });
  return { budget: budget.id, expense: expense.id };
};

const financeBack = read(() => "/api/budgets");

export const ROUTES: Record<string, RouteSpec> = {
  // finance (admin only, every route)
  "GET /api/budgets": { access: "admin", ...owned },
  "POST /api/budgets": {
    access: "admin",
    body: () => ({
      name: "Written",
      category: "fuel",
      totalAmount: 100_000,
      fiscalYear: isoDay(-1).slice(0, 4),
    }),
  },
  "PATCH /api/budgets/:id": {
    access: "admin",
    params: id("budget"),
    body: () => ({ name: "Written", totalAmount: 200_000 }),
    readBack: financeBack,
  },
  "DELETE /api/budgets/:id": { access: "admin", params: id("budget"), readBack: financeBack },
  "GET /api/expenses": { access: "admin", ...owned },
  "GET /api/expenses.csv": { access: "admin", ...owned },
  "POST /api/expenses": {
    access: "admin",
    body: (_t, r) => ({
      description: "Written",
      amount: 1_000,
      category: "fuel",
      expenseDate: isoDay(-1),
      budgetId: r.added.budget,
    }),
  },
  "PATCH /api/expenses/:id": {
    access: "admin",
    params: id("expense"),
    body: () => ({ status: "rejected" }),
    readBack: read(() => "/api/expenses"),
  },
  "DELETE /api/expenses/:id": {
    access: "admin",
    params: id("expense"),
    readBack: read(() => "/api/expenses"),
  },
  "GET /api/finance/stats": { access: "admin", ...blind },
};
