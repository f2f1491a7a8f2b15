import { TZDate } from "@date-fns/tz";
import { STATION_MESSAGES } from "@rollcall/shared/equipment";
import {
  DEFAULT_TIME_CLOCK_SETTINGS,
  TIME_CLOCK_RULE_MESSAGES as R,
  type TimeClockSettings,
} from "@rollcall/shared/time-clock";
import { format } from "date-fns";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { notifications } from "../../db/schema/notifications";
import { type NewShift, shifts } from "../../db/schema/scheduling";
import { signIn } from "../../test/members";
import { twoAgencies } from "../../test/world";
import { timeClockJobs } from "./time-clock.jobs";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const CHICAGO = "America/Chicago";
const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent } as never;

const {
  t,
  a: chief,
  b: other,
  officer,
  firefighter,
  bMember,
} = twoAgencies({
  agencies: ["Riverside Fire & Rescue", "Lakeside EMS"],
  agencyA: { timeZone: CHICAGO },
  crew: true,
  bMember: "firefighter",
});
let agencyId: string;
let otherCookie: string;

beforeAll(async () => {
  agencyId = chief.user.agencyId;
  otherCookie = await signIn(t.app, bMember.email);
});

const RULES_OFF = DEFAULT_TIME_CLOCK_SETTINGS;

const put = (rules: Partial<TimeClockSettings>, cookie = chief.cookie) =>
  t.app.inject({
    method: "PUT",
    url: "/api/time-clock/settings",
    headers: { cookie },
    payload: { ...RULES_OFF, ...rules },
  });
const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, ...(payload ? { payload } : {}) });
const iso = (ms: number) => new Date(ms).toISOString();
/** The payroll day a punch counts on: its date in the agency's zone. */
const chicagoDay = (ms: number) => format(new TZDate(ms, CHICAGO), "yyyy-MM-dd");

async function addShift(values: Partial<NewShift> & { userId: string }, agency = agencyId) {
  const [row] = await asPlatform(t.db, { agencyId: agency, userId: null }, (tx) =>
    tx
      .insert(shifts)
      .values({
        agencyId: agency,
        title: "Day Relief (Paid)",
        assignment: "Engine 1",
        startTime: new Date(Date.now() - 10 * MINUTE),
        endTime: new Date(Date.now() + 10 * HOUR),
        isPaid: true,
        hourlyRateCents: 3000,
        ...values,
      })
      .returning(),
  );
  return row;
}

/** A shift from `start` to `end` (ms) the member checked in to at `checkedInAt` and never checked out of. */
const addOnDutyShift = (
  userId: string,
  start: number,
  end: number,
  checkedInAt = start,
  extra: Omit<Partial<NewShift>, "userId"> = {},
  agency = agencyId,
) =>
  addShift(
    {
      userId,
      startTime: new Date(start),
      endTime: new Date(end),
      status: "active",
      checkedIn: true,
      actualStartTime: new Date(checkedInAt),
      ...extra,
    },
    agency,
  );

async function readShift(id: string) {
  const [row] = await t.db.select().from(shifts).where(eq(shifts.id, id));
  return row;
}

/** Ends whatever shift a member is on duty for, so each case starts off duty. */
async function goOffDuty(userId: string, agency = agencyId) {
  await asPlatform(t.db, { agencyId: agency, userId: null }, (tx) =>
    tx
      .update(shifts)
      .set({ checkedIn: false, actualEndTime: new Date(), status: "completed" })
      .where(and(eq(shifts.userId, userId), eq(shifts.checkedIn, true))),
  );
}

const notesOf = (userId: string, title: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));

