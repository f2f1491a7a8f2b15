/**
 * Equipment through the HTTP API: the list and its computed maintenance bands, one item with its history,
 * add / edit / schedule / delete with the spec's messages, completing maintenance, the QR code and label,
 * who may write (admins only), agency isolation on every id route, and soft delete.
 */
import {
  addDaysToIsoDate,
  EQUIPMENT_MESSAGES,
  type Equipment,
  type EquipmentDetail,
} from "@rollcall/shared/equipment";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { auditLogs } from "../../db/schema/audit";
import { equipment, maintenanceRecords } from "../../db/schema/equipment";
import { incidentApparatus, incidents } from "../../db/schema/incidents";
import { agencyToday } from "../../lib/dates";
import { testDay as day, signUpAgency, testToday as today } from "../../test/harness";
import { type Json, twoAgencies } from "../../test/world";
import { qrSvg } from "./labels";

const { t, a, b, officer, firefighter, emt, call, expectCall } = twoAgencies();

const add = (payload: Json, cookie = a.cookie) =>
  expectCall<Equipment>(201, "POST", "/api/equipment", cookie, payload);

const list = (cookie = a.cookie) => expectCall<Equipment[]>(200, "GET", "/api/equipment", cookie);

const item = (id: string, cookie = a.cookie) =>
  expectCall<EquipmentDetail>(200, "GET", `/api/equipment/${id}`, cookie);

const engine = (extra: Json = {}): Json => ({
  name: "Engine 7",
  type: "engine",
  model: "Pierce Enforcer",
  serialNumber: "4P1-0007",
  location: "Station 3",
  ...extra,
});

describe("adding equipment", () => {
  it("answers the spec's messages for name and type", async () => {
    const res = await call("POST", "/api/equipment", a.cookie, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ name: EQUIPMENT_MESSAGES.name, type: EQUIPMENT_MESSAGES.type });
    expect(EQUIPMENT_MESSAGES.name).toBe("Equipment name is required");
    expect(EQUIPMENT_MESSAGES.type).toBe("Equipment type is required");

    // The form's empty choices and an unknown type say the same.
    const blank = await call("POST", "/api/equipment", a.cookie, { name: "  ", type: "" });
    expect(blank.json().errors).toEqual({ name: EQUIPMENT_MESSAGES.name, type: EQUIPMENT_MESSAGES.type });
    const unknown = await call("POST", "/api/equipment", a.cookie, {
      name: "Hovercraft",
      type: "hovercraft",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ type: EQUIPMENT_MESSAGES.type });
  });

  it("refuses impossible dates and a next maintenance before the last one", async () => {
    const bad = await call("POST", "/api/equipment", a.cookie, engine({ nextMaintenanceDate: "2031-02-30" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.nextMaintenanceDate).toBe(EQUIPMENT_MESSAGES.invalidDate);
    const text = await call("POST", "/api/equipment", a.cookie, engine({ lastMaintenanceDate: "last week" }));
    expect(text.json().errors.lastMaintenanceDate).toBe(EQUIPMENT_MESSAGES.invalidDate);
    const order = await call(
      "POST",
      "/api/equipment",
      a.cookie,
      engine({ lastMaintenanceDate: day(-1), nextMaintenanceDate: day(-5) }),
    );
    expect(order.statusCode).toBe(400);
    expect(order.json().errors).toEqual({ nextMaintenanceDate: EQUIPMENT_MESSAGES.nextBeforeLast });
    const status = await call("POST", "/api/equipment", a.cookie, engine({ status: "lost" }));
    expect(status.statusCode).toBe(400);
    expect(status.json().errors.status).toBeTruthy();
  });

  it("stores the item with status available by default and answers every field", async () => {
    const created = await add(engine({ lastMaintenanceDate: day(-30), nextMaintenanceDate: day(60) }));
    expect(created).toMatchObject({
      agencyId: a.user.agencyId,
      name: "Engine 7",
      type: "engine",
      model: "Pierce Enforcer",
      serialNumber: "4P1-0007",
      location: "Station 3",
      status: "available",
      lastMaintenanceDate: day(-30),
      nextMaintenanceDate: day(60),
      maintenanceState: "current",
      daysUntilMaintenance: 60,
      itemUrl: `http://rollcall.test/assets/${created.id}`,
    });
    const minimal = await add({ name: "Hose bundle", type: "hose", model: "", serialNumber: null });
    expect(minimal).toMatchObject({
      model: null,
      serialNumber: null,
      location: null,
      lastMaintenanceDate: null,
      nextMaintenanceDate: null,
      maintenanceState: "none",
      daysUntilMaintenance: null,
    });
  });

  it("records who added it in the audit log", async () => {
    const created = await add({ name: "Audit Pump", type: "pump" });
    const rows = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .select({ action: auditLogs.action, userId: auditLogs.userId })
        .from(auditLogs)
        .where(and(eq(auditLogs.entityType, "equipment"), eq(auditLogs.entityId, created.id))),
    );
    expect(rows).toEqual([{ action: "create", userId: a.user.id }]);
  });
});

