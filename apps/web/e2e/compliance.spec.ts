import { expect, type Page, test } from "@playwright/test";
import {
  dayFromToday,
  demo,
  downloadOf,
  expectAccessible,
  expectNoHorizontalScroll,
  latestMailTo,
  PDF_SIGNATURE,
  signIn,
  startOf,
} from "./support";

/** The same day next year, as a renewal suggests it. */
function oneYearFromToday() {
  const now = new Date();
  return dayFromToday(0, new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate())));
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function openCompliance(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Compliance" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Compliance Management" })).toBeVisible();
  await expect(page.getByText(/of \d+ certifications are current/)).toBeVisible();
}

async function showInTable(page: Page, search: string) {
  await page.getByRole("tab", { name: "Certifications" }).click();
  await page.getByLabel("Search certifications").fill(search);
  return page.getByRole("row").filter({ hasText: search });
}

test("an admin adds a certification with its certificate, downloads it, and renews it", async ({ page }) => {
  const name = `Hazmat Technician ${Date.now().toString(36)}`;
  const expires = dayFromToday(10);
  await signIn(page, demo.admin);
  await openCompliance(page);
  await expect(page.getByTestId("compliance-score")).toHaveText(/^\d+%$/);
  for (const label of ["Total Certifications", "Active", "Expiring Soon", "Expired"])
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Add Certification" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Certification" });
  // The spec's messages under the fields.
  await dialog.getByRole("button", { name: "Add Certification" }).click();
  await expect(dialog.getByText("User is required")).toBeVisible();
  await expect(dialog.getByText("Certification name is required")).toBeVisible();
  await expect(dialog.getByText("Expiration date is required")).toBeVisible();

  await dialog.getByLabel("Team Member").selectOption({ label: "Priya Patel (EMT)" });
  await dialog.getByLabel("Certification Name").fill(name);
  await dialog.getByLabel("Issuing Organization").fill("State Fire Marshal");
  await dialog.getByLabel("Certificate Number").fill("HZ-2025-0042");
  await dialog.getByLabel("Expiration Date").fill(expires.iso);
  await dialog.getByLabel("Certificate Document").setInputFiles({
    name: "hazmat-card.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Add Certification" }).click();
  await expect(page.getByText("Certification added successfully", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // In the table: the holder, the date as MMM d, yyyy, and Expiring Soon (10 days out).
  const row = await showInTable(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Priya Patel");
  await expect(row).toContainText("State Fire Marshal");
  await expect(row).toContainText(expires.shown);
  await expect(row).toContainText("Expiring Soon");
  await expectAccessible(page);

  // The certificate comes back as it was uploaded.
  const download = await downloadOf(page, () =>
    row.getByRole("button", { name: `Download ${name} (Priya Patel)` }).click(),
  );
  expect(download.name).toBe("hazmat-card.pdf");
  expect(download.body).toEqual(PDF);

  // The demo's certificates come with their scans; one still without a document greys Download and says why.
  await page.getByLabel("Search certifications").fill("");
  const seeded = await downloadOf(page, () =>
    page
      .getByRole("button", { name: /^Download .+ \(Owen Park\)$/, disabled: false })
      .first()
      .click(),
  );
  expect(startOf(seeded.body)).toBe(PDF_SIGNATURE);
  const bareDownload = page.getByRole("button", { name: /^Download/, disabled: true }).first();
  await expect(bareDownload).toHaveAttribute("aria-disabled", "true");
  await bareDownload.hover();
  await expect(page.getByRole("tooltip")).toHaveText("No document uploaded");

  // Renew from the Expiring Soon tab: one year ahead by default.
  await page.getByRole("tab", { name: "Expiring Soon" }).click();
  const item = page.getByRole("article", { name: `${name}, Priya Patel` });
  await expect(item).toContainText("Expires in 10 days");
  await item.getByRole("button", { name: /^Renew/ }).click();
  const renew = page.getByRole("dialog", { name: "Renew Certification" });
  const next = oneYearFromToday();
  await expect(renew.getByLabel("New Expiration Date")).toHaveValue(next.iso);
  await renew.getByLabel("New Expiration Date").fill("");
  await expect(renew.getByRole("button", { name: "Renew Certification" })).toBeDisabled();
  await renew.getByLabel("New Expiration Date").fill(next.iso);
  await expectAccessible(page);
  await renew.getByRole("button", { name: "Renew Certification" }).click();
  await expect(page.getByText("Certification renewed successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: `${name}, Priya Patel` })).toHaveCount(0);

  const renewed = await showInTable(page, name);
  await expect(renewed).toContainText(next.shown);
  await expect(renewed).toContainText("Active");
  await expect(renewed).not.toContainText("Expiring Soon");

  // Delete asks first, in the spec's words.
  await renewed.getByRole("button", { name: `Delete ${name} (Priya Patel)` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Certification" });
  await expect(confirm).toContainText(
    "Are you sure you want to delete this certification? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Certification deleted successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("an officer reminds a holder once a day; the reports download real files", async ({ page }) => {
  await signIn(page, demo.officer);
  await openCompliance(page);
  await page.getByRole("tab", { name: "Expiring Soon" }).click();
  const item = page.getByRole("article", { name: "SCBA Fit Test, Jordan Kim" });
  await item.getByRole("button", { name: "Remind Jordan Kim about SCBA Fit Test" }).click();
  await expect(page.getByText("Reminder sent", { exact: true })).toBeVisible();
  await expect(item).toContainText("Last reminded");
  const mail = await latestMailTo(demo.firefighter);
  expect(mail).toContain("Reminder: your SCBA Fit Test certification expires on");
  await item.getByRole("button", { name: "Remind Jordan Kim about SCBA Fit Test" }).click();
  await expect(page.getByText("Reminder already sent", { exact: true })).toBeVisible();
  await expect(page.getByText(/^A reminder was already sent on /).first()).toBeVisible();

  await page.getByRole("tab", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "Required Certifications" })).toBeVisible();
  await expectAccessible(page);
  const csv = await downloadOf(page, () =>
    page.getByRole("button", { name: "Training Gaps", exact: true }).click(),
  );
  expect(csv.name).toMatch(/^training-gaps-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = csv.text;
  // The demo's Kevin O'Brien let his CPR lapse 9 days ago; CPR is required of everyone.
  expect(text).toContain("Kevin O'Brien");
  expect(text).toContain("CPR");

  await page.getByRole("button", { name: "Compliance Audit", exact: true }).click();
  const audit = await downloadOf(page, () => page.getByRole("menuitem", { name: "PDF (printable)" }).click());
  expect(audit.name).toMatch(/^compliance-audit-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(startOf(audit.body)).toBe(PDF_SIGNATURE);
});

test("a firefighter adds their own certification and may change only their own", async ({ page }) => {
  const name = `Rope Rescue ${Date.now().toString(36)}`;
  const expires = dayFromToday(200);
  await signIn(page, demo.firefighter);
  await openCompliance(page);

  await page.getByRole("button", { name: "Add Certification" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Certification" });
  // A member records their own: they are the only holder offered.
  await expect(dialog.getByLabel("Team Member")).toHaveValue(/.+/);
  await expect(dialog.getByLabel("Team Member").locator("option")).toHaveText(["Jordan Kim (Firefighter)"]);
  await dialog.getByLabel("Certification Name").fill(name);
  await dialog.getByLabel("Issuing Organization").fill("Rescue Systems Inc.");
  await dialog.getByLabel("Expiration Date").fill(expires.iso);
  await dialog.getByRole("button", { name: "Add Certification" }).click();
  await expect(page.getByText("Certification added successfully", { exact: true })).toBeVisible();

  const row = await showInTable(page, name);
  await expect(row).toContainText("Jordan Kim");
  await expect(row).toContainText(expires.shown);
  await expect(row).toContainText("Active");
  await expect(row.getByRole("button", { name: `Edit ${name} (Jordan Kim)` })).toBeVisible();

  // Someone else's certification: no Edit or Delete for a firefighter, and no Remind.
  await page.getByLabel("Search certifications").fill("");
  const others = page.getByRole("row").filter({ hasText: "Priya Patel" }).first();
  await expect(others.getByRole("button", { name: /^Edit/ })).toHaveCount(0);
  await expect(others.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await page.getByRole("tab", { name: "Expiring Soon" }).click();
  await expect(page.getByRole("button", { name: /^Remind/ })).toHaveCount(0);
  await expectAccessible(page);
});

test("the shift form warns when the assignee's required certification expires before the shift", async ({
  page,
}) => {
  await signIn(page, demo.officer);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Scheduling" }).click();
  await page.getByRole("button", { name: "Create Shift" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Shift" });
  await dialog.getByLabel("Title").fill("Engine 1 Relief");
  await dialog.getByLabel("Assigned User").selectOption({ label: "Jordan Kim (Firefighter)" });
  // Jordan's SCBA Fit Test (required of firefighters) runs out 12 days from now in the demo.
  const soon = dayFromToday(5).iso;
  await dialog.getByLabel("Start Time").fill(`${soon}T07:00`);
  await dialog.getByLabel("End Time").fill(`${soon}T19:00`);
  await expect(dialog.getByTestId("assignee-requirements-warning")).toHaveCount(0);
  const later = dayFromToday(20).iso;
  await dialog.getByLabel("Start Time").fill(`${later}T07:00`);
  await dialog.getByLabel("End Time").fill(`${later}T19:00`);
  const warning = dialog.getByTestId("assignee-requirements-warning");
  await expect(warning).toContainText("Jordan Kim's SCBA Fit Test expires before this shift");
  await expectAccessible(page);
  // A warning, not a refusal: the shift saves.
  await dialog.getByRole("button", { name: "Create Shift" }).click();
  await expect(page.getByText("Shift created successfully", { exact: true })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the dashboard's Upload Certification opens the Add dialog; the table becomes cards", async ({
    page,
  }) => {
    await signIn(page, demo.admin);
    await page.goto("/compliance?new=1");
    const dialog = page.getByRole("dialog", { name: "Add New Certification" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/compliance$/);

    await page.getByRole("tab", { name: "Certifications" }).click();
    await expect(page.getByRole("table")).toBeHidden();
    await expect(page.getByRole("article", { name: "SCBA Fit Test, Jordan Kim" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    for (const tab of ["Overview", "Expiring Soon", "Reports"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expectNoHorizontalScroll(page);
    }
  });
});
