import { expect, type Page, test } from "@playwright/test";
import { demo, downloadOf, expectAccessible, expectNoHorizontalScroll, sameOrigin, signIn } from "./support";

async function openIsoHours(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Training" }).click();
  await page.getByRole("tab", { name: "Progress" }).click();
  const card = page.getByRole("heading", { name: "ISO Training Hours" });
  await expect(card).toBeVisible();
  return page.getByRole("table", { name: /ISO training hours by member/ });
}

test("an admin sees every member's hours against the ISO targets, exports them and changes the mapping", async ({
  page,
}) => {
  const year = String(new Date().getUTCFullYear());
  await signIn(page, demo.admin);
  // The reference mapping, whatever an earlier attempt left behind.
  const reset = () =>
    page.request.patch("/api/training/iso-mapping", { headers: sameOrigin, data: { leadership: "officer" } });
  expect((await reset()).status()).toBe(200);
  const table = await openIsoHours(page);
  for (const header of [
    "Company training",
    "Facility training",
    "Officer training",
    "Driver / operator training",
    "Hazardous materials",
  ])
    await expect(table.getByRole("columnheader", { name: header })).toBeVisible();
  // A firefighter has company hours against 192 and no officer target; an officer has one.
  const kim = table.getByRole("row", { name: /Jordan Kim/ });
  await expect(kim.getByText("/ 192 h")).toBeVisible();
  await expect(kim.getByRole("progressbar", { name: "Jordan Kim: Officer training" })).toHaveCount(0);
  await expect(
    table
      .getByRole("row", { name: /Marcus Hale/ })
      .getByRole("progressbar", { name: "Marcus Hale: Officer training" }),
  ).toBeVisible();
  await expectAccessible(page);

  const file = await downloadOf(page, () => page.getByRole("button", { name: "Export CSV" }).click());
  expect(file.name).toBe(`training-hours-${year}.csv`);
  expect(file.text).toContain("Member,Role,Company training (hours),Company training (target)");
  expect(file.text).toContain("Jordan Kim,Firefighter,");

  // Map leadership to company: the officer's officer hours move to company.
  const officerHours = async () =>
    (
      await table
        .getByRole("row", { name: /Marcus Hale/ })
        .getByRole("cell")
        // Company, facility, officer...: the member's name is the row header, not a cell.
        .nth(2)
        .innerText()
    ).trim();
  const before = await officerHours();
  expect(before).toMatch(/ \/ 12 h$/);
  await page.getByRole("button", { name: "Category Mapping" }).click();
  const dialog = page.getByRole("dialog", { name: "ISO Category Mapping" });
  await expect(dialog.getByLabel("Leadership")).toHaveValue("officer");
  await dialog.getByLabel("Leadership").selectOption("company");
  await dialog.getByRole("button", { name: "Save Mapping" }).click();
  await expect(page.getByText("Category mapping saved", { exact: true })).toBeVisible();
  // Leadership hours now count as company training: nothing is left under officer training.
  await expect.poll(officerHours).toBe("0 / 12 h");
  // Put it back for the other tests.
  expect((await reset()).status()).toBe(200);
});

test("a firefighter sees their own hours only, also on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.firefighter);
  await page.goto("/training?tab=progress");
  await expect(page.getByRole("heading", { name: "ISO Training Hours" })).toBeVisible();
  const list = page.getByRole("list", { name: /ISO training hours by member/ });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByText("Jordan Kim")).toBeVisible();
  await expect(page.getByRole("button", { name: "Category Mapping" })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
});
