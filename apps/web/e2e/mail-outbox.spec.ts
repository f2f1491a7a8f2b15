/**
 * An installation as a fresh download is, without SMTP_URL (scripts/e2e.mjs's server without mail): a member who
 * forgot their password is told this installation cannot send email and whom to ask, and the platform operator
 * finds the reset link in Universe Admin's mail outbox, copies it, and it works.
 */
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll, operator, signIn, uniqueEmail } from "./support";

const baseURL = process.env.E2E_NO_MAIL_BASE_URL;
const origin = { origin: new URL(baseURL ?? "http://127.0.0.1").origin };
const SHOTS = process.env.E2E_SHOTS ?? "/tmp/e2e-outbox/shots";
const phone = { width: 390, height: 844 };

test.use({ baseURL });

async function askForReset(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset Your Password" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(dialog.getByText("No email was sent", { exact: true })).toBeVisible();
  await expect(
    dialog.getByText("This installation cannot send email, so no reset link was mailed.", { exact: false }),
  ).toBeVisible();
  return dialog;
}

test("without mail, a member's reset link waits in Universe Admin's mail outbox, where the operator copies it", async ({
  page,
  browser,
}) => {
  expect(
    baseURL,
    "run the browser tests through scripts/e2e.mjs, which starts the server without mail",
  ).toBeTruthy();
  // A department signs up (no mail: at once), and its chief forgets the password.
  const chief = { email: uniqueEmail("forgetful.chief"), password: "chief password 1" };
  const signedUp = await page.request.post("/api/register", {
    headers: origin,
    data: {
      ...chief,
      firstName: "Fran",
      lastName: "Getful",
      agencyName: "Lakeside Fire District",
      agencyType: "fire",
    },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  await page.request.post("/api/logout", { headers: origin });

  const member = await (await browser.newContext({ baseURL })).newPage();
  const dialog = await askForReset(member, chief.email);
  await expectAccessible(member);
  await dialog.screenshot({ path: `${SHOTS}/forgot-password-no-mail.png` });
  // An address with no account is told the very same.
  await dialog.getByRole("button", { name: "Back to Sign In" }).click();
  await askForReset(member, uniqueEmail("nobody"));
  await member.setViewportSize(phone);
  await expectNoHorizontalScroll(member);
  await member.screenshot({ path: `${SHOTS}/forgot-password-no-mail-phone.png` });

  // The operator reads it in Universe Admin.
  await signIn(page, operator.email, operator.password, origin);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Universe Admin" }).click();
  const outbox = page.getByRole("region", { name: "Mail outbox" });
  await expect(outbox.getByText("Mail is not configured on this installation")).toBeVisible();
  await expect(outbox.getByText("kept here for 7 days", { exact: false })).toBeVisible();
  const message = outbox.getByRole("listitem").filter({ hasText: chief.email }).first();
  await expect(message).toContainText("Reset your Lakeside Fire District password");
  await expect(message).toContainText("Lakeside Fire District");
  await message.getByText(chief.email).first().click();
  const link = message.getByLabel("Link in this message");
  await expect(link).toHaveValue(/\/reset-password\?token=/);
  await expect(message.getByRole("button", { name: /Copy/ })).toBeVisible();
  await expectAccessible(page);
  await outbox.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/universe-mail-outbox.png`, fullPage: true });
  await page.setViewportSize(phone);
  await outbox.screenshot({ path: `${SHOTS}/universe-mail-outbox-phone.png` });
  // Neither the outbox nor the page needs sideways scrolling (the agencies table scrolls in its own frame).
  expect(await outbox.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoHorizontalScroll(page);

  // The link, passed on, opens the page that sets a new password.
  const resetUrl = await link.inputValue();
  await member.goto(resetUrl);
  await expect(member.getByRole("heading", { level: 1 })).toBeVisible();
  expect(new URL(member.url()).pathname).toBe("/reset-password");
});
