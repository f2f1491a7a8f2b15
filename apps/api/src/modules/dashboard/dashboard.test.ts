import { TZDate } from "@date-fns/tz";
import {
  type ActivityEntry,
  type ComplianceItem,
  complianceBand,
  type Dashboard,
  type DashboardEquipment,
  type DashboardIncident,
  shiftBadge,
  type TodaySchedule,
  type UrgentAlert,
} from "@rollcall/shared/dashboard";
import { addDays, format, startOfDay } from "date-fns";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform, withAgency } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { certifications, type NewCertification } from "../../db/schema/compliance";
import { equipment, type NewEquipment } from "../../db/schema/equipment";
import { incidents } from "../../db/schema/incidents";
import { type NewShift, shifts } from "../../db/schema/scheduling";
import { users } from "../../db/schema/users";
import { wellnessRecords } from "../../db/schema/wellness";
import { type SignedUp, signUpAgency } from "../../test/harness";
import { addMember, signIn } from "../../test/members";
import { testApp } from "../../test/world";
import { describeActivity } from "./dashboard.activity";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const { t } = testApp();

const get = async <T>(cookie: string, url: string) => {
  const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

/**
 * A zone where it is about noon right now, so shifts a few hours either side of now stay inside the
 * agency's "today" whenever the tests run. (Etc/GMT-5 is UTC+5: the sign is inverted by convention.)
 */
function noonZone() {
  const offset = Math.max(-12, Math.min(14, 12 - new Date().getUTCHours()));
  return offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

/** The agency's date (yyyy-MM-dd) `days` from today in its zone. */
const localDate = (zone: string, days = 0) =>
  format(addDays(new TZDate(Date.now(), zone), days), "yyyy-MM-dd");

async function newAgency(name: string, zone = noonZone()) {
  const admin = await signUpAgency(t.app, { agencyName: name });
  await asPlatform(t.db, { agencyId: admin.user.agencyId, userId: null }, (tx) =>
    tx.update(agencies).set({ timeZone: zone }).where(eq(agencies.id, admin.user.agencyId)),
  );
  return { ...admin, zone, agencyId: admin.user.agencyId };
}

const as = (who: { agencyId: string; userId: string | null }) => ({
  insertShifts: (rows: Omit<NewShift, "agencyId">[]) =>
    withAgency(t.db, who, (tx) =>
      tx
        .insert(shifts)
        .values(rows.map((r) => ({ ...r, agencyId: who.agencyId })))
        .returning(),
    ),
  insertCerts: (rows: Omit<NewCertification, "agencyId">[]) =>
    withAgency(t.db, who, (tx) =>
      tx
        .insert(certifications)
        .values(rows.map((r) => ({ ...r, agencyId: who.agencyId })))
        .returning(),
    ),
  insertEquipment: (rows: Omit<NewEquipment, "agencyId">[]) =>
    withAgency(t.db, who, (tx) =>
      tx
        .insert(equipment)
        .values(rows.map((r) => ({ ...r, agencyId: who.agencyId })))
        .returning(),
    ),
});

describe("pure rules", () => {
  it("badges a shift at its exact boundaries: start is on duty, end is completed", () => {
    const start = new Date("2030-05-01T07:00:00Z");
    const end = new Date("2030-05-02T07:00:00Z");
    const shift = { status: "scheduled", startTime: start, endTime: end };
    expect(shiftBadge(shift, new Date(start.getTime() - 1))).toBe("Starting Soon");
    expect(shiftBadge(shift, start)).toBe("On Duty");
    expect(shiftBadge(shift, new Date(end.getTime() - 1))).toBe("On Duty");
    expect(shiftBadge(shift, end)).toBe("Completed");
    // Status active means on duty whatever the clock says (a member still checked in after the end).
    expect(shiftBadge({ ...shift, status: "active" }, new Date(end.getTime() + HOUR))).toBe("On Duty");
    expect(shiftBadge({ ...shift, status: "active" }, new Date(start.getTime() - HOUR))).toBe("On Duty");
  });

  it("bands compliance: 90 and above green, 70 and above yellow, otherwise red", () => {
    expect([100, 90, 89, 70, 69, 0].map(complianceBand)).toEqual([
      "green",
      "green",
      "yellow",
      "yellow",
      "red",
      "red",
    ]);
  });

  it("words activity: bulk writes, check-in and check-out, coverage requests, renewals", () => {
    const base = { actor: "Dana Reyes", count: 1, currentName: null, courseTitle: null };
    expect(
      describeActivity({ ...base, action: "create", entityType: "shifts", details: { title: "A Shift" } }),
    ).toBe("Dana Reyes created shift “A Shift”");
    expect(
      describeActivity({ ...base, action: "create", entityType: "shifts", details: {}, count: 12 }),
    ).toBe("Dana Reyes created 12 shifts");
    const update = (entityType: string, details: Record<string, unknown>, currentName: string | null) =>
      describeActivity({ ...base, actor: "Jordan Kim", action: "update", entityType, details, currentName });
    expect(update("shifts", { checked_in: { from: false, to: true } }, "A")).toBe("Jordan Kim checked in");
    expect(
      update(
        "shifts",
        { checked_in: { from: true, to: false }, actual_end_time: { from: null, to: "x" } },
        "A",
      ),
    ).toBe("Jordan Kim checked out");
    expect(update("shifts", { status: { from: "scheduled", to: "open" } }, "B Platoon")).toBe(
      "Jordan Kim requested coverage for shift “B Platoon”",
    );
    expect(
      update("certifications", { expiration_date: { from: "2030-01-01", to: "2031-01-01" } }, "EMT-Basic"),
    ).toBe("Jordan Kim renewed certification EMT-Basic");
    expect(update("equipment", { status: { from: "available", to: "out_of_service" } }, "Engine 1")).toBe(
      "Jordan Kim marked equipment Engine 1 Out of Service",
    );
    expect(update("shifts", { title: { from: "A", to: "B" } }, null)).toBe("Jordan Kim updated a shift");
    expect(
      describeActivity({
        ...base,
        action: "delete",
        entityType: "users",
        details: { first_name: "Sam", last_name: "Ortega" },
      }),
    ).toBe("Dana Reyes removed member Sam Ortega");
    expect(update("equipment", { deleted_at: { from: null, to: "2026-01-01T00:00:00Z" } }, "Boat 1")).toBe(
      "Jordan Kim removed equipment Boat 1",
    );
    expect(
      describeActivity({
        ...base,
        action: "create",
        entityType: "maintenance_records",
        details: { equipment_id: "x", cost_cents: 0 },
        courseTitle: "Engine 1",
      }),
    ).toBe("Dana Reyes recorded maintenance on Engine 1");
  });
});

describe("GET /api/dashboard/activity with equipment", () => {
  it("tells maintenance recorded on a unit and a unit removed", async () => {
    const a = await newAgency("Activity Fleet");
    const call = async (method: "POST" | "DELETE", url: string, payload?: object) => {
      const res = await t.app.inject({ method, url, headers: { cookie: a.cookie }, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.body ? res.json() : null;
    };
    const item = await call("POST", "/api/equipment", { name: "Engine 9", type: "engine" });
    await call("POST", `/api/equipment/${item.id}/maintenance`, {
      performedOn: localDate(a.zone),
      costCents: 12_500,
      notes: "Pump test",
    });
    await call("DELETE", `/api/equipment/${item.id}`);
    const summaries = (await get<ActivityEntry[]>(a.cookie, "/api/dashboard/activity")).map((e) => e.summary);
    expect(summaries).toContain("Dana Reyes recorded maintenance on Engine 9");
    expect(summaries).toContain("Dana Reyes removed equipment Engine 9");
    expect(summaries).toContain("Dana Reyes created equipment Engine 9");
  });
});

describe("GET /api/dashboard/today", () => {
  let a: Awaited<ReturnType<typeof newAgency>>;
  let b: Awaited<ReturnType<typeof newAgency>>;
  let ids: Record<string, string>;

  beforeAll(async () => {
    a = await newAgency("Today A");
    b = await newAgency("Today B");
    const kim = await addMember(t.db, a.agencyId, "firefighter", { firstName: "Jordan", lastName: "Kim" });
    const now = Date.now();
    const dayStart = startOfDay(new TZDate(now, a.zone)).getTime();
    const at = (ms: number) => new Date(ms);
    const rows = await as({ agencyId: a.agencyId, userId: a.user.id }).insertShifts([
      {
        title: "Now",
        userId: kim.id,
        startTime: at(now - HOUR),
        endTime: at(now + HOUR),
        assignment: "Engine 1",
      },
      { title: "Later", userId: kim.id, startTime: at(now + 2 * MINUTE), endTime: at(now + 2 * HOUR) },
      {
        title: "Earlier",
        userId: a.user.id,
        startTime: at(now - 3 * HOUR),
        endTime: at(now - 2 * MINUTE),
        status: "completed",
      },
      {
        title: "Still checked in",
        userId: a.user.id,
        startTime: at(now - 4 * HOUR),
        endTime: at(now - 3 * HOUR),
        status: "active",
      },
      { title: "Open", userId: null, status: "open", startTime: at(now + HOUR), endTime: at(now + 3 * HOUR) },
      {
        title: "Called off",
        userId: kim.id,
        status: "cancelled",
        startTime: at(now),
        endTime: at(now + HOUR),
      },
      // Ends exactly at the agency's midnight: yesterday's, not today's.
      { title: "Yesterday", userId: kim.id, startTime: at(dayStart - 10 * HOUR), endTime: at(dayStart) },
      // Runs over midnight into today: today's.
      { title: "Overnight", userId: kim.id, startTime: at(dayStart - HOUR), endTime: at(dayStart + MINUTE) },
      {
        title: "Tomorrow",
        userId: kim.id,
        startTime: at(dayStart + 24 * HOUR),
        endTime: at(dayStart + 30 * HOUR),
      },
    ]);
    ids = Object.fromEntries(rows.map((r) => [r.title, r.id]));
  });

  it("lists today's shifts in the agency's zone with the spec's badges, on duty first", async () => {
    const today = await get<TodaySchedule>(a.cookie, "/api/dashboard/today");
    expect(today.date).toBe(localDate(a.zone));
    expect(today.timeZone).toBe(a.zone);
    expect(today.shifts.map((s) => [s.title, s.badge])).toEqual([
      ["Still checked in", "On Duty"],
      ["Now", "On Duty"],
      ["Later", "Starting Soon"],
      ["Open", "Starting Soon"],
      ["Overnight", "Completed"],
      ["Earlier", "Completed"],
    ]);
    const now = today.shifts.find((s) => s.title === "Now");
    expect(now).toMatchObject({
      id: ids.Now,
      assigneeName: "Jordan Kim",
      assignment: "Engine 1",
      status: "scheduled",
    });
    expect(new Date(now?.startTime ?? 0).getTime()).toBeLessThan(Date.now());
    expect(today.shifts.find((s) => s.title === "Open")).toMatchObject({ assigneeName: null, userId: null });
    expect(today.shifts.find((s) => s.title === "Earlier")?.assigneeName).toBe("Dana Reyes");
  });

  it("shows another agency none of them", async () => {
    const other = await get<TodaySchedule>(b.cookie, "/api/dashboard/today");
    expect(other.shifts).toEqual([]);
  });
});

describe("GET /api/dashboard/alerts", () => {
  let a: Awaited<ReturnType<typeof newAgency>>;
  let b: Awaited<ReturnType<typeof newAgency>>;

  beforeAll(async () => {
    a = await newAgency("Alerts A");
    b = await newAgency("Alerts B");
    const kim = await addMember(t.db, a.agencyId, "firefighter", { firstName: "Jordan", lastName: "Kim" });
    const gone = await addMember(t.db, a.agencyId, "emt", { firstName: "Gone", lastName: "Member" });
    const writer = as({ agencyId: a.agencyId, userId: a.user.id });
    const d = (days: number) => localDate(a.zone, days);
    await writer.insertCerts([
      { userId: kim.id, name: "CPR", expirationDate: d(-10), status: "expired" },
      { userId: kim.id, name: "SCBA Fit Test", expirationDate: d(5) },
      { userId: a.user.id, name: "EMT-Basic", expirationDate: d(20) },
      { userId: kim.id, name: "Hazmat Ops", expirationDate: d(29) },
      { userId: kim.id, name: "Driver", expirationDate: d(31) },
      { userId: gone.id, name: "CPR", expirationDate: d(-30) },
    ]);
    await writer.insertEquipment([
      { name: "Engine 1", type: "engine", status: "available", nextMaintenanceDate: d(-3) },
      { name: "Medic 3", type: "ambulance", status: "maintenance", nextMaintenanceDate: d(88) },
      { name: "Ladder 2", type: "ladder", status: "in_service", nextMaintenanceDate: d(3) },
      { name: "Boat 1", type: "boat", status: "available", nextMaintenanceDate: null },
    ]);
    // A removed member's certifications no longer alert.
    await asPlatform(t.db, { agencyId: a.agencyId, userId: null }, (tx) =>
      tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id)),
    );
  });

  it("lists at most 5, most urgent first, with holders and dates", async () => {
    const alerts = await get<UrgentAlert[]>(a.cookie, "/api/dashboard/alerts");
    expect(alerts).toHaveLength(5);
    expect(alerts.map((x) => [x.kind, x.state, x.name, x.holderName, x.daysLeft])).toEqual([
      ["certification", "expired", "CPR", "Jordan Kim", -10],
      ["equipment", "overdue", "Engine 1", null, -3],
      ["equipment", "maintenance", "Medic 3", null, 88],
      ["certification", "expiring", "SCBA Fit Test", "Jordan Kim", 5],
      ["certification", "expiring", "EMT-Basic", "Dana Reyes", 20],
    ]);
    expect(alerts[0]?.date).toBe(localDate(a.zone, -10));
  });

  it("shows another agency none of them", async () => {
    expect(await get<UrgentAlert[]>(b.cookie, "/api/dashboard/alerts")).toEqual([]);
  });
});

describe("GET /api/dashboard/compliance", () => {
  it("computes active over all per label, case-insensitive, with colour bands; none is no data", async () => {
    const a = await newAgency("Compliance A");
    const b = await newAgency("Compliance B");
    const d = (days: number) => localDate(a.zone, days);
    const certs: Omit<NewCertification, "agencyId">[] = [];
    const add = (name: string, n: number, extra: Partial<NewCertification> = {}) => {
      for (let i = 0; i < n; i++) certs.push({ userId: a.user.id, name, expirationDate: d(200), ...extra });
    };
    // SCBA: 9 of 10 compliant → 90, green.
    add("SCBA Fit Test", 9);
    add("scba fit test", 1, { status: "pending" });
    // EMT: 3 of 4 → 75, yellow (the one still marked active but past its date does not count).
    add("EMT-Basic", 3);
    add("Emt-Paramedic", 1, { expirationDate: d(-1) });
    // CPR: 2 of 3 → 67, red.
    add("CPR", 1);
    add("Adult CPR/AED", 1);
    add("CPR", 1, { status: "expired", expirationDate: d(-40) });
    add("Hazmat Ops", 2);
    await as({ agencyId: a.agencyId, userId: a.user.id }).insertCerts(certs);

    const status = await get<ComplianceItem[]>(a.cookie, "/api/dashboard/compliance");
    expect(status).toEqual([
      { label: "CPR", basis: "certifications", percentage: 67, band: "red", active: 2, total: 3 },
      { label: "SCBA", basis: "certifications", percentage: 90, band: "green", active: 9, total: 10 },
      { label: "EMT", basis: "certifications", percentage: 75, band: "yellow", active: 3, total: 4 },
    ]);

    const none = await get<ComplianceItem[]>(b.cookie, "/api/dashboard/compliance");
    expect(none).toEqual([
      { label: "CPR", basis: "certifications", percentage: null, band: null, active: 0, total: 0 },
      { label: "SCBA", basis: "certifications", percentage: null, band: null, active: 0, total: 0 },
      { label: "EMT", basis: "certifications", percentage: null, band: null, active: 0, total: 0 },
    ]);
  });
});

describe("GET /api/dashboard/compliance with required certifications", () => {
  it("measures each required certification over the members it applies to", async () => {
    const a = await newAgency("Required A");
    const d = (days: number) => localDate(a.zone, days);
    const emt1 = await addMember(t.db, a.agencyId, "emt");
    const emt2 = await addMember(t.db, a.agencyId, "emt");
    const ff = await addMember(t.db, a.agencyId, "firefighter");
    const gone = await addMember(t.db, a.agencyId, "emt");
    const require = async (name: string, role: string | null) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/compliance/required-certifications",
        headers: { cookie: a.cookie },
        payload: { name, role },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await require("CPR", null);
    await require("EMT-Basic", "emt");
    await as({ agencyId: a.agencyId, userId: a.user.id }).insertCerts([
      // CPR: admin and ff current; emt1 lapsed; emt2 only pending → 2 of 4 members.
      { userId: a.user.id, name: "cpr", expirationDate: d(100) },
      { userId: ff.id, name: "CPR", expirationDate: d(5) },
      { userId: emt1.id, name: "CPR", expirationDate: d(-1) },
      { userId: emt2.id, name: "CPR", expirationDate: d(100), status: "pending" },
      // EMT-Basic, required of the two current EMTs: one holds it → 1 of 2.
      { userId: emt1.id, name: "EMT-Basic", expirationDate: d(300) },
      { userId: gone.id, name: "EMT-Basic", expirationDate: d(300) },
    ]);
    await asPlatform(t.db, { agencyId: a.agencyId, userId: null }, (tx) =>
      tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id)),
    );
    const status = await get<ComplianceItem[]>(a.cookie, "/api/dashboard/compliance");
    expect(status).toEqual([
      { label: "CPR", basis: "members", percentage: 50, band: "red", active: 2, total: 4 },
      { label: "EMT-Basic", basis: "members", percentage: 50, band: "red", active: 1, total: 2 },
    ]);
  });
});

