import { TZDate } from "@date-fns/tz";
import { checkInOpensMessage, TIME_CLOCK_MESSAGES as M } from "@rollcall/shared/time-clock";
import { format } from "date-fns";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { auditLogs } from "../../db/schema/audit";
import { type NewShift, shifts } from "../../db/schema/scheduling";
import { agencyDay } from "../../lib/dates";
import { addMember, signIn } from "../../test/members";
import { twoAgencies } from "../../test/world";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const CHICAGO = "America/Chicago";

const {
  t,
  a: chief,
  b: other,
  firefighter,
  emt,
} = twoAgencies({
  agencies: ["Riverside Fire & Rescue", "Lakeside EMS"],
  agencyA: { timeZone: CHICAGO },
  members: ["firefighter", "emt"],
});
let agencyId: string;

beforeAll(() => {
  agencyId = chief.user.agencyId;
});

/** Inserts a shift straight into the database (the scheduling module owns shift creation). */
async function addShift(values: Partial<NewShift> & { userId: string | null }, agency = agencyId) {
  const now = Date.now();
  const [row] = await asPlatform(t.db, { agencyId: agency, userId: null }, (tx) =>
    tx
      .insert(shifts)
      .values({
        agencyId: agency,
        title: "B Platoon - 24 Hour",
        assignment: "Engine 1",
        startTime: new Date(now - 10 * MINUTE),
        endTime: new Date(now + 12 * HOUR),
        ...values,
      })
      .returning(),
  );
  return row;
}

/** The member's shift from `startIn` to `endIn` milliseconds from now (negative: in the past). */
const addShiftFromNow = (userId: string, startIn: number, endIn: number) =>
  addShift({ userId, startTime: new Date(Date.now() + startIn), endTime: new Date(Date.now() + endIn) });

async function readShift(id: string) {
  const [row] = await t.db.select().from(shifts).where(eq(shifts.id, id));
  return row;
}

/** A POST as the member, with a JSON body when given (a device's `at`). */
const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, ...(payload ? { payload } : {}) });
const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
/** `at`: the moment the member pressed the button on the device (an ISO instant, or ms since the epoch). */
const atBody = (at?: string | number) =>
  at === undefined ? undefined : { at: typeof at === "number" ? new Date(at).toISOString() : at };
const checkIn = (id: string, cookie: string, at?: string | number) =>
  post(`/api/shifts/${id}/check-in`, cookie, atBody(at));
const checkOut = (id: string, cookie: string, at?: string | number) =>
  post(`/api/shifts/${id}/check-out`, cookie, atBody(at));

/** Ends whatever shift a member is on duty for, so each test starts off duty. */
async function goOffDuty(member: { id: string }) {
  await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx
      .update(shifts)
      .set({ checkedIn: false, actualEndTime: new Date(), status: "completed" })
      .where(and(eq(shifts.userId, member.id), eq(shifts.checkedIn, true))),
  );
}

