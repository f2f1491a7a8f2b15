import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import {
  dayFromToday,
  demo,
  expectAccessible,
  expectNoHorizontalScroll,
  sameOrigin,
  signIn,
} from "./support";

test("an admin creates a read-only API key, a program reads shifts with it, and revoking it locks it out", async ({
  page,
  playwright,
}) => {
  // A retry runs against the same server, where the first attempt's key may still be listed.
  const name = test.info().retry ? `Payroll export ${test.info().retry}` : "Payroll export";
  await signIn(page, demo.admin);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "API Keys" });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: /API reference/ })).toHaveAttribute("href", "/api/docs");
  await expect(card.getByRole("link", { name: /API reference/ })).toHaveAttribute("target", "_blank");

  await card.getByRole("button", { name: "Create API Key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create API Key" });
  // Nothing named: the shared schema's message, before any request.
  await dialog.getByRole("button", { name: "Create API Key" }).click();
  await expect(dialog.getByText("Name is required", { exact: true })).toBeVisible();
  // "Choose per area" with no area chosen says what is missing.
  await dialog.getByLabel("Choose per area").check();
  await expect(dialog.getByLabel("Scheduling")).toHaveValue("");
  await expectAccessible(page);
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByRole("button", { name: "Create API Key" }).click();
  await expect(dialog.getByText("Choose what the key may do", { exact: true })).toBeVisible();
  await dialog.getByLabel("Read only (everything)").check();
  await dialog.getByRole("button", { name: "Create API Key" }).click();

  // Shown once, to copy.
  const created = page.getByRole("dialog", { name: "API Key Created" });
  await expect(created.getByText("Copy the key now: it is shown only once.", { exact: true })).toBeVisible();
  const key = await created.getByLabel("API Key", { exact: true }).inputValue();
  expect(key).toMatch(/^rck_\S{16,}$/);
  await expect(created.getByRole("button", { name: "Copy" })).toBeVisible();
  await expectAccessible(page);
  await created.getByRole("button", { name: "Done" }).click();
  await expect(created).toBeHidden();

  // The list: its name, what it may do, its first characters, never used yet.
  const row = card.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Read only: everything");
  await expect(row).toContainText("Never used");
  await expect(row).toContainText(`${key.slice(0, 10)}…`);
  await expect(row).not.toContainText(key);

  // A program with the key and no cookies: it reads, it may not write.
  const program = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${key}` },
  });
  try {
    const shifts = await program.get("/api/shifts");
    expect(shifts.status()).toBe(200);
    expect(Array.isArray(await shifts.json())).toBe(true);
    const write = await program.post("/api/shifts", { data: { title: "From a key" } });
    expect(write.status()).toBe(403);
    expect((await write.json()).message).toBe("This API key may not change Scheduling.");

    // Used now: the list says when (after a refresh of the page).
    await page.reload();
    await expect(card.getByRole("listitem").filter({ hasText: name })).not.toContainText("Never used");

    await page.setViewportSize({ width: 360, height: 800 });
    await card.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await card.getByRole("button", { name: `Revoke ${name}`, exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Revoke API Key" });
    await expect(confirm).toContainText("Programs using this key stop working at once.");
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByText("API key revoked", { exact: true })).toBeVisible();
    await expect(card.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);

    const after = await program.get("/api/shifts");
    expect(after.status()).toBe(401);
    expect((await after.json()).message).toBe("The API key is not valid or has been revoked.");
  } finally {
    await program.dispose();
  }
});

type Received = { method: string; path: string; headers: Record<string, string>; body: string };

/** A webhook receiver on 127.0.0.1 (the server under test allows it: WEBHOOKS_ALLOW_PRIVATE): records each request, answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
      received.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      res.writeHead(200, { "content-type": "text/plain" }).end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/rollcall`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test("an admin adds a webhook, a new shift reaches the receiver signed, and its delivery is listed", async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await signIn(page, demo.admin);
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Webhooks" });
    await expect(card).toBeVisible();

    await card.getByRole("button", { name: "Add Webhook" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Webhook" });
    // Nothing filled in: the shared schema's messages, before any request.
    await dialog.getByRole("button", { name: "Add Webhook" }).click();
    await expect(
      dialog.getByText("Enter the web address (https://…) that receives the events", { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByText("Choose at least one event", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("URL", { exact: true }).fill(receiver.url);
    await dialog.getByLabel("Shift created", { exact: true }).check();
    await dialog.getByRole("button", { name: "Add Webhook" }).click();

    // The signing secret, shown once, and how a receiver checks a delivery with it.
    const created = page.getByRole("dialog", { name: "Webhook Added" });
    await expect(created.getByText(/^Copy the signing secret now: it is shown only once\./)).toBeVisible();
    const secret = await created.getByLabel("Signing secret", { exact: true }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    await expect(created.getByRole("heading", { name: "Verifying deliveries" })).toBeVisible();
    await expect(created.locator("pre")).toContainText("const event = wh.verify(rawBody, headers);");
    await expectAccessible(page);
    // On a phone the code scrolls inside itself; the page does not.
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page);
    const code = created.locator("pre");
    expect(await code.evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
    expect((await code.boundingBox())?.width ?? 0).toBeLessThan(360);
    await page.setViewportSize({ width: 1280, height: 800 });
    await created.getByRole("button", { name: "Done" }).click();
    await expect(created).toBeHidden();

    const row = card.getByRole("listitem").filter({ hasText: receiver.url });
    await expect(row).toContainText("Shift created");
    await expect(row).toContainText("No events yet");
    await expect(row).not.toContainText(secret);

    // A shift made through the API: the event goes to the receiver.
    const me = (await (await page.request.get("/api/user")).json()) as { user: { id: string } };
    const day = dayFromToday(40 + (Date.now() % 7));
    const made = await page.request.post("/api/shifts", {
      headers: sameOrigin,
      data: {
        title: `Webhook drill ${Date.now().toString(36)}`,
        userId: me.user.id,
        startTime: `${day.iso}T07:00`,
        endTime: `${day.iso}T19:00`,
        allowOverlap: true,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const shiftId = ((await made.json()) as { id: string }).id;

    await expect
      .poll(() => receiver.received.filter((r) => r.method === "POST").length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const delivery = receiver.received.find((r) => r.method === "POST") as Received;
    expect(delivery.path).toBe("/hooks/rollcall");
    expect(delivery.headers["content-type"]).toMatch(/^application\/json/);
    expect(delivery.headers["webhook-signature"]).toMatch(/^v1,/);
    // The receiver's own check, with the official library and the secret shown once.
    const event = new Webhook(secret).verify(delivery.body, delivery.headers) as {
      type: string;
      timestamp: string;
      data: { id: string };
    };
    expect(event.type).toBe("shift.created");
    expect(event.data.id).toBe(shiftId);
    expect(Number.isNaN(Date.parse(event.timestamp))).toBe(false);
    // A body changed on the way fails the check.
    expect(() =>
      new Webhook(secret).verify(delivery.body.replace(shiftId, "forged"), delivery.headers),
    ).toThrow();

    // Deliveries: the event, delivered with the receiver's 200 (Refresh until the outcome is recorded).
    await row.getByRole("button", { name: `Deliveries to ${receiver.url}` }).click();
    const deliveries = page.getByRole("dialog", { name: "Deliveries" });
    const item = deliveries.getByRole("listitem").filter({ hasText: "Shift created" });
    await expect(async () => {
      await deliveries.getByRole("button", { name: "Refresh" }).click();
      await expect(item).toContainText("Delivered", { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(item).toContainText("HTTP 200");
    await expect(item).toContainText("thanks");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(deliveries).toBeHidden();
    await expect(row).toContainText("Delivered");
    await expect(row).toContainText("HTTP 200");

    await page.setViewportSize({ width: 360, height: 800 });
    await card.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await row.getByRole("button", { name: `Delete ${receiver.url}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Webhook" });
    await expect(confirm).toContainText("Events stop being sent to this address at once");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Webhook deleted", { exact: true })).toBeVisible();
    await expect(card.getByRole("listitem").filter({ hasText: receiver.url })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
