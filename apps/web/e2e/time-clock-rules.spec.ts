import { expect, type Locator, type Page, test } from "@playwright/test";
import { TIME_CLOCK_RULE_MESSAGES as R } from "@rollcall/shared/time-clock";
import {
  demo,
  expectAccessible,
  expectNoHorizontalScroll,
  memberOf,
  registerAgency,
  sameOrigin,
  signIn,
  signInRequests,
  startApp,
  uniqueEmail,
} from "./support";

const MINUTE = 60_000;
/** The agency keeps UTC (a new agency's zone): a moment as the screens show it. */
const hhmm = (iso: string) => new Date(iso).toISOString().slice(11, 16);
const card = (page: Page, title: string) => page.getByRole("region", { name: title });
/** What a punch detail says ("Punched:", "Rounded:", "Late start:"), within a card or a row. */
const detail = (scope: Locator, term: string) =>
  scope.getByRole("term").filter({ hasText: term }).locator("xpath=following-sibling::dd[1]");

/**
 * An agency of its own, so its rules touch no other test's punches. The admin rounds to 15 minutes (nearest) and
 * asks a reason beyond 10 minutes; a member on a phone checks in 40 minutes late, gives the reason, and sees the
 * rounded time beside the punch; checking out hours early asks again; payroll shows both times and the reasons.
 */
