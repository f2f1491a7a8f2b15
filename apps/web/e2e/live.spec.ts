import { expect, test } from "@playwright/test";
import { demo, sameOrigin, signIn, signInRequests } from "./support";

test("what another member changes shows on an open page without a reload", async ({ page, browser }) => {
  const name = `Engine ${Date.now().toString(36)}`;
  await signIn(page, demo.firefighter);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Assets" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Equipment Management" })).toBeVisible();
  await page.getByRole("tab", { name: "Equipment" }).click();
  await page.getByLabel("Search equipment").fill(name);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);

  // The admin, in another browser, adds the engine.
  const admin = await browser.newContext();
  await signInRequests(admin.request, demo.admin);
  const created = await admin.request.post("/api/equipment", {
    data: { name, type: "engine" },
    headers: sameOrigin,
  });
  expect(created.status()).toBe(201);

  // The firefighter's open page shows it without anyone reloading, and drops it when it is deleted.
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);

  await admin.request.delete(`/api/equipment/${(await created.json()).id}`, { headers: sameOrigin });
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await admin.close();
});
