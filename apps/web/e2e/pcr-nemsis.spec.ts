import fs from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { STAND_IN_ACCOUNT, startStateStandIn } from "../../api/src/modules/epcr/state/stand-in";
import { demo, expectAccessible, expectNoHorizontalScroll, sameOrigin, signIn } from "./support";

/**
 * Issue 46's outputs in the browser, on a tablet: a QA reviewer's NEMSIS export of the closed reports, the
 * agency's DEMDataSet from Settings, and a closed report submitted to a stand-in of the state's web service
 * (started here, built from the NEMSIS v3 WSDL) that accepts it. Then privacy: a member who was not on the call
 * cannot open the report, and the admin sees every opening in its access log.
 */
test.use({ viewport: { width: 1024, height: 768 } });

type ListItem = { id: string; status: string; submissionState: string | null; crew: { name: string }[] };

const SETTINGS = {
  stateId: "NC-0427",
  agencyNumber: "0427",
  stateCode: "37",
  counties: ["37183"],
  serviceType: "9920001",
  levelOfService: "9917007",
  organizationStatus: "1016001",
  organizationalType: "9912001",
  taxStatus: "1018003",
  emd: "1213003",
  protocols: ["9914117", "9914019"],
};

async function saved(download: import("@playwright/test").Download) {
  return fs.readFile(await download.path(), "utf8");
}

test("a QA reviewer exports the reports to NEMSIS and submits a closed one, which the state accepts", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const state = await startStateStandIn({ pendingPolls: 0 });
  try {
    await signIn(page, demo.admin);
    const put = await page.request.put("/api/pcr/settings", {
      headers: sameOrigin,
      data: { ...SETTINGS, endpoint: state.url, ...STAND_IN_ACCOUNT },
    });
    expect(put.status(), await put.text()).toBe(200);

    // The EMSDataSet of the last year's closed reports.
    await page.goto("/pcr");
    await page.getByRole("button", { name: "NEMSIS Export" }).click();
    const dialog = page.getByRole("dialog", { name: "NEMSIS Export" });
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 360 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel("From").fill(yearAgo);
    await dialog.getByLabel("To").fill(today);
    await expectAccessible(page);
    const [ems] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download EMSDataSet" }).click(),
    ]);
    expect(ems.suggestedFilename()).toBe(`nemsis-ems-${yearAgo}-to-${today}.xml`);
    const emsXml = await saved(ems);
    expect(emsXml).toContain("<EMSDataSet");
    expect(emsXml.match(/<PatientCareReport /g)?.length ?? 0).toBeGreaterThan(0);
    await expect(dialog).toBeHidden();

    // The agency's DEMDataSet from Settings → NEMSIS.
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "NEMSIS", exact: true });
    await expect(card.getByText("The NEMSIS exports have what they need.")).toBeVisible();
    const [dem] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: "Download DEMDataSet" }).click(),
    ]);
    const demXml = await saved(dem);
    expect(demXml).toContain("<DEMDataSet");
    expect(demXml).toContain("<dVehicle.01>");
    expect(demXml).toContain("<dPersonnel.24>");

    // A closed report the state has not had: Submit to State, then the state's answer on the report.
    const list = (await (await page.request.get("/api/pcr?status=closed")).json()) as ListItem[];
    const report = list.find((r) => r.submissionState === null);
    expect(report, "a closed demo report not yet submitted").toBeTruthy();
    await page.goto(`/pcr/${report?.id}`);
    const submission = page.getByRole("region", { name: "State Submission" });
    await expect(submission.getByText("Not submitted to the state yet.")).toBeVisible();
    await submission.getByRole("button", { name: "Submit to State" }).click();
    await expect(page.getByText("Queued for the state").first()).toBeVisible();
    // The server's queue sends it at once and asks for its status a few seconds later.
    await expect(async () => {
      await page.reload();
      await expect(submission.getByText("Accepted by the state")).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 45_000 });
    await expect(submission.getByText("The state answered 1: Successful import of a file")).toBeVisible();
    await expect(submission.getByRole("button", { name: /Submit/ })).toHaveCount(0);
    expect(state.received.map((r) => r.operation)).toEqual(["SubmitData", "RetrieveStatus"]);
    expect(state.received[0].payload).toContain(`UUID="${report?.id}"`);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    // The list shows where each report stands at the state.
    await page.goto("/pcr");
    await expect(page.getByText("Accepted by the state").first()).toBeVisible();
  } finally {
    await state.close();
  }
});