describe("GET /api/dashboard/equipment", () => {
  it("lists the first 5 items, those needing attention first, and only the agency's own", async () => {
    const a = await newAgency("Equipment A");
    const b = await newAgency("Equipment B");
    await as({ agencyId: a.agencyId, userId: a.user.id }).insertEquipment([
      { name: "Utility 9", type: "other", status: "available", location: "Station 2" },
      { name: "Engine 1", type: "engine", status: "in_service", location: "Station 1" },
      { name: "Ambulance 3", type: "ambulance", status: "available", location: "Station 1" },
      { name: "Generator 1", type: "generator", status: "out_of_service", location: "Station 2" },
      { name: "Ladder 2", type: "ladder", status: "maintenance", location: null },
      { name: "Brush 4", type: "brush", status: "available", location: "Station 3" },
      { name: "Tanker 5", type: "tanker", status: "available", location: "Station 3" },
    ]);
    const list = await get<DashboardEquipment[]>(a.cookie, "/api/dashboard/equipment");
    expect(list.map(({ id: _, ...item }) => item)).toEqual([
      { name: "Generator 1", type: "generator", status: "out_of_service", location: "Station 2" },
      { name: "Ladder 2", type: "ladder", status: "maintenance", location: null },
      { name: "Engine 1", type: "engine", status: "in_service", location: "Station 1" },
      { name: "Ambulance 3", type: "ambulance", status: "available", location: "Station 1" },
      { name: "Brush 4", type: "brush", status: "available", location: "Station 3" },
    ]);
    expect(await get<DashboardEquipment[]>(b.cookie, "/api/dashboard/equipment")).toEqual([]);
  });
});

