import type {
  BudgetRow,
  ComplianceRow,
  IncidentVolumeRow,
  OvertimeRow,
  ResponseTimeRow,
  StaffingGapRow,
  TrainingHoursRow,
} from "@rollcall/shared/analytics";
import { ANALYTICS_MESSAGES, NO_STATION } from "@rollcall/shared/analytics";
import { featureGateMessage } from "@rollcall/shared/billing";
import { addDaysToIsoDate } from "@rollcall/shared/compliance";
import { workPeriodContaining } from "@rollcall/shared/flsa";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform, withAgency } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { certifications, requiredCertifications } from "../../db/schema/compliance";
import { equipment } from "../../db/schema/equipment";
import { budgets, expenses } from "../../db/schema/finance";
import { incidentApparatus, incidents } from "../../db/schema/incidents";
import { shifts } from "../../db/schema/scheduling";
import { courses, trainingAssignments } from "../../db/schema/training";
import { users } from "../../db/schema/users";
import { twoAgencies } from "../../test/world";

const { t, a, b, officer, firefighter, call, expectCall } = twoAgencies({
  crew: true,
  members: ["officer", "firefighter"],
});

const Q1 = "from=2025-01-01&to=2025-03-31";
type Answer<Row> = { from: string; to: string; rows: Row[] };
const figures = <Row>(chart: string, query = Q1, cookie = a.cookie) =>
  expectCall<Answer<Row>>(200, "GET", `/api/analytics/${chart}?${query}`, cookie);

const at = (iso: string, seconds = 0) => new Date(Date.parse(iso) + seconds * 1000);

/** An incident with its phases in seconds after the alarm (dispatched, en route, arrival). */
function incident(
  agencyId: string,
  officerId: string,
  n: number,
  type: string,
  alarm: string,
  phases: number[],
) {
  const [dispatched, enRoute, arrival] = phases;
  return {
    agencyId,
    incidentNumber: `20250101-${String(n).padStart(4, "0")}`,
    incidentType: type as "fire",
    reportDate: alarm.slice(0, 10),
    incidentDate: at(alarm),
    location: "1 Main St",
    description: "Test",
    reportingOfficerId: officerId,
    alarmAt: at(alarm),
    dispatchedAt: at(alarm, dispatched),
    enRouteAt: at(alarm, enRoute),
    arrivalAt: at(alarm, arrival),
  };
}

// The FLSA work period (28 days from 1 January of the agency's year) holding 15 January 2025.
const year = new Date().toISOString().slice(0, 4);
const period = workPeriodContaining(`${year}-01-01`, 28, "2025-01-15");