describe("POST /api/shifts/{id}/check-in", () => {
  it("puts the member on duty for their own scheduled shift", async () => {
    await goOffDuty(firefighter);
    const shift = await addShift({ userId: firefighter.id });
    const before = Date.now();
    const res = await checkIn(shift.id, firefighter.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: shift.id,
      title: "B Platoon - 24 Hour",
      assignment: "Engine 1",
      status: "active",
      checkedIn: true,
      actualEndTime: null,
      totalMinutes: null,
      totalHours: null,
    });
    const started = Date.parse(body.actualStartTime);
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    expect(started).toBeLessThanOrEqual(Date.now() + 1000);

    const stored = await readShift(shift.id);
    expect(stored).toMatchObject({ status: "active", checkedIn: true });

    // The write is audited under the member's name.
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, shift.id), eq(auditLogs.action, "update")));
    expect(audit.some((a) => a.userId === firefighter.id)).toBe(true);
  });

  it("opens 2 hours before the start: earlier is refused with the opening time in the agency's zone", async () => {
    await goOffDuty(firefighter);
    const start = new Date(Date.now() + 3 * HOUR);
    const early = await addShift({
      userId: firefighter.id,
      startTime: start,
      endTime: new Date(start.getTime() + 12 * HOUR),
    });
    const res = await checkIn(early.id, firefighter.cookie);
    expect(res.statusCode).toBe(409);
    const opensAt = format(new TZDate(start.getTime() - 2 * HOUR, CHICAGO), "MMM d, yyyy 'at' HH:mm");
    expect(res.json().message).toBe(checkInOpensMessage(opensAt));
    expect(await readShift(early.id)).toMatchObject({
      status: "scheduled",
      checkedIn: false,
      actualStartTime: null,
    });

    const soon = new Date(Date.now() + 90 * MINUTE);
    const withinWindow = await addShift({
      userId: firefighter.id,
      startTime: soon,
      endTime: new Date(soon.getTime() + HOUR),
    });
    expect((await checkIn(withinWindow.id, firefighter.cookie)).statusCode).toBe(200);
  });

  it("refuses a shift that has already ended", async () => {
    await goOffDuty(firefighter);
    const shift = await addShift({
      userId: firefighter.id,
      startTime: new Date(Date.now() - 5 * HOUR),
      endTime: new Date(Date.now() - HOUR),
    });
    const res = await checkIn(shift.id, firefighter.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.shiftEnded);
  });

  it("refuses someone else's shift with 403, whatever the caller's role", async () => {
    const shift = await addShift({ userId: emt.id });
    for (const cookie of [firefighter.cookie, chief.cookie]) {
      const res = await checkIn(shift.id, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.notOwnShift);
    }
    const open = await addShift({ userId: null, status: "open" });
    expect((await checkIn(open.id, firefighter.cookie)).statusCode).toBe(403);
    expect(await readShift(shift.id)).toMatchObject({ checkedIn: false, status: "scheduled" });
  });

  it("refuses a shift that is not scheduled", async () => {
    await goOffDuty(firefighter);
    for (const status of ["completed", "cancelled", "active"] as const) {
      const shift = await addShift({ userId: firefighter.id, status });
      const res = await checkIn(shift.id, firefighter.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.notScheduled);
    }
  });

  it("refuses a second check-in while the member is on duty", async () => {
    await goOffDuty(firefighter);
    const first = await addShift({ userId: firefighter.id });
    const second = await addShift({ userId: firefighter.id });
    expect((await checkIn(first.id, firefighter.cookie)).statusCode).toBe(200);
    const res = await checkIn(second.id, firefighter.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.alreadyOnDuty);
    expect(await readShift(second.id)).toMatchObject({ checkedIn: false, status: "scheduled" });
  });

  it("lets only one of two simultaneous check-ins through", async () => {
    await goOffDuty(emt);
    const a = await addShift({ userId: emt.id });
    const b = await addShift({ userId: emt.id });
    const results = await Promise.all([checkIn(a.id, emt.cookie), checkIn(b.id, emt.cookie)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await goOffDuty(emt);
  });

  it("answers 404 for another agency's shift, an unknown id and a malformed id; 401 signed out", async () => {
    const foreign = await addShift(
      { userId: other.user.id, startTime: new Date(Date.now() - MINUTE) },
      other.user.agencyId,
    );
    const mine = await addShift({ userId: firefighter.id });
    expect((await checkIn(foreign.id, chief.cookie)).statusCode).toBe(404);
    expect((await checkIn(mine.id, other.cookie)).statusCode).toBe(404);
    expect((await checkIn("00000000-0000-4000-8000-000000000000", firefighter.cookie)).statusCode).toBe(404);
    expect((await checkIn("not-a-uuid", firefighter.cookie)).statusCode).toBe(404);
    const signedOut = await t.app.inject({ method: "POST", url: `/api/shifts/${mine.id}/check-in` });
    expect(signedOut.statusCode).toBe(401);
    expect(await readShift(foreign.id)).toMatchObject({ checkedIn: false });
  });
});

