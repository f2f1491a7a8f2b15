import { expect, type Locator, type Page, test } from "@playwright/test";
import { demo, expectAccessible, sameOrigin, signIn } from "./support";

// Issue 15: the app with the network really cut (Playwright's offline mode), its service worker allowed here
// (the other specs block it: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const banner = (page: Page) => page.getByRole("status", { name: /^(Working Offline|Back Online)$/ });
const indicator = (page: Page) => page.getByRole("banner").locator("[data-connectivity]");

/** Waits until the service worker controls nothing yet but has installed (precached the app) and is active. */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

async function openScheduling(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Scheduling" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Scheduling" })).toBeVisible();
  await expect(page.getByText("Total Shifts")).toBeVisible();
}

async function openReports(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Incident Reporting" })).toBeVisible();
  await expect(page.getByText("Total Reports", { exact: true })).toBeVisible();
}

/** Signs in, visits the schedule and the reports online (their reads are kept), and waits for the worker. */
async function preparedOnline(page: Page) {
  await signIn(page, demo.admin);
  await serviceWorkerReady(page);
  await openScheduling(page);
  await openReports(page);
}

async function shiftsTitled(page: Page, title: string, date: string) {
  const res = await page.request.get(`/api/shifts?startDate=${date}&endDate=${date}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { title: string }[]).filter((s) => s.title === title);
}

async function incidentsAt(page: Page, location: string) {
  const res = await page.request.get("/api/incidents");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { location: string }[]).filter((i) => i.location === location);
}

async function createShiftOffline(page: Page, title: string, date: string) {
  await page.getByRole("button", { name: "Create Shift" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Shift" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Assigned User").selectOption({ label: "Dana Reyes (Admin)" });
  await dialog.getByLabel("Start Time").fill(`${date}T06:00`);
  await dialog.getByLabel("End Time").fill(`${date}T07:00`);
  await dialog.getByRole("button", { name: "Create Shift" }).click();
  // Queued, not failed: the dialog closes and the member is told the change waits for the connection.
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Request queued for when connection returns", { exact: true })).toBeVisible();
}

/** A shift of the signed-in member through the API (overlaps allowed: other specs schedule them too). */
async function scheduleOwnShift(page: Page, title: string, startTime: string, endTime: string) {
  const me = (await (await page.request.get("/api/user")).json()) as { user: { id: string } };
  const created = await page.request.post("/api/shifts", {
    headers: sameOrigin,
    data: {
      title,
      userId: me.user.id,
      startTime,
      endTime,
      assignment: "Battalion 1",
      status: "scheduled",
      isPaid: false,
      isRecurring: false,
      allowOverlap: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("with no connection the app opens from the device: the dashboard and this week's schedule", async ({
  page,
  context,
}) => {
  await preparedOnline(page);
  await expect(indicator(page)).toHaveText("Online");
  await context.setOffline(true);

  await expect(banner(page)).toContainText("Working Offline");
  await expect(banner(page)).toContainText("Changes will sync when connection returns");
  await expect(indicator(page)).toHaveText("Offline");

  // A reload with no connection: the app comes from the service worker, its reads from the device.
  await page.goto("/scheduling");
  await expect(page.getByRole("heading", { level: 1, name: "Scheduling" })).toBeVisible();
  await expect(page.getByText("Total Shifts")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Actions for/ }).first()).toBeVisible();
  await expect(banner(page)).toContainText("Working Offline");
  await expectAccessible(page);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Today's Schedule" })).toBeVisible();

  // Back online: "Back Online" with "Syncing changes..." for a few seconds, then the banner goes.
  await context.setOffline(false);
  await expect(banner(page)).toContainText("Back Online");
  await expect(banner(page)).toContainText("Syncing changes...");
  await expect(banner(page)).toBeHidden({ timeout: 10_000 });
  await expect(indicator(page)).toHaveText("Online");
});

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, "shown on the screen").not.toBeNull();
  return box as Box;
}

/** Whether two boxes share any area (touching edges do not count). */
function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("on a phone the toast of a change saved offline covers neither the header nor the offline banner", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.admin);
  await serviceWorkerReady(page);
  // The week (a phone's bare address opens My schedule), where Create Shift makes a shift of the week.
  await page.goto("/scheduling?tab=week");
  await expect(page.getByText("Total Shifts")).toBeVisible();
  await context.setOffline(true);
  await expect(banner(page)).toContainText("Working Offline");

  await createShiftOffline(page, `Phone drill ${Date.now().toString(36)}`, inDays(3));
  const toast = page.locator("li").filter({ hasText: "Request queued for when connection returns" });
  await expect(toast).toBeVisible();
  await expect(banner(page)).toContainText("1 change queued");
  const toastBox = await boxOf(toast);
  const headerBox = await boxOf(page.getByRole("banner"));
  const bannerBox = await boxOf(banner(page));
  expect(overlaps(toastBox, headerBox), "the toast covers the header").toBe(false);
  expect(overlaps(toastBox, bannerBox), "the toast covers the offline banner").toBe(false);
  // Whole on the screen, at its foot, as a phone app's messages are.
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(844);
  expect(toastBox.y).toBeGreaterThan(844 / 2);
  await page.screenshot({ path: test.info().outputPath("offline-toast-phone.png") });
});

test("after sign-in the reads the app needs first are kept for offline use, before any page asks for them", async ({
  page,
  context,
}) => {
  await signIn(page, demo.admin);
  await serviceWorkerReady(page);
  // CACHE_API_DATA: the service worker fetches this week's schedule, the team and more for the member.
  await expect
    .poll(async () => (await keptReads(page)).some((url) => url.startsWith("/api/shifts?startDate=")), {
      timeout: 15_000,
    })
    .toBe(true);
  expect(await keptReads(page)).toEqual(expect.arrayContaining(["/api/dashboard", "/api/shifts/open"]));

  // Never opened online, the schedule opens offline.
  await context.setOffline(true);
  await page.goto("/scheduling");
  await expect(page.getByRole("heading", { level: 1, name: "Scheduling" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Actions for/ }).first()).toBeVisible();
});

/** The urls of the reads this device keeps for its member (IndexedDB, lib/offline-store.ts). */
function keptReads(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open("rollcall-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("reads").objectStore("reads").getAll();
          all.onsuccess = () => resolve((all.result as { url: string }[]).map((read) => read.url));
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

test("a shift and an incident made offline wait on the device, survive closing the page, and reach the server once", async ({
  page,
  context,
}) => {
  const title = `Offline drill ${Date.now().toString(36)}`;
  const location = `${Date.now().toString(36)} Basement Level 2`;
  const date = inDays(2);
  await preparedOnline(page);
  await openScheduling(page);
  await context.setOffline(true);

  await createShiftOffline(page, title, date);
  await expect(banner(page)).toContainText("1 change queued");

  await openReports(page);
  await page.getByRole("button", { name: "New Incident Report" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create New Incident Report" });
  await dialog.getByLabel("Incident Type", { exact: true }).selectOption({ label: "Structure Fire" });
  await dialog.getByLabel("Location", { exact: true }).fill(location);
  await dialog
    .getByLabel("Description", { exact: true })
    .fill("Smoke in the basement, logged with no signal.");
  await dialog.getByRole("button", { name: "Create Report" }).click();
  await expect(dialog).toBeHidden();
  // The report shows at once, marked as waiting for the connection.
  const waiting = (p: Page) => p.getByRole("region", { name: "Reports waiting to sync" });
  await expect(waiting(page)).toContainText(location);
  await expect(waiting(page)).toContainText("Waiting to sync");
  await expect(banner(page)).toContainText("2 changes queued");
  await expect(indicator(page)).toContainText("Offline");
  await expect(indicator(page)).toContainText("2 changes queued");

  // The tab is closed and opened again, still offline: the queue was kept on the device.
  await page.close();
  const again = await context.newPage();
  await again.goto("/scheduling");
  await expect(again.getByRole("heading", { level: 1, name: "Scheduling" })).toBeVisible();
  await expect(banner(again)).toContainText("2 changes queued");
  await openReports(again);
  await expect(waiting(again)).toContainText(location);

  await context.setOffline(false);
  await expect(banner(again)).toContainText("Back Online");
  await expect(indicator(again)).toHaveText("Online", { timeout: 15_000 });
  await expect.poll(async () => (await shiftsTitled(again, title, date)).length).toBe(1);
  expect(await incidentsAt(again, location)).toHaveLength(1);
  // Sent: it leaves the waiting list and stands in the reports like any other.
  await expect(waiting(again)).toBeHidden();
  await again.getByRole("tab", { name: "All Reports" }).click();
  await expect(again.getByRole("table", { name: "Incident reports" })).toContainText(location);
});

/** Two tabs of one member, both offline with the same queued write, reconnect at once: one record. */
test("the same queued write sent by two tabs at once is done once", async ({ page, context }) => {
  const title = `Twice drill ${Date.now().toString(36)}`;
  const date = inDays(3);
  await preparedOnline(page);
  await openScheduling(page);
  await context.setOffline(true);
  await createShiftOffline(page, title, date);

  const second = await context.newPage();
  await second.goto("/scheduling");
  await expect(banner(second)).toContainText("1 change queued");

  const [queued] = await queuedOnDevice(page);
  expect(queued).toMatchObject({ method: "POST", url: "/api/shifts" });

  // Both pages send the queue about one second after the connection returns, the same key from both.
  await context.setOffline(false);
  await expect(indicator(page)).toHaveText("Online", { timeout: 15_000 });
  await expect(indicator(second)).toHaveText("Online", { timeout: 15_000 });
  await expect.poll(async () => (await shiftsTitled(page, title, date)).length).toBe(1);

  // The same request sent again later (a retry whose first answer was lost): answered again, done once.
  const replayed = await page.request.post(queued.url, {
    headers: { ...sameOrigin, "Idempotency-Key": queued.id },
    data: queued.data,
  });
  expect(replayed.status()).toBe(201);
  expect(replayed.headers()["idempotent-replayed"]).toBe("true");
  expect(await shiftsTitled(page, title, date)).toHaveLength(1);
});

/** The writes queued on this device (IndexedDB, lib/offline-store.ts), oldest first. */
function queuedOnDevice(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ id: string; method: string; url: string; data: unknown }[]>((resolve, reject) => {
        const open = indexedDB.open("rollcall-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("queue").objectStore("queue").getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

test("an edit queued offline of a shift someone else changed meanwhile is refused, not overwriting theirs", async ({
  page,
  context,
}) => {
  const title = `Conflict drill ${Date.now().toString(36)}`;
  const day = otherDayThisWeek();
  await preparedOnline(page);
  const id = await scheduleOwnShift(page, title, `${day}T03:00`, `${day}T04:00`);
  await openScheduling(page);

  // The edit dialog loads the shift (and its version) while online; the signal goes while the member edits.
  const card = page.getByRole("article", { name: title, exact: true });
  await card.getByRole("button", { name: /^Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Shift" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await context.setOffline(true);
  await edit.getByLabel("Title").fill(`${title} (renamed offline)`);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(banner(page)).toContainText("1 change queued");

  // Meanwhile another officer moves it to another station.
  const moved = await page.request.patch(`/api/shifts/${id}`, {
    headers: sameOrigin,
    data: { assignment: "Station 9" },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await context.setOffline(false);
  await expect(page.getByText("A change could not be saved", { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(/^Update shift: Someone else changed this record/)).toBeVisible();
  await expect(indicator(page)).toHaveText("Online");
  const now = (await (await page.request.get(`/api/shifts/${id}`)).json()) as {
    title: string;
    assignment: string;
  };
  expect(now).toMatchObject({ title, assignment: "Station 9" });

  // The member sees both versions and chooses: their title over the current one, the other change kept.
  await page.getByRole("button", { name: "1 not saved" }).click();
  const unsaved = page.getByRole("dialog", { name: "Changes not saved" });
  const titleRow = unsaved.getByRole("row", { name: /^Title/ });
  await expect(titleRow.getByRole("cell").nth(0)).toHaveText(`${title} (renamed offline)`);
  await expect(titleRow.getByRole("cell").nth(1)).toHaveText(title);
  await expectAccessible(page);
  await unsaved.getByRole("button", { name: "Apply my change" }).click();
  await expect(page.getByText("Your change was saved", { exact: true })).toBeVisible();
  await expect(unsaved).toBeHidden();
  await expect(page.getByRole("button", { name: "1 not saved" })).toHaveCount(0);
  const chosen = (await (await page.request.get(`/api/shifts/${id}`)).json()) as {
    title: string;
    assignment: string;
  };
  expect(chosen).toMatchObject({ title: `${title} (renamed offline)`, assignment: "Station 9" });
});

/** A day of this week (Monday to Sunday, UTC like the demo agency) other than today: away from "now" shifts. */
function otherDayThisWeek() {
  const now = new Date();
  const monday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)),
  );
  const day = now.getUTCDay() === 1 ? new Date(monday.getTime() + 86_400_000) : monday;
  return day.toISOString().slice(0, 10);
}

test("a check-in made offline shows at once, waits to sync, and keeps the moment it was pressed", async ({
  page,
  context,
}) => {
  const title = `Basement standby ${Date.now().toString(36)}`;
  await signIn(page, demo.admin);
  await serviceWorkerReady(page);
  const start = new Date(Date.now() - 5 * 60_000);
  const id = await scheduleOwnShift(
    page,
    title,
    start.toISOString(),
    new Date(start.getTime() + 60 * 60_000).toISOString(),
  );
  await page.reload();

  const clock = page.getByRole("region", { name: "Time Clock" });
  const row = page
    .getByRole("region", { name: "Today's Shifts" })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(row.getByRole("button", { name: "Check In" })).toBeVisible();
  await context.setOffline(true);
  const pressed = Date.now();
  await row.getByRole("button", { name: "Check In" }).click();
  await expect(page.getByText("Request queued for when connection returns", { exact: true })).toBeVisible();
  await expect(clock.getByText("Currently On Duty")).toBeVisible();
  await expect(clock.getByText("Waiting to sync", { exact: true })).toBeVisible();
  await expect(clock.getByText(title)).toBeVisible();

  // Synced a while later: the check-in is the moment it was pressed, not the moment it arrived.
  await page.waitForTimeout(3000);
  await context.setOffline(false);
  await expect(clock.getByText("Waiting to sync", { exact: true })).toBeHidden({ timeout: 15_000 });
  await expect(clock.getByText("Currently On Duty")).toBeVisible();
  const shift = (await (await page.request.get(`/api/shifts/${id}`)).json()) as { actualStartTime: string };
  expect(Math.abs(Date.parse(shift.actualStartTime) - pressed)).toBeLessThan(2500);

  // Off duty again and the shift removed, so the time clock's own tests start from a member off duty.
  expect((await page.request.post(`/api/shifts/${id}/check-out`, { headers: sameOrigin })).status()).toBe(
    200,
  );
  expect((await page.request.delete(`/api/shifts/${id}`, { headers: sameOrigin })).status()).toBe(200);
});

test("a new version of the app installs beside the running one and takes over when the member reloads", async ({
  page,
  context,
}) => {
  // The worker script as deployed, then as the next deployment would serve it (other bytes, same app).
  let version = "1";
  await context.route("**/sw.js", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n// deployment ${version}\n` });
  });
  await signIn(page, demo.admin);
  await serviceWorkerReady(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  version = "2";
  const logged = page.waitForEvent("console", (message) =>
    message.text().includes("A new version of Rollcall"),
  );
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await logged;
  const offer = page
    .getByRole("region", { name: "Notifications (F8)" })
    .getByRole("listitem")
    .filter({ hasText: "New version available" });
  await expect(offer).toContainText("Reload to use the latest version of Rollcall.");

  const reloaded = page.waitForEvent("load");
  await offer.getByRole("button", { name: "Reload" }).click();
  await reloaded;
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const active = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: Boolean(registration?.waiting),
      controlled: Boolean(navigator.serviceWorker.controller),
    };
  });
  expect(active).toEqual({ waiting: false, controlled: true });
});

