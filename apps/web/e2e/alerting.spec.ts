import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  demo,
  expectAccessible,
  expectNoHorizontalScroll,
  sameOrigin,
  signIn,
  signInRequests,
} from "./support";

const SHOTS = process.env.E2E_SHOTS ?? "/tmp/e2e-h3/shots";
const phone = { width: 390, height: 844 };

type Member = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  platoon: string | null;
};

/**
 * The answer link of the alert mail sent to `to` whose text holds `tag` (the mail catcher's folder: the email
 * channel carries the same link as the SMS). Waits for the delivery queue to send it.
 */
async function answerLinkMailedTo(to: string, tag: string): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set (run through npm run test:e2e)");
  for (let i = 0; i < 150; i++) {
    for (const file of fs.readdirSync(dir).sort().reverse()) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { to: string; raw: string };
      const raw = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      if (mail.to !== to || !raw.includes(tag)) continue;
      const link = raw.match(/https?:\/\/[^\s"<>]+\/alerts\/respond\?[^\s"<>]+/)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No alert mail with an answer link to ${to}`);
}

/** The roster's row (desktop table) of a member. */
const rosterRow = (page: Page, name: string) =>
  page.getByRole("table", { name: "Roster" }).getByRole("row").filter({ hasText: name });

test("an officer sends a recall to the EMTs; two answer through their links and the roster fills live", async ({
  browser,
}) => {
  // Four browsers, a delivery queue and several accessibility scans: longer than one screen's test.
  test.setTimeout(240_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const tag = `R${Date.now().toString(36)}${test.info().retry}`;
  const message = `Recall ${tag}: working fire at 14 Elm St. EMTs report to Station 1 if you can.`;

  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  const others: Awaited<ReturnType<typeof browser.newContext>>[] = [];
  try {
    await signIn(officer, demo.officer);
    const me = (await (await officer.request.get("/api/user")).json()).user as { agencyId: string };
    const team = (await (await officer.request.get(`/api/agencies/${me.agencyId}/users`)).json()) as Member[];
    const emts = team.filter((m) => m.role === "emt").sort((a, b) => a.email.localeCompare(b.email));
    const yes = emts.find((m) => m.email === demo.emt) as Member;
    const no = emts.find((m) => m.email !== demo.emt) as Member;
    expect(yes && no).toBeTruthy();
    const nameOf = (m: Member) => `${m.firstName} ${m.lastName}`;

    // The officer sends the alert from the Alerts page, asking who can respond.
    await officer.goto("/alerts");
    await expect(officer.getByRole("heading", { level: 1, name: "Alerts" })).toBeVisible();
    await officer.getByRole("button", { name: "Send Alert" }).click();
    const dialog = officer.getByRole("dialog", { name: "Send Alert" });
    // An empty message is refused under its field, before anything is sent.
    await dialog.getByRole("button", { name: "Send Alert" }).click();
    await expect(dialog.getByText("Enter a message")).toBeVisible();
    await dialog.getByLabel("Message").fill(message);
    await expect(dialog.getByText(`${message.length}/480`)).toBeVisible();
    await dialog.getByText("Roles", { exact: true }).click();
    await dialog.getByRole("button", { name: "Send Alert" }).click();
    await expect(dialog.getByText("Choose at least one role")).toBeVisible();
    await dialog.getByRole("checkbox", { name: "EMT" }).check();
    await expect(dialog.getByRole("switch", { name: "Ask who can respond" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Urgent" })).toBeChecked();
    await expectAccessible(officer);
    await dialog.screenshot({ path: `${SHOTS}/send-alert-dialog.png` });
    await dialog.getByRole("button", { name: "Send Alert" }).click();

    // Sending opens the alert's page: every EMT on the roster, waiting.
    await expect(officer).toHaveURL(/\/alerts\/[0-9a-f-]{36}$/);
    const alertId = officer.url().split("/").pop() as string;
    // Exactly "Alert": the list page's "Alerts" stays on screen while the alert page's code loads.
    await expect(officer.getByRole("heading", { level: 1, name: "Alert", exact: true })).toBeVisible();
    await expect(officer.getByText(message)).toBeVisible();
    const table = officer.getByRole("table", { name: "Roster" });
    await expect(table.getByRole("row")).toHaveCount(emts.length + 1);
    await expect(rosterRow(officer, nameOf(yes))).toContainText("Waiting");
    await expect(rosterRow(officer, nameOf(no))).toContainText("Waiting");

    // Each member answers through the link their alert carried, signed out, on a phone.
    const yesLink = await answerLinkMailedTo(yes.email, tag);
    const noLink = await answerLinkMailedTo(no.email, tag);
    expect(new URL(yesLink).searchParams.get("alert")).toBe(alertId);

    const yesContext = await browser.newContext({ viewport: phone });
    others.push(yesContext);
    const yesPage = await yesContext.newPage();
    await yesPage.goto(new URL(yesLink).pathname + new URL(yesLink).search);
    await expect(yesPage.getByRole("heading", { level: 1, name: message })).toBeVisible();
    await expect(yesPage.getByText("Riverside", { exact: false }).first()).toBeVisible();
    await expect(yesPage.getByRole("heading", { name: "Can you respond?" })).toBeVisible();
    await expectAccessible(yesPage);
    await expectNoHorizontalScroll(yesPage);
    await yesPage.screenshot({ path: `${SHOTS}/respond-phone.png`, fullPage: true });
    await yesPage.getByLabel("Minutes to arrive").fill("10");
    await yesPage.getByRole("button", { name: "Yes" }).click();
    await expect(yesPage.getByText("Thanks, your answer was sent")).toBeVisible();
    await expect(yesPage.getByText("Your answer: Yes · 10 min")).toBeVisible();
    await yesPage.screenshot({ path: `${SHOTS}/respond-answered-phone.png`, fullPage: true });

    const noContext = await browser.newContext({ viewport: phone });
    others.push(noContext);
    const noPage = await noContext.newPage();
    await noPage.goto(new URL(noLink).pathname + new URL(noLink).search);
    await noPage.getByRole("button", { name: "No" }).click();
    await expect(noPage.getByText("Thanks, your answer was sent")).toBeVisible();

    // The officer's page fills without a reload.
    await expect(rosterRow(officer, nameOf(yes))).toContainText("Yes · 10 min");
    await expect(rosterRow(officer, nameOf(no))).toContainText("No");
    await expect(officer.getByText("First arrives in 10 min")).toBeVisible();
    await expectAccessible(officer);
    await officer.screenshot({ path: `${SHOTS}/alert-roster-desktop.png`, fullPage: true });

    // A link with a wrong token says so, and shows nothing of the alert.
    await noPage.goto(`/alerts/respond?alert=${alertId}&token=${"x".repeat(43)}`);
    await expect(noPage.getByRole("heading", { name: "This answer link is not valid" })).toBeVisible();
    await expect(noPage.getByText(message)).toHaveCount(0);

    // The list shows the counts; on a phone, as cards without sideways scrolling.
    await officer.goto("/alerts");
    const row = officer.getByRole("table", { name: "Sent alerts" }).getByRole("row").filter({ hasText: tag });
    await expect(row).toContainText("1 yes");
    await expect(row).toContainText("1 no");
    await officer.screenshot({ path: `${SHOTS}/alerts-desktop.png`, fullPage: true });
    await officer.setViewportSize(phone);
    const card = officer
      .getByRole("list", { name: "Sent alerts" })
      .getByRole("article")
      .filter({ hasText: tag });
    await expect(card).toContainText("1 yes");
    await expectNoHorizontalScroll(officer);
    await expectAccessible(officer);
    await officer.screenshot({ path: `${SHOTS}/alerts-phone.png`, fullPage: true });
    await card.getByRole("link", { name: "View roster" }).click();
    await expect(
      officer.getByRole("list", { name: "Roster" }).getByRole("article", { name: nameOf(yes) }),
    ).toContainText("Yes · 10 min");
    await expectNoHorizontalScroll(officer);
    await officer.screenshot({ path: `${SHOTS}/alert-roster-phone.png`, fullPage: true });

    // The member who said yes sees the alert in the app too, on a phone.
    const memberContext = await browser.newContext({ viewport: phone });
    others.push(memberContext);
    const member = await memberContext.newPage();
    await signIn(member, demo.emt);
    await member.goto("/alerts");
    const received = member.getByRole("article", { name: message });
    await expect(received.getByRole("button", { name: "Yes" })).toBeVisible();
    await expectNoHorizontalScroll(member);
    await expectAccessible(member);
    await member.screenshot({ path: `${SHOTS}/alerts-member-phone.png`, fullPage: true });
    // Plans change: the member answers again in the app, and the officer's roster follows.
    await received.getByRole("button", { name: "No" }).click();
    await expect(member.getByText("Thanks, your answer was sent", { exact: true })).toBeVisible();
    await officer.setViewportSize({ width: 1280, height: 800 });
    await expect(rosterRow(officer, nameOf(yes))).not.toContainText("Yes · 10 min");
    await expect(rosterRow(officer, nameOf(yes))).toContainText("No");
  } finally {
    for (const context of others) await context.close();
    await officerContext.close();
  }
});

test("an officer alerts one platoon: its members only are on the roster", async ({ page }) => {
  await signIn(page, demo.officer);
  const me = (await (await page.request.get("/api/user")).json()).user as { agencyId: string };
  const team = (await (await page.request.get(`/api/agencies/${me.agencyId}/users`)).json()) as Member[];
  const platoonC = team.filter((m) => m.platoon === "C");
  expect(platoonC.length).toBeGreaterThan(0);
  const tag = `C${Date.now().toString(36)}${test.info().retry}`;

  await page.goto("/alerts");
  await page.getByRole("button", { name: "Send Alert" }).click();
  const dialog = page.getByRole("dialog", { name: "Send Alert" });
  await dialog.getByLabel("Message").fill(`C shift ${tag}: report to Station 1 for a recall.`);
  await dialog.getByText("Platoon", { exact: true }).click();
  // No platoon chosen yet: refused under the choice, nothing sent.
  await dialog.getByRole("button", { name: "Send Alert" }).click();
  await expect(dialog.getByText("Choose a platoon")).toBeVisible();
  await dialog.getByRole("radio", { name: "Platoon C" }).check();
  await dialog.getByRole("switch", { name: "Ask who can respond" }).click();
  await expectAccessible(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(phone);
  await dialog.screenshot({ path: `${SHOTS}/send-alert-platoon-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("button", { name: "Send Alert" }).click();

  await expect(page).toHaveURL(/\/alerts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Alert", exact: true })).toBeVisible();
  await expect(page.getByText(`C shift ${tag}: report to Station 1 for a recall.`)).toBeVisible();
  await expect(page.getByText("Platoon C").first()).toBeVisible();
  const table = page.getByRole("table", { name: "Roster" });
  await expect(table.getByRole("row")).toHaveCount(platoonC.length + 1);
  for (const m of platoonC) await expect(rosterRow(page, `${m.firstName} ${m.lastName}`)).toBeVisible();
});