describe("GET and PUT /api/time-clock/settings", () => {
  it("starts with every rule off, and an admin's rules are what every member then reads", async () => {
    expect((await get("/api/time-clock/settings", firefighter.cookie)).json()).toEqual(RULES_OFF);
    const rules = {
      roundingMinutes: 6,
      roundingMode: "up",
      autoClockOutGraceMinutes: 30,
      reasonThresholdMinutes: 10,
      discrepancyThresholdMinutes: 20,
      punchRadiusMeters: 150,
    } as const;
    const saved = await put(rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(rules);
    expect((await get("/api/time-clock/settings", firefighter.cookie)).json()).toEqual(rules);
    // Another agency keeps its own: none.
    expect((await get("/api/time-clock/settings", other.cookie)).json()).toEqual(RULES_OFF);
    expect((await put(RULES_OFF)).statusCode).toBe(200);
  });

  it("refuses an increment other than 1, 6 or 15, a mode other than nearest, up or down, and minutes out of range", async () => {
    const res = await put({
      roundingMinutes: 10 as never,
      roundingMode: "sideways" as never,
      autoClockOutGraceMinutes: -1,
      reasonThresholdMinutes: 721,
      discrepancyThresholdMinutes: 2.5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      roundingMinutes: R.roundingMinutes,
      roundingMode: R.roundingMode,
      autoClockOutGraceMinutes: R.autoClockOutGraceMinutes,
      reasonThresholdMinutes: R.reasonThresholdMinutes,
      discrepancyThresholdMinutes: R.discrepancyThresholdMinutes,
    });
  });

  it("is set by admins only, and each agency sets only its own", async () => {
    for (const cookie of [officer.cookie, firefighter.cookie]) {
      const res = await put({ roundingMinutes: 15 }, cookie);
      expect(res.statusCode).toBe(403);
    }
    expect((await put({ roundingMinutes: 15 }, other.cookie)).statusCode).toBe(200);
    expect((await get("/api/time-clock/settings", chief.cookie)).json()).toEqual(RULES_OFF);
    expect((await put(RULES_OFF, other.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/time-clock/settings" })).statusCode).toBe(401);
  });
});

describe("rounding", () => {
  // A shift from a whole hour (a whole hour in Chicago too) 6 to 7 hours ago, punched at 0:07:40 and 4:52:20 after it.
  const base = Math.floor((Date.now() - 6 * HOUR) / HOUR) * HOUR;
  const inAt = base + 7 * MINUTE + 40_000;
  const outAt = base + 4 * HOUR + 52 * MINUTE + 20_000;
  const at = (minutes: number) => iso(base + minutes * MINUTE);

  it.each([
    // increment, mode, rounded check-in and check-out (minutes after the start), minutes worked
    [1, "nearest", 8, 292, 284],
    [1, "down", 7, 292, 285],
    [1, "up", 8, 293, 285],
    [6, "nearest", 6, 294, 288],
    [6, "down", 6, 288, 282],
    [6, "up", 12, 294, 282],
    [15, "nearest", 15, 285, 270],
    [15, "down", 0, 285, 285],
    [15, "up", 15, 300, 285],
  ] as const)(
    "to %i minutes, %s: keeps the punch and counts the rounded times",
    async (increment, mode, roundedIn, roundedOut, minutes) => {
      expect((await put({ roundingMinutes: increment, roundingMode: mode })).statusCode).toBe(200);
      await goOffDuty(firefighter.id);
      const shift = await addShift({
        userId: firefighter.id,
        startTime: new Date(base),
        endTime: new Date(base + 10 * HOUR),
      });
      const checkedIn = await post(`/api/shifts/${shift.id}/check-in`, firefighter.cookie, { at: iso(inAt) });
      expect(checkedIn.statusCode, checkedIn.body).toBe(200);
      expect(checkedIn.json()).toMatchObject({
        actualStartTime: iso(inAt),
        roundedStartTime: at(roundedIn),
        roundedEndTime: null,
      });
      const out = await post(`/api/shifts/${shift.id}/check-out`, firefighter.cookie, { at: iso(outAt) });
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json()).toMatchObject({
        actualStartTime: iso(inAt),
        actualEndTime: iso(outAt),
        roundedStartTime: at(roundedIn),
        roundedEndTime: at(roundedOut),
        totalMinutes: minutes,
      });

      // Payroll pays the rounded minutes and shows both times.
      const day = chicagoDay(inAt);
      const report = (await get(`/api/payroll?startDate=${day}&endDate=${day}`, chief.cookie)).json();
      const row = report.members
        .flatMap((m: { shifts: { id: string }[] }) => m.shifts)
        .find((s: { id: string }) => s.id === shift.id);
      expect(row).toMatchObject({
        actualStartTime: iso(inAt),
        roundedStartTime: at(roundedIn),
        roundedEndTime: at(roundedOut),
        minutes,
        payCents: minutes * 50,
      });
    },
  );

  it("off: the punches as made, nothing rounded beside them", async () => {
    expect((await put(RULES_OFF)).statusCode).toBe(200);
    await goOffDuty(firefighter.id);
    const shift = await addShift({
      userId: firefighter.id,
      startTime: new Date(base),
      endTime: new Date(base + 10 * HOUR),
    });
    await post(`/api/shifts/${shift.id}/check-in`, firefighter.cookie, { at: iso(inAt) });
    const out = await post(`/api/shifts/${shift.id}/check-out`, firefighter.cookie, { at: iso(outAt) });
    expect(out.json()).toMatchObject({ roundedStartTime: null, roundedEndTime: null, totalMinutes: 285 });
  });

  it("one agency's rounding leaves another's punches as made", async () => {
    expect((await put({ roundingMinutes: 15, roundingMode: "up" })).statusCode).toBe(200);
    await goOffDuty(bMember.id, other.user.agencyId);
    const shift = await addShift(
      { userId: bMember.id, startTime: new Date(base), endTime: new Date(base + 10 * HOUR) },
      other.user.agencyId,
    );
    const res = await post(`/api/shifts/${shift.id}/check-in`, otherCookie, { at: iso(inAt) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ actualStartTime: iso(inAt), roundedStartTime: null });
    expect((await put(RULES_OFF)).statusCode).toBe(200);
  });
});

describe("reasons for a late start or an early end", () => {
  it("refuses a check-in past the start plus the threshold without a reason, and keeps the one given", async () => {
    expect((await put({ reasonThresholdMinutes: 10 })).statusCode).toBe(200);
    await goOffDuty(firefighter.id);
    const shift = await addShift({ userId: firefighter.id, startTime: new Date(Date.now() - 30 * MINUTE) });

    const message = R.lateStartReasonRequired(10);
    for (const body of [undefined, {}, { reason: "   " }]) {
      const refused = await post(`/api/shifts/${shift.id}/check-in`, firefighter.cookie, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message, errors: { reason: message } });
    }
    expect(await readShift(shift.id)).toMatchObject({ status: "scheduled", checkedIn: false });

    const res = await post(`/api/shifts/${shift.id}/check-in`, firefighter.cookie, {
      reason: "  Held over at Station 2  ",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ checkedIn: true, lateStartReason: "Held over at Station 2" });
  });

  it("refuses a check-out before the end minus the threshold without a reason, and keeps the one given", async () => {
    expect((await put({ reasonThresholdMinutes: 10 })).statusCode).toBe(200);
    const [onDuty] = await t.db
      .select()
      .from(shifts)
      .where(and(eq(shifts.userId, firefighter.id), eq(shifts.checkedIn, true)));
    const message = R.earlyEndReasonRequired(10);
    const refused = await post(`/api/shifts/${onDuty.id}/check-out`, firefighter.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ reason: message });
    expect(await readShift(onDuty.id)).toMatchObject({ checkedIn: true, actualEndTime: null });

    const res = await post(`/api/shifts/${onDuty.id}/check-out`, firefighter.cookie, { reason: "Sick" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "completed",
      lateStartReason: "Held over at Station 2",
      earlyEndReason: "Sick",
    });
    // Payroll shows both reasons.
    const report = (await get("/api/payroll", chief.cookie)).json();
    const row = report.members
      .flatMap((m: { shifts: { id: string }[] }) => m.shifts)
      .find((s: { id: string }) => s.id === onDuty.id);
    expect(row).toMatchObject({ lateStartReason: "Held over at Station 2", earlyEndReason: "Sick" });
    const csv = await get("/api/payroll.csv", chief.cookie);
    expect(csv.body).toContain(",Held over at Station 2,Sick,");
  });

  it("asks none within the threshold, nor where the rule is off", async () => {
    expect((await put({ reasonThresholdMinutes: 10 })).statusCode).toBe(200);
    await goOffDuty(firefighter.id);
    const onTime = await addShift({
      userId: firefighter.id,
      startTime: new Date(Date.now() - 5 * MINUTE),
      endTime: new Date(Date.now() + 5 * MINUTE),
    });
    expect((await post(`/api/shifts/${onTime.id}/check-in`, firefighter.cookie)).statusCode).toBe(200);
    expect((await post(`/api/shifts/${onTime.id}/check-out`, firefighter.cookie)).statusCode).toBe(200);

    expect((await put(RULES_OFF)).statusCode).toBe(200);
    const late = await addShift({ userId: firefighter.id, startTime: new Date(Date.now() - 3 * HOUR) });
    const res = await post(`/api/shifts/${late.id}/check-in`, firefighter.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().lateStartReason).toBeNull();
    await goOffDuty(firefighter.id);
  });
});

describe("automatic clock-out", () => {
  it("clocks out at the scheduled end a member still checked in past the grace, once, marked for review", async () => {
    expect(
      (await put({ autoClockOutGraceMinutes: 30, roundingMinutes: 15, roundingMode: "nearest" })).statusCode,
    ).toBe(200);
    await goOffDuty(firefighter.id);
    const now = Date.now();
    const end = Math.floor((now - HOUR) / (15 * MINUTE)) * 15 * MINUTE;
    const start = end - 4 * HOUR;
    const forgotten = await addOnDutyShift(firefighter.id, start, end, start + 2 * MINUTE);
    // The officer's shift ended 10 minutes ago: still within the grace.
    const recent = await addOnDutyShift(officer.id, now - 3 * HOUR, now - 10 * MINUTE);

    const run = await timeClockJobs.runOnce(t.db, silent, new Date(now));
    expect(run).toMatchObject({ ran: true });
    expect(await readShift(forgotten.id)).toMatchObject({
      status: "completed",
      checkedIn: false,
      actualEndTime: new Date(end),
      autoClockedOut: true,
      needsReview: true,
      // 2 minutes after the start rounds to the start (15, nearest): the whole 4 hours.
      roundedStartTime: new Date(start),
      totalMinutes: 240,
    });
    expect(await readShift(recent.id)).toMatchObject({ checkedIn: true, actualEndTime: null });

    // The member, the officer and the chief are told; a second run clocks out and tells no one again.
    for (const userId of [firefighter.id, officer.id, chief.user.id])
      expect(await notesOf(userId, R.autoClockOutTitle)).toHaveLength(1);
    await timeClockJobs.runOnce(t.db, silent, new Date(now + 10 * MINUTE));
    for (const userId of [firefighter.id, chief.user.id])
      expect(await notesOf(userId, R.autoClockOutTitle)).toHaveLength(1);
    const [note] = await notesOf(chief.user.id, R.autoClockOutTitle);
    expect(note.message).toMatch(
      /^Jordan Kim was still checked in to Day Relief \(Paid\) 30 minutes after it ended/,
    );

    // Payroll shows it for review; an admin marks it reviewed.
    const day = chicagoDay(start + 2 * MINUTE);
    const report = (await get(`/api/payroll?startDate=${day}&endDate=${day}`, chief.cookie)).json();
    const row = report.members
      .flatMap((m: { shifts: { id: string }[] }) => m.shifts)
      .find((s: { id: string }) => s.id === forgotten.id);
    expect(row).toMatchObject({ autoClockedOut: true, needsReview: true, minutes: 240 });

    const review = (id: string, cookie = chief.cookie) => post(`/api/payroll/shifts/${id}/review`, cookie);
    expect((await review(forgotten.id, officer.cookie)).statusCode).toBe(403);
    expect((await review(forgotten.id, other.cookie)).statusCode).toBe(404);
    expect((await review(recent.id)).statusCode).toBe(409);
    const reviewed = await review(forgotten.id);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json()).toMatchObject({ id: forgotten.id, autoClockedOut: true, needsReview: false });
    expect(await readShift(forgotten.id)).toMatchObject({ needsReview: false });
    await goOffDuty(officer.id);
    expect((await put(RULES_OFF)).statusCode).toBe(200);
  });

  it("leaves another agency's members checked in, and does nothing where the rule is off", async () => {
    expect((await put({ autoClockOutGraceMinutes: 0 })).statusCode).toBe(200);
    await goOffDuty(bMember.id, other.user.agencyId);
    const now = Date.now();
    const foreign = await addOnDutyShift(
      bMember.id,
      now - 5 * HOUR,
      now - 2 * HOUR,
      now - 5 * HOUR,
      {},
      other.user.agencyId,
    );
    await timeClockJobs.runOnce(t.db, silent, new Date(now));
    expect(await readShift(foreign.id)).toMatchObject({ checkedIn: true, autoClockedOut: false });

    expect((await put(RULES_OFF)).statusCode).toBe(200);
    await goOffDuty(firefighter.id);
    const mine = await addOnDutyShift(firefighter.id, now - 5 * HOUR, now - 2 * HOUR);
    await timeClockJobs.runOnce(t.db, silent, new Date(now));
    expect(await readShift(mine.id)).toMatchObject({ checkedIn: true, autoClockedOut: false });
    await goOffDuty(firefighter.id);
    await goOffDuty(bMember.id, other.user.agencyId);
  });
});