describe("the list and one item", () => {
  it("lists the agency's items by name with their computed maintenance bands", async () => {
    const b1 = await add({ name: "Band overdue", type: "tool", nextMaintenanceDate: day(-1) });
    const b2 = await add({ name: "Band due today", type: "tool", nextMaintenanceDate: day(0) });
    const b3 = await add({ name: "Band due in 7", type: "tool", nextMaintenanceDate: day(7) });
    const b4 = await add({ name: "Band upcoming 8", type: "tool", nextMaintenanceDate: day(8) });
    const b5 = await add({ name: "Band upcoming 30", type: "tool", nextMaintenanceDate: day(30) });
    const b6 = await add({ name: "Band current 31", type: "tool", nextMaintenanceDate: day(31) });
    const all = await list();
    const names = all.map((i) => i.name);
    expect(names).toEqual([...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    const state = (id: string) => all.find((i) => i.id === id);
    expect(state(b1.id)).toMatchObject({ maintenanceState: "overdue", daysUntilMaintenance: -1 });
    expect(state(b2.id)).toMatchObject({ maintenanceState: "due_soon", daysUntilMaintenance: 0 });
    expect(state(b3.id)).toMatchObject({ maintenanceState: "due_soon", daysUntilMaintenance: 7 });
    expect(state(b4.id)).toMatchObject({ maintenanceState: "upcoming", daysUntilMaintenance: 8 });
    expect(state(b5.id)).toMatchObject({ maintenanceState: "upcoming", daysUntilMaintenance: 30 });
    expect(state(b6.id)).toMatchObject({ maintenanceState: "current", daysUntilMaintenance: 31 });
  });

  it("is readable by every member; another agency sees none of it", async () => {
    const mine = await list();
    for (const cookie of [officer.cookie, firefighter.cookie, emt.cookie])
      expect((await list(cookie)).length).toBe(mine.length);
    await add({ name: "B's Engine", type: "engine" }, b.cookie);
    const theirs = await list(b.cookie);
    expect(theirs.map((i) => i.name)).toEqual(["B's Engine"]);
    expect(mine.some((i) => i.name === "B's Engine")).toBe(false);
  });

  it("answers one item with an empty history, to any member", async () => {
    const created = await add({ name: "Rescue 9", type: "rescue" });
    const detail = await item(created.id, firefighter.cookie);
    expect(detail).toMatchObject({ id: created.id, name: "Rescue 9", maintenanceHistory: [] });
    expect(detail.totalMaintenanceCostCents).toBe(0);
    const missing = await call("GET", "/api/equipment/5eed0000-0000-4000-8000-00000000dead", a.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(EQUIPMENT_MESSAGES.notFound);
    expect((await call("GET", "/api/equipment/not-a-uuid", a.cookie)).statusCode).toBe(404);
  });
});

describe("editing and scheduling", () => {
  it("changes only the fields sent", async () => {
    const created = await add(engine({ name: "Engine 8" }));
    const res = await call("PATCH", `/api/equipment/${created.id}`, a.cookie, {
      location: "Station 4",
      status: "in_service",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Engine 8",
      model: "Pierce Enforcer",
      location: "Station 4",
      status: "in_service",
    });
    const cleared = await call("PATCH", `/api/equipment/${created.id}`, a.cookie, { model: "" });
    expect(cleared.json().model).toBeNull();
    const blank = await call("PATCH", `/api/equipment/${created.id}`, a.cookie, { name: "" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ name: EQUIPMENT_MESSAGES.name });
  });

  it("schedules maintenance: status maintenance, last today, next in 90 days", async () => {
    const created = await add({ name: "Ladder 4", type: "ladder", status: "in_service" });
    const res = await call("PATCH", `/api/equipment/${created.id}`, a.cookie, {
      status: "maintenance",
      lastMaintenanceDate: today,
      nextMaintenanceDate: day(90),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "maintenance",
      lastMaintenanceDate: today,
      nextMaintenanceDate: day(90),
      maintenanceState: "current",
      daysUntilMaintenance: 90,
    });
  });

  it("checks a new next date against the stored last date", async () => {
    const created = await add({ name: "Tanker 2", type: "tanker", lastMaintenanceDate: day(-3) });
    const res = await call("PATCH", `/api/equipment/${created.id}`, a.cookie, {
      nextMaintenanceDate: day(-10),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ nextMaintenanceDate: EQUIPMENT_MESSAGES.nextBeforeLast });
    const bad = await call("PATCH", `/api/equipment/${created.id}`, a.cookie, {
      lastMaintenanceDate: "2025-13-01",
    });
    expect(bad.json().errors).toEqual({ lastMaintenanceDate: EQUIPMENT_MESSAGES.invalidDate });
    expect((await item(created.id)).nextMaintenanceDate).toBeNull();
  });
});

describe("completing maintenance", () => {
  it("records the entry with its cost and who, and moves the item on in one step", async () => {
    const created = await add({
      name: "Medic 12",
      type: "ambulance",
      status: "maintenance",
      lastMaintenanceDate: day(-120),
      nextMaintenanceDate: day(-2),
    });
    const res = await call("POST", `/api/equipment/${created.id}/maintenance`, a.cookie, {
      performedOn: day(-1),
      notes: "Oil change, brake pads, 90-day inspection",
      costCents: 48_250,
      nextMaintenanceDate: day(89),
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail: EquipmentDetail = res.json();
    expect(detail).toMatchObject({
      status: "available",
      lastMaintenanceDate: day(-1),
      nextMaintenanceDate: day(89),
      maintenanceState: "current",
      totalMaintenanceCostCents: 48_250,
    });
    expect(detail.maintenanceHistory).toEqual([
      expect.objectContaining({
        equipmentId: created.id,
        performedOn: day(-1),
        notes: "Oil change, brake pads, 90-day inspection",
        costCents: 48_250,
        performedById: a.user.id,
        performedByName: "Dana Reyes",
      }),
    ]);

    // A second service today, choosing a status: newest first, totals add up.
    const second = await call("POST", `/api/equipment/${created.id}/maintenance`, a.cookie, {
      performedOn: today,
      notes: "Replaced stretcher mount",
      costCents: 12_000,
      nextMaintenanceDate: day(90),
      status: "in_service",
    });
    expect(second.statusCode, second.body).toBe(201);
    const after = await item(created.id, firefighter.cookie);
    expect(after.status).toBe("in_service");
    expect(after.lastMaintenanceDate).toBe(today);
    expect(after.maintenanceHistory.map((r) => [r.performedOn, r.costCents])).toEqual([
      [today, 12_000],
      [day(-1), 48_250],
    ]);
    expect(after.totalMaintenanceCostCents).toBe(60_250);

    // An old service entered later goes into the history without rewinding the last maintenance date.
    const old = await call("POST", `/api/equipment/${created.id}/maintenance`, a.cookie, {
      performedOn: day(-200),
      costCents: 0,
      nextMaintenanceDate: day(90),
      status: "in_service",
    });
    expect(old.statusCode, old.body).toBe(201);
    expect(old.json().lastMaintenanceDate).toBe(today);
    expect(old.json().maintenanceHistory).toHaveLength(3);
  });

  it("refuses a future date, a next date before it, a bad cost, and writes nothing then", async () => {
    const created = await add({ name: "Generator 3", type: "generator" });
    const url = `/api/equipment/${created.id}/maintenance`;
    const missing = await call("POST", url, a.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.performedOn).toBe(EQUIPMENT_MESSAGES.performedOn);
    const future = await call("POST", url, a.cookie, { performedOn: day(1) });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ performedOn: EQUIPMENT_MESSAGES.performedInFuture });
    const order = await call("POST", url, a.cookie, { performedOn: today, nextMaintenanceDate: day(-1) });
    expect(order.json().errors).toEqual({ nextMaintenanceDate: EQUIPMENT_MESSAGES.nextBeforePerformed });
    for (const costCents of [-1, 10.5, "12", 100_000_001]) {
      const cost = await call("POST", url, a.cookie, { performedOn: today, costCents });
      expect(cost.statusCode, String(costCents)).toBe(400);
      expect(cost.json().errors.costCents).toBeTruthy();
    }
    const detail = await item(created.id);
    expect(detail.maintenanceHistory).toEqual([]);
    expect(detail.lastMaintenanceDate).toBeNull();
  });

  it("takes today in the agency's time zone", async () => {
    const zone = "Pacific/Kiritimati"; // UTC+14: often a day ahead of UTC
    const other = await signUpAgency(t.app, { agencyName: "Island Fire" });
    await asPlatform(t.db, { agencyId: other.user.agencyId, userId: null }, (tx) =>
      tx.update(agencies).set({ timeZone: zone }).where(eq(agencies.id, other.user.agencyId)),
    );
    const created = await add({ name: "Boat 1", type: "boat" }, other.cookie);
    const theirToday = agencyToday(zone);
    const url = `/api/equipment/${created.id}/maintenance`;
    const ok = await call("POST", url, other.cookie, { performedOn: theirToday, costCents: 100 });
    expect(ok.statusCode, ok.body).toBe(201);
    const tomorrow = await call("POST", url, other.cookie, { performedOn: addDaysToIsoDate(theirToday, 1) });
    expect(tomorrow.statusCode).toBe(400);
    const scheduled = await call("PATCH", `/api/equipment/${created.id}`, other.cookie, {
      nextMaintenanceDate: addDaysToIsoDate(theirToday, 7),
    });
    expect(scheduled.json()).toMatchObject({ maintenanceState: "due_soon", daysUntilMaintenance: 7 });
  });
});

describe("who may write", () => {
  it("refuses every write to officers, firefighters and EMTs with 403 Admin access required", async () => {
    const created = await add({ name: "Command 2", type: "command" });
    const writes: [method: "POST" | "PATCH" | "DELETE", url: string, payload?: Json][] = [
      ["POST", "/api/equipment", { name: "Sneaky", type: "tool" }],
      ["PATCH", `/api/equipment/${created.id}`, { status: "out_of_service" }],
      ["DELETE", `/api/equipment/${created.id}`],
      ["POST", `/api/equipment/${created.id}/maintenance`, { performedOn: today, costCents: 100 }],
    ];
    for (const cookie of [officer.cookie, firefighter.cookie, emt.cookie])
      for (const [method, url, payload] of writes) {
        const res = await call(method, url, cookie, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe("Admin access required");
      }
    const unchanged = await item(created.id);
    expect(unchanged).toMatchObject({ status: "available", maintenanceHistory: [] });
    expect((await list()).some((i) => i.name === "Sneaky")).toBe(false);
  });

  it("asks a signed-out visitor to sign in", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/equipment" });
    expect(res.statusCode).toBe(401);
  });
});

describe("agency isolation", () => {
  it("answers 404 to another agency's admin on every id route, and changes nothing", async () => {
    const created = await add({ name: "Engine 11", type: "engine", serialNumber: "E11" });
    await call("POST", `/api/equipment/${created.id}/maintenance`, a.cookie, {
      performedOn: today,
      notes: "A's service",
      costCents: 5_000,
    });
    const id = created.id;
    const routes: [method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: Json][] = [
      ["GET", `/api/equipment/${id}`],
      ["PATCH", `/api/equipment/${id}`, { name: "Stolen" }],
      ["DELETE", `/api/equipment/${id}`],
      ["POST", `/api/equipment/${id}/maintenance`, { performedOn: today, costCents: 1 }],
      ["GET", `/api/equipment/${id}/qr.svg`],
      ["GET", `/api/equipment/${id}/label.pdf`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call(method, url, b.cookie, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain("Engine 11");
      expect(res.body).not.toContain("A's service");
    }
    const still = await item(id);
    expect(still.name).toBe("Engine 11");
    expect(still.maintenanceHistory).toHaveLength(1);
  });
});

describe("QR code and label", () => {
  it("encodes the item's page at PUBLIC_URL, for every member", async () => {
    const created = await add({ name: "Thermal Camera 2", type: "tool", serialNumber: "QXT-2" });
    const res = await call("GET", `/api/equipment/${created.id}/qr.svg`, firefighter.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.body.startsWith("<svg")).toBe(true);
    // The same generator given the expected address draws the same code: the label opens the item page.
    expect(res.body).toBe(await qrSvg(`http://rollcall.test/assets/${created.id}`));
    expect(res.body).not.toBe(await qrSvg(`http://rollcall.test/assets/${a.user.id}`));
    // A quiet zone of 4 light modules on every side (ISO/IEC 18004): the first dark module is 4 in, and the
    // drawing is 8 wider than the code's own modules.
    const size = Number(/viewBox="0 0 (\d+) \1"/.exec(res.body)?.[1]);
    const firstDark = /stroke="#000000"[^>]*d="M(\d+) (\d+(?:\.\d+)?)/.exec(res.body);
    expect(Number(firstDark?.[1])).toBe(4);
    expect(Number(firstDark?.[2])).toBe(4.5);
    expect((size - 8 - 21) % 4).toBe(0);
  });

  it("prints a PDF label named after the item", async () => {
    const created = await add({ name: "Engine 1", type: "engine", serialNumber: "4P1BAAGF8MA023581" });
    const res = await call("GET", `/api/equipment/${created.id}/label.pdf`, emt.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain('filename="label-engine-1.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("soft delete", () => {
  it("hides the item from lists and reads, keeps its history and the incidents that name it", async () => {
    const created = await add({ name: "Brush 9", type: "brush", nextMaintenanceDate: day(3) });
    await call("POST", `/api/equipment/${created.id}/maintenance`, a.cookie, {
      performedOn: today,
      notes: "Pump test",
      costCents: 7_500,
      nextMaintenanceDate: day(90),
    });
    // An incident report names the unit (the incidents module's link table).
    await asPlatform(t.db, { agencyId: a.user.agencyId, userId: a.user.id }, async (tx) => {
      const [incident] = await tx
        .insert(incidents)
        .values({
          agencyId: a.user.agencyId,
          incidentNumber: "20250101-0001",
          incidentType: "wildfire",
          reportDate: today,
          incidentDate: new Date(),
          location: "Ridge Rd",
          description: "Grass fire",
          reportingOfficerId: a.user.id,
        })
        .returning({ id: incidents.id });
      await tx
        .insert(incidentApparatus)
        .values({ agencyId: a.user.agencyId, incidentId: incident.id, equipmentId: created.id });
    });

    const res = await call("DELETE", `/api/equipment/${created.id}`, a.cookie);
    expect(res.statusCode, res.body).toBe(204);
    expect((await list()).some((i) => i.id === created.id)).toBe(false);
    expect((await call("GET", `/api/equipment/${created.id}`, a.cookie)).statusCode).toBe(404);
    expect((await call("GET", `/api/equipment/${created.id}/qr.svg`, a.cookie)).statusCode).toBe(404);
    expect((await call("PATCH", `/api/equipment/${created.id}`, a.cookie, { name: "Back" })).statusCode).toBe(
      404,
    );
    expect((await call("DELETE", `/api/equipment/${created.id}`, a.cookie)).statusCode).toBe(404);

    const kept = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, async (tx) => ({
      row: (await tx.select().from(equipment).where(eq(equipment.id, created.id)))[0],
      history: await tx
        .select()
        .from(maintenanceRecords)
        .where(eq(maintenanceRecords.equipmentId, created.id)),
      links: await tx.select().from(incidentApparatus).where(eq(incidentApparatus.equipmentId, created.id)),
    }));
    expect(kept.row.name).toBe("Brush 9");
    expect(kept.row.deletedAt).toBeInstanceOf(Date);
    expect(kept.history.map((r) => [r.notes, r.costCents])).toEqual([["Pump test", 7_500]]);
    expect(kept.links).toHaveLength(1);
  });
});
