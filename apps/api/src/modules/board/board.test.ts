import { randomUUID } from "node:crypto";
import {
  BOARD_MESSAGES,
  type Board,
  type BoardCandidate,
  type BoardMoveRecord,
  type MyDay,
} from "@rollcall/shared/board";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { certifications } from "../../db/schema/compliance";
import { apparatusPositions, equipment, stations } from "../../db/schema/equipment";
import { leaveRequests } from "../../db/schema/leave";
import { notifications } from "../../db/schema/notifications";
import { shifts } from "../../db/schema/scheduling";
import { parseCsv, pdfText } from "../../test/files";
import { testDay } from "../../test/harness";
import { addMember, signIn } from "../../test/members";
import { type Json, twoAgencies } from "../../test/world";
import { describeShifts } from "../scheduling";

const { t, a, b, officer, firefighter, emt, call, expectCall } = twoAgencies({ crew: true });

const D = testDay(10);
const at = (day: string, hm: string) => new Date(`${day}T${hm}:00Z`);
const HOUR = 3_600_000;

/** Agency A's fleet: two stations, Engine 1 and Medic 1 (out of service) at Station 1, Engine 2 at Station 2. */
const ids = {
  s1: randomUUID(),
  s2: randomUUID(),
  e1: randomUUID(),
  m1: randomUUID(),
  e2: randomUUID(),
  e1Officer: randomUUID(),
  e1Driver: randomUUID(),
  e1Firefighter: randomUUID(),
  m1Paramedic: randomUUID(),
  e2Officer: randomUUID(),
  e2Firefighter: randomUUID(),
};
const people = {} as Record<"lee" | "ruiz" | "night" | "away" | "fresh", { id: string; name: string }>;
const shiftIds = {} as Record<string, string>;

const asA = <T>(fn: Parameters<typeof asPlatform<T>>[2]) =>
  asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, fn);

async function addShift(
  key: string,
  userId: string | null,
  start: Date,
  end: Date,
  seat: { stationId?: string; equipmentId?: string; positionId?: string },
  status: "scheduled" | "open" = userId ? "scheduled" : "open",
) {
  const id = randomUUID();
  await asA((tx) =>
    tx.insert(shifts).values({
      id,
      agencyId: a.user.agencyId,
      userId,
      title: "Day",
      startTime: start,
      endTime: end,
      status,
      ...seat,
    }),
  );
  shiftIds[key] = id;
  return id;
}

