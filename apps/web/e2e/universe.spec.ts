import { expect, test } from "@playwright/test";
import { demo, signInThroughForm } from "./support";

// The demo has no platform operator (and the browser suite's server holds its embedded database), so the
// operator's own journey is covered by apps/api/src/modules/universe/universe.test.ts; here, what a member sees.
test("a member without operator access gets the 404 screen at /universe and no Universe Admin entry", async ({
  page,
}) => {
  await signInThroughForm(page, demo.admin);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Universe Admin" }),
  ).toHaveCount(0);

  await page.goto("/universe");
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Universe Admin Portal")).toHaveCount(0);

  // The server refuses the portal's calls independently of the screen.
  const res = await page.request.get("/api/universe/agencies");
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toBe("Platform operator access required");
});
