import { LEAVE_MESSAGES } from "@rollcall/shared/leave";
import type { StaffingGap } from "@rollcall/shared/staffing";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { auditLogs } from "../../db/schema/audit";
import { notifications } from "../../db/schema/notifications";
import { staffingRequirements, staffingSettings } from "../../db/schema/staffing";
import { testDay as day, shownDay } from "../../test/harness";
import { type Json, twoAgencies } from "../../test/world";
import { newGaps } from "./impact.service";

const { t, a, b, officer, firefighter, emt, bMember, call, expectCall } = twoAgencies({
  crew: true,
  bMember: "firefighter",
});

type Leave = { id: string; status: string; hours: number; userId: string; userName: string } & Json;
type Balance = { userId: string; hours: Record<string, number> };

async function setRules(rules: Partial<typeof staffingSettings.$inferInsert>) {
  const agencyId = a.user.agencyId;
  const values = { leaveMaxConcurrent: null, leaveMinNoticeDays: 0, leaveBlockedDates: [], ...rules };
  await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx
      .insert(staffingSettings)
      .values({ agencyId, ...values })
      .onConflictDoUpdate({ target: staffingSettings.agencyId, set: values }),
  );
}

const ask = (cookie: string, body: Json) => call("POST", "/api/leave-requests", cookie, body);
const requestLeave = (cookie: string, body: Json) =>
  expectCall<Leave>(201, "POST", "/api/leave-requests", cookie, body);
const decide = (id: string, status: string, cookie = officer.cookie) =>
  call("PATCH", `/api/leave-requests/${id}`, cookie, { status });
const setBalance = (userId: string, type: string, hours: number) =>
  expectCall<Balance>(200, "PUT", "/api/leave-balances", officer.cookie, {
    userId,
    type,
    hours,
    reason: "Opening balance",
  });
const balanceOf = async (cookie: string) =>
  (await expectCall<Balance[]>(200, "GET", "/api/leave-balances", cookie))[0].hours;
const impactOf = (id: string) =>
  expectCall<{
    draw: { hours: number; shifts: number; standardDays: number };
    openedShifts: number;
    gaps: Array<{ date: string; message: string }>;
  }>(200, "GET", `/api/leave-requests/${id}/impact`, officer.cookie);
/** The first day `from` days ahead or later that falls on `weekday` (0 Sunday .. 6 Saturday), as its offset. */
const nextWeekday = (from: number, weekday: number) => {
  let n = from;
  while (new Date(`${day(n)}T00:00:00Z`).getUTCDay() !== weekday) n++;
  return n;
};
/** A shift of the member's from `date` at `from` for `hours` hours (a night shift ends the next morning). */
const shiftFor = (userId: string, date: string, from: string, hours: number, title = "Engine 1 night") => {
  const start = Date.parse(`${date}T${from}:00Z`);
  const end = new Date(start + hours * 3_600_000).toISOString().slice(0, 16);
  return expectCall<{ id: string }>(201, "POST", "/api/shifts", a.cookie, {
    title,
    userId,
    startTime: `${date}T${from}`,
    endTime: end,
  });
};
const shift = (userId: string, date: string, title = "Engine 1") =>
  expectCall<{ id: string }>(201, "POST", "/api/shifts", a.cookie, {
    title,
    userId,
    startTime: `${date}T07:00`,
    endTime: `${date}T19:00`,
  });

beforeEach(async () => {
  await setRules({});
});