beforeAll(async () => {
  const agencyId = a.user.agencyId;
  for (const [key, first, last] of [
    ["lee", "Sam", "Lee"],
    ["ruiz", "Alex", "Ruiz"],
    ["night", "Nia", "Night"],
    ["away", "Ada", "Away"],
    ["fresh", "Finn", "Fresh"],
  ] as const) {
    const m = await addMember(t.db, agencyId, "firefighter", { firstName: first, lastName: last });
    people[key] = { id: m.id, name: `${first} ${last}` };
  }
  await asA(async (tx) => {
    await tx.insert(stations).values([
      { id: ids.s1, agencyId, name: "Station 1", number: "1", address: "1 Main St" },
      { id: ids.s2, agencyId, name: "Station 2", number: "2" },
    ]);
    await tx.insert(equipment).values([
      { id: ids.e1, agencyId, name: "Engine 1", type: "engine", stationId: ids.s1, status: "in_service" },
      {
        id: ids.m1,
        agencyId,
        name: "Medic 1",
        type: "ambulance",
        stationId: ids.s1,
        status: "out_of_service",
        statusReason: "Transmission repair",
        statusSince: new Date(`${testDay(-2)}T08:00:00Z`),
      },
      { id: ids.e2, agencyId, name: "Engine 2", type: "engine", stationId: ids.s2, status: "available" },
    ]);
    const seat = (
      id: string,
      equipmentId: string,
      name: string,
      sortOrder: number,
      required: string[] = [],
    ) => ({
      id,
      agencyId,
      equipmentId,
      name,
      sortOrder,
      requiredCertifications: required,
    });
    await tx
      .insert(apparatusPositions)
      .values([
        seat(ids.e1Officer, ids.e1, "Officer", 0, ["Fire Officer I"]),
        seat(ids.e1Driver, ids.e1, "Driver/Operator", 1, ["Driver/Operator"]),
        seat(ids.e1Firefighter, ids.e1, "Firefighter", 2),
        seat(ids.m1Paramedic, ids.m1, "Paramedic", 0),
        seat(ids.e2Officer, ids.e2, "Officer", 0, ["Fire Officer I"]),
        seat(ids.e2Firefighter, ids.e2, "Firefighter", 1),
      ]);
    // Marcus holds Fire Officer I; Priya "driver/operator" (the seat spells it otherwise); Jordan neither.
    await tx.insert(certifications).values([
      {
        agencyId,
        userId: officer.id,
        name: "Fire Officer I",
        issueDate: testDay(-300),
        expirationDate: testDay(300),
      },
      {
        agencyId,
        userId: emt.id,
        name: "driver/operator",
        issueDate: testDay(-300),
        expirationDate: testDay(300),
      },
      // Expired before D: does not count.
      {
        agencyId,
        userId: firefighter.id,
        name: "Driver/Operator",
        issueDate: testDay(-700),
        expirationDate: testDay(5),
      },
    ]);
    await tx.insert(leaveRequests).values({
      agencyId,
      userId: people.away.id,
      type: "vacation",
      startDate: D,
      endDate: D,
      status: "approved",
    });
  });
  const day = [at(D, "07:00"), at(D, "19:00")] as const;
  await addShift("officer", officer.id, ...day, {
    stationId: ids.s1,
    equipmentId: ids.e1,
    positionId: ids.e1Officer,
  });
  await addShift("jordan", firefighter.id, ...day, {
    stationId: ids.s1,
    equipmentId: ids.e1,
    positionId: ids.e1Driver,
  });
  await addShift("open", null, ...day, {
    stationId: ids.s1,
    equipmentId: ids.e1,
    positionId: ids.e1Firefighter,
  });
  await addShift("priya", emt.id, ...day, {
    stationId: ids.s2,
    equipmentId: ids.e2,
    positionId: ids.e2Firefighter,
  });
  await addShift("lee", people.lee.id, ...day, { stationId: ids.s2 });
  await addShift("ruiz", people.ruiz.id, ...day, {});
  // The night before D, 19:00 to 07:00: Nia comes off it as D's day shift starts.
  await addShift("night", people.night.id, at(testDay(9), "19:00"), at(D, "07:00"), { stationId: ids.s2 });
});

const board = (when: string, cookie = a.cookie) =>
  expectCall<Board>(200, "GET", `/api/board?at=${encodeURIComponent(when)}`, cookie);
const unit = (bd: Board, name: string) => {
  const found = bd.stations.flatMap((s) => s.apparatus).find((u) => u.name === name);
  if (!found) throw new Error(`no ${name} on the board`);
  return found;
};
const seatOf = (bd: Board, unitName: string, seat: string) => {
  const found = unit(bd, unitName).positions.find((p) => p.name === seat);
  if (!found) throw new Error(`no ${seat} on ${unitName}`);
  return found;
};
/** A move that must answer `status`; the answer. */
const move = async (body: Json, status: number, cookie = a.cookie) => {
  const res = await call("POST", "/api/board/moves", cookie, body);
  expect(res.statusCode, res.body).toBe(status);
  return res;
};

