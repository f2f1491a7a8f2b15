import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  demo,
  expectAccessible,
  expectNoHorizontalScroll,
  latestMailTo,
  signIn,
  uniqueEmail,
} from "./support";

const SHOTS = process.env.E2E_SHOTS ?? "/tmp/e2e-h3/shots";

const file = (name: string, lines: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(`${lines.join("\r\n")}\r\n`),
});

test("an admin imports members from a CSV: a row error first, then the fixed file, and the new members are listed", async ({
  page,
}) => {
  // Names of this attempt's own (a retry runs against the same server).
  const tag = Date.now().toString(36);
  const ana = { first: "Ana", last: `Lopez${tag}`, email: uniqueEmail("ana.lopez") };
  const kai = { first: "Kai", last: `Ng${tag}`, email: uniqueEmail("kai.ng") };
  const members = (kaiEmail: string) =>
    file("members.csv", [
      "First Name,Last Name,Email,Role,Platoon,Phone,Hire Date",
      `${ana.first},${ana.last},${ana.email},firefighter,B,(541) 555-0134,3/7/2019`,
      `${kai.first},${kai.last},${kaiEmail},emt,,,`,
    ]);

  await signIn(page, demo.admin);
  await page.goto("/users");
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import Members" });
  await expect(dialog.getByRole("link", { name: "Download template" })).toHaveAttribute(
    "download",
    "members-template.csv",
  );
  await expect(dialog.getByRole("button", { name: "Import" })).toBeDisabled();

  // A file with a bad email: the row is marked, the counts say so, Import stays disabled.
  await dialog.getByLabel("File", { exact: true }).setInputFiles(members("kai.ng-at-example.org"));

  await expect(dialog.getByText("1 ready")).toBeVisible();
  await expect(dialog.getByText("1 with errors")).toBeVisible();
  const bad = dialog.getByRole("row").filter({ hasText: "kai.ng-at-example.org" });
  await expect(bad.getByText("Valid email is required")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Import" })).toBeDisabled();
  await expectAccessible(page);

  // Phone-sized: the preview turns into cards, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(
    dialog.getByRole("article", { name: "Line 3" }).getByText("Valid email is required"),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The fixed file: every row ready, then imported.
  await dialog.getByLabel("File", { exact: true }).setInputFiles(members(kai.email));

  await expect(dialog.getByText("2 ready")).toBeVisible();
  await expect(dialog.getByText("0 with errors")).toBeVisible();
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("2 members imported", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The temporary passwords, shown once (each was also emailed: these servers send mail).
  const shown = page.getByRole("dialog", { name: "Members Imported" });
  await expect(shown).toContainText("Each new member was emailed their temporary password.");
  await expect(shown.getByLabel("Sign-in address")).toHaveCount(0);
  const password =
    (await shown.getByRole("row").filter({ hasText: kai.email }).locator("code").textContent()) ?? "";
  expect(password).toMatch(/^\S{12,}$/);
  await expectAccessible(page);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();

  // The list shows them at once, and each was emailed a temporary password.
  await page.getByLabel("Search").fill(tag);
  await expect(page.getByRole("row").filter({ hasText: ana.email })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: kai.email })).toBeVisible();
  expect(await latestMailTo(kai.email)).toContain(`Temporary password: ${password}`);
});

test("where the installation sends no mail, the import says so and shows what to hand over", async ({
  page,
}) => {
  // The real server's answer, as one without SMTP_URL gives it (imports.test.ts proves the server says so).
  await page.route("**/api/imports/members", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), emailed: false } });
  });
  const lee = { first: "Lee", last: `Park${Date.now().toString(36)}`, email: uniqueEmail("lee.park") };
  await signIn(page, demo.admin);
  await page.goto("/users");
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import Members" });
  // Before the import nothing is promised: the email goes only where the installation sends mail.
  await expect(dialog).toContainText(
    "Each new member gets a temporary password, shown to you after the import, and emailed to them where this installation sends mail.",
  );
  await dialog
    .getByLabel("File", { exact: true })
    .setInputFiles(
      file("members.csv", [
        "First Name,Last Name,Email,Role",
        `${lee.first},${lee.last},${lee.email},officer`,
      ]),
    );
  await expect(dialog.getByText("1 ready")).toBeVisible();
  await dialog.getByRole("button", { name: "Import" }).click();

  const shown = page.getByRole("dialog", { name: "Members Imported" });
  await expect(shown).toContainText(
    "Mail is not configured on this installation, so no invitation emails were sent. Give each new member their temporary password and the sign-in address yourself.",
  );
  await expect(shown).not.toContainText("was emailed");
  await expect(shown).not.toContainText("did not arrive");
  await expect(shown.getByRole("row").filter({ hasText: lee.email }).locator("code")).toHaveText(/^\S{12,}$/);
  await expect(shown.getByLabel("Sign-in address")).toHaveValue(`${new URL(page.url()).origin}/auth`);
  await expectAccessible(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/import-no-mail-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/import-no-mail-phone.png` });
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();
});

test("an officer imports NFIRS 5.0 incident history and finds the reports", async ({ page }) => {
  // This attempt's own incident numbers (a retry runs against the same server, where the first ones exist).
  const base = 1_000_000 + (Date.now() % 8_000_000);
  const sample = fs
    .readFileSync(path.join(import.meta.dirname, "../../api/src/test/samples/nfirs-basic-sample.txt"), "utf8")
    .replace(/\^00004(1[234])\^/g, (_, n: string) => `^${base + Number(n)}^`);
  const street = "1420 N Maple Ave";

  await signIn(page, demo.officer);
  await page.goto("/reports");
  await page.getByRole("button", { name: "Import NFIRS" }).click();
  const dialog = page.getByRole("dialog", { name: "Import NFIRS Incidents" });
  await dialog
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "nfirs.txt", mimeType: "text/plain", buffer: Buffer.from(sample) });
  await expect(dialog.getByText("4 ready")).toBeVisible();
  await expect(dialog.getByText("3 records of other NFIRS modules are not imported")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("4 incidents imported", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("tab", { name: "All Reports" }).click();
  await page.getByLabel("Search reports").fill(String(base + 12));
  const row = page
    .getByRole("row")
    .filter({ hasText: `${street}, Springfield` })
    .first();
  await expect(row).toContainText("Structure Fire");
  await expect(row).toContainText("Completed");
});
