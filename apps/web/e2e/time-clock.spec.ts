import { expect, type Page, test } from "@playwright/test";
import { demo, downloadOf, expectAccessible, expectNoHorizontalScroll, sameOrigin, signIn } from "./support";

const card = (page: Page, title: string) => page.getByRole("region", { name: title });
const MINUTE = 60_000;

/** A title of this attempt's own: a retry must not find the failed attempt's shift under the same name. */
const attemptTitle = (base: string) => (test.info().retry ? `${base} (retry ${test.info().retry})` : base);

/**
 * Schedules a paid shift for the signed-in member through the scheduling API. The demo chief has no
 * platoon shifts; other specs' shifts of hers, or a failed attempt's (the retry), may overlap, so overlaps are
 * allowed, and a check-in left open by a failed attempt is closed first.
 */
async function scheduleOwnShift(page: Page, title: string, startsInMinutes: number, lengthMinutes: number) {
  const me = await page.request.get("/api/user");
  const { user } = await me.json();
  const onDuty = (await (await page.request.get("/api/time-clock/current-shift")).json()) as {
    id: string;
  } | null;
  if (onDuty)
    expect(
      (await page.request.post(`/api/shifts/${onDuty.id}/check-out`, { headers: sameOrigin })).status(),
    ).toBe(200);
  const start = new Date(Date.now() + startsInMinutes * MINUTE);
  const res = await page.request.post("/api/shifts", {
    headers: sameOrigin,
    data: {
      title,
      userId: user.id,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + lengthMinutes * MINUTE).toISOString(),
      assignment: "Battalion 1",
      status: "scheduled",
      isPaid: true,
      hourlyRate: "42.00",
      isRecurring: false,
      allowOverlap: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

test("a member checks in to today's shift from the dashboard and checks out with the hours worked", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  const title = attemptTitle("Command Duty");
  await scheduleOwnShift(page, title, -5, 60);
  await page.reload();

  const clock = card(page, "Time Clock");
  await expect(clock.getByText("Not currently on duty")).toBeVisible();
  const shifts = card(page, "Today's Shifts");
  const row = shifts.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: "Check In" }).click();

  await expect(page.getByText("Checked in successfully", { exact: true })).toBeVisible();
  await expect(page.getByText("You are now on duty.", { exact: true })).toBeVisible();
  await expect(clock.getByText("Currently On Duty")).toBeVisible();
  await expect(clock.getByText(title)).toBeVisible();
  await expect(clock.getByText("Battalion 1")).toBeVisible();
  await expect(clock.getByText("Time on duty")).toBeVisible();
  // On duty: no more check-in buttons anywhere.
  await expect(shifts.getByRole("button", { name: "Check In" })).toHaveCount(0);
  await expectAccessible(page);

  await clock.getByRole("button", { name: "Check Out" }).click();
  await expect(page.getByText("Checked out successfully", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Shift completed\. Total time: \d+\.\d hours\.$/).first()).toBeVisible();
  await expect(clock.getByText("Not currently on duty")).toBeVisible();
  await expect(row.getByText("Completed", { exact: true })).toBeVisible();
});

test("an admin approves and pays worked shifts in payroll and exports the period", async ({ page }) => {
  await signIn(page, demo.admin);
  // A worked paid shift in the current period: scheduled, checked in and out through the time clock.
  const title = attemptTitle("Payroll Audit");
  const shift = await scheduleOwnShift(page, title, 90, 60);
  expect(
    (await page.request.post(`/api/shifts/${shift.id}/check-in`, { headers: sameOrigin })).status(),
  ).toBe(200);
  expect(
    (await page.request.post(`/api/shifts/${shift.id}/check-out`, { headers: sameOrigin })).status(),
  ).toBe(200);

  // Admins reach payroll from the scheduling page.
  await page.goto("/scheduling");
  await page.getByRole("link", { name: "Payroll" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payroll" })).toBeVisible();
  const table = page.getByRole("table");
  const member = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /Dana Reyes/ }) });
  await member.getByRole("button", { name: "Show shifts of Dana Reyes" }).click();
  const shiftRow = table.getByRole("row").filter({ hasText: title });
  await expect(shiftRow.getByText("Pending", { exact: true })).toBeVisible();
  await expectAccessible(page);

  await shiftRow.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Approve (1)" }).click();
  await expect(page.getByText("Payments approved", { exact: true })).toBeVisible();
  await expect(shiftRow.getByText("Approved", { exact: true })).toBeVisible();

  await shiftRow.getByRole("button", { name: /^Payment status of Payroll Audit/ }).click();
  await page.getByRole("menuitemradio", { name: "Paid" }).click();
  await expect(page.getByText("Shifts marked paid", { exact: true })).toBeVisible();
  await expect(shiftRow.getByText("Paid", { exact: true })).toBeVisible();

  // Sorting by pay puts the highest earner first.
  const payHeader = table.getByRole("columnheader", { name: "Pay", exact: true });
  await payHeader.getByRole("button").click();
  await expect(payHeader).toHaveAttribute("aria-sort", "descending");

  const download = await downloadOf(page, () => page.getByRole("link", { name: "Export CSV" }).click());
  expect(download.name).toMatch(/^payroll-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);

  // On a phone the members are cards; a shift's status changes from its menu there too.
  await page.setViewportSize({ width: 375, height: 812 });
  const dana = page
    .getByRole("list", { name: "Payroll by member" })
    .getByRole("listitem")
    .filter({ hasText: "Dana Reyes" })
    .first();
  await dana.getByRole("button", { name: "Shifts", exact: true }).click();
  const shiftItem = page
    .getByRole("list", { name: "Shifts of Dana Reyes" })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(shiftItem.getByText("Paid", { exact: true })).toBeVisible();
  await shiftItem.getByRole("button", { name: /^Payment status of Payroll Audit/ }).click();
  await page.getByRole("menuitemradio", { name: "Approved" }).click();
  await expect(shiftItem.getByText("Approved", { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test("payroll is refused to members who are not admins", async ({ page }) => {
  await signIn(page, demo.firefighter);
  await page.goto("/scheduling");
  await expect(page.getByRole("heading", { level: 1, name: "Scheduling" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Payroll" })).toHaveCount(0);
  await page.goto("/payroll");
  await expect(page.getByText("Access Denied: You need admin access to view payroll")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  expect((await page.request.get("/api/payroll")).status()).toBe(403);
});