describe("POST /api/shifts/{id}/check-out", () => {
  it("ends the shift and records the minutes worked since the actual start", async () => {
    await goOffDuty(firefighter);
    const shift = await addShift({ userId: firefighter.id });
    expect((await checkIn(shift.id, firefighter.cookie)).statusCode).toBe(200);
    // A controlled clock: the member checked in 7 h 20 min ago.
    await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
      tx
        .update(shifts)
        .set({ actualStartTime: new Date(Date.now() - (7 * 60 + 20) * MINUTE) })
        .where(eq(shifts.id, shift.id)),
    );

    const res = await checkOut(shift.id, firefighter.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: shift.id,
      status: "completed",
      checkedIn: false,
      totalMinutes: 440,
      totalHours: 7.3,
    });
    expect(Date.parse(body.actualEndTime)).toBeLessThanOrEqual(Date.now());
    expect(await readShift(shift.id)).toMatchObject({
      status: "completed",
      checkedIn: false,
      totalMinutes: 440,
    });

    const current = await get("/api/time-clock/current-shift", firefighter.cookie);
    expect(current.json()).toBeNull();
  });

  it("rounds to whole minutes (29 s down, 31 s up)", async () => {
    for (const [offsetMs, minutes] of [
      [45 * MINUTE + 29_000, 45],
      [45 * MINUTE + 31_000, 46],
    ] as const) {
      await goOffDuty(firefighter);
      const shift = await addShift({ userId: firefighter.id });
      await checkIn(shift.id, firefighter.cookie);
      await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
        tx
          .update(shifts)
          .set({ actualStartTime: new Date(Date.now() - offsetMs) })
          .where(eq(shifts.id, shift.id)),
      );
      const res = await checkOut(shift.id, firefighter.cookie);
      expect(res.json().totalMinutes).toBe(minutes);
    }
  });

  it("refuses a shift the member is not checked in to", async () => {
    await goOffDuty(firefighter);
    const scheduled = await addShift({ userId: firefighter.id });
    const res = await checkOut(scheduled.id, firefighter.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.notCheckedIn);

    await checkIn(scheduled.id, firefighter.cookie);
    expect((await checkOut(scheduled.id, firefighter.cookie)).statusCode).toBe(200);
    // Twice: the second finds nothing to end.
    const again = await checkOut(scheduled.id, firefighter.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notCheckedIn);
  });

  it("refuses someone else's shift (403) and another agency's (404)", async () => {
    await goOffDuty(emt);
    const shift = await addShift({ userId: emt.id });
    await checkIn(shift.id, emt.cookie);
    const notMine = await checkOut(shift.id, chief.cookie);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(M.notOwnShiftCheckOut);
    expect((await checkOut(shift.id, other.cookie)).statusCode).toBe(404);
    expect(await readShift(shift.id)).toMatchObject({ checkedIn: true, status: "active" });
    await goOffDuty(emt);
  });
});

