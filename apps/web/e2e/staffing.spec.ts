import { expect, type Page, test } from "@playwright/test";
import {
  demo,
  expectAccessible,
  expectNoHorizontalScroll,
  registerAgency,
  sameOrigin,
  signIn,
  uniqueEmail,
} from "./support";

/** Wednesday three weeks ahead (the demo agency keeps UTC): its Monday, its date and its calendar names. */
function aWednesdayAhead() {
  const now = new Date();
  const mondayOffset = (now.getUTCDay() + 6) % 7;
  const monday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - mondayOffset + 21),
  );
  const wednesday = new Date(monday.getTime() + 2 * 86_400_000);
  return {
    monday: monday.toISOString().slice(0, 10),
    date: wednesday.toISOString().slice(0, 10),
    name: wednesday.toLocaleDateString("en-US", {
      weekday: "long",
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    }),
  };
}

const stamp = Date.now().toString(36);
const vehicle = `Rescue ${stamp}`;
const ruleName = `Rescue crew ${stamp}`;
const needs = `Needs 1 more person on ${vehicle}`;

type Made = { rule?: string; vehicle?: string; shifts: string[]; fatigue?: boolean };

async function cleanUp(page: Page, ids: Made) {
  if (ids.fatigue)
    await page.request.patch("/api/staffing/settings", {
      headers: sameOrigin,
      data: { fatigueLimitHours: 48 },
    });
  for (const id of ids.shifts) await page.request.delete(`/api/shifts/${id}`, { headers: sameOrigin });
  if (ids.rule) await page.request.delete(`/api/staffing/rules/${ids.rule}`, { headers: sameOrigin });
  if (ids.vehicle) await page.request.delete(`/api/equipment/${ids.vehicle}`, { headers: sameOrigin });
}

