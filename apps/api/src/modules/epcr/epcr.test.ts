import { PCR_MESSAGES } from "@rollcall/shared/epcr/api";
import { missingForClose } from "@rollcall/shared/epcr/missing";
import { nemsisSettingsMissing } from "@rollcall/shared/epcr/settings";
import { eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform, withAgency } from "../../db/client";
import { pcrAccessLog, pcrFacilities, pcrReports } from "../../db/schema/epcr";
import { nemsisSettings } from "../../db/schema/epcr-settings";
import { incidents } from "../../db/schema/incidents";
import { users } from "../../db/schema/users";
import { DEMO_ACCOUNTS, DEMO_AGENCY_ID, seedDemo } from "../../db/seed";
import { pdfText } from "../../test/files";
import { createTestApp } from "../../test/harness";
import { addMember, signIn } from "../../test/members";
import { type Json, type Member, twoAgencies } from "../../test/world";
import { chestPainReport } from "./nemsis/nemsis.fixtures";
import { isBlocking, schematronMany, validateXsd } from "./nemsis/validate";

const { t, a, b, officer, firefighter, emt, call, expectCall } = twoAgencies({ crew: true });

/** A complete report (it passes missingForClose), with a patient name and a blood pressure to look for. */
const { id: _fixtureId, ...fixture } = chestPainReport;
const PATIENT = "Quillonbrook";
const complete = {
  ...fixture,
  patient: { ...fixture.patient, lastName: { value: PATIENT } },
  vitals: fixture.vitals?.map((v) => ({ ...v, sbp: { value: 187 }, dbp: { value: 113 } })),
};

type Person = { id: string; name: string };
type Report = {
  id: string;
  status: string;
  version: number;
  incidentNumber: string | null;
  unitName: string | null;
  crew: Person[];
  content: Json & { times?: Json; response?: Json; narrative?: string };
  missing: { element: string }[];
  closedBy: Person | null;
  returnedReason: string | null;
  reviewedAt: string | null;
  addenda: { by: Person; reason: string; changed: string[] }[];
  comments: { by: Person; text: string; kind: string }[];
} & Json;

let engine: string;
let incident: Json & { id: string; incidentNumber: string };
let outsider: Member;

beforeAll(async () => {
  const equipment = await expectCall(201, "POST", "/api/equipment", a.cookie, {
    name: "Medic 7",
    type: "ambulance",
  });
  engine = String(equipment.id);
  incident = await expectCall(201, "POST", "/api/incidents", a.cookie, {
    incidentType: "medical",
    reportDate: "2026-11-06",
    incidentDate: "2026-11-06T10:00",
    location: "12 Oak Lane",
    description: "Chest pain",
    reportingOfficerId: officer.id,
    alarmAt: "2026-11-06T10:00",
    dispatchedAt: "2026-11-06T10:01",
    enRouteAt: "2026-11-06T10:02",
    arrivalAt: "2026-11-06T10:09",
    responderIds: [firefighter.id],
    apparatusIds: [engine],
  });
  const added = await addMember(t.db, a.user.agencyId, "firefighter", {
    firstName: "Not",
    lastName: "OnCall",
  });
  outsider = { id: added.id, email: added.email, cookie: await signIn(t.app, added.email) };
});

const start = (cookie: string, body: Json = { incidentId: incident.id }) =>
  expectCall<Report>(201, "POST", "/api/pcr", cookie, body);
const open = (cookie: string, id: string) => expectCall<Report>(200, "GET", `/api/pcr/${id}`, cookie);
const save = (cookie: string, report: { id: string; version: number }, content: Json) =>
  call("PATCH", `/api/pcr/${report.id}`, cookie, { content }, { "if-match": `"${report.version}"` });
const sameInstant = (a: unknown, b: unknown) =>
  new Date(String(a)).getTime() === new Date(String(b)).getTime();