test("an admin sets time-clock rules; a member on a phone checks in late with a reason and sees the rounded time; payroll shows both", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const registered = await registerAgency(page, {
    headers: sameOrigin,
    data: {
      email: uniqueEmail("clock.admin"),
      password: "clock admin password 1",
      firstName: "Nora",
      lastName: "Vance",
      agencyName: "Cedar Ridge Fire",
      agencyType: "fire",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const member = await memberOf(page);

  // Settings → Time Clock Rules.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const rules = card(page, R.title);
  await rules.getByLabel("Round punches").selectOption("15");
  await rules.getByLabel("Rounding", { exact: true }).selectOption("nearest");
  await rules.getByLabel("Reason needed beyond (minutes)").fill("10");
  await rules.getByRole("button", { name: "Save Time Clock Rules" }).click();
  await expect(page.getByText(R.saved, { exact: true })).toBeVisible();
  await expectAccessible(page);
  const saved = await (await page.request.get("/api/time-clock/settings")).json();
  expect(saved).toMatchObject({ roundingMinutes: 15, roundingMode: "nearest", reasonThresholdMinutes: 10 });

  // The member's phone, signed in; a paid shift of theirs that started 40 minutes ago and lasts 4 hours.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInRequests(phone.request, member.email, member.password);
  const memberId = (await (await phone.request.get("/api/user")).json()).user.id;
  const start = new Date(Date.now() - 40 * MINUTE);
  const created = await page.request.post("/api/shifts", {
    headers: sameOrigin,
    data: {
      title: "Late Relief",
      userId: memberId,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 240 * MINUTE).toISOString(),
      assignment: "Engine 3",
      status: "scheduled",
      isPaid: true,
      hourlyRate: "30.00",
      isRecurring: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // On the phone's dashboard, Check In asks for the reason first.
  await phone.goto("/");
  await expect(phone.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await startApp(phone);
  const row = card(phone, "Today's Shifts").getByRole("listitem").filter({ hasText: "Late Relief" });
  await row.getByRole("button", { name: "Check In" }).click();
  const lateDialog = phone.getByRole("dialog", { name: R.lateStartTitle });
  await expect(lateDialog.getByText(R.lateStartReasonRequired(10))).toBeVisible();
  await lateDialog.getByRole("button", { name: "Check In" }).click();
  await expect(lateDialog.getByText(R.reasonRequired, { exact: true })).toBeVisible();
  await lateDialog.getByLabel(R.reasonLabel).fill("Engine 3 was at the shop");
  await expectAccessible(phone);
  await lateDialog.getByRole("button", { name: "Check In" }).click();
  await expect(phone.getByText("Checked in successfully", { exact: true })).toBeVisible();
  await expect(lateDialog).toBeHidden();

  const onDuty = (await (await phone.request.get("/api/time-clock/current-shift")).json()) as {
    actualStartTime: string;
    roundedStartTime: string;
  };
  expect(new Date(onDuty.roundedStartTime).getUTCMinutes() % 15).toBe(0);
  expect(
    Math.abs(Date.parse(onDuty.roundedStartTime) - Date.parse(onDuty.actualStartTime)),
  ).toBeLessThanOrEqual(7.5 * MINUTE);
  const clock = card(phone, "Time Clock");
  await expect(clock.getByText("Currently On Duty")).toBeVisible();
  await expect(detail(clock, `${R.raw}:`)).toHaveText(hhmm(onDuty.actualStartTime));
  await expect(detail(clock, `${R.rounded}:`)).toHaveText(hhmm(onDuty.roundedStartTime));
  await expect(detail(clock, `${R.lateStart}:`)).toHaveText("Engine 3 was at the shop");
  await expectNoHorizontalScroll(phone);
  await expectAccessible(phone);

  // Checking out hours before the end asks again.
  await clock.getByRole("button", { name: "Check Out" }).click();
  const earlyDialog = phone.getByRole("dialog", { name: R.earlyEndTitle });
  await earlyDialog.getByLabel(R.reasonLabel).fill("Called home");
  await earlyDialog.getByRole("button", { name: "Check Out" }).click();
  await expect(phone.getByText("Checked out successfully", { exact: true })).toBeVisible();
  await expect(clock.getByText("Not currently on duty")).toBeVisible();

  // The admin's payroll: the punches beside the rounded times, and both reasons.
  await page.goto("/payroll");
  await expect(page.getByRole("heading", { level: 1, name: "Payroll" })).toBeVisible();
  const table = page.getByRole("table");
  await table.getByRole("button", { name: "Show shifts of Casey Lund" }).click();
  const shiftRow = table.getByRole("row").filter({ hasText: "Late Relief" });
  await expect(detail(shiftRow, `${R.raw}:`)).toContainText(hhmm(onDuty.actualStartTime));
  await expect(detail(shiftRow, `${R.rounded}:`)).toContainText(hhmm(onDuty.roundedStartTime));
  await expect(detail(shiftRow, `${R.lateStart}:`)).toHaveText("Engine 3 was at the shop");
  await expect(detail(shiftRow, `${R.earlyEnd}:`)).toHaveText("Called home");
  await expectAccessible(page);
});

/**
 * The demo's automatic clock-out awaiting review: an admin finds it on payroll, marked, and reviews it.
 */
test("an admin reviews an automatic clock-out on payroll", async ({ page }) => {
  await signIn(page, demo.admin);
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
  const payroll = await (await page.request.get(`/api/payroll?startDate=${from}&endDate=${today}`)).json();
  const member = payroll.members.find((m: { shifts: { needsReview: boolean }[] }) =>
    m.shifts.some((s) => s.needsReview),
  );
  expect(member, "the demo's automatic clock-out").toBeTruthy();
  const shift = member.shifts.find((s: { needsReview: boolean }) => s.needsReview);

  await page.goto("/payroll");
  await expect(page.getByRole("heading", { level: 1, name: "Payroll" })).toBeVisible();
  await page.getByLabel("Start date").fill(from);
  await page.getByLabel("End date").fill(today);
  const table = page.getByRole("table");
  await table.getByRole("button", { name: `Show shifts of ${member.firstName} ${member.lastName}` }).click();
  const row = table.getByRole("row").filter({ has: page.getByText(R.needsReview, { exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(R.autoClockedOut, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await row.getByRole("button", { name: new RegExp(`^${R.markReviewed}`) }).click();
  await expect(page.getByText(R.reviewed, { exact: true })).toBeVisible();
  await expect(table.getByText(R.needsReview, { exact: true })).toHaveCount(0);
  // Still shown as clocked out by the time clock, and no longer waiting for anyone.
  const after = await (await page.request.get(`/api/payroll?startDate=${from}&endDate=${today}`)).json();
  const reviewed = after.members
    .flatMap((m: { shifts: { id: string }[] }) => m.shifts)
    .find((s: { id: string }) => s.id === shift.id);
  expect(reviewed).toMatchObject({ autoClockedOut: true, needsReview: false });
});

/**
 * The check-in distance: an admin sets it and the station's position; a member on a phone 2.4 km away is refused
 * with the reason and checks in once near; away at the end, an officer (here the admin) checks them out from the
 * board with a reason, which payroll shows.
 */
test("a member on a phone punches only near the station; an officer punches for them from the board", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const STATION = { latitude: 41.8781, longitude: -87.6298 };
  const FAR = { latitude: 41.9, longitude: -87.6298, accuracy: 15 };
  const NEAR = { latitude: 41.879, longitude: -87.6298, accuracy: 15 };
  const registered = await registerAgency(page, {
    headers: sameOrigin,
    data: {
      email: uniqueEmail("distance.admin"),
      password: "distance admin password 1",
      firstName: "Ines",
      lastName: "Morrow",
      agencyName: "Loop Fire District",
      agencyType: "fire",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const member = await memberOf(page);

  // The station's position in Assets → Stations' form, through its API here; the distance in Settings.
  const station = await page.request.post("/api/stations", {
    headers: sameOrigin,
    data: { name: "Station 7", number: "7", ...STATION },
  });
  expect(station.status(), await station.text()).toBe(201);
  const stationId = (await station.json()).id;
  await page.goto("/settings");
  const rules = card(page, R.title);
  await rules.getByLabel("Check-in distance (meters)").fill("200");
  await rules.getByRole("button", { name: "Save Time Clock Rules" }).click();
  await expect(page.getByText(R.saved, { exact: true })).toBeVisible();

  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    geolocation: FAR,
    permissions: ["geolocation"],
  });
  const phone = await phoneContext.newPage();
  await signInRequests(phone.request, member.email, member.password);
  const memberId = (await (await phone.request.get("/api/user")).json()).user.id;
  const start = new Date(Date.now() - 5 * MINUTE);
  const created = await page.request.post("/api/shifts", {
    headers: sameOrigin,
    data: {
      title: "Station 7 Day",
      userId: memberId,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 240 * MINUTE).toISOString(),
      stationId,
      status: "scheduled",
      isPaid: true,
      hourlyRate: "30.00",
      isRecurring: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const shiftId = (await created.json()).id;

  await phone.goto("/");
  await expect(phone.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await startApp(phone);
  const row = card(phone, "Today's Shifts").getByRole("listitem").filter({ hasText: "Station 7 Day" });
  await row.getByRole("button", { name: "Check In" }).click();
  await expect(phone.getByText(R.tooFar("2.4 km", "Station 7", "200 m"), { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(phone);
  await phoneContext.setGeolocation(NEAR);
  await row.getByRole("button", { name: "Check In" }).click();
  await expect(phone.getByText("Checked in successfully", { exact: true })).toBeVisible();
  await expect(card(phone, "Time Clock").getByText("Currently On Duty")).toBeVisible();

  // The officer's board: the member on duty at Station 7, checked out for them with the reason.
  await page.goto("/scheduling?tab=board");
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.getByRole("button", { name: /Casey Lund/ }).click();
  const dialog = page.getByRole("dialog", { name: "Move Casey Lund" });
  await dialog.getByRole("button", { name: R.checkOutFor }).click();
  await dialog.getByRole("button", { name: R.checkOutFor }).click();
  await expect(dialog.getByText(R.overrideRequired, { exact: true })).toBeVisible();
  await dialog.getByLabel(R.overrideLabel).fill("Transported the patient to County General");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: R.checkOutFor }).click();
  await expect(page.getByText(R.checkedOutFor("Casey Lund"), { exact: true })).toBeVisible();

  const today = new Date().toISOString().slice(0, 10);
  const payroll = await (await page.request.get(`/api/payroll?startDate=${today}&endDate=${today}`)).json();
  const worked = payroll.members.flatMap((m: { shifts: { id: string }[] }) => m.shifts);
  expect(worked.find((s: { id: string }) => s.id === shiftId)?.punchedBy).toEqual([
    { punch: "checkOut", byName: "Ines Morrow", reason: "Transported the patient to County General" },
  ]);
  await phoneContext.close();
});
