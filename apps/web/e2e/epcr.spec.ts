import { expect, type Page, test } from "@playwright/test";
import { demo, expectAccessible, signIn } from "./support";

// Issue 46: a patient care report typed on a tablet with the network really cut (Playwright's offline mode),
// kept on the device through a reload, and saved once, complete, when the connection returns. The service
// worker is allowed here (the other specs block it: playwright.config.ts), so the app reloads offline.
test.use({ serviceWorkers: "allow", viewport: { width: 820, height: 1180 } });

type Report = {
  version: number;
  content: {
    patient?: { lastName?: { value: string }; firstName?: { value: string }; age?: { value: number } };
    history?: { medicationAllergies?: { pn?: string } };
    vitals?: { sbp?: { value: number }; dbp?: { value: number }; heartRate?: { value: number } }[];
    narrative?: string;
  };
};

async function reportOnServer(page: Page, id: string): Promise<Report> {
  const res = await page.request.get(`/api/pcr/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Report;
}

const sections = (page: Page) => page.getByRole("navigation", { name: "Report sections" });

async function openSection(page: Page, name: string) {
  await sections(page)
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
}

test("a report typed offline on a tablet is kept on the device and arrives once, complete, when back online", async ({
  page,
  context,
}) => {
  await signIn(page, demo.emt);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // On a tablet the main navigation sits behind the menu button.
  await page.getByRole("button", { name: /menu/i }).first().click();
  await page.getByRole("link", { name: "Patient Care" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Patient Care" })).toBeVisible();
  await page.getByRole("button", { name: "New Report" }).click();
  await page
    .getByRole("dialog", { name: "New Report" })
    .getByRole("button", { name: "Blank Report" })
    .click();
  await expect(page).toHaveURL(/\/pcr\/[0-9a-f-]+$/);
  const id = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible();
  const before = await reportOnServer(page, id);
  await expect(page.getByTestId("missing-panel")).toBeVisible();
  await expectAccessible(page);

  await context.setOffline(true);

  await openSection(page, "Patient");
  await page.getByLabel("Last name", { exact: true }).fill("Okafor");
  await page.getByLabel("First name", { exact: true }).fill("Ada");
  await page.getByLabel("Age", { exact: true }).fill("67");

  await openSection(page, "History");
  await page
    .getByLabel("Medication allergies: why it is empty")
    .selectOption({ label: "No Known Drug Allergy" });

  await openSection(page, "Vitals");
  await page.getByRole("button", { name: "Add vitals" }).click();
  await page.getByLabel("Systolic BP (mmHg)", { exact: true }).fill("142");
  await page.getByLabel("Diastolic BP (mmHg)", { exact: true }).fill("88");
  await page.getByLabel("Pulse (/min)", { exact: true }).fill("96");
  await expect(page.getByRole("table", { name: "Vitals sets" })).toContainText("142/88");

  await openSection(page, "Narrative");
  await page
    .getByRole("textbox", { name: "Narrative", exact: true })
    .fill("67 y/o female, chest pain at rest, 20 minutes.");
  await expect(page.locator('[data-save-state="device"]')).toContainText("Saved on this device");

  // A reload without a connection: the app from the service worker, the typing from the device's draft.
  await page.waitForTimeout(500);
  await page.reload();
  await openSection(page, "Narrative");
  await expect(page.getByRole("textbox", { name: "Narrative", exact: true })).toHaveValue(
    "67 y/o female, chest pain at rest, 20 minutes.",
  );
  await openSection(page, "Patient");
  await expect(page.getByLabel("Last name", { exact: true })).toHaveValue("Okafor");
  // page.request is not the page's network: the server, still at the version the report opened with.
  expect((await reportOnServer(page, id)).version).toBe(before.version);

  await context.setOffline(false);
  await expect(page.locator('[data-save-state="saved"]')).toHaveText("Saved", { timeout: 15_000 });

  // Once: one save made the next version; complete: every field typed offline is there.
  const after = await reportOnServer(page, id);
  expect(after.version).toBe(before.version + 1);
  expect(after.content.patient?.lastName?.value).toBe("Okafor");
  expect(after.content.patient?.firstName?.value).toBe("Ada");
  expect(after.content.patient?.age?.value).toBe(67);
  expect(after.content.history?.medicationAllergies).toEqual({ pn: "8801013" });
  expect(after.content.vitals?.[0]).toMatchObject({
    sbp: { value: 142 },
    dbp: { value: 88 },
    heartRate: { value: 96 },
  });
  expect(after.content.narrative).toBe("67 y/o female, chest pain at rest, 20 minutes.");

  // Nothing is left waiting: another reload online shows the server's copy, still one version on.
  await page.reload();
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible();
  expect((await reportOnServer(page, id)).version).toBe(before.version + 1);
});

test("a report started without a connection opens at once and reaches the server once, with what was typed", async ({
  page,
  context,
}) => {
  await signIn(page, demo.emt);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto("/pcr");
  await expect(page.getByRole("heading", { level: 1, name: "Patient Care" })).toBeVisible();

  // In the basement: the start waits in the queue; the report opens on the device at once.
  await context.setOffline(true);
  await page.getByRole("button", { name: "New Report" }).click();
  const dialog = page.getByRole("dialog", { name: "New Report" });
  await expect(dialog.getByText(/Without a connection a blank report starts on this device/)).toBeVisible();
  await dialog.getByRole("button", { name: "Blank Report" }).click();
  await expect(page).toHaveURL(/\/pcr\/[0-9a-f-]+$/);
  const id = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  await expect(page.getByTestId("missing-panel")).toBeVisible();
  expect((await page.request.get(`/api/pcr/${id}`)).status()).toBe(404);

  await openSection(page, "Narrative");
  await page
    .getByRole("textbox", { name: "Narrative", exact: true })
    .fill("Found on the basement stairs, alert, no signal down here.");
  await expect(page.locator('[data-save-state="device"]')).toContainText("Saved on this device");
  await page.waitForTimeout(500);

  // Back up the stairs: the start, then the save, each once.
  await context.setOffline(false);
  await expect(page.locator('[data-save-state="saved"]')).toHaveText("Saved", { timeout: 20_000 });
  const report = await reportOnServer(page, id);
  expect(report.version).toBe(2);
  expect(report.content.narrative).toBe("Found on the basement stairs, alert, no signal down here.");
  const mine = (await (await page.request.get("/api/pcr")).json()) as { id: string }[];
  expect(mine.filter((r) => r.id === id)).toHaveLength(1);
});