describe("the board at an instant", () => {
  it("fills each seat from the shifts covering the instant, in the fleet's order", async () => {
    const bd = await board(`${D}T12:00:00Z`);
    expect(bd.date).toBe(D);
    expect(bd.stations.map((s) => s.name)).toEqual(["Station 1", "Station 2"]);
    expect(bd.stations[0].apparatus.map((u) => u.name)).toEqual(["Engine 1", "Medic 1"]);
    expect(unit(bd, "Engine 1").positions.map((p) => p.name)).toEqual([
      "Officer",
      "Driver/Operator",
      "Firefighter",
    ]);

    const officerSeat = seatOf(bd, "Engine 1", "Officer");
    expect(officerSeat).toMatchObject({ state: "filled", reason: null });
    expect(officerSeat.rider).toMatchObject({
      firstName: "Marcus",
      lastName: "Hale",
      shiftId: shiftIds.officer,
    });
    // Jordan's Driver/Operator expired before D.
    expect(seatOf(bd, "Engine 1", "Driver/Operator")).toMatchObject({
      state: "unqualified",
      reason: BOARD_MESSAGES.unqualifiedReason(["Driver/Operator"]),
      rider: { firstName: "Jordan" },
    });
    expect(seatOf(bd, "Engine 1", "Firefighter")).toMatchObject({
      state: "open",
      reason: BOARD_MESSAGES.openReason,
      rider: null,
      openShiftId: shiftIds.open,
    });
    expect(seatOf(bd, "Engine 2", "Officer")).toMatchObject({ state: "open", openShiftId: null });
    expect(seatOf(bd, "Engine 2", "Firefighter").rider?.firstName).toBe("Priya");
    expect(bd.stations[1].unseated.map((r) => r.lastName)).toEqual(["Lee"]);
    expect(bd.unassigned.map((r) => r.lastName)).toEqual(["Ruiz"]);
    // Unqualified driver, open firefighter (Engine 1), open officer (Engine 2); Medic 1's seat is not counted.
    expect(bd.openSeats).toBe(3);
  });

  it("greys an out-of-service unit with its reason and since when", async () => {
    const medic = unit(await board(`${D}T12:00:00Z`), "Medic 1");
    expect(medic).toMatchObject({
      inService: false,
      status: "out_of_service",
      statusReason: "Transmission repair",
    });
    expect(medic.statusSince).toBe(`${testDay(-2)}T08:00:00.000Z`);
  });

  it("reads an agency-local time, and a shift ends at its end (the night shift is off at 07:00)", async () => {
    const bd = await board(`${D}T07:00`);
    expect(bd.at).toBe(`${D}T07:00:00.000Z`);
    const everyone = [
      ...bd.unassigned,
      ...bd.stations.flatMap((s) => [
        ...s.unseated,
        ...s.apparatus.flatMap((u) => [
          ...u.extraRiders,
          ...u.positions.flatMap((p) => (p.rider ? [p.rider] : [])),
        ]),
      ]),
    ];
    expect(everyone.map((r) => r.lastName)).not.toContain("Night");
    expect(everyone.map((r) => r.lastName)).toContain("Hale");
    const before = await board(`${D}T06:59`);
    expect(before.stations[1].unseated.map((r) => r.lastName)).toEqual(["Night"]);
  });

  it("answers 400 with the field's message for a bad instant", async () => {
    const res = await call("GET", "/api/board?at=tomorrow", a.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ at: BOARD_MESSAGES.invalidAt });
  });

  it("any member reads the board; only officers and admins move", async () => {
    await board(`${D}T12:00:00Z`, firefighter.cookie);
    const res = await move(
      { userId: people.lee.id, shiftId: shiftIds.lee, stationId: ids.s1 },
      403,
      firefighter.cookie,
    );
    expect(res.statusCode).toBe(403);
    expect((await call("GET", "/api/board/history", firefighter.cookie)).statusCode).toBe(403);
    expect((await call("GET", `/api/board/roster.pdf?date=${D}`, firefighter.cookie)).statusCode).toBe(403);
  });
});

