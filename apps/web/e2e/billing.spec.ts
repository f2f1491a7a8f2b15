import { expect, type Page, test } from "@playwright/test";
import {
  agencyOnPlan,
  demo,
  expectAccessible,
  expectNoHorizontalScroll,
  registerAgency,
  sameOrigin,
  signIn,
  uniqueEmail,
} from "./support";

// The browser tests' server has no STRIPE_SECRET_KEY: billing answers 503 "Billing is not configured".

const billingCard = (page: Page) => page.getByRole("region", { name: "Billing & Subscription" });

test("an admin on a server without billing is told so on the pricing page instead of a button that fails", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.goto("/pricing");
  const standard = page.getByRole("article", { name: "Standard" });
  await expect(
    standard.getByText("Billing is not configured on this server, so a plan cannot be bought online here."),
  ).toBeVisible();
  await expect(standard.getByRole("button", { name: "Start 60-Day Free Trial" })).toHaveCount(0);
  await expectAccessible(page);
});

test("an admin who cannot buy online is offered the operator's address, and sees its current plan marked", async ({
  page,
}) => {
  await agencyOnPlan(page, "standard", "Birch Hollow Fire");
  await page.goto("/pricing");
  const standard = page.getByRole("article", { name: "Standard" });
  await expect(standard.getByText("Your current plan", { exact: true })).toBeVisible();
  await expect(page.getByText("Your current plan", { exact: true })).toHaveCount(1);
  await expect(
    page.getByRole("article", { name: "Pro" }).getByText("Billing is not configured"),
  ).toBeVisible();
  const contact = page.getByRole("region", { name: "Change your plan" });
  await expect(contact).toContainText("write to the platform operator, who changes your agency's plan");
  await expect(contact).toContainText("plans@rollcall.test");
  await expect(contact.getByRole("link", { name: "Email the platform operator" })).toHaveAttribute(
    "href",
    /^mailto:plans@rollcall\.test\?subject=/,
  );
  await expectAccessible(page);
  await standard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/shots/pricing-current-plan-desktop.png" });
  await contact.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/shots/pricing-contact-desktop.png" });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(contact).toBeVisible();
  await expectNoHorizontalScroll(page);
  await standard.getByText("Your current plan", { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/shots/pricing-current-plan-phone.png" });
  await contact.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/shots/pricing-contact-phone.png" });

  // A member who is not an admin is not offered the operator: they ask their admin.
  await signIn(page, demo.firefighter);
  await page.goto("/pricing");
  await expect(page.getByRole("article", { name: "Starter" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Change your plan" })).toHaveCount(0);
});

test("a checkout the server refuses says why, and the button comes back", async ({ page }) => {
  await signIn(page, demo.admin);
  // The page is told the server takes payments, as one with a payment provider would answer; the checkout
  // itself still reaches this server, which refuses it (503), as it would a provider that fails.
  await page.route("**/api/billing/status", (route) => route.fulfill({ json: { configured: true } }));
  // Slow the answer a little, so the pending state can be seen (the request still reaches the server).
  await page.route("**/api/create-checkout-session", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto("/pricing");
  const standard = page.getByRole("article", { name: "Standard" });
  await standard.getByRole("button", { name: "Start 60-Day Free Trial" }).click();
  await expect(standard.getByRole("button", { name: "Processing..." })).toBeDisabled();

  await expect(page.getByText("Billing is not configured", { exact: true })).toBeVisible();
  await expect(page.getByText("Failed to start checkout. Please try again.")).toHaveCount(0);
  await expect(standard.getByRole("button", { name: "Start 60-Day Free Trial" })).toBeEnabled();
  await expect(page).toHaveURL(/\/pricing$/);
  await expectAccessible(page);
});

test("a member who is not an admin sees who can change the plan instead of a button", async ({ page }) => {
  await signIn(page, demo.firefighter);
  await page.goto("/pricing");
  const starter = page.getByRole("article", { name: "Starter" });
  await expect(starter.getByText("Only an admin of your agency can change its plan.")).toBeVisible();
  await expect(starter.getByRole("button", { name: "Start 60-Day Free Trial" })).toHaveCount(0);

  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(billingCard(page)).toHaveCount(0);
});

test("a new agency's Billing & Subscription card shows its trial, every feature and Upgrade Plan", async ({
  page,
}) => {
  const res = await registerAgency(page, {
    headers: sameOrigin,
    data: {
      email: uniqueEmail("billing"),
      password: "billing password 1",
      firstName: "Ana",
      lastName: "Ortiz",
      agencyName: "Pine Ridge EMS",
      agencyType: "ems",
    },
  });
  expect(res.status()).toBe(201);
  const { user } = await res.json();
  const agency = await (await page.request.get(`/api/agencies/${user.agencyId}`)).json();
  const trialEnd = new Date(agency.trialEndsAt).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: agency.timeZone,
  });

  await page.goto("/settings");
  const card = billingCard(page);
  await expect(card).toBeVisible();
  await expect(card.getByText("Plan", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(
    "Trial",
  );
  await expect(card.getByText(`Trial ends ${trialEnd}`)).toBeVisible();
  await expect(card.getByText("Advanced Analytics")).toBeVisible();
  await expect(card.getByText("Workflow Automation")).toBeVisible();
  const upgrade = card.getByRole("link", { name: "Upgrade Plan" });
  await expect(upgrade).toHaveAttribute("href", "/pricing");
  await expectAccessible(page);
  await upgrade.click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("a paying agency's card shows its plan and says plainly that billing is not configured here", async ({
  page,
}) => {
  await agencyOnPlan(page, "standard");
  await page.goto("/settings");
  const card = billingCard(page);
  await expect(card.getByText("Standard", { exact: true })).toBeVisible();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card.getByText("NFIRS Reporting")).toBeVisible();
  await expect(card.getByText("Advanced Analytics")).toHaveCount(0);
  // Workflow Automation is Pro's alone.
  await expect(card.getByText("Workflow Automation")).toHaveCount(0);
  await expect(card.getByRole("status")).toContainText("Billing is not configured");
  await expect(card.getByRole("button", { name: "Manage Billing" })).toHaveCount(0);
});
