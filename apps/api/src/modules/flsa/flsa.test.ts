import { TZDate } from "@date-fns/tz";
import {
  FLSA_MESSAGES,
  type FlsaMe,
  type FlsaProjection,
  type FlsaReport,
  isWorkPeriodStart,
  nearestWorkPeriodStart,
  workPeriodContaining,
} from "@rollcall/shared/flsa";
import { flsaThresholdHours } from "@rollcall/shared/staffing";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { shifts } from "../../db/schema/scheduling";
import { staffingSettings } from "../../db/schema/staffing";
import { users } from "../../db/schema/users";
import { testToday } from "../../test/harness";
import { addMember } from "../../test/members";
import { twoAgencies } from "../../test/world";

const { t, a, b, officer, firefighter, emt, bMember, call, expectCall } = twoAgencies({
  crew: true,
  bMember: "firefighter",
});
const hale = officer;
const kim = firefighter;
const patel = emt;

const ZONE = "America/Chicago";
/** Agency A counts 14-day periods from Monday 4 March 2030: 4–17 March, then 18–31 March. */
const ANCHOR = "2030-03-04";
const at = (day: string, time: string) => {
  const [y, m, d] = day.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, ZONE).getTime());
};
let scheduledShiftId = "";
let goneId = "";

type ShiftRow = typeof shifts.$inferInsert;
async function addShift(agencyId: string, row: Omit<ShiftRow, "agencyId" | "title"> & { title?: string }) {
  const [created] = await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx
      .insert(shifts)
      .values({ title: "24 Hour", ...row, agencyId })
      .returning({ id: shifts.id }),
  );
  return created.id;
}
/** A 24-hour shift from 07:00 on `day`, punched in and out on time (completed) or only scheduled. */
const day24 = (userId: string, day: string, punched: boolean, next: string) => ({
  userId,
  startTime: at(day, "07:00"),
  endTime: at(next, "07:00"),
  status: punched ? ("completed" as const) : ("scheduled" as const),
  ...(punched
    ? {
        actualStartTime: at(day, "07:00"),
        actualEndTime: at(next, "07:00"),
        checkedIn: true,
        totalMinutes: 1440,
      }
    : {}),
});

beforeAll(async () => {
  const agencyId = a.user.agencyId;
  await asPlatform(t.db, { agencyId, userId: null }, async (tx) => {
    await tx.update(agencies).set({ timeZone: ZONE }).where(eq(agencies.id, agencyId));
    await tx.insert(staffingSettings).values({ agencyId, flsaPeriodDays: 14, flsaPeriodStart: ANCHOR });
    await tx.update(users).set({ flsaExempt: true }).where(eq(users.id, patel.id));
  });
  // Kim: four punched 24s (96 h), one scheduled 24 without punches, and a 19:00–07:00 across the boundary.
  for (const [day, next] of [
    ["2030-03-04", "2030-03-05"],
    ["2030-03-07", "2030-03-08"],
    ["2030-03-10", "2030-03-11"], // daylight saving starts at 02:00 that day: still 24 h of work
    ["2030-03-13", "2030-03-14"],
  ])
    await addShift(agencyId, day24(kim.id, day, true, next));
  scheduledShiftId = await addShift(agencyId, day24(kim.id, "2030-03-16", false, "2030-03-17"));
  await addShift(agencyId, {
    userId: kim.id,
    title: "Night",
    startTime: at("2030-03-17", "19:00"),
    endTime: at("2030-03-18", "07:00"),
  });
  // Patel (exempt): five 24s, 120 h, no overtime.
  for (const [day, next] of [
    ["2030-03-04", "2030-03-05"],
    ["2030-03-06", "2030-03-07"],
    ["2030-03-08", "2030-03-09"],
    ["2030-03-11", "2030-03-12"],
    ["2030-03-14", "2030-03-15"],
  ])
    await addShift(agencyId, day24(patel.id, day, true, next));
  // Hale: a 10-hour day checked in late and out late (punches count, not the schedule), and a cancelled 24.
  await addShift(agencyId, {
    userId: hale.id,
    title: "Day",
    startTime: at("2030-03-05", "08:00"),
    endTime: at("2030-03-05", "18:00"),
    actualStartTime: at("2030-03-05", "08:30"),
    actualEndTime: at("2030-03-05", "19:00"),
    checkedIn: true,
    totalMinutes: 630,
    status: "completed",
  });
  await addShift(agencyId, { ...day24(hale.id, "2030-03-08", false, "2030-03-09"), status: "cancelled" });
  // An open shift has no member: it counts for nobody.
  await addShift(agencyId, {
    ...day24(kim.id, "2030-03-09", false, "2030-03-10"),
    userId: null,
    status: "open",
  });
  // A member removed since: listed with their hours, and never offered for a new assignment.
  const gone = await addMember(t.db, agencyId, "firefighter", {
    firstName: "Former",
    lastName: "Member",
  });
  goneId = gone.id;
  await addShift(agencyId, day24(gone.id, "2030-03-12", true, "2030-03-13"));
  await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id)),
  );
});

