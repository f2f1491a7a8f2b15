import { expect, test } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll } from "./support";

// The browser side of single sign-on. The round trip through a real OpenID provider is covered by
// apps/api/src/modules/auth/oidc.test.ts; the server here runs without one.

test("without an identity provider the sign-in form offers no single sign-on, and /api/login comes back to it", async ({
  page,
}) => {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Sign In" });
  await expect(form.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Sign in with/ })).toHaveCount(0);
  await page.goto("/api/login");
  await expect(page).toHaveURL(/\/auth$/);
});

test("with an identity provider the form shows its button, a plain link to /api/login keeping the page to return to", async ({
  page,
}) => {
  await page.route("**/api/auth/providers", (route) =>
    route.fulfill({ json: { oidc: { label: "County ID" } } }),
  );
  await page.goto("/auth?next=%2Fassets%2F7");
  // This server has no identity provider, so /auth is the prerendered page, which starts the app on the first
  // tap (a server with one sends the app at once: delivery.test.ts).
  await page.getByRole("form", { name: "Sign In" }).getByLabel("Email").focus();
  const button = page.getByRole("link", { name: "Sign in with County ID" });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute("href", "/api/login?next=%2Fassets%2F7");
  await expect(page.getByText("OR", { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("a refused single sign-on is explained on the sign-in page", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/auth?sso_error=unknown_email&email=pat%40example.org");
  await expect(page.getByRole("alert")).toHaveText(
    "No Rollcall account uses pat@example.org. Ask your agency's admin to invite you.",
  );
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath("sso-refused.png"), fullPage: true });

  await page.goto("/auth?sso_error=unavailable");
  await expect(page.getByRole("alert")).toHaveText(
    "Single sign-on is not available right now. Try again in a few minutes, or sign in with your email and password.",
  );
});
