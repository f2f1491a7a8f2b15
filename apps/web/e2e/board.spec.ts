import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Board, BoardCandidate, BoardPosition } from "@rollcall/shared/board";
import type { StaffingGap } from "@rollcall/shared/staffing";
import { demo, expectAccessible, expectNoHorizontalScroll, sameOrigin, signIn } from "./support";

// Issue 44: an officer runs the day's board on a phone; every other open board follows within two seconds.
const phone = { width: 390, height: 844 };
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** "HH:mm" of a local "yyyy-MM-ddTHH:mm" plus `hours`, on a 24-hour clock. */
function laterTime(local: string, hours: number) {
  const [h, m] = local.slice(11, 16).split(":").map(Number);
  const minutes = (h * 60 + m + hours * 60) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>, status = 200): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return (status === 204 ? undefined : await res.json()) as T;
}

/**
 * A station of the test's own, so the demo's board stays as other tests find it: Engine 9x with a seat that needs
 * Driver/Operator and a firefighter's seat, and a rule that the firefighter's seat be filled for two hours today.
 */
async function addStation(admin: APIRequestContext, localNow: string) {
  const tag = Date.now().toString(36).slice(-4);
  const station = await ok<{ id: string; name: string }>(
    await admin.post("/api/stations", {
      data: { name: `Station 9${tag}`, number: `9${tag}`, address: "90 Harbor Road" },
      headers: sameOrigin,
    }),
    201,
  );
  const unit = await ok<{ id: string; name: string }>(
    await admin.post("/api/equipment", {
      data: { name: `Engine 9${tag}`, type: "engine", status: "in_service", stationId: station.id },
      headers: sameOrigin,
    }),
    201,
  );
  const seats = await ok<Array<{ id: string; name: string }>>(
    await admin.put(`/api/equipment/${unit.id}/positions`, {
      data: {
        positions: [
          { name: "Driver/Operator", requiredCertifications: ["Driver/Operator"] },
          { name: "Firefighter", requiredCertifications: [] },
        ],
      },
      headers: sameOrigin,
    }),
  );
  const today = localNow.slice(0, 10);
  const rule = await ok<{ id: string; name: string }>(
    await admin.post("/api/staffing/rules", {
      data: {
        name: `Engine 9${tag} firefighter`,
        minimumStaff: 1,
        startTime: laterTime(localNow, 1),
        endTime: laterTime(localNow, 3),
        daysOfWeek: [WEEKDAYS[new Date(`${today}T12:00:00Z`).getUTCDay()]],
        positionId: seats[1].id,
      },
      headers: sameOrigin,
    }),
    201,
  );
  return { station, unit, driver: seats[0], firefighter: seats[1], rule, today };
}

const seatButton = (page: Page, unit: string, seat: string) =>
  page
    .getByRole("article", { name: unit })
    .getByRole("button")
    .filter({ has: page.getByText(seat, { exact: true }) });

