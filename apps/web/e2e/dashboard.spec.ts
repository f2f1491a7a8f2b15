import { expect, type Page, test } from "@playwright/test";
import {
  demo,
  expectAccessible,
  expectNoHorizontalScroll,
  recordApiReads,
  signIn,
  signInRequests,
} from "./support";

const card = (page: Page, title: string) => page.getByRole("region", { name: title });

test("the dashboard's cards show the agency's own data", async ({ page }) => {
  await signIn(page, demo.admin);

  const figures = page.getByRole("region", { name: "Key figures" });
  for (const label of ["On Duty", "Available Units", "Expiring Certs", "Training Due"]) {
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  }

  // The demo's platoon schedule: one platoon is always on duty.
  const schedule = card(page, "Today's Schedule");
  await expect(schedule.getByRole("listitem").first()).toBeVisible();
  await expect(schedule.getByRole("listitem").filter({ hasText: "On Duty" }).first()).toBeVisible();
  await expect(schedule.getByText(/Platoon - 24 Hour/).first()).toBeVisible();

  // Kevin O'Brien's CPR expired 9 days before the seed; apparatus is overdue for service.
  const alerts = card(page, "Urgent Alerts");
  await expect(alerts.getByRole("listitem")).not.toHaveCount(0);
  expect(await alerts.getByRole("listitem").count()).toBeLessThanOrEqual(5);
  await expect(alerts.getByText("Expired", { exact: true }).first()).toBeVisible();

  const compliance = card(page, "Compliance Status");
  // The demo agency requires CPR of everyone, EMT of EMTs and SCBA Fit Test of firefighters: one row each.
  for (const label of ["CPR", "EMT", "SCBA Fit Test"]) {
    const row = compliance.getByTestId(`compliance-${label}`);
    await expect(row).toContainText(/\d+%/);
    await expect(row).toContainText(/\d+ of \d+ required members? current/);
  }

  const activity = card(page, "Recent Activity");
  await expect(activity.getByRole("listitem").filter({ hasText: "Dana Reyes" }).first()).toBeVisible();

  await expect(card(page, "Equipment Status").getByRole("listitem")).toHaveCount(5);
  await expect(card(page, "Recent Incidents").getByRole("listitem")).toHaveCount(5);
  await expect(card(page, "Time Clock")).toBeVisible();
  await expect(card(page, "Today's Shifts")).toBeVisible();
  await expectAccessible(page);

  // Quick Actions open the screens that create the report and the certification.
  const actions = card(page, "Quick Actions");
  await actions.getByRole("link", { name: /New Incident Report/ }).click();
  await expect(page).toHaveURL(/\/reports\?new=1$/);
  await page.goBack();
  await card(page, "Quick Actions")
    .getByRole("link", { name: /Upload Certification/ })
    .click();
  await expect(page).toHaveURL(/\/compliance\?new=1$/);
});

