/**
 * Open shifts (request coverage, pick up, approve, decline) and each member's iCalendar feed, through the
 * HTTP API: behaviour, notifications, roles and agency isolation.
 */
import { OPEN_SHIFT_MESSAGES } from "@rollcall/shared/scheduling";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { withAgency } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { notifications } from "../../db/schema/notifications";
import { shiftBids, shiftSwaps } from "../../db/schema/scheduling";
import { addMember, signIn } from "../../test/members";
import { twoAgencies } from "../../test/world";

const { t, a, b, officer, firefighter, emt, call } = twoAgencies({
  env: { PUBLIC_URL: "https://rollcall.example.org" },
  agencies: ["Riverside Fire & Rescue", "Agency B"],
  crew: true,
});
const kim = firefighter;
const patel = emt;
let ortega: { id: string; cookie: string };

async function member(role: "officer" | "firefighter" | "emt", firstName: string, lastName: string) {
  const m = await addMember(t.db, a.user.agencyId, role, { firstName, lastName });
  return { id: m.id, cookie: await signIn(t.app, m.email) };
}

beforeAll(async () => {
  ortega = await member("firefighter", "Luis", "Ortega");
});

async function createShift(userId: string, startTime: string, endTime: string, title = "Engine 1 Day") {
  const res = await call("POST", "/api/shifts", officer.cookie, {
    title,
    userId,
    startTime,
    endTime,
    assignment: "Engine 1",
    status: "scheduled",
    isPaid: false,
    paymentStatus: "pending",
    isRecurring: false,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as string;
}

async function titlesFor(userId: string) {
  const rows = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
    tx
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.agencyId, a.user.agencyId), eq(notifications.userId, userId))),
  );
  return rows;
}

