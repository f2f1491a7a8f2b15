import fs from "node:fs";
import { expect, test } from "@playwright/test";
import {
  DEMO_PASSWORD,
  dayFromToday,
  demo,
  expectAccessible,
  expectNoHorizontalScroll,
  mondayOf,
  sameOrigin,
  signIn,
} from "./support";

const SHOTS = "/tmp/pw-h5-shots";

type Offer = {
  userId: string;
  position: number;
  status: string;
  member: { firstName: string; lastName: string };
};
type Callback = { id: string; shift: { title: string }; offers: Offer[] };

test("an officer starts a call-back for an open shift; the first member accepts and the shift is theirs", async ({
  browser,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const tag = `${Date.now().toString(36)}${test.info().retry}`;
  const title = `Overtime ${tag}`;
  const day = dayFromToday(30 + (Date.now() % 7));

  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  await signIn(officer, demo.officer);
  const me = (await (await officer.request.get("/api/user")).json()).user as { id: string; agencyId: string };

  // An open shift: the officer's own, offered for coverage.
  const made = await officer.request.post("/api/shifts", {
    headers: sameOrigin,
    data: { title, userId: me.id, startTime: `${day.iso}T07:00`, endTime: `${day.iso}T19:00` },
  });
  expect(made.status(), await made.text()).toBe(201);
  const shiftId = (await made.json()).id as string;
  const opened = await officer.request.post(`/api/shifts/${shiftId}/request-coverage`, {
    headers: sameOrigin,
    data: { reason: "Short on the engine" },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  let memberContext: Awaited<ReturnType<typeof browser.newContext>> | undefined;
  try {
    // The officer starts the call-back from the Call-back tab.
    await officer.goto("/scheduling");
    await officer.getByRole("tab", { name: "Call-back" }).click();
    const row = officer
      .getByRole("region", { name: "Needs Filling" })
      .getByRole("listitem")
      .filter({ hasText: title });
    await row.getByRole("button", { name: "Start Call-back" }).click();
    await expect(officer.getByText("Call-back started", { exact: true })).toBeVisible();
    await expect(row.getByText("Call-back open")).toBeVisible();

    // Who is first, and why.
    const list = (await (await officer.request.get("/api/callbacks")).json()) as Callback[];
    const cb = list.find((c) => c.shift.title === title);
    expect(cb).toBeTruthy();
    const first = cb?.offers.find((o) => o.position === 1) as Offer;
    expect(first.status).toBe("offered");
    const card = officer.getByRole("listitem").filter({ has: officer.getByRole("heading", { name: title }) });
    await expect(card.getByRole("table")).toContainText(`${first.member.firstName} ${first.member.lastName}`);
    await expect(card.getByRole("table")).toContainText("overtime hours this quarter");
    await card.getByRole("button", { name: "History" }).click();
    await expect(card.getByRole("list", { name: "Call-back history" })).toContainText("Call-back started");
    await expectAccessible(officer);
    await officer.screenshot({ path: `${SHOTS}/callback-officer-desktop.png`, fullPage: true });

    // The first member, on a phone, sees the offer and accepts it.
    const team = (await (await officer.request.get(`/api/agencies/${me.agencyId}/users`)).json()) as {
      id: string;
      email: string;
    }[];
    const email = team.find((m) => m.id === first.userId)?.email as string;
    expect(email).toBeTruthy();
    memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const member = await memberContext.newPage();
    await signIn(member, email, DEMO_PASSWORD);
    // The offer's link (in its SMS, push and email) opens the Call-back tab itself.
    await member.goto("/scheduling?tab=callback");
    await expect(member.getByRole("tab", { name: "Call-back" })).toHaveAttribute("aria-selected", "true");
    const offer = member
      .getByRole("region", { name: "Offers for You" })
      .getByRole("listitem")
      .filter({ hasText: title });
    await expect(offer).toContainText("left to answer");
    await expectAccessible(member);
    await expectNoHorizontalScroll(member);
    await member.screenshot({ path: `${SHOTS}/callback-offer-phone.png`, fullPage: true });
    await member
      .getByRole("region", { name: "Offers for You" })
      .screenshot({ path: `${SHOTS}/callback-offer-region-phone.png` });
    await offer.getByRole("button", { name: "Accept" }).click();
    await expect(member.getByText("You accepted the shift", { exact: true })).toBeVisible();

    // The shift is on their schedule, in their name.
    await member.goto(`/scheduling?week=${mondayOf(day.iso)}`);
    const shiftCard = member.getByRole("article", { name: title }).first();
    await expect(shiftCard).toContainText(`${first.member.firstName} ${first.member.lastName}`);
    await member.screenshot({ path: `${SHOTS}/callback-awarded-week-phone.png`, fullPage: true });

    // The officer's list shows the award.
    await officer.reload();
    await officer.getByRole("tab", { name: "Call-back" }).click();
    await expect(card).toContainText(`Awarded to ${first.member.firstName} ${first.member.lastName}`);
    await officer.setViewportSize({ width: 390, height: 844 });
    // A finished call-back's list folds away; one click shows it, in order, on a phone as cards.
    await card.getByRole("button", { name: /^List \(/ }).click();
    const cards = card.getByRole("list", { name: `Call-back list for ${title}` });
    await expect(cards.getByRole("article").first()).toContainText(
      `1. ${first.member.firstName} ${first.member.lastName}`,
    );
    await expect(cards.getByRole("article").first()).toContainText("Awarded");
    await expectAccessible(officer);
    await expectNoHorizontalScroll(officer);
    await officer.screenshot({ path: `${SHOTS}/callback-officer-phone.png`, fullPage: true });
    await card.screenshot({ path: `${SHOTS}/callback-card-phone.png` });
  } finally {
    await memberContext?.close();
    await officerContext.close();
  }
});

test("an officer calls back a staffing gap no open shift covers: its open shift is made and offered", async ({
  page,
}) => {
  await signIn(page, demo.officer);
  await page.goto("/scheduling");
  await page.getByRole("tab", { name: "Call-back" }).click();
  const needs = page.getByRole("region", { name: "Needs Filling" });
  // The demo's C platoon has no paramedic: its days this week are gaps with no open shift.
  const gap = needs
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Open Shift & Call Back" }) })
    .first();
  await expect(gap).toContainText("Needs 1 more holder of Paramedic");
  await gap.getByRole("button", { name: "Open Shift & Call Back" }).click();
  await expect(page.getByText("Call-back started", { exact: true })).toBeVisible();
  const list = page.getByRole("region", { name: "Call-backs" });
  await expect(list.getByText("Paramedic on duty call-back").first()).toBeVisible();
  await expectAccessible(page);
});