const report = (cookie = a.cookie, periodStart = ANCHOR) =>
  expectCall<FlsaReport>(
    200,
    "GET",
    periodStart ? `/api/flsa/report?periodStart=${periodStart}` : "/api/flsa/report",
    cookie,
  );
const lineOf = (r: FlsaReport, userId: string) => r.members.find((m) => m.userId === userId);

// ---------------------------------------------------------------------------------------------------------

describe("thresholds and work periods (unit)", () => {
  it.each([
    [7, 53, 43],
    [14, 106, 86],
    [28, 212, 171],
  ])("a %i-day period: fire %i h, law enforcement %i h", (days, fire, police) => {
    expect(flsaThresholdHours("fire", days)).toBe(fire);
    expect(flsaThresholdHours("law_enforcement", days)).toBe(police);
  });

  it("counts periods forward and backward from the anchor", () => {
    expect(workPeriodContaining(ANCHOR, 14, "2030-03-17")).toEqual({
      start: "2030-03-04",
      end: "2030-03-17",
      days: 14,
    });
    expect(workPeriodContaining(ANCHOR, 14, "2030-03-18").start).toBe("2030-03-18");
    expect(workPeriodContaining(ANCHOR, 14, "2030-03-03").start).toBe("2030-02-18");
    expect(isWorkPeriodStart(ANCHOR, 14, "2030-02-04")).toBe(true);
    expect(isWorkPeriodStart(ANCHOR, 14, "2030-03-05")).toBe(false);
    expect(nearestWorkPeriodStart(ANCHOR, 14, "2030-03-06")).toBe("2030-03-04");
    expect(nearestWorkPeriodStart(ANCHOR, 14, "2030-03-15")).toBe("2030-03-18");
  });
});

