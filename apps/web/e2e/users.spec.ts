import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import {
  DEMO_PASSWORD,
  demo,
  expectAccessible,
  expectNoHorizontalScroll,
  latestMailTo,
  registerAgency,
  sameOrigin,
  signIn,
  uniqueEmail,
} from "./support";

const SHOTS = process.env.E2E_SHOTS ?? "/tmp/e2e-h3/shots";

/** Invites a member through the API with the page's (admin) session; returns their temporary password. */
async function inviteThroughApi(page: Page, firstName: string, lastName: string, role = "firefighter") {
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await page.request.post("/api/users/invite", {
    headers: sameOrigin,
    data: { firstName, lastName, email, role },
  });
  expect(res.status()).toBe(201);
  return { email, ...((await res.json()) as { temporaryPassword: string }) };
}

/** The visible row (desktop table) of a member. */
const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

test("an admin invites a member, who signs in with the temporary password and must set their own first", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.getByRole("navigation").getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
  for (const label of ["Total Users", "Admins", "Officers", "Field Personnel"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expectAccessible(page);

  await page.getByRole("button", { name: "Invite User" }).click();
  const form = page.getByRole("dialog", { name: "Invite New User" });
  await form.getByRole("button", { name: "Send Invitation" }).click();
  await expect(form.getByText("First name is required")).toBeVisible();
  await expect(form.getByText("Last name is required")).toBeVisible();
  await expect(form.getByText("Valid email is required")).toBeVisible();
  // The role starts as Firefighter.
  await expect(form.getByLabel("Role")).toHaveValue("firefighter");
  await expectAccessible(page);

  const email = uniqueEmail("riley.chen");
  await form.getByLabel("First Name").fill("Riley");
  await form.getByLabel("Last Name").fill("Chen");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption("emt");
  await form.getByRole("button", { name: "Send Invitation" }).click();

  // The password stays on screen, with a Copy button, until the admin closes it.
  const reveal = page.getByRole("dialog", { name: "User Created Successfully" });
  await expect(reveal.getByText("This password is shown only once.", { exact: false })).toBeVisible();
  // These servers send mail (a catcher): the dialog says the invitation went, and where.
  await expect(reveal).toContainText(`An invitation with this temporary password was emailed to ${email}.`);
  await expect(reveal.getByLabel("Sign-in address")).toHaveCount(0);
  const temporaryPassword = await reveal.getByLabel("Temporary Password").inputValue();
  expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{14}$/);
  await expect(page.getByText(`Temporary password: ${temporaryPassword}`, { exact: true })).toBeVisible();
  await expect(reveal.getByRole("button", { name: "Copy" })).toBeVisible();
  await expectAccessible(page);
  await reveal.getByRole("button", { name: "Done" }).click();
  await expect(rowOf(page, "Riley Chen")).toContainText("EMT");

  // The invitation email carries the sign-in address and the same password.
  const mail = await latestMailTo(email);
  expect(mail).toContain("/auth");
  expect(mail).toContain(temporaryPassword);

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

  await page.goto("/auth");
  const signInForm = page.getByRole("form", { name: "Sign In" });
  await signInForm.getByLabel("Email").fill(email);
  await signInForm.getByLabel("Password", { exact: true }).fill(temporaryPassword);
  await signInForm.getByRole("button", { name: "Sign In" }).click();

  // The set-password screen replaces the app until a password of their own is set.
  await expect(page.getByRole("heading", { name: "Set Your Password" })).toBeVisible();
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel("New Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm New Password").fill("different");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Password must be at least 8 characters").first()).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("riley's own password");
  await page.getByLabel("Confirm New Password").fill("riley's own passwort");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm New Password").fill("riley's own password");
  await page.getByRole("button", { name: "Set Password" }).click();

  await expect(
    page.getByText("Your new password is set. Welcome to Rollcall!", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("complementary").getByText("Riley Chen")).toBeVisible();

  // The new password is the one that works from now on.
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await signIn(page, email, "riley's own password");
});

test("an admin edits a member's role, resets their password, signs them out everywhere and deletes them", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await inviteThroughApi(page, "Casey", "Morgan", "firefighter");
  await page.goto("/users");
  await page.getByLabel("Search").fill("casey morgan");
  await expect(rowOf(page, "Casey Morgan")).toContainText("Firefighter");
  // The admin's own row has no menu.
  await page.getByLabel("Search").fill("");
  await expect(rowOf(page, "Dana Reyes")).toBeVisible();
  await expect(page.getByRole("button", { name: "Actions for Dana Reyes" })).toHaveCount(0);

  await page.getByLabel("Search").fill("casey");
  await page.getByRole("button", { name: "Actions for Casey Morgan" }).click();
  await page.getByRole("menuitem", { name: "Edit User" }).click();
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await expect(edit.getByLabel("First Name")).toHaveValue("Casey");
  await edit.getByLabel("Role").selectOption("officer");
  // Platoon D: the demo's rotation has no D platoon, so no other test's platoon alert reaches Casey.
  await edit.getByLabel("Platoon").selectOption("D");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("User updated successfully", { exact: true })).toBeVisible();
  await expect(rowOf(page, "Casey Morgan")).toContainText("Officer");
  const casey = ((await (await page.request.get("/api/user")).json()) as { user: { agencyId: string } }).user;
  const team = (await (await page.request.get(`/api/agencies/${casey.agencyId}/users`)).json()) as Array<{
    firstName: string;
    lastName: string;
    platoon: string | null;
  }>;
  expect(team.find((m) => m.firstName === "Casey" && m.lastName === "Morgan")?.platoon).toBe("D");
  await page.getByLabel("Role", { exact: true }).selectOption("officer");
  await expect(rowOf(page, "Casey Morgan")).toBeVisible();
  await page.getByLabel("Role", { exact: true }).selectOption("firefighter");
  await expect(rowOf(page, "Casey Morgan")).toHaveCount(0);
  await page.getByLabel("Role", { exact: true }).selectOption("all");

  await page.getByRole("button", { name: "Actions for Casey Morgan" }).click();
  await page.getByRole("menuitem", { name: "Reset Password" }).click();
  const confirmReset = page.getByRole("alertdialog", { name: "Reset Password" });
  await expect(
    confirmReset.getByText(
      "Are you sure you want to reset this user's password? A new temporary password will be generated.",
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await confirmReset.getByRole("button", { name: "Reset Password" }).click();
  const reveal = page.getByRole("dialog", { name: "Password Reset Successfully" });
  await expect(reveal.getByLabel("Temporary Password")).toHaveValue(/^[A-Za-z0-9]{14}$/);
  await reveal.getByRole("button", { name: "Done" }).click();

  // A lost phone: the admin ends every session of the member.
  await page.getByRole("button", { name: "Actions for Casey Morgan" }).click();
  await page.getByRole("menuitem", { name: "Sign Out Everywhere" }).click();
  const confirmSignOut = page.getByRole("alertdialog", { name: "Sign Out Everywhere" });
  await expect(
    confirmSignOut.getByText("Are you sure you want to sign this user out on every device?"),
  ).toBeVisible();
  await expectAccessible(page);
  await confirmSignOut.getByRole("button", { name: "Sign Out Everywhere" }).click();
  await expect(page.getByText("Signed out everywhere", { exact: true })).toBeVisible();
  await expect(confirmSignOut).toHaveCount(0);

  await page.getByRole("button", { name: "Actions for Casey Morgan" }).click();
  await page.getByRole("menuitem", { name: "Delete User" }).click();
  const confirmDelete = page.getByRole("alertdialog", { name: "Delete User" });
  await expect(
    confirmDelete.getByText("Are you sure you want to delete this user? This action cannot be undone."),
  ).toBeVisible();
  await confirmDelete.getByRole("button", { name: "Delete User" }).click();
  await expect(page.getByText("User deleted successfully", { exact: true })).toBeVisible();
  await expect(rowOf(page, "Casey Morgan")).toHaveCount(0);
  await expect(page.getByText("No users found")).toBeVisible();
});

test("after a reload the set-password screen asks for the temporary password again", async ({ page }) => {
  await signIn(page, demo.admin);
  const member = await inviteThroughApi(page, "Drew", "Parker", "emt");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await page.goto("/auth");
  const signInForm = page.getByRole("form", { name: "Sign In" });
  await signInForm.getByLabel("Email").fill(member.email);
  await signInForm.getByLabel("Password", { exact: true }).fill(member.temporaryPassword);
  await signInForm.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Set Your Password" })).toBeVisible();
  await expect(page.getByLabel("Temporary Password")).toHaveCount(0);

  // The temporary password is kept in memory only: after a reload it must be typed again.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Set Your Password" })).toBeVisible();
  await page.getByLabel("Temporary Password").fill("not-the-one");
  await page.getByLabel("New Password", { exact: true }).fill("drew's own password");
  await page.getByLabel("Confirm New Password").fill("drew's own password");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Temporary password is incorrect")).toBeVisible();
  await page.getByLabel("Temporary Password").fill(member.temporaryPassword);
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("a firefighter sees the team but no Invite button and no row menus, also on a phone", async ({
  page,
}) => {
  await signIn(page, demo.firefighter);
  await page.goto("/users");
  await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
  await expect(rowOf(page, "Dana Reyes")).toContainText("Admin");
  await expect(page.getByRole("button", { name: "Invite User" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Actions for / })).toHaveCount(0);
  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole("table")).toBeHidden();
  await expect(page.getByRole("listitem").filter({ hasText: "Dana Reyes" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Actions for / })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test("a member updates their own profile name and sees it in the sidebar", async ({ page }) => {
  // A fresh agency of one, so the demo people keep their names for the other tests.
  const email = uniqueEmail("avery");
  const res = await registerAgency(page, {
    headers: sameOrigin,
    data: {
      email,
      password: DEMO_PASSWORD,
      firstName: "Avery",
      lastName: "Stone",
      agencyName: "Hillcrest Volunteer Fire",
      agencyType: "fire",
    },
  });
  expect(res.status()).toBe(201);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const profile = page.getByRole("form", { name: "Profile Settings" });
  await expect(profile.getByLabel("Email Address")).toHaveValue(email);
  await expectAccessible(page);

  await profile.getByLabel("First Name").fill("");
  await profile.getByRole("button", { name: "Update Profile" }).click();
  await expect(profile.getByText("First name is required")).toBeVisible();
  await profile.getByLabel("First Name").fill("Averill");
  await profile.getByLabel("Last Name").fill("Stone-Park");
  await profile.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Your profile has been updated successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("complementary").getByText("Averill Stone-Park")).toBeVisible();

  // An address another account uses is refused under the field.
  await profile.getByLabel("Email Address").fill(demo.officer);
  await profile.getByRole("button", { name: "Update Profile" }).click();
  await expect(profile.getByText("An account with this email already exists")).toBeVisible();

  // Changing the password needs the current one.
  const password = page.getByRole("form", { name: "Change Password" });
  await password.getByLabel("Current Password").fill("not my password");
  await password.getByLabel("New Password", { exact: true }).fill("a brand new password");
  await password.getByLabel("Confirm New Password").fill("a brand new password");
  await password.getByRole("button", { name: "Change Password" }).click();
  await expect(password.getByText("Current password is incorrect")).toBeVisible();
  await password.getByLabel("Current Password").fill(DEMO_PASSWORD);
  await password.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
  await expect(password.getByLabel("Current Password")).toHaveValue("");
});

test("where the installation sends no mail, the invitation says so and shows what to hand over", async ({
  page,
}) => {
  // The real server's answer, as one without SMTP_URL gives it (users.test.ts proves the server says so).
  await page.route("**/api/users/invite", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), emailed: false } });
  });
  await signIn(page, demo.admin);
  await page.goto("/users");
  await page.getByRole("button", { name: "Invite User" }).click();
  const form = page.getByRole("dialog", { name: "Invite New User" });
  await form.getByLabel("First Name").fill("Noor");
  await form.getByLabel("Last Name").fill("Haddad");
  await form.getByLabel("Email").fill(uniqueEmail("noor.haddad"));
  await form.getByRole("button", { name: "Send Invitation" }).click();

  const reveal = page.getByRole("dialog", { name: "User Created Successfully" });
  await expect(reveal).toContainText(
    "Mail is not configured on this installation, so no invitation email was sent. Give Noor Haddad this temporary password and the sign-in address yourself.",
  );
  await expect(reveal).not.toContainText("was emailed");
  await expect(reveal.getByLabel("Temporary Password")).toHaveValue(/^[A-Za-z0-9]{14}$/);
  const address = reveal.getByLabel("Sign-in address");
  await expect(address).toHaveValue(`${new URL(page.url()).origin}/auth`);
  await expect(reveal.getByRole("button", { name: "Copy" })).toHaveCount(2);
  await expectAccessible(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/invite-no-mail-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/invite-no-mail-phone.png` });
  await reveal.getByRole("button", { name: "Done" }).click();
  await expect(reveal).toBeHidden();
});
