import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Page, request as requests } from "@playwright/test";
import axe from "axe-core";

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
/** The platform operator scripts/e2e.mjs makes with `npm run create-operator` before the tests start. */
export const operator = {
  email: process.env.E2E_OPERATOR_EMAIL ?? "",
  password: process.env.E2E_OPERATOR_PASSWORD ?? "",
};

export const sameOrigin = { origin: new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1").origin };

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${counter++}@example.org`;

/** WCAG 2.2 AA, and axe's best practices (heading-order among them: screen readers move by heading levels). */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** What fails a scan: every finding but axe's "minor" ones (moderate, serious and critical). */
const FAILING_IMPACTS = ["moderate", "serious", "critical"];

/**
 * Fails on moderate, serious or critical accessibility violations. axe-core runs in the page itself
 * (each frame gets its source once): @axe-core/playwright's analyze() opened a second page per call to finish
 * the run and took 8 s where this takes half a second, on a page of 350 elements.
 */
export async function expectAccessible(page: Page) {
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate(() => "axe" in window).catch(() => true);
    if (!loaded) await frame.evaluate(axe.source);
  }
  const violations = await page.evaluate(async (tags) => {
    // A dialog still fading in has text at part opacity: contrast is judged on what stays on screen.
    // (Spinners repeat for ever: only animations that end are waited for, and at most 2 s.)
    const ending = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.race([
      Promise.all(ending.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
    return (
      await (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      })
    ).violations.map(({ id, help, impact, nodes }) => ({
      id,
      help,
      impact,
      targets: nodes.map((n) => n.target.join(" ")),
    }));
  }, AXE_TAGS);
  const failing = violations.filter((v) => FAILING_IMPACTS.includes(v.impact ?? ""));
  expect(failing.map((v) => `${v.id} (${v.impact}): ${v.help} (${v.targets.join(", ")})`)).toEqual([]);
}

/** No sideways scrolling: the page is no wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Signs a browser context's requests in (context.request or page.request share the context's cookies); `origin`
 * names another server's (the suite's server without mail).
 */
export async function signInRequests(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
  origin = sameOrigin,
) {
  const res = await request.post("/api/login", { data: { email, password }, headers: origin });
  expect(res.status(), `sign-in as ${email}`).toBe(200);
  const pending = (await res.json()).user.pendingSecondFactor;
  if (pending) await secondStep(request, email, pending, origin);
}

/** RFC 6238 with node:crypto (independent of the server's library): the code of a base-32 secret at `step`. */
export function totpCode(secret: string, step = Math.floor(Date.now() / 30_000)) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = [...secret.replace(/\s/g, "")]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, "0"))
    .join("");
  const key = Buffer.from(bits.match(/.{8}/g)?.map((b) => Number.parseInt(b, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1] & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/**
 * The second step a sign-in waits for (platform operators always have one): the first sign-in sets up an
 * authenticator app and keeps its secret in a file of this run; later ones type its code (waiting for the next
 * 30-second step when this one's code was used).
 */
async function secondStep(
  request: APIRequestContext,
  email: string,
  pending: "verify" | "enrol",
  headers: { origin: string },
) {
  const file = path.join(os.tmpdir(), `rollcall-e2e-totp-${new URL(headers.origin).port}-${email}`);
  if (pending === "enrol") {
    const setup = await request.post("/api/auth/totp/setup", { headers });
    const { secret } = await setup.json();
    const step = Math.floor(Date.now() / 30_000);
    const res = await request.post("/api/auth/totp/confirm", {
      headers,
      data: { code: totpCode(secret, step) },
    });
    expect(res.status(), `second factor for ${email}`).toBe(200);
    fs.writeFileSync(file, JSON.stringify({ secret, step }));
    return;
  }
  const kept = JSON.parse(fs.readFileSync(file, "utf8")) as { secret: string; step: number };
  let step = Math.floor(Date.now() / 30_000);
  // One step ahead is accepted; past that, wait for the clock.
  if (step <= kept.step) step = kept.step + 1;
  while (step > Math.floor(Date.now() / 30_000) + 1) await new Promise((r) => setTimeout(r, 1000));
  const res = await request.post("/api/auth/second-step/totp", {
    headers,
    data: { code: totpCode(kept.secret, step) },
  });
  expect(res.status(), `second step for ${email}`).toBe(200);
  fs.writeFileSync(file, JSON.stringify({ secret: kept.secret, step }));
}

/**
 * Signs in as the sign-in form does (POST /api/login, whose cookie the page's context keeps), then opens the
 * dashboard and lets the app take it over. The form itself is driven by auth.spec.ts and the server-painted
 * dashboard before the app starts by dashboard.spec.ts; every other journey starts here, from the running app.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, origin = sameOrigin) {
  await signInRequests(page.request, email, password, origin);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await startApp(page);
}

/**
 * On a page painted before the app runs (the server's dashboard, the prerendered sign-in page), the app starts on
 * the member's first key, tap or click (features/marketing/static-page.ts): a key nothing answers, then the page
 * once the app has taken the markup's place (lib/prerendered.ts).
 */
export async function startApp(page: Page) {
  if ((await page.locator("#prerendered").count()) === 0) return;
  await page.keyboard.press("Shift");
  await expect(page.locator("#prerendered")).toHaveCount(0);
}

/**
 * The paths of the API reads the page makes from now on, in order: its fetches, not an image such as the agency's
 * logo, which the page loads as any page does.
 */
export function recordApiReads(page: Page) {
  const reads: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/") && ["fetch", "xhr"].includes(request.resourceType()))
      reads.push(pathname);
  });
  return reads;
}

/** Signs in through the sign-in page's form, as a member does. */
export async function signInThroughForm(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  /** Texts of the toast that greets the member, checked while it shows (it goes after a few seconds). */
  toast: string[] = [],
) {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Sign In" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  for (const text of toast) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/** The newest mail sent to `to` by the server (holding `containing`), read from the SMTP catcher's folder. */
export async function latestMailTo(to: string, containing = ""): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set (run through npm run test:e2e)");
  for (let i = 0; i < 50; i++) {
    const files = fs.readdirSync(dir).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { to: string; raw: string };
      if (mail.to !== to) continue;
      const text = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      // The newest to them that holds what the test waits for (an earlier mail may be the sign-up's).
      if (text.includes(containing)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} in ${dir}: ${fs.readdirSync(dir).join(", ") || "(empty)"}`);
}

