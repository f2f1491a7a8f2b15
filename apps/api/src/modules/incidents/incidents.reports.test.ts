/**
 * The Analytics and Compliance figures, the printable report and the export files, checked against
 * controlled data: exact medians and 90th percentiles, the three compliance shares, the CSV read back, the
 * NERIS file holding official values only, and another agency's reports nowhere in them.
 */
import {
  NERIS_ACTION_TACTICS,
  NERIS_INCIDENT_TYPES,
  NERIS_LOCATION_USES,
} from "@rollcall/shared/neris/value-sets";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { incidents } from "../../db/schema/incidents";
import { parseCsv, pdfText } from "../../test/files";
import { type Json, twoAgencies } from "../../test/world";
import { CSV_COLUMNS } from "./incidents.export";

const { t, a, b, firefighter, call, expectCall } = twoAgencies({
  agencies: ["Riverside Fire & Rescue", "Other County EMS"],
  crew: true,
  members: ["firefighter"],
});
const ids: Record<string, string> = {};

const RANGE = "from=2023-01-01&to=2023-03-31";
const PNG_1PX =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

async function report(key: string, fields: Json, cookie = a.cookie) {
  const created = await expectCall(201, "POST", "/api/incidents", cookie, {
    reportDate: String(fields.incidentDate).slice(0, 10),
    location: `${key} location`,
    description: `${key} description`,
    reportingOfficerId: cookie === a.cookie ? a.user.id : b.user.id,
    incidentNumber: key,
    ...fields,
  });
  ids[key] = created.id as string;
}

/** Marks a report completed at a moment of our choosing (the API stamps the real clock). */
async function completedAt(key: string, iso: string) {
  await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
    tx
      .update(incidents)
      .set({ status: "completed", completedAt: new Date(iso) })
      .where(eq(incidents.id, ids[key])),
  );
}

const FULL = { propertyUse: "419", aidGivenReceived: "N" };

beforeAll(async () => {
  // Alarm to arrival: fires 300, 420 and 600 s in January; medical 240 and 360 s in February.
  await report("F1", {
    incidentType: "fire",
    incidentDate: "2023-01-10T10:00",
    nfirsCode: "111",
    actionTaken: "11",
    nerisIncidentType: "FIRE||STRUCTURE_FIRE||ROOM_AND_CONTENTS_FIRE",
    alarmAt: "2023-01-10T10:00",
    arrivalAt: "2023-01-10T10:05",
    lastUnitClearedAt: "2023-01-10T12:00",
    responderIds: [firefighter.id],
    injuries: 1,
    propertyDamage: 85000,
    narrativeSummary: "Offensive interior attack, knocked down in 6 minutes.",
    ...FULL,
  });
  await report("F2", {
    incidentType: "fire",
    incidentDate: "2023-01-15T08:00",
    nfirsCode: "111",
    actionTaken: "11",
    alarmAt: "2023-01-15T08:00",
    arrivalAt: "2023-01-15T08:07",
    lastUnitClearedAt: "2023-01-15T09:00",
    description: '=HYPERLINK("http://evil")',
    ...FULL,
  });
  await report("F3", {
    incidentType: "fire",
    incidentDate: "2023-01-20T14:00",
    nfirsCode: "113",
    alarmAt: "2023-01-20T14:00",
    arrivalAt: "2023-01-20T14:10",
  });
  await report("M1", {
    incidentType: "medical",
    incidentDate: "2023-02-05T09:00",
    nfirsCode: "321",
    actionTaken: "32",
    nerisIncidentType: "MEDICAL||ILLNESS||CARDIAC_ARREST",
    alarmAt: "2023-02-05T09:00",
    arrivalAt: "2023-02-05T09:04",
    lastUnitClearedAt: "2023-02-05T10:00",
    propertyUse: "419",
    aidGivenReceived: "3",
  });
  await report("M2", {
    incidentType: "medical",
    incidentDate: "2023-02-12T11:00",
    nfirsCode: "321",
    actionTaken: "33",
    alarmAt: "2023-02-12T11:00",
    arrivalAt: "2023-02-12T11:06",
    lastUnitClearedAt: "2023-02-12T12:00",
    aidGivenReceived: "N",
  });
  await report("H1", {
    incidentType: "hazmat",
    incidentDate: "2023-02-18T16:00",
    alarmAt: "2023-02-18T16:00",
  });
  // Not NFIRS incidents: out of the response times, the shares and the files.
  await report("I1", {
    incidentType: "inspection",
    incidentDate: "2023-02-20T10:00",
    alarmAt: "2023-02-20T10:00",
    arrivalAt: "2023-02-20T10:01",
  });

  await completedAt("F1", "2023-01-13T10:00Z"); // 3 days: on time
  await completedAt("F2", "2023-02-04T08:00Z"); // 20 days: late
  await completedAt("M1", "2023-02-19T09:00Z"); // 14 days: on time
  await completedAt("M2", "2023-02-28T11:00Z"); // 16 days: late
  // F3 and H1 were never completed and are long past due: late.

  // Agency B's report, in the same range, with a 30 s response time.
  await report(
    "B1",
    {
      incidentType: "fire",
      incidentDate: "2023-01-12T10:00",
      nfirsCode: "111",
      alarmAt: "2023-01-12T10:00",
      arrivalAt: "2023-01-12T10:00:30",
    },
    b.cookie,
  );
});

