import { FINANCE_MESSAGES } from "@rollcall/shared/finance";
import { parse } from "csv-parse/sync";
import { beforeEach, describe, expect, it } from "vitest";
import { testToday } from "../../test/harness";
import { type Json, twoAgencies } from "../../test/world";

const { a, b, firefighter, officer, call, expectCall } = twoAgencies({ crew: true });

const year = () => testToday.slice(0, 4);
const budgetBody = (over: Json = {}) => ({
  name: "Apparatus",
  category: "equipment",
  totalAmount: 1_000_000,
  fiscalYear: year(),
  ...over,
});
const expenseBody = (budgetId: string | null, over: Json = {}) => ({
  description: "Tires",
  amount: 100_000,
  category: "equipment",
  expenseDate: testToday,
  vendor: "Station Supply",
  budgetId,
  ...over,
});

const newBudget = (over: Json = {}) =>
  expectCall<Json>(201, "POST", "/api/budgets", a.cookie, budgetBody(over));
const newExpense = (budgetId: string | null, over: Json = {}) =>
  expectCall<Json>(201, "POST", "/api/expenses", a.cookie, expenseBody(budgetId, over));
const setStatus = (id: unknown, status: string) =>
  expectCall<Json>(200, "PATCH", `/api/expenses/${id}`, a.cookie, { status });
const budgetOf = async (id: unknown) =>
  (await expectCall<Json[]>(200, "GET", "/api/budgets", a.cookie)).find((x) => x.id === id) as Json;
const remove = async (url: string) => expect((await call("DELETE", url, a.cookie)).statusCode).toBe(204);
const stats = (cookie = a.cookie) => expectCall<Json>(200, "GET", "/api/finance/stats", cookie);

