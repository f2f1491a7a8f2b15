import { expect, test } from "@playwright/test";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  operator,
  registerAgency,
  sameOrigin,
  signIn,
  startApp,
  uniqueEmail,
} from "./support";

test("a white-labelled agency sets its colours, and on the host name an operator gives it the sign-in page shows its brand", async ({
  page,
  browser,
}) => {
  expect(operator.email, "run the browser tests through scripts/e2e.mjs").not.toBe("");
  // A new agency: its trial includes every feature, White-label Deployment too.
  const name = `Bayside Fire ${Date.now().toString(36)}`;
  const chief = { email: uniqueEmail("bayside.chief"), password: "bayside-chief-pass-1" };
  const registered = await registerAgency(page, {
    data: { ...chief, firstName: "Rae", lastName: "Lund", agencyName: name, agencyType: "fire" },
    headers: sameOrigin,
  });
  expect(registered.status()).toBe(201);

  await page.goto("/settings");
  const colors = page.getByRole("form", { name: "Brand Colors" });
  const primary = colors.getByLabel("Primary color", { exact: true });
  const secondary = colors.getByLabel("Secondary color", { exact: true });
  await expect(primary).toHaveValue("#3B4B6B");

  // A colour white text would be unreadable on is refused, with the contrast it has.
  await primary.fill("#87CEEB");
  await colors.getByRole("button", { name: "Save Colors" }).click();
  await expect(colors.getByText(/^Choose a darker primary color: .* 1\.7:1/)).toBeVisible();

  await primary.fill("#7A1F1F");
  await secondary.fill("#FFC857");
  await colors.getByRole("button", { name: "Save Colors" }).click();
  await expect(page.getByText("Brand colors saved", { exact: true })).toBeVisible();
  // The workspace repaints at once: the sidebar takes the primary colour, the tab the agency's name.
  const sidebar = page.locator("aside").first().locator("> div").first();
  await expect(sidebar).toHaveCSS("background-color", "rgb(122, 31, 31)");
  await expect(page).toHaveTitle(`Settings · ${name}`);
  await expectAccessible(page);
  // The dashboard the server paints carries them before the app runs, and keeps them when it takes over.
  await page.goto("/");
  const painted = page.locator("#prerendered aside").first().locator("> div").first();
  await expect(painted).toHaveCSS("background-color", "rgb(122, 31, 31)");
  await startApp(page);
  await expect(sidebar).toHaveCSS("background-color", "rgb(122, 31, 31)");

  // The operator serves the agency on its own host name (any *.localhost reaches this machine).
  const host = `bayside-${Date.now().toString(36)}.localhost`;
  const op = await (await browser.newContext()).newPage();
  await signIn(op, operator.email, operator.password);
  await op.goto("/universe");
  await op.getByRole("row").filter({ hasText: name }).click();
  const hostForm = op.getByRole("form", { name: "Host name" });
  await hostForm.getByLabel("Host name").fill("https://bayside.example.org");
  await hostForm.getByRole("button", { name: "Save Host Name" }).click();
  await expect(
    hostForm.getByText("Enter a host name such as fire.example.org (no https:// and no port)"),
  ).toBeVisible();
  await hostForm.getByLabel("Host name").fill(host);
  await hostForm.getByRole("button", { name: "Save Host Name" }).click();
  await expect(op.getByText("Host name saved", { exact: true })).toBeVisible();

  // A member arriving on that host sees the agency's sign-in page and signs in there.
  const address = new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1");
  address.hostname = host;
  const visitor = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await visitor.goto(`${address.origin}/auth`);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.getByText("Sign in to your agency's workspace")).toBeVisible();
  await expect(visitor).toHaveTitle(name);
  // Its members join by invitation: signing up here would found a second agency.
  await expect(visitor.getByRole("form", { name: "Sign In" })).toBeVisible();
  await expect(visitor.getByText(/sign up/i)).toHaveCount(0);
  await expect(visitor.getByRole("tab")).toHaveCount(0);
  await expect(
    visitor.getByText(`New to ${name}? Ask your department's administrator for an invitation.`),
  ).toBeVisible();
  await expectNoHorizontalScroll(visitor);
  await expectAccessible(visitor);
  await visitor.screenshot({ path: test.info().outputPath("branded-sign-in-phone.png") });
  const form = visitor.getByRole("form", { name: "Sign In" });
  await form.getByLabel("Email").fill(chief.email);
  await form.getByLabel("Password", { exact: true }).fill(chief.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(visitor).toHaveTitle(`Dashboard · ${name}`);

  // The product's own address shows the product's sign-in page.
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto("/auth");
  await expect(elsewhere.getByRole("heading", { level: 1, name: "Rollcall" })).toBeVisible();
  await expect(elsewhere.getByRole("tab", { name: "Sign Up" })).toBeVisible();
});