/** The sign-up confirmation link of a mail (the page /confirm-sign-up?token=...). */
export function confirmationLink(mail: string): string {
  const match = /(https?:\/\/[^\s"<>]+\/confirm-sign-up\?token=[^\s"<>&]+)/.exec(mail);
  if (!match) throw new Error(`No sign-up confirmation link in:\n${mail}`);
  return match[1];
}

/**
 * Signs up a new agency through the API as its admin would: the suite's servers send mail, so the account is
 * made by the emailed link (POST /api/register/confirm). Answers that request: 201, the admin signed in.
 */
export async function registerAgency(
  page: Page,
  options: { headers?: Record<string, string>; data: { email: string } & Record<string, unknown> },
) {
  const asked = await page.request.post("/api/register", options);
  if (asked.status() !== 202) return asked;
  const token = new URL(
    confirmationLink(await latestMailTo(options.data.email, "/confirm-sign-up?")),
  ).searchParams.get("token");
  return page.request.post("/api/register/confirm", { headers: sameOrigin, data: { token } });
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

/** Scheduling's Leave tab: the member's balances first. */
export async function openLeaveTab(page: Page) {
  await page.goto("/scheduling");
  await expect(page.getByRole("heading", { level: 1, name: "Scheduling" })).toBeVisible();
  await page.getByRole("tab", { name: "Leave" }).click();
  await expect(page.getByRole("heading", { name: "My Balances" })).toBeVisible();
}

/** The Monday (yyyy-MM-dd, UTC like the demo agency) of the week holding `iso`. */
export function mondayOf(iso: string) {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** The operator's signed-in requests, made once per worker (each sign-in of an operator waits for a new code). */
let operatorRequests: Promise<APIRequestContext> | undefined;
export function asOperator(baseURL: string) {
  operatorRequests ??= (async () => {
    const context = await requests.newContext({ baseURL });
    await signInRequests(context, operator.email, operator.password);
    return context;
  })();
  return operatorRequests;
}

type PlanTier = "trial" | "starter" | "standard" | "pro";

/**
 * A new agency on `tier`, its admin signed in on `page` (for a test that needs a module its plan locks, or a
 * plan of its own): signed up as any department would, then put on the plan by the platform operator in
 * Universe Admin (PATCH /api/universe/agencies/{id}/plan). Returns the admin's account and the agency's id.
 */
export async function agencyOnPlan(page: Page, tier: PlanTier, agencyName = "Maple Grove Fire") {
  const email = uniqueEmail("plan.admin");
  const password = "plan admin password 1";
  const res = await registerAgency(page, {
    headers: sameOrigin,
    data: { email, password, firstName: "Rhea", lastName: "Lang", agencyName, agencyType: "fire" },
  });
  expect(res.status(), "sign-up").toBe(201);
  const { user } = (await res.json()) as { user: { id: string; agencyId: string } };
  const ops = await asOperator(sameOrigin.origin);
  const trialEndsAt = tier === "trial" ? dayFromToday(30).iso : null;
  const changed = await ops.patch(`/api/universe/agencies/${user.agencyId}/plan`, {
    headers: sameOrigin,
    data: { subscriptionTier: tier, trialEndsAt },
  });
  expect(changed.status(), `plan ${tier}`).toBe(200);
  return { email, password, agencyId: user.agencyId, userId: user.id };
}

/**
 * A member (not an admin) of the agency whose admin is signed in on `page`, invited through the API, their
 * temporary password already replaced: sign them in with signIn(otherPage, email, password).
 */
export async function memberOf(page: Page, role: "firefighter" | "emt" | "officer" = "firefighter") {
  const email = uniqueEmail(role);
  const invited = await page.request.post("/api/users/invite", {
    headers: sameOrigin,
    data: { firstName: "Casey", lastName: "Lund", email, role },
  });
  expect(invited.status(), "invite").toBe(201);
  const { temporaryPassword } = (await invited.json()) as { temporaryPassword: string };
  const password = "member password 1";
  const member = await requests.newContext({ baseURL: sameOrigin.origin });
  try {
    await signInRequests(member, email, temporaryPassword);
    const changed = await member.post("/api/profile/password", {
      headers: sameOrigin,
      data: { currentPassword: temporaryPassword, newPassword: password },
    });
    expect(changed.status(), "password change").toBe(200);
  } finally {
    await member.dispose();
  }
  return { email, password };
}
