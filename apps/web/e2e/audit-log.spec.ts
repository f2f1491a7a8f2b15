import { expect, test } from "@playwright/test";
import {
  demo,
  downloadOf,
  expectAccessible,
  expectNoHorizontalScroll,
  sameOrigin,
  signIn,
  uniqueEmail,
} from "./support";

test("an admin filters the audit log by a member and record type, reads an entry and downloads the CSV", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  // A write of the admin's own, so the log holds a fresh entry to find.
  const email = uniqueEmail("morgan.ellis");
  const invite = await page.request.post("/api/users/invite", {
    headers: sameOrigin,
    data: { firstName: "Morgan", lastName: "Ellis", email, role: "emt" },
  });
  expect(invite.status()).toBe(201);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Audit Log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();

  await page.getByLabel("Member", { exact: true }).selectOption({ label: "Dana Reyes" });
  await page.getByLabel("Record Type", { exact: true }).selectOption({ label: "Member" });
  await expect(page).toHaveURL(/userId=.*entityType=users/);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Dana Reyes");
  await expect(row).toContainText("Created");
  await expect(row).toContainText("First name: Morgan");
  // Every row on screen is the admin's, on a member record (once the filtered page has replaced the last one).
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  const rows = page.getByRole("row").filter({ hasNot: page.getByRole("columnheader") });
  for (const text of await rows.allInnerTexts()) {
    expect(text).toContain("Dana Reyes");
    expect(text).toContain("Member");
  }
  await expectAccessible(page);

  const download = await downloadOf(page, () => page.getByRole("button", { name: "Download CSV" }).click());
  expect(download.name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = download.text.replace(/^\uFEFF/, "");
  const [header, ...lines] = csv.trim().split("\r\n");
  expect(header).toMatch(
    /^When \(.+\),Member,Action,Record Type,Record,Record ID,Changes,IP Address,Browser$/,
  );
  expect(csv).toContain(email);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines.filter((l) => /^\d{4}-\d{2}-\d{2} /.test(l))) {
    expect(line).toMatch(/^[^,]+,Dana Reyes,[^,]+,Member,/);
  }
});

test("the audit log pages through older entries, says when nothing matches, and fits a phone", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.goto("/audit-log");
  await expect(page.getByRole("table")).toBeVisible();

  // The seeded agency has more than a page of entries: older pages and back.
  await page.getByRole("button", { name: "Older" }).click();
  await expect(page.getByText(/^Entries 51–/)).toBeVisible();
  await page.getByRole("button", { name: "Newer" }).click();
  await expect(page.getByText(/^Entries 1–/)).toBeVisible();

  // A date range with nothing in it says so; Clear Filters shows everything again.
  await page.getByLabel("From", { exact: true }).fill("2001-01-01");
  await page.getByLabel("To", { exact: true }).fill("2001-01-31");
  await expect(page.getByText("No audit entries match these filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("");
  await expect(page.getByRole("table")).toBeVisible();

  // On a phone: cards instead of the table, no sideways scrolling.
  await page.getByLabel("Record Type", { exact: true }).selectOption({ label: "Member" });
  await expect(page).toHaveURL(/entityType=users/);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("table")).toBeHidden();
  await expect(
    page.getByRole("list", { name: "Audit log entries" }).getByRole("listitem").first(),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test("a firefighter has no Audit Log entry and is refused the page", async ({ page }) => {
  await signIn(page, demo.firefighter);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Audit Log" }),
  ).toHaveCount(0);
  await page.goto("/audit-log");
  await expect(page.getByText("Access Denied: You need admin access to view the audit log")).toBeVisible();
  await expectAccessible(page);
});