describe("requesting leave", () => {
  it("answers a field message for each missing field and for an end before the start", async () => {
    // Nothing sent, or the untouched Request Leave form (nothing chosen): nothing is filed.
    for (const body of [{}, { type: "", startDate: "", endDate: "", notes: "" }]) {
      const res = await ask(firefighter.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        type: LEAVE_MESSAGES.type,
        startDate: LEAVE_MESSAGES.startDate,
        endDate: LEAVE_MESSAGES.endDate,
      });
    }
    expect(await expectCall<Leave[]>(200, "GET", "/api/leave-requests", firefighter.cookie)).toEqual([]);
    const backwards = await ask(firefighter.cookie, { type: "vacation", startDate: day(5), endDate: day(4) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ endDate: LEAVE_MESSAGES.endBeforeStart });
  });

  it("needs the agency's notice, except for sick leave", async () => {
    await setRules({ leaveMinNoticeDays: 14 });
    const short = await ask(firefighter.cookie, { type: "vacation", startDate: day(5), endDate: day(6) });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(
      `Leave needs 14 days notice: the earliest start is ${shownDay(day(14))}`,
    );
    const sick = await requestLeave(firefighter.cookie, { type: "sick", startDate: day(1), endDate: day(1) });
    expect(sick.status).toBe("pending");
    const planned = await requestLeave(firefighter.cookie, {
      type: "vacation",
      startDate: day(14),
      endDate: day(15),
      notes: "Family trip",
    });
    expect(planned).toMatchObject({ status: "pending", notes: "Family trip", userName: "Jordan Kim" });
    // Without notice rules, leave still cannot start in the past (sick leave can: it is recorded afterwards).
    await setRules({});
    const past = await ask(emt.cookie, { type: "personal", startDate: day(-2), endDate: day(-1) });
    expect(past.statusCode).toBe(409);
    expect((await ask(emt.cookie, { type: "sick", startDate: day(-2), endDate: day(-2) })).statusCode).toBe(
      201,
    );
  });

  it("refuses blocked dates, naming them", async () => {
    await setRules({ leaveBlockedDates: [day(31), day(33)] });
    const res = await ask(emt.cookie, { type: "vacation", startDate: day(30), endDate: day(34) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Leave is blocked on ${shownDay(day(31))}, ${shownDay(day(33))}: choose other dates`,
    );
    expect(
      (await ask(emt.cookie, { type: "vacation", startDate: day(34), endDate: day(35) })).statusCode,
    ).toBe(201);
  });

  it("refuses a request overlapping the member's own pending or approved leave", async () => {
    await requestLeave(officer.cookie, { type: "vacation", startDate: day(70), endDate: day(72) });
    const res = await ask(officer.cookie, { type: "personal", startDate: day(72), endDate: day(73) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LEAVE_MESSAGES.overlapsOwn);
  });
});

describe("approval", () => {
  it("draws the balance by the member's shifts, makes their shifts open and tells everyone", async () => {
    const s = await shift(firefighter.id, day(40));
    const colleague = await shift(emt.id, day(40), "Medic 3");
    const leave = await requestLeave(firefighter.cookie, {
      type: "vacation",
      startDate: day(40),
      endDate: day(41),
    });
    expect(leave.hours).toBe(12);

    const short = await decide(leave.id, "approved");
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(
      "Not enough Vacation balance: this leave needs 12 h, the member has 0 h",
    );
    // Refused: nothing changed.
    expect((await expectCall<Json>(200, "GET", `/api/shifts/${s.id}`, a.cookie)).status).toBe("scheduled");

    await setBalance(firefighter.id, "vacation", 20);
    const res = await decide(leave.id, "approved");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "approved", hours: 12, decidedByName: "Marcus Hale" });
    expect((await balanceOf(firefighter.cookie)).vacation).toBe(8);

    const opened = await expectCall<Json>(200, "GET", `/api/shifts/${s.id}`, a.cookie);
    expect(opened).toMatchObject({ status: "open", userId: null });
    // Only the member's own shifts open.
    expect(await expectCall<Json>(200, "GET", `/api/shifts/${colleague.id}`, a.cookie)).toMatchObject({
      status: "scheduled",
      userId: emt.id,
    });
    const open = await expectCall<Array<Json>>(200, "GET", "/api/shifts/open", emt.cookie);
    expect(open.find((o) => o.id === s.id)).toMatchObject({ reason: "On leave: Vacation" });

    const notes = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.select().from(notifications).where(eq(notifications.agencyId, a.user.agencyId)),
    );
    expect(notes.find((n) => n.userId === firefighter.id && n.title === "Leave approved")?.message).toContain(
      "now open shifts",
    );
    expect(
      notes.find((n) => n.userId === a.user.id && n.title === "Shifts opened by leave")?.message,
    ).toContain("Jordan Kim is on Vacation leave");
    const audit = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.agencyId, a.user.agencyId), eq(auditLogs.entityId, leave.id))),
    );
    expect(audit.length).toBeGreaterThanOrEqual(2);

    // Cancelling approved leave that has not started gives the hours back.
    const cancelled = await decide(leave.id, "cancelled", firefighter.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe("cancelled");
    expect((await balanceOf(firefighter.cookie)).vacation).toBe(20);
  });

  it("counts a shift on the day it starts: a night shift ending 07:00 draws nothing from the morning it ends", async () => {
    // A night shift Friday 19:00 to Saturday 07:00, and a 24-hour shift Monday 07:00 to Tuesday 07:00.
    const vacationOn = (n: number) =>
      requestLeave(emt.cookie, { type: "vacation", startDate: day(n), endDate: day(n) });
    const friday = nextWeekday(110, 5);
    const night = await shiftFor(emt.id, day(friday), "19:00", 12);
    const monday = friday + 3;
    await shiftFor(emt.id, day(monday), "07:00", 24, "Engine 1 24");

    // Saturday, the morning the night shift ends: no shift starts, a weekend day draws nothing.
    const saturday = await vacationOn(friday + 1);
    expect(saturday.hours).toBe(0);
    expect(await impactOf(saturday.id)).toMatchObject({
      draw: { hours: 0, shifts: 0, standardDays: 0 },
      openedShifts: 0,
    });
    // Tuesday, the morning the 24-hour shift ends: no shift starts, so the standard day (not 24 h).
    const tuesday = await vacationOn(monday + 1);
    expect(tuesday.hours).toBe(8);
    expect(await impactOf(tuesday.id)).toMatchObject({
      draw: { hours: 8, shifts: 0, standardDays: 1 },
      openedShifts: 0,
    });
    // Friday, the day the night shift starts: its 12 hours, and it is the shift approval opens.
    const fri = await vacationOn(friday);
    expect(fri.hours).toBe(12);
    expect(await impactOf(fri.id)).toMatchObject({
      draw: { hours: 12, shifts: 1, standardDays: 0 },
      openedShifts: 1,
    });
    await setBalance(emt.id, "vacation", 20);
    expect((await decide(tuesday.id, "approved")).json()).toMatchObject({ status: "approved", hours: 8 });
    expect((await decide(fri.id, "approved")).json()).toMatchObject({ status: "approved", hours: 12 });
    expect((await balanceOf(emt.cookie)).vacation).toBe(0);
    expect((await expectCall<Json>(200, "GET", `/api/shifts/${night.id}`, a.cookie)).status).toBe("open");
  });

  it("charges 8 hours per weekday when the member has no shift in those days", async () => {
    let n = 50;
    while (new Date(`${day(n)}T00:00:00Z`).getUTCDay() !== 1) n++;
    const [monday, sunday] = [day(n), day(n + 6)];
    const leave = await requestLeave(emt.cookie, { type: "personal", startDate: monday, endDate: sunday });
    expect(leave.hours).toBe(40);
  });

  it("refuses more members away at once than the agency allows", async () => {
    await setRules({ leaveMaxConcurrent: 1 });
    await setBalance(emt.id, "kelly", 100);
    await setBalance(firefighter.id, "kelly", 100);
    const first = await requestLeave(emt.cookie, { type: "kelly", startDate: day(80), endDate: day(82) });
    expect((await decide(first.id, "approved")).statusCode).toBe(200);
    const second = await requestLeave(firefighter.cookie, {
      type: "kelly",
      startDate: day(82),
      endDate: day(83),
    });
    const res = await decide(second.id, "approved");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Approving puts more than 1 member on leave on ${shownDay(day(82))}, the most the agency allows at once`,
    );
    // Another day is fine; without the rule the same request passes.
    await setRules({});
    expect((await decide(second.id, "approved")).statusCode).toBe(200);
  });

  it("denies once; a decided request cannot be decided again", async () => {
    const leave = await requestLeave(emt.cookie, { type: "vacation", startDate: day(90), endDate: day(90) });
    const denied = await decide(leave.id, "denied", a.cookie);
    expect(denied.json()).toMatchObject({ status: "denied", decidedByName: "Dana Reyes" });
    const again = await decide(leave.id, "approved");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LEAVE_MESSAGES.notPending);
    expect((await decide(leave.id, "cancelled", emt.cookie)).statusCode).toBe(409);
  });

  it("keeps leave that has started from being cancelled", async () => {
    await setBalance(officer.id, "sick", 100);
    const leave = await requestLeave(officer.cookie, { type: "sick", startDate: day(-1), endDate: day(1) });
    expect((await decide(leave.id, "approved", a.cookie)).statusCode).toBe(200);
    const res = await decide(leave.id, "cancelled", officer.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LEAVE_MESSAGES.notCancellable);
  });
});

