import { expect, type Page, test } from "@playwright/test";
import {
  demo,
  downloadOf,
  expectAccessible,
  expectNoHorizontalScroll,
  sameOrigin,
  signIn,
  uniqueEmail,
} from "./support";

type Report = {
  periodStart: string;
  periodEnd: string;
  threshold: number;
  members: Array<{ userId: string; hoursWorked: number; overtimeHours: number }>;
};

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const shown = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * A new member (a name of this attempt's own) with nine 24-hour shifts in the current work period: 216 h,
 * past the threshold of the demo agency's work period (212 h in its default 28 days).
 */
async function memberOverThreshold(page: Page) {
  const lastName = `Overtime${Date.now().toString(36)}`;
  const invited = await page.request.post("/api/users/invite", {
    headers: sameOrigin,
    data: { firstName: "Rowan", lastName, email: uniqueEmail("rowan"), role: "firefighter" },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { user } = (await invited.json()) as { user: { id: string } };
  const report = (await (await page.request.get("/api/flsa/report")).json()) as Report;
  for (let i = 0; i < 9; i++) {
    const day = addDays(report.periodStart, i);
    const res = await page.request.post("/api/shifts", {
      headers: sameOrigin,
      data: {
        title: "24 Hour Platoon",
        userId: user.id,
        startTime: `${day}T07:00:00Z`,
        endTime: `${addDays(day, 1)}T07:00:00Z`,
        assignment: "Engine 1",
        status: "scheduled",
        isPaid: false,
        isRecurring: false,
        allowOverlap: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return { id: user.id, name: `Rowan ${lastName}`, lastName, report };
}

async function openFlsaTab(page: Page) {
  await page.goto("/scheduling");
  await expect(page.getByRole("heading", { level: 1, name: "Scheduling" })).toBeVisible();
  await page.getByRole("tab", { name: "FLSA 7(k)" }).click();
}

test("an admin sees a member over the 7(k) threshold, downloads the CSV, and is warned on the shift form", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  const member = await memberOverThreshold(page);
  await openFlsaTab(page);

  const table = page.getByRole("table", { name: "Hours per member in the work period" });
  const row = table.getByRole("row").filter({ hasText: member.name });
  const { threshold } = member.report;
  await expect(row).toContainText(`216 / ${threshold} h`);
  await expect(row).toContainText(`${216 - threshold} h overtime`);
  await expect(page.getByRole("region", { name: "Work period totals" })).toContainText(`${threshold} h`);
  await expect(row.getByRole("switch", { name: `Exempt: ${member.name}` })).not.toBeChecked();
  await expectAccessible(page);

  const file = await downloadOf(page, () => page.getByRole("button", { name: "Export CSV" }).click());
  expect(file.name).toBe(`flsa-7k-${member.report.periodStart}-to-${member.report.periodEnd}.csv`);
  expect(file.text).toContain(
    `${member.name},Firefighter,${member.report.periodStart},${member.report.periodEnd},no,0.00,216.00,216.00,${threshold},${(216 - threshold).toFixed(2)}`,
  );

  // The same file beside payroll.
  await page.goto("/payroll");
  const beside = await downloadOf(page, () => page.getByRole("button", { name: "FLSA 7(k) CSV" }).click());
  expect(beside.name).toBe(file.name);
  expect(beside.text).toContain(`${member.name},Firefighter`);
  await openFlsaTab(page);

  // Marked exempt: listed with the hours, no overtime; then counted again.
  await row.getByRole("switch", { name: `Exempt: ${member.name}` }).click();
  await expect(page.getByText("Member marked exempt", { exact: true })).toBeVisible();
  await expect(row).not.toContainText("h overtime");
  await row.getByRole("switch", { name: `Exempt: ${member.name}` }).click();
  await expect(row).toContainText(`${216 - threshold} h overtime`);

  // The shift form: one more 12 h in the period puts the member at 228 h.
  await page.getByRole("tab", { name: "Week" }).click();
  await page.getByRole("button", { name: "Create Shift" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Shift" });
  const day = addDays(member.report.periodStart, 12);
  await dialog.getByLabel("Title").fill("Overtime fill");
  await dialog.getByLabel("Assigned User").selectOption({ label: `${member.name} (Firefighter)` });
  await dialog.getByLabel("Start Time").fill(`${day}T07:00`);
  await dialog.getByLabel("End Time").fill(`${day}T19:00`);
  const warning = dialog.getByTestId("flsa-assignment-warning");
  await expect(warning).toContainText(
    `This assignment puts ${member.name} at 228 h of ${threshold} in the work period ending ${shown(member.report.periodEnd)}`,
  );
  await expect(warning).toContainText("The shift can still be saved.");
  await expectAccessible(page);
  // Another member with room: no warning.
  await dialog.getByLabel("Assigned User").selectOption({ label: "Dana Reyes (Admin)" });
  await expect(warning).toBeHidden();
});

test("a firefighter sees only their own hours on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.firefighter);
  expect((await page.request.get("/api/flsa/report")).status()).toBe(403);
  await openFlsaTab(page);
  const mine = page.getByRole("region", { name: "Your hours in the work period" });
  await expect(mine.getByRole("heading", { name: "Your hours" })).toBeVisible();
  await expect(mine).toContainText(/overtime after \d+ h/);
  await expect(page.getByRole("button", { name: "Export CSV" })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});