describe("GET /api/incidents/analytics", () => {
  it("computes the type distribution and exact response-time medians and 90th percentiles", async () => {
    const res = await call("GET", `/api/incidents/analytics?${RANGE}`, firefighter.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.from).toBe("2023-01-01");
    expect(body.to).toBe("2023-03-31");
    expect(body.total).toBe(7);
    expect(body.byType.slice(0, 6)).toEqual([
      { type: "fire", count: 3 },
      { type: "medical", count: 2 },
      { type: "rescue", count: 0 },
      { type: "hazmat", count: 1 },
      { type: "vehicle", count: 0 },
      { type: "wildfire", count: 0 },
    ]);
    const times = body.responseTimes;
    // [240, 300, 360, 420, 600]: median 360; p90 at rank 3.6 → 420 + 0.6 × 180 = 528.
    expect(times.overall).toEqual({ count: 5, medianSeconds: 360, p90Seconds: 528 });
    const byType = Object.fromEntries(times.byType.map((s: Json) => [s.type, s]));
    // [300, 420, 600]: median 420; p90 at rank 1.8 → 420 + 0.8 × 180 = 564.
    expect(byType.fire).toEqual({ type: "fire", count: 3, medianSeconds: 420, p90Seconds: 564 });
    // [240, 360]: median 300; p90 at rank 0.9 → 240 + 0.9 × 120 = 348.
    expect(byType.medical).toEqual({ type: "medical", count: 2, medianSeconds: 300, p90Seconds: 348 });
    expect(byType.hazmat).toEqual({ type: "hazmat", count: 0, medianSeconds: null, p90Seconds: null });
    expect(byType.inspection).toBeUndefined();
    expect(times.byMonth).toEqual([
      { month: "2023-01", count: 3, medianSeconds: 420, p90Seconds: 564 },
      { month: "2023-02", count: 2, medianSeconds: 300, p90Seconds: 348 },
      { month: "2023-03", count: 0, medianSeconds: null, p90Seconds: null },
    ]);
    expect(times.withoutTimes).toBe(1);
  });

  it("refuses a reversed or malformed range with a field message", async () => {
    const reversed = await call("GET", "/api/incidents/analytics?from=2023-03-01&to=2023-01-01", a.cookie);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.from).toBe("The start date must be on or before the end date");
    const bad = await call("GET", "/api/incidents/analytics?from=2023-02-30", a.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.from).toBe("Enter a valid date (yyyy-MM-dd)");
  });
});

describe("GET /api/incidents/compliance", () => {
  it("computes on-time, NFIRS-codes and required-fields shares over NFIRS reports", async () => {
    const res = await call("GET", `/api/incidents/compliance?${RANGE}`, firefighter.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      onTimeDays: 15,
      total: 6,
      excludedNonNfirs: 1,
      onTime: { count: 2, total: 6, percent: 33 },
      nfirsCodes: { count: 4, total: 6, percent: 67 },
      requiredFields: { count: 3, total: 6, percent: 50 },
      withoutNerisType: 4,
    });
    const byNumber = Object.fromEntries(body.attention.map((r: Json) => [r.incidentNumber, r]));
    expect(Object.keys(byNumber).sort()).toEqual(["F2", "F3", "H1", "M2"]);
    expect(byNumber.F3).toMatchObject({
      timeliness: "late",
      nfirsCodesComplete: false,
      missing: ["Aid given or received", "Last unit cleared", "Primary action taken", "Property use"],
    });
    expect(byNumber.M2.missing).toEqual(["Property use"]);
    expect(byNumber.F2).toMatchObject({ timeliness: "late", missing: [], hasNerisType: false });
  });

  it("leaves a report still inside its 15 days out of the on-time share (default range: the last 12 months)", async () => {
    await report("NEW", {
      incidentType: "medical",
      incidentDate: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      nfirsCode: "321",
    });
    const res = await call("GET", "/api/incidents/compliance", a.cookie);
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.onTime).toEqual({ count: 0, total: 0, percent: null });
    expect(body.attention[0]).toMatchObject({ incidentNumber: "NEW", timeliness: "open" });
  });
});