describe("moves refused with the reason", () => {
  const refused = async (body: Json, reason: string, field: string) => {
    const res = await move(body, 409);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ message: reason, errors: { [field]: reason } });
  };

  it("into an out-of-service unit", async () => {
    await refused(
      { userId: people.lee.id, shiftId: shiftIds.lee, positionId: ids.m1Paramedic },
      BOARD_MESSAGES.outOfServiceUnit,
      "positionId",
    );
  });

  it("into a seat someone rides for any part of the time", async () => {
    await refused(
      {
        userId: people.lee.id,
        shiftId: shiftIds.lee,
        positionId: ids.e1Officer,
        startTime: `${D}T18:00:00Z`,
        endTime: `${D}T19:00:00Z`,
      },
      BOARD_MESSAGES.seatTaken,
      "positionId",
    );
  });

  it("a member without the seat's certification valid on the day", async () => {
    await refused(
      { userId: people.lee.id, shiftId: shiftIds.lee, positionId: ids.e2Officer },
      BOARD_MESSAGES.missingCertifications("Sam Lee", ["Fire Officer I"]),
      "userId",
    );
  });

  it("a member already on another shift then (double booking)", async () => {
    const when = describeShifts(
      [{ title: "Day", startTime: at(D, "07:00"), endTime: at(D, "19:00") }],
      "UTC",
    );
    await refused(
      { userId: people.ruiz.id, positionId: ids.e1Firefighter },
      BOARD_MESSAGES.doubleBooked("Alex Ruiz", when),
      "userId",
    );
  });

  it("a member on approved leave then", async () => {
    await refused(
      { userId: people.away.id, positionId: ids.e1Firefighter },
      BOARD_MESSAGES.onLeave("Ada Away"),
      "userId",
    );
  });

  it("a member over the agency's fatigue limit (joined with the shift they come off)", async () => {
    await expectCall(200, "PATCH", "/api/staffing/settings", a.cookie, { fatigueLimitHours: 12 });
    try {
      await refused(
        { userId: people.night.id, positionId: ids.e1Firefighter },
        BOARD_MESSAGES.fatigue("Nia Night", 24, 12),
        "userId",
      );
    } finally {
      await expectCall(200, "PATCH", "/api/staffing/settings", a.cookie, { fatigueLimitHours: 48 });
    }
  });

  it("a shift that is not the member's, and a part outside the shift", async () => {
    await refused(
      { userId: people.lee.id, shiftId: shiftIds.ruiz, stationId: ids.s1 },
      BOARD_MESSAGES.notOnShift,
      "shiftId",
    );
    const res = await move(
      {
        userId: people.lee.id,
        shiftId: shiftIds.lee,
        stationId: ids.s1,
        startTime: `${D}T05:00:00Z`,
        endTime: `${D}T09:00:00Z`,
      },
      400,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ startTime: BOARD_MESSAGES.outsideShift });
  });

  it("a call-in without an end where the seat has no open shift then: 400 on the end time", async () => {
    const res = await move(
      { userId: people.fresh.id, positionId: ids.e2Officer, startTime: `${D}T20:00:00Z` },
      400,
    );
    expect(res.json().errors).toEqual({ endTime: BOARD_MESSAGES.invalidAt });
  });

  it("leaves the schedule as it was", async () => {
    const bd = await board(`${D}T12:00:00Z`);
    expect(seatOf(bd, "Engine 1", "Firefighter").openShiftId).toBe(shiftIds.open);
    expect(bd.openSeats).toBe(3);
  });
});

