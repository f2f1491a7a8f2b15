import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "rollcall-demo";
export const demo = {
  admin: "admin@riverside.demo",
  officer: "officer@riverside.demo",
  firefighter: "firefighter@riverside.demo",
  emt: "emt@riverside.demo",
};

/**
 * Headers for a state-changing call made outside the page (page.request): the server refuses writes whose
 * Origin is not the app's own, as a page's own fetch would carry it.
 */
export const sameOrigin = { origin: new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1").origin };

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${counter++}@example.org`;

/** Fails on serious or critical accessibility violations (WCAG 2.2 AA rules). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** No sideways scrolling: the page is no wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Sign In" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/** The newest mail sent to `to` by the server, read from the SMTP catcher's folder. */
export async function latestMailTo(to: string): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set (run through npm run test:e2e)");
  for (let i = 0; i < 50; i++) {
    const files = fs.readdirSync(dir).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { to: string; raw: string };
      if (mail.to === to) return mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} in ${dir}: ${fs.readdirSync(dir).join(", ") || "(empty)"}`);
}

/** What a click downloaded: the name the browser suggests, the bytes, and the bytes as text. */
export async function downloadOf(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent("download");
  await click();
  const download = await downloading;
  const body = fs.readFileSync(await download.path());
  return { name: download.suggestedFilename(), body, text: body.toString("utf8") };
}

/** A real PDF starts with its signature. */
export const PDF_SIGNATURE = "%PDF-";
export const startOf = (body: Buffer) => body.subarray(0, PDF_SIGNATURE.length).toString();

/** The demo agency keeps UTC: a day as the form takes it (yyyy-MM-dd) and as the screen shows it. */
export function dayFromToday(days: number, base = new Date()) {
  const d = new Date(base.getTime() + days * 86_400_000);
  return {
    iso: d.toISOString().slice(0, 10),
    shown: d.toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }),
  };
}

/** The Monday (yyyy-MM-dd, UTC like the demo agency) of the week holding `iso`. */
export function mondayOf(iso: string) {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