describe("a check-in or check-out sent later by the device (at)", () => {
  /** A 400 with the message on the `at` field. */
  async function expectAtRefused(res: Awaited<ReturnType<typeof post>>, message: string) {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message, errors: { at: message } });
  }

  it("keeps the moment the member checked in, and counts the hours worked from it", async () => {
    await goOffDuty(firefighter);
    const now = Date.now();
    const shift = await addShiftFromNow(firefighter.id, -9 * HOUR, 3 * HOUR);
    const pressedIn = now - 8 * HOUR;
    const res = await checkIn(shift.id, firefighter.cookie, pressedIn);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "active", checkedIn: true });
    expect(res.json().actualStartTime).toBe(new Date(pressedIn).toISOString());
    expect((await readShift(shift.id)).actualStartTime?.getTime()).toBe(pressedIn);

    // Pressed 40 minutes ago: 7 h 20 min worked, whenever the device gets through.
    const pressedOut = now - 40 * MINUTE;
    const out = await checkOut(shift.id, firefighter.cookie, pressedOut);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      status: "completed",
      actualEndTime: new Date(pressedOut).toISOString(),
      totalMinutes: 440,
      totalHours: 7.3,
    });
  });

  it("takes any ISO 8601 zone, and a device clock up to 2 minutes ahead", async () => {
    await goOffDuty(emt);
    const shift = await addShift({ userId: emt.id });
    const ahead = new Date(Date.now() + 90_000);
    // The same instant written with a -06:00 offset instead of Z.
    const local = new TZDate(ahead.getTime(), "-06:00");
    const withOffset = `${format(local, "yyyy-MM-dd'T'HH:mm:ss.SSS")}-06:00`;
    const res = await checkIn(shift.id, emt.cookie, withOffset);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().actualStartTime).toBe(ahead.toISOString());
    await goOffDuty(emt);
  });

  it("refuses a time more than 2 minutes ahead or more than 24 hours old, on the at field", async () => {
    await goOffDuty(firefighter);
    const shift = await addShiftFromNow(firefighter.id, -30 * HOUR, HOUR);
    await expectAtRefused(await checkIn(shift.id, firefighter.cookie, Date.now() + 3 * MINUTE), M.atAhead);
    await expectAtRefused(
      await checkIn(shift.id, firefighter.cookie, Date.now() - 24 * HOUR - MINUTE),
      M.atTooOld,
    );
    for (const bad of ["yesterday", "2030-01-06T07:00:00", "2030-02-30T07:00:00Z", ""])
      await expectAtRefused(await checkIn(shift.id, firefighter.cookie, bad), M.atInvalid);
    expect(await readShift(shift.id)).toMatchObject({
      checkedIn: false,
      status: "scheduled",
      actualStartTime: null,
    });

    const checkedInAt = Date.now() - 2 * HOUR;
    expect((await checkIn(shift.id, firefighter.cookie, checkedInAt)).statusCode).toBe(200);
    await expectAtRefused(await checkOut(shift.id, firefighter.cookie, Date.now() + 3 * MINUTE), M.atAhead);
    await expectAtRefused(await checkOut(shift.id, firefighter.cookie, Date.now() - 25 * HOUR), M.atTooOld);
    // A check-out must come after the check-in it ends.
    for (const before of [checkedInAt, checkedInAt - MINUTE])
      await expectAtRefused(await checkOut(shift.id, firefighter.cookie, before), M.checkOutBeforeCheckIn);
    expect(await readShift(shift.id)).toMatchObject({
      checkedIn: true,
      status: "active",
      actualEndTime: null,
    });
    await goOffDuty(firefighter);
  });

  it("judges the check-in window at the time given, not at the time it arrives", async () => {
    await goOffDuty(firefighter);
    // Ended an hour ago, but the member checked in during it (the phone was offline until now).
    const ended = await addShiftFromNow(firefighter.id, -10 * HOUR, -HOUR);
    expect((await checkIn(ended.id, firefighter.cookie)).json().message).toBe(M.shiftEnded);
    expect((await checkIn(ended.id, firefighter.cookie, Date.now() - HOUR - MINUTE)).statusCode).toBe(200);
    await goOffDuty(firefighter);
    // Opens now (2 hours before its start), but the check-in was pressed 30 minutes before it opened.
    const upcoming = await addShiftFromNow(firefighter.id, 2 * HOUR, 14 * HOUR);
    const start = upcoming.startTime;
    const early = await checkIn(upcoming.id, firefighter.cookie, Date.now() - 30 * MINUTE);
    expect(early.statusCode).toBe(409);
    const opensAt = format(new TZDate(start.getTime() - 2 * HOUR, CHICAGO), "MMM d, yyyy 'at' HH:mm");
    expect(early.json().message).toBe(checkInOpensMessage(opensAt));
    // The time given changes no other rule: a shift no longer scheduled is still refused.
    expect((await checkIn(ended.id, firefighter.cookie, Date.now() - 2 * HOUR)).json().message).toBe(
      M.notScheduled,
    );
  });

  it("without a body, or with an empty one, the moment is the server's now", async () => {
    await goOffDuty(emt);
    const shift = await addShift({ userId: emt.id });
    const before = Date.now();
    const res = await post(`/api/shifts/${shift.id}/check-in`, emt.cookie, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.parse(res.json().actualStartTime)).toBeGreaterThanOrEqual(before - 1000);
    const out = await post(`/api/shifts/${shift.id}/check-out`, emt.cookie, {});
    expect(out.json()).toMatchObject({ status: "completed", totalMinutes: 0 });
  });

  it("with a time given, another member's shift is still 403 and another agency's 404", async () => {
    await goOffDuty(emt);
    const shift = await addShift({ userId: emt.id });
    const at = Date.now() - MINUTE;
    expect((await checkIn(shift.id, firefighter.cookie, at)).statusCode).toBe(403);
    expect((await checkIn(shift.id, other.cookie, at)).statusCode).toBe(404);
    expect((await checkIn(shift.id, emt.cookie, at)).statusCode).toBe(200);
    expect((await checkOut(shift.id, chief.cookie, Date.now())).statusCode).toBe(403);
    expect((await checkOut(shift.id, other.cookie, Date.now())).statusCode).toBe(404);
    expect(await readShift(shift.id)).toMatchObject({ checkedIn: true, status: "active" });
    await goOffDuty(emt);
  });
});

