import { expect, test } from "@playwright/test";
import { PCR_SETTINGS_MESSAGES as M, PCR_MESSAGES } from "@rollcall/shared/epcr/api";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  memberOf,
  registerAgency,
  sameOrigin,
  signIn,
  uniqueEmail,
} from "./support";

/**
 * Settings → QA Reviewers and Facilities on a tablet: an admin names an officer as QA reviewer and adds the
 * hospital the crews transport to; both are there after a reload, and the officer then has the QA queue.
 */
test("an admin names a QA reviewer and adds a facility on a tablet", async ({ page, browser }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const registered = await registerAgency(page, {
    headers: sameOrigin,
    data: {
      email: uniqueEmail("pcr.admin"),
      password: "pcr admin password 1",
      firstName: "Rhea",
      lastName: "Okafor",
      agencyName: "Wake County EMS",
      agencyType: "ems",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const officer = await memberOf(page, "officer");
  await page.goto("/settings");

  const reviewers = page.getByRole("region", { name: M.reviewersTitle });
  await expect(reviewers.getByRole("list", { name: M.adminsAlways })).toContainText("Rhea Okafor");
  await reviewers.getByRole("checkbox", { name: /Casey Lund/ }).check();
  await reviewers.getByRole("button", { name: "Save QA Reviewers" }).click();
  await expect(page.getByText(M.reviewersSaved, { exact: true })).toBeVisible();

  const facilities = page.getByRole("region", { name: M.facilitiesTitle, exact: true });
  await expect(facilities.getByText(M.noFacilities)).toBeVisible();
  await facilities.getByRole("button", { name: "Add Facility" }).click();
  const row = facilities.getByRole("group", { name: M.newFacility });
  await row.getByLabel("Type").selectOption({ label: "Freestanding Emergency Department" });
  await row.getByLabel("ZIP code").fill("2760");
  await facilities.getByRole("button", { name: "Save Facilities" }).click();
  // Each field's own message, from the schema the server checks too.
  await expect(row.getByText(PCR_MESSAGES.facilityName)).toBeVisible();
  await expect(row.getByText(PCR_MESSAGES.facilityZip)).toBeVisible();
  await row.getByLabel("Name").fill("WakeMed North");
  const named = facilities.getByRole("group", { name: "WakeMed North" });
  await named.getByLabel("Street address").fill("10000 Falls of Neuse Rd");
  await named.getByLabel("City").fill("Raleigh");
  await named.getByLabel("State").selectOption({ label: "North Carolina" });
  await named.getByLabel("ZIP code").fill("27614");
  await named.getByLabel("Phone").fill("919-350-8000");
  await facilities.getByRole("button", { name: "Save Facilities" }).click();
  await expect(page.getByText(M.facilitiesSaved, { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await page.reload();
  await expect(reviewers.getByRole("checkbox", { name: /Casey Lund/ })).toBeChecked();
  // Closed once saved: its name and what it is, where.
  const saved = facilities.getByRole("button", {
    name: "WakeMed North Freestanding Emergency Department · Raleigh · North Carolina",
  });
  await expect(saved).toHaveAttribute("aria-expanded", "false");
  await saved.click();
  await expect(facilities.getByLabel("ZIP code")).toHaveValue("27614");
  await expect(facilities.getByLabel("Phone")).toHaveValue("919-350-8000");

  // The officer named has the QA queue on Patient Care.
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  try {
    const other = await context.newPage();
    await signIn(other, officer.email, officer.password);
    await other.goto("/pcr");
    await expect(other.getByRole("tab", { name: "QA Queue" })).toBeVisible();
  } finally {
    await context.close();
  }
});
