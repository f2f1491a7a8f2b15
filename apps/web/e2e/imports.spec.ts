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

  // The temporary passwords, shown once (each was also emailed).
  const shown = page.getByRole("dialog", { name: "Members Imported" });
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