/** Whose reads the device holds: the user ids of every kept read (IndexedDB "rollcall-offline", store "reads"). */
async function keptReadOwners(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open("rollcall-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("reads").objectStore("reads").getAll();
          all.onsuccess = () => {
            resolve((all.result as { userId: string }[]).map((read) => read.userId));
            open.result.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

const memberId = async (page: Page) =>
  ((await (await page.request.get("/api/user")).json()) as { user: { id: string } }).user.id;

test("signing out clears what the device kept, and the next member on it sees only their own", async ({
  page,
  context,
}) => {
  await preparedOnline(page);
  const admin = await memberId(page);
  await expect.poll(async () => (await keptReadOwners(page)).includes(admin)).toBe(true);

  await page.getByRole("button", { name: "Log out" }).click();
  // Signed out, the visitor is on the public landing page, and the device keeps nothing of the admin's.
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("navigation", { name: "Page sections" })).toBeVisible();
  expect(await keptReadOwners(page)).toEqual([]);

  await signIn(page, demo.firefighter);
  const firefighter = await memberId(page);
  await openScheduling(page);
  await expect.poll(async () => (await keptReadOwners(page)).length).toBeGreaterThan(0);
  expect(new Set(await keptReadOwners(page))).toEqual(new Set([firefighter]));

  // Offline, the app is the firefighter's: their name, their schedule, nothing the admin had loaded.
  await context.setOffline(true);
  await page.goto("/scheduling");
  await expect(page.getByRole("heading", { level: 1, name: "Scheduling" })).toBeVisible();
  await expect(page.getByText("Firefighter", { exact: true }).first()).toBeVisible();
  expect(await keptReadOwners(page)).not.toContain(admin);
  await context.setOffline(false);
});

test("an incident edit made online on a copy someone changed meanwhile shows both versions, and the member keeps theirs", async ({
  page,
}) => {
  const location = `${Date.now().toString(36)} Mill Road`;
  await preparedOnline(page);
  const me = await memberId(page);
  const today = new Date().toISOString().slice(0, 10);
  const created = await page.request.post("/api/incidents", {
    headers: sameOrigin,
    data: {
      incidentType: "fire",
      reportDate: today,
      incidentDate: `${today}T02:00:00.000Z`,
      location,
      description: "Chimney fire, contained to the flue.",
      reportingOfficerId: me,
      priority: "medium",
      status: "draft",
      injuries: 0,
      fatalities: 0,
      propertyDamage: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, incidentNumber } = (await created.json()) as { id: string; incidentNumber: string };
  await page.goto("/incidents?tab=reports");
  await page.getByRole("button", { name: `Edit report ${incidentNumber}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Incident Report" });
  await expect(edit.getByLabel("Location", { exact: true })).toHaveValue(location);

  // While the dialog is open, another officer completes the report.
  const other = await page.request.patch(`/api/incidents/${id}`, {
    headers: sameOrigin,
    data: { status: "pending", description: "Chimney fire; flue cleaned by the owner's contractor." },
  });
  expect(other.status(), await other.text()).toBe(200);

  await edit
    .getByLabel("Description", { exact: true })
    .fill("Chimney fire, flue and attic checked with the camera.");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  // Refused as made on the older copy: the form closes and both versions are shown at once.
  await expect(edit).toBeHidden();
  const unsaved = page.getByRole("dialog", { name: "Changes not saved" });
  await expect(unsaved).toBeVisible();
  const row = unsaved.getByRole("row", { name: /^Description/ });
  await expect(row.getByRole("cell").nth(0)).toHaveText(
    "Chimney fire, flue and attic checked with the camera.",
  );
  await expect(row.getByRole("cell").nth(1)).toHaveText(
    "Chimney fire; flue cleaned by the owner's contractor.",
  );
  await unsaved.getByRole("button", { name: "Apply my change" }).click();
  await expect(page.getByText("Your change was saved", { exact: true })).toBeVisible();
  await expect(unsaved).toBeHidden();
  const now = (await (await page.request.get(`/api/incidents/${id}`)).json()) as {
    description: string;
    status: string;
  };
  expect(now.description).toBe("Chimney fire, flue and attic checked with the camera.");
  // The edit sends only what the member changed: the other officer's status stays.
  expect(now.status).toBe("pending");
});