test("the roster says once which channels are not configured (no Twilio here), and shows who read the bell", async ({
  page,
  browser,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const tag = `B${Date.now().toString(36)}${test.info().retry}`;
  await signIn(page, demo.officer);
  const me = (await (await page.request.get("/api/user")).json()).user as { agencyId: string };
  const team = (await (await page.request.get(`/api/agencies/${me.agencyId}/users`)).json()) as Member[];
  const reader = team.find((m) => m.email === demo.firefighter) as Member;
  const other = team.find((m) => m.email === demo.emt) as Member;
  const message = `Bell ${tag}: engine 2 is out of service until noon.`;
  const sent = await page.request.post("/api/alerts", {
    headers: sameOrigin,
    data: { message, audience: { userIds: [reader.id, other.id] }, question: false },
  });
  expect(sent.status()).toBe(201);
  const alertId = (await sent.json()).id as string;

  await page.goto(`/alerts/${alertId}`);
  await expect(page.getByText(message)).toBeVisible();
  // Said once, not as a failure per member: these servers send mail but have no Twilio.
  const note = page.getByRole("status").filter({ hasText: "Not configured:" });
  await expect(note).toContainText("Not configured: SMS and Voice call.");
  await expect(note).toContainText("every recipient got the alert in the app");
  const table = page.getByRole("table", { name: "Roster" });
  await expect(table.getByRole("columnheader", { name: "In app" })).toBeVisible();
  await expect(table.getByText("Failed")).toHaveCount(0);
  const name = (m: Member) => `${m.firstName} ${m.lastName}`;
  await expect(rosterRow(page, name(reader))).toContainText("Delivered");
  await expect(rosterRow(page, name(other))).toContainText("Delivered");
  // The email went out (the mail catcher took it).
  await expect(rosterRow(page, name(reader))).toContainText("Sent");

  // The firefighter opens the notification in their bell; the officer's roster follows by itself.
  const readerContext = await browser.newContext();
  try {
    await signInRequests(readerContext.request, demo.firefighter);
    const bell = (await (await readerContext.request.get("/api/notifications")).json()) as Array<{
      id: string;
      message: string;
    }>;
    const notification = bell.find((n) => n.message === message);
    expect(notification).toBeTruthy();
    const read = await readerContext.request.patch(`/api/notifications/${notification?.id}/read`, {
      headers: sameOrigin,
    });
    expect(read.status()).toBe(200);
  } finally {
    await readerContext.close();
  }
  await expect(rosterRow(page, name(reader))).toContainText("Read", { timeout: 15_000 });
  await expect(rosterRow(page, name(other))).toContainText("Delivered");
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/alert-roster-bell-desktop.png`, fullPage: true });

  await page.setViewportSize(phone);
  const card = page.getByRole("list", { name: "Roster" }).getByRole("article", { name: name(reader) });
  await expect(card).toContainText("In app: Read");
  await expect(page.getByRole("status").filter({ hasText: "Not configured:" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/alert-roster-bell-phone.png`, fullPage: true });
});

