/**
 * The seat a shift names: its station, apparatus and riding position, checked and derived on create, edit,
 * recurring series and rotations; another agency's ids are refused; the week list shows where each rides.
 */
import { SHIFT_MESSAGES } from "@rollcall/shared/scheduling";
import { beforeAll, describe, expect, it } from "vitest";
import { withAgency } from "../../db/client";
import { apparatusPositions, equipment, stations } from "../../db/schema/equipment";
import { addMember } from "../../test/members";
import { type Json, twoAgencies } from "../../test/world";

const { t, a, b, firefighter, emt, call, expectCall } = twoAgencies({ crew: true });

type Shift = {
  id: string;
  equipmentId: string | null;
  stationId: string | null;
  positionId: string | null;
  seatLabel: string | null;
} & Json;

const ids = {} as Record<
  "station1" | "station2" | "engine" | "medic" | "driver" | "officerSeat" | "medicSeat" | "retired",
  string
> & { bStation: string; bEngine: string; bSeat: string };

async function fleet(agencyId: string, prefix: string) {
  return withAgency(t.db, { agencyId, userId: null }, async (tx) => {
    const [s1, s2] = await tx
      .insert(stations)
      .values([
        { agencyId, name: `${prefix}Station 1`, number: "1" },
        { agencyId, name: `${prefix}Station 2`, number: "2" },
      ])
      .returning({ id: stations.id });
    const [engine, medic] = await tx
      .insert(equipment)
      .values([
        { agencyId, name: `${prefix}Engine 1`, type: "engine", stationId: s1.id, crewSize: 4 },
        { agencyId, name: `${prefix}Medic 2`, type: "ambulance", stationId: s2.id },
      ])
      .returning({ id: equipment.id });
    const [driver, officerSeat, medicSeat, retired] = await tx
      .insert(apparatusPositions)
      .values([
        { agencyId, equipmentId: engine.id, name: "Driver/Operator", sortOrder: 1 },
        { agencyId, equipmentId: engine.id, name: "Officer", sortOrder: 0 },
        { agencyId, equipmentId: medic.id, name: "Paramedic", sortOrder: 0 },
        { agencyId, equipmentId: engine.id, name: "Tailboard", sortOrder: 5, deletedAt: new Date() },
      ])
      .returning({ id: apparatusPositions.id });
    return {
      station1: s1.id,
      station2: s2.id,
      engine: engine.id,
      medic: medic.id,
      driver: driver.id,
      officerSeat: officerSeat.id,
      medicSeat: medicSeat.id,
      retired: retired.id,
    };
  });
}

beforeAll(async () => {
  Object.assign(ids, await fleet(a.user.agencyId, ""));
  const other = await fleet(b.user.agencyId, "B ");
  Object.assign(ids, { bStation: other.station1, bEngine: other.engine, bSeat: other.driver });
});

let day = 0;
/** A shift on its own far-future day, so none overlaps another. */
const create = (extra: Json, status = 201) => {
  day++;
  const date = `2034-0${1 + Math.floor(day / 28)}-${String(1 + (day % 28)).padStart(2, "0")}`;
  return call("POST", "/api/shifts", a.cookie, {
    title: "Duty",
    userId: firefighter.id,
    startTime: `${date}T07:00`,
    endTime: `${date}T19:00`,
    ...extra,
  }).then((res) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as Shift & { errors?: Record<string, string> };
  });
};
const seatOf = (s: Shift) => ({
  equipmentId: s.equipmentId,
  stationId: s.stationId,
  positionId: s.positionId,
  seatLabel: s.seatLabel,
});