describe("a report's life: from the incident to QA's review", () => {
  let report: Report;

  it("starts from an incident with its number, times, unit and crew", async () => {
    // The EMT starts it; the incident's responder (the firefighter) joins the crew.
    report = await start(emt.cookie);
    expect(report.status).toBe("draft");
    expect(report.version).toBe(1);
    expect(report.incidentNumber).toBe(incident.incidentNumber);
    expect(report.unitName).toBe("Medic 7");
    expect(report.crew.map((c) => c.id).sort()).toEqual([emt.id, firefighter.id].sort());
    expect(report.content.response).toMatchObject({
      incidentNumber: { value: incident.incidentNumber },
      vehicleId: engine,
    });
    const times = report.content.times as Record<string, { value?: string } | string>;
    expect(sameInstant(times.dispatchNotified, incident.dispatchedAt)).toBe(true);
    expect(sameInstant(times.unitNotified, incident.dispatchedAt)).toBe(true);
    expect(sameInstant((times.enRoute as { value: string }).value, incident.enRouteAt)).toBe(true);
    expect(sameInstant((times.onScene as { value: string }).value, incident.arrivalAt)).toBe(true);
    expect(String(times.unitNotified)).toMatch(/[+-]\d{2}:\d{2}$/);
    expect(report.missing.length).toBeGreaterThan(0);
  });

  it("saves drafts against their version, and refuses a stale one", async () => {
    const first = await save(emt.cookie, report, { ...report.content, narrative: "First words" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(2);
    // The firefighter saves against the version they opened (1): stale.
    const stale = await save(firefighter.cookie, report, { narrative: "Other words" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PCR_MESSAGES.stale);
    report = first.json();
    expect(report.content.narrative).toBe("First words");
    // A member the content's crew names joins the crew (and opens the report); nobody leaves by a save.
    const withOfficer = await save(emt.cookie, report, {
      ...report.content,
      crew: [{ memberId: emt.id }, { memberId: outsider.id }, { memberId: "P-1001" }],
    });
    expect(withOfficer.statusCode, withOfficer.body).toBe(200);
    report = withOfficer.json();
    expect(report.crew.map((c) => c.id).sort()).toEqual([emt.id, firefighter.id, outsider.id].sort());
    const bad = await call(
      "PATCH",
      `/api/pcr/${report.id}`,
      emt.cookie,
      { content: {} },
      { "if-match": "two" },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors["if-match"]).toBe(PCR_MESSAGES.ifMatch);
  });

  it("refuses bad content with field messages, never a 500", async () => {
    const res = await call("PATCH", `/api/pcr/${report.id}`, emt.cookie, {
      content: { patient: { age: { value: 500 } }, vitals: "many" },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors ?? {}).length).toBeGreaterThan(0);
  });

  it("refuses to close while the standard wants something, listing it, then closes and locks", async () => {
    const refused = await call("POST", `/api/pcr/${report.id}/close`, emt.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PCR_MESSAGES.missing);
    expect(refused.json().missing.map((m: { element: string }) => m.element)).toContain("eTimes.13");

    const filled = await save(emt.cookie, report, complete);
    expect(filled.statusCode, filled.body).toBe(200);
    report = filled.json();
    expect(report.missing).toEqual([]);
    const closed = await call("POST", `/api/pcr/${report.id}/close`, emt.cookie, undefined, {
      "if-match": String(report.version),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    report = closed.json();
    expect(report.status).toBe("closed");
    expect(report.closedBy?.id).toBe(emt.id);

    const locked = await save(emt.cookie, report, { narrative: "Late change" });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(PCR_MESSAGES.closed);
  });

  it("takes an addendum on the closed report: who, why and which fields, never the values", async () => {
    const noReason = await call("POST", `/api/pcr/${report.id}/addenda`, emt.cookie, { reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe(PCR_MESSAGES.reason);
    const corrected = {
      ...report.content,
      narrative: "Corrected narrative",
      vitals: complete.vitals?.slice(0, 2),
    };
    const added = await expectCall<Report>(201, "POST", `/api/pcr/${report.id}/addenda`, firefighter.cookie, {
      reason: "Third vitals were another patient's",
      content: corrected,
    });
    expect(added.content.narrative).toBe("Corrected narrative");
    expect(added.status).toBe("closed");
    const [addendum] = added.addenda;
    expect(addendum.by.id).toBe(firefighter.id);
    expect(addendum.reason).toBe("Third vitals were another patient's");
    expect(addendum.changed).toEqual(["Narrative", "Vitals 3"]);
    report = added;
  });

  it("lets only QA comment, return and review", async () => {
    const byCrew = await call("POST", `/api/pcr/${report.id}/qa/comments`, emt.cookie, {
      text: "Looks fine",
    });
    expect(byCrew.statusCode).toBe(403);
    expect(byCrew.json().message).toBe(PCR_MESSAGES.notReviewer);
    // An officer not named reviewer and not on the call: the report does not exist for them.
    expect((await call("POST", `/api/pcr/${report.id}/qa/review`, officer.cookie)).statusCode).toBe(404);

    // The admin names the officer a QA reviewer; a firefighter may not be one.
    const refused = await call("PUT", "/api/pcr/reviewers", a.cookie, { userIds: [firefighter.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.userIds).toBe(PCR_MESSAGES.reviewers);
    await expectCall(200, "PUT", "/api/pcr/reviewers", a.cookie, { userIds: [officer.id] });
    expect(await expectCall(200, "GET", "/api/pcr/reviewers", a.cookie)).toEqual({ userIds: [officer.id] });

    const commented = await expectCall<Report>(
      201,
      "POST",
      `/api/pcr/${report.id}/qa/comments`,
      officer.cookie,
      {
        text: "Document the 12-lead time",
      },
    );
    expect(commented.comments).toMatchObject([{ kind: "comment", text: "Document the 12-lead time" }]);
  });

  it("returns the report to its crew as a draft with the reason, and tells them", async () => {
    const returned = await expectCall<Report>(
      200,
      "POST",
      `/api/pcr/${report.id}/qa/return`,
      officer.cookie,
      {
        reason: "Add the refusal signature",
      },
    );
    expect(returned.status).toBe("draft");
    expect(returned.returnedReason).toBe("Add the refusal signature");
    expect(returned.comments.at(-1)).toMatchObject({ kind: "return", text: "Add the refusal signature" });
    const notes = await expectCall<{ title: string; message: string }[]>(
      200,
      "GET",
      "/api/notifications",
      emt.cookie,
    );
    expect(notes.map((n) => n.title)).toContain("QA returned a patient care report to you");
    expect(JSON.stringify(notes)).not.toContain(PATIENT);
    const list = await expectCall<{ id: string; returnedReason: string | null }[]>(
      200,
      "GET",
      "/api/pcr",
      emt.cookie,
    );
    expect(list.find((r) => r.id === report.id)?.returnedReason).toBe("Add the refusal signature");

    // The crew saves and closes again; the return's reason goes.
    const saved = await save(emt.cookie, returned, { ...returned.content, narrative: "With the signature" });
    expect(saved.statusCode, saved.body).toBe(200);
    report = await expectCall<Report>(200, "POST", `/api/pcr/${report.id}/close`, emt.cookie);
    expect(report.returnedReason).toBeNull();
  });

  it("is marked reviewed by QA, and shows in QA's queue until then", async () => {
    const queue = await expectCall<{ id: string }[]>(200, "GET", "/api/pcr?needsReview=true", officer.cookie);
    expect(queue.map((r) => r.id)).toContain(report.id);
    const reviewed = await expectCall<Report>(200, "POST", `/api/pcr/${report.id}/qa/review`, officer.cookie);
    expect(reviewed.reviewedAt).not.toBeNull();
    const after = await expectCall<{ id: string }[]>(200, "GET", "/api/pcr?needsReview=true", officer.cookie);
    expect(after.map((r) => r.id)).not.toContain(report.id);
    const draftReport = await start(emt.cookie, {});
    expect((await call("POST", `/api/pcr/${draftReport.id}/qa/review`, officer.cookie)).statusCode).toBe(409);
    expect(
      (await call("POST", `/api/pcr/${draftReport.id}/addenda`, emt.cookie, { reason: "x" })).statusCode,
    ).toBe(409);
  });

  it("refuses an incident of another agency (400 with the field)", async () => {
    const other = await call("POST", "/api/pcr", b.cookie, { incidentId: incident.id });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.incidentId).toBe(PCR_MESSAGES.incident);
  });
});

describe("privacy: only the crew, QA reviewers and admins open a report", () => {
  let report: Report;

  beforeAll(async () => {
    report = await start(firefighter.cookie);
    await expectCall(200, "PUT", "/api/pcr/reviewers", a.cookie, { userIds: [] });
  });

  it("answers 404 on every report route to a member not on the call and to another agency", async () => {
    const routes: [string, string, Json | undefined][] = [
      ["GET", "", undefined],
      ["PATCH", "", { content: { narrative: "Peek" } }],
      ["POST", "/close", undefined],
      ["POST", "/addenda", { reason: "Peek" }],
      ["POST", "/qa/comments", { text: "Peek" }],
      ["POST", "/qa/return", { reason: "Peek" }],
      ["POST", "/qa/review", undefined],
    ];
    for (const cookie of [outsider.cookie, officer.cookie, emt.cookie, b.cookie])
      for (const [method, path, body] of routes) {
        const res = await call(method as "GET", `/api/pcr/${report.id}${path}`, cookie, body);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json().message).toBe(PCR_MESSAGES.notFound);
      }
    expect((await call("GET", `/api/pcr/${report.id}/access-log`, b.cookie)).statusCode).toBe(404);
    // Nor in their lists.
    for (const cookie of [outsider.cookie, b.cookie]) {
      const list = await expectCall<{ id: string }[]>(200, "GET", "/api/pcr", cookie);
      expect(list.map((r) => r.id)).not.toContain(report.id);
    }
  });

  it("opens to the crew, to a QA reviewer and to an admin, each opening in the access log", async () => {
    await open(firefighter.cookie, report.id);
    await open(a.cookie, report.id);
    await expectCall(200, "PUT", "/api/pcr/reviewers", a.cookie, { userIds: [officer.id] });
    await open(officer.cookie, report.id);
    const log = await expectCall<{ by: Person; action: string }[]>(
      200,
      "GET",
      `/api/pcr/${report.id}/access-log`,
      a.cookie,
    );
    expect(log.map((e) => [e.by.id, e.action])).toEqual([
      [officer.id, "open"],
      [a.user.id, "open"],
      [firefighter.id, "open"],
    ]);
    // Only admins read it.
    expect((await call("GET", `/api/pcr/${report.id}/access-log`, officer.cookie)).statusCode).toBe(403);
    expect((await call("GET", `/api/pcr/${report.id}/access-log`, firefighter.cookie)).statusCode).toBe(403);
  });

  it("is hidden by the database itself from a member not on the call (a query inside their transaction)", async () => {
    const agencyId = a.user.agencyId;
    const seen = (userId: string) =>
      withAgency(t.db, { agencyId, userId }, async (tx) => ({
        reports: (await tx.select({ id: pcrReports.id }).from(pcrReports).where(eq(pcrReports.id, report.id)))
          .length,
        log: (
          await tx
            .select({ id: pcrAccessLog.id })
            .from(pcrAccessLog)
            .where(eq(pcrAccessLog.reportId, report.id))
        ).length,
      }));
    expect(await seen(outsider.id)).toEqual({ reports: 0, log: 0 });
    expect(await seen(emt.id)).toEqual({ reports: 0, log: 0 });
    expect((await seen(firefighter.id)).reports).toBe(1);
    expect((await seen(a.user.id)).log).toBeGreaterThan(0);
  });

  it("keeps every clinical value out of the audit log", async () => {
    const own = await start(firefighter.cookie, {});
    const saved = await save(firefighter.cookie, own, complete);
    expect(saved.statusCode, saved.body).toBe(200);
    await expectCall(200, "POST", `/api/pcr/${own.id}/close`, firefighter.cookie);
    await expectCall(201, "POST", `/api/pcr/${own.id}/addenda`, firefighter.cookie, {
      reason: `Name was ${PATIENT}`,
      content: { ...complete, narrative: `${PATIENT} complained of chest pain` },
    });
    const result = await t.db.execute(
      sql`select entity_type, change_details::text as details from audit_logs where entity_type like 'pcr_%'`,
    );
    const rows = (result as unknown as { rows: { entity_type: string; details: string }[] }).rows;
    expect(rows.map((r) => r.entity_type)).toEqual(expect.arrayContaining(["pcr_reports", "pcr_addenda"]));
    const text = rows.map((r) => r.details).join("\n");
    for (const clinical of [PATIENT, '"sbp"', "chest pain", "narrative", '"vitals"', '"content"'])
      expect(text, clinical).not.toContain(clinical);
    // What it keeps: the state and the version.
    expect(text).toContain('"status"');
    expect(text).toContain('"version"');
  });
});

describe("the agency data export leaves reports out unless an admin asks", () => {
  it("leaves them out, and says so", async () => {
    const res = await call("GET", "/api/export/agency-data", a.cookie);
    expect(res.statusCode).toBe(200);
    const file = JSON.parse(res.body);
    expect(file.tables.pcr_reports).toBeUndefined();
    expect(file.tables.pcr_addenda).toBeUndefined();
    expect(file.omitted.pcr_reports).toMatch(/health information/);
    expect(res.body).not.toContain(PATIENT);
    const zip = await call("GET", "/api/export/agency-data.zip", a.cookie);
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).not.toContain("pcr_reports.csv");
  });

  it("includes them when asked, and the audit log says who took them", async () => {
    const res = await call("GET", "/api/export/agency-data?includeOnRequest=true", a.cookie);
    expect(res.statusCode).toBe(200);
    const file = JSON.parse(res.body);
    expect(file.tables.pcr_reports.length).toBeGreaterThan(0);
    expect(res.body).toContain(PATIENT);
    const result = await t.db.execute(
      sql`select user_id, change_details from audit_logs where action = 'export' and entity_type = 'agency_data'`,
    );
    const rows = (
      result as unknown as { rows: { user_id: string; change_details: { included: string[] } }[] }
    ).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0].user_id).toBe(a.user.id);
    expect(rows[0].change_details.included).toContain("pcr_reports");
    // Each report's access log shows the admin's export.
    const [first] = file.tables.pcr_reports as { id: string }[];
    const log = await expectCall<{ by: Person; action: string }[]>(
      200,
      "GET",
      `/api/pcr/${first.id}/access-log`,
      a.cookie,
    );
    expect(log[0]).toMatchObject({ by: { id: a.user.id }, action: "export" });
  });
});

describe("the printable report", () => {
  const PNG =
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

  it("prints every section, the vitals and the drawn signatures, to who may open it, logged", async () => {
    const report = await start(firefighter.cookie);
    const signed = {
      ...complete,
      signatures: complete.signatures?.map((s) => ({ ...s, image: PNG })),
    };
    expect((await save(firefighter.cookie, report, signed)).statusCode).toBe(200);
    const res = await call("GET", `/api/pcr/${report.id}/pdf`, firefighter.cookie);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toContain("application/pdf");
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      PATIENT,
      "Vitals",
      "187/113",
      "Narrative",
      "Disposition",
      "Signatures",
      "Medication 1",
    ])
      expect(text, expected).toContain(expected);
    expect(res.rawPayload.toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
    expect((await call("GET", `/api/pcr/${report.id}/pdf`, outsider.cookie)).statusCode).toBe(404);
    const log = await expectCall<{ action: string }[]>(
      200,
      "GET",
      `/api/pcr/${report.id}/access-log`,
      a.cookie,
    );
    expect(log.map((e) => e.action)).toEqual(["pdf"]);
  });
});

describe("the demo", () => {
  it("seeds twelve complete reports of its EMS calls by their real crews, one returned by QA, opened by the demo EMT", async () => {
    const demo = await createTestApp();
    try {
      expect(await seedDemo(demo.db)).toBe(true);
      const { rows, calls, facilities, members, settings } = await asPlatform(
        demo.db,
        { agencyId: DEMO_AGENCY_ID, userId: null },
        async (tx) => ({
          rows: await tx.select().from(pcrReports),
          calls: await tx.select().from(incidents),
          facilities: await tx.select().from(pcrFacilities),
          members: await tx.select({ id: users.id }).from(users),
          settings: await tx.select().from(nemsisSettings),
        }),
      );
      expect(rows).toHaveLength(12);
      for (const row of rows) expect(missingForClose(row.content), row.content.pcrNumber).toEqual([]);
      expect(rows.filter((r) => r.status === "closed")).toHaveLength(10);
      expect(rows.filter((r) => r.reviewedAt)).toHaveLength(1);
      expect(rows.filter((r) => r.returnedReason)).toHaveLength(1);
      expect(rows.filter((r) => r.status === "draft" && !r.returnedReason)).toHaveLength(1);
      // Twelve medical calls, each report on its own; the crew are members, the vehicle the call's
      // ambulance, the destination one of the agency's hospitals.
      const medical = new Set(calls.filter((c) => c.incidentType === "medical").map((c) => c.id));
      expect(new Set(rows.map((r) => r.incidentId)).size).toBe(12);
      for (const row of rows) expect(medical.has(row.incidentId as string)).toBe(true);
      const memberIds = new Set(members.map((m) => m.id));
      const emtAccount = DEMO_ACCOUNTS.find((m) => m.role === "emt");
      for (const { content, unitId } of rows) {
        expect(
          content.crew?.every((c) => memberIds.has(c.memberId)),
          content.pcrNumber,
        ).toBe(true);
        expect(content.crew?.map((c) => c.memberId)).toContain(emtAccount?.id);
        expect(content.response?.vehicleId).toBe(unitId);
        expect(content.vitals?.length).toBeGreaterThanOrEqual(3);
        for (const given of [...(content.medications ?? []), ...(content.procedures ?? [])])
          expect(memberIds.has(given.crewMemberId as string)).toBe(true);
        const destination = content.disposition?.facilityId;
        if (destination) expect(facilities.map((f) => f.id)).toContain(destination);
      }
      expect(rows.filter((r) => r.content.disposition?.facilityId)).toHaveLength(11);
      expect(settings).toHaveLength(1);
      const [nemsis] = settings;
      expect(nemsisSettingsMissing(nemsis)).toEqual([]);
      // The demo's NEMSIS export through its routes, as an admin downloads it: the ten closed reports as one
      // EMSDataSet, and the agency's DEMDataSet, each valid against the XSD and the national Schematron.
      const adminAccount = DEMO_ACCOUNTS.find((m) => m.role === "admin");
      const adminCookie = await signIn(demo.app, adminAccount?.email as string, adminAccount?.password);
      const days = rows.map((r) => r.createdAt.toISOString().slice(0, 10)).sort();
      const ems = await demo.app.inject({
        method: "GET",
        url: `/api/pcr/export/ems?from=${days[0]}&to=${days.at(-1)}`,
        headers: { cookie: adminCookie },
      });
      expect(ems.statusCode, ems.body.slice(0, 300)).toBe(200);
      expect(ems.body.match(/<PatientCareReport /g)?.length).toBeGreaterThanOrEqual(9);
      const dem = await demo.app.inject({
        method: "GET",
        url: "/api/pcr/export/dem",
        headers: { cookie: adminCookie },
      });
      expect(dem.statusCode, dem.body.slice(0, 300)).toBe(200);
      expect(await validateXsd(ems.body, "EMS")).toEqual({ valid: true, errors: [] });
      expect(await validateXsd(dem.body, "DEM")).toEqual({ valid: true, errors: [] });
      const [emsFindings] = await schematronMany([ems.body], "EMS");
      expect(emsFindings.filter(isBlocking)).toEqual([]);
      const [demFindings] = await schematronMany([dem.body], "DEM");
      expect(demFindings.filter(isBlocking)).toEqual([]);

      const cookie = await signIn(demo.app, emtAccount?.email as string, emtAccount?.password);
      const list = await demo.app.inject({ method: "GET", url: "/api/pcr", headers: { cookie } });
      expect(list.json()).toHaveLength(12);
      const one = await demo.app.inject({
        method: "GET",
        url: `/api/pcr/${rows[0].id}`,
        headers: { cookie },
      });
      expect(one.statusCode, one.body).toBe(200);
    } finally {
      await demo.close();
    }
  }, 120_000);
});

describe("facilities", () => {
  it("are the agency's, replaced whole by an admin", async () => {
    const set = await expectCall<{ facilities: { id: string; name: string }[] }>(
      200,
      "PUT",
      "/api/pcr/facilities",
      a.cookie,
      { facilities: [{ name: "Mercy General", code: "H-1" }, { name: "St. Luke's" }] },
    );
    expect(set.facilities.map((f) => f.name)).toEqual(["Mercy General", "St. Luke's"]);
    const mercy = set.facilities[0];
    const next = await expectCall<{ facilities: { id: string; name: string }[] }>(
      200,
      "PUT",
      "/api/pcr/facilities",
      a.cookie,
      { facilities: [{ id: mercy.id, name: "Mercy Regional" }] },
    );
    expect(next.facilities).toMatchObject([{ id: mercy.id, name: "Mercy Regional", type: "1701005" }]);
    expect((await expectCall(200, "GET", "/api/pcr/facilities", emt.cookie)).facilities).toHaveLength(1);
    const noName = await call("PUT", "/api/pcr/facilities", a.cookie, { facilities: [{ name: "" }] });
    expect(noName.statusCode).toBe(400);
    expect(JSON.stringify(noName.json().errors)).toContain(PCR_MESSAGES.facilityName);
    expect((await expectCall(200, "GET", "/api/pcr/facilities", b.cookie)).facilities).toEqual([]);
  });
});

describe("a report started on a device without a connection", () => {
  it("takes the device's id, answers the same report when the start is sent again, and keeps others' ids", async () => {
    const id = "0f8c6b1e-6f1a-4b7e-9a52-3c1d2e4f5a60";
    const first = await start(emt.cookie, { id, content: { narrative: "Started in the basement" } });
    expect(first.id).toBe(id);
    // The queue's replay (the answer was lost): the report it made, not a second one.
    const again = await start(emt.cookie, { id, content: { narrative: "Started in the basement" } });
    expect(again).toMatchObject({ id, version: 1 });
    const mine = await expectCall<{ id: string }[]>(200, "GET", "/api/pcr", emt.cookie);
    expect(mine.filter((r) => r.id === id)).toHaveLength(1);
    // Its queued save, made against version 1, follows.
    expect((await save(emt.cookie, again, { narrative: "Typed offline" })).statusCode).toBe(200);
    // Another member's start with that id is refused (a member who may open the report is told why), and
    // learns nothing of the report.
    const taken = await call("POST", "/api/pcr", firefighter.cookie, { id });
    expect(taken.statusCode).toBe(409);
    expect((await call("POST", "/api/pcr", a.cookie, { id })).json().message).toBe(PCR_MESSAGES.idTaken);
    expect(taken.body).not.toContain("basement");
    // Another agency may hold the same id: keys are the agency's.
    expect((await start(b.cookie, { id })).id).toBe(id);
    expect((await call("POST", "/api/pcr", emt.cookie, { id: "not-a-uuid" })).statusCode).toBe(400);
  });
});