describe("GET /api/dashboard/incidents", () => {
  it("lists the 5 most recent with type, location, date and units, and only the agency's own", async () => {
    const a = await newAgency("Incidents A");
    const b = await newAgency("Incidents B");
    const now = Date.now();
    await withAgency(t.db, { agencyId: a.agencyId, userId: a.user.id }, (tx) =>
      tx.insert(incidents).values(
        [6, 1, 5, 2, 4, 3].map((daysAgo) => ({
          agencyId: a.agencyId,
          incidentNumber: `2030-${daysAgo}`,
          incidentType: daysAgo === 1 ? ("fire" as const) : ("medical" as const),
          reportDate: "2030-01-01",
          incidentDate: new Date(now - daysAgo * 24 * HOUR),
          location: `${daysAgo}00 Main St`,
          description: "Call",
          reportingOfficerId: a.user.id,
          unitsResponded: daysAgo === 1 ? ["Engine 1", "Medic 3"] : [],
        })),
      ),
    );
    const list = await get<DashboardIncident[]>(a.cookie, "/api/dashboard/incidents");
    expect(list.map((i) => i.location)).toEqual([
      "100 Main St",
      "200 Main St",
      "300 Main St",
      "400 Main St",
      "500 Main St",
    ]);
    expect(list[0]).toMatchObject({
      type: "fire",
      incidentNumber: "2030-1",
      unitsResponded: ["Engine 1", "Medic 3"],
      incidentDate: new Date(now - 24 * HOUR).toISOString(),
    });
    expect(await get<DashboardIncident[]>(b.cookie, "/api/dashboard/incidents")).toEqual([]);
  });
});