async function openBoard(page: Page) {
  await page.goto("/scheduling?tab=board");
  await expect(page.getByRole("tab", { name: "Board", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
}

const candidatesOf = async (request: APIRequestContext, seat: { id: string }) =>
  ok<BoardCandidate[]>(await request.get(`/api/board/candidates?positionId=${seat.id}`));

const gapsOf = async (request: APIRequestContext, day: string, ruleId: string) =>
  (await ok<StaffingGap[]>(await request.get(`/api/staffing/gaps?startDate=${day}&endDate=${day}`))).filter(
    (g) => g.ruleId === ruleId,
  );

test("an officer on a phone fills an open seat; another board shows it within two seconds; the week view and the gaps agree; refusals say why", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(phone);
  await signIn(page, demo.officer);

  // The second board: an admin at a desk, who also sets the test's station up.
  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = await deskContext.newPage();
  await signIn(desk, demo.admin);
  await openBoard(desk);
  const localNow = await desk.getByLabel("Date and time").inputValue();
  const setup = await addStation(desk.request, localNow);
  const cleanup: Array<() => Promise<unknown>> = [
    () => desk.request.delete(`/api/staffing/rules/${setup.rule.id}`, { headers: sameOrigin }),
    () => desk.request.delete(`/api/equipment/${setup.unit.id}`, { headers: sameOrigin }),
    () => desk.request.delete(`/api/stations/${setup.station.id}`, { headers: sameOrigin }),
  ];
  try {
    // Someone off duty to call in, and someone to double-book (the test takes both shifts away again).
    const candidates = await candidatesOf(page.request, setup.firefighter);
    const offDuty = candidates.filter((c) => c.eligible && !c.shiftId && c.role !== "admin");
    expect(offDuty.length, "two members off duty who may ride").toBeGreaterThanOrEqual(2);
    const [callIn, busy] = offDuty;
    const soon = await ok<{ id: string }>(
      await desk.request.post("/api/shifts", {
        data: {
          title: "Hydrant testing",
          userId: busy.userId,
          startTime: new Date(Date.now() + 2 * 3_600_000).toISOString(),
          endTime: new Date(Date.now() + 4 * 3_600_000).toISOString(),
        },
        headers: sameOrigin,
      }),
      201,
    );
    cleanup.unshift(() => desk.request.delete(`/api/shifts/${soon.id}`, { headers: sameOrigin }));

    // The officers' dashboard names the open seats and leads to the board.
    await page.goto("/");
    const card = page.getByRole("region", { name: "Today's board" });
    await expect(card).toContainText(`${setup.unit.name} · Firefighter`);
    await card.getByRole("link", { name: "Open the board" }).click();
    await expect(page).toHaveURL(/\/scheduling\?tab=board$/);
    await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);

    // Both seats of the new unit are open, in red with the reason, on both boards.
    for (const board of [page, desk])
      for (const seat of ["Driver/Operator", "Firefighter"])
        await expect(seatButton(board, setup.unit.name, seat)).toContainText("No one scheduled");
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    // The week view's staffing gap for the seat, before.
    const gapsBefore = await gapsOf(desk.request, setup.today, setup.rule.id);
    expect(gapsBefore.length).toBe(1);

    // An unqualified member is refused the driver's seat, with the reason, in the board and in the API.
    await seatButton(page, setup.unit.name, "Driver/Operator").click();
    let dialog = page.getByRole("dialog", { name: `Fill ${setup.unit.name} · Driver/Operator` });
    await expect(dialog).toBeVisible();
    const driverCandidates = await candidatesOf(page.request, setup.driver);
    const unqualified = driverCandidates.find((c) =>
      c.reason?.includes("does not hold a valid Driver/Operator"),
    );
    expect(unqualified, "a member without Driver/Operator").toBeTruthy();
    if (!unqualified) return;
    const unqualifiedName = `${unqualified.firstName} ${unqualified.lastName}`;
    const unqualifiedRow = dialog.getByRole("button").filter({ hasText: unqualifiedName });
    await expect(unqualifiedRow).toContainText(unqualified.reason ?? "");
    await unqualifiedRow.click();
    await expect(dialog.getByRole("alert")).toHaveText(unqualified.reason ?? "");
    const refusedByApi = await page.request.post("/api/board/moves", {
      data: {
        userId: unqualified.userId,
        positionId: setup.driver.id,
        ...(unqualified.shiftId
          ? { shiftId: unqualified.shiftId }
          : { startTime: unqualified.startTime, endTime: unqualified.endTime }),
      },
      headers: sameOrigin,
    });
    expect(refusedByApi.status()).toBe(409);
    expect((await refusedByApi.json()).message).toBe(unqualified.reason);
    await dialog.getByRole("button", { name: "Close" }).click();

    // A member with a shift in two hours is refused a twelve-hour call-in: double booking, said the same way.
    await seatButton(page, setup.unit.name, "Firefighter").click();
    dialog = page.getByRole("dialog", { name: `Fill ${setup.unit.name} · Firefighter` });
    const busyRow = dialog.getByRole("button").filter({ hasText: `${busy.firstName} ${busy.lastName}` });
    await expect(busyRow).toContainText(`${busy.firstName} ${busy.lastName} is already on`);
    await busyRow.click();
    await expect(dialog.getByRole("alert")).toContainText(`${busy.firstName} ${busy.lastName} is already on`);

    // The officer calls a member in; the desk's board shows them in the seat within two seconds.
    const callInName = `${callIn.firstName} ${callIn.lastName}`;
    const moved = page.waitForResponse(
      (r) => r.url().endsWith("/api/board/moves") && r.request().method() === "POST",
    );
    await dialog.getByRole("button").filter({ hasText: callInName }).click();
    const answer = await moved;
    expect(answer.status(), await answer.text()).toBe(201);
    const { shiftId } = (await answer.json()) as { shiftId: string };
    cleanup.unshift(() => desk.request.delete(`/api/shifts/${shiftId}`, { headers: sameOrigin }));
    const seen = Date.now();
    await expect(seatButton(desk, setup.unit.name, "Firefighter")).toContainText(callInName, {
      timeout: 2_000,
    });
    test.info().annotations.push({ type: "live update", description: `${Date.now() - seen} ms` });
    await expect(dialog).toBeHidden();
    await expect(seatButton(page, setup.unit.name, "Firefighter")).toContainText(callInName);
    await expect(page.getByRole("region", { name: "Today's moves" })).toContainText(callInName);
    await page.screenshot({ path: test.info().outputPath("board-phone.png"), fullPage: true });

    // The schedule agrees: the API's board, the gaps (none left for the seat's rule), and the week view.
    const after = await ok<Board>(await desk.request.get("/api/board"));
    const seat = after.stations
      .flatMap((s) => s.apparatus)
      .find((a) => a.id === setup.unit.id)
      ?.positions.find((p) => p.id === setup.firefighter.id) as BoardPosition;
    expect(seat.rider?.userId).toBe(callIn.userId);
    expect(await gapsOf(desk.request, setup.today, setup.rule.id)).toEqual([]);
    await page.getByRole("tab", { name: "Week" }).click();
    const shiftCard = page
      .getByRole("main")
      .locator("li, article")
      .filter({ hasText: `${setup.unit.name} · Firefighter` })
      .filter({ hasText: callInName });
    await expect(shiftCard.first()).toBeVisible();
  } finally {
    for (const step of cleanup) await step();
    await deskContext.close();
  }
});
