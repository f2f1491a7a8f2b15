/**
 * The NEMSIS files of an agency made from what it holds (Settings → NEMSIS, its ambulance, members with EMT and
 * paramedic certifications, a hospital), judged by the standard's own checks: xmllint with the v3.5.1 XSDs and
 * the national Schematron run by Saxon-HE. Then a closed report submitted to a stand-in of the state's web
 * service (built from the WSDL) through the queue: accepted and its status read back, a refusal shown, an
 * unreachable state tried again.
 */
import { PCR_MESSAGES } from "@rollcall/shared/epcr/api";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../../db/client";
import { certifications } from "../../../db/schema/compliance";
import { pcrAccessLog, pcrSubmissions } from "../../../db/schema/epcr";
import { type Json, twoAgencies } from "../../../test/world";
import { chestPainReport } from "../nemsis/nemsis.fixtures";
import { compiledSchematron, isBlocking, schematron, validateXsd } from "../nemsis/validate";
import { REJECT_MARKER, STAND_IN_ACCOUNT, type StateStandIn, startStateStandIn } from "../state/stand-in";
import { runPcrSubmissionsOnce } from "../state/submission.worker";

const { t, a, b, officer, firefighter, emt, call, expectCall } = twoAgencies({ crew: true });
const JAVA_TIMEOUT = 180_000;

const SETTINGS = {
  stateId: "NC-0427",
  agencyNumber: "0427",
  stateCode: "37",
  counties: ["37183"],
  serviceType: "9920001",
  levelOfService: "9917007",
  organizationStatus: "1016001",
  organizationalType: "9912001",
  taxStatus: "1018003",
  emd: "1213003",
  protocols: ["9914001", "9914017"],
  fireDepartmentId: "92001",
};

type Report = Json & { id: string; version: number; submission: (Json & { messages: string[] }) | null };
let ambulance: string;
let hospital: string;
let state: StateStandIn;

/** The chest pain call with our members, ambulance and hospital in place of the fixture's. */
function ours(extra: Json = {}) {
  const { id: _id, ...fixture } = chestPainReport;
  const text = JSON.stringify(fixture)
    .replaceAll('"P-1001"', JSON.stringify(emt.id))
    .replaceAll('"E-2002"', JSON.stringify(firefighter.id))
    .replaceAll('"h1"', JSON.stringify(hospital))
    .replaceAll(JSON.stringify(fixture.response?.vehicleId), JSON.stringify(ambulance));
  return { ...JSON.parse(text), ...extra };
}

async function closedReport(extra: Json = {}): Promise<Report> {
  const report = await expectCall<Report>(201, "POST", "/api/pcr", emt.cookie, { content: ours(extra) });
  return expectCall<Report>(200, "POST", `/api/pcr/${report.id}/close`, emt.cookie, undefined, {
    "if-match": `"${report.version}"`,
  });
}

const today = () => new Date().toISOString().slice(0, 10);
const range = () => `from=${today()}&to=${today()}`;

async function expectStandardMet(xml: string, set: "EMS" | "DEM") {
  const xsd = await validateXsd(xml, set);
  expect(xsd.errors).toEqual([]);
  expect((await schematron(xml, set)).filter(isBlocking)).toEqual([]);
}

beforeAll(async () => {
  await Promise.all([compiledSchematron("EMS"), compiledSchematron("DEM")]);
  const unit = await expectCall(201, "POST", "/api/equipment", a.cookie, {
    name: "Medic 12",
    type: "ambulance",
  });
  ambulance = String(unit.id);
  const { facilities } = await expectCall<{ facilities: { id: string }[] }>(
    200,
    "PUT",
    "/api/pcr/facilities",
    a.cookie,
    {
      facilities: [
        {
          name: "Riverbend General Hospital",
          type: "1701005",
          address: "100 Main Street",
          state: "37",
          zip: "27601",
          phone: "(919) 555-0100",
        },
      ],
    },
  );
  hospital = facilities[0].id;
  await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
    tx.insert(certifications).values([
      {
        agencyId: a.user.agencyId,
        userId: emt.id,
        name: "EMT",
        expirationDate: "2028-06-30",
        certificateNumber: "E-2002",
        issueDate: "2024-06-30",
      },
      {
        agencyId: a.user.agencyId,
        userId: firefighter.id,
        name: "Paramedic",
        expirationDate: "2028-06-30",
        certificateNumber: "P-1001",
      },
      { agencyId: a.user.agencyId, userId: firefighter.id, name: "CPR", expirationDate: "2027-01-31" },
      { agencyId: a.user.agencyId, userId: officer.id, name: "Fire Officer I", expirationDate: "2029-01-31" },
    ]),
  );
  state = await startStateStandIn({ pendingPolls: 1 });
}, JAVA_TIMEOUT);
afterAll(() => state?.close());

