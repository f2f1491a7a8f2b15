/**
 * Minimum staffing per station and per riding position: the rule's station and seat are checked (another
 * agency's refused), answered with their names, and counted by both gap computations alike ("Engine 1 needs a
 * driver holding Driver/Operator").
 */
import { STAFFING_MESSAGES } from "@rollcall/shared/staffing";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withAgency } from "../../db/client";
import { certifications } from "../../db/schema/compliance";
import { apparatusPositions, equipment, stations } from "../../db/schema/equipment";
import { shifts } from "../../db/schema/scheduling";
import { type Json, twoAgencies } from "../../test/world";
import { findStaffingGaps, staffingGapFigures } from "./staffing.queries";

const { t, a, b, officer, firefighter, emt, call, expectCall } = twoAgencies({ crew: true });

const ids = {} as Record<"station1" | "station2" | "engine" | "medic" | "driver" | "medicSeat", string> & {
  bStation: string;
  bSeat: string;
};
const DAY = "2036-02-04"; // Monday
const at = (time: string) => new Date(`${DAY}T${time}:00Z`);

beforeAll(async () => {
  const agencyId = a.user.agencyId;
  await withAgency(t.db, { agencyId: b.user.agencyId, userId: null }, async (tx) => {
    const [s] = await tx
      .insert(stations)
      .values({ agencyId: b.user.agencyId, name: "B Station" })
      .returning({ id: stations.id });
    const [e] = await tx
      .insert(equipment)
      .values({ agencyId: b.user.agencyId, name: "B Engine", type: "engine", stationId: s.id })
      .returning({ id: equipment.id });
    const [p] = await tx
      .insert(apparatusPositions)
      .values({ agencyId: b.user.agencyId, equipmentId: e.id, name: "Driver" })
      .returning({ id: apparatusPositions.id });
    Object.assign(ids, { bStation: s.id, bSeat: p.id });
  });
  await withAgency(t.db, { agencyId, userId: null }, async (tx) => {
    const [s1, s2] = await tx
      .insert(stations)
      .values([
        { agencyId, name: "Station 1", number: "1" },
        { agencyId, name: "Station 2", number: "2" },
      ])
      .returning({ id: stations.id });
    const [engine, medic] = await tx
      .insert(equipment)
      .values([
        { agencyId, name: "Engine 1", type: "engine", stationId: s1.id },
        { agencyId, name: "Medic 2", type: "ambulance", stationId: s2.id },
      ])
      .returning({ id: equipment.id });
    const [driver, medicSeat] = await tx
      .insert(apparatusPositions)
      .values([
        { agencyId, equipmentId: engine.id, name: "Driver/Operator" },
        { agencyId, equipmentId: medic.id, name: "Paramedic" },
      ])
      .returning({ id: apparatusPositions.id });
    Object.assign(ids, {
      station1: s1.id,
      station2: s2.id,
      engine: engine.id,
      medic: medic.id,
      driver: driver.id,
      medicSeat: medicSeat.id,
    });
    const base = { agencyId, title: "Duty", status: "scheduled" as const };
    await tx.insert(shifts).values([
      // The firefighter drives Engine 1 at Station 1 all day, but holds Driver/Operator only from 2036.
      {
        ...base,
        userId: firefighter.id,
        startTime: at("07:00"),
        endTime: at("19:00"),
        equipmentId: engine.id,
        stationId: s1.id,
        positionId: driver.id,
      },
      // The officer rides Engine 1 unseated in the afternoon, moved up to Station 2.
      {
        ...base,
        userId: officer.id,
        startTime: at("13:00"),
        endTime: at("19:00"),
        equipmentId: engine.id,
        stationId: s2.id,
      },
      // The EMT is at Station 2 in the morning, on the Medic's seat, and drives Engine 1 after a gap.
      {
        ...base,
        userId: emt.id,
        startTime: at("07:00"),
        endTime: at("11:00"),
        equipmentId: medic.id,
        stationId: s2.id,
        positionId: medicSeat.id,
      },
      {
        ...base,
        userId: emt.id,
        startTime: at("15:00"),
        endTime: at("17:00"),
        equipmentId: engine.id,
        stationId: s1.id,
        positionId: driver.id,
      },
    ]);
    await tx.insert(certifications).values([
      { agencyId, userId: firefighter.id, name: "Driver/Operator", expirationDate: "2040-01-01" },
      { agencyId, userId: emt.id, name: "driver/operator", expirationDate: "2036-02-01" },
    ]);
  });
});

const rule = (extra: Json) =>
  call("POST", "/api/staffing/rules", a.cookie, {
    name: "Rule",
    minimumStaff: 1,
    startTime: "07:00",
    endTime: "19:00",
    daysOfWeek: ["monday"],
    ...extra,
  });