test("a member chooses how alerts reach them in Settings, and the choice is kept", async ({ page }) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  await signIn(page, demo.firefighter);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Alerting" });
  const gaps = card.getByRole("group", { name: "Staffing gaps" });
  const email = gaps.getByRole("checkbox", { name: "Email" });
  await expect(email).toBeVisible();
  const was = await email.isChecked();
  await email.setChecked(!was);
  // Voice calls are offered for recalls and call-back offers only.
  await expect(gaps.getByRole("checkbox", { name: "Voice" })).toHaveCount(0);
  await expect(
    card.getByRole("group", { name: "Mass alerts (recalls)" }).getByRole("checkbox", { name: "Voice" }),
  ).toHaveCount(1);
  const quiet = card.getByRole("switch", { name: "Quiet hours" });
  if (!(await quiet.isChecked())) await quiet.click();
  await card.getByLabel("From").fill("23:00");
  await card.getByLabel("Until").fill("06:30");
  await card.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Alerting preferences saved", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await card.screenshot({ path: `${SHOTS}/settings-alerting-desktop.png` });

  await page.reload();
  const again = page.getByRole("region", { name: "Alerting" });
  await expect(
    again.getByRole("group", { name: "Staffing gaps" }).getByRole("checkbox", { name: "Email" }),
  ).toBeChecked({
    checked: !was,
  });
  await expect(again.getByLabel("From")).toHaveValue("23:00");
  await expect(again.getByLabel("Until")).toHaveValue("06:30");

  // This installation sends no text messages (no Twilio): the section says so instead of offering a code
  // that could never arrive (the code's round trip is tested against a Twilio stand-in in alerting.test.ts).
  await expect(again.getByRole("status").filter({ hasText: "Text messages are not set up" })).toContainText(
    "cannot text you a code",
  );
  await expect(again.getByRole("form", { name: "Mobile phone" })).toHaveCount(0);
  await expect(again.getByRole("button", { name: "Send code" })).toHaveCount(0);

  await page.setViewportSize(phone);
  await expectNoHorizontalScroll(page);
  await again.screenshot({ path: `${SHOTS}/settings-alerting-phone.png` });
});

test("an admin sees which channels are set up and who each one reaches", async ({ page }) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  await signIn(page, demo.admin);
  await page.goto("/alerts");
  await page.getByRole("tab", { name: "Reachability" }).click();
  const channels = page.getByRole("list", { name: "Channels" });
  const email = channels.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Email" }) });
  await expect(email).toContainText("Configured");
  await expect(email).toContainText("SMTP");
  const sms = channels.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "SMS" }) });
  await expect(sms).toContainText("Not configured");
  const members = page.getByRole("table", { name: "Members by channel" });
  await expect(members.getByRole("row").filter({ hasText: "Priya Patel" })).toContainText("Email: reachable");
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/reachability-desktop.png`, fullPage: true });
  await page.setViewportSize(phone);
  await expect(
    page.getByRole("list", { name: "Members by channel" }).getByRole("article").first(),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/reachability-phone.png`, fullPage: true });
});
