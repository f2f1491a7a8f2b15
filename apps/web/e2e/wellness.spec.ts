import { expect, type Page, test } from "@playwright/test";
import {
  dayFromToday,
  demo,
  downloadOf,
  expectAccessible,
  expectNoHorizontalScroll,
  sameOrigin,
  signIn,
} from "./support";

const PRIVACY_NOTE =
  "Private records are visible to you alone. Shared records are also visible to your agency's admins.";

async function openWellness(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Wellness" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Wellness Center" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Wellness figures" })).toBeVisible();
}

/** A stat card's figure, by its label. */
const stat = (page: Page, label: string) =>
  page
    .getByRole("list", { name: "Wellness figures" })
    .getByRole("listitem")
    .filter({ hasText: label })
    .getByTestId("stat-value");

async function statValue(page: Page, label: string) {
  return Number(await stat(page, label).innerText());
}

/** The Activity Log's row holding `text` (a unique note). */
const logRow = (page: Page, text: string) =>
  page.getByRole("list", { name: "Activity log" }).getByRole("listitem").filter({ hasText: text });

test("a member's private log stays theirs: not in Shared Records, the dashboard or the audit log, until they share it", async ({
  page,
  browser,
}) => {
  // Two members, the dashboard, the audit log and an accessibility check per screen: over a minute here.
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const note = `Rough night after the Elm St fire ${suffix}`;
  const program = `Ladder Carry Intervals ${suffix}`;
  const today = dayFromToday(0);

  // --- The firefighter logs a private mental-health entry. ---
  await signIn(page, demo.firefighter);
  await openWellness(page);
  await expect(page.getByText(PRIVACY_NOTE).first()).toBeVisible();
  for (const label of ["Active Programs", "This Week's Activities", "Health Records", "Mental Health Logs"])
    await expect(stat(page, label)).toHaveText(/^\d+$/);
  // Not an admin: no participation count and no Shared Records tab.
  await expect(page.getByTestId("wellness-participation")).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Shared Records" })).toHaveCount(0);
  await expectAccessible(page);
  const weekly = await statValue(page, "This Week's Activities");
  const moods = await statValue(page, "Mental Health Logs");

  await page.getByRole("button", { name: "Log Activity" }).click();
  const log = page.getByRole("dialog", { name: "Log Wellness Activity" });
  // The spec's defaults: fitness, today, private.
  await expect(log.getByLabel("Record Type")).toHaveValue("fitness");
  await expect(log.getByLabel("Date", { exact: true })).toHaveValue(today.iso);
  await expect(log.getByRole("checkbox", { name: "Keep private" })).toBeChecked();
  await expect(log.getByText(PRIVACY_NOTE)).toBeVisible();
  await log.getByRole("button", { name: "Log Activity" }).click();
  await expect(log.getByText("Activity is required")).toBeVisible();
  await expect(log.getByText("Minutes must be a whole number from 1 to 1440")).toBeVisible();

  // The fields follow the type: mental health asks for a mood.
  await log.getByLabel("Record Type").selectOption("mental_health");
  await expect(log.getByLabel("Activity", { exact: true })).toHaveCount(0);
  await log.getByRole("button", { name: "Log Activity" }).click();
  await expect(log.getByText("Choose a mood from 1 to 5")).toBeVisible();
  await log.getByRole("radio", { name: "4 · Good" }).check();
  await log.getByLabel("Notes").fill(note);
  // The server's field error lands under its field.
  await log.getByLabel("Date", { exact: true }).fill(dayFromToday(1).iso);
  await log.getByRole("button", { name: "Log Activity" }).click();
  await expect(log.getByText("Date cannot be in the future")).toBeVisible();
  await log.getByLabel("Date", { exact: true }).fill(today.iso);
  await expectAccessible(page);
  await log.getByRole("button", { name: "Log Activity" }).click();
  await expect(page.getByText("Wellness record added successfully", { exact: true })).toBeVisible();
  await expect(log).toBeHidden();

  // The stats move, and the Activity Log shows it as private.
  await expect(stat(page, "This Week's Activities")).toHaveText(String(weekly + 1));
  await expect(stat(page, "Mental Health Logs")).toHaveText(String(moods + 1));
  await page.getByRole("tab", { name: "Activity Log" }).click();
  const row = logRow(page, note);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Mental Health");
  await expect(row).toContainText(today.shown);
  await expect(row).toContainText("Mood: Good (4/5)");
  await expect(row).toContainText("Private");
  await expectAccessible(page);

  // --- New Program with the spec's defaults, then Start Program and Log Session. ---
  await page.getByRole("tab", { name: "Fitness Programs" }).click();
  await page.getByRole("button", { name: "New Program" }).click();
  const create = page.getByRole("dialog", { name: "Create Fitness Program" });
  await expect(create.getByLabel("Type")).toHaveValue("general");
  await expect(create.getByLabel("Duration (minutes)")).toHaveValue("30");
  await expect(create.getByLabel("Difficulty")).toHaveValue("beginner");
  await create.getByRole("button", { name: "Create Program" }).click();
  await expect(create.getByText("Program name is required")).toBeVisible();
  await create.getByLabel("Name").fill(program);
  await create.getByLabel("Description").fill("Carry a 24 ft extension ladder 50 m, rest 1 min, repeat.");
  await create.getByLabel("Type").selectOption("strength");
  await create.getByLabel("Duration (minutes)").fill("25");
  await create.getByLabel("Difficulty").selectOption("intermediate");
  await create.getByLabel("Instructions").fill("Six rounds. Shoulder carry, switch sides each round.");
  await expectAccessible(page);
  await create.getByRole("button", { name: "Create Program" }).click();
  await expect(page.getByText("Fitness program created successfully", { exact: true })).toBeVisible();
  await expect(create).toBeHidden();

  const card = page.getByRole("article", { name: program });
  await expect(card).toContainText("Intermediate");
  await expect(card).toContainText("25 min");
  await expect(card).toContainText("Strength");
  await expect(card).toContainText("Carry a 24 ft extension ladder");
  // A member has no program menu.
  await expect(card.getByRole("button", { name: `Actions for ${program}` })).toHaveCount(0);
  // Start Program opens today's session of the program, prefilled; Cancel logs nothing.
  await card.getByRole("button", { name: "Start Program" }).click();
  const session = page.getByRole("dialog", { name: "Log Wellness Activity" });
  await expect(session).toContainText(`Today's session of ${program}.`);
  await expect(session.getByLabel("Record Type")).toHaveValue("fitness");
  await expect(session.getByRole("textbox", { name: "Activity" })).toHaveValue(program);
  await expect(session.getByLabel("Minutes")).toHaveValue("25");
  await expect(session.getByLabel("Intensity")).toHaveValue("moderate");
  await expect(session.getByLabel("Date", { exact: true })).toHaveValue(today.iso);
  await expect(session.getByLabel("Program (optional)").locator("option:checked")).toHaveText(
    `${program} (25 min)`,
  );
  await expectAccessible(page);
  await session.getByRole("button", { name: "Cancel" }).click();
  await expect(session).toBeHidden();
  await expect(page.getByText("Wellness record added successfully", { exact: true })).toHaveCount(0);
  await expect(card.getByTestId("program-progress")).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Start Program" })).toBeVisible();
  await expect(stat(page, "This Week's Activities")).toHaveText(String(weekly + 1));

  // The member shortens the session before saving: the card and the log hold the chosen minutes.
  await card.getByRole("button", { name: "Start Program" }).click();
  await session.getByLabel("Minutes").fill("20");
  await session.getByRole("button", { name: "Log Activity" }).click();
  await expect(page.getByText("Wellness record added successfully", { exact: true })).toBeVisible();
  await expect(session).toBeHidden();
  await expect(card.getByTestId("program-progress")).toHaveText(`1 session · 20 min · last ${today.shown}`);
  await card.getByRole("button", { name: "Log Session" }).click();
  await expect(session.getByLabel("Minutes")).toHaveValue("25");
  await session.getByRole("button", { name: "Log Activity" }).click();
  await expect(session).toBeHidden();
  await expect(card.getByTestId("program-progress")).toHaveText(`2 sessions · 45 min · last ${today.shown}`);
  await expect(stat(page, "This Week's Activities")).toHaveText(String(weekly + 3));
  await page.getByRole("tab", { name: "Activity Log" }).click();
  await expect(logRow(page, `${program} · 20 min · Moderate intensity`)).toHaveCount(1);
  await expect(logRow(page, `${program} · 25 min · Moderate intensity`)).toHaveCount(1);
  await expectAccessible(page);

  // --- The admin: the private note is nowhere, the participation count is. ---
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  await expect(
    admin.getByRole("region", { name: "Recent Activity" }).getByRole("listitem").first(),
  ).toBeVisible();
  await expect(admin.getByText(note)).toHaveCount(0);

  await openWellness(admin);
  await expect(admin.getByTestId("wellness-participation")).toHaveText(
    /^\d+ of \d+ members logged wellness activity in [A-Z][a-z]+\. A count only/,
  );
  await expect(admin.getByText(note)).toHaveCount(0);
  await admin.getByRole("tab", { name: "Shared Records" }).click();
  const sharedList = admin.getByRole("list", { name: "Shared records" });
  await expect(
    sharedList.or(admin.getByText("No member has shared a wellness record with admins")),
  ).toBeVisible();
  await expect(admin.getByText(note)).toHaveCount(0);
  await expectAccessible(admin);

  await admin.goto("/audit-log");
  await expect(admin.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
  await admin.getByLabel("Member", { exact: true }).selectOption({ label: "Jordan Kim" });
  await expect(admin.getByRole("table")).toBeVisible();
  await expect(admin.locator("[aria-busy=true]")).toHaveCount(0);
  await expect(admin.getByText(note)).toHaveCount(0);
  const csv = await downloadOf(admin, () => admin.getByRole("button", { name: "Download CSV" }).click());
  expect(csv.text).not.toContain(note);

  // --- The firefighter shares it; now the admin sees it, read-only. ---
  await page.getByRole("tab", { name: "Activity Log" }).click();
  await row.getByRole("button", { name: /^Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Share with admins" }).click();
  await expect(page.getByText("Wellness record updated", { exact: true })).toBeVisible();
  await expect(row).toContainText("Shared");

  await admin.goto("/wellness?tab=shared");
  const shared = admin
    .getByRole("list", { name: "Shared records" })
    .getByRole("listitem")
    .filter({ hasText: note });
  await expect(shared).toHaveCount(1);
  await expect(shared).toContainText("Jordan Kim");
  await expect(shared).toContainText("Mental Health");
  await expect(shared).toContainText(today.shown);
  await expect(shared).toContainText("Mood: Good (4/5)");
  await expect(shared.getByRole("button")).toHaveCount(0);
  await expectAccessible(admin);

  // Made private again, it leaves the admins' list; then the owner deletes it after the confirmation.
  await row.getByRole("button", { name: /^Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Make Private" }).click();
  await expect(row).toContainText("Private");
  await admin.reload();
  await expect(
    admin
      .getByRole("list", { name: "Shared records" })
      .or(admin.getByText("No member has shared a wellness record with admins")),
  ).toBeVisible();
  await expect(admin.getByText(note)).toHaveCount(0);
  await adminContext.close();

  await row.getByRole("button", { name: /^Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Wellness Record" });
  await expect(confirm).toContainText(
    "Are you sure you want to delete this wellness record? This action cannot be undone.",
  );
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Wellness record deleted", { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(stat(page, "Mental Health Logs")).toHaveText(String(moods));
});

test("an admin edits, retires, reactivates and deletes a program", async ({ page }) => {
  const name = `Hose Drag Sprints ${Date.now().toString(36)}`;
  await signIn(page, demo.admin);
  const res = await page.request.post("/api/fitness-programs", {
    headers: sameOrigin,
    data: { name, description: "Charged 1¾ in line, 30 m drags.", type: "cardio" },
  });
  expect(res.status()).toBe(201);

  await openWellness(page);
  const active = await statValue(page, "Active Programs");
  const card = page.getByRole("article", { name });
  await expect(card).toContainText("Beginner");
  await expect(card).toContainText("30 min");
  await expect(card).toContainText("Cardio");

  await card.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Fitness Program" });
  await expect(edit.getByLabel("Name")).toHaveValue(name);
  await expect(edit.getByLabel("Type")).toHaveValue("cardio");
  await edit.getByLabel("Duration (minutes)").fill("40");
  await edit.getByLabel("Difficulty").selectOption("advanced");
  await expectAccessible(page);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Fitness program updated", { exact: true })).toBeVisible();
  await expect(card).toContainText("40 min");
  await expect(card).toContainText("Advanced");

  // Retired: muted, no Start Program, one active program fewer.
  await card.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Retire" }).click();
  await expect(card).toContainText("Retired");
  await expect(card.getByRole("button", { name: "Start Program" })).toHaveCount(0);
  await expect(stat(page, "Active Programs")).toHaveText(String(active - 1));
  await card.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Reactivate" }).click();
  await expect(card.getByRole("button", { name: "Start Program" })).toBeVisible();
  await expect(stat(page, "Active Programs")).toHaveText(String(active));

  await card.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Fitness Program" });
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Fitness program deleted", { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  // The resources: the crisis lines are links that dial.
  await page.getByRole("tab", { name: "Wellness Resources" }).click();
  for (const title of [
    "Fitness Standards",
    "Injury Prevention",
    "Nutrition Guidelines",
    "Stress Management",
    "Crisis Support",
    "Peer Support Program",
  ])
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: "988", exact: true })).toHaveAttribute("href", "tel:988");
  await expect(page.getByRole("link", { name: "1-206-459-3020" })).toHaveAttribute(
    "href",
    "tel:+12064593020",
  );
  await expectAccessible(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every tab, the Log Wellness Activity dialog and Start Program's fit the screen", async ({ page }) => {
    await signIn(page, demo.firefighter);
    await page.goto("/wellness");
    await expect(page.getByRole("heading", { level: 1, name: "Wellness Center" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Wellness figures" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    for (const tab of ["Activity Log", "Wellness Resources", "Fitness Programs"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expectNoHorizontalScroll(page);
    }
    await page.getByRole("button", { name: "Log Activity" }).click();
    const log = page.getByRole("dialog", { name: "Log Wellness Activity" });
    await log.getByLabel("Record Type").selectOption("medical");
    await expect(log.getByLabel("Evaluation")).toHaveValue("Annual medical evaluation");
    await expect(log.getByLabel("Result")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await log.getByLabel("Record Type").selectOption("mental_health");
    await expect(log.getByRole("radio", { name: "5 · Very good" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await log.getByRole("button", { name: "Cancel" }).click();
    await expect(log).toBeHidden();

    // Start Program's dialog, prefilled from the program, fits too.
    const card = page.getByRole("list", { name: "Fitness programs" }).getByRole("article").first();
    const name = await card.getByRole("heading", { level: 2 }).innerText();
    await card.getByRole("button", { name: /^(Start Program|Log Session)$/ }).click();
    await expect(log.getByRole("textbox", { name: "Activity" })).toHaveValue(name);
    await expect(log.getByLabel("Minutes")).toHaveValue(/^\d+$/);
    await expectNoHorizontalScroll(page);
    await log.getByRole("button", { name: "Cancel" }).click();
    await expect(log).toBeHidden();
  });
});
