import { type APIRequestContext, expect, type Page, request as requests, test } from "@playwright/test";
import type { Board, MyDay } from "@rollcall/shared/board";
import {
  demo,
  expectAccessible,
  expectNoHorizontalScroll,
  sameOrigin,
  signIn,
  signInRequests,
} from "./support";

// Issue 44: a member on a phone opens Scheduling on their own day (today's unit, position and crew), offline too.
// The offline part needs the app's service worker (the other specs block it: playwright.config.ts).
test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });

const banner = (page: Page) => page.getByRole("status", { name: /^(Working Offline|Back Online)$/ });
const seatOf = (s: {
  equipmentName: string | null;
  positionName: string | null;
  stationName: string | null;
}) =>
  s.equipmentName
    ? s.positionName
      ? `${s.equipmentName} · ${s.positionName}`
      : s.equipmentName
    : s.stationName;

/**
 * The demo's platoons take turns, so the firefighter's platoon may be off today: then an officer calls them in
 * through the board, into an open seat they may ride, for the next three hours (a crew rides that unit).
 */
async function rideToday(member: APIRequestContext) {
  const day = (await (await member.get("/api/board/my-day")).json()) as MyDay;
  if (day.today.length) return;
  const { user } = (await (await member.get("/api/user")).json()) as { user: { id: string } };
  const userId = user.id;
  const officer = await requests.newContext({ baseURL: sameOrigin.origin, extraHTTPHeaders: sameOrigin });
  await signInRequests(officer, demo.officer);
  const board = (await (await officer.get("/api/board")).json()) as Board;
  const now = Date.now();
  for (const unit of board.stations.flatMap((s) => s.apparatus)) {
    if (!unit.inService || !unit.positions.some((p) => p.rider)) continue;
    for (const seat of unit.positions.filter((p) => p.state === "open" && !p.openShiftId)) {
      // Three hours, so the call-in ends before the next platoon takes the seat; a refusal tries the next seat.
      const res = await officer.post("/api/board/moves", {
        data: {
          userId,
          positionId: seat.id,
          startTime: new Date(now).toISOString(),
          endTime: new Date(now + 3 * 3_600_000).toISOString(),
        },
      });
      if (res.status() === 409) continue;
      expect(res.status(), await res.text()).toBe(201);
      await officer.dispose();
      return;
    }
  }
  throw new Error("no open seat the firefighter may ride today");
}

/** Today's card and its crew as the member reads them, held against what the server says of their day. */
async function expectToday(page: Page, day: MyDay) {
  const shift = day.today[0];
  const seat = seatOf(shift) ?? shift.title;
  const card = page.getByRole("article", { name: `Today: ${seat}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole("heading", { name: seat })).toBeVisible();
  if (shift.equipmentName && shift.stationName) await expect(card).toContainText(shift.stationName);
  const crew = card.getByRole("list", { name: "Crew" });
  for (const member of shift.crew) {
    const row = crew.getByRole("listitem").filter({ hasText: `${member.firstName} ${member.lastName}` });
    await expect(row).toBeVisible();
    if (member.positionName) await expect(row).toContainText(member.positionName);
    if (member.equipmentName) await expect(row).toContainText(member.equipmentName);
  }
  return card;
}

test("on a phone a firefighter opens Scheduling on My schedule: today's unit, position and crew, offline too", async ({
  page,
  context,
}) => {
  await signIn(page, demo.firefighter);
  await rideToday(page.request);
  const res = await page.request.get("/api/board/my-day");
  expect(res.status(), await res.text()).toBe(200);
  const day = (await res.json()) as MyDay;
  // The demo seats the firefighter today on an apparatus with a crew.
  expect(day.today.length, "the demo firefighter rides today").toBeGreaterThan(0);
  expect(day.today[0].equipmentName).toBeTruthy();
  expect(day.today[0].positionName).toBeTruthy();
  expect(day.today[0].crew.length).toBeGreaterThan(0);

  // The dashboard's Today's Shifts leads to it.
  const todays = page.getByRole("region", { name: "Today's Shifts" });
  await todays.getByRole("link", { name: "My schedule" }).click();
  await expect(page).toHaveURL(/\/scheduling\?tab=mine$/);
  await expectToday(page, day);

  // The bare address opens on it too, on a phone: the My schedule tab chosen, today's seat on the first screen.
  await page.goto("/scheduling");
  await expect(page.getByRole("tab", { name: "My schedule" })).toHaveAttribute("aria-selected", "true");
  const card = await expectToday(page, day);
  await expect(card.getByRole("heading", { name: seatOf(day.today[0]) ?? "" })).toBeInViewport();
  // A firefighter is no officer: no Board tab.
  await expect(page.getByRole("tab", { name: "Board", exact: true })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath("my-schedule-phone.png"), fullPage: true });

  // The agency's week is a tap away.
  await page.getByRole("link", { name: "Agency week" }).click();
  await expect(page).toHaveURL(/\?tab=week$/);
  await expect(page.getByRole("tab", { name: "Week" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("region", { name: /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, / })).toHaveCount(
    7,
  );

  // Offline: the service worker has the app and the device the member's day; a reload shows the same screen.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto("/scheduling");
  await expectToday(page, day);
  await context.setOffline(true);
  await expect(banner(page)).toContainText("Working Offline");
  await page.reload();
  await expect(page.getByRole("tab", { name: "My schedule" })).toHaveAttribute("aria-selected", "true");
  await expectToday(page, day);
  await expect(page.getByText("Offline: shown as this device last saw it")).toBeVisible();
  await expect(banner(page)).toContainText("Working Offline");
  await page.screenshot({ path: test.info().outputPath("my-schedule-phone-offline.png"), fullPage: true });
  await context.setOffline(false);
});

test("on a larger screen Scheduling still opens on the agency's week, My schedule one tab away", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demo.firefighter);
  await page.goto("/scheduling");
  await expect(page.getByRole("tab", { name: "Week" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "My schedule" }).click();
  await expect(page).toHaveURL(/\?tab=mine$/);
  await expect(page.getByRole("heading", { name: "Next shifts" })).toBeVisible();
});
