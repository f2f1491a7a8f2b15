/**
 * Stations and riding positions through the HTTP API: add, edit, list with apparatus counts, delete (the
 * apparatus stay, without a station); an apparatus' station and its out-of-service reason and since; its
 * seats replaced in order, kept by id, retired when left out; who may write; another agency's ids.
 */
import {
  EQUIPMENT_MESSAGES,
  type Equipment,
  type EquipmentDetail,
  type Position,
  STATION_MESSAGES,
  type Station,
} from "@rollcall/shared/equipment";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { apparatusPositions } from "../../db/schema/equipment";
import { type Json, twoAgencies } from "../../test/world";

const { t, a, b, officer, call, expectCall } = twoAgencies();

const addStation = (payload: Json, cookie = a.cookie) =>
  expectCall<Station>(201, "POST", "/api/stations", cookie, payload);
const stations = (cookie = a.cookie) => expectCall<Station[]>(200, "GET", "/api/stations", cookie);
const addUnit = (payload: Json, cookie = a.cookie) =>
  expectCall<Equipment>(201, "POST", "/api/equipment", cookie, payload);
const putSeats = (id: string, positions: Json[], cookie = a.cookie) =>
  expectCall<Position[]>(200, "PUT", `/api/equipment/${id}/positions`, cookie, { positions });

describe("stations", () => {
  it("adds, edits and lists stations by number, with how many apparatus each houses", async () => {
    const two = await addStation({ name: "Station 2", number: "2", address: "40 Mill Road" });
    const ten = await addStation({ name: "Station 10", number: "10" });
    const one = await addStation({ name: "Headquarters", number: "1", address: " 1 Main Street " });
    expect(one).toMatchObject({
      name: "Headquarters",
      number: "1",
      address: "1 Main Street",
      apparatusCount: 0,
    });
    await addUnit({ name: "Engine 21", type: "engine", stationId: two.id });
    await addUnit({ name: "Medic 22", type: "ambulance", stationId: two.id });

    const edited = await expectCall<Station>(200, "PATCH", `/api/stations/${two.id}`, a.cookie, {
      address: "42 Mill Road",
    });
    expect(edited).toMatchObject({ name: "Station 2", address: "42 Mill Road", apparatusCount: 2 });

    const listed = (await stations()).filter((s) => [one.id, two.id, ten.id].includes(s.id));
    expect(listed.map((s) => s.name)).toEqual(["Headquarters", "Station 2", "Station 10"]);
    expect(listed.map((s) => s.apparatusCount)).toEqual([0, 2, 0]);
  });

  it("answers field messages for a missing name and a station of another agency", async () => {
    const res = await call("POST", "/api/stations", a.cookie, { name: " " });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: STATION_MESSAGES.name });

    const theirs = await addStation({ name: "Their station" }, b.cookie);
    const unit = await call("POST", "/api/equipment", a.cookie, {
      name: "Engine 9",
      type: "engine",
      stationId: theirs.id,
    });
    expect(unit.statusCode).toBe(400);
    expect(unit.json().errors).toEqual({ stationId: EQUIPMENT_MESSAGES.station });
    // Nor may another agency read, edit or delete ours.
    const ours = await addStation({ name: "Our station" });
    expect((await call("PATCH", `/api/stations/${ours.id}`, b.cookie, { name: "Taken" })).statusCode).toBe(
      404,
    );
    expect((await call("DELETE", `/api/stations/${ours.id}`, b.cookie)).statusCode).toBe(404);
    expect((await stations(b.cookie)).map((s) => s.id)).not.toContain(ours.id);
    expect((await stations()).find((s) => s.id === ours.id)?.name).toBe("Our station");
  });

  it("deletes a station: its apparatus stay, without a station", async () => {
    const station = await addStation({ name: "Station 5" });
    const unit = await addUnit({ name: "Brush 5", type: "brush", stationId: station.id });
    expect((await call("DELETE", `/api/stations/${station.id}`, a.cookie)).statusCode).toBe(204);
    expect((await stations()).map((s) => s.id)).not.toContain(station.id);
    const after = await expectCall<EquipmentDetail>(200, "GET", `/api/equipment/${unit.id}`, a.cookie);
    expect(after.stationId).toBeNull();
    expect((await call("DELETE", `/api/stations/${station.id}`, a.cookie)).statusCode).toBe(404);
  });

  it("lets only admins write", async () => {
    const station = await addStation({ name: "Station 6" });
    const o = officer;
    expect((await call("POST", "/api/stations", o.cookie, { name: "Mine" })).statusCode).toBe(403);
    expect((await call("PATCH", `/api/stations/${station.id}`, o.cookie, { name: "Mine" })).statusCode).toBe(
      403,
    );
    expect((await stations(o.cookie)).map((s) => s.id)).toContain(station.id);
  });
});