describe("GET /api/flsa/report", () => {
  it("counts punches, scheduled hours where no punch exists, and splits a shift at the period's midnight", async () => {
    const r = await report();
    expect(r).toMatchObject({
      periodStart: "2030-03-04",
      periodEnd: "2030-03-17",
      periodDays: 14,
      standard: "fire",
      threshold: 106,
    });
    // 96 h punched; 24 h scheduled plus 5 of the night's 12 h (19:00 to midnight) scheduled.
    expect(lineOf(r, kim.id)).toMatchObject({
      firstName: "Jordan",
      lastName: "Kim",
      role: "firefighter",
      exempt: false,
      punchedHours: 96,
      scheduledHours: 29,
      hoursWorked: 125,
      overtimeHours: 19,
    });
    // The next period holds the other 7 h of the night.
    const next = await report(a.cookie, "2030-03-18");
    expect(next.threshold).toBe(106);
    expect(lineOf(next, kim.id)).toMatchObject({ hoursWorked: 7, scheduledHours: 7, overtimeHours: 0 });
  });

  it("counts the time clock's punches rather than the schedule, and leaves cancelled and open shifts out", async () => {
    const r = await report();
    expect(lineOf(r, hale.id)).toMatchObject({ punchedHours: 10.5, scheduledHours: 0, hoursWorked: 10.5 });
  });

  it("lists exempt members with their hours and no overtime", async () => {
    const r = await report();
    expect(lineOf(r, patel.id)).toMatchObject({ exempt: true, hoursWorked: 120, overtimeHours: 0 });
    expect(r.totals).toEqual({ hoursWorked: 125 + 10.5 + 120 + 24, overtimeHours: 19, overThreshold: 1 });
  });

  it("lists every current member, and a removed one who worked in the period", async () => {
    const r = await report();
    expect(lineOf(r, a.user.id)).toMatchObject({ hoursWorked: 0, overtimeHours: 0 });
    expect(lineOf(r, goneId)).toMatchObject({ firstName: "Former", hoursWorked: 24 });
    const later = await report(a.cookie, "2030-04-01");
    expect(lineOf(later, goneId)).toBeUndefined();
  });

  it("flags an agency with fewer than 5 non-exempt members in the period (213(b)(20)) and still computes", async () => {
    const r = await report();
    expect(r.nonExemptMembers).toBe(3); // Kim, Hale, the removed member; Patel is exempt
    expect(r.smallAgency).toBe(true);
    expect(lineOf(r, kim.id)?.overtimeHours).toBe(19);
  });

  it("answers the period holding the agency's today without a periodStart", async () => {
    const r = await report(a.cookie, "");
    expect(r.periodDays).toBe(14);
    expect(isWorkPeriodStart(ANCHOR, 14, r.periodStart)).toBe(true);
    const today = new TZDate(Date.now(), ZONE).toISOString().slice(0, 10);
    expect(r.periodStart <= today && today <= r.periodEnd).toBe(true);
  });

  it("counts from 1 January of the agency's year, in 28-day periods, when the agency has no settings", async () => {
    const r = await expectCall<FlsaReport>(200, "GET", "/api/flsa/report", b.cookie);
    expect(r.periodDays).toBe(28);
    expect(r.threshold).toBe(212);
    expect(isWorkPeriodStart(`${testToday.slice(0, 4)}-01-01`, 28, r.periodStart)).toBe(true);
  });

  it("refuses a periodStart off a period boundary, naming the nearest boundary", async () => {
    const res = await call("GET", "/api/flsa/report?periodStart=2030-03-15", a.cookie);
    expect(res.statusCode).toBe(400);
    const message = "2030-03-15 is not the first day of a work period; the nearest is 2030-03-18";
    expect(res.json()).toEqual({ message, errors: { periodStart: message } });
    const bad = await call("GET", "/api/flsa/report?periodStart=2030-02-30", a.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ periodStart: FLSA_MESSAGES.periodStart });
    const far = await call("GET", "/api/flsa/report?periodStart=0001-01-01", a.cookie);
    expect(far.statusCode).toBe(400);
  });

  it("follows the law enforcement standard and other period lengths", async () => {
    const agencyId = a.user.agencyId;
    const set = (values: Partial<typeof staffingSettings.$inferInsert>) =>
      asPlatform(t.db, { agencyId, userId: null }, (tx) =>
        tx.update(staffingSettings).set(values).where(eq(staffingSettings.agencyId, agencyId)),
      );
    try {
      await set({ flsaStandard: "law_enforcement", flsaPeriodDays: 7 });
      const week = await report(a.cookie, "2030-03-11");
      expect(week).toMatchObject({ periodEnd: "2030-03-17", threshold: 43, standard: "law_enforcement" });
      // The last 7 h of the 10 March 24, the 13 March 24, the 16 March 24 (scheduled), 5 h of the night: 60 h.
      expect(lineOf(week, kim.id)).toMatchObject({ hoursWorked: 60, scheduledHours: 29, overtimeHours: 17 });
      await set({ flsaPeriodDays: 28 });
      expect((await report(a.cookie, ANCHOR)).threshold).toBe(171);
    } finally {
      await set({ flsaStandard: "fire", flsaPeriodDays: 14 });
    }
  });
});

