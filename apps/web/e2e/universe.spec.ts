import { expect, test } from "@playwright/test";
import { demo, operator, sameOrigin, signIn, uniqueEmail } from "./support";

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
