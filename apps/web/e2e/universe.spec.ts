import { expect, test } from "@playwright/test";
import {
  dayFromToday,
  demo,
  expectAccessible,
  expectNoHorizontalScroll,
  operator,
  sameOrigin,
  signIn,
  uniqueEmail,
} from "./support";

test("an operator creates a Starter agency, suspends it (its admin is refused), and activates it again", async ({
  page,
  browser,
}) => {
  expect(
    operator.email,
    "run the browser tests through scripts/e2e.mjs, which creates the operator",
  ).not.toBe("");
  const name = `Harbor EMS ${Date.now().toString(36)}`;
  const admin = { email: uniqueEmail("harbor.chief"), password: "harbor-chief-pass-1" };

  await signIn(page, operator.email, operator.password);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Universe Admin" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Universe Admin Portal" })).toBeVisible();

  await page.getByRole("button", { name: "Create Agency" }).click();
  const form = page.getByRole("form", { name: "Create Agency" });
  await form.getByLabel("Agency Name").fill(name);
  await form.getByLabel("Agency Type").selectOption({ label: "EMS / Ambulance Service" });
  await form.getByLabel("Subscription Tier").selectOption({ label: "Starter" });
  await form.getByLabel("Admin First Name").fill("Ana");
  await form.getByLabel("Admin Last Name").fill("Cruz");
  await form.getByLabel("Admin Email").fill(admin.email);
  await form.getByLabel("Admin Password").fill(admin.password);
  await form.getByRole("button", { name: "Create Agency" }).click();
  await expect(page.getByText("Agency Created", { exact: true })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByText(`Agency Details - ${name}`)).toBeVisible();

  // The new agency's admin signs in; on Starter, Finance is marked with the plan that includes it.
  const chief = await (await browser.newContext()).newPage();
  await signIn(chief, admin.email, admin.password);
  const nav = chief.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: /Finance.*Standard/ })).toBeVisible();
  await nav.getByRole("link", { name: /Finance/ }).click();
  await expect(chief.getByRole("heading", { level: 1, name: "Finance" })).toBeVisible();
  await expect(chief.getByRole("heading", { name: "Upgrade to Standard" })).toBeVisible();
  await expect(
    chief.getByText("Finance & Wellness Modules is included in the Standard and Pro plans."),
  ).toBeVisible();
  await expect(chief.getByRole("link", { name: "View plans" })).toHaveAttribute("href", "/pricing");

  await row.getByRole("button", { name: `Suspend ${name}` }).click();
  await expect(page.getByText("Agency Suspended", { exact: true })).toBeVisible();
  await chief.reload();
  await expect(chief.getByText("This agency is suspended")).toBeVisible();
  expect((await chief.request.get("/api/shifts")).status()).toBe(403);
  // Signing in again through the form: the suspended screen, and no welcome toast over it.
  await chief.request.post("/api/logout", { headers: sameOrigin });
  await chief.goto("/auth");
  const signInForm = chief.getByRole("form", { name: "Sign In" });
  await signInForm.getByLabel("Email").fill(admin.email);
  await signInForm.getByLabel("Password", { exact: true }).fill(admin.password);
  await signInForm.getByRole("button", { name: "Sign In" }).click();
  await expect(chief.getByText("This agency is suspended")).toBeVisible();
  await expect(chief.getByText("Welcome back!", { exact: true })).toHaveCount(0);

  await row.getByRole("button", { name: `Activate ${name}` }).click();
  await expect(page.getByText("Agency Activated", { exact: true })).toBeVisible();
  await chief.goto("/");
  await expect(chief.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect((await chief.request.get("/api/shifts")).status()).toBe(200);
});

test("a member without operator access is told so at /universe and has no Universe Admin entry", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Universe Admin" }),
  ).toHaveCount(0);

  await page.goto("/universe");
  await expect(
    page.getByText("Access Denied: Universe Admin is for the installation's platform operators."),
  ).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
  await expect(page.getByText("Universe Admin Portal")).toHaveCount(0);

  // The server refuses the portal's calls independently of the screen.
  const res = await page.request.get("/api/universe/agencies");
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toBe("Platform operator access required");
});

test("an operator changes an agency's plan to a trial until a chosen day; the operators' own agency offers no Suspend", async ({
  page,
  browser,
}) => {
  const name = `Invoice Fire ${Date.now().toString(36)}`;
  const admin = { email: uniqueEmail("invoice.chief"), password: "invoice-chief-pass-1" };
  await signIn(page, operator.email, operator.password);
  const created = await page.request.post("/api/universe/agencies", {
    headers: sameOrigin,
    data: {
      agency: { name, type: "fire", subscriptionTier: "standard", subscriptionStatus: "active" },
      admin: { ...admin, firstName: "Ivy", lastName: "Nash" },
    },
  });
  expect(created.status()).toBe(201);
  const chief = await (await browser.newContext()).newPage();
  await signIn(chief, admin.email, admin.password);
  expect((await chief.request.get("/api/automations")).status()).toBe(402);

  await page.goto("/universe");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("cell", { name: "Standard", exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Change plan of ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Change Plan - ${name}` });
  await expect(dialog.getByLabel("Subscription Tier")).toHaveValue("standard");
  await dialog.getByLabel("Subscription Tier").selectOption({ label: "Trial" });
  // A trial needs its last day.
  await dialog.getByRole("button", { name: "Change Plan" }).click();
  await expect(dialog.getByText("Choose the day the trial ends", { exact: true })).toBeVisible();
  const end = dayFromToday(30);
  await dialog.getByLabel("Trial Ends").fill(end.iso);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/shots/universe-change-plan-desktop.png" });
  await dialog.getByRole("button", { name: "Change Plan" }).click();
  await expect(page.getByText("Plan Changed", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole("cell", { name: `Trial ends ${end.shown}`, exact: true })).toBeVisible();
  // The agency's admin now has every module, Automation among them.
  expect((await chief.request.get("/api/automations")).status()).toBe(200);

  // The operators' own agency is marked, and cannot be suspended.
  const home = page.getByRole("row").filter({ hasText: "Platform Operations" });
  await expect(home.getByText("Platform", { exact: true })).toBeVisible();
  await expect(home.getByRole("button", { name: /^Suspend/ })).toHaveCount(0);
  await expect(row.getByRole("button", { name: `Suspend ${name}` })).toBeVisible();
  await page.screenshot({ path: "test-results/shots/universe-platform-row-desktop.png", fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await row.getByRole("button", { name: `Change plan of ${name}` }).click();
  await expect(dialog.getByLabel("Subscription Tier")).toHaveValue("trial");
  await expect(dialog.getByLabel("Trial Ends")).toHaveValue(end.iso);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: "test-results/shots/universe-change-plan-phone.png" });
});