describe("GET /api/time-clock/current-shift", () => {
  it("answers null off duty and the shift on duty, to that member only", async () => {
    await goOffDuty(firefighter);
    const off = await get("/api/time-clock/current-shift", firefighter.cookie);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toBeNull();

    const shift = await addShift({
      userId: firefighter.id,
      title: "Day Relief (Paid)",
      assignment: "Ladder 2",
    });
    await checkIn(shift.id, firefighter.cookie);
    const on = await get("/api/time-clock/current-shift", firefighter.cookie);
    expect(on.json()).toMatchObject({
      id: shift.id,
      title: "Day Relief (Paid)",
      assignment: "Ladder 2",
      startTime: shift.startTime.toISOString(),
      endTime: shift.endTime.toISOString(),
      checkedIn: true,
    });
    expect(on.json().actualStartTime).toEqual(expect.any(String));

    // Nobody else sees it as theirs: not a colleague, not another agency's admin.
    await goOffDuty(emt);
    expect((await get("/api/time-clock/current-shift", emt.cookie)).json()).toBeNull();
    expect((await get("/api/time-clock/current-shift", other.cookie)).json()).toBeNull();
    expect((await t.app.inject({ method: "GET", url: "/api/time-clock/current-shift" })).statusCode).toBe(
      401,
    );
    await goOffDuty(firefighter);
  });
});

describe("GET /api/time-clock/today", () => {
  it("lists the member's own shifts overlapping today in the agency's zone", async () => {
    const member = await addMember(t.db, agencyId, "officer");
    const cookie = await signIn(t.app, member.email);
    const day = agencyDay(CHICAGO);
    const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR);
    const overnight = await addShift({
      userId: member.id,
      startTime: at(day.start, -5),
      endTime: at(day.start, 7),
    });
    const morning = await addShift({
      userId: member.id,
      startTime: at(day.start, 8),
      endTime: at(day.start, 12),
    });
    await addShift({ userId: member.id, startTime: at(day.start, -10), endTime: day.start }); // ended at midnight
    await addShift({ userId: member.id, startTime: day.end, endTime: at(day.end, 24) }); // tomorrow
    await addShift({ userId: emt.id, startTime: at(day.start, 8), endTime: at(day.start, 12) }); // a colleague's

    const res = await get("/api/time-clock/today", cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.date).toBe(day.date);
    expect(body.timeZone).toBe(CHICAGO);
    expect(body.shifts.map((s: { id: string }) => s.id)).toEqual([overnight.id, morning.id]);

    // Another agency's admin sees only their own.
    const foreign = (await get("/api/time-clock/today", other.cookie)).json();
    for (const s of foreign.shifts) expect(s.userId).toBe(other.user.id);
  });
});