describe("GET /api/dashboard/activity", () => {
  it("tells who did what, newest first, in plain words, from the agency's own audit trail", async () => {
    const a = await newAgency("Activity A");
    const b = await newAgency("Activity B");
    const hale = await addMember(t.db, a.agencyId, "officer", { firstName: "Marcus", lastName: "Hale" });
    const kim = await addMember(t.db, a.agencyId, "firefighter", { firstName: "Jordan", lastName: "Kim" });
    const dana = { agencyId: a.agencyId, userId: a.user.id };
    const now = Date.now();

    const [shift] = await as(dana).insertShifts([
      {
        title: "A Shift - Engine 1",
        userId: kim.id,
        startTime: new Date(now - HOUR),
        endTime: new Date(now + HOUR),
      },
    ]);
    const [cert] = await as(dana).insertCerts([
      { userId: kim.id, name: "CPR", expirationDate: "2031-01-01" },
    ]);
    await withAgency(t.db, { agencyId: a.agencyId, userId: hale.id }, (tx) =>
      tx.update(certifications).set({ certificateNumber: "AHA-1" }).where(eq(certifications.id, cert.id)),
    );
    await withAgency(t.db, { agencyId: a.agencyId, userId: kim.id }, (tx) =>
      tx
        .update(shifts)
        .set({ checkedIn: true, status: "active", actualStartTime: new Date() })
        .where(eq(shifts.id, shift.id)),
    );
    await as(dana).insertShifts(
      [1, 2, 3].map((k) => ({
        title: "B Platoon",
        userId: kim.id,
        startTime: new Date(now + k * 24 * HOUR),
        endTime: new Date(now + (k + 1) * 24 * HOUR),
      })),
    );
    // The system (a job) and private records: the first is told, the second never.
    await as({ agencyId: a.agencyId, userId: null }).insertEquipment([{ name: "Engine 1", type: "engine" }]);
    // Written by its owner: the database lets no one else write a member's wellness records.
    await withAgency(t.db, { agencyId: a.agencyId, userId: kim.id }, (tx) =>
      tx.insert(wellnessRecords).values({
        agencyId: a.agencyId,
        userId: kim.id,
        recordType: "medical",
        data: { note: "private" },
        recordDate: "2030-01-01",
      }),
    );

    const activity = await get<ActivityEntry[]>(a.cookie, "/api/dashboard/activity");
    const summaries = activity.map((e) => e.summary);
    expect(summaries.slice(0, 6)).toEqual([
      "System created equipment Engine 1",
      "Dana Reyes created 3 shifts",
      "Jordan Kim checked in",
      "Marcus Hale updated certification CPR",
      "Dana Reyes created certification CPR",
      "Dana Reyes created shift “A Shift - Engine 1”",
    ]);
    expect(activity[0]?.actor).toBe("System");
    expect(activity[2]?.actor).toBe("Jordan Kim");
    const times = activity.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(summaries.join(" ")).not.toMatch(/wellness/i);

    expect(summaries).toContain("System added member Jordan Kim");
    // The founder's own sign-up is not team activity.
    expect(summaries.join("\n")).not.toMatch(/member Dana Reyes/);

    // Another agency sees none of it (and, fresh from sign-up, nothing at all).
    expect(await get<ActivityEntry[]>(b.cookie, "/api/dashboard/activity")).toEqual([]);
  });

  it("shows the 10 newest entries", async () => {
    const a = await newAgency("Activity C");
    for (let i = 1; i <= 12; i++) {
      await as({ agencyId: a.agencyId, userId: a.user.id }).insertEquipment([
        { name: `Unit ${i}`, type: "other" },
      ]);
    }
    const activity = await get<ActivityEntry[]>(a.cookie, "/api/dashboard/activity");
    expect(activity).toHaveLength(10);
    expect(activity[0]?.summary).toBe("Dana Reyes created equipment Unit 12");
    expect(activity[9]?.summary).toBe("Dana Reyes created equipment Unit 3");
  });
});

