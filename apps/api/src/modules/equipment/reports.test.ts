/**
 * The Reports tab's files, checked against controlled data: the inventory, the maintenance schedule and
 * history, fleet readiness by type, and the cost analysis; deleted items and another agency's data stay out.
 */
import { EQUIPMENT_REPORTS, type Equipment } from "@rollcall/shared/equipment";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv, pdfText } from "../../test/files";
import { testDay as day, signUpAgency, testToday as today } from "../../test/harness";
import { type Json, twoAgencies } from "../../test/world";

// a: Dana Reyes, admin of "Riverside Fire & Rescue"
const { t, a, b, firefighter, call, expectCall } = twoAgencies({
  agencies: ["Riverside Fire & Rescue", "Other County EMS"],
  members: ["firefighter"],
});
const ids: Record<string, string> = {};

async function add(cookie: string, payload: Json) {
  const created = await expectCall<Equipment>(201, "POST", "/api/equipment", cookie, payload);
  ids[created.name] = created.id;
  return created;
}

async function complete(name: string, payload: Json, cookie = a.cookie) {
  await expectCall(201, "POST", `/api/equipment/${ids[name]}/maintenance`, cookie, payload);
}

/** Rows as objects keyed by the header row. */
function records(body: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(body);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

async function download(report: keyof typeof EQUIPMENT_REPORTS, format: "csv" | "pdf", cookie = a.cookie) {
  const res = await call("GET", `/api/equipment/reports/${report}.${format}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-disposition"]).toContain(
    `filename="${EQUIPMENT_REPORTS[report].fileName}-${today}.${format}"`,
  );
  return res;
}

beforeAll(async () => {
  // Engine 1: serviced twice, due in 3 days. Engine 2: in service, current. Medic 3: in the shop, overdue.
  // Generator 1: out of service, not scheduled. The tanker was serviced, then deleted.
  await add(a.cookie, {
    name: "Engine 1",
    type: "engine",
    model: "Pierce, Enforcer",
    serialNumber: "=SUM(A1)",
    location: "Station 1",
  });
  await add(a.cookie, {
    name: "Engine 2",
    type: "engine",
    status: "in_service",
    location: "Station 2",
    nextMaintenanceDate: day(45),
  });
  await add(a.cookie, { name: "Medic 3", type: "ambulance", location: "Station 1" });
  await add(a.cookie, { name: "Generator 1", type: "generator", status: "out_of_service" });
  await add(a.cookie, { name: "Old Tanker", type: "tanker" });
  await complete("Engine 1", {
    performedOn: day(-40),
    notes: "Annual pump test",
    costCents: 25_000,
    nextMaintenanceDate: day(50),
  });
  await complete("Engine 1", {
    performedOn: day(-5),
    notes: 'Replaced 2.5" discharge valve',
    costCents: 10_050,
    nextMaintenanceDate: day(3),
  });
  await complete("Medic 3", {
    performedOn: day(-100),
    notes: "Brakes",
    costCents: 80_000,
    nextMaintenanceDate: day(-2),
    status: "maintenance",
  });
  await complete("Old Tanker", { performedOn: day(-3), notes: "Tank liner", costCents: 99_999 });
  expect((await call("DELETE", `/api/equipment/${ids["Old Tanker"]}`, a.cookie)).statusCode).toBe(204);

  // Agency B's own equipment and spending must not appear in A's files.
  await add(b.cookie, { name: "Outsider Rig", type: "rescue" });
  await complete("Outsider Rig", { performedOn: today, notes: "B only", costCents: 77_777 }, b.cookie);
});

describe("Equipment Inventory", () => {
  it("lists every live item with its status and maintenance, safe for spreadsheets", async () => {
    const res = await download("inventory", "csv", firefighter.cookie);
    expect(res.headers["content-type"]).toContain("text/csv");
    const rows = records(res.body);
    expect(rows.map((r) => r.Equipment)).toEqual(["Engine 1", "Engine 2", "Generator 1", "Medic 3"]);
    expect(rows[0]).toEqual({
      Equipment: "Engine 1",
      Type: "Engine",
      Model: "Pierce, Enforcer",
      "Serial Number": "'=SUM(A1)",
      Location: "Station 1",
      Status: "Available",
      "Last Maintenance": day(-5),
      "Next Maintenance": day(3),
      "Days Until Maintenance": "3",
      Maintenance: "Due Soon",
      "Item Page": `http://rollcall.test/assets/${ids["Engine 1"]}`,
    });
    expect(rows[2]).toMatchObject({
      Status: "Out of Service",
      Maintenance: "Not Scheduled",
      "Next Maintenance": "",
    });
    expect(rows[3]).toMatchObject({
      Status: "Maintenance",
      Maintenance: "Overdue",
      "Days Until Maintenance": "-2",
    });
    expect(res.body).not.toContain("Old Tanker");
    expect(res.body).not.toContain("Outsider");
  });

  it("prints as a PDF", async () => {
    const res = await download("inventory", "pdf");
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Riverside Fire & Rescue");
    expect(text).toContain("Equipment Inventory");
    expect(text).toContain("Medic 3");
    expect(text).not.toContain("Old Tanker");
  });
});