describe("candidates agree with moves", () => {
  it("lists every member for Engine 2's officer seat, each with the move's own reason", async () => {
    const list = await expectCall<BoardCandidate[]>(
      200,
      "GET",
      `/api/board/candidates?positionId=${ids.e2Officer}&at=${D}T12:00:00Z`,
      a.cookie,
    );
    const of = (userId: string) => list.find((c) => c.userId === userId) as BoardCandidate;
    expect(of(officer.id)).toMatchObject({
      eligible: true,
      reason: null,
      current: "Engine 1 · Officer",
      shiftId: shiftIds.officer,
    });
    expect(of(people.lee.id)).toMatchObject({
      eligible: false,
      reason: BOARD_MESSAGES.missingCertifications("Sam Lee", ["Fire Officer I"]),
      current: "Station 2",
    });
    expect(of(people.away.id).reason).toBe(BOARD_MESSAGES.onLeave("Ada Away"));
    expect(list[0].eligible).toBe(true);
    // Each refused candidate's move answers 409 with that very reason; the eligible one's succeeds.
    for (const c of list.filter((x) => !x.eligible && x.shiftId)) {
      const res = await move({ userId: c.userId, shiftId: c.shiftId, positionId: ids.e2Officer }, 409);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(c.reason);
    }
    // Off duty, each was judged on a call-in from the instant, and that very stretch is refused with the reason.
    for (const c of list.filter((x) => !x.eligible && !x.shiftId)) {
      expect(c.startTime, c.lastName).toBe(new Date(`${D}T12:00:00Z`).toISOString());
      const res = await move(
        { userId: c.userId, positionId: ids.e2Officer, startTime: c.startTime, endTime: c.endTime },
        409,
      );
      expect(res.statusCode, c.lastName).toBe(409);
      expect(res.json().message, c.lastName).toBe(c.reason);
    }
  });

  it("a station's candidates: everyone on duty could stand by there", async () => {
    const list = await expectCall<BoardCandidate[]>(
      200,
      "GET",
      `/api/board/candidates?stationId=${ids.s1}&at=${D}T12:00:00Z`,
      a.cookie,
    );
    expect(list.find((c) => c.userId === people.lee.id)).toMatchObject({
      eligible: true,
      current: "Station 2",
    });
    expect(list.find((c) => c.userId === people.away.id)?.eligible).toBe(false);
  });
});

