import { expect, test } from "@playwright/test";
import {
  agencyOnPlan,
  demo,
  expectAccessible,
  expectNoHorizontalScroll,
  memberOf,
  registerAgency,
  sameOrigin,
  signIn,
  uniqueEmail,
} from "./support";

test("a Standard agency's admin sees Analytics offered with the Pro plan", async ({ page }) => {
  await agencyOnPlan(page, "standard");
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(
    page.getByText("Advanced Analytics is included in the Pro plan. Choose a plan to use it.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Response times" })).toHaveCount(0);
});

test("a member of that agency is told who can choose a plan, once, and gets no plan button", async ({
  page,
  browser,
}) => {
  await agencyOnPlan(page, "standard");
  const member = await memberOf(page);
  page = await (await browser.newContext()).newPage();
  await signIn(page, member.email, member.password);
  await page.goto("/analytics");
  await expect(
    page.getByText(
      "Advanced Analytics is included in the Pro plan. Ask your agency's admin to choose a plan.",
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  await expect(page.getByText("Choose a plan to use it.")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View plans" })).toHaveCount(0);
});

test("the demo's admin opens Analytics and Automation unlocked, on the demo's own data", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Response times" })).toBeVisible();
  await expect(page.getByText("is included in the Pro plan", { exact: false })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/shots/demo-analytics-desktop.png", fullPage: false });

  await page.goto("/automations");
  await expect(page.getByRole("heading", { level: 1, name: "Automation" })).toBeVisible();
  await expect(
    page.getByText("Workflow Automation is included in the Pro plan.", { exact: false }),
  ).toHaveCount(0);
  for (const name of [
    "30-day certificate reminder",
    "Overdue training reminder",
    "Apparatus maintenance due within 14 days",
    "Open shift in the next 7 days",
  ])
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/shots/demo-automations-desktop.png", fullPage: true });
  // The engine ran them when the demo was seeded: each rule's Runs list what it did.
  await page.getByRole("button", { name: "Runs of 30-day certificate reminder" }).click();
  const runs = page.getByRole("dialog", { name: "Runs" });
  await expect(runs.getByRole("list", { name: "Runs" }).locator(":scope > li").first()).toContainText(
    /Notified \d+ members?/,
  );
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/shots/demo-automation-runs-desktop.png" });
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText("30-day certificate reminder", { exact: true }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: "test-results/shots/demo-automations-phone.png", fullPage: true });
  await page.goto("/analytics");
  await expect(page.getByRole("region", { name: "Response times" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: "test-results/shots/demo-analytics-phone.png", fullPage: false });
});

test("an admin opens Analytics, changes the range (kept in the address) and reads a chart's table", async ({
  page,
}) => {
  // A new agency is on its trial, which has every feature.
  const res = await registerAgency(page, {
    headers: sameOrigin,
    data: {
      email: uniqueEmail("analytics"),
      password: "analytics password 1",
      firstName: "Ana",
      lastName: "Ortiz",
      agencyName: "Cedar Falls Fire",
      agencyType: "fire",
    },
  });
  expect(res.status()).toBe(201);
  const { user } = await res.json();
  const year = new Date().getUTCFullYear() - 1;
  const incident = await page.request.post("/api/incidents", {
    headers: sameOrigin,
    data: {
      incidentType: "fire",
      reportDate: `${year}-06-10`,
      incidentDate: `${year}-06-10T14:00`,
      location: "12 Oak Street",
      description: "Kitchen fire",
      reportingOfficerId: user.id,
      alarmAt: `${year}-06-10T14:00`,
      dispatchedAt: `${year}-06-10T14:01`,
      enRouteAt: `${year}-06-10T14:02`,
      arrivalAt: `${year}-06-10T14:07`,
    },
  });
  expect(incident.status(), await incident.text()).toBe(201);

  await page.goto("/");
  await page.getByRole("link", { name: "Analytics" }).first().click();
  await expect(page).toHaveURL(/\/analytics$/);
  for (const name of [
    "Response times",
    "Incident volume",
    "Overtime",
    "Staffing gaps",
    "Certification compliance",
    "Training hours against ISO targets",
    "Budget against actual",
  ])
    await expect(page.getByRole("region", { name })).toBeVisible();

  // Last year: the address says so, and a reload keeps it.
  await page.getByLabel("Range", { exact: true }).selectOption("last-year");
  await expect(page).toHaveURL(/range=last-year/);
  await page.reload();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(`${year}-01-01`);
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(`${year}-12-31`);

  const times = page.getByRole("region", { name: "Response times" });
  await expect(times.getByRole("img", { name: /Response times by month/ })).toBeVisible();
  await times.getByRole("tab", { name: "Table" }).click();
  const june = times.getByRole("row", { name: /Jun/ });
  await expect(june).toContainText("1");
  await expect(june).toContainText("1:00");
  await expect(june).toContainText("7:00");

  // Grouped by type: in the address too.
  await times.getByLabel("Group by").selectOption("type");
  await expect(page).toHaveURL(/groupBy=type/);
  await expect(times.getByRole("row", { name: /Structure Fire/ })).toBeVisible();

  // A custom range from the date fields.
  await page.getByLabel("From", { exact: true }).fill(`${year}-06-01`);
  await expect(page).toHaveURL(new RegExp(`range=custom&from=${year}-06-01&to=${year}-12-31`));

  const volume = page.getByRole("region", { name: "Incident volume" });
  await expect(volume.getByRole("img", { name: /busiest is/ })).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath("analytics-phone.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath("analytics-desktop.png"), fullPage: true });
});

test("a fresh agency's compliance and ISO charts say there is nothing yet instead of plotting it", async ({
  page,
}) => {
  const res = await registerAgency(page, {
    headers: sameOrigin,
    data: {
      email: uniqueEmail("fresh"),
      password: "fresh agency pw 1",
      firstName: "Fay",
      lastName: "Moreno",
      agencyName: "Pine Ridge Fire",
      agencyType: "fire",
    },
  });
  expect(res.status()).toBe(201);
  for (const [device, viewport] of [
    ["desktop", { width: 1280, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto("/analytics");
    const compliance = page.getByRole("region", { name: "Certification compliance" });
    await expect(compliance.getByText("No required certifications", { exact: true })).toBeVisible();
    await expect(compliance.getByRole("img")).toHaveCount(0);
    const training = page.getByRole("region", { name: "Training hours against ISO targets" });
    await expect(training.getByText("No training hours yet", { exact: true })).toBeVisible();
    await expect(training.getByRole("img")).toHaveCount(0);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await compliance.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`analytics-empty-${device}.png`) });
    await training.screenshot({ path: test.info().outputPath(`analytics-training-empty-${device}.png`) });

    // The training page's ISO card says the same, not a row of 0 / 192 h bars.
    await page.goto("/training?tab=progress");
    await expect(page.getByRole("heading", { name: "ISO Training Hours" })).toBeVisible();
    await expect(page.getByText("No training hours yet", { exact: true })).toBeVisible();
    await expect(page.getByRole("table", { name: /ISO training hours by member/ })).toHaveCount(0);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByText("No training hours yet", { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`training-iso-empty-${device}.png`) });
  }
});