describe("Maintenance Report", () => {
  it("holds every completed and scheduled service by date, with costs and who", async () => {
    const rows = records((await download("maintenance", "csv")).body);
    expect(rows.map((r) => [r.Date, r.Kind, r.Equipment, r.State])).toEqual([
      [day(-100), "Completed", "Medic 3", "Completed"],
      [day(-40), "Completed", "Engine 1", "Completed"],
      [day(-5), "Completed", "Engine 1", "Completed"],
      [day(-2), "Scheduled", "Medic 3", "Overdue"],
      [day(3), "Scheduled", "Engine 1", "Due Soon"],
      [day(45), "Scheduled", "Engine 2", "Current"],
    ]);
    expect(rows[2]).toMatchObject({
      Notes: 'Replaced 2.5" discharge valve',
      "Cost (USD)": "100.50",
      "Performed By": "Dana Reyes",
      "Days From Today": "",
    });
    expect(rows[3]["Days From Today"]).toBe("-2");
  });

  it("prints the schedule and the history", async () => {
    const res = await download("maintenance", "pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Completed maintenance");
    expect(text).toContain("$800.00");
    expect(text).toContain("Dana Reyes");
  });
});

describe("Fleet Readiness", () => {
  it("is (available + in service) / total per type and for the whole fleet", async () => {
    const rows = records((await download("readiness", "csv")).body);
    expect(rows).toEqual([
      {
        Type: "Ambulance",
        Total: "1",
        Available: "0",
        "In Service": "0",
        Maintenance: "1",
        "Out of Service": "0",
        Ready: "0",
        "Readiness (%)": "0",
        "Need Maintenance": "1",
      },
      {
        Type: "Engine",
        Total: "2",
        Available: "1",
        "In Service": "1",
        Maintenance: "0",
        "Out of Service": "0",
        Ready: "2",
        "Readiness (%)": "100",
        "Need Maintenance": "1",
      },
      {
        Type: "Generator",
        Total: "1",
        Available: "0",
        "In Service": "0",
        Maintenance: "0",
        "Out of Service": "1",
        Ready: "0",
        "Readiness (%)": "0",
        "Need Maintenance": "0",
      },
      {
        Type: "All equipment",
        Total: "4",
        Available: "1",
        "In Service": "1",
        Maintenance: "1",
        "Out of Service": "1",
        Ready: "2",
        "Readiness (%)": "50",
        "Need Maintenance": "2",
      },
    ]);
  });

  it("prints the percentage and what is not ready", async () => {
    const res = await download("readiness", "pdf");
    const text = pdfText(res.rawPayload);
    expect(text).toContain("50%");
    expect(text).toContain("2 of 4 items available or in service");
    expect(text).toContain("Generator 1");
  });

  it("reads 0 items as no figure rather than a division by zero", async () => {
    const empty = await signUpAgency(t.app, { agencyName: "Brand New FD" });
    const rows = records((await download("readiness", "csv", empty.cookie)).body);
    expect(rows).toEqual([
      expect.objectContaining({ Type: "All equipment", Total: "0", "Readiness (%)": "" }),
    ]);
    const pdf = await download("readiness", "pdf", empty.cookie);
    expect(pdfText(pdf.rawPayload)).toContain("No equipment registered");
  });
});

describe("Cost Analysis", () => {
  it("totals the recorded costs per item, per type, per month and overall", async () => {
    const rows = records((await download("costs", "csv")).body);
    const of = (breakdown: string) => rows.filter((r) => r.Breakdown === breakdown);
    expect(
      of("Equipment").map((r) => [
        r.Name,
        r.Type,
        r.Services,
        r["Total Cost (USD)"],
        r["Average Cost (USD)"],
      ]),
    ).toEqual([
      ["Medic 3", "Ambulance", "1", "800.00", "800.00"],
      ["Engine 1", "Engine", "2", "350.50", "175.25"],
      ["Engine 2", "Engine", "0", "0.00", "0.00"],
      ["Generator 1", "Generator", "0", "0.00", "0.00"],
    ]);
    expect(of("Type").map((r) => [r.Name, r.Services, r["Total Cost (USD)"]])).toEqual([
      ["Ambulance", "1", "800.00"],
      ["Engine", "2", "350.50"],
      ["Generator", "0", "0.00"],
    ]);
    // Per month: each record falls in the month of its date.
    const months = new Map<string, number>();
    for (const [date, cents] of [
      [day(-100), 80_000],
      [day(-40), 25_000],
      [day(-5), 10_050],
    ] as const)
      months.set(date.slice(0, 7), (months.get(date.slice(0, 7)) ?? 0) + cents);
    expect(of("Month").map((r) => [r.Name, r["Total Cost (USD)"]])).toEqual(
      [...months.entries()].sort().map(([month, cents]) => [month, (cents / 100).toFixed(2)]),
    );
    expect(of("Total")).toEqual([
      expect.objectContaining({
        Services: "3",
        "Total Cost (USD)": "1150.50",
        "Average Cost (USD)": "383.50",
        "Last Service": day(-5),
      }),
    ]);
    // The deleted tanker's and agency B's spending stay out.
    expect(
      rows.some((r) => r.Name === "Old Tanker" || r.Name === "Tanker" || r.Name === "Outsider Rig"),
    ).toBe(false);
  });

  it("prints the totals", async () => {
    const res = await download("costs", "pdf", firefighter.cookie);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    expect(text).toContain("$1,150.50");
    expect(text).not.toContain("$777.77");
  });
});

describe("access", () => {
  it("asks a signed-out visitor to sign in", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/equipment/reports/inventory.csv" });
    expect(res.statusCode).toBe(401);
  });

  it("answers an unknown report with 404", async () => {
    expect((await call("GET", "/api/equipment/reports/payroll.csv", a.cookie)).statusCode).toBe(404);
    expect((await call("GET", "/api/equipment/reports/inventory.xlsx", a.cookie)).statusCode).toBe(404);
  });
});
