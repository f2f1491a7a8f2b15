import fs from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  dayFromToday,
  demo,
  expectAccessible,
  expectNoHorizontalScroll,
  mondayOf,
  sameOrigin,
  signIn,
  signInRequests,
} from "./support";

const SHOTS = "/tmp/pw-h4-shots";

/** A day (within the certificates' validity) when neither member has a shift between 07:00 and 19:00. */
async function freeDay(request: APIRequestContext, userIds: string[]) {
  for (let offset = 2; offset < 19; offset++) {
    const day = dayFromToday(offset);
    const res = await request.get(`/api/shifts?startDate=${dayFromToday(offset - 2).iso}&endDate=${day.iso}`);
    const shifts = (await res.json()) as {
      userId: string | null;
      startTime: string;
      endTime: string;
      status: string;
    }[];
    const from = Date.parse(`${day.iso}T07:00:00Z`);
    const to = Date.parse(`${day.iso}T19:00:00Z`);
    const busy = shifts.some(
      (s) =>
        s.userId &&
        userIds.includes(s.userId) &&
        s.status !== "cancelled" &&
        Date.parse(s.startTime) < to &&
        Date.parse(s.endTime) > from,
    );
    if (!busy) return day;
  }
  throw new Error("no free day for the trade");
}

async function openSchedule(page: Page, monday: string) {
  await page.goto(`/scheduling?week=${monday}`);
  await expect(page.getByRole("heading", { level: 1, name: "Scheduling" })).toBeVisible();
}