test("an admin sets a minimum on an apparatus, sees the gap in red, fills it with a shift, and is asked before removing it", async ({
  page,
}) => {
  const wed = aWednesdayAhead();
  const ids: Made = { shifts: [] };
  await signIn(page, demo.admin);
  try {
    const made = await page.request.post("/api/equipment", {
      headers: sameOrigin,
      data: { name: vehicle, type: "rescue", crewSize: 1 },
    });
    expect(made.status(), await made.text()).toBe(201);
    ids.vehicle = ((await made.json()) as { id: string }).id;

    // The rule, through the Staffing tab.
    await page.goto("/scheduling");
    await page.getByRole("tab", { name: "Staffing" }).click();
    await expect(page.getByRole("heading", { name: "Minimum Staffing Rules" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Staffing Settings" })).toBeVisible();
    await page.getByRole("button", { name: "Add Rule" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New Staffing Rule" });
    await dialog.getByLabel("Rule Name").fill("");
    await dialog.getByRole("button", { name: "Create Rule" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await dialog.getByLabel("Rule Name").fill(ruleName);
    await dialog.getByLabel("From").fill("09:00");
    await dialog.getByLabel("Until").fill("12:00");
    await dialog.getByLabel("Minimum Staff").fill("");
    await dialog.getByLabel("Wednesday", { exact: true }).check();
    await dialog.getByLabel("Apparatus").selectOption({ label: `${vehicle} (crew 1)` });
    await expectAccessible(page);
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/staffing/rules") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Create Rule" }).click();
    const rule = (await (await created).json()) as { id: string; minimumStaff: number };
    ids.rule = rule.id;
    expect(rule.minimumStaff).toBe(1); // the apparatus's crew size
    await expect(dialog).toBeHidden();
    const row = page
      .getByRole("table", { name: "Minimum staffing rules" })
      .getByRole("row")
      .filter({ hasText: ruleName });
    await expect(row).toContainText("09:00 – 12:00");
    await expect(row).toContainText("Wed");
    await expect(row).toContainText(`on ${vehicle}`);
    await expectAccessible(page);

    // The settings card: an admin changes the fatigue limit (put back afterwards).
    const settings = page.getByRole("form", { name: "Staffing Settings" });
    await settings.getByLabel("Fatigue Limit (hours)").fill("0");
    await settings.getByRole("button", { name: "Save Settings" }).click();
    await expect(settings.getByText("Fatigue limit must be from 1 to 336 hours")).toBeVisible();
    await settings.getByLabel("Fatigue Limit (hours)").fill("60");
    await settings.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Staffing settings saved").first()).toBeVisible();
    ids.fatigue = true;
    expect(
      ((await (await page.request.get("/api/staffing/settings")).json()) as { fatigueLimitHours: number })
        .fatigueLimitHours,
    ).toBe(60);

    // The week view marks the Wednesday in red.
    await page.goto(`/scheduling?week=${wed.monday}`);
    const day = page.getByRole("region", { name: wed.name });
    const mark = day.getByTestId("staffing-gap").filter({ hasText: needs });
    await expect(mark).toBeVisible();
    await expect(mark).toContainText("09:00 – 12:00");
    await expectAccessible(page);

    // A shift riding the apparatus fills it: the mark goes.
    await day.getByRole("button", { name: `Add shift on ${wed.name}` }).click();
    const form = page.getByRole("dialog", { name: "Create New Shift" });
    await form.getByLabel("Title").fill(`Rescue duty ${stamp}`);
    await form.getByLabel("Assigned User").selectOption({ index: 1 });
    await form.getByLabel("Start Time").fill(`${wed.date}T08:00`);
    await form.getByLabel("End Time").fill(`${wed.date}T13:00`);
    await form.getByLabel("Apparatus").selectOption({ label: vehicle });
    const shiftMade = page.waitForResponse(
      (r) => r.url().endsWith("/api/shifts") && r.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Create Shift" }).click();
    if ((await shiftMade).status() === 409)
      await form.getByRole("button", { name: "Schedule anyway" }).click();
    await expect(form).toBeHidden();
    const card = day.getByRole("article", { name: `Rescue duty ${stamp}` });
    await expect(card).toBeVisible();
    await expect(mark).toHaveCount(0);
    const shifts = (await (
      await page.request.get(`/api/shifts?startDate=${wed.date}&endDate=${wed.date}`)
    ).json()) as Array<{ id: string; title: string }>;
    ids.shifts = shifts.filter((s) => s.title === `Rescue duty ${stamp}`).map((s) => s.id);

    // Deleting it would open the gap again: asked first, naming the gap; Cancel keeps it.
    await card.getByRole("button", { name: /^Actions for Rescue duty/ }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const ask = page.getByRole("alertdialog", { name: "Delete this shift?" });
    await expect(ask).toContainText(needs);
    await expectAccessible(page);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: /^Actions for Rescue duty/ }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete this shift?" })
      .getByRole("button", { name: "Delete Shift" })
      .click();
    await expect(card).toBeHidden();
    await expect(mark).toBeVisible();
    ids.shifts = [];

    // On a phone: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
    await page.getByRole("tab", { name: "Staffing" }).click();
    await expect(page.getByRole("list", { name: "Minimum staffing rules" })).toContainText(ruleName);
    await expectNoHorizontalScroll(page);
  } finally {
    await cleanUp(page, ids);
  }
});

test("a firefighter reads the rules and settings but cannot change them", async ({ page }) => {
  await signIn(page, demo.firefighter);
  await page.goto("/scheduling");
  await page.getByRole("tab", { name: "Staffing" }).click();
  await expect(page.getByRole("heading", { name: "Minimum Staffing Rules" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Rule" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save Settings" })).toHaveCount(0);
  await expect(page.getByLabel("Fatigue Limit (hours)")).toBeDisabled();
  await expectAccessible(page);
});

test("an agency chooses the roles a call-back offers to: admins are off until added", async ({ page }) => {
  const res = await registerAgency(page, {
    headers: sameOrigin,
    data: {
      email: uniqueEmail("callback-roles"),
      password: "callback roles pw 1",
      firstName: "Cal",
      lastName: "Brook",
      agencyName: "Elm Grove Fire",
      agencyType: "fire",
    },
  });
  expect(res.status()).toBe(201);
  await page.goto("/scheduling");
  await page.getByRole("tab", { name: "Staffing" }).click();
  const settings = page.getByRole("form", { name: "Staffing Settings" });
  const roles = settings.getByRole("group", { name: "Call-back Offers To" });
  await expect(roles.getByLabel("Admin", { exact: true })).not.toBeChecked();
  for (const role of ["Officer", "Firefighter", "EMT"])
    await expect(roles.getByLabel(role, { exact: true })).toBeChecked();
  await expect(roles).toContainText("Admins are off by default");

  // None: refused with the field's message.
  for (const role of ["Officer", "Firefighter", "EMT"])
    await roles.getByLabel(role, { exact: true }).uncheck();
  await settings.getByRole("button", { name: "Save Settings" }).click();
  await expect(roles.getByText("Choose at least one role to call back", { exact: true })).toBeVisible();

  // Admins added: saved, and the call-back list follows it.
  for (const role of ["Admin", "Officer", "Firefighter", "EMT"])
    await roles.getByLabel(role, { exact: true }).check();
  await expectAccessible(page);
  await roles.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("callback-roles-desktop.png") });
  await settings.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Staffing settings saved").first()).toBeVisible();
  const saved = (await (await page.request.get("/api/staffing/settings")).json()) as {
    callbackRoles: string[];
  };
  expect(saved.callbackRoles).toEqual(["admin", "officer", "firefighter", "emt"]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole("tab", { name: "Staffing" }).click();
  await expect(
    page.getByRole("group", { name: "Call-back Offers To" }).getByLabel("Admin", { exact: true }),
  ).toBeChecked();
  await expectNoHorizontalScroll(page);
  await page.getByRole("group", { name: "Call-back Offers To" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("callback-roles-phone.png") });
});
