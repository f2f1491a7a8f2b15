import { expect, type Page, test } from "@playwright/test";
import {
  dayFromToday,
  demo,
  downloadOf,
  expectAccessible,
  expectNoHorizontalScroll,
  signIn,
} from "./support";

/** "$1,234.50" or "-$12.00" → cents. */
const centsOf = (text: string | null) => Math.round(Number((text ?? "").replace(/[^0-9.-]/g, "")) * 100);

async function openFinance(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Finance" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Financial Management" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Budget totals" })).toBeVisible();
}

/** A stat card's figure, in cents. */
function statCard(page: Page, label: string) {
  return page
    .getByRole("list", { name: "Budget totals" })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByTestId("stat-value");
}
const statCents = async (page: Page, label: string) => centsOf(await statCard(page, label).textContent());

async function expectStat(page: Page, label: string, cents: number) {
  await expect.poll(() => statCents(page, label)).toBe(cents);
}

test("an admin budgets, records an expense, approves and rejects it, and exports the year", async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const budgetName = `Hose Testing ${tag}`;
  const description = `Annual hose test ${tag}`;
  const vendor = "Allegiance Hose Services";
  const today = dayFromToday(0);
  const year = today.iso.slice(0, 4);

  await signIn(page, demo.admin);
  await openFinance(page);
  for (const label of ["Total Budget", "Total Expenses", "Remaining Budget", "Active Budgets"])
    await expect(statCard(page, label)).toBeVisible();
  await expect(page.getByText("Only approved expenses count toward budgets and totals.")).toBeVisible();
  await expect(page.getByTestId("pending-expenses")).toHaveText(
    /^\d+ expenses? \(\$[\d,]+\.\d{2}\) waiting for approval\.$/,
  );
  await expect(page.getByLabel("Fiscal Year")).toHaveValue(year);
  await expect(page.getByRole("heading", { name: "Budget Overview" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent Expenses" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Bar chart of budget vs actual by category/ })).toBeVisible();
  await expect(page.getByRole("table", { name: `Budget vs actual by category, FY ${year}` })).toContainText(
    "Maintenance",
  );
  await expectAccessible(page);

  const budget0 = await statCents(page, "Total Budget");
  const expenses0 = await statCents(page, "Total Expenses");
  const remaining0 = await statCents(page, "Remaining Budget");
  const active0 = Number(await statCard(page, "Active Budgets").textContent());

  // Create New Budget: the spec's messages first, then dollars sent as cents.
  await page.getByRole("button", { name: "New Budget" }).click();
  const create = page.getByRole("dialog", { name: "Create New Budget" });
  await expect(create.getByLabel("Fiscal Year")).toHaveValue(year);
  await create.getByRole("button", { name: "Create Budget" }).click();
  await expect(create.getByText("Budget name is required")).toBeVisible();
  await expect(create.getByText("Category is required")).toBeVisible();
  await expect(create.getByText("Enter the total in dollars, e.g. 25000 or 1250.50")).toBeVisible();
  await create.getByLabel("Budget Name").fill(budgetName);
  await create.getByLabel("Category").selectOption({ label: "Equipment" });
  await create.getByLabel("Total Amount (USD)").fill("0");
  await create.getByRole("button", { name: "Create Budget" }).click();
  await expect(create.getByText("Total budget must be more than $0.00")).toBeVisible();
  await create.getByLabel("Total Amount (USD)").fill("1500");
  await expectAccessible(page);
  await create.getByRole("button", { name: "Create Budget" }).click();
  await expect(page.getByText("Budget created successfully", { exact: true })).toBeVisible();
  await expect(create).toBeHidden();

  const budgetRow = page
    .getByRole("list", { name: "Budgets" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { name: budgetName }),
    });
  await expect(budgetRow).toContainText("Equipment");
  await expect(budgetRow).toContainText(`FY ${year}`);
  await expect(budgetRow.getByTestId("spent-of-total")).toHaveText("$0.00 / $1,500.00");
  await expect(budgetRow.getByTestId("percent-used")).toHaveText("0.0%");
  await expectStat(page, "Total Budget", budget0 + 150_000);
  await expectStat(page, "Remaining Budget", remaining0 + 150_000);
  await expect(statCard(page, "Active Budgets")).toHaveText(String(active0 + 1));

  // Record New Expense against it: it waits, and the budget's spending does not move.
  await page.getByRole("button", { name: "Record Expense" }).click();
  const record = page.getByRole("dialog", { name: "Record New Expense" });
  await expect(record.getByLabel("Date")).toHaveValue(today.iso);
  await record.getByRole("button", { name: "Record Expense" }).click();
  await expect(record.getByText("Description is required")).toBeVisible();
  await expect(record.getByText("Enter the amount in dollars, e.g. 250 or 1250.50")).toBeVisible();
  await record.getByLabel("Description").fill(description);
  await record.getByLabel("Amount (USD)").fill("1000");
  await record.getByLabel("Vendor (optional)").fill(vendor);
  // Choosing the budget fills in its category.
  await record.getByLabel("Budget (optional)").selectOption({ label: `${budgetName} (Equipment)` });
  await expect(record.getByLabel("Category")).toHaveValue("equipment");
  await expectAccessible(page);
  await record.getByRole("button", { name: "Record Expense" }).click();
  await expect(page.getByText("Expense recorded successfully", { exact: true })).toBeVisible();
  await expect(record).toBeHidden();

  const expenseRow = page
    .getByRole("list", { name: "Recent expenses" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { name: description }),
    });
  await expect(expenseRow).toContainText(vendor);
  await expect(expenseRow).toContainText(today.shown);
  await expect(expenseRow).toContainText("$1,000.00");
  await expect(expenseRow).toContainText(`Budget: ${budgetName}`);
  await expect(expenseRow.getByText("Equipment", { exact: true })).toBeVisible();
  await expect(expenseRow.getByText("Pending", { exact: true })).toBeVisible();
  await expect(budgetRow.getByTestId("spent-of-total")).toHaveText("$0.00 / $1,500.00");
  await expect(budgetRow).toContainText("$1,000.00 pending approval");
  await expectStat(page, "Total Expenses", expenses0);

  // Approve: the money counts toward the budget and the totals.
  await expenseRow.getByRole("button", { name: `Approve ${description}` }).click();
  await expect(page.getByText("Expense approved", { exact: true })).toBeVisible();
  await expect(expenseRow.getByText("Approved", { exact: true })).toBeVisible();
  await expect(expenseRow).toContainText("Approved by Dana Reyes");
  await expect(expenseRow.getByRole("button", { name: `Approve ${description}` })).toHaveCount(0);
  await expect(budgetRow.getByTestId("spent-of-total")).toHaveText("$1,000.00 / $1,500.00");
  await expect(budgetRow.getByTestId("percent-used")).toHaveText("66.7%");
  await expect(budgetRow.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "66.7");
  await expect(budgetRow).not.toContainText("pending approval");
  await expectStat(page, "Total Expenses", expenses0 + 100_000);
  await expectStat(page, "Remaining Budget", remaining0 + 150_000 - 100_000);

  // Reject it from the row's menu: the money comes back.
  await expenseRow.getByRole("button", { name: `Actions for expense ${description}` }).click();
  await page.getByRole("menuitem", { name: "Reject" }).click();
  await expect(page.getByText("Expense rejected", { exact: true })).toBeVisible();
  await expect(expenseRow.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(expenseRow).toContainText("Rejected by Dana Reyes");
  await expect(budgetRow.getByTestId("spent-of-total")).toHaveText("$0.00 / $1,500.00");
  await expect(budgetRow.getByTestId("percent-used")).toHaveText("0.0%");
  await expectStat(page, "Total Expenses", expenses0);
  await expectStat(page, "Remaining Budget", remaining0 + 150_000);

  // Edit Budget: a new total in dollars.
  await budgetRow.getByRole("button", { name: `Actions for budget ${budgetName}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Budget" });
  await expect(edit.getByLabel("Total Amount (USD)")).toHaveValue("1500.00");
  await edit.getByLabel("Total Amount (USD)").fill("2000.50");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Budget updated successfully", { exact: true })).toBeVisible();
  await expect(budgetRow.getByTestId("spent-of-total")).toHaveText("$0.00 / $2,000.50");
  await expectStat(page, "Total Budget", budget0 + 200_050);

  // The year's expenses as CSV: the header and the rejected expense with who decided.
  const csv = await downloadOf(page, () => page.getByRole("button", { name: "Export CSV" }).click());
  expect(csv.name).toBe(`expenses-FY${year}.csv`);
  expect(csv.text).toContain("Date,Description,Vendor,Category,Budget,Amount (USD),Status,Decided By\r\n");
  expect(csv.text).toContain(
    `${today.iso},${description},${vendor},Equipment,${budgetName},1000.00,Rejected,Dana Reyes\r\n`,
  );

  // With more than 10 expenses in the year (the demo's and this one, unless the year has just begun),
  // View all shows them all and Show latest 10 goes back.
  const recent = page.getByRole("list", { name: "Recent expenses" }).getByRole("listitem");
  const viewAll = page.getByRole("button", { name: /^View all \d+ expenses$/ });
  if (await viewAll.count()) {
    await expect(recent).toHaveCount(10);
    const total = Number((await viewAll.textContent())?.match(/\d+/)?.[0]);
    await viewAll.click();
    await expect(page.getByRole("list", { name: "All expenses" }).getByRole("listitem")).toHaveCount(total);
    await page.getByRole("button", { name: "Show latest 10" }).click();
    await expect(recent).toHaveCount(10);
  }

  // Delete the expense, then the budget, each after confirming.
  await expenseRow.getByRole("button", { name: `Actions for expense ${description}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirmExpense = page.getByRole("alertdialog", { name: "Delete Expense" });
  await expect(confirmExpense).toContainText("Are you sure you want to delete this expense?");
  await confirmExpense.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Expense deleted successfully", { exact: true })).toBeVisible();
  await expect(expenseRow).toHaveCount(0);

  await budgetRow.getByRole("button", { name: `Actions for budget ${budgetName}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirmBudget = page.getByRole("alertdialog", { name: "Delete Budget" });
  await expect(confirmBudget).toContainText("Are you sure you want to delete this budget?");
  await confirmBudget.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Budget deleted successfully", { exact: true })).toBeVisible();
  await expect(budgetRow).toHaveCount(0);
  await expectStat(page, "Total Budget", budget0);
  await expectStat(page, "Total Expenses", expenses0);
});

test("a past fiscal year with nothing in it shows the empty states", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto("/finance?fiscalYear=1999");
  await expect(page.getByRole("heading", { level: 1, name: "Financial Management" })).toBeVisible();
  await expect(page.getByLabel("Fiscal Year")).toHaveValue("1999");
  await expect(page.getByText("No budgets created yet")).toBeVisible();
  await expect(page.getByText("No expenses recorded yet")).toBeVisible();
  await expect(page.getByText("No budgets or approved expenses in FY 1999")).toBeVisible();
  await expect(statCard(page, "Total Budget")).toHaveText("$0.00");
  await expect(page.getByTestId("pending-expenses")).toHaveText("No expenses waiting for approval.");
  // Back to the current year through the select.
  const current = dayFromToday(0).iso.slice(0, 4);
  await page.getByLabel("Fiscal Year").selectOption(current);
  await expect(page).toHaveURL(/\/finance\??$/);
  await expect(page.getByRole("list", { name: "Budgets" }).getByRole("listitem").first()).toBeVisible();
});

test("members who are not admins see Access Denied and no Finance entry", async ({ page }) => {
  for (const email of [demo.officer, demo.firefighter]) {
    await signIn(page, email);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Finance" }),
    ).toHaveCount(0);
    await page.goto("/finance");
    await expect(
      page.getByText("Access Denied: You need admin access to view the Finance module"),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "New Budget" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Record Expense" })).toHaveCount(0);
    expect((await page.request.get("/api/budgets")).status()).toBe(403);
    await expectAccessible(page);
    await page.goto("/api/logout");
  }
});

test("works on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.admin);
  await page.goto("/finance");
  await expect(page.getByRole("list", { name: "Budget totals" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Budgets" }).getByRole("listitem").first()).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Recent expenses" }).getByRole("listitem").first(),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole("button", { name: "Record Expense" }).click();
  await expect(page.getByRole("dialog", { name: "Record New Expense" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.keyboard.press("Escape");
  await expectAccessible(page);
});
