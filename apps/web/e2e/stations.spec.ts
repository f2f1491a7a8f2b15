import { expect, type Page, test } from "@playwright/test";
import { stationLabel } from "@rollcall/shared/equipment";
import { demo, expectAccessible, expectNoHorizontalScroll, sameOrigin, signIn } from "./support";

const suffix = () => Date.now().toString(36);

/** A new engine of the demo agency, added through the API (the form itself is the equipment test's). */
async function addEngine(page: Page, name: string) {
  const res = await page.request.post("/api/equipment", {
    data: { name, type: "engine", status: "available" },
    headers: sameOrigin,
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

test("an admin adds a station, houses an engine there out of service, and edits its riding positions", async ({
  page,
}) => {
  const id = suffix();
  const stationName = `Station ${id}`;
  // As the screens name it: "(9)" only when the name does not hold the number already (the suffix may).
  const stationShown = stationLabel({ name: stationName, number: "9" });
  const engineName = `Engine ${id}`;
  await signIn(page, demo.admin);

  // Add Station, with the name required first.
  await page.goto("/assets?tab=stations");
  await expect(page.getByRole("tab", { name: "Stations", selected: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Stations" })).toBeVisible();
  await page.getByRole("button", { name: "Add Station" }).click();
  const add = page.getByRole("dialog", { name: "Add Station" });
  await add.getByRole("button", { name: "Add Station" }).click();
  await expect(add.getByText("Station name is required")).toBeVisible();
  await add.getByLabel("Station Name").fill(stationName);
  await add.getByLabel("Number").fill("9");
  await add.getByLabel("Address").fill("900 Ridge Road");
  await expectAccessible(page);
  await add.getByRole("button", { name: "Add Station" }).click();
  await expect(page.getByText("Station added", { exact: true })).toBeVisible();
  await expect(add).toBeHidden();
  const stationRow = page.getByRole("row").filter({ hasText: stationName });
  await expect(stationRow).toContainText("900 Ridge Road");
  await expect(stationRow).toContainText("No apparatus");

  // The engine: housed at the new station, its NERIS unit type, out of service with a reason.
  const engineId = await addEngine(page, engineName);
  await page.goto(`/assets/${engineId}`);
  await expect(page.getByRole("heading", { level: 1, name: engineName })).toBeVisible();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Equipment" });
  await expect(edit.getByLabel("Station")).toHaveValue("");
  await expect(edit.getByLabel("Station").locator("option").first()).toHaveText("No station");
  await edit.getByLabel("Station").selectOption({ label: stationShown });
  await edit.getByLabel("NERIS Unit Type").selectOption({ label: "Engine (Structural)" });
  await expect(edit.getByLabel("Reason")).toHaveCount(0);
  await edit.getByLabel("Status").selectOption({ label: "Out of Service" });
  await edit.getByLabel("Reason").fill("Pump seal leaking");
  await expectAccessible(page);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Equipment updated successfully", { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId("status-reason")).toHaveText("Pump seal leaking");
  await expect(page.getByText(/^Out of Service since /)).toBeVisible();

  // Riding positions: none yet; add two, the Officer requiring Fire Officer I, and put the driver first.
  const seats = page.getByRole("list", { name: "Riding positions" });
  await expect(page.getByRole("heading", { name: "No riding positions" })).toBeVisible();
  await page.getByRole("button", { name: "Edit Positions" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Positions" });
  await dialog.getByRole("button", { name: "Add Position" }).click();
  await expect(dialog.getByLabel("Name of seat 1")).toBeFocused();
  await dialog.getByRole("button", { name: "Save Positions" }).click();
  await expect(dialog.getByText("Position name is required")).toBeVisible();
  await dialog.getByLabel("Name of seat 1").fill("Officer");
  await dialog.getByLabel("Add a certification Officer requires").selectOption({ label: "Fire Officer I" });
  await expect(dialog.getByRole("list", { name: "Certifications Officer requires" })).toHaveText(
    "Fire Officer I",
  );
  await dialog.getByRole("button", { name: "Add Position" }).click();
  await dialog.getByLabel("Name of seat 2").fill("Driver/Operator");
  await dialog.getByRole("button", { name: "Move Driver/Operator up" }).click();
  await expect(dialog.getByLabel("Name of seat 1")).toHaveValue("Driver/Operator");
  await expect(dialog.getByRole("button", { name: "Move Driver/Operator down" })).toBeFocused();
  await expectAccessible(page);

  // A refusal is shown and nothing typed is lost; saving again works.
  await page.route(`**/api/equipment/${engineId}/positions`, (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 409,
          contentType: "application/json",
          body: JSON.stringify({ message: "The seats changed meanwhile: check them and save again" }),
        })
      : route.fallback(),
  );
  await dialog.getByRole("button", { name: "Save Positions" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "The seats changed meanwhile: check them and save again",
  );
  await expect(dialog.getByLabel("Name of seat 1")).toHaveValue("Driver/Operator");
  await expect(dialog.getByLabel("Name of seat 2")).toHaveValue("Officer");
  await page.unroute(`**/api/equipment/${engineId}/positions`);
  await dialog.getByRole("button", { name: "Save Positions" }).click();
  await expect(page.getByText("Riding positions saved", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(seats.getByRole("listitem")).toHaveText([
    /^1\s*Driver\/Operator/,
    /^2\s*Officer\s*Fire Officer I$/,
  ]);

  // After a reload the item page and the lists still say so.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: engineName })).toBeVisible();
  await expect(page.getByTestId("status-reason")).toHaveText("Pump seal leaking");
  await expect(page.getByText("Engine (Structural)")).toBeVisible();
  await expect(page.getByText(stationShown)).toBeVisible();
  await expect(seats.getByRole("listitem")).toHaveText([/Driver\/Operator/, /Officer\s*Fire Officer I/]);
  await expectAccessible(page);

  await page.goto("/assets?tab=stations");
  const housed = page.getByRole("row").filter({ hasText: stationName });
  await expect(housed.getByRole("link", { name: `${engineName}, Out of Service` })).toBeVisible();
  await page.goto("/assets?tab=equipment");
  await page.getByLabel("Search equipment").fill(engineName);
  await expect(page.getByRole("row").filter({ hasText: engineName })).toContainText(stationShown);

  // Deleting the station keeps the engine, without a station.
  await page.goto("/assets?tab=stations");
  await housed.getByRole("button", { name: `Delete: ${stationName}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Station" });
  await expect(confirm).toContainText("Its apparatus stay, without a station");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Station deleted", { exact: true })).toBeVisible();
  await expect(housed).toHaveCount(0);
  await page.goto(`/assets/${engineId}`);
  await expect(page.getByText("No station", { exact: true })).toBeVisible();
});

test("on a phone the stations are cards and the positions dialog fits, without sideways scrolling", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, demo.admin);
  await page.goto("/assets?tab=stations");
  const cards = page.getByRole("list", { name: "Stations" });
  await expect(cards.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Stations" })).toBeHidden();
  await expect(cards.getByRole("article").first().getByRole("button", { name: /^Edit/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // The first apparatus of the first station with units: its seats, and the editor.
  await cards.getByRole("article").first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "Riding positions", exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole("button", { name: "Edit Positions" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Positions" });
  await dialog.getByRole("button", { name: "Add Position" }).click();
  await expect(dialog.getByRole("textbox", { name: /^Name of seat \d+$/ }).last()).toBeFocused();
  await expectNoHorizontalScroll(page);
  const box = await dialog.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await context.close();
});