describe("moves made", () => {
  it("moves Sam Lee up to Station 1 for part of the shift: the shift splits in three", async () => {
    const res = await move(
      {
        userId: people.lee.id,
        shiftId: shiftIds.lee,
        stationId: ids.s1,
        startTime: `${D}T13:00`,
        endTime: `${D}T17:00`,
      },
      201,
    );
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json() as BoardMoveRecord;
    expect(record).toMatchObject({
      day: D,
      memberName: "Sam Lee",
      actorName: "Dana Reyes",
      from: "Station 2",
      to: "Station 1",
      startTime: `${D}T13:00:00.000Z`,
      endTime: `${D}T17:00:00.000Z`,
    });
    const week = await expectCall<Array<{ id: string; userId: string; startTime: string; endTime: string }>>(
      200,
      "GET",
      `/api/shifts?startDate=${D}&endDate=${D}`,
      a.cookie,
    );
    const parts = week.filter((s) => s.userId === people.lee.id);
    const stationOf = async (id: string) =>
      (await expectCall<{ stationId: string }>(200, "GET", `/api/shifts/${id}`, a.cookie)).stationId;
    expect(
      await Promise.all(
        parts.map(async (s) => [s.startTime.slice(11, 16), s.endTime.slice(11, 16), await stationOf(s.id)]),
      ),
    ).toEqual([
      ["07:00", "13:00", ids.s2],
      ["13:00", "17:00", ids.s1],
      ["17:00", "19:00", ids.s2],
    ]);
    expect(parts.find((s) => s.startTime.includes("T13:00"))?.id).toBe(record.shiftId);
    const bd = await board(`${D}T14:00:00Z`);
    expect(bd.stations[0].unseated).toEqual([
      expect.objectContaining({ lastName: "Lee", movedFrom: BOARD_MESSAGES.movedUpFrom("Station 2") }),
    ]);
    expect(bd.stations[1].unseated).toEqual([]);
    // Sam hears of it.
    const told = await asA((tx) =>
      tx.select().from(notifications).where(eq(notifications.userId, people.lee.id)),
    );
    expect(told.map((n) => n.message)).toContainEqual(
      expect.stringMatching(/^Your seat changed: Station 1, .*13:00–17:00\.$/),
    );
    expect((await board(`${D}T18:00:00Z`)).stations[1].unseated.map((r) => r.lastName)).toEqual(["Lee"]);
  });

  it("fills the open seat with a member off duty: they take the seat's open shift", async () => {
    const res = await move({ userId: people.fresh.id, positionId: ids.e1Firefighter }, 201);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ from: null, to: "Engine 1 · Firefighter", shiftId: shiftIds.open });
    const bd = await board(`${D}T12:00:00Z`);
    expect(seatOf(bd, "Engine 1", "Firefighter")).toMatchObject({
      state: "filled",
      openShiftId: null,
      rider: { firstName: "Finn", shiftId: shiftIds.open },
    });
    expect(bd.openSeats).toBe(2);
  });

  it("a call-in for a seat without an open shift adds a shift named for the seat", async () => {
    const res = await move(
      {
        userId: people.night.id,
        positionId: ids.e2Officer,
        startTime: `${testDay(12)}T08:00:00Z`,
        endTime: `${testDay(12)}T12:00:00Z`,
      },
      409,
    );
    // Nia holds no Fire Officer I: refused; Marcus's move into Engine 2 is made below.
    expect(res.statusCode).toBe(409);
    const made = await move(
      { userId: officer.id, shiftId: shiftIds.officer, positionId: ids.e2Officer },
      201,
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ from: "Engine 1 · Officer", to: "Engine 2 · Officer" });
    const bd = await board(`${D}T12:00:00Z`);
    expect(seatOf(bd, "Engine 2", "Officer").rider?.lastName).toBe("Hale");
    expect(seatOf(bd, "Engine 1", "Officer").state).toBe("open");
  });

  it("keeps the day's history, newest first", async () => {
    const list = await expectCall<BoardMoveRecord[]>(200, "GET", `/api/board/history?date=${D}`, a.cookie);
    expect(list.map((m) => m.memberName)).toEqual(["Marcus Hale", "Finn Fresh", "Sam Lee"]);
    expect(await expectCall(200, "GET", `/api/board/history?date=${testDay(11)}`, a.cookie)).toEqual([]);
    expect((await call("GET", "/api/board/history?date=11/12/2030", a.cookie)).statusCode).toBe(400);
  });
});

describe("my day", () => {
  it("shows today's shift with its seat and crew, then the next shifts", async () => {
    const now = Date.now();
    const start = new Date(now - HOUR);
    const end = new Date(now + 2 * HOUR);
    await addShift("todayJordan", firefighter.id, start, end, {
      stationId: ids.s1,
      equipmentId: ids.e1,
      positionId: ids.e1Driver,
    });
    await addShift("todayPriya", emt.id, start, end, {
      stationId: ids.s1,
      equipmentId: ids.e1,
      positionId: ids.e1Officer,
    });
    await addShift("todayMarcus", officer.id, start, end, { stationId: ids.s2 });
    const day = await expectCall<MyDay>(200, "GET", "/api/board/my-day", firefighter.cookie);
    const mine = day.today.find((s) => s.shiftId === shiftIds.todayJordan);
    expect(mine).toMatchObject({
      stationName: "Station 1",
      equipmentName: "Engine 1",
      positionName: "Driver/Operator",
    });
    expect(mine?.crew.map((c) => [c.firstName, c.positionName])).toEqual([["Priya", "Officer"]]);
    expect(day.next.map((s) => s.shiftId)).toContain(shiftIds.jordan);

    const marcus = await expectCall<MyDay>(200, "GET", "/api/board/my-day", officer.cookie);
    // Unseated at Station 2: the crew is the station's members on duty then (none but Marcus).
    expect(marcus.today.find((s) => s.shiftId === shiftIds.todayMarcus)).toMatchObject({
      stationName: "Station 2",
      positionName: null,
      crew: [],
    });
  });
});