describe("the NEMSIS exports", () => {
  it("answers what Settings → NEMSIS still lacks before any file is made", async () => {
    const res = await call("GET", "/api/pcr/export/dem", a.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(PCR_MESSAGES.exportIncomplete);
    expect(res.json().message).toContain("Agency number");
    expect(res.json().message).toContain("Protocols");
  });

  it(
    "makes the agency's DEMDataSet from its settings, apparatus, EMS members and facilities, valid",
    async () => {
      await expectCall(200, "PUT", "/api/pcr/settings", a.cookie, SETTINGS);
      const res = await call("GET", "/api/pcr/export/dem", a.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("application/xml");
      const xml = res.body;
      expect(xml).toContain("<dAgency.02>0427</dAgency.02>");
      expect(xml).toContain("<dVehicle.01>Medic 12</dVehicle.01>");
      // The paramedic and the EMT by their certifications; the officer (no EMS certification) left out.
      expect(xml).toContain("<dPersonnel.01>Kim</dPersonnel.01>");
      expect(xml).toContain("<dPersonnel.24>9925007</dPersonnel.24>");
      expect(xml).toContain("<dPersonnel.24>9925005</dPersonnel.24>");
      expect(xml).not.toContain("<dPersonnel.01>Hale</dPersonnel.01>");
      expect(xml).toContain("<dFacility.15>919-555-0100</dFacility.15>");
      await expectStandardMet(xml, "DEM");
    },
    JAVA_TIMEOUT,
  );

  it(
    "exports the closed reports of a date range as an EMSDataSet, valid, each export in the access log",
    async () => {
      const closed = await closedReport();
      await expectCall(201, "POST", "/api/pcr", emt.cookie, { content: { narrative: "A draft stays out" } });
      const res = await call("GET", `/api/pcr/export/ems?${range()}`, a.cookie);
      expect(res.statusCode).toBe(200);
      const xml = res.body;
      expect(xml.match(/<PatientCareReport /g)).toHaveLength(1);
      expect(xml).toContain(`UUID="${closed.id}"`);
      expect(xml).toContain("<eResponse.13>Medic 12</eResponse.13>");
      expect(xml).not.toContain("A draft stays out");
      await expectStandardMet(xml, "EMS");
      const log = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
        tx
          .select()
          .from(pcrAccessLog)
          .where(and(eq(pcrAccessLog.reportId, closed.id), eq(pcrAccessLog.action, "export"))),
      );
      expect(log.map((l) => l.userId)).toEqual([a.user.id]);
    },
    JAVA_TIMEOUT,
  );

  it("answers 404 for a range with no closed report, 400 for a bad range, 403 to an officer who is no reviewer", async () => {
    expect(
      (await call("GET", "/api/pcr/export/ems?from=2020-01-01&to=2020-01-31", a.cookie)).json().message,
    ).toBe(PCR_MESSAGES.exportEmpty);
    const bad = await call("GET", "/api/pcr/export/ems?from=2026-12-31&to=2026-01-01", a.cookie);
    expect(bad.statusCode).toBe(400);
    expect((await call("GET", `/api/pcr/export/ems?${range()}`, officer.cookie)).statusCode).toBe(403);
    expect((await call("GET", `/api/pcr/export/ems?${range()}`, emt.cookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/pcr/export/dem", officer.cookie)).statusCode).toBe(403);
  });

  it("gives another agency none of it", async () => {
    const dem = await call("GET", "/api/pcr/export/dem", b.cookie);
    expect(dem.statusCode).toBe(409);
    expect(dem.body).not.toContain("Medic 12");
    const ems = await call("GET", `/api/pcr/export/ems?${range()}`, b.cookie);
    expect([404, 409]).toContain(ems.statusCode);
    expect(ems.body).not.toContain("Quill");
  });
});

describe("submitting reports to the state", () => {
  const worker = () => ({ db: t.db, log: t.app.log, env: t.app.env });
  const open = (id: string) => expectCall<Report>(200, "GET", `/api/pcr/${id}`, a.cookie);

  it("refuses until the state's address and account are set, and only for a closed report", async () => {
    const closed = await closedReport();
    const res = await call("POST", `/api/pcr/${closed.id}/submit`, a.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PCR_MESSAGES.submitNotConfigured);
    await expectCall(200, "PUT", "/api/pcr/settings", a.cookie, {
      endpoint: state.url,
      username: STAND_IN_ACCOUNT.username,
      organization: STAND_IN_ACCOUNT.organization,
      password: STAND_IN_ACCOUNT.password,
    });
    const draft = await expectCall<Report>(201, "POST", "/api/pcr", emt.cookie, { content: ours() });
    expect((await call("POST", `/api/pcr/${draft.id}/submit`, a.cookie)).json().message).toBe(
      PCR_MESSAGES.submitNotClosed,
    );
    // The crew member who is no reviewer may not submit.
    expect((await call("POST", `/api/pcr/${closed.id}/submit`, emt.cookie)).statusCode).toBe(403);
  });

  it(
    "is accepted by the state: submitted, processing, then its status read back as imported",
    async () => {
      const closed = await closedReport();
      const queued = await expectCall<Report>(200, "POST", `/api/pcr/${closed.id}/submit`, a.cookie);
      expect(queued.submission).toMatchObject({ state: "queued", attempts: 0 });
      const before = state.received.length;

      await runPcrSubmissionsOnce(worker());
      const processing = await open(closed.id);
      expect(processing.submission).toMatchObject({ state: "processing", statusCode: 0, attempts: 1 });
      // The next poll is due later: move it to now, as time passing would.
      await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
        tx.update(pcrSubmissions).set({ nextAttemptAt: new Date() }).where(eq(pcrSubmissions.id, closed.id)),
      );
      await runPcrSubmissionsOnce(worker(), new Date(Date.now() + 1000));
      await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
        tx.update(pcrSubmissions).set({ nextAttemptAt: new Date() }).where(eq(pcrSubmissions.id, closed.id)),
      );
      await runPcrSubmissionsOnce(worker(), new Date(Date.now() + 2000));
      const accepted = await open(closed.id);
      expect(accepted.submission).toMatchObject({
        state: "accepted",
        statusCode: 1,
        reportVersion: closed.version,
      });
      expect(accepted.submission?.messages).toEqual(["The state answered 1: Successful import of a file"]);

      const calls = state.received.slice(before);
      expect(calls.map((r) => r.operation)).toEqual(["SubmitData", "RetrieveStatus", "RetrieveStatus"]);
      // The file the state received is the report's EMSDataSet, valid as the standard judges it.
      const file = String(calls[0].payload);
      expect(file).toContain(`UUID="${closed.id}"`);
      await expectStandardMet(`<?xml version="1.0" encoding="UTF-8"?>\n${file}`, "EMS");
      // Nothing more to send: another round takes nothing.
      expect(await runPcrSubmissionsOnce(worker(), new Date(Date.now() + 3_600_000))).toBe(0);

      const list = await expectCall<Json[]>(200, "GET", "/api/pcr", a.cookie);
      expect(list.find((r) => r.id === closed.id)?.submissionState).toBe("accepted");
    },
    JAVA_TIMEOUT,
  );

  it("shows the state's refusal with its finding", async () => {
    const closed = await closedReport({ narrative: `Narrative ${REJECT_MARKER}` });
    await expectCall(200, "POST", `/api/pcr/${closed.id}/submit`, a.cookie);
    for (let i = 0; i < 4; i++) {
      await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
        tx.update(pcrSubmissions).set({ nextAttemptAt: new Date() }).where(eq(pcrSubmissions.id, closed.id)),
      );
      await runPcrSubmissionsOnce(worker(), new Date(Date.now() + 1000));
    }
    const rejected = await open(closed.id);
    expect(rejected.submission).toMatchObject({ state: "rejected" });
    expect(JSON.stringify(rejected.submission?.messages)).toContain(REJECT_MARKER);
  });

  it("submits by itself on close when the agency says so, and tries an unreachable state again later", async () => {
    await expectCall(200, "PUT", "/api/pcr/settings", a.cookie, {
      submitOnClose: true,
      endpoint: "http://127.0.0.1:9/nemsis",
    });
    const closed = await closedReport();
    expect(closed.submission).toMatchObject({ state: "queued" });
    const now = new Date();
    await runPcrSubmissionsOnce(worker(), now);
    const waiting = await open(closed.id);
    expect(waiting.submission).toMatchObject({ state: "queued", attempts: 1 });
    expect(new Date(String(waiting.submission?.nextAttemptAt)).getTime()).toBeGreaterThan(now.getTime());
    expect(String(waiting.submission?.messages[0])).toMatch(/could not be reached|reach/i);
    // Not due yet: the next round leaves it.
    expect(await runPcrSubmissionsOnce(worker(), now)).toBe(0);
    await expectCall(200, "PUT", "/api/pcr/settings", a.cookie, {
      submitOnClose: false,
      endpoint: state.url,
    });
  });
});