describe("an apparatus' status", () => {
  it("keeps why it is out of service and since when, and drops the reason when it returns", async () => {
    const before = Date.now();
    const unit = await addUnit({ name: "Engine 3", type: "engine" });
    expect(Date.parse(unit.statusSince ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(unit.statusReason).toBeNull();

    const out = await expectCall<Equipment>(200, "PATCH", `/api/equipment/${unit.id}`, a.cookie, {
      status: "out_of_service",
      statusReason: "Pump repair at the county shop",
    });
    expect(out).toMatchObject({ status: "out_of_service", statusReason: "Pump repair at the county shop" });
    expect(Date.parse(out.statusSince ?? "")).toBeGreaterThanOrEqual(Date.parse(unit.statusSince ?? ""));

    // Another field changed: the status holds since the same moment.
    const renamed = await expectCall<Equipment>(200, "PATCH", `/api/equipment/${unit.id}`, a.cookie, {
      model: "Pierce",
    });
    expect(renamed.statusSince).toBe(out.statusSince);

    const back = await expectCall<Equipment>(200, "PATCH", `/api/equipment/${unit.id}`, a.cookie, {
      status: "in_service",
    });
    expect(back.statusReason).toBeNull();
    expect(back.statusSince).not.toBe(out.statusSince);
  });
});

describe("riding positions", () => {
  it("replaces the seats in order, keeps them by id and retires the ones left out", async () => {
    const unit = await addUnit({ name: "Engine 1", type: "engine" });
    const first = await putSeats(unit.id, [
      { name: "Officer", requiredCertifications: ["Fire Officer I"] },
      { name: "Driver/Operator", requiredCertifications: ["Driver/Operator", "driver/operator"] },
      { name: "Firefighter" },
      { name: "Firefighter" },
    ]);
    expect(first.map((p) => [p.name, p.sortOrder])).toEqual([
      ["Officer", 0],
      ["Driver/Operator", 1],
      ["Firefighter", 2],
      ["Firefighter", 3],
    ]);
    // The same certification named twice in other case is one requirement.
    expect(first[1].requiredCertifications).toEqual(["driver/operator"]);

    const [officerSeat, driver, ff1] = first;
    const second = await putSeats(unit.id, [
      { id: driver.id, name: "Driver/Operator", requiredCertifications: ["Driver/Operator"] },
      { id: officerSeat.id, name: "Captain", requiredCertifications: [] },
      { id: ff1.id, name: "Firefighter" },
      { name: "Paramedic", requiredCertifications: ["Paramedic"] },
    ]);
    expect(second.map((p) => p.name)).toEqual(["Driver/Operator", "Captain", "Firefighter", "Paramedic"]);
    expect(second.slice(0, 3).map((p) => p.id)).toEqual([driver.id, officerSeat.id, ff1.id]);

    // The fourth seat of the first list is retired, not deleted: shifts that named it keep it.
    const rows = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .select()
        .from(apparatusPositions)
        .where(and(eq(apparatusPositions.id, first[3].id))),
    );
    expect(rows[0].deletedAt).not.toBeNull();

    const detail = await expectCall<EquipmentDetail>(200, "GET", `/api/equipment/${unit.id}`, a.cookie);
    expect(detail.positions.map((p) => p.id)).toEqual(second.map((p) => p.id));
    const read = await expectCall<Position[]>(200, "GET", `/api/equipment/${unit.id}/positions`, a.cookie);
    expect(read).toEqual(second);
  });

  it("refuses seats on what is not a vehicle, an id of another apparatus, and another agency's apparatus", async () => {
    const hose = await addUnit({ name: "Hose 1", type: "hose" });
    const notVehicle = await call("PUT", `/api/equipment/${hose.id}/positions`, a.cookie, {
      positions: [{ name: "Officer" }],
    });
    expect(notVehicle.statusCode).toBe(400);
    expect(notVehicle.json().message).toBe(STATION_MESSAGES.notVehicle);

    const one = await addUnit({ name: "Engine 11", type: "engine" });
    const two = await addUnit({ name: "Engine 12", type: "engine" });
    const [seat] = await putSeats(one.id, [{ name: "Officer" }]);
    const stolen = await call("PUT", `/api/equipment/${two.id}/positions`, a.cookie, {
      positions: [{ id: seat.id, name: "Officer" }],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toHaveProperty("positions.0.id");

    expect((await call("GET", `/api/equipment/${one.id}/positions`, b.cookie)).statusCode).toBe(404);
    expect(
      (await call("PUT", `/api/equipment/${one.id}/positions`, b.cookie, { positions: [] })).statusCode,
    ).toBe(404);
    expect(await expectCall<Position[]>(200, "GET", `/api/equipment/${one.id}/positions`, a.cookie)).toEqual([
      seat,
    ]);

    const many = await call("PUT", `/api/equipment/${one.id}/positions`, a.cookie, {
      positions: Array.from({ length: 21 }, (_, i) => ({ name: `Seat ${i}` })),
    });
    expect(many.statusCode).toBe(400);
    const o = officer;
    expect(
      (await call("PUT", `/api/equipment/${one.id}/positions`, o.cookie, { positions: [] })).statusCode,
    ).toBe(403);
  });
});
