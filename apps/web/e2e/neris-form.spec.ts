import { expect, type Locator, type Page, test } from "@playwright/test";
import { demo, expectAccessible, expectNoHorizontalScroll, signIn } from "./support";

/**
 * Reports of each kind made through the incident form reach "Ready for NERIS", and a structure fire without
 * its fire suppression system section is told so on that section.
 *
 * The type modules (fire, alarms, suppression, cooking fire, medical, hazardous situation, ...) are each a
 * `<section aria-label="<Module title>">` (NERIS_MODULE_TITLES in components/neris/field-paths.ts) whose fields
 * are labelled with the NERIS field's name in words ("Floor of origin", "Water supply") and whose options carry
 * the value sets' labels (their label, or the code in words: "Smoke fire showing"). The fill* functions below
 * are the only steps that depend on them.
 */

/** The demo agency keeps UTC: "yyyy-MM-ddTHH:mm" of today at the given time, as a datetime-local input takes it. */
const todayAt = (time: string) => `${new Date().toISOString().slice(0, 10)}T${time}`;
const stamp = Date.now().toString(36).toUpperCase();

type Kind = {
  /** The report's own type (Incident Type), its NFIRS code and the NERIS type's option. */
  type: string;
  nfirsCode?: string;
  nerisType: string;
  location: string;
  /** The location use's option (under its group). */
  use: string;
  /** The actions taken, or the reason for none. */
  actions?: string[];
  noAction?: string;
  modules?: (dialog: Locator) => Promise<void>;
};

const section = (dialog: Locator, title: string) => dialog.getByRole("region", { name: title, exact: true });

async function openNewReport(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Incident Reporting" })).toBeVisible();
  await page.getByRole("button", { name: "New Incident Report" }).first().click();
  return page.getByRole("dialog", { name: "Create New Incident Report" });
}

/** What every NERIS report holds: the report, its NFIRS data, the address, dispatch, the unit and actions. */
async function fillReport(dialog: Locator, number: string, kind: Kind) {
  await dialog.getByLabel("Incident Number", { exact: true }).fill(number);
  await dialog.getByLabel("Incident Type", { exact: true }).selectOption({ label: kind.type });
  if (kind.nfirsCode) await dialog.getByLabel("NFIRS Incident Type Code").selectOption(kind.nfirsCode);
  await dialog.getByLabel("NERIS Incident Type", { exact: true }).selectOption({ label: kind.nerisType });
  await dialog.getByLabel("Location", { exact: true }).fill(kind.location);
  // Completed: the NERIS export (what a department sends) holds completed reports.
  await dialog.getByLabel("Status", { exact: true }).selectOption({ label: "Completed" });
  await dialog.getByLabel("Description", { exact: true }).fill(`NERIS form test: ${kind.nerisType}.`);
  await dialog
    .getByLabel("Narrative Summary")
    .fill("Crews arrived, handled the call and returned to quarters.");
  await dialog.getByLabel("Alarm Time").fill(todayAt("10:00"));
  await dialog.getByLabel("Arrival Time").fill(todayAt("10:08"));
  await dialog.getByLabel("Last Unit Cleared").fill(todayAt("11:00"));
  await dialog
    .getByRole("group", { name: "Apparatus" })
    .getByLabel(/Engine 1/)
    .check();

  const address = section(dialog, "Address and use");
  await address.getByLabel("Street number").fill("1420");
  await address.getByLabel("Street name").fill("Maple Ridge");
  await address.getByLabel("Street type").fill("DRIVE");
  await address.getByLabel("City").fill("Riverside");
  await address.getByLabel("State").selectOption("NY");
  await address.getByLabel("Postal code").fill("12601");
  await address.getByLabel("Location use").selectOption({ label: kind.use });

  const people = section(dialog, "People and displacement");
  await people.getByLabel("People present").selectOption({ label: "Yes" });
  await people.getByLabel("People displaced").fill("0");

  const dispatch = section(dialog, "Dispatch");
  await dispatch.getByLabel("Call answered").fill(todayAt("10:00"));
  await dispatch.getByLabel("Call created").fill(todayAt("10:01"));

  const unit = section(dialog, "Units").getByRole("group", { name: /Engine 1/ });
  await unit.getByLabel("Dispatched", { exact: false }).fill(todayAt("10:02"));
  await unit.getByLabel(/^Engine 1 En route$/).fill(todayAt("10:03"));
  await unit.getByLabel(/On scene$/).fill(todayAt("10:08"));
  await unit.getByLabel(/Cleared$/).fill(todayAt("11:00"));
  await unit.getByLabel(/Staffing$/).fill("4");

  const actions = section(dialog, "Actions and tactics");
  if (kind.noAction) {
    await actions.getByLabel("No action taken").check();
    await actions.getByLabel("No action reason").selectOption({ label: kind.noAction });
  } else {
    await actions.getByLabel("Actions taken").check();
    const list = actions.getByRole("group", { name: "Actions" });
    for (const action of kind.actions ?? []) {
      await list.getByLabel("Filter actions").fill(action);
      await list
        .getByLabel(new RegExp(`^${action}`))
        .first()
        .check();
    }
    await list.getByLabel("Filter actions").fill("");
  }
  await kind.modules?.(dialog);
}

