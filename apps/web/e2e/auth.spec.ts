import { expect, type Page, test } from "@playwright/test";
import {
  confirmationLink,
  DEMO_PASSWORD,
  demo,
  expectAccessible,
  latestMailTo,
  registerAgency,
  sameOrigin,
  signInThroughForm,
  uniqueEmail,
} from "./support";

test("a visitor goes from the landing page to sign-up and lands on their new agency's dashboard", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Start 60-Day Free Trial" }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectAccessible(page);

  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Sign Up" });
  // The spec's validation messages appear under the fields.
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByText("First name is required")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(form.getByText("Agency name must be at least 2 characters")).toBeVisible();

  const email = uniqueEmail("chief");
  await form.getByLabel("First Name").fill("Avery");
  await form.getByLabel("Last Name").fill("Stone");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("a strong password");
  await form.getByLabel("Agency Name").fill("Lakeside EMS");
  await form.getByLabel("Agency Type").selectOption("ems");
  await form.getByRole("button", { name: "Create Account" }).click();

  // The suite's servers send mail: the address is confirmed by the emailed link before the account exists.
  await expect(page.getByRole("status").getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expectAccessible(page);
  const mail = await latestMailTo(email, "/confirm-sign-up?");
  expect(mail).toContain("Confirm your email to finish signing up");
  await page.goto(confirmationLink(mail));
  await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Create My Agency" }).click();

  await expect(page.getByText("Your account has been created successfully.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Lakeside EMS ERP")).toBeVisible();
  await expect(page.getByText("Avery Stone")).toBeVisible();
  for (const label of ["On Duty", "Available Units", "Expiring Certs", "Training Due"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  // A brand-new agency has nothing yet: real zeros.
  await expect(page.getByTestId("stat-value")).toHaveText(["0", "0", "0", "0"]);
  await expectAccessible(page);

  // The same email again: the same answer (nobody learns who has an account), and its owner is told by mail.
  await page.goto("/api/logout");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const again = page.getByRole("form", { name: "Sign Up" });
  await again.getByLabel("First Name").fill("Avery");
  await again.getByLabel("Last Name").fill("Stone");
  await again.getByLabel("Email").fill(email);
  await again.getByLabel("Password", { exact: true }).fill("a strong password");
  await again.getByLabel("Agency Name").fill("Lakeside EMS");
  await again.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("status").getByRole("heading", { name: "Check your email" })).toBeVisible();
  const notice = await latestMailTo(email, "You already have a Rollcall account");
  expect(notice).not.toContain("confirm-sign-up");

  // A link used once does not work again.
  await page.goto(confirmationLink(mail));
  await page.getByRole("button", { name: "Create My Agency" }).click();
  await expect(page.getByText("The link did not work")).toBeVisible();
});

test("a member signs out and signs back in", async ({ page }) => {
  await signInThroughForm(page, demo.officer, undefined, ["You have been logged in successfully."]);
  await expect(page.getByText("Riverside Fire & Rescue ERP")).toBeVisible();

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  // Signed out for real: an app page asks for sign-in.
  await page.goto("/scheduling");
  await expect(page).toHaveURL(/\/auth\?next=%2Fscheduling$/);

  // A wrong password shows the spec's failure toast.
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Sign In" });
  await form.getByLabel("Email").fill(demo.officer);
  await form.getByLabel("Password", { exact: true }).fill("not the password");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid email or password", { exact: true })).toBeVisible();

  await signInThroughForm(page, demo.officer, undefined, ["Welcome back!"]);
});

test("a member who forgot their password resets it from the emailed link", async ({ page }) => {
  // A fresh agency, so the demo accounts keep their password for the other tests.
  const email = uniqueEmail("forgetful");
  const res = await registerAgency(page, {
    headers: sameOrigin,
    data: {
      email,
      password: "original password",
      firstName: "Robin",
      lastName: "Vale",
      agencyName: "Hill County Fire",
      agencyType: "fire",
    },
  });
  expect(res.status()).toBe(201);
  await page.context().clearCookies();

  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset Your Password" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Password reset email sent", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await latestMailTo(email, "/reset-password?");
  const link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link as string).pathname + new URL(link as string).search);

  await page.getByLabel("New Password", { exact: true }).fill("brand new password");
  await page.getByLabel("Confirm New Password").fill("different password");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm New Password").fill("brand new password");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password Reset Complete")).toBeVisible();
  await page.getByRole("link", { name: "Sign In Now" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughForm(page, email, "brand new password");

  // The link works once.
  await page.context().clearCookies();
  await page.goto(new URL(link as string).pathname + new URL(link as string).search);
  await page.getByLabel("New Password", { exact: true }).fill("another password");
  await page.getByLabel("Confirm New Password").fill("another password");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password Reset Failed", { exact: true })).toBeVisible();
});

test("/reset-password without a token goes to the sign-in page", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page).toHaveURL(/\/auth$/);
});

test("a signed-out visit to a member's page asks for sign-in, then opens that page", async ({ page }) => {
  await page.goto("/compliance?tab=expiring");
  await expect(page).toHaveURL(/\/auth\?next=%2Fcompliance%3Ftab%3Dexpiring$/);
  await signInHere(page, demo.officer);
  await expect(page).toHaveURL(/\/compliance\?tab=expiring$/);
  await expect(page.getByRole("heading", { name: "Compliance Management" })).toBeVisible();

  // Only this site's paths: a crafted link cannot send a member elsewhere after sign-in.
  await page.goto("/api/logout");
  await page.goto("/auth?next=//example.org/x");
  await signInHere(page, demo.officer);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

async function signInHere(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Sign In" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
}
