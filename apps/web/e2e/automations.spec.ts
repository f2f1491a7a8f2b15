import { expect, test } from "@playwright/test";
import {
  agencyOnPlan,
  dayFromToday,
  expectAccessible,
  expectNoHorizontalScroll,
  registerAgency,
  sameOrigin,
  uniqueEmail,
} from "./support";

// The server runs the automation job every 2 seconds here (AUTOMATION_INTERVAL_SECONDS in scripts/e2e.mjs).

test("on the Standard plan, Automation shows the way to Pro", async ({ page }) => {
  await agencyOnPlan(page, "standard");
  await page.goto("/automations");
  await expect(
    page.getByText("Workflow Automation is included in the Pro plan.", { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
});

test("an admin builds a certificate rule, it fires once, the Runs dialog shows it and the member is notified", async ({
  page,
}) => {
  // A new agency is on its trial, which has every feature.
  const res = await registerAgency(page, {
    headers: sameOrigin,
    data: {
      email: uniqueEmail("automation"),
      password: "automation password 1",
      firstName: "Ana",
      lastName: "Ortiz",
      agencyName: "Cedar Falls Fire",
      agencyType: "fire",
    },
  });
  expect(res.status()).toBe(201);
  const { user } = await res.json();
  const expiry = dayFromToday(20);
  const cert = await page.request.post("/api/certifications", {
    headers: sameOrigin,
    data: { userId: user.id, name: "EMT-B", expirationDate: expiry.iso },
  });
  expect(cert.status()).toBe(201);

  await page.goto("/automations");
  await expect(page.getByRole("heading", { level: 1, name: "Automation" })).toBeVisible();
  await expect(page.getByText("No rules yet. Turn on a ready-made rule or build your own.")).toBeVisible();
  await expectAccessible(page);

  // The builder: nothing named is refused with the shared schema's message.
  await page.getByRole("button", { name: "New Rule" }).click();
  const dialog = page.getByRole("dialog", { name: "New Rule" });
  await dialog.getByRole("button", { name: "Create Rule" }).click();
  await expect(dialog.getByText("Name is required", { exact: true })).toBeVisible();
  await dialog.getByLabel("Name", { exact: true }).fill("EMT-B renewal");
  await expect(dialog.getByLabel("Trigger")).toHaveValue("cert_expiring");
  await dialog.getByLabel("Days before expiry").fill("30");
  await expect(dialog.getByLabel("Action 1")).toHaveValue("notify");
  await expect(dialog.getByLabel("The member (the certificate holder or the assignee)")).toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create Rule" }).click();
  await expect(dialog).toBeHidden();

  const rules = page.getByRole("list", { name: "Rules", exact: true });
  const rule = rules.getByRole("listitem").filter({ hasText: "EMT-B renewal" });
  await expect(rule).toContainText("A certificate expires within 30 days");
  await expect(rule).toContainText("Notify the member (in the app)");
  await expect(page.getByRole("switch", { name: "EMT-B renewal enabled" })).toBeChecked();

  // The job fires the rule within a few seconds; the card's last run says so after a refresh.
  await expect(async () => {
    await page.reload();
    await expect(rule).toContainText("Done", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  await rule.getByRole("button", { name: "Runs of EMT-B renewal" }).click();
  const runs = page.getByRole("dialog", { name: "Runs" });
  // The list's own items (each run holds a list of its actions' outcomes).
  const runItems = runs.getByRole("list", { name: "Runs" }).locator(":scope > li");
  const run = runItems.first();
  await expect(run).toContainText(`Ana Ortiz's EMT-B certificate expires on ${expiry.shown}`);
  await expect(run).toContainText("Notified 1 member");
  await expect(runItems).toHaveCount(1);
  await expectAccessible(page);
  await page.keyboard.press("Escape");

  // The member (here the admin holds the certificate) finds it under the bell.
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByText("EMT-B renewal").first()).toBeVisible();
  await page.keyboard.press("Escape");

  // A ready-made rule turns on with one click.
  await page.getByRole("button", { name: "Turn on Overdue training reminder" }).click();
  await expect(rules.getByRole("listitem").filter({ hasText: "Overdue training reminder" })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});