describe("GET /api/dashboard", () => {
  const SECTIONS = {
    stats: "/api/dashboard/stats",
    today: "/api/dashboard/today",
    alerts: "/api/dashboard/alerts",
    compliance: "/api/dashboard/compliance",
    equipment: "/api/dashboard/equipment",
    incidents: "/api/dashboard/incidents",
    activity: "/api/dashboard/activity",
    currentShift: "/api/time-clock/current-shift",
    myShifts: "/api/time-clock/today",
  } as const;
  let a: Awaited<ReturnType<typeof newAgency>>;
  let b: Awaited<ReturnType<typeof newAgency>>;
  let firefighter: string;

  /** What the card endpoints answer, one by one, under the combined answer's keys. */
  const separately = async (cookie: string) =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(SECTIONS).map(async ([key, url]) => [key, await get<unknown>(cookie, url)] as const),
      ),
    );

  /** Shifts, an on-duty check-in, certifications, equipment and an incident, named after the agency. */
  async function fill(agency: Awaited<ReturnType<typeof newAgency>>, memberId: string, name: string) {
    const now = Date.now();
    const who = as({ agencyId: agency.agencyId, userId: agency.user.id });
    await who.insertShifts([
      {
        title: `${name} on duty`,
        userId: memberId,
        startTime: new Date(now - HOUR),
        endTime: new Date(now + HOUR),
        status: "active",
        checkedIn: true,
        actualStartTime: new Date(now - HOUR),
      },
      {
        title: `${name} later`,
        userId: memberId,
        startTime: new Date(now + 2 * MINUTE),
        endTime: new Date(now + 2 * HOUR),
      },
      {
        title: `${name} admin`,
        userId: agency.user.id,
        startTime: new Date(now - 2 * HOUR),
        endTime: new Date(now + HOUR),
      },
    ]);
    await who.insertCerts([
      {
        userId: memberId,
        name: `CPR ${name}`,
        issueDate: localDate(agency.zone, -300),
        expirationDate: localDate(agency.zone, 10),
      },
      {
        userId: memberId,
        name: `EMT ${name}`,
        issueDate: localDate(agency.zone, -300),
        expirationDate: localDate(agency.zone, -3),
      },
    ]);
    await who.insertEquipment([
      { name: `${name} Engine`, type: "engine", status: "maintenance" },
      { name: `${name} Ladder`, type: "ladder", status: "available" },
    ]);
    await withAgency(t.db, { agencyId: agency.agencyId, userId: agency.user.id }, (tx) =>
      tx.insert(incidents).values({
        agencyId: agency.agencyId,
        incidentNumber: `${name}-1`,
        incidentType: "fire",
        reportDate: localDate(agency.zone),
        incidentDate: new Date(now - HOUR),
        location: `${name} Main St`,
        description: "Call",
        reportingOfficerId: agency.user.id,
        unitsResponded: [`${name} Engine`],
      }),
    );
  }

  beforeAll(async () => {
    a = await newAgency("Combined A");
    b = await newAgency("Combined B");
    const kim = await addMember(t.db, a.agencyId, "firefighter", { firstName: "Jordan", lastName: "Kim" });
    firefighter = await signIn(t.app, kim.email);
    const other = await addMember(t.db, b.agencyId, "firefighter", {
      firstName: "Other",
      lastName: "Member",
    });
    await fill(a, kim.id, "Alpha");
    await fill(b, other.id, "Bravo");
  });

  it("answers, for an admin and a firefighter, exactly what the card endpoints answer", async () => {
    for (const cookie of [a.cookie, firefighter]) {
      const combined = await get<Record<string, unknown>>(cookie, "/api/dashboard");
      expect(Object.keys(combined).sort()).toEqual(Object.keys(SECTIONS).sort());
      expect(combined).toEqual(await separately(cookie));
    }
    // The sections are filled (no comparison of empty answers); the time clock is the member's own.
    const admin = await get<Dashboard>(a.cookie, "/api/dashboard");
    const mine = await get<Dashboard>(firefighter, "/api/dashboard");
    expect(admin.stats.onDuty).toBe(1);
    expect(admin.today.shifts).toHaveLength(3);
    expect(admin.alerts.map((alert) => alert.name).sort()).toEqual([
      "Alpha Engine",
      "CPR Alpha",
      "EMT Alpha",
    ]);
    expect(admin.equipment).toHaveLength(2);
    expect(admin.incidents.map((i) => i.incidentNumber)).toEqual(["Alpha-1"]);
    expect(admin.currentShift).toBeNull();
    expect(admin.myShifts.shifts.map((s) => s.title)).toEqual(["Alpha admin"]);
    expect(mine.currentShift?.title).toBe("Alpha on duty");
    expect(mine.myShifts.shifts.map((s) => s.title)).toEqual(["Alpha on duty", "Alpha later"]);
  });

  it("never shows another agency's rows", async () => {
    for (const cookie of [a.cookie, firefighter]) {
      const res = await t.app.inject({ method: "GET", url: "/api/dashboard", headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("Alpha");
      expect(res.body).not.toContain("Bravo");
      expect(res.body).not.toContain(b.agencyId);
    }
    const theirs = await get<Dashboard>(b.cookie, "/api/dashboard");
    expect(JSON.stringify(theirs)).not.toContain("Alpha");
  });

  it("answers a Starter agency (without the gated modules) like its card endpoints, not 402", async () => {
    await asPlatform(t.db, { agencyId: b.agencyId, userId: null }, (tx) =>
      tx
        .update(agencies)
        .set({ subscriptionTier: "starter", subscriptionStatus: "active" })
        .where(eq(agencies.id, b.agencyId)),
    );
    const gated = await t.app.inject({ method: "GET", url: "/api/equipment", headers: { cookie: b.cookie } });
    expect(gated.statusCode).toBe(402);
    expect(await get<unknown>(b.cookie, "/api/dashboard")).toEqual(await separately(b.cookie));
  });

  it("refuses signed-out visitors with 401", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/dashboard" });
    expect(res.statusCode).toBe(401);
  });
});

describe("access", () => {
  const endpoints = [
    "/api/dashboard",
    ...["stats", "today", "alerts", "compliance", "equipment", "incidents", "activity"].map(
      (name) => `/api/dashboard/${name}`,
    ),
  ];
  let admin: SignedUp;

  beforeAll(async () => {
    admin = await signUpAgency(t.app, { agencyName: "Access A" });
  });

  it("refuses signed-out visitors with 401", async () => {
    for (const url of endpoints) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("refuses a member who must first replace a temporary password", async () => {
    const pending = await addMember(t.db, admin.user.agencyId, "emt", { mustChangePassword: true });
    const cookie = await signIn(t.app, pending.email);
    for (const url of endpoints) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it("lets every role read the dashboard", async () => {
    for (const role of ["officer", "firefighter", "emt"] as const) {
      const member = await addMember(t.db, admin.user.agencyId, role);
      const cookie = await signIn(t.app, member.email);
      for (const url of endpoints) {
        const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
        expect(res.statusCode, `${role} ${url}`).toBe(200);
      }
    }
  });
});