describe("GET /api/flsa/report.csv", () => {
  it("downloads one row per member with the period, hours, threshold and overtime", async () => {
    const res = await call("GET", `/api/flsa/report.csv?periodStart=${ANCHOR}`, hale.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("flsa-7k-2030-03-04-to-2030-03-17.csv");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "member,role,period start,period end,exempt,punched hours,scheduled hours,hours worked,threshold,overtime hours",
    );
    expect(lines).toContain("Jordan Kim,Firefighter,2030-03-04,2030-03-17,no,96.00,29.00,125.00,106,19.00");
    expect(lines).toContain("Priya Patel,EMT,2030-03-04,2030-03-17,yes,120.00,0.00,120.00,106,0.00");
  });
});

describe("GET /api/flsa/me", () => {
  it("shows a member their own line only", async () => {
    const me = await expectCall<FlsaMe>(200, "GET", `/api/flsa/me?periodStart=${ANCHOR}`, kim.cookie);
    expect(me).toMatchObject({ threshold: 106, periodEnd: "2030-03-17" });
    expect(me.member).toMatchObject({ userId: kim.id, hoursWorked: 125, overtimeHours: 19 });
    const other = await expectCall<FlsaMe>(200, "GET", `/api/flsa/me?periodStart=${ANCHOR}`, patel.cookie);
    expect(other.member).toMatchObject({ userId: patel.id, exempt: true, overtimeHours: 0 });
  });
});