describe("discrepancy notices", () => {
  it("tells the officers once of a missing check-in and of a punch far from the schedule", async () => {
    expect((await put({ discrepancyThresholdMinutes: 15 })).statusCode).toBe(200);
    const now = Date.now();
    await addShift({
      userId: firefighter.id,
      title: "Missed Relief",
      startTime: new Date(now - 30 * MINUTE),
      endTime: new Date(now + 5 * HOUR),
    });
    await addShift({
      userId: firefighter.id,
      title: "Late Relief",
      startTime: new Date(now - 3 * HOUR),
      endTime: new Date(now - 1 * HOUR),
      status: "completed",
      actualStartTime: new Date(now - 3 * HOUR + 40 * MINUTE),
      actualEndTime: new Date(now - 1 * HOUR),
      totalMinutes: 80,
    });
    // Within the threshold: no notice.
    await addOnDutyShift(firefighter.id, now - 2 * HOUR, now + 2 * HOUR, now - 2 * HOUR + 5 * MINUTE, {
      title: "On-time Relief",
    });
    await timeClockJobs.runOnce(t.db, silent, new Date(now));
    await timeClockJobs.runOnce(t.db, silent, new Date(now + 5 * MINUTE));

    // Earlier cases' punches in this agency are off schedule too: these shifts' notices, by their titles.
    const about = async (userId: string, title: string, shift: string) =>
      (await notesOf(userId, title)).map((n) => n.message).filter((m) => m.includes(shift));
    expect(await about(officer.id, R.missedCheckInTitle, "Missed Relief")).toEqual([
      expect.stringMatching(/^Jordan Kim has not checked in to Missed Relief, which started /),
    ]);
    expect(await about(officer.id, R.offSchedulePunchTitle, "Late Relief")).toEqual([
      expect.stringMatching(/^Jordan Kim checked in to Late Relief at .*, 40 minutes after it started\.$/),
    ]);
    expect(await about(officer.id, R.offSchedulePunchTitle, "On-time Relief")).toEqual([]);
    expect(await about(chief.user.id, R.missedCheckInTitle, "Missed Relief")).toHaveLength(1);
    // Another agency's admin hears nothing.
    expect(await notesOf(other.user.id, R.missedCheckInTitle)).toHaveLength(0);
    await goOffDuty(firefighter.id);
    expect((await put(RULES_OFF)).statusCode).toBe(200);
  });
});