beforeAll(async () => {
  const agencyId = a.user.agencyId;
  await withAgency(t.db, { agencyId, userId: null }, async (tx) => {
    // Everyone on the roster since 2020.
    await tx.update(users).set({ hireDate: "2020-01-01" }).where(eq(users.agencyId, agencyId));
    const [e1, e2] = await tx
      .insert(equipment)
      .values([
        { agencyId, name: "Engine 1", type: "engine", location: "Station 1" },
        { agencyId, name: "Engine 2", type: "engine", location: "Station 2" },
      ])
      .returning({ id: equipment.id });
    const made = await tx
      .insert(incidents)
      .values([
        incident(agencyId, officer.id, 1, "fire", "2025-01-10T10:00:00Z", [60, 150, 300]),
        incident(agencyId, officer.id, 2, "fire", "2025-01-20T14:00:00Z", [30, 90, 240]),
        incident(agencyId, officer.id, 3, "fire", "2025-01-25T14:30:00Z", [90, 210, 600]),
        incident(agencyId, officer.id, 4, "medical", "2025-02-03T09:15:00Z", [45, 120, 420]),
        // Training is no response: counted in the volume only.
        incident(agencyId, officer.id, 5, "training", "2025-01-11T19:00:00Z", [1, 2, 3]),
      ])
      .returning({ id: incidents.id });
    await tx.insert(incidentApparatus).values([
      { agencyId, incidentId: made[0].id, equipmentId: e1.id },
      { agencyId, incidentId: made[1].id, equipmentId: e1.id },
      { agencyId, incidentId: made[2].id, equipmentId: e2.id },
    ]);

    // 9 shifts of 24 hours and one of 4 in one work period: 220 hours, 8 over the 212-hour threshold.
    const day0 = period.start;
    await tx.insert(shifts).values([
      ...Array.from({ length: 9 }, (_, i) => ({
        agencyId,
        title: "Shift",
        userId: firefighter.id,
        startTime: new Date(`${addDaysToIsoDate(day0, i * 3)}T07:00:00Z`),
        endTime: new Date(`${addDaysToIsoDate(day0, i * 3 + 1)}T07:00:00Z`),
        status: "completed" as const,
        hourlyRateCents: 2000,
      })),
      {
        agencyId,
        title: "Short",
        userId: firefighter.id,
        startTime: new Date(`${addDaysToIsoDate(day0, 27)}T08:00:00Z`),
        endTime: new Date(`${addDaysToIsoDate(day0, 27)}T12:00:00Z`),
        status: "completed" as const,
        hourlyRateCents: 2000,
      },
    ]);

    // Compliance: EMT-B required of everyone; the firefighter's lapses on 15 February, the officer's holds.
    await tx.insert(requiredCertifications).values({ agencyId, name: "EMT-B", role: null });
    await tx.insert(certifications).values([
      {
        agencyId,
        userId: firefighter.id,
        name: "EMT-B",
        issuingOrganization: "State",
        issueDate: "2024-01-01",
        expirationDate: "2025-02-15",
      },
      {
        agencyId,
        userId: officer.id,
        name: "emt-b",
        issuingOrganization: "State",
        issueDate: "2024-01-01",
        expirationDate: "2027-01-01",
      },
    ]);

    // Training: 3 hours of fire safety (company) in range, one outside.
    const [course] = await tx
      .insert(courses)
      .values({ agencyId, title: "Hose", description: "Hose", category: "fire_safety", durationMinutes: 180 })
      .returning({ id: courses.id });
    await tx.insert(trainingAssignments).values([
      {
        agencyId,
        courseId: course.id,
        userId: firefighter.id,
        dueDate: "2025-02-01",
        status: "completed",
        completedAt: new Date("2025-02-01T12:00:00Z"),
      },
      {
        agencyId,
        courseId: course.id,
        userId: officer.id,
        dueDate: "2025-06-01",
        status: "completed",
        completedAt: new Date("2025-06-01T12:00:00Z"),
      },
    ]);

    // Budget: 3,650.00 for 2025 (10.00 a day); approved 123.45 in range, a pending one and a later one do not count.
    await tx
      .insert(budgets)
      .values({ agencyId, name: "Gear", category: "equipment", totalAmount: 365_000, fiscalYear: "2025" });
    await tx.insert(expenses).values([
      {
        agencyId,
        description: "Boots",
        amount: 12_345,
        category: "equipment",
        expenseDate: "2025-02-10",
        status: "approved",
      },
      {
        agencyId,
        description: "Gloves",
        amount: 999,
        category: "equipment",
        expenseDate: "2025-02-11",
        status: "pending",
      },
      {
        agencyId,
        description: "Helmets",
        amount: 50_000,
        category: "equipment",
        expenseDate: "2025-05-01",
        status: "approved",
      },
    ]);
  });

  // A rule no shift covers in March: 08:00 to 12:00 every day, one person.
  await expectCall(201, "POST", "/api/staffing/rules", a.cookie, {
    name: "Morning",
    minimumStaff: 1,
    startTime: "08:00",
    endTime: "12:00",
  });

  // Agency B: the same kinds of rows, far slower, never counted for A.
  const bId = b.user.agencyId;
  await withAgency(t.db, { agencyId: bId, userId: null }, async (tx) => {
    await tx
      .insert(incidents)
      .values(incident(bId, b.user.id, 1, "fire", "2025-01-15T10:00:00Z", [5000, 6000, 9000]));
    await tx.insert(budgets).values({
      agencyId: bId,
      name: "B",
      category: "equipment",
      totalAmount: 9_999_900,
      fiscalYear: "2025",
    });
  });
});