describe("finance", () => {
  // Each test starts from an agency without budgets or expenses.
  beforeEach(async () => {
    for (const e of await expectCall<Json[]>(200, "GET", "/api/expenses", a.cookie))
      await call("DELETE", `/api/expenses/${e.id}`, a.cookie);
    for (const x of await expectCall<Json[]>(200, "GET", "/api/budgets", a.cookie))
      await call("DELETE", `/api/budgets/${x.id}`, a.cookie);
  });

  it("every finance call from a non-admin answers 403 Admin access required", async () => {
    const budget = await newBudget();
    const expense = await newExpense(budget.id as string);
    const calls: Array<[Parameters<typeof call>[0], string, unknown?]> = [
      ["GET", "/api/budgets"],
      ["POST", "/api/budgets", budgetBody()],
      ["PATCH", `/api/budgets/${budget.id}`, { name: "X" }],
      ["DELETE", `/api/budgets/${budget.id}`],
      ["GET", "/api/expenses"],
      ["GET", "/api/expenses.csv"],
      ["POST", "/api/expenses", expenseBody(null)],
      ["PATCH", `/api/expenses/${expense.id}`, { status: "approved" }],
      ["DELETE", `/api/expenses/${expense.id}`],
      ["GET", "/api/finance/stats"],
    ];
    for (const who of [officer, firefighter]) {
      for (const [method, url, body] of calls) {
        const res = await call(method, url, who.cookie, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: "Admin access required" });
      }
    }
    expect((await budgetOf(budget.id)).name).toBe("Apparatus");
    expect((await budgetOf(budget.id)).spentAmount).toBe(0);
  });

  it("creates a budget in cents for the fiscal year; the stats follow", async () => {
    const budget = await newBudget({ totalAmount: 2_500_050 });
    expect(budget).toMatchObject({
      name: "Apparatus",
      category: "equipment",
      totalAmount: 2_500_050,
      spentAmount: 0,
      pendingAmount: 0,
      fiscalYear: year(),
      status: "active",
      health: "good",
      percentUsed: 0,
    });
    expect(await stats()).toMatchObject({
      fiscalYear: year(),
      totalBudget: 2_500_050,
      totalExpenses: 0,
      remainingBudget: 2_500_050,
      activeBudgets: 1,
      byCategory: [{ category: "equipment", budgeted: 2_500_050, actual: 0 }],
    });
  });

  it("refuses bad input with field messages and stores nothing", async () => {
    const cases: Array<[string, Json, Record<string, string>]> = [
      ["/api/budgets", { ...budgetBody(), name: " " }, { name: FINANCE_MESSAGES.name }],
      ["/api/budgets", { ...budgetBody(), category: "boats" }, { category: FINANCE_MESSAGES.category }],
      ["/api/budgets", { ...budgetBody(), totalAmount: 0 }, { totalAmount: FINANCE_MESSAGES.totalPositive }],
      ["/api/budgets", { ...budgetBody(), totalAmount: 10.5 }, { totalAmount: FINANCE_MESSAGES.totalAmount }],
      ["/api/budgets", { ...budgetBody(), fiscalYear: "FY26" }, { fiscalYear: FINANCE_MESSAGES.fiscalYear }],
      [
        "/api/expenses",
        { ...expenseBody(null), description: "" },
        { description: FINANCE_MESSAGES.description },
      ],
      ["/api/expenses", { ...expenseBody(null), amount: -5 }, { amount: FINANCE_MESSAGES.amountPositive }],
      ["/api/expenses", { ...expenseBody(null), amount: "12" }, { amount: FINANCE_MESSAGES.amount }],
      [
        "/api/expenses",
        { ...expenseBody(null), expenseDate: "" },
        { expenseDate: FINANCE_MESSAGES.expenseDate },
      ],
      [
        "/api/expenses",
        { ...expenseBody(null), expenseDate: "2026-02-30" },
        { expenseDate: "Enter a valid date (yyyy-MM-dd)" },
      ],
      ["/api/expenses", { ...expenseBody("not-an-id") }, { budgetId: FINANCE_MESSAGES.budgetChoice }],
    ];
    for (const [url, body, errors] of cases) {
      const res = await call("POST", url, a.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toMatchObject(errors);
    }
    expect(await expectCall<Json[]>(200, "GET", "/api/budgets", a.cookie)).toEqual([]);
    expect(await expectCall<Json[]>(200, "GET", "/api/expenses", a.cookie)).toEqual([]);
  });

  it("a new expense is pending and counts toward nothing until an admin approves it", async () => {
    const budget = await newBudget();
    const expense = await newExpense(budget.id as string);
    expect(expense).toMatchObject({ status: "pending", budgetName: "Apparatus", approvedById: null });
    expect(await budgetOf(budget.id)).toMatchObject({ spentAmount: 0, pendingAmount: 100_000 });
    expect(await stats()).toMatchObject({ totalExpenses: 0, pendingExpenses: 1, pendingAmount: 100_000 });

    const approved = await setStatus(expense.id, "approved");
    expect(approved).toMatchObject({ status: "approved", approvedById: a.user.id });
    expect(approved.approvedByName).toBeTruthy();
    expect(await budgetOf(budget.id)).toMatchObject({
      spentAmount: 100_000,
      pendingAmount: 0,
      percentUsed: 10,
    });
    expect(await stats()).toMatchObject({
      totalBudget: 1_000_000,
      totalExpenses: 100_000,
      remainingBudget: 900_000,
      pendingExpenses: 0,
      byCategory: [{ category: "equipment", budgeted: 1_000_000, actual: 100_000 }],
    });
  });

  it("reaching 100 percent makes the budget overbudget; rejecting and deleting give the money back", async () => {
    const budget = await newBudget({ totalAmount: 300_000 });
    const first = await newExpense(budget.id as string, { amount: 200_000 });
    const second = await newExpense(budget.id as string, { amount: 150_000 });
    await setStatus(first.id, "approved");
    expect(await budgetOf(budget.id)).toMatchObject({ status: "active", health: "good", percentUsed: 66.7 });
    await setStatus(second.id, "approved");
    expect(await budgetOf(budget.id)).toMatchObject({
      spentAmount: 350_000,
      status: "overbudget",
      health: "overbudget",
      percentUsed: 100,
    });

    await setStatus(second.id, "rejected");
    expect(await budgetOf(budget.id)).toMatchObject({ spentAmount: 200_000, status: "active" });
    // Rejecting again changes nothing.
    await setStatus(second.id, "rejected");
    expect((await budgetOf(budget.id)).spentAmount).toBe(200_000);

    await remove(`/api/expenses/${first.id}`);
    expect(await budgetOf(budget.id)).toMatchObject({ spentAmount: 0, status: "active" });
    expect((await stats()).totalExpenses).toBe(0);
  });

  it("moving or re-pricing an approved expense moves its money between budgets", async () => {
    const engine = await newBudget({ name: "Engine" });
    const truck = await newBudget({ name: "Truck" });
    const expense = await newExpense(engine.id as string, { amount: 50_000 });
    await setStatus(expense.id, "approved");
    await expectCall(200, "PATCH", `/api/expenses/${expense.id}`, a.cookie, {
      budgetId: truck.id,
      amount: 80_000,
    });
    expect((await budgetOf(engine.id)).spentAmount).toBe(0);
    expect((await budgetOf(truck.id)).spentAmount).toBe(80_000);
    // A budget of 80 000 cents reached by a raised total goes back to active, a lowered one over.
    await expectCall(200, "PATCH", `/api/budgets/${truck.id}`, a.cookie, { totalAmount: 80_000 });
    expect((await budgetOf(truck.id)).status).toBe("overbudget");
    await expectCall(200, "PATCH", `/api/budgets/${truck.id}`, a.cookie, { totalAmount: 90_000 });
    expect((await budgetOf(truck.id)).status).toBe("active");
    await expectCall(200, "PATCH", `/api/budgets/${truck.id}`, a.cookie, { status: "completed" });
    expect((await budgetOf(truck.id)).status).toBe("completed");
  });

  it("two approvals at the same moment both count, and one expense approved twice at once counts once", async () => {
    const budget = await newBudget();
    const expenses = await Promise.all(
      [1, 2, 3, 4].map((n) => newExpense(budget.id as string, { amount: n * 1_000 })),
    );
    const results = await Promise.all(
      expenses.map((e) => call("PATCH", `/api/expenses/${e.id}`, a.cookie, { status: "approved" })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await budgetOf(budget.id)).spentAmount).toBe(10_000);

    const twice = await newExpense(budget.id as string, { amount: 7_000 });
    const again = await Promise.all([1, 2, 3].map(() => setStatus(twice.id, "approved")));
    expect(again.every((e) => e.status === "approved")).toBe(true);
    expect((await budgetOf(budget.id)).spentAmount).toBe(17_000);
  });

  it("deleting a budget keeps its expenses, unbudgeted", async () => {
    const budget = await newBudget();
    const expense = await newExpense(budget.id as string);
    await setStatus(expense.id, "approved");
    await remove(`/api/budgets/${budget.id}`);
    const [kept] = await expectCall<Json[]>(200, "GET", "/api/expenses", a.cookie);
    expect(kept).toMatchObject({ id: expense.id, budgetId: null, budgetName: null, status: "approved" });
    expect(await stats()).toMatchObject({
      totalBudget: 0,
      totalExpenses: 100_000,
      remainingBudget: -100_000,
    });
  });

  it("lists, stats and the CSV follow the chosen fiscal year", async () => {
    const lastYear = String(Number(year()) - 1);
    await newBudget({ name: "Old", fiscalYear: lastYear, totalAmount: 40_000 });
    const old = await newExpense(null, {
      description: "=HYPERLINK(1)",
      expenseDate: `${lastYear}-06-30`,
      amount: 12_345,
    });
    await setStatus(old.id, "approved");
    await newExpense(null, { description: "This year" });

    const thisYear = await expectCall<Json[]>(200, "GET", "/api/expenses", a.cookie);
    expect(thisYear.map((e) => e.description)).toEqual(["This year"]);
    const before = await expectCall<Json[]>(200, "GET", `/api/expenses?fiscalYear=${lastYear}`, a.cookie);
    expect(before.map((e) => e.description)).toEqual(["=HYPERLINK(1)"]);
    expect(
      await expectCall<Json[]>(200, "GET", `/api/budgets?fiscalYear=${lastYear}`, a.cookie),
    ).toHaveLength(1);
    const s = await expectCall<Json>(200, "GET", `/api/finance/stats?fiscalYear=${lastYear}`, a.cookie);
    expect(s).toMatchObject({ fiscalYear: lastYear, totalBudget: 40_000, totalExpenses: 12_345 });
    expect(s.fiscalYears).toEqual([year(), lastYear]);

    const res = await call("GET", `/api/expenses.csv?fiscalYear=${lastYear}`, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain(`expenses-FY${lastYear}.csv`);
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        Date: `${lastYear}-06-30`,
        Description: "'=HYPERLINK(1)",
        Vendor: "Station Supply",
        Category: "Equipment",
        Budget: "",
        "Amount (USD)": "123.45",
        Status: "Approved",
        "Decided By": expect.any(String),
      },
    ]);
    expect((await call("GET", "/api/finance/stats?fiscalYear=26", a.cookie)).statusCode).toBe(400);
  });

  it("another agency's budgets and expenses are invisible and answer 404", async () => {
    const budget = await newBudget({ name: "Ours" });
    const expense = await newExpense(budget.id as string, { description: "Ours" });
    for (const [method, url, body] of [
      ["PATCH", `/api/budgets/${budget.id}`, { name: "Theirs" }],
      ["DELETE", `/api/budgets/${budget.id}`],
      ["PATCH", `/api/expenses/${expense.id}`, { status: "approved" }],
      ["DELETE", `/api/expenses/${expense.id}`],
    ] as const) {
      const res = await call(method, url, b.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // B cannot charge an expense to A's budget either.
    const charged = await call("POST", "/api/expenses", b.cookie, expenseBody(budget.id as string));
    expect(charged.statusCode).toBe(400);
    expect(charged.json().errors).toEqual({ budgetId: FINANCE_MESSAGES.budgetChoice });
    expect(await expectCall<Json[]>(200, "GET", "/api/budgets", b.cookie)).toEqual([]);
    expect(await expectCall<Json[]>(200, "GET", "/api/expenses", b.cookie)).toEqual([]);
    expect(await stats(b.cookie)).toMatchObject({ totalBudget: 0, totalExpenses: 0, pendingExpenses: 0 });
    expect(await budgetOf(budget.id)).toMatchObject({ name: "Ours", spentAmount: 0, pendingAmount: 100_000 });
  });
});