describe("check-in distance", () => {
  // A station in the Loop; 100 m north of it, and 2.4 km north.
  const STATION = { latitude: 41.8781, longitude: -87.6298 };
  const NEAR = { latitude: 41.879, longitude: -87.6298, accuracy: 15 };
  const FAR = { latitude: 41.9, longitude: -87.6298, accuracy: 15 };

  it("takes a punch only near the shift's station, and an officer's for the member with a reason", async () => {
    const half = await t.app.inject({
      method: "POST",
      url: "/api/stations",
      headers: { cookie: chief.cookie },
      payload: { name: "Station 7", number: "7", latitude: STATION.latitude },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ longitude: STATION_MESSAGES.coordinatesPair });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/stations",
      headers: { cookie: chief.cookie },
      payload: { name: "Station 7", number: "7", ...STATION },
    });
    expect(created.statusCode, created.body).toBe(201);
    const station = created.json();
    expect(station).toMatchObject(STATION);

    expect((await put({ punchRadiusMeters: 10 })).json().errors).toEqual({
      punchRadiusMeters: R.punchRadiusMeters,
    });
    expect((await put({ punchRadiusMeters: 200 })).statusCode).toBe(200);
    const shift = await addShift({ userId: firefighter.id, title: "Station 7 Day", stationId: station.id });
    const checkIn = `/api/shifts/${shift.id}/check-in`;

    const blind = await post(checkIn, firefighter.cookie);
    expect(blind.statusCode).toBe(409);
    expect(blind.json().message).toBe(R.positionNeeded);
    const far = await post(checkIn, firefighter.cookie, { position: FAR });
    expect(far.statusCode).toBe(409);
    expect(far.json().message).toBe(R.tooFar("2.4 km", "Station 7", "200 m"));
    // A member cannot punch for another, reason or not.
    const other = await addShift({ userId: officer.id, title: "Station 7 Officer", stationId: station.id });
    const notTheirs = await post(`/api/shifts/${other.id}/check-in`, firefighter.cookie, {
      overrideReason: "Covering",
    });
    expect(notTheirs.statusCode).toBe(403);

    const near = await post(checkIn, firefighter.cookie, { position: NEAR });
    expect(near.statusCode, near.body).toBe(200);
    expect(near.json().checkedIn).toBe(true);

    // The member is away from the station at the end: an officer checks them out, with the reason logged.
    const away = await post(`/api/shifts/${shift.id}/check-out`, firefighter.cookie, { position: FAR });
    expect(away.statusCode).toBe(409);
    const withoutReason = await post(`/api/shifts/${shift.id}/check-out`, officer.cookie, {});
    expect(withoutReason.statusCode).toBe(403);
    const byOfficer = await post(`/api/shifts/${shift.id}/check-out`, officer.cookie, {
      overrideReason: "Left for the hospital with the patient",
    });
    expect(byOfficer.statusCode, byOfficer.body).toBe(200);
    expect(byOfficer.json()).toMatchObject({ status: "completed", userId: firefighter.id });

    const day = chicagoDay(Date.now());
    const payroll = await get(`/api/payroll?startDate=${day}&endDate=${day}`, chief.cookie);
    const row = payroll
      .json()
      .members.flatMap((m: { shifts: { id: string }[] }) => m.shifts)
      .find((s: { id: string }) => s.id === shift.id);
    expect(row.punchedBy).toEqual([
      { punch: "checkOut", byName: "Marcus Hale", reason: "Left for the hospital with the patient" },
    ]);
    await goOffDuty(firefighter.id);
    expect((await put(RULES_OFF)).statusCode).toBe(200);
  });
});