describe("response times", () => {
  it("gives the median and 90th percentile of each phase by month, every month of the range", async () => {
    const { rows, from, to } = await figures<ResponseTimeRow>("response-times");
    expect([from, to]).toEqual(["2025-01-01", "2025-03-31"]);
    expect(rows.map((r) => r.group)).toEqual(["2025-01", "2025-02", "2025-03"]);
    // January: dispatch 60/30/90 s, en route 90/60/120 s, on scene 300/240/600 s (percentile_cont).
    expect(rows[0]).toEqual({
      group: "2025-01",
      label: "2025-01",
      count: 3,
      dispatchMedian: 60,
      dispatchP90: 84,
      enRouteMedian: 90,
      enRouteP90: 114,
      onSceneMedian: 300,
      onSceneP90: 540,
    });
    expect(rows[1]).toMatchObject({ count: 1, dispatchMedian: 45, enRouteMedian: 75, onSceneMedian: 420 });
    expect(rows[2]).toMatchObject({ count: 0, dispatchMedian: null, onSceneP90: null });
  });

  it("groups by incident type and by station, and filters by type", async () => {
    const byType = await figures<ResponseTimeRow>("response-times", `${Q1}&groupBy=type`);
    expect(byType.rows.map((r) => [r.group, r.label, r.count])).toEqual([
      ["fire", "Structure Fire", 3],
      ["medical", "Medical Emergency", 1],
    ]);
    const byStation = await figures<ResponseTimeRow>("response-times", `${Q1}&groupBy=station`);
    expect(byStation.rows.map((r) => [r.group, r.count, r.onSceneMedian])).toEqual([
      ["Station 1", 2, 270],
      [NO_STATION, 1, 420],
      ["Station 2", 1, 600],
    ]);
    const medical = await figures<ResponseTimeRow>(
      "response-times",
      `${Q1}&groupBy=type&incidentType=medical`,
    );
    expect(medical.rows.map((r) => r.group)).toEqual(["medical"]);
  });

  it("downloads the table as CSV", async () => {
    const res = await call("GET", `/api/analytics/response-times.csv?${Q1}`, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("response-times-2025-01-01-to-2025-03-31.csv");
    const [header, jan] = parse(res.body, { bom: true }) as string[][];
    expect(header[0]).toBe("Group");
    expect(jan).toEqual(["2025-01", "3", "60", "84", "90", "114", "300", "540"]);
  });
});

describe("incident volume", () => {
  it("counts incidents per type, day of week and hour in the agency's zone", async () => {
    const { rows } = await figures<IncidentVolumeRow>("incident-volume");
    expect(rows).toEqual(
      expect.arrayContaining([
        { incidentType: "fire", dayOfWeek: 5, hour: 10, count: 1 },
        { incidentType: "fire", dayOfWeek: 1, hour: 14, count: 1 },
        { incidentType: "fire", dayOfWeek: 6, hour: 14, count: 1 },
        { incidentType: "medical", dayOfWeek: 1, hour: 9, count: 1 },
        { incidentType: "training", dayOfWeek: 6, hour: 19, count: 1 },
      ]),
    );
    expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(5);
  });

  it("follows the agency's time zone", async () => {
    await setZone(a.user.agencyId, "America/Chicago");
    try {
      const { rows } = await figures<IncidentVolumeRow>("incident-volume", `${Q1}&incidentType=medical`);
      // 09:15 UTC on a Monday is 03:15 in Chicago.
      expect(rows).toEqual([{ incidentType: "medical", dayOfWeek: 1, hour: 3, count: 1 }]);
    } finally {
      await setZone(a.user.agencyId, "UTC");
    }
  });
});

describe("overtime", () => {
  it("counts FLSA overtime per member in the month its work period ends, at 1.5 × the rate", async () => {
    const from = period.start;
    const { rows } = await figures<OvertimeRow>("overtime", `from=${from}&to=${period.end}`);
    expect(rows).toEqual([
      {
        month: period.end.slice(0, 7),
        userId: firefighter.id,
        name: "Jordan Kim",
        overtimeHours: 8,
        costCents: 24_000,
      },
    ]);
    // A range ending before the period ends does not count it.
    const early = await figures<OvertimeRow>(
      "overtime",
      `from=${from}&to=${addDaysToIsoDate(period.end, -1)}`,
    );
    expect(early.rows).toEqual([]);
  });
});

describe("staffing gaps", () => {
  it("sums the gaps the rules find per month", async () => {
    const { rows } = await figures<StaffingGapRow>("staffing-gaps", "from=2025-03-01&to=2025-04-02");
    expect(rows).toEqual([
      { month: "2025-03", gaps: 31, hours: 124, personHours: 124 },
      { month: "2025-04", gaps: 2, hours: 8, personHours: 8 },
    ]);
  });
});

describe("certification compliance", () => {
  it("gives the share of members holding every required certification at each month's end", async () => {
    const { rows } = await figures<ComplianceRow>("compliance", "from=2025-01-01&to=2025-03-15");
    expect(rows).toEqual([
      { month: "2025-01", date: "2025-01-31", members: 3, required: 3, compliant: 2, percent: 66.7 },
      { month: "2025-02", date: "2025-02-28", members: 3, required: 3, compliant: 1, percent: 33.3 },
      { month: "2025-03", date: "2025-03-15", members: 3, required: 3, compliant: 1, percent: 33.3 },
    ]);
    // An agency that requires nothing: everyone "complies", and the rows say nothing is required of anyone.
    const none = await figures<ComplianceRow>("compliance", "from=2025-01-01&to=2025-03-15", b.cookie);
    expect(none.rows.length).toBe(3);
    for (const r of none.rows) expect(r.required).toBe(0);
  });
});

describe("training hours", () => {
  it("sums completed hours per ISO category against the yearly targets prorated to the range", async () => {
    const { rows } = await figures<TrainingHoursRow>("training-hours");
    const byCategory = Object.fromEntries(rows.map((r) => [r.category, r]));
    // 90 days: 192 h × 3 members × 90/365; officer training: admin and officer only.
    expect(byCategory.company).toEqual({ category: "company", hours: 3, targetHours: 142, members: 3 });
    expect(byCategory.officer).toMatchObject({ hours: 0, members: 2, targetHours: 5.9 });
  });
});

describe("budget against actual", () => {
  it("prorates the fiscal year's budget to the range and sums approved expenses in it", async () => {
    const { rows } = await figures<BudgetRow>("budget");
    expect(rows.find((r) => r.category === "equipment")).toEqual({
      category: "equipment",
      budgetedCents: 90_000,
      actualCents: 12_345,
    });
    expect(rows.find((r) => r.category === "fuel")).toEqual({
      category: "fuel",
      budgetedCents: 0,
      actualCents: 0,
    });
    const res = await call("GET", `/api/analytics/budget.csv?${Q1}`, a.cookie);
    const records = parse(res.body, { bom: true }) as string[][];
    expect(records).toContainEqual(["Equipment", "900.00", "123.45", "776.55"]);
  });
});

describe("access and ranges", () => {
  it("is for officers and admins; firefighters get 403", async () => {
    await figures<ResponseTimeRow>("response-times", Q1, officer.cookie);
    for (const path of ["response-times", "budget.csv"])
      expect((await call("GET", `/api/analytics/${path}?${Q1}`, firefighter.cookie)).statusCode).toBe(403);
  });

  it("answers 402 to a plan without Advanced Analytics", async () => {
    await setTier(a.user.agencyId, "standard");
    try {
      const res = await call("GET", `/api/analytics/overtime?${Q1}`, a.cookie);
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe(featureGateMessage("analytics"));
    } finally {
      await setTier(a.user.agencyId, "trial");
    }
  });

  it("never counts another agency's data", async () => {
    const { rows } = await figures<ResponseTimeRow>("response-times", Q1, b.cookie);
    expect(rows[0]).toMatchObject({ count: 1, dispatchMedian: 5000 });
    expect(rows[1].count).toBe(0);
    const budget = await figures<BudgetRow>("budget", Q1, b.cookie);
    expect(budget.rows.find((r) => r.category === "equipment")?.actualCents).toBe(0);
    const ot = await figures<OvertimeRow>("overtime", `from=${period.start}&to=${period.end}`, b.cookie);
    expect(ot.rows).toEqual([]);
  });

  it("refuses bad ranges with field messages", async () => {
    const cases: [string, string][] = [
      ["from=2025-03-01&to=2025-01-01", ANALYTICS_MESSAGES.rangeOrder],
      ["from=2010-01-01&to=2025-01-01", ANALYTICS_MESSAGES.rangeTooLong],
      ["from=2025-02-30&to=2025-03-01", ANALYTICS_MESSAGES.invalidDate],
      ["from=yesterday", ANALYTICS_MESSAGES.invalidDate],
    ];
    for (const [query, message] of cases) {
      const res = await call("GET", `/api/analytics/compliance?${query}`, a.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.from, query).toBe(message);
    }
    // A start after today with no end: the default end (today) is before it.
    const res = await call("GET", "/api/analytics/budget?from=2999-01-01", a.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.from).toBe(ANALYTICS_MESSAGES.rangeOrder);
    const bad = await call("GET", `/api/analytics/response-times?${Q1}&groupBy=planet`, a.cookie);
    expect(bad.statusCode).toBe(400);
  });
});

async function setTier(agencyId: string, subscriptionTier: "standard" | "trial") {
  await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx.update(agencies).set({ subscriptionTier }).where(eq(agencies.id, agencyId)),
  );
}

async function setZone(agencyId: string, timeZone: string) {
  await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx.update(agencies).set({ timeZone }).where(eq(agencies.id, agencyId)),
  );
}
