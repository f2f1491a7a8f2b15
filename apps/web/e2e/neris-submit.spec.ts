import { expect, type Page, test } from "@playwright/test";
import type { Incident } from "@rollcall/shared/incidents";
import type { NerisValidation } from "@rollcall/shared/neris/incident";
import {
  NERIS_ATTENTION_PATH,
  NERIS_SETTINGS_PATH,
  type NerisAttentionItem,
} from "@rollcall/shared/neris/submission";
import { demo, expectAccessible, expectNoHorizontalScroll, signIn } from "./support";

/**
 * Settings → NERIS and Submit to NERIS against the local stand-in of the NERIS API that scripts/e2e.mjs starts
 * (the sandbox address points at it; the server's queue polls every few seconds).
 */

const SECRET = "stand-in-secret";

async function openReports(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Incident Reporting" })).toBeVisible();
  await expect(page.getByText("Total Reports", { exact: true })).toBeVisible();
}

/** A completed demo report NERIS has not had yet and whose payload is valid (the validation the submit runs). */
async function submittableReport(page: Page): Promise<Incident> {
  const res = await page.request.get("/api/incidents");
  expect(res.status()).toBe(200);
  const reports = ((await res.json()) as Incident[]).filter(
    (i) => i.status === "completed" && i.nerisSubmission.state === "not_submitted",
  );
  for (const report of reports) {
    const check = await page.request.get(`/api/incidents/${report.id}/neris/validation`);
    if (check.status() === 200 && ((await check.json()) as NerisValidation).valid) return report;
  }
  throw new Error("The demo has no completed report ready for NERIS that has not been submitted");
}

test("an admin connects NERIS, an officer submits a completed report that NERIS then holds, and the refused one needs attention", async ({
  browser,
}) => {
  test.setTimeout(120_000);

  // Settings → NERIS: the department's id, the integration's client id and secret, the sandbox.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  await admin.goto("/settings");
  const card = admin.getByRole("region", { name: "NERIS", exact: true });
  await expect(card.getByLabel("Department NERIS id")).toBeVisible();
  await card.getByLabel("Department NERIS id").fill("FD36071001");
  await card.getByLabel("Client id", { exact: true }).fill("rollcall-test");
  // A secret kept from an earlier run is replaced, never shown.
  const replace = card.getByRole("button", { name: "Replace" });
  if (await replace.isVisible()) await replace.click();
  await card.getByLabel("Client secret", { exact: true }).fill(SECRET);
  await card.getByRole("radio", { name: "Sandbox (testing)" }).check();
  await card.getByRole("button", { name: "Save NERIS Settings" }).click();
  await expect(admin.getByText("NERIS settings saved", { exact: true }).first()).toBeVisible();
  await expect(card.getByText("A client secret is stored")).toBeVisible();
  await expect(card.getByLabel("Client secret", { exact: true })).toHaveCount(0);
  await expect(card.getByText("Ready to submit")).toBeVisible();
  await expect(card).toContainText("Reports go to http");
  await expect(card.getByLabel("Department NERIS id")).toHaveValue("FD36071001");
  await expect(card.getByLabel("Client id", { exact: true })).toHaveValue("rollcall-test");
  // Nowhere again: not on the page, not in the settings' answer.
  expect(await admin.content()).not.toContain(SECRET);
  const settings = await admin.request.get(NERIS_SETTINGS_PATH);
  expect(settings.status()).toBe(200);
  const answer = await settings.text();
  expect(answer).not.toContain(SECRET);
  expect(JSON.parse(answer)).toMatchObject({
    hasClientSecret: true,
    configured: true,
    environment: "sandbox",
  });
  await expectAccessible(admin);
  await adminContext.close();

  // An officer sends a completed report: Queued, then Submitted with the NERIS id the stand-in gave it.
  const officerContext = await browser.newContext();
  const page = await officerContext.newPage();
  await signIn(page, demo.officer);
  const report = await submittableReport(page);
  await openReports(page);
  await page.getByRole("tab", { name: "All Reports" }).click();
  await page.getByLabel("Search reports").fill(report.incidentNumber);
  await page.getByRole("button", { name: `View report ${report.incidentNumber}` }).click();
  const view = page.getByRole("dialog", { name: `Incident Report #${report.incidentNumber}` });
  const neris = view.getByTestId("neris-submission");
  await expect(neris.getByText("NERIS: Not submitted")).toBeVisible();
  await neris.getByRole("button", { name: "Submit to NERIS" }).click();
  await expect(page.getByText("Queued for NERIS", { exact: true }).first()).toBeVisible();
  // Queued, then the queue's worker sends it (the stand-in answers at once, so Queued may pass unseen); live
  // updates bring the new state to the open dialog.
  await expect(neris.getByText("NERIS: Submitted")).toBeVisible({ timeout: 45_000 });
  await expect(neris).toContainText("NERIS accepted it on");
  const after = await page.request.get("/api/incidents");
  const sent = ((await after.json()) as Incident[]).find((i) => i.id === report.id);
  expect(sent?.nerisSubmission).toMatchObject({ state: "submitted", errors: [] });
  const nerisId = sent?.nerisSubmission.nerisId ?? "";
  expect(nerisId).not.toBe("");
  await expect(neris).toContainText(`NERIS id ${nerisId}`);
  await expectAccessible(page);
  await view.getByRole("button", { name: "Close" }).first().click();
  await expect(view).toBeHidden();

  // The demo's refused report is under Needs attention, with its reason, and opens from there.
  const attention = await page.request.get(NERIS_ATTENTION_PATH);
  expect(attention.status()).toBe(200);
  const { items } = (await attention.json()) as { items: NerisAttentionItem[] };
  const refused = items.find((i) => i.state === "refused");
  expect(refused, "the demo shows one report NERIS refused").toBeDefined();
  if (!refused) return;
  expect(refused.errors.length).toBeGreaterThan(0);
  await page.getByRole("tab", { name: "Overview" }).click();
  const list = page.getByRole("list", { name: "Reports that need attention for NERIS" });
  const row = list.getByRole("button").filter({ hasText: `#${refused.incidentNumber}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText("NERIS: Refused");
  await expect(row).toContainText(refused.errors[0].message);
  // The report just accepted does not need attention.
  await expect(list).not.toContainText(report.incidentNumber);
  await expectAccessible(page);
  await row.click();
  const refusedView = page.getByRole("dialog", { name: `Incident Report #${refused.incidentNumber}` });
  const refusal = refusedView.getByTestId("neris-submission");
  await expect(refusal.getByText("NERIS: Refused")).toBeVisible();
  await expect(refusal.getByRole("list", { name: "Why NERIS refused the report" })).toContainText(
    refused.errors[0].message,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await officerContext.close();
});