test("the server paints a member's dashboard; the app takes over on the first tap and answers it", async ({
  page,
}) => {
  const calls = recordApiReads(page);
  await signInRequests(page.request, demo.firefighter);
  const response = await page.goto("/");
  // The member's own page: no cache keeps it.
  expect(response?.headers()["cache-control"]).toBe("private, no-store");

  // The page arrives painted: the shell, the heading and the cards with the member's data, before the app runs.
  const painted = page.locator("#prerendered");
  await expect(painted.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(
    painted.getByRole("region", { name: "Today's Schedule" }).getByRole("listitem").first(),
  ).toBeVisible();
  await expect(painted.getByRole("region", { name: "Recent Incidents" }).getByRole("listitem")).toHaveCount(
    5,
  );
  await expect(painted.getByText("Jordan Kim", { exact: true }).first()).toBeVisible();
  await expect(page.locator("#root")).toBeHidden();
  // Its clock keeps time before the app runs.
  const clock = painted.getByRole("region", { name: "Time Clock" }).locator("time").first();
  const shown = await clock.textContent();
  await expect(clock).not.toHaveText(shown ?? "");
  await expect(clock).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expect(page.locator("#root")).toBeHidden();
  await expectAccessible(page);
  // It was painted from the reads the app makes, answered on the server: none was made by the page.
  expect(calls).toEqual([]);

  // The member's first tap, on a button of the painted page: the app starts, takes the page over and presses it.
  await card(page, "Quick Actions")
    .getByRole("button", { name: /Request Coverage/ })
    .click();
  await expect(page.getByRole("dialog", { name: "Request Coverage" })).toBeVisible();
  await expect(painted).toHaveCount(0);
  await expect(page.locator("#root")).toBeVisible();
  // The app started from the page's reads: it asked for none of them again.
  for (const read of [
    "/api/user",
    "/api/dashboard",
    "/api/time-clock/today",
    "/api/time-clock/current-shift",
  ])
    expect(calls).not.toContain(read);
});

test("the app paints the dashboard with one call instead of one per card", async ({ page }) => {
  const reads = recordApiReads(page);
  // Opened from another screen, the dashboard is the app's to paint.
  await signInRequests(page.request, demo.admin);
  await page.goto("/scheduling");
  await expect(page.getByRole("heading", { level: 1, name: "Scheduling" })).toBeVisible();
  await page.getByRole("navigation").getByRole("link", { name: "Dashboard" }).first().click();
  await expect(card(page, "Recent Incidents").getByRole("listitem")).toHaveCount(5);
  await expect(card(page, "Today's Schedule").getByRole("listitem").first()).toBeVisible();
  await expect(
    card(page, "Time Clock")
      .getByText(/On Duty|Off Duty/)
      .first(),
  ).toBeVisible();
  await expect(card(page, "Today's Shifts")).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Before: nine calls (seven under /api/dashboard/, the time clock's two); the cards now start from the one.
  const calls = reads.filter((url) => url.startsWith("/api/dashboard") || url.startsWith("/api/time-clock"));
  expect(calls).toEqual(["/api/dashboard"]);
});

test("a firefighter requests coverage for one of their upcoming shifts", async ({ page }) => {
  await signIn(page, demo.firefighter);
  await card(page, "Quick Actions")
    .getByRole("button", { name: /Request Coverage/ })
    .click();

  const dialog = page.getByRole("dialog", { name: "Request Coverage" });
  await expect(dialog).toBeVisible();
  const options = dialog.getByRole("radio");
  await expect(options.first()).toBeVisible();
  await expectAccessible(page);

  // Submitting without a choice asks for one.
  await dialog.getByRole("button", { name: "Request Coverage" }).click();
  await expect(dialog.getByText("Choose the shift you need covered")).toBeVisible();

  // The furthest shift, so the member's next days stay as the other specs expect them.
  const chosen = options.last();
  const shiftId = await chosen.getAttribute("value");
  await chosen.check();
  await dialog.getByLabel("Reason (optional)").fill("Family event");
  await dialog.getByRole("button", { name: "Request Coverage" }).click();

  await expect(page.getByText("Coverage requested", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // It is now an open shift the team can pick up, asked for by Jordan Kim.
  const open = await page.request.get("/api/shifts/open");
  expect(open.ok()).toBe(true);
  const openShifts = (await open.json()) as Array<{ id: string; requestedBy: { firstName: string } | null }>;
  expect(openShifts.find((s) => s.id === shiftId)?.requestedBy?.firstName).toBe("Jordan");

  await expect(
    card(page, "Recent Activity")
      .getByText(/Jordan Kim requested coverage for shift/)
      .first(),
  ).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the cards stack in one column with the bottom bar, and nothing scrolls sideways", async ({
    page,
  }) => {
    await signIn(page, demo.firefighter);
    const bottom = page.getByRole("navigation", { name: "Shortcuts" });
    await expect(bottom).toBeVisible();
    for (const label of ["Dashboard", "Schedule", "Report", "Compliance", "Settings"]) {
      await expect(bottom.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(card(page, "Recent Incidents").getByRole("listitem").first()).toBeVisible();
    await expectNoHorizontalScroll(page);

    // One column: every card starts at the same left edge.
    const lefts = await Promise.all(
      ["Time Clock", "Quick Actions", "Today's Schedule", "Urgent Alerts", "Compliance Status"].map(
        async (title) => (await card(page, title).boundingBox())?.x,
      ),
    );
    expect(new Set(lefts).size).toBe(1);
    await expectAccessible(page);

    await card(page, "Quick Actions")
      .getByRole("button", { name: /Request Coverage/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Request Coverage" })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test("the menu tapped on the painted page, before the app runs, opens once it has taken over", async ({
    page,
  }) => {
    await signInRequests(page.request, demo.firefighter);
    await page.goto("/");
    await expect(page.locator("#prerendered")).toBeVisible();
    await expectNoHorizontalScroll(page);
    // An icon button: known again by its label.
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("link", { name: "Scheduling" })).toBeVisible();
    await expect(page.locator("#prerendered")).toHaveCount(0);
  });
});