test("a member who was not on the call cannot open the report, and the admin sees every opening", async ({
  browser,
  page,
}) => {
  await signIn(page, demo.admin);
  const list = (await (await page.request.get("/api/pcr")).json()) as ListItem[];
  const report = list.find((r) => !r.crew.some((m) => m.name === "Jordan Kim"));
  expect(report, "a demo report Jordan Kim was not on").toBeTruthy();
  const id = report?.id ?? "";

  // The EMT on the call opens it; the firefighter who was not on it gets "not found", as for any other id.
  const emtContext = await browser.newContext();
  const emt = await emtContext.newPage();
  await signIn(emt, demo.emt);
  await emt.goto(`/pcr/${id}`);
  await expect(emt.getByRole("heading", { level: 1, name: /Patient Care Report/ })).toBeVisible();
  await emtContext.close();

  const ffContext = await browser.newContext();
  const ff = await ffContext.newPage();
  await signIn(ff, demo.firefighter);
  const direct = await ff.request.get(`/api/pcr/${id}`);
  expect(direct.status()).toBe(404);
  await ff.goto(`/pcr/${id}`);
  await expect(ff.getByText("Patient care report not found").first()).toBeVisible();
  await ffContext.close();

  // The admin's access log: the EMT's opening and the admin's own, newest first; the refused one is not there.
  await page.goto(`/pcr/${id}`);
  await page.getByRole("button", { name: "Access Log" }).click();
  const log = page.getByRole("region", { name: "Access Log" });
  await expect(log.getByText("Priya Patel").first()).toBeVisible();
  await expect(log.getByText("Dana Reyes").first()).toBeVisible();
  await expect(log.getByText("Jordan Kim")).toHaveCount(0);
  await expectAccessible(page);
});

test("a report finished and closed through the form exports as the standard's validators accept it", async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  // The crew's open draft (yesterday's fall): the last vitals set's figures typed, the narrative finished, closed.
  await signIn(page, demo.emt);
  const drafts = (await (await page.request.get("/api/pcr?status=draft")).json()) as (ListItem & {
    returnedReason: string | null;
    missingCount: number;
    pcrNumber: string | null;
    createdAt: string;
  })[];
  // Not a blank one another test started on this server: the demo's, which has all the standard wants.
  const draft = drafts.find((r) => !r.returnedReason && r.pcrNumber && r.missingCount === 0);
  expect(draft, "the demo's open draft").toBeTruthy();
  await page.goto(`/pcr/${draft?.id}`);
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible();
  const sections = page.getByRole("navigation", { name: "Report sections" });
  await sections.getByRole("button", { name: /^Vitals/ }).click();
  await page.getByLabel("Systolic BP (mmHg)", { exact: true }).last().fill("136");
  await page.getByLabel("Diastolic BP (mmHg)", { exact: true }).last().fill("82");
  await page.getByLabel("Pulse (/min)", { exact: true }).last().fill("88");
  await sections.getByRole("button", { name: /^Narrative/ }).click();
  const narrative = page.getByRole("textbox", { name: "Narrative", exact: true });
  await narrative.fill(`${await narrative.inputValue()} Reassessed at the hospital: BP 136/82, pulse 88.`);
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Close Report" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Close Report" }).click();
  await expect(page.getByText("Report closed").first()).toBeVisible();

  // The admin's export of that day holds it; xmllint with the v3.5.1 XSD and the national Schematron judge it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  const put = await admin.request.put("/api/pcr/settings", { headers: sameOrigin, data: SETTINGS });
  expect(put.status()).toBe(200);
  // The days around its start (the agency's day may not be UTC's).
  const started = new Date(String(draft?.createdAt)).getTime();
  const day = (offset: number) => new Date(started + offset * 86_400_000).toISOString().slice(0, 10);
  const res = await admin.request.get(`/api/pcr/export/ems?from=${day(-1)}&to=${day(1)}`);
  expect(res.status(), await res.text()).toBe(200);
  const xml = await res.text();
  expect(xml).toContain(`UUID="${draft?.id}"`);
  expect(xml).toContain("Reassessed at the hospital");
  const { isBlocking, schematron, validateXsd } = await import("../../api/src/modules/epcr/nemsis/validate");
  expect(await validateXsd(xml, "EMS")).toEqual({ valid: true, errors: [] });
  expect((await schematron(xml, "EMS")).filter(isBlocking)).toEqual([]);
  await adminContext.close();
});