describe("open shifts", () => {
  it("request coverage → open → pick up → pending → approve: the picker's, scheduled", async () => {
    const id = await createShift(kim.id, "2030-05-06T07:00", "2030-05-06T19:00");

    // Only the shift's own member (or a manager) may ask.
    const notMine = await call("POST", `/api/shifts/${id}/request-coverage`, patel.cookie);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(OPEN_SHIFT_MESSAGES.notYours);

    const asked = await call("POST", `/api/shifts/${id}/request-coverage`, kim.cookie, {
      reason: "Family event",
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: "open", userId: null, user: null });
    // Who asked is kept.
    const swaps = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.select().from(shiftSwaps).where(eq(shiftSwaps.shiftId, id)),
    );
    expect(swaps).toMatchObject([{ requestedById: kim.id, reason: "Family event", status: "pending" }]);
    expect((await titlesFor(officer.id)).map((n) => n.title)).toContain("Coverage requested");

    const open = await call("GET", "/api/shifts/open", patel.cookie);
    expect(open.json()).toMatchObject([
      { id, status: "open", requestedBy: { firstName: "Jordan", lastName: "Kim" }, reason: "Family event" },
    ]);
    // Asking again is refused: it is no longer a scheduled shift.
    expect((await call("POST", `/api/shifts/${id}/request-coverage`, kim.cookie)).statusCode).toBe(409);
    // Nothing to approve yet.
    expect((await call("POST", `/api/shifts/${id}/approve`, officer.cookie)).statusCode).toBe(409);

    const picked = await call("POST", `/api/shifts/${id}/pick-up`, patel.cookie);
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({ status: "pending_approval", userId: patel.id });
    expect((await call("GET", "/api/shifts/open", kim.cookie)).json()[0]).toMatchObject({
      status: "pending_approval",
      user: { firstName: "Priya" },
    });
    const managerNote = (await titlesFor(officer.id)).find(
      (n) => n.title === "Shift pick-up awaiting approval",
    );
    expect(managerNote?.message).toContain("Priya Patel wants to pick up Engine 1 Day");
    // A second member cannot pick up a shift that is no longer open.
    const late = await call("POST", `/api/shifts/${id}/pick-up`, ortega.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(OPEN_SHIFT_MESSAGES.notOpen);

    // Members cannot approve.
    expect((await call("POST", `/api/shifts/${id}/approve`, kim.cookie)).statusCode).toBe(403);
    const approved = await call("POST", `/api/shifts/${id}/approve`, officer.cookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "scheduled", userId: patel.id });
    expect((await titlesFor(patel.id)).map((n) => n.title)).toContain("Shift pick-up approved");
    expect((await titlesFor(kim.id)).map((n) => n.title)).toContain("Coverage found");
    expect((await call("GET", "/api/shifts/open", kim.cookie)).json()).toEqual([]);
    const bids = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.select().from(shiftBids).where(eq(shiftBids.shiftId, id)),
    );
    expect(bids).toMatchObject([{ userId: patel.id, status: "accepted", approvedById: officer.id }]);
  });

  it("decline: the shift is open again and the picker is told", async () => {
    const id = await createShift(kim.id, "2030-05-13T07:00", "2030-05-13T19:00");
    // A manager may open someone else's shift; that member hears about it.
    expect((await call("POST", `/api/shifts/${id}/request-coverage`, officer.cookie)).statusCode).toBe(200);
    expect((await titlesFor(kim.id)).map((n) => n.title)).toContain("Shift reassigned");
    await call("POST", `/api/shifts/${id}/pick-up`, ortega.cookie);
    expect((await call("POST", `/api/shifts/${id}/decline`, patel.cookie)).statusCode).toBe(403);
    const declined = await call("POST", `/api/shifts/${id}/decline`, officer.cookie);
    expect(declined.json()).toMatchObject({ status: "open", userId: null });
    expect((await titlesFor(ortega.id)).map((n) => n.title)).toContain("Shift pick-up declined");
    expect((await call("POST", `/api/shifts/${id}/decline`, officer.cookie)).statusCode).toBe(409);
    // Someone else can now pick it up.
    expect((await call("POST", `/api/shifts/${id}/pick-up`, patel.cookie)).statusCode).toBe(200);
  });

  it("a pick-up that would double-book the member is refused with 409", async () => {
    await createShift(ortega.id, "2030-06-03T07:00", "2030-06-04T07:00", "B Platoon - 24 Hour");
    const id = await createShift(kim.id, "2030-06-03T19:00", "2030-06-04T03:00", "Night Cover");
    await call("POST", `/api/shifts/${id}/request-coverage`, kim.cookie);
    const res = await call("POST", `/api/shifts/${id}/pick-up`, ortega.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("Luis Ortega is already scheduled for B Platoon - 24 Hour");
    expect(res.json().errors.userId).toBeDefined();
  });

  it("only a scheduled shift that has not started can be offered", async () => {
    const past = await createShift(kim.id, "2020-01-06T07:00", "2020-01-06T19:00");
    const res = await call("POST", `/api/shifts/${past}/request-coverage`, kim.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(OPEN_SHIFT_MESSAGES.notRequestable);
  });

  it("another agency sees none of the open shifts and gets 404 on their ids", async () => {
    const id = await createShift(kim.id, "2030-07-01T07:00", "2030-07-01T19:00");
    await call("POST", `/api/shifts/${id}/request-coverage`, kim.cookie);
    expect((await call("GET", "/api/shifts/open", b.cookie)).json()).toEqual([]);
    expect((await call("POST", `/api/shifts/${id}/pick-up`, b.cookie)).statusCode).toBe(404);
    expect((await call("POST", `/api/shifts/${id}/approve`, b.cookie)).statusCode).toBe(404);
    expect((await call("POST", `/api/shifts/${id}/decline`, b.cookie)).statusCode).toBe(404);
    expect((await call("POST", `/api/shifts/${id}/request-coverage`, b.cookie)).statusCode).toBe(404);
  });
});