describe("GET /api/flsa/projection", () => {
  const project = (q: Record<string, string>, cookie = a.cookie) =>
    call("GET", `/api/flsa/projection?${new URLSearchParams(q)}`, cookie);

  it("answers the hours before and after an assignment and whether it passes the threshold", async () => {
    const res = await project({ userId: kim.id, startTime: "2030-03-15T07:00", endTime: "2030-03-16T07:00" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      periodStart: "2030-03-04",
      periodEnd: "2030-03-17",
      threshold: 106,
      exempt: false,
      hoursBefore: 125,
      hoursAfter: 149,
      overThreshold: true,
    } satisfies FlsaProjection);
  });

  it("leaves the shift being edited out of the hours before", async () => {
    const res = await project({
      userId: kim.id,
      startTime: "2030-03-16T07:00",
      endTime: "2030-03-17T07:00",
      shiftId: scheduledShiftId,
    });
    expect(res.json()).toMatchObject({ hoursBefore: 101, hoursAfter: 125, overThreshold: true });
  });

  it("stays under for a member with room, and never warns for an exempt member", async () => {
    const room = await project({
      userId: hale.id,
      startTime: "2030-03-17T19:00",
      endTime: "2030-03-18T07:00",
    });
    expect(room.json()).toMatchObject({ periodStart: "2030-03-04", hoursBefore: 10.5, hoursAfter: 15.5 });
    expect(room.json().overThreshold).toBe(false);
    const exempt = await project({
      userId: patel.id,
      startTime: "2030-03-16T07:00",
      endTime: "2030-03-17T07:00",
    });
    expect(exempt.json()).toMatchObject({ exempt: true, hoursAfter: 144, overThreshold: false });
  });

  it("projects a shift across a boundary into the period it takes over the threshold", async () => {
    // 20:00 local (01:00 UTC): 4 h before midnight (129 h, over in the first period), 20 h in the next one.
    const res = await project({
      userId: kim.id,
      startTime: "2030-03-18T01:00+00:00",
      endTime: "2030-03-18T20:00",
    });
    expect(res.json()).toMatchObject({ periodEnd: "2030-03-17", overThreshold: true });
  });

  it("refuses bad times, another agency's member and a removed member", async () => {
    const backwards = await project({
      userId: kim.id,
      startTime: "2030-03-15T07:00",
      endTime: "2030-03-15T06:00",
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ endTime: FLSA_MESSAGES.endAfterStart });
    const missing = await project({ userId: kim.id, startTime: "", endTime: "2030-03-15T06:00" });
    expect(missing.statusCode).toBe(400);
    const other = await project(
      { userId: bMember.id, startTime: "2030-03-15T07:00", endTime: "2030-03-16T07:00" },
      a.cookie,
    );
    expect(other.statusCode).toBe(404);
    const fromB = await project(
      { userId: kim.id, startTime: "2030-03-15T07:00", endTime: "2030-03-16T07:00" },
      b.cookie,
    );
    expect(fromB.statusCode).toBe(404);
    for (const [startTime, endTime] of [
      ["9999-12-31T23:00-05:00", "9999-12-31T23:30-05:00"],
      ["1900-01-01T00:30+14:00", "1900-01-01T02:00+14:00"],
    ]) {
      const far = await project({ userId: kim.id, startTime, endTime });
      expect(far.statusCode, far.body).toBe(400);
    }
    const gone = await project({
      userId: goneId,
      startTime: "2030-03-15T07:00",
      endTime: "2030-03-16T07:00",
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe("PATCH /api/flsa/exemptions/{userId}", () => {
  it("marks a member exempt and back (admins); their overtime follows", async () => {
    const url = `/api/flsa/exemptions/${kim.id}`;
    expect(await expectCall(200, "PATCH", url, a.cookie, { exempt: true })).toEqual({
      userId: kim.id,
      exempt: true,
    });
    expect(lineOf(await report(), kim.id)).toMatchObject({ exempt: true, overtimeHours: 0 });
    await expectCall(200, "PATCH", url, a.cookie, { exempt: false });
    expect(lineOf(await report(), kim.id)).toMatchObject({ exempt: false, overtimeHours: 19 });
  });

  it("refuses a bad body, officers, another agency's member and a removed member", async () => {
    const url = `/api/flsa/exemptions/${kim.id}`;
    const bad = await call("PATCH", url, a.cookie, { exempt: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ exempt: FLSA_MESSAGES.exempt });
    expect((await call("PATCH", url, hale.cookie, { exempt: true })).statusCode).toBe(403);
    expect((await call("PATCH", url, b.cookie, { exempt: true })).statusCode).toBe(404);
    expect(
      (await call("PATCH", `/api/flsa/exemptions/${goneId}`, a.cookie, { exempt: true })).statusCode,
    ).toBe(404);
    expect(lineOf(await report(), kim.id)?.exempt).toBe(false);
  });
});

describe("roles and agency isolation", () => {
  it("lets officers and admins read the report; firefighters and EMTs get 403", async () => {
    await report(hale.cookie);
    for (const cookie of [kim.cookie, patel.cookie])
      for (const url of [
        `/api/flsa/report?periodStart=${ANCHOR}`,
        `/api/flsa/report.csv?periodStart=${ANCHOR}`,
        `/api/flsa/projection?userId=${kim.id}&startTime=2030-03-15T07:00&endTime=2030-03-16T07:00`,
      ])
        expect((await call("GET", url, cookie)).statusCode, url).toBe(403);
  });

  it("shows another agency none of agency A's members or hours", async () => {
    const r = await expectCall<FlsaReport>(200, "GET", "/api/flsa/report", b.cookie);
    const ids = r.members.map((m) => m.userId);
    expect(ids).toContain(b.user.id);
    for (const id of [kim.id, hale.id, patel.id, a.user.id]) expect(ids).not.toContain(id);
    const csv = await call("GET", "/api/flsa/report.csv", b.cookie);
    expect(csv.body).not.toContain("Kim");
  });
});
