import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { agencyOnPlan, demo, expectAccessible, expectNoHorizontalScroll, signIn } from "./support";

/** A 96×96 PNG (navy with a cyan square), encoded here so the test needs no image file. */
function logoPng(size = 96) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const inner = x > size / 4 && x < (size * 3) / 4 && y > size / 4 && y < (size * 3) / 4;
      row.set(inner ? [0x00, 0xbf, 0xff] : [0x3b, 0x4b, 0x6b], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("an admin uploads the agency logo, which shows in the sidebar", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 2, name: "Organization Settings" })).toBeVisible();

  const identity = page.getByRole("region", { name: "Brand Identity" });
  await expect(identity.getByText("Organization Name")).toBeVisible();
  await expect(identity.getByText("Fire Department")).toBeVisible();
  await expect(page.getByRole("region", { name: "Data Export" })).toBeVisible();

  await identity
    .getByLabel("Upload Logo")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logoPng() });
  await expect(page.getByText("Logo updated", { exact: true })).toBeVisible();
  // One toast, the true one.
  await expect(page.getByText("Upload successful", { exact: true })).toHaveCount(0);

  // The sidebar's brand image now comes from the API and loads.
  const sidebarLogo = page.locator("aside img").first();
  await expect(sidebarLogo).toHaveAttribute("src", /^\/api\/agencies\/[0-9a-f-]+\/logo\?v=[0-9a-f]+$/);
  await expect
    .poll(() => sidebarLogo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  // And the card shows it too.
  const preview = identity.getByRole("img", { name: /logo$/ });
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBe(96);
  await expectAccessible(page);
  await page.screenshot({ path: "/tmp/branding-settings.png", fullPage: true });

  // A file named like an image that is not one: the server refuses it, and only that is said.
  await identity
    .getByLabel("Upload Logo")
    .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await expect(page.getByText("Update failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Upload successful", { exact: true })).toHaveCount(0);

  // A file over 5 MB is stopped before it is sent.
  await identity.getByLabel("Upload Logo").setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText("File too large", { exact: true })).toBeVisible();
  await expect(page.getByText("File size must be less than 5MB", { exact: true })).toBeVisible();

  // On a phone: the logo in the header, no sideways scrolling.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.locator("header img")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: "/tmp/branding-settings-phone.png", fullPage: true });
});

test("on the Standard plan, Brand Colors names the plan that has custom colours", async ({ page }) => {
  await agencyOnPlan(page, "standard");
  await page.goto("/settings");
  const colors = page.getByRole("region", { name: "Brand Colors" });
  await expect(colors.getByText(/^#[0-9A-F]{6}$/)).toHaveCount(2);
  // The plan that has them, by its name (there is no "Enterprise" plan).
  await expect(
    colors.getByText("Custom color schemes are available on the Pro plan, with White-label Deployment."),
  ).toBeVisible();
  await expect(colors.getByText(/Enterprise/)).toHaveCount(0);
});

test("a firefighter sees no Organization Settings", async ({ page }) => {
  await signIn(page, demo.firefighter);
  await page.goto("/settings");
  await expect(page.getByRole("region", { name: "Profile Settings" })).toBeVisible();
  await expect(page.getByText("Organization Settings")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Brand Identity" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Brand Colors" })).toHaveCount(0);
  const res = await page.request.post("/api/objects/upload", {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(403);
});
