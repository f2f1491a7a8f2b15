import { expect, type Page, test } from "@playwright/test";
import { demo, expectAccessible, expectNoHorizontalScroll, signIn } from "./support";

/** The demo agency keeps its schedule in UTC: next week's days as yyyy-MM-dd and as the calendar names them. */
function nextWeek() {
  const now = new Date();
  const mondayOffset = (now.getUTCDay() + 6) % 7;
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - mondayOffset + 7 + i),
    );
    return {
      date: d.toISOString().slice(0, 10),
      name: d.toLocaleDateString("en-US", {
        weekday: "long",
        month: "short",
        day: "numeric",
        timeZone: "UTC",
      }),
    };
  });
}

const day = (page: Page, name: string) => page.getByRole("region", { name });

async function openScheduling(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Scheduling" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Scheduling" })).toBeVisible();
  await expect(page.getByText("Total Shifts")).toBeVisible();
}

test("an officer creates a weekly Mon/Wed/Fri shift, sees it on those days next week and edits one occurrence", async ({
  page,
}) => {
  const week = nextWeek();
  const [monday, tuesday, wednesday, thursday, friday, saturday, sunday] = week;
  await signIn(page, demo.officer);
  await openScheduling(page);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Create Shift" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Shift" });
  // The spec's messages under the fields.
  await dialog.getByLabel("Title").fill("");
  await dialog.getByRole("button", { name: "Create Shift" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await expect(dialog.getByText("Assigned user is required")).toBeVisible();

  await dialog.getByLabel("Title").fill("Hydrant Inspections");
  await dialog.getByLabel("Assigned User").selectOption({ label: "Dana Reyes (Admin)" });
  await dialog.getByLabel("Start Time").fill(`${monday.date}T09:00`);
  await dialog.getByLabel("End Time").fill(`${monday.date}T12:00`);
  await dialog.getByLabel("Assignment").fill("Station 1");
  await dialog.getByRole("switch", { name: "Recurring Shift" }).click();
  await dialog.getByLabel("Recurring Pattern").selectOption("weekly");
  for (const name of ["Monday", "Wednesday", "Friday"])
    await dialog.getByLabel(name, { exact: true }).check();
  await dialog.getByLabel("Or # of Occurrences").fill("3");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create Shift" }).click();
  await expect(page.getByText("Shift created successfully", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Next week" }).click();
  const card = (d: { name: string }, title: string) =>
    day(page, d.name).getByRole("article", { name: title, exact: true });
  for (const d of [monday, wednesday, friday]) await expect(card(d, "Hydrant Inspections")).toHaveCount(1);
  for (const d of [tuesday, thursday, saturday, sunday])
    await expect(card(d, "Hydrant Inspections")).toHaveCount(0);
  await expect(card(monday, "Hydrant Inspections")).toContainText("09:00–12:00");
  await expect(card(monday, "Hydrant Inspections")).toContainText("Dana Reyes");

  // Edit Wednesday's occurrence only.
  await card(wednesday, "Hydrant Inspections")
    .getByRole("button", { name: /^Actions for/ })
    .click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Shift" });
  await edit.getByLabel("This shift only").check();
  await edit.getByLabel("Title").fill("Hydrant Inspections - North");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Shift updated successfully", { exact: true })).toBeVisible();
  await expect(card(wednesday, "Hydrant Inspections - North")).toHaveCount(1);
  await expect(card(wednesday, "Hydrant Inspections")).toHaveCount(0);
  await expect(card(monday, "Hydrant Inspections")).toHaveCount(1);
  await expect(card(friday, "Hydrant Inspections")).toHaveCount(1);

  // Double booking: the same member at the same time is a warning the officer can override.
  await page.getByRole("button", { name: `Add shift on ${monday.name}` }).click();
  const second = page.getByRole("dialog", { name: "Create New Shift" });
  await second.getByLabel("Title").fill("Pre-plan Visit");
  await second.getByLabel("Assigned User").selectOption({ label: "Dana Reyes (Admin)" });
  await second.getByLabel("Start Time").fill(`${monday.date}T10:00`);
  await second.getByLabel("End Time").fill(`${monday.date}T11:00`);
  await second.getByRole("button", { name: "Create Shift" }).click();
  await expect(second.getByRole("alert")).toContainText(
    "Dana Reyes is already scheduled for Hydrant Inspections",
  );
  await second.getByRole("button", { name: "Schedule anyway" }).click();
  await expect(page.getByText("Shift created successfully", { exact: true })).toBeVisible();
  await expect(card(monday, "Pre-plan Visit")).toHaveCount(1);

  // The status filter narrows the week.
  await page.getByLabel("Status").selectOption("cancelled");
  await expect(card(monday, "Pre-plan Visit")).toHaveCount(0);
  await expect(day(page, monday.name).getByText("No shifts scheduled")).toBeVisible();
});

test("a firefighter sees the whole schedule but no Create button and no edit menus", async ({ page }) => {
  await signIn(page, demo.firefighter);
  await openScheduling(page);
  await expect(page.getByRole("button", { name: "Create Shift" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Apply Rotation" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Add shift on/ })).toHaveCount(0);
  // The platoons' shifts are all visible, including other members'.
  await expect(page.getByRole("article").first()).toBeVisible();
  const menus = page.getByRole("button", { name: /^Actions for/ });
  for (let i = 0; i < (await menus.count()); i++) {
    await menus.nth(i).click();
    await expect(page.getByRole("menuitem", { name: "Edit" })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "Request Coverage" })).toBeVisible();
    await page.keyboard.press("Escape");
  }
  await expectAccessible(page);

  await page.getByRole("button", { name: "Subscribe to Calendar" }).click();
  const feed = page.getByRole("dialog", { name: "Subscribe to Calendar" });
  await expect(feed.getByLabel("Your calendar link")).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expectAccessible(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the week opens on today, its days still listed from Monday", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const now = new Date();
    const name = (d: Date) =>
      d.toLocaleDateString("en-US", { weekday: "long", month: "short", day: "numeric", timeZone: "UTC" });
    const monday = new Date(now.getTime() - ((now.getUTCDay() + 6) % 7) * 86_400_000);
    await signIn(page, demo.emt);
    // A phone opens Scheduling on My schedule (my-schedule.spec.ts); the week is its own address.
    await page.goto("/scheduling?tab=week");
    const days = page.getByRole("region", { name: /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, / });
    await expect(days).toHaveCount(7);
    await expect(days.first()).toHaveAccessibleName(name(monday));
    await expect(day(page, name(now))).toBeInViewport();
    await expect(day(page, name(now))).toContainText("Today");
    await page.screenshot({ path: test.info().outputPath("week-phone.png") });
  });

  test("the week is a day-by-day list without sideways scrolling", async ({ page }) => {
    await signIn(page, demo.emt);
    await page.goto("/scheduling?tab=week");
    await expect(page.getByRole("heading", { level: 1, name: "Scheduling" })).toBeVisible();
    await expect(page.getByRole("region").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole("button", { name: "Next week" }).click();
    await expect(page.getByRole("region", { name: nextWeek()[0].name })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});