/** Creates the report and reads its NERIS check in the toast and in its edit form. */
async function createAndCheck(page: Page, dialog: Locator, number: string, location: string) {
  await dialog.getByRole("button", { name: "Create Report" }).click();
  await expect(page.getByText("Incident report created successfully", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  return openEdit(page, number, location);
}

async function openEdit(page: Page, number: string, location: string) {
  await page.getByRole("tab", { name: "All Reports" }).click();
  await page.getByLabel("Search reports").fill(location);
  const row = page.getByRole("row").filter({ hasText: number });
  await row.getByRole("button", { name: `View report ${number}` }).click();
  const view = page.getByRole("dialog", { name: `Incident Report #${number}` });
  await view.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Incident Report" });
  await expect(edit.getByRole("region", { name: "NERIS check" })).toBeVisible();
  return edit;
}

async function expectReady(edit: Locator) {
  const check = edit.getByRole("region", { name: "NERIS check" });
  await expect(check.getByText("Ready for NERIS")).toBeVisible();
}

/**
 * The report's IncidentPayload (from the NERIS export) as the NERIS API takes it: the local stand-in that
 * scripts/e2e.mjs starts checks the body against the API's schema and rules and answers 200 or a refusal.
 */
async function expectAcceptedByNeris(page: Page, number: string) {
  const day = new Date().toISOString().slice(0, 10);
  const exported = await page.request.get(`/api/incidents/export.neris.json?from=${day}&to=${day}`);
  expect(exported.status()).toBe(200);
  const payloads = (await exported.json()) as { base: { incident_number: string } }[];
  const payload = payloads.find((p) => p.base.incident_number === number);
  expect(payload, `${number} in the NERIS export`).toBeDefined();
  const base = process.env.E2E_NERIS_URL ?? "";
  const basic = `${process.env.E2E_NERIS_CLIENT_ID}:${process.env.E2E_NERIS_CLIENT_SECRET}`;
  const token = await page.request.post(`${base}/token`, {
    headers: { authorization: `Basic ${Buffer.from(basic).toString("base64")}` },
    form: { grant_type: "client_credentials" },
  });
  expect(token.status()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const checked = await page.request.post(`${base}/incident/FD36071001/validate`, {
    headers: { authorization: `Bearer ${access_token}` },
    data: payload,
  });
  expect(checked.status(), await checked.text()).toBe(200);
}

// ---------------------------------------------------------------------------------------------------------
// The type modules (NerisTypeModules): the steps an integrator adapts to the modules' fields
// ---------------------------------------------------------------------------------------------------------

/** A type module's section, shown once the report's types need it. */
async function moduleSection(dialog: Locator, title: string) {
  const found = section(dialog, title);
  await expect(found, `the "${title}" section of the type modules`).toBeVisible();
  return found;
}

async function fillStructureFireDetail(dialog: Locator) {
  // A structure fire's type says where the fire was: the section asks no location.
  const fire = await moduleSection(dialog, "Fire");
  await fire.getByLabel("Floor of origin").fill("1");
  await fire.getByLabel("Arrival condition").selectOption({ label: "Smoke and fire showing" });
  await fire.getByLabel("Damage", { exact: true }).selectOption({ label: "Moderate damage" });
  await fire.getByLabel("Room of origin").selectOption({ label: "Kitchen" });
  await fire.getByLabel("Cause", { exact: true }).selectOption({ label: "Cooking" });
  await fire.getByLabel("Water supply").selectOption({ label: "Hydrant, 500 gpm or more" });
  await fire.getByLabel("Investigation needed").selectOption({ label: "No, the cause is obvious" });
}

async function fillAlarmModules(dialog: Locator) {
  await (await moduleSection(dialog, "Smoke alarms"))
    .getByLabel("Presence")
    .selectOption({ label: "Not present" });
  await (await moduleSection(dialog, "Fire alarms"))
    .getByLabel("Presence")
    .selectOption({ label: "Not present" });
  await (await moduleSection(dialog, "Other alarms"))
    .getByLabel("Presence")
    .selectOption({ label: "Not present" });
}

async function fillSuppressionModule(dialog: Locator) {
  await (await moduleSection(dialog, "Fire suppression system"))
    .getByLabel("Presence")
    .selectOption({ label: "Not present" });
}

/** A structure fire: the fire module, the three alarm modules and the fire suppression system. */
async function fillStructureFireModules(dialog: Locator) {
  await fillStructureFireDetail(dialog);
  await fillAlarmModules(dialog);
  await fillSuppressionModule(dialog);
}

/** A cooking fire is a structure fire too, with its cooking fire suppression. */
async function fillCookingFireModules(dialog: Locator) {
  await fillStructureFireModules(dialog);
  await (await moduleSection(dialog, "Cooking fire suppression"))
    .getByLabel("Presence")
    .selectOption({ label: "Not present" });
}

async function fillOutsideFireModules(dialog: Locator) {
  const fire = await moduleSection(dialog, "Fire");
  await fire.getByLabel("Acres burned").fill("0.5");
  await fire.getByLabel("Cause", { exact: true }).selectOption({ label: "Debris or open burning" });
  await fire.getByLabel("Water supply").selectOption({ label: "Tank water" });
  await fire.getByLabel("Investigation needed").selectOption({ label: "No, the cause is obvious" });
}

async function fillMedicalModules(dialog: Locator) {
  const medical = await moduleSection(dialog, "Medical");
  await medical.getByLabel("Patient care evaluation").selectOption({ label: "Evaluated, care provided" });
  await medical.getByLabel("Patient status").selectOption({ label: "Improved" });
  await medical.getByLabel("Transport disposition").selectOption({ label: "Transported by an EMS unit" });
}

async function fillHazsitModules(dialog: Locator) {
  const hazsit = await moduleSection(dialog, "Hazardous situation");
  await hazsit.getByLabel("People evacuated").fill("0");
  await hazsit.getByLabel("Disposition").selectOption({ index: 1 });
}

// ---------------------------------------------------------------------------------------------------------

const KINDS: Record<string, Kind> = {
  structureFire: {
    type: "Structure Fire",
    nerisType: "Room and Contents Fire",
    location: `${stamp} Structure Fire Ln`,
    use: "Detached Single Family Dwelling",
    actions: ["Establish Incident Command", "Inside the Building"],
    modules: fillStructureFireModules,
  },
  cookingFire: {
    type: "Structure Fire",
    nfirsCode: "113",
    nerisType: "Confined Cooking / Appliance Fire",
    location: `${stamp} Cooking Fire Ln`,
    use: "Detached Single Family Dwelling",
    actions: ["Establish Incident Command"],
    modules: fillCookingFireModules,
  },
  outsideFire: {
    type: "Wildfire",
    nerisType: "Vegetation / Grass Fire",
    location: `${stamp} Outside Fire Ln`,
    use: "Ground / Vacant Land",
    actions: ["Establish Incident Command"],
    modules: fillOutsideFireModules,
  },
  medical: {
    type: "Medical Emergency",
    nerisType: "Breathing Problems",
    location: `${stamp} Medical Ln`,
    use: "Detached Single Family Dwelling",
    actions: ["Patient Assessment"],
    modules: fillMedicalModules,
  },
  hazsit: {
    type: "Hazardous Materials",
    nerisType: "Gas Leak / Gas Odor",
    location: `${stamp} Gas Leak Ln`,
    use: "Detached Single Family Dwelling",
    actions: ["Establish Incident Command"],
    modules: fillHazsitModules,
  },
  rescue: {
    type: "Rescue Operation",
    nerisType: "High Angle Rescue",
    location: `${stamp} Rescue Ln`,
    use: "Ground / Vacant Land",
    actions: ["Establish Incident Command"],
  },
  publicService: {
    type: "Mutual Aid",
    nerisType: "Move-up",
    location: `${stamp} Move Up Ln`,
    use: "Detached Single Family Dwelling",
    noAction: "Staged standby",
  },
};

test.describe("NERIS in the incident form", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.officer);
  });

  for (const [name, kind] of Object.entries(KINDS))
    test(`a ${name} report made through the form is ready for NERIS`, async ({ page }) => {
      const number = `NF${stamp}-${name.slice(0, 6).toUpperCase()}`;
      const dialog = await openNewReport(page);
      await fillReport(dialog, number, kind);
      const edit = await createAndCheck(page, dialog, number, kind.location);
      await expectReady(edit);
      await expectAcceptedByNeris(page, number);
      // What was saved comes back into the form.
      await expect(section(edit, "Address and use").getByLabel("Street name")).toHaveValue("Maple Ridge");
      await expect(section(edit, "Units").getByLabel(/Staffing$/)).toHaveValue("4");
      await expect(section(edit, "Dispatch").getByLabel("Call created")).toHaveValue(todayAt("10:01"));
    });

  test("a structure fire without its suppression section is told so on that section", async ({ page }) => {
    const number = `NF${stamp}-NOSUPP`;
    const kind: Kind = {
      ...KINDS.structureFire,
      location: `${stamp} Missing Section Ln`,
      modules: async (dialog) => {
        await fillStructureFireDetail(dialog);
        await fillAlarmModules(dialog);
      },
    };
    const dialog = await openNewReport(page);
    await fillReport(dialog, number, kind);
    await dialog.getByRole("button", { name: "Create Report" }).click();
    await expect(
      page.getByText("NERIS check: 1 thing to complete. Open the report to see it.", { exact: true }),
    ).toBeVisible();

    const edit = await openEdit(page, number, kind.location);
    const check = edit.getByRole("region", { name: "NERIS check" });
    await expect(check).toContainText("1 thing to complete before NERIS accepts this report");
    const message = check.getByRole("button", { name: /Fire suppression system/ });
    await expect(message).toContainText(
      "The fire suppression system section is required for a structure fire",
    );
    await message.click();
    // The message's field is focused, and the message stands on its section.
    const suppression = section(edit, "Fire suppression system");
    await expect(suppression.locator(":focus")).toHaveCount(1);
    await expect(suppression).toContainText("The fire suppression system section is required");
  });

  test("on a phone the NERIS sections fit the screen", async ({ page }) => {
    const dialog = await openNewReport(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByLabel("Incident Type", { exact: true }).selectOption({ label: "Mutual Aid" });
    await dialog.getByLabel("NERIS Incident Type", { exact: true }).selectOption({ label: "Move-up" });
    await dialog
      .getByRole("group", { name: "Apparatus" })
      .getByLabel(/Engine 1/)
      .check();
    await expect(section(dialog, "NERIS check")).toContainText(
      "Checked against NERIS once the report is saved",
    );
    await expect(section(dialog, "Units").getByRole("group", { name: /Engine 1/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});