describe("a shift's seat", () => {
  it("a position fixes the apparatus and the station defaults to the apparatus's", async () => {
    const made = await create({ positionId: ids.driver });
    expect(seatOf(made)).toEqual({
      equipmentId: ids.engine,
      stationId: ids.station1,
      positionId: ids.driver,
      seatLabel: "Engine 1 · Driver/Operator",
    });
    // The same apparatus named too is fine; a moved-up station is kept.
    const moved = await create({ positionId: ids.driver, equipmentId: ids.engine, stationId: ids.station2 });
    expect(seatOf(moved)).toMatchObject({ equipmentId: ids.engine, stationId: ids.station2 });
    // An apparatus alone takes its station; a station alone is a seat too.
    expect(seatOf(await create({ equipmentId: ids.medic }))).toEqual({
      equipmentId: ids.medic,
      stationId: ids.station2,
      positionId: null,
      seatLabel: "Medic 2",
    });
    expect(seatOf(await create({ stationId: ids.station2 }))).toEqual({
      equipmentId: null,
      stationId: ids.station2,
      positionId: null,
      seatLabel: "Station 2",
    });
    expect(seatOf(await create({}))).toEqual({
      equipmentId: null,
      stationId: null,
      positionId: null,
      seatLabel: null,
    });
  });

  it("refuses a position of another apparatus, a retired one, and another agency's ids (400 on the field)", async () => {
    for (const payload of [
      { positionId: ids.medicSeat, equipmentId: ids.engine },
      { positionId: ids.retired },
      { positionId: ids.bSeat },
    ])
      expect((await create(payload, 400)).errors).toEqual({ positionId: SHIFT_MESSAGES.position });
    expect((await create({ stationId: ids.bStation }, 400)).errors).toEqual({
      stationId: SHIFT_MESSAGES.station,
    });
    expect((await create({ equipmentId: ids.bEngine }, 400)).errors).toEqual({
      equipmentId: SHIFT_MESSAGES.apparatus,
    });
  });

  it("an edit moves the seat: a new position takes its apparatus and station; a new apparatus drops the old seat", async () => {
    const made = await create({ positionId: ids.driver });
    const edit = (patch: Json) => expectCall<Shift>(200, "PATCH", `/api/shifts/${made.id}`, a.cookie, patch);
    expect(seatOf(await edit({ positionId: ids.medicSeat }))).toEqual({
      equipmentId: ids.medic,
      stationId: ids.station2,
      positionId: ids.medicSeat,
      seatLabel: "Medic 2 · Paramedic",
    });
    expect(seatOf(await edit({ equipmentId: ids.engine }))).toMatchObject({
      equipmentId: ids.engine,
      stationId: ids.station1,
      positionId: null,
    });
    // Another field alone leaves the seat as it is.
    expect(seatOf(await edit({ title: "Renamed" }))).toMatchObject({
      equipmentId: ids.engine,
      positionId: null,
    });
    const bad = await call("PATCH", `/api/shifts/${made.id}`, a.cookie, { positionId: ids.bSeat });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ positionId: SHIFT_MESSAGES.position });
    const badStation = await call("PATCH", `/api/shifts/${made.id}`, a.cookie, { stationId: ids.bStation });
    expect(badStation.json().errors).toEqual({ stationId: SHIFT_MESSAGES.station });
  });

  it("a series copies the seat to every occurrence, and 'this and following' moves it", async () => {
    const first = await create({
      positionId: ids.driver,
      isRecurring: true,
      recurringPattern: "daily",
      recurrenceInterval: 7,
      recurrenceCount: 4,
    });
    const series = async () =>
      (
        await expectCall<Shift[]>(200, "GET", "/api/shifts?startDate=2034-01-01&endDate=2034-03-31", a.cookie)
      ).filter((s) => s.seriesId === first.seriesId);
    expect((await series()).map((s) => s.seatLabel)).toEqual(Array(4).fill("Engine 1 · Driver/Operator"));
    const third = (await series())[2];
    await expectCall(200, "PATCH", `/api/shifts/${third.id}`, a.cookie, {
      positionId: ids.officerSeat,
      scope: "following",
    });
    expect((await series()).map((s) => s.seatLabel)).toEqual([
      "Engine 1 · Driver/Operator",
      "Engine 1 · Driver/Operator",
      "Engine 1 · Officer",
      "Engine 1 · Officer",
    ]);
  });
});

describe("a rotation's seats", () => {
  it("gives every shift the rotation's station and apparatus, and each member their position", async () => {
    const rider = await addMember(t.db, a.user.agencyId, "firefighter", { firstName: "Rider" });
    const res = await call("POST", "/api/shifts/rotation", a.cookie, {
      pattern: "24/48",
      startDate: "2035-05-01",
      endDate: "2035-05-03",
      startTime: "07:00",
      equipmentId: ids.engine,
      platoons: { A: [rider.id, emt.id], B: [firefighter.id] },
      positions: { [rider.id]: ids.driver, [firefighter.id]: ids.officerSeat },
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = await expectCall<Shift[]>(
      200,
      "GET",
      "/api/shifts?startDate=2035-05-01&endDate=2035-05-03",
      a.cookie,
    );
    expect(list.map((s) => `${(s.user as Json).firstName}: ${s.seatLabel}`).sort()).toEqual([
      "Jordan: Engine 1 · Officer",
      "Priya: Engine 1",
      "Rider: Engine 1 · Driver/Operator",
    ]);
    expect(list.every((s) => s.stationId === ids.station1)).toBe(true);

    const rotation = (extra: Json) =>
      call("POST", "/api/shifts/rotation", a.cookie, {
        pattern: "24/48",
        startDate: "2035-06-01",
        endDate: "2035-06-03",
        startTime: "07:00",
        platoons: { A: [rider.id] },
        ...extra,
      });
    for (const [extra, errors] of [
      [{ positions: { [rider.id]: ids.bSeat } }, { positions: SHIFT_MESSAGES.position }],
      [
        { equipmentId: ids.medic, positions: { [rider.id]: ids.driver } },
        { positions: SHIFT_MESSAGES.position },
      ],
      [{ stationId: ids.bStation }, { stationId: SHIFT_MESSAGES.station }],
      [{ equipmentId: ids.bEngine }, { equipmentId: SHIFT_MESSAGES.apparatus }],
    ] as const) {
      const bad = await rotation(extra);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual(errors);
    }
    // A position for someone outside the platoons is refused by the schema.
    const stray = await rotation({ positions: { [emt.id]: ids.driver } });
    expect(stray.statusCode).toBe(400);
    expect(Object.keys(stray.json().errors)).toEqual(["positions"]);
  });
});