describe("the gaps that are the leave's doing", () => {
  const gap = (start: string, end: string, have: number, ruleId = "r1"): StaffingGap => ({
    start: `2030-01-07T${start}:00.000Z`,
    end: `2030-01-07T${end}:00.000Z`,
    date: "2030-01-07",
    ruleId,
    ruleName: "Engine 1",
    needed: 4,
    have,
    text: `Needs ${4 - have} more people`,
  });

  it("keeps only the time no gap of the same rule already covered with as few people", () => {
    const withLeave = [gap("00:00", "23:59", 0)];
    const before = [gap("00:00", "07:00", 0), gap("07:00", "19:00", 1), gap("19:00", "23:59", 0)];
    expect(newGaps(withLeave, before).map((g) => [g.start.slice(11, 16), g.end.slice(11, 16)])).toEqual([
      ["07:00", "19:00"],
    ]);
    // Another rule's gap does not count; the same gap before is not new.
    expect(newGaps(withLeave, [gap("00:00", "23:59", 0, "r2")])).toHaveLength(1);
    expect(newGaps(withLeave, withLeave)).toEqual([]);
  });
});

describe("the staffing impact of approving", () => {
  beforeAll(async () => {
    const agencyId = a.user.agencyId;
    await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
      tx.insert(staffingRequirements).values({
        agencyId,
        name: "Engine 1 crew",
        minimumStaff: 1,
        startTime: "07:00",
        endTime: "19:00",
        role: "firefighter",
      }),
    );
  });

  it("answers the gaps approval would open, not the ones already there", async () => {
    const s = await shift(firefighter.id, day(60));
    const leave = await requestLeave(firefighter.cookie, {
      type: "personal",
      startDate: day(60),
      endDate: day(60),
    });
    const impact = await impactOf(leave.id);
    expect(impact).toEqual({
      draw: { hours: 12, shifts: 1, standardDays: 0 },
      openedShifts: 1,
      gaps: [
        {
          date: day(60),
          message: `Approving leaves Engine 1 crew short on ${shownDay(day(60))}, 07:00–19:00: needs 1 more Firefighter`,
        },
      ],
    });
    // Approval is still allowed, with the warning.
    await setBalance(firefighter.id, "personal", 12);
    expect((await decide(leave.id, "approved")).statusCode).toBe(200);
    expect((await expectCall<Json>(200, "GET", `/api/shifts/${s.id}`, a.cookie)).status).toBe("open");

    // Staffing falls short, so a call-back for the opened shift started at once, signed by the officer.
    const callbacks = await expectCall<
      Array<{ id: string; status: string; shift: { id: string }; startedBy: { id: string } | null }>
    >(200, "GET", "/api/callbacks", officer.cookie);
    const started = callbacks.filter((c) => c.shift.id === s.id);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ status: "open", startedBy: { id: officer.id } });
    const list = await expectCall<{ offers: Array<{ userId: string }> }>(
      200,
      "GET",
      `/api/callbacks/${started[0].id}`,
      officer.cookie,
    );
    expect(list.offers.length).toBeGreaterThan(0);
    expect(list.offers.map((o) => o.userId)).not.toContain(firefighter.id);
  });

  it("keeps the member's night shift from the evening before in the staffing preview", async () => {
    const agencyId = a.user.agencyId;
    await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
      tx.insert(staffingRequirements).values({
        agencyId,
        name: "Night crew",
        minimumStaff: 1,
        startTime: "19:00",
        endTime: "07:00",
        role: "firefighter",
      }),
    );
    // Covered all night by the member, whose night shift ends 07:00 on the leave day.
    await shiftFor(firefighter.id, day(64), "19:00", 12);
    const leave = await requestLeave(firefighter.cookie, {
      type: "personal",
      startDate: day(65),
      endDate: day(65),
    });
    const impact = await impactOf(leave.id);
    // The night shift is the day before's: not drawn, not opened, and the night stays covered.
    expect(impact).toMatchObject({ draw: { shifts: 0 }, openedShifts: 0, gaps: [] });
  });

  it("leaves the opened shift to the managers when no rule falls short", async () => {
    // Day 63: past the week "charges 8 hours per weekday" takes (a Monday from day 50, through day 62 at the latest).
    const s = await shift(emt.id, day(63), "Medic 2");
    const leave = await requestLeave(emt.cookie, { type: "personal", startDate: day(63), endDate: day(63) });
    await setBalance(emt.id, "personal", 12);
    expect((await decide(leave.id, "approved")).statusCode).toBe(200);
    expect((await expectCall<Json>(200, "GET", `/api/shifts/${s.id}`, a.cookie)).status).toBe("open");
    const callbacks = await expectCall<Array<{ shift: { id: string } }>>(
      200,
      "GET",
      "/api/callbacks",
      officer.cookie,
    );
    expect(callbacks.filter((c) => c.shift.id === s.id)).toHaveLength(0);
  });
});

