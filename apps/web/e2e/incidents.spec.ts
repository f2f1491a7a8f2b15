import { expect, type Page, test } from "@playwright/test";
import {
  demo,
  downloadOf,
  expectAccessible,
  expectNoHorizontalScroll,
  PDF_SIGNATURE,
  sameOrigin,
  signIn,
  startOf,
} from "./support";

async function openReports(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Incident Reporting" })).toBeVisible();
  await expect(page.getByText("Total Reports", { exact: true })).toBeVisible();
}

/** The demo agency keeps UTC: "yyyy-MM-ddTHH:mm" of today at the given time, as a datetime-local input takes it. */
const todayAt = (time: string) => `${new Date().toISOString().slice(0, 10)}T${time}`;

test("an admin writes a report with a generated number, finds it, views it and exports its PDF", async ({
  page,
}) => {
  const location = `${Date.now().toString(36)} Test Ridge Rd`;
  await signIn(page, demo.admin);
  await openReports(page);
  const counts = page.getByRole("region", { name: "Report counts" });
  for (const label of ["Total Reports", "Pending Review", "Completed", "Critical"])
    await expect(counts.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recent reports" }).getByRole("listitem")).toHaveCount(5);
  await expectAccessible(page);

  await page.getByRole("button", { name: "New Incident Report" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create New Incident Report" });
  // The spec's messages under the fields.
  await dialog.getByRole("button", { name: "Create Report" }).click();
  await expect(dialog.getByText("Incident type is required")).toBeVisible();
  await expect(dialog.getByText("Location is required")).toBeVisible();
  await expect(dialog.getByText("Description is required")).toBeVisible();
  // The empty number was generated on submit: yyyyMMdd-nnnn of today.
  const today = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  await expect(dialog.getByLabel("Incident Number", { exact: true })).toHaveValue(
    new RegExp(`^${today}-\\d{4}$`),
  );
  await dialog.getByLabel("Incident Number", { exact: true }).fill("");

  await dialog.getByLabel("Incident Type", { exact: true }).selectOption({ label: "Structure Fire" });
  // The type's default NFIRS code, and the NERIS types its crosswalk offers.
  await expect(dialog.getByLabel("NFIRS Incident Type Code")).toHaveValue("111");
  await dialog.getByLabel("NERIS Incident Type").selectOption({ label: "Room and Contents Fire" });
  await dialog.getByLabel("Location", { exact: true }).fill(location);
  await dialog.getByLabel("Description", { exact: true }).fill("Kitchen fire extending into the wall void.");
  await dialog.getByLabel("Priority", { exact: true }).selectOption("high");
  await dialog.getByLabel("Alarm Time").fill(todayAt("02:14"));
  await dialog.getByLabel("Arrival Time").fill(todayAt("02:10"));
  await dialog.getByLabel("Primary Action Taken").selectOption("11");
  await dialog.getByLabel("Property Use").selectOption("419");
  await dialog.getByLabel("Aid Given or Received").selectOption("N");
  await dialog
    .getByRole("group", { name: "Responders" })
    .getByLabel(/Jordan Kim/)
    .check();
  await dialog
    .getByRole("group", { name: "Apparatus" })
    .getByLabel(/Engine 1/)
    .check();
  await dialog.getByRole("button", { name: "Create Report" }).click();
  await expect(dialog.getByText("Arrival time cannot be before the alarm time")).toBeVisible();
  await dialog.getByLabel("Arrival Time").fill(todayAt("02:19"));
  await dialog.getByLabel("Last Unit Cleared").fill(todayAt("04:40"));
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create Report" }).click();
  await expect(page.getByText("Incident report created successfully", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // In All Reports, found by its location.
  await page.getByRole("tab", { name: "All Reports" }).click();
  await page.getByLabel("Search reports").fill(location);
  const row = page.getByRole("row").filter({ hasText: location });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Structure Fire");
  await expect(row).toContainText("Dana Reyes");
  await expect(row).toContainText("High");
  await expect(row).toContainText("Draft");
  const number = ((await row.getByRole("cell").first().textContent()) ?? "").trim();
  expect(number).toMatch(new RegExp(`^${today}-\\d{4}$`));
  await expectAccessible(page);

  // View: the NFIRS and NERIS data, the people and units, and the history.
  await row.getByRole("button", { name: `View report ${number}` }).click();
  const view = page.getByRole("dialog", { name: `Incident Report #${number}` });
  await expect(view).toContainText("111 Building fire");
  await expect(view).toContainText("Fire › Structure Fire › Room and Contents Fire");
  await expect(view).toContainText("5 min after the alarm");
  await expect(view).toContainText("419 1 or 2 family dwelling");
  await expect(view).toContainText("Jordan Kim");
  await expect(view).toContainText("Engine 1");
  await expect(view.getByRole("list", { name: "Change history" })).toContainText("Dana Reyes");
  await expect(view.getByRole("list", { name: "Change history" })).toContainText("created the report");
  await expectAccessible(page);

  // Export PDF: a real file.
  const download = await downloadOf(page, () => view.getByRole("button", { name: "Export PDF" }).click());
  expect(download.name).toBe(`incident-report-${number}.pdf`);
  expect(startOf(download.body)).toBe(PDF_SIGNATURE);

  // Edit from the view: approve it; the history tells who changed what.
  await view.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Incident Report" });
  await edit.getByLabel("Status", { exact: true }).selectOption("approved");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Incident report updated successfully", { exact: true })).toBeVisible();
  await expect(row).toContainText("Approved");
  await row.getByRole("button", { name: `View report ${number}` }).click();
  await expect(view.getByRole("list", { name: "Change history" })).toContainText("Status:");
  await expect(view.getByRole("list", { name: "Change history" })).toContainText("Approved");
  await view.getByRole("button", { name: "Close" }).first().click();

  // Delete with confirmation.
  await row.getByRole("button", { name: `Delete report ${number}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Incident Report" });
  await expect(confirm).toContainText("Are you sure you want to delete this incident report?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Incident report deleted successfully", { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("the dashboard's New Incident Report opens the create dialog, and closing it clears the address", async ({
  page,
}) => {
  await signIn(page, demo.officer);
  await page
    .getByRole("link", { name: /New Incident Report/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/reports\?new=1$/);
  const dialog = page.getByRole("dialog", { name: "Create New Incident Report" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/reports$/);
});

test("Analytics and Compliance show figures computed from the reports, and export files", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await openReports(page);
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByRole("list", { name: "Incidents by type" })).toContainText("Medical Emergency");
  await expect(page.getByRole("heading", { name: "Response Times" })).toBeVisible();
  await expect(page.getByText("90th percentile").first()).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("tab", { name: "Compliance" }).click();
  const figures = page.getByRole("region", { name: "Compliance figures" });
  await expect(figures).toContainText("Completed within 15 days of the incident");
  await expect(figures.getByText(/^\d+%$/)).toHaveCount(3);
  await expect(page.getByText("Property use", { exact: true })).toBeVisible();
  await expectAccessible(page);

  const download = await downloadOf(page, () => page.getByRole("button", { name: "Download CSV" }).click());
  expect(download.name).toMatch(/^nfirs-incidents-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = download.text;
  expect(csv.split("\r\n")[0]).toContain("Incident Number,Incident Date");
});

test("a firefighter cannot approve or delete, and the screen works on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.firefighter);
  await page.goto("/reports?tab=reports");
  await expect(page.getByRole("heading", { level: 1, name: "Incident Reporting" })).toBeVisible();
  const first = page.getByRole("article").first();
  await expect(first.getByRole("button", { name: "View" })).toBeVisible();
  await expect(first.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await page.getByRole("button", { name: "New Incident Report" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create New Incident Report" });
  const statuses = await dialog.getByLabel("Status", { exact: true }).locator("option").allTextContents();
  expect(statuses).toEqual(["Draft", "Pending"]);
  await expectNoHorizontalScroll(page);
});

test("a firefighter is offered Edit on their own draft only, never on a completed report", async ({
  page,
}) => {
  await signIn(page, demo.firefighter);
  // Their own draft, written through the API (with themselves as the reporting officer).
  const { user } = await (await page.request.get("/api/user")).json();
  const location = `${Date.now().toString(36)} Own Draft Ln`;
  const created = await page.request.post("/api/incidents", {
    headers: sameOrigin,
    data: {
      incidentType: "medical",
      reportDate: new Date().toISOString().slice(0, 10),
      incidentDate: todayAt("03:10"),
      location,
      description: "Fall at home, patient assessed and transported.",
      reportingOfficerId: user.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const own = await created.json();

  await page.goto("/reports?tab=reports");
  await expect(page.getByRole("heading", { level: 1, name: "Incident Reporting" })).toBeVisible();

  // A completed report (the demo's, written by the chief): View and Export PDF, no Edit, in the row or the view.
  await page.getByLabel("Status", { exact: true }).selectOption("completed");
  const completed = page.getByRole("row").filter({ hasText: "Completed" }).first();
  await expect(completed.getByRole("button", { name: /^View report / })).toBeVisible();
  await expect(completed.getByRole("button", { name: /^Edit report / })).toHaveCount(0);
  await completed.getByRole("button", { name: /^View report / }).click();
  const view = page.getByRole("dialog", { name: /^Incident Report #/ });
  await expect(view.getByRole("button", { name: "Export PDF" })).toBeVisible();
  await expect(view.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await view.getByRole("button", { name: "Close" }).first().click();

  // Their own draft: Edit is there and saves.
  await page.getByLabel("Status", { exact: true }).selectOption("all");
  await page.getByLabel("Search reports").fill(location);
  const mine = page.getByRole("row").filter({ hasText: location });
  await expect(mine).toHaveCount(1);
  await mine.getByRole("button", { name: `Edit report ${own.incidentNumber}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Incident Report" });
  await edit.getByLabel("Status", { exact: true }).selectOption("pending");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Incident report updated successfully", { exact: true })).toBeVisible();
  await expect(mine).toContainText("Pending");
  await expectAccessible(page);
});