describe("exports", () => {
  it("CSV: the NFIRS reports of the range, read back cell by cell", async () => {
    const res = await call("GET", `/api/incidents/export.csv?${RANGE}`, firefighter.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("nfirs-incidents-2023-01-01-to-2023-03-31.csv");
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(CSV_COLUMNS);
    const col = (name: string) => header.indexOf(name);
    expect(rows.map((r) => r[0])).toEqual(["F1", "F2", "F3", "M1", "M2", "H1"]);
    const f1 = rows[0];
    expect(f1[col("Incident Date")]).toBe("2023-01-10 10:00");
    expect(f1[col("Incident Type")]).toBe("Structure Fire");
    expect(f1[col("NFIRS Incident Type Code")]).toBe("111");
    expect(f1[col("NFIRS Incident Type")]).toBe("Building fire");
    expect(f1[col("NERIS Incident Type")]).toBe("FIRE||STRUCTURE_FIRE||ROOM_AND_CONTENTS_FIRE");
    expect(f1[col("Property Use")]).toBe("1 or 2 family dwelling");
    expect(f1[col("Aid Given or Received")]).toBe("N None");
    expect(f1[col("Response Time (min)")]).toBe("5");
    expect(f1[col("Primary Action Taken")]).toBe("Extinguishment by fire service personnel");
    expect(f1[col("Property Damage ($)")]).toBe("85000");
    expect(f1[col("Responders")]).toBe("Jordan Kim");
    expect(f1[col("Status")]).toBe("Completed");
    // A formula is kept as text.
    expect(rows[1][col("Description")]).toBe('\'=HYPERLINK("http://evil")');
    expect(res.body).not.toContain("I1");
    expect(res.body).not.toContain("B1");
  });

  it("NERIS JSON: one IncidentPayload per completed report, built from what the report holds, never guessed", async () => {
    const res = await call("GET", `/api/incidents/export.neris.json?${RANGE}`, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("neris-incidents-2023-01-01-to-2023-03-31.json");
    const payloads = res.json();
    // Completed NFIRS reports only, oldest first: F3 and H1 are not completed, I1 is an inspection.
    expect(payloads.map((p: Json) => (p.base as Json).incident_number)).toEqual(["F1", "F2", "M1", "M2"]);
    const [f1, f2, m1] = payloads;
    expect(f1).toMatchObject({
      base: {
        incident_number: "F1",
        location: { additional_info: "F1 location" },
        location_use: { use_type: "RESIDENTIAL||DETATCHED_SINGLE_FAMILY_DWELLING" },
        outcome_narrative: "Offensive interior attack, knocked down in 6 minutes.",
      },
      incident_types: [{ type: "FIRE||STRUCTURE_FIRE||ROOM_AND_CONTENTS_FIRE", primary: true }],
      dispatch: {
        incident_number: "F1",
        call_arrival: "2023-01-10T10:00:00.000Z",
        incident_clear: "2023-01-10T12:00:00.000Z",
      },
    });
    // No department id yet (Settings), and 11 (extinguishment) has no single NERIS action: left out.
    expect(f1.base.department_neris_id).toBeUndefined();
    expect(f1.actions_tactics).toBeUndefined();
    // A report without a NERIS type has no incident types, which validation names.
    expect(f2.incident_types).toEqual([]);
    expect(m1.actions_tactics).toEqual({
      action_noaction: { type: "ACTION", actions: ["EMERGENCY_MEDICAL_CARE||PROVIDE_BASIC_LIFE_SUPPORT"] },
    });
    for (const payload of payloads) {
      for (const { type } of payload.incident_types)
        expect(NERIS_INCIDENT_TYPES.map((v) => v.value)).toContain(type);
      for (const action of payload.actions_tactics?.action_noaction.actions ?? [])
        expect(NERIS_ACTION_TACTICS.map((v) => v.value)).toContain(action);
      const use = payload.base.location_use?.use_type;
      if (use) expect(NERIS_LOCATION_USES.map((v) => v.value)).toContain(use);
    }
    expect(res.body).not.toContain("B1");
  });

  it("another agency's files and figures hold only its own reports", async () => {
    const csv = parseCsv((await call("GET", `/api/incidents/export.csv?${RANGE}`, b.cookie)).body);
    expect(csv.slice(1).map((r) => r[0])).toEqual(["B1"]);
    const analytics = (await call("GET", `/api/incidents/analytics?${RANGE}`, b.cookie)).json();
    expect(analytics.responseTimes.overall).toEqual({ count: 1, medianSeconds: 30, p90Seconds: 30 });
  });
});

describe("GET /api/incidents/{id}/pdf", () => {
  it("is a printable PDF of the report, with the agency's name and logo", async () => {
    await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .update(agencies)
        .set({ logoUrl: `data:image/png;base64,${PNG_1PX}` })
        .where(eq(agencies.id, a.user.agencyId)),
    );
    const res = await call("GET", `/api/incidents/${ids.F1}/pdf`, firefighter.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain('filename="incident-report-F1.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("/Subtype /Image");
    const text = pdfText(pdf);
    for (const expected of [
      "Riverside Fire & Rescue",
      "Incident Report #F1",
      "Structure Fire",
      "111 Building fire",
      "Fire › Structure Fire › Room and Contents Fire",
      "Jordan Kim",
      "F1 location",
      "Offensive interior attack, knocked down in 6 minutes.",
      "5 min 00 s (alarm to arrival)",
      "$85,000",
    ])
      expect(text).toContain(expected);
  });

  it("answers 404 for another agency's report", async () => {
    expect((await call("GET", `/api/incidents/${ids.B1}/pdf`, a.cookie)).statusCode).toBe(404);
  });
});
