import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support";

test("the pricing page shows the plans and the comparison, and a signed-out visitor's plan choice leads to sign-in", async ({
  page,
}) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Transparent Pricing. Maximum Value." })).toBeVisible();
  for (const plan of ["Starter", "Standard", "Pro"])
    await expect(page.getByRole("heading", { name: plan, exact: true })).toBeVisible();
  await expect(page.getByText("Most Popular")).toBeVisible();
  for (const row of [
    "Scheduling & Shift Management",
    "NFIRS Reporting",
    "White-label Deployment",
    "Priority Phone Support",
  ]) {
    await expect(page.getByRole("row", { name: new RegExp(row) })).toBeVisible();
  }
  await expect(
    page.getByText("No credit card required • Full feature access • Cancel anytime"),
  ).toBeVisible();
  await expectAccessible(page);
  // The FAQ opens and closes an answer at a time.
  const answer = page.getByText("Upgrades take effect immediately", { exact: false });
  await expect(answer).toBeHidden();
  await page.getByText("Can I change plans later?").click();
  await expect(answer).toBeVisible();
  await page.getByText("Do you offer annual billing?").click();
  await expect(page.getByText("Annual billing saves 15%.", { exact: false })).toBeVisible();
  await expect(answer).toBeHidden();
  await page.getByRole("button", { name: "Start 60-Day Free Trial" }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
});
