import { expect, test } from "@playwright/test";
import {
  dayFromToday,
  demo,
  expectAccessible,
  expectNoHorizontalScroll,
  mondayOf,
  openLeaveTab,
  sameOrigin,
  signIn,
} from "./support";

test("a member requests leave, an officer approves it, the member's shift becomes open and the leave shows on the schedule", async ({
  browser,
}) => {
  // Two members' browsers and the schedule's live updates: longer than one screen's test on a busy machine.
  test.setTimeout(180_000);
  // Each attempt (a retry included) takes its own day, so an earlier attempt's leave never overlaps it.
  const offset = 150 + test.info().retry * 9;
  const leaveDay = dayFromToday(offset);
  const title = `Engine 1 cover ${offset}`;

  // The officer prepares the day: a shift of Jordan Kim's and enough vacation hours.
  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  await signIn(officer, demo.officer);
  const firefighterContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const member = await firefighterContext.newPage();
  await signIn(member, demo.firefighter);
  const { user } = await (await member.request.get("/api/user")).json();

  const shift = await officer.request.post("/api/shifts", {
    headers: sameOrigin,
    data: {
      title,
      userId: user.id,
      startTime: `${leaveDay.iso}T07:00`,
      endTime: `${leaveDay.iso}T19:00`,
      allowOverlap: true,
    },
  });
  expect(shift.status(), await shift.text()).toBe(201);
  const shiftId = (await shift.json()).id as string;
  const balance = await officer.request.put("/api/leave-balances", {
    headers: sameOrigin,
    data: { userId: user.id, type: "vacation", hours: 203, reason: "Hours carried over from the old system" },
  });
  expect(balance.status(), await balance.text()).toBe(200);

  // The member, on a phone, asks for the day.
  await openLeaveTab(member);
  // An odd figure: the demo's sick leave accrues in whole 8 h months, so no other balance shows it.
  await expect(member.getByText("203 h")).toBeVisible();
  await member.getByRole("button", { name: "Request Leave" }).click();
  const dialog = member.getByRole("dialog", { name: "Request Leave" });
  await dialog.getByLabel("Type").selectOption("sick");
  await expect(dialog.getByText("Sick leave needs no notice.").first()).toBeVisible();
  await dialog.getByLabel("Type").selectOption("vacation");
  await dialog.getByLabel("First day").fill(leaveDay.iso);
  await dialog.getByLabel("Last day").fill(leaveDay.iso);
  await dialog.getByLabel("Notes (optional)").fill("Brother's wedding");
  await expectAccessible(member);
  await member.screenshot({ path: "/tmp/leave-shots/leave-request-phone.png" });
  await dialog.getByRole("button", { name: "Request Leave" }).click();
  await expect(member.getByText("Leave requested", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const mine = member.getByRole("article", { name: `Vacation leave, ${leaveDay.shown}` });
  await expect(mine).toContainText("Pending");
  await expect(mine).toContainText("12 h");
  await expectAccessible(member);
  await expectNoHorizontalScroll(member);
  await member.screenshot({ path: "/tmp/leave-shots/leave-member-phone.png", fullPage: true });

  // The officer approves it from the queue, warned of what it does.
  await openLeaveTab(officer);
  const leaveName = `Jordan Kim: Vacation leave, ${leaveDay.shown}`;
  const queue = officer.getByRole("region", { name: "Waiting for a Decision" });
  const queued = queue.getByRole("article", { name: leaveName });
  await expect(queued).toContainText("Brother's wedding");
  const row = queue.getByRole("listitem").filter({ has: officer.getByRole("article", { name: leaveName }) });
  await officer.screenshot({ path: "/tmp/leave-shots/leave-officer.png", fullPage: true });
  await row.getByRole("button", { name: "Approve" }).click();
  const approve = officer.getByRole("dialog", { name: "Approve Leave" });
  await expect(approve).toContainText("12 h");
  await expect(approve).toContainText(
    "12 h for 1 shift of Jordan Kim's starting in those days. It becomes an open shift; managers are notified.",
  );
  // Nobody else works that day: the member's leave leaves the engine company short, and the officer is told.
  await expect(approve).toContainText("Approving leaves Engine company short");
  await expectAccessible(officer);
  await officer.screenshot({ path: "/tmp/leave-shots/leave-approve.png" });
  await approve.getByRole("button", { name: /^Approve/ }).click();
  await expect(officer.getByText("Leave approved", { exact: true })).toBeVisible();
  await expect(approve).toBeHidden();
  await expect(queued).toBeHidden();
  await expect(
    officer.getByRole("region", { name: "Upcoming Leave" }).getByRole("article", { name: leaveName }),
  ).toContainText("Approved");

  // The shift is an open shift now, with the reason.
  const opened = await (await officer.request.get(`/api/shifts/${shiftId}`)).json();
  expect(opened).toMatchObject({ status: "open", userId: null });
  await officer.getByRole("tab", { name: /Open Shifts/ }).click();
  await expect(officer.getByText(title).first()).toBeVisible();

  // The week view marks the day for the officer and for the member.
  const week = `/scheduling?week=${mondayOf(leaveDay.iso)}`;
  await officer.goto(week);
  const dayName = new Date(`${leaveDay.iso}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  await expect(
    officer.getByRole("region", { name: dayName }).getByText("On leave: Vacation").first(),
  ).toBeVisible();
  await expect(officer.getByRole("region", { name: dayName })).toContainText("Jordan Kim");
  // The gap the leave opened shows on the schedule, and a call-back for the opened shift is already running.
  await expect(officer.getByRole("region", { name: dayName })).toContainText("Needs 4 more people");
  const callbacks = (await (await officer.request.get("/api/callbacks")).json()) as Array<{
    status: string;
    shift: { id: string };
  }>;
  expect(callbacks.filter((c) => c.shift.id === shiftId && c.status === "open")).toHaveLength(1);
  await officer.screenshot({ path: "/tmp/leave-shots/leave-week.png", fullPage: true });

  await member.goto(week);
  await expect(member.getByRole("region", { name: dayName }).getByText("On leave: Vacation")).toBeVisible();
  await expectNoHorizontalScroll(member);
  await member.getByRole("region", { name: dayName }).scrollIntoViewIfNeeded();
  await member.screenshot({ path: "/tmp/leave-shots/leave-week-phone.png" });
  await openLeaveTab(member);
  await expect(mine).toContainText("Approved");
  await expect(member.getByText("191 h")).toBeVisible();

  // The officer sets a balance, on a phone.
  await officer.setViewportSize({ width: 390, height: 844 });
  await openLeaveTab(officer);
  await expectNoHorizontalScroll(officer);
  await officer
    .getByRole("region", { name: "Upcoming Leave" })
    .screenshot({ path: "/tmp/leave-shots/leave-upcoming-phone.png" });
  await officer.getByRole("button", { name: "Set balances of Jordan Kim" }).click();
  const set = officer.getByRole("dialog", { name: "Set Leave Balances" });
  await set.getByLabel("Sick (hours)").fill("40.5");
  await set.getByLabel("Reason").fill("Sick hours agreed at the contract review");
  await expectAccessible(officer);
  await officer.screenshot({ path: "/tmp/leave-shots/leave-set-phone.png" });
  await set.getByRole("button", { name: "Save Balances" }).click();
  await expect(officer.getByText("Balance saved", { exact: true })).toBeVisible();
  await expect(set).toBeHidden();
  await expect(officer.getByRole("article", { name: "Jordan Kim", exact: true })).toContainText("40.5 h");

  await officerContext.close();
  await firefighterContext.close();
});

test("the untouched Request Leave form files nothing and says what each field needs", async ({ browser }) => {
  for (const [device, viewport] of [
    ["desktop", { width: 1280, height: 800 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, demo.emt);
    const posted: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/leave-requests")) posted.push(r.url());
    });
    await openLeaveTab(page);
    await page.getByRole("button", { name: "Request Leave" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Leave" });
    // Nothing is chosen for the member.
    await expect(dialog.getByLabel("Type")).toHaveValue("");
    await expect(dialog.getByLabel("First day")).toHaveValue("");
    await expect(dialog.getByLabel("Last day")).toHaveValue("");
    await dialog.getByRole("button", { name: "Request Leave" }).click();
    for (const message of ["Leave type is required", "Start date is required", "End date is required"])
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(posted).toEqual([]);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `/tmp/leave-shots/leave-untouched-${device}.png` });
    await context.close();
  }
});

test("the approve dialog says what leave draws: the shift ending that morning is the day before's", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A weekday of its own per attempt, after the night shift of the evening before.
  let offset = 220 + test.info().retry * 9;
  while ([0, 6].includes(new Date(`${dayFromToday(offset).iso}T00:00:00Z`).getUTCDay())) offset++;
  const leaveDay = dayFromToday(offset);
  const eve = dayFromToday(offset - 1);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, demo.emt);
  const { user } = await (await member.request.get("/api/user")).json();
  const name = `${user.firstName} ${user.lastName}`;
  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  await signIn(officer, demo.officer);
  const night = await officer.request.post("/api/shifts", {
    headers: sameOrigin,
    data: {
      title: `Medic night ${offset}`,
      userId: user.id,
      startTime: `${eve.iso}T19:00`,
      endTime: `${leaveDay.iso}T07:00`,
      allowOverlap: true,
    },
  });
  expect(night.status(), await night.text()).toBe(201);
  const asked = await member.request.post("/api/leave-requests", {
    headers: sameOrigin,
    data: { type: "personal", startDate: leaveDay.iso, endDate: leaveDay.iso },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  // The night shift started the evening before: the day draws the standard 8 h, not the night's 12.
  expect((await asked.json()).hours).toBe(8);

  await openLeaveTab(officer);
  const leaveName = `${name}: Personal leave, ${leaveDay.shown}`;
  const row = officer
    .getByRole("region", { name: "Waiting for a Decision" })
    .getByRole("listitem")
    .filter({ has: officer.getByRole("article", { name: leaveName }) });
  await row.getByRole("button", { name: "Approve" }).click();
  const approve = officer.getByRole("dialog", { name: "Approve Leave" });
  await expect(approve).toContainText(
    `No shift of ${name}'s starts in those days: 1 weekday at the standard 8 h a day.`,
  );
  await expect(approve.getByText("8 h", { exact: true })).toBeVisible();
  await expect(approve).not.toContainText("no scheduled shifts");
  await expectAccessible(officer);
  await officer.screenshot({ path: "/tmp/leave-shots/leave-approve-standard-day.png" });
  await officer.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(officer);
  await officer.screenshot({ path: "/tmp/leave-shots/leave-approve-standard-day-phone.png" });
  await approve.getByRole("button", { name: "Cancel" }).click();
  // Deny it again, so the demo's queue stays as it was.
  expect(
    (
      await officer.request.patch(`/api/leave-requests/${(await asked.json()).id}`, {
        headers: sameOrigin,
        data: { status: "denied" },
      })
    ).status(),
  ).toBe(200);
  await officerContext.close();
  await memberContext.close();
});
