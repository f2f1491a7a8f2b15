import { expect, type Page, test } from "@playwright/test";
import { demo, expectAccessible, signIn } from "./support";

test("the accessibility check fails on a moderate finding, a skipped heading level, not only on serious ones", async ({
  page,
}) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Outline</title></head>
     <body><main><h1>Compliance</h1><h3>Compliance Score</h3><p>92%</p></main></body></html>`,
  );
  await expect(expectAccessible(page)).rejects.toThrow(/heading-order \(moderate\)/);
  // The same page with its levels in order passes.
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Outline</title></head>
     <body><main><h1>Compliance</h1><h2>Compliance Score</h2><p>92%</p></main></body></html>`,
  );
  await expectAccessible(page);
});

/** Opens a page, scans it, then each of its tabs in turn (the cards and lists each tab shows). */
async function scanWithTabs(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: /^Loading/ }),
  ).toHaveCount(0);
  await expectAccessible(page);
  const tabs = page.getByRole("main").getByRole("tab");
  const count = await tabs.count();
  // Every tab but the one the page opened on (scanned above): not always the first (a phone opens Scheduling
  // on My schedule).
  for (let i = 0; i < count; i++) {
    if (i === 0 && (await tabs.nth(i).getAttribute("aria-selected")) === "true") continue;
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
    await expect(
      page
        .getByRole("tabpanel")
        .getByRole("status")
        .filter({ hasText: /^Loading/ }),
    ).toHaveCount(0);
    await expectAccessible(page);
  }
}

/** The pages whose card titles and list items skipped from the page's h1 to h3 (axe's heading-order). */
const PAGES = ["/compliance", "/training", "/reports", "/assets", "/wellness", "/alerts", "/scheduling"];

// A phone shows lists as cards (their own headings); a firefighter sees their own hours (FLSA) on Scheduling.
for (const [who, email, viewport, paths] of [
  ["an admin on a desktop", demo.admin, { width: 1280, height: 800 }, PAGES],
  ["an admin on a phone", demo.admin, { width: 390, height: 844 }, PAGES],
  ["a firefighter", demo.firefighter, { width: 1280, height: 800 }, ["/scheduling"]],
] as const) {
  test(`headings keep their levels in order on every tab of the pages ${who} opens`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page, email);
    for (const path of paths) await scanWithTabs(page, path);
  });
}