describe("who sees and does what", () => {
  let theirs: Leave;
  beforeAll(async () => {
    theirs = await requestLeave(firefighter.cookie, {
      type: "vacation",
      startDate: day(100),
      endDate: day(101),
    });
  });

  it("shows members their own requests and managers everyone's, with filters", async () => {
    const mine = await expectCall<Leave[]>(200, "GET", "/api/leave-requests", emt.cookie);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.userId === emt.id)).toBe(true);
    // A member's userId filter cannot reach someone else's.
    const sneaky = await expectCall<Leave[]>(
      200,
      "GET",
      `/api/leave-requests?userId=${firefighter.id}`,
      emt.cookie,
    );
    expect(sneaky.every((r) => r.userId === emt.id)).toBe(true);

    const all = await expectCall<Leave[]>(200, "GET", "/api/leave-requests", officer.cookie);
    expect(new Set(all.map((r) => r.userId)).size).toBeGreaterThan(1);
    const pending = await expectCall<Leave[]>(
      200,
      "GET",
      `/api/leave-requests?status=pending&userId=${firefighter.id}`,
      officer.cookie,
    );
    expect(pending.map((r) => r.id)).toContain(theirs.id);
    expect(pending.every((r) => r.status === "pending" && r.userId === firefighter.id)).toBe(true);
    const window = await expectCall<Leave[]>(
      200,
      "GET",
      `/api/leave-requests?startDate=${day(101)}&endDate=${day(101)}`,
      officer.cookie,
    );
    expect(window.map((r) => r.id)).toEqual([theirs.id]);
  });

  it("refuses members deciding, acting on others' requests and managing balances (403)", async () => {
    const approve = await decide(theirs.id, "approved", firefighter.cookie);
    expect(approve.statusCode).toBe(403);
    expect(approve.json().message).toBe(LEAVE_MESSAGES.managersOnly);
    const cancel = await decide(theirs.id, "cancelled", emt.cookie);
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().message).toBe(LEAVE_MESSAGES.notYours);
    expect((await call("GET", `/api/leave-requests/${theirs.id}/impact`, emt.cookie)).statusCode).toBe(403);
    const put = await call("PUT", "/api/leave-balances", firefighter.cookie, {
      userId: firefighter.id,
      type: "vacation",
      hours: 999,
      reason: "More",
    });
    expect(put.statusCode).toBe(403);
    // A member reads only their own balances, whatever they ask for.
    const own = await expectCall<Balance[]>(
      200,
      "GET",
      `/api/leave-balances?userId=${emt.id}`,
      firefighter.cookie,
    );
    expect(own.map((r) => r.userId)).toEqual([firefighter.id]);
    const everyone = await expectCall<Balance[]>(200, "GET", "/api/leave-balances", officer.cookie);
    expect(everyone.map((r) => r.userId)).toEqual(
      expect.arrayContaining([firefighter.id, emt.id, a.user.id]),
    );
  });

  it("answers 404 for another agency's request and 400 for another agency's member", async () => {
    for (const status of ["approved", "denied", "cancelled"]) {
      const res = await decide(theirs.id, status, b.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(LEAVE_MESSAGES.notFound);
    }
    expect((await call("GET", `/api/leave-requests/${theirs.id}/impact`, b.cookie)).statusCode).toBe(404);
    const list = await expectCall<Leave[]>(200, "GET", "/api/leave-requests", b.cookie);
    expect(list).toEqual([]);
    const balances = await expectCall<Balance[]>(
      200,
      "GET",
      `/api/leave-balances?userId=${firefighter.id}`,
      b.cookie,
    );
    expect(balances).toEqual([]);
    const put = await call("PUT", "/api/leave-balances", officer.cookie, {
      userId: bMember.id,
      type: "vacation",
      hours: 10,
      reason: "Opening balance",
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().errors).toEqual({ userId: LEAVE_MESSAGES.userId });
    const bad = await call("PUT", "/api/leave-balances", officer.cookie, {
      userId: firefighter.id,
      type: "vacation",
      hours: 1.1,
      reason: "Opening balance",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ hours: LEAVE_MESSAGES.hours });
  });
});