describe("the daily roster", () => {
  it("the PDF lists every position of the day, its members and times, the unit out of service and the leave", async () => {
    const res = await call("GET", `/api/board/roster.pdf?date=${D}`, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(res.rawPayload).replace(/\s+/g, " ");
    for (const name of ["Officer", "Driver/Operator", "Firefighter", "Paramedic"])
      expect(text).toContain(name);
    for (const name of ["Station 1", "Station 2", "Engine 1", "Engine 2", "Medic 1"])
      expect(text).toContain(name);
    for (const name of ["Marcus Hale", "Jordan Kim", "Priya Patel", "Sam Lee", "Finn Fresh", "Alex Ruiz"])
      expect(text).toContain(name);
    expect(text).toContain("Out of service: Transmission repair");
    expect(text).toContain("Ada Away");
    expect(text).toContain("07:00");
  });

  it("the CSV has a line per seat and shift, open seats marked", async () => {
    const res = await call("GET", `/api/board/roster.csv?date=${D}`, a.cookie);
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(["Station", "Unit", "Position", "Member", "Start", "End", "Note"]);
    expect(rows).toContainEqual([
      "Station 1",
      "Engine 1",
      "Driver/Operator",
      "Jordan Kim",
      "07:00",
      "19:00",
      "",
    ]);
    expect(rows).toContainEqual([
      "Station 1",
      "Medic 1",
      "Paramedic",
      BOARD_MESSAGES.open,
      "",
      "",
      BOARD_MESSAGES.openReason,
    ]);
    expect(rows).toContainEqual(["Station 2", "", "", "Sam Lee", "07:00", "13:00", BOARD_MESSAGES.unseated]);
    expect(rows).toContainEqual(["Leave", "", "Vacation", "Ada Away", D, D, ""]);
  });
});

describe("another agency", () => {
  it("sees none of it, and A's ids are 404 to it", async () => {
    const bd = await board(`${D}T12:00:00Z`, b.cookie);
    expect(bd.stations).toEqual([]);
    expect(bd.unassigned).toEqual([]);
    expect(bd.openSeats).toBe(0);
    expect(await expectCall(200, "GET", `/api/board/history?date=${D}`, b.cookie)).toEqual([]);
    expect(
      (await call("GET", `/api/board/candidates?positionId=${ids.e1Officer}`, b.cookie)).statusCode,
    ).toBe(404);
    expect((await call("GET", `/api/board/candidates?stationId=${ids.s1}`, b.cookie)).statusCode).toBe(404);
    const bMember = await addMember(t.db, b.user.agencyId, "firefighter");
    const bCookie = await signIn(t.app, bMember.email);
    expect((await expectCall<MyDay>(200, "GET", "/api/board/my-day", bCookie)).today).toEqual([]);
    // A's seat, station and shift named in B's move: 404 (B's own member) or 400 (A's member).
    expect(
      (await move({ userId: bMember.id, positionId: ids.e1Firefighter }, 404, b.cookie)).statusCode,
    ).toBe(404);
    expect((await move({ userId: bMember.id, stationId: ids.s1 }, 404, b.cookie)).statusCode).toBe(404);
    expect(
      (await move({ userId: people.lee.id, positionId: ids.e1Firefighter }, 400, b.cookie)).statusCode,
    ).toBe(400);
    for (const format of ["pdf", "csv"]) {
      const res = await call("GET", `/api/board/roster.${format}?date=${D}`, b.cookie);
      expect(res.statusCode).toBe(200);
      const text = format === "pdf" ? pdfText(res.rawPayload) : res.body;
      for (const name of ["Station 1", "Engine 1", "Marcus Hale", "Sam Lee", "Ada Away"])
        expect(text).not.toContain(name);
    }
  });
});