describe("rules per station and per seat", () => {
  it("answers the station and seat with their names; a seat fixes the apparatus; another agency's is refused", async () => {
    const made = await rule({ name: "E1 driver", positionId: ids.driver, qualification: "Driver/Operator" });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      equipmentId: ids.engine,
      equipmentName: "Engine 1",
      positionId: ids.driver,
      positionName: "Driver/Operator",
      stationId: null,
      stationName: null,
    });
    const moved = await expectCall(200, "PATCH", `/api/staffing/rules/${made.json().id}`, a.cookie, {
      stationId: ids.station2,
    });
    expect(moved).toMatchObject({
      stationId: ids.station2,
      stationName: "Station 2",
      positionId: ids.driver,
    });
    expect((await call("DELETE", `/api/staffing/rules/${made.json().id}`, a.cookie)).statusCode).toBe(204);

    for (const [payload, errors] of [
      [{ positionId: ids.bSeat }, { positionId: STAFFING_MESSAGES.position }],
      [{ positionId: ids.medicSeat, equipmentId: ids.engine }, { positionId: STAFFING_MESSAGES.position }],
      [{ stationId: ids.bStation }, { stationId: STAFFING_MESSAGES.station }],
    ] as const) {
      const bad = await rule(payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual(errors);
    }
  });

  it("counts only the shifts at the station or on the seat, in the schedule's gaps and the chart's figures alike", async () => {
    const made: string[] = [];
    for (const r of [
      // Engine 1 needs a driver holding Driver/Operator.
      {
        name: "E1 driver",
        equipmentId: ids.engine,
        positionId: ids.driver,
        qualification: "Driver/Operator",
      },
      { name: "Two at Station 2", minimumStaff: 2, stationId: ids.station2 },
      { name: "Engine at Station 1", minimumStaff: 2, stationId: ids.station1, equipmentId: ids.engine },
    ])
      made.push((await rule(r)).json().id);
    try {
      const gaps = await expectCall<{ ruleName: string; start: string; end: string; text: string }[]>(
        200,
        "GET",
        `/api/staffing/gaps?startDate=${DAY}&endDate=${DAY}`,
        a.cookie,
      );
      const shown = gaps.map(
        (g) => `${g.ruleName} ${g.start.slice(11, 16)}-${g.end.slice(11, 16)} ${g.text}`,
      );
      expect(shown).toEqual([
        "Engine at Station 1 07:00-15:00 Needs 1 more person on Engine 1 at Station 1",
        "Two at Station 2 07:00-11:00 Needs 1 more person at Station 2",
        "Two at Station 2 11:00-13:00 Needs 2 more people at Station 2",
        "Two at Station 2 13:00-19:00 Needs 1 more person at Station 2",
        "Engine at Station 1 17:00-19:00 Needs 1 more person on Engine 1 at Station 1",
      ]);
      // The firefighter holds the card all day: the driver's seat is covered; the EMT's lapsed one adds nobody.
      expect(gaps.some((g) => g.ruleName === "E1 driver")).toBe(false);

      // Without the firefighter, the EMT's stint does not count (her card lapsed): the whole frame is short.
      await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, async (tx) => {
        const [ride] = await tx
          .select({ id: shifts.id })
          .from(shifts)
          .where(and(eq(shifts.userId, firefighter.id), eq(shifts.startTime, at("07:00"))));
        const without = await findStaffingGaps(tx, {
          startDate: DAY,
          endDate: DAY,
          timeZone: "UTC",
          excludeShiftIds: [ride.id],
        });
        expect(without.filter((g) => g.ruleName === "E1 driver").map((g) => g.text)).toEqual([
          "Needs 1 more holder of Driver/Operator on Engine 1 · Driver/Operator",
        ]);

        // The SQL figures equal the gaps summed.
        const figures = await staffingGapFigures(tx, { from: DAY, to: DAY, timeZone: "UTC" });
        const all = await findStaffingGaps(tx, { startDate: DAY, endDate: DAY, timeZone: "UTC" });
        const hours = (g: { start: string; end: string }) =>
          (Date.parse(g.end) - Date.parse(g.start)) / 3_600_000;
        expect(figures).toEqual([
          {
            month: DAY.slice(0, 7),
            gaps: all.length,
            hours: all.reduce((sum, g) => sum + hours(g), 0),
            personHours: all.reduce((sum, g) => sum + hours(g) * (g.needed - g.have), 0),
          },
        ]);
      });
    } finally {
      for (const id of made) await call("DELETE", `/api/staffing/rules/${id}`, a.cookie);
    }
  });
});