describe("calendar feed", () => {
  it("gives each member a stable feed URL whose .ics lists their own shifts in UTC", async () => {
    const foster = await member("emt", "Megan", "Foster");
    await createShift(foster.id, "2030-09-02T07:00", "2030-09-03T07:00", "A Platoon - 24 Hour");
    const cancelled = await createShift(foster.id, "2030-09-05T07:00", "2030-09-05T19:00", "Relief");
    await call("PATCH", `/api/shifts/${cancelled}`, officer.cookie, { status: "cancelled" });
    await createShift(kim.id, "2030-09-02T07:00", "2030-09-02T19:00", "Not Foster's");

    const feed = await call("GET", "/api/shifts/calendar-feed", foster.cookie);
    expect(feed.statusCode).toBe(200);
    const { url, webcalUrl } = feed.json();
    expect(url).toMatch(/^https:\/\/rollcall\.example\.org\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcalUrl).toBe(url.replace("https:", "webcal:"));
    // Asking again gives the same URL.
    expect((await call("GET", "/api/shifts/calendar-feed", foster.cookie)).json().url).toBe(url);

    const path = new URL(url).pathname;
    const ics = await t.app.inject({ method: "GET", url: path });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toContain("text/calendar");
    const body = ics.body;
    expect(body).toContain("BEGIN:VCALENDAR");
    expect(body).toContain("SUMMARY:A Platoon - 24 Hour");
    expect(body).toContain("DTSTART:20300902T070000Z");
    expect(body).toContain("DTEND:20300903T070000Z");
    expect(body).toContain("LOCATION:Engine 1");
    expect(body).toContain("STATUS:CONFIRMED");
    expect(body).toContain("STATUS:CANCELLED");
    expect(body).toContain("DESCRIPTION:Status: Scheduled");
    expect(body).not.toContain("Not Foster's");
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("regenerating replaces the URL: the old one answers 404", async () => {
    const old = new URL((await call("GET", "/api/shifts/calendar-feed", kim.cookie)).json().url).pathname;
    expect((await t.app.inject({ method: "GET", url: old })).statusCode).toBe(200);
    const res = await call("POST", "/api/shifts/calendar-feed/regenerate", kim.cookie);
    expect(res.statusCode).toBe(200);
    const fresh = new URL(res.json().url).pathname;
    expect(fresh).not.toBe(old);
    expect((await t.app.inject({ method: "GET", url: old })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: fresh })).statusCode).toBe(200);
  });

  it("unknown or malformed tokens answer 404; the feed URL needs a session", async () => {
    for (const url of [
      `/api/calendar/${"x".repeat(43)}.ics`,
      "/api/calendar/short.ics",
      `/api/calendar/${"y".repeat(43)}`,
    ])
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/shifts/calendar-feed" })).statusCode).toBe(401);
  });

  async function feedPath(cookie: string) {
    return new URL((await call("GET", "/api/shifts/calendar-feed", cookie)).json().url).pathname;
  }

  it("folds lines at 75 octets, so ical.js reads a German title back exactly", async () => {
    const weber = await member("firefighter", "Jonas", "Weber");
    const title = "Übungsabend Atemschutz – Gerätewart Müller überprüft Flaschen";
    await createShift(weber.id, "2030-10-01T18:00", "2030-10-01T21:00", title);
    const body = (await t.app.inject({ method: "GET", url: await feedPath(weber.cookie) })).body;
    for (const line of body.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(body));
    const [event] = calendar.getAllSubcomponents("vevent");
    expect(event?.getFirstPropertyValue("summary")).toBe(title);
  });

  it("escapes the calendar's name: an agency name with , ; and \\ reads back exactly", async () => {
    const name = "Feuerwehr Nord, Löschzug 3; Wache \\Nord";
    const becker = await addMember(t.db, b.user.agencyId, "firefighter", {
      firstName: "Lena",
      lastName: "Becker",
    });
    await t.db.update(agencies).set({ name }).where(eq(agencies.id, b.user.agencyId));
    try {
      const body = (
        await t.app.inject({ method: "GET", url: await feedPath(await signIn(t.app, becker.email)) })
      ).body;
      // X-WR-CALNAME is TEXT for the calendar apps that read it; ical.js needs telling.
      const design = ICAL.design.icalendar.property as Record<string, { defaultType: string }>;
      design["x-wr-calname"] = { defaultType: "text" };
      const calendar = new ICAL.Component(ICAL.parse(body));
      expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${name} shifts: Lena Becker`);
    } finally {
      await t.db.update(agencies).set({ name: "Agency B" }).where(eq(agencies.id, b.user.agencyId));
    }
  });

  it("the same shifts give the same body and ETag a second later; If-None-Match answers 304", async () => {
    const lang = await member("emt", "Anna", "Lang");
    const id = await createShift(lang.id, "2030-11-04T07:00", "2030-11-04T19:00", "B Platoon");
    const url = await feedPath(lang.cookie);
    const first = await t.app.inject({ method: "GET", url });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await t.app.inject({ method: "GET", url });
    expect(second.body).toBe(first.body);
    const tag = first.headers.etag as string;
    expect(tag).toBeTruthy();
    expect(second.headers.etag).toBe(tag);

    const unchanged = await t.app.inject({ method: "GET", url, headers: { "if-none-match": tag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");

    // A change to the shift is a new version of the feed.
    await call("PATCH", `/api/shifts/${id}`, officer.cookie, { assignment: "Medic 2" });
    const changed = await t.app.inject({ method: "GET", url, headers: { "if-none-match": tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.body).toContain("LOCATION:Medic 2");
  });

  it("another agency's member gets only their own feed", async () => {
    const theirs = (await call("GET", "/api/shifts/calendar-feed", b.cookie)).json().url;
    const ics = await t.app.inject({ method: "GET", url: new URL(theirs).pathname });
    expect(ics.body).not.toContain("VEVENT");
  });
});
