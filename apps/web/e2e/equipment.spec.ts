import { expect, type Page, test } from "@playwright/test";
import {
  DEMO_PASSWORD,
  dayFromToday,
  demo,
  downloadOf,
  expectAccessible,
  expectNoHorizontalScroll,
  PDF_SIGNATURE,
  signIn,
  startOf,
} from "./support";

async function openAssets(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Assets" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Equipment Management" })).toBeVisible();
  await expect(page.getByTestId("fleet-readiness")).toHaveText(/^\d+%$/);
}

async function findInTable(page: Page, name: string) {
  await page.getByRole("tab", { name: "Equipment" }).click();
  await page.getByLabel("Search equipment").fill(name);
  return page.getByRole("row").filter({ hasText: name });
}

test("an admin adds equipment, schedules and completes its maintenance, and prints its QR label", async ({
  page,
  browser,
}) => {
  const name = `Pump ${Date.now().toString(36)}`;
  const today = dayFromToday(0);
  await signIn(page, demo.admin);
  await openAssets(page);
  for (const label of ["Total", "Available", "In Service", "Need Maintenance"])
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Maintenance Alerts" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Status legend" })).toContainText("Out of Service");
  await expectAccessible(page);

  // Add New Equipment, with the spec's messages first.
  await page.getByRole("button", { name: "Add Equipment" }).click();
  const add = page.getByRole("dialog", { name: "Add New Equipment" });
  await add.getByRole("button", { name: "Add Equipment" }).click();
  await expect(add.getByText("Equipment name is required")).toBeVisible();
  await expect(add.getByText("Equipment type is required")).toBeVisible();
  await add.getByLabel("Equipment Name").fill(name);
  await add.getByLabel("Type").selectOption({ label: "Pump" });
  await add.getByLabel("Model").fill("Hale HPX200 portable");
  await add.getByLabel("Serial Number").fill("HPX-2211");
  await add.getByLabel("Location").fill("Station 2");
  await expectAccessible(page);
  await add.getByRole("button", { name: "Add Equipment" }).click();
  await expect(page.getByText("Equipment added successfully", { exact: true })).toBeVisible();
  await expect(add).toBeHidden();

  const row = await findInTable(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Pump");
  await expect(row).toContainText("Station 2");
  await expect(row).toContainText("Available");
  await expect(row).toContainText("Not Scheduled");
  await expectAccessible(page);

  // Schedule Maintenance presets status maintenance, last today, next in 90 days.
  await row.getByRole("button", { name: `Schedule Maintenance: ${name}` }).click();
  const schedule = page.getByRole("dialog", { name: "Schedule Maintenance" });
  await expect(schedule.getByLabel("Status")).toHaveValue("maintenance");
  await expect(schedule.getByLabel("Last Maintenance Date")).toHaveValue(today.iso);
  await expect(schedule.getByLabel("Next Maintenance Date")).toHaveValue(dayFromToday(90).iso);
  // A next date before the last one is refused under its field.
  await schedule.getByLabel("Next Maintenance Date").fill(dayFromToday(-3).iso);
  await schedule.getByRole("button", { name: "Schedule Maintenance" }).click();
  await expect(
    schedule.getByText("Next maintenance date must be on or after the last maintenance date"),
  ).toBeVisible();
  await schedule.getByLabel("Next Maintenance Date").fill(dayFromToday(5).iso);
  await schedule.getByRole("button", { name: "Schedule Maintenance" }).click();
  await expect(page.getByText("Equipment updated successfully", { exact: true })).toBeVisible();
  await expect(row).toContainText("Maintenance");
  await expect(row).toContainText("Due Soon");
  await expect(row).toContainText(dayFromToday(5).shown);

  // The Maintenance tab lists it; Complete records the service with its cost.
  await page.getByRole("tab", { name: "Maintenance" }).click();
  const scheduled = page.getByRole("article", { name });
  await expect(scheduled).toContainText("Due in 5 days");
  await scheduled.getByRole("button", { name: `Complete maintenance of ${name}` }).click();
  const complete = page.getByRole("dialog", { name: "Complete Maintenance" });
  await expect(complete.getByLabel("Date Performed")).toHaveValue(today.iso);
  await expect(complete.getByLabel("Next Maintenance Date")).toHaveValue(dayFromToday(90).iso);
  await expect(complete.getByLabel("Status After Maintenance")).toHaveValue("available");
  await complete.getByLabel("Cost (USD)").fill("12.345");
  await complete.getByRole("button", { name: "Record Maintenance" }).click();
  await expect(complete.getByText("Enter the cost in dollars, e.g. 250 or 1250.50")).toBeVisible();
  await complete.getByLabel("Cost (USD)").fill("482.50");
  await complete.getByLabel("Notes").fill("Annual pump test, replaced primer seal");
  await expectAccessible(page);
  await complete.getByRole("button", { name: "Record Maintenance" }).click();
  await expect(page.getByText("Maintenance recorded successfully", { exact: true })).toBeVisible();
  await expect(scheduled).toContainText("Due in 90 days");

  // The item page shows the history entry: date, notes, cost and who.
  await scheduled.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const history = page.getByRole("table", { name: "Maintenance History" });
  const entry = history.getByRole("row").filter({ hasText: "Annual pump test, replaced primer seal" });
  await expect(entry).toContainText(today.shown);
  await expect(entry).toContainText("$482.50");
  await expect(entry).toContainText("Dana Reyes");
  await expect(page.getByText("1 service recorded · $482.50 in total")).toBeVisible();
  await expect(page.getByText("Available", { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  const itemUrl = page.url();

  // QR Code: the label shows the code and the name; the code's address is the item page.
  await page.getByRole("button", { name: "QR Code" }).click();
  const qr = page.getByRole("dialog", { name: "QR Code" });
  const image = qr.getByRole("img", { name: `QR code for ${name}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(qr).toContainText(name);
  await expect(qr).toContainText("HPX-2211");
  await expectAccessible(page);
  const encoded = (await qr.getByText(/\/assets\//).textContent())?.trim() ?? "";
  expect(encoded).toBe(itemUrl);
  const pdf = await downloadOf(page, () => qr.getByRole("button", { name: "Download PDF" }).click());
  expect(startOf(pdf.body)).toBe(PDF_SIGNATURE);
  await page.keyboard.press("Escape");

  // What a phone opens when it scans the label.
  await page.goto("/");
  await page.goto(encoded);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Maintenance History" })).toBeVisible();

  // A phone that is not signed in scans it: sign-in first, then the item.
  const phone = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const scan = await phone.newPage();
  await scan.goto(encoded);
  await expect(scan).toHaveURL(/\/auth\?next=%2Fassets%2F/);
  const form = scan.getByRole("form", { name: "Sign In" });
  await form.getByLabel("Email").fill(demo.firefighter);
  await form.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(scan.getByRole("heading", { level: 1, name })).toBeVisible();
  await phone.close();

  // Delete asks first; afterwards the address finds nothing.
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Equipment" });
  await expect(confirm).toContainText("Are you sure you want to delete this equipment?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Equipment deleted successfully", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/assets\?tab=equipment$/);
  await page.goto(encoded);
  await expect(page.getByRole("heading", { level: 1, name: "Equipment not found" })).toBeVisible();
});

test("a firefighter sees equipment and QR codes without admin actions, and downloads reports", async ({
  page,
}) => {
  await signIn(page, demo.firefighter);
  await openAssets(page);
  await expect(page.getByRole("button", { name: "Add Equipment" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Schedule maintenance for/ })).toHaveCount(0);

  const row = await findInTable(page, "Engine 1");
  await expect(row.getByRole("button", { name: "QR Code: Engine 1" })).toBeVisible();
  await expect(row.getByRole("button", { name: /^(Edit|Delete|Schedule Maintenance):/ })).toHaveCount(0);

  await page.getByRole("tab", { name: "Maintenance" }).click();
  await expect(page.getByRole("article", { name: "Engine 1" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^(Reschedule|Complete maintenance)/ })).toHaveCount(0);

  await page.getByRole("article", { name: "Engine 1" }).getByRole("link", { name: "Engine 1" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Engine 1" })).toBeVisible();
  await expect(page.getByRole("button", { name: "QR Code" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Complete Maintenance" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit" })).toHaveCount(0);
  // The demo's service history is there for everyone.
  await expect(page.getByRole("table", { name: "Maintenance History" }).getByRole("row")).not.toHaveCount(1);

  await page.goto("/assets?tab=reports");
  await page.getByRole("button", { name: "Cost Analysis", exact: true }).click();
  const csv = await downloadOf(page, () => page.getByRole("menuitem", { name: "CSV (spreadsheet)" }).click());
  expect(csv.name).toMatch(/^maintenance-cost-analysis-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = csv.text;
  expect(text).toContain("Breakdown,Name,Type,Services,Total Cost (USD)");
  expect(text).toMatch(/\r\nTotal,Total,,\d+,\d+\.\d{2},/);

  await page.getByRole("button", { name: "Fleet Readiness", exact: true }).click();
  const file = await downloadOf(page, () => page.getByRole("menuitem", { name: "PDF (printable)" }).click());
  expect(file.name).toMatch(/^fleet-readiness-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(startOf(file.body)).toBe(PDF_SIGNATURE);
});

test("an unknown item answers the equipment not-found page", async ({ page }) => {
  await signIn(page, demo.officer);
  await page.goto("/assets/5eed0000-0000-4000-8000-00000000dead");
  await expect(page.getByRole("heading", { level: 1, name: "Equipment not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Equipment" })).toBeVisible();
});

test("works on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.admin);
  await page.goto("/assets");
  await expect(page.getByTestId("fleet-readiness")).toHaveText(/^\d+%$/);
  await expectNoHorizontalScroll(page);
  await page.getByRole("tab", { name: "Equipment" }).click();
  const card = page.getByRole("article", { name: "Engine 1" });
  await expect(card).toContainText("Due Soon");
  await card.getByRole("button", { name: "More actions for Engine 1" }).click();
  await expect(page.getByRole("menuitem", { name: "Schedule Maintenance" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expectNoHorizontalScroll(page);
  await card.getByRole("link", { name: "Engine 1" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Engine 1" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});
