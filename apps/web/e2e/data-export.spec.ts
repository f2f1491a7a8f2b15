import { expect, test } from "@playwright/test";
import { demo, downloadOf, signIn } from "./support";

test("an admin exports the agency's data as one dated JSON file", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Data Export" });
  await expect(card).toBeVisible();

  const file = await downloadOf(page, () => card.getByRole("button", { name: "Export Data" }).click());
  expect(file.name).toMatch(/^rollcall-[a-z0-9-]+-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(file.text);
  expect(data.format).toBe("rollcall-agency-export");
  expect(data.tables.shifts.length).toBeGreaterThan(0);
  expect(data.tables.users.length).toBeGreaterThan(0);
  expect(file.text).not.toContain("$argon2");
  await expect(page.getByText("Export successful", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Your agency data has been exported and downloaded", { exact: true }),
  ).toBeVisible();

  const zip = await downloadOf(page, () =>
    card.getByRole("button", { name: "Download spreadsheets (ZIP)" }).click(),
  );
  expect(zip.name).toMatch(/^rollcall-[a-z0-9-]+-\d{4}-\d\d-\d\d\.zip$/);
  expect(zip.body.subarray(0, 2).toString()).toBe("PK");
});

test("a firefighter sees the export disabled", async ({ page }) => {
  await signIn(page, demo.firefighter);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Data Export" });
  await expect(card.getByRole("button", { name: "Export Data" })).toBeDisabled();
  await expect(card.getByRole("button", { name: "Download spreadsheets (ZIP)" })).toBeDisabled();
  const res = await page.request.get("/api/export/agency-data");
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toBe("Admin access required");
});
