import { expect, test } from "@playwright/test";
import { NEMSIS_SETTINGS_MESSAGES as M } from "@rollcall/shared/epcr/settings";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  registerAgency,
  sameOrigin,
  uniqueEmail,
} from "./support";

/**
 * Settings → NEMSIS on a phone: an admin enters the agency's state ids and codes and the state web service; the
 * card then says the exports have what they need, and the password is never shown again.
 */
test("an admin sets the agency's NEMSIS ids and the state web service on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const registered = await registerAgency(page, {
    headers: sameOrigin,
    data: {
      email: uniqueEmail("nemsis.admin"),
      password: "nemsis admin password 1",
      firstName: "Rhea",
      lastName: "Okafor",
      agencyName: "Wake County EMS",
      agencyType: "ems",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: M.title, exact: true });
  await expect(card.getByText(/The NEMSIS exports still need: Agency state ID/)).toBeVisible();

  await card.getByLabel("State", { exact: true }).selectOption({ label: "North Carolina" });
  await card.getByLabel("Agency state ID").fill("NC-0042");
  await card.getByLabel("Agency number").fill("4242");
  await card.getByLabel("Service area counties").fill("37183 3706");
  await card.getByLabel("Primary type of service").selectOption({ index: 1 });
  await card.getByLabel("Level of service").selectOption({ index: 1 });
  await card.getByLabel("Organization status").selectOption({ index: 1 });
  await card.getByLabel("Organizational type").selectOption({ index: 1 });
  await card.getByLabel("Tax status").selectOption({ index: 1 });
  await card.getByLabel("Emergency medical dispatch").selectOption({ index: 1 });
  // The protocols: searched and chosen from NEMSIS's list, two of them.
  const protocols = card.getByRole("combobox", { name: "Protocols" });
  await protocols.fill("chest pain");
  await page
    .getByRole("option", { name: /Chest Pain/ })
    .first()
    .click();
  await protocols.fill("cardiac arrest");
  await page
    .getByRole("option", { name: /Cardiac Arrest/ })
    .first()
    .click();
  await expect(card.getByRole("list", { name: "Chosen" }).getByRole("listitem")).toHaveCount(2);
  await card.getByLabel("Web service address").fill("https://nemsis.example.gov/ws");
  await card.getByLabel("Username").fill("wake-ems");
  await card.getByLabel("Organization", { exact: true }).fill("WAKE");
  await card.getByLabel("Password").fill("state password 1");
  await card.getByRole("button", { name: "Save NEMSIS Settings" }).click();
  await expect(card.getByText(M.counties)).toBeVisible();
  await card.getByLabel("Service area counties").fill("37183, 37063");
  await card.getByRole("button", { name: "Save NEMSIS Settings" }).click();
  await expect(page.getByText(M.saved, { exact: true })).toBeVisible();
  await expect(card.getByText("The NEMSIS exports have what they need.")).toBeVisible();
  // A new agency has no apparatus yet: the DEMDataSet says so rather than making a file without vehicles.
  await card.getByRole("button", { name: "Download DEMDataSet" }).click();
  await expect(page.getByText(/An apparatus/).first()).toBeVisible();
  await expect(card.getByText(M.passwordKept)).toBeVisible();
  await expect(card.getByLabel("Password")).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  const saved = await (await page.request.get("/api/pcr/settings")).json();
  expect(saved).toMatchObject({
    stateCode: "37",
    counties: ["37183", "37063"],
    protocols: expect.arrayContaining([expect.stringMatching(/^9914/)]),
    hasPassword: true,
    canSubmit: true,
  });
  expect(JSON.stringify(saved)).not.toContain("state password 1");
});