test("a member offers a shift, a colleague accepts, an officer approves: both schedules change live and the ledger shows the hours", async ({
  browser,
}) => {
  // Three members' browsers and an admin's: close to a minute on a 2-core machine.
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const tag = `${Date.now().toString(36)}${test.info().retry}`;
  const title = `Trade cover ${tag}`;

  const admin = await browser.newContext();
  await signInRequests(admin.request, demo.admin);
  const approval = await admin.request.patch("/api/staffing/settings", {
    data: { tradesRequireApproval: true },
    headers: sameOrigin,
  });
  expect(approval.status(), await approval.text()).toBe(200);

  const aContext = await browser.newContext();
  const a = await aContext.newPage();
  await signIn(a, demo.firefighter);
  const bContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const b = await bContext.newPage();
  await signIn(b, demo.emt);
  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  await signIn(officer, demo.officer);

  let busyShiftId: string | undefined;
  try {
    const aId = (await (await a.request.get("/api/user")).json()).user.id as string;
    const bId = (await (await b.request.get("/api/user")).json()).user.id as string;
    const day = await freeDay(officer.request, [aId, bId]);
    const made = await officer.request.post("/api/shifts", {
      headers: sameOrigin,
      data: { title, userId: aId, startTime: `${day.iso}T07:00`, endTime: `${day.iso}T19:00` },
    });
    expect(made.status(), await made.text()).toBe(201);
    const monday = mondayOf(day.iso);
    // The officer on an overlapping shift (already scheduled then, the shift is refused: just as busy).
    const me = (await (await officer.request.get("/api/user")).json()).user as {
      id: string;
      firstName: string;
      lastName: string;
    };
    const busy = await officer.request.post("/api/shifts", {
      headers: sameOrigin,
      data: {
        title: `Busy ${tag}`,
        userId: me.id,
        startTime: `${day.iso}T12:00`,
        endTime: `${day.iso}T23:00`,
      },
    });
    expect([201, 409], await busy.text()).toContain(busy.status());
    if (busy.status() === 201) busyShiftId = ((await busy.json()) as { id: string }).id;

    // Member A offers the shift to B from the shift's menu on the week view.
    await openSchedule(a, monday);
    const aCard = a.getByRole("article", { name: title });
    await expect(aCard).toContainText("Jordan Kim");
    await aCard.getByRole("button", { name: new RegExp(`^Actions for ${title}`) }).click();
    await a.getByRole("menuitem", { name: "Offer Trade" }).click();
    const dialog = a.getByRole("dialog", { name: "Offer Trade" });
    await dialog.getByLabel("Kind").selectOption("payback");
    await dialog.getByLabel("Offer to").selectOption({ label: "Priya Patel" });
    // Only colleagues who could take it: not the officer, on duty then.
    await expect(
      dialog.getByLabel("Offer to").getByRole("option", { name: `${me.firstName} ${me.lastName}` }),
    ).toHaveCount(0);
    await dialog.getByLabel("Note (optional)").fill("Kid's recital");
    await expectAccessible(a);
    await a.screenshot({ path: `${SHOTS}/offer-dialog-desktop.png` });
    await dialog.getByRole("button", { name: "Offer Trade" }).click();
    await expect(a.getByText("Trade offered", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(aCard).toContainText("Offered for trade");

    // Member B, on a phone, finds it on the trade board and accepts.
    await openSchedule(b, monday);
    await b.getByRole("tab", { name: "Trades" }).click();
    const offer = b
      .getByRole("listitem")
      .filter({ has: b.getByRole("article", { name: `${title}: Jordan Kim → you` }) });
    await expect(offer).toContainText("Pay back later");
    await expect(offer).toContainText("Kid's recital");
    await expectAccessible(b);
    await expectNoHorizontalScroll(b);
    await b.screenshot({ path: `${SHOTS}/trade-board-phone.png`, fullPage: true });
    await offer.getByRole("button", { name: "Accept" }).click();
    await expect(b.getByText("Trade accepted", { exact: true })).toBeVisible();
    await expect(
      b.getByRole("article", { name: `${title}: Jordan Kim → you` }).filter({ hasText: "Awaiting approval" }),
    ).toBeVisible();
    // B goes to the week view: still Jordan Kim's, offered for trade.
    await b.getByRole("tab", { name: "Week" }).click();
    const bCard = b.getByRole("article", { name: title });
    await expect(bCard).toContainText("Jordan Kim");
    await expect(bCard).toContainText("Offered for trade");
    await bCard.scrollIntoViewIfNeeded();
    await b.screenshot({ path: `${SHOTS}/week-offered-phone.png` });

    // The toast goes by itself after 5 s (Radix pauses it while its window is in the background): closed here,
    // if it is still up, before the card's screenshot.
    const offeredToast = a.getByRole("listitem").filter({ hasText: "Trade offered" });
    await offeredToast
      .getByRole("button", { name: "Close" })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await expect(offeredToast).toBeHidden();
    await aCard.screenshot({ path: `${SHOTS}/offered-card-desktop.png` });

    // The officer approves.
    await openSchedule(officer, monday);
    await officer.getByRole("tab", { name: "Trades" }).click();
    const waiting = officer
      .getByRole("listitem")
      .filter({ has: officer.getByRole("article", { name: `${title}: Jordan Kim → Priya Patel` }) })
      .filter({ hasText: "Awaiting approval" });
    await expectAccessible(officer);
    await officer.screenshot({ path: `${SHOTS}/awaiting-approval-desktop.png`, fullPage: true });
    await waiting.getByRole("button", { name: "Approve" }).click();
    await expect(officer.getByText("Trade approved", { exact: true })).toBeVisible();

    // Both open schedule pages show the shift as Priya Patel's, without a reload.
    await expect(aCard).toContainText("Priya Patel");
    await expect(aCard).not.toContainText("Offered for trade");
    await expect(bCard).toContainText("Priya Patel");
    await expect(bCard).not.toContainText("Offered for trade");
    await bCard.scrollIntoViewIfNeeded();
    await b.screenshot({ path: `${SHOTS}/week-after-phone.png` });

    // The ledger: A owes B the 12 hours, with the history under it.
    await a.getByRole("tab", { name: "Trades" }).click();
    const owed = a.getByText(/^You owe Priya Patel \d+ h$/);
    await expect(owed).toBeVisible();
    await owed.click();
    await expect(a.getByText(`Priya Patel worked your ${title}`)).toBeVisible();
    await expectAccessible(a);
    await a.screenshot({ path: `${SHOTS}/ledger-desktop.png`, fullPage: true });
    await b.getByRole("tab", { name: "Trades" }).click();
    await expect(b.getByText(/^Jordan Kim owes you \d+ h$/)).toBeVisible();
    await b.screenshot({ path: `${SHOTS}/ledger-phone.png`, fullPage: true });

    // From the tab, the dialog asks which of the member's own upcoming shifts to offer.
    await b.getByRole("button", { name: "Offer Trade" }).click();
    const fromTab = b.getByRole("dialog", { name: "Offer Trade" });
    await expect(fromTab.getByLabel("Shift")).toBeVisible();
    await fromTab.getByLabel("Kind").selectOption("swap");
    await expect(fromTab.getByLabel("Their shift you work in return")).toBeVisible();
    await expectAccessible(b);
    await expectNoHorizontalScroll(b);
    await b.screenshot({ path: `${SHOTS}/offer-dialog-phone.png` });
    await fromTab.getByRole("button", { name: "Cancel" }).click();
    await expect(fromTab).toBeHidden();
  } finally {
    if (busyShiftId) await admin.request.delete(`/api/shifts/${busyShiftId}`, { headers: sameOrigin });
    await admin.request.patch("/api/staffing/settings", {
      data: { tradesRequireApproval: false },
      headers: sameOrigin,
    });
    await Promise.all([admin.close(), aContext.close(), bContext.close(), officerContext.close()]);
  }
});
