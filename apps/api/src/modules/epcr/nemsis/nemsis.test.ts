/**
 * The NEMSIS layer judged by the standard's own validators: xmllint against the v3.5.1 XSD and the national
 * Schematron through Saxon-HE (compiled once, files batched per Java run).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { NEMSIS_ELEMENTS } from "@rollcall/shared/epcr/codes";
import { missingForClose } from "@rollcall/shared/epcr/missing";
import { nemsisAgencySchema, pcrReportInputSchema } from "@rollcall/shared/epcr/report";
import { beforeAll, describe, expect, it } from "vitest";
import { demDataSetXml } from "./dem-dataset";
import { demoCallFixtures } from "./demo-calls";
import { type EmsExportReport, emsDataSetXml } from "./ems-dataset";
import {
  agencyFixture,
  cardiacArrestReport,
  chestPainReport,
  refusalReport,
  reportFixtures,
} from "./nemsis.fixtures";
import {
  compiledSchematron,
  isBlocking,
  type NemsisDataSet,
  type SchematronFinding,
  schematronMany,
  validateXsd,
} from "./validate";

const SAMPLES = fileURLToPath(new URL("./reference/samples/", import.meta.url));
const JAVA_TIMEOUT = 120_000;

const timed = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await run();
  console.log(`${what}: ${Math.round(performance.now() - started)} ms`);
  return result;
};
const blocking = (findings: SchematronFinding[]) => findings.filter(isBlocking);
const warnings = (findings: SchematronFinding[]) => findings.filter((f) => f.role === "[WARNING]");
const ids = (findings: SchematronFinding[]) => findings.map((f) => f.id);

async function expectXsdValid(xml: string, set: NemsisDataSet) {
  const result = await validateXsd(xml, set);
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
}

/** A copy of a report with some of its parts replaced. */
const variant = (report: EmsExportReport, change: (copy: EmsExportReport) => void): EmsExportReport => {
  const copy = structuredClone(report);
  change(copy);
  return copy;
};

beforeAll(async () => {
  await timed("compile the national Schematrons (EMS, DEM)", () =>
    Promise.all([compiledSchematron("EMS"), compiledSchematron("DEM")]),
  );
}, JAVA_TIMEOUT);

describe("the validation pipeline", () => {
  it(
    "passes the release's samples: XSD valid, no Schematron ERROR or FATAL",
    async () => {
      const files = (await fs.readdir(SAMPLES)).filter((f) => f.endsWith(".xml")).sort();
      const read = (f: string) => fs.readFile(path.join(SAMPLES, f), "utf8");
      const ems = await Promise.all(files.filter((f) => f.startsWith("EMS")).map(read));
      const dem = await Promise.all(files.filter((f) => f.startsWith("DEM")).map(read));
      expect(ems.length).toBe(2);
      expect(dem.length).toBe(1);
      for (const xml of ems) await expectXsdValid(xml, "EMS");
      for (const xml of dem) await expectXsdValid(xml, "DEM");
      const emsFindings = await timed("Schematron, 2 EMS samples", () => schematronMany(ems, "EMS"));
      const demFindings = await timed("Schematron, 1 DEM sample", () => schematronMany(dem, "DEM"));
      for (const findings of [...emsFindings, ...demFindings]) expect(blocking(findings)).toEqual([]);
      // The samples do draw warnings: proof the rules ran.
      expect(emsFindings.flat().length).toBeGreaterThan(0);
    },
    JAVA_TIMEOUT,
  );

  it("finds what the XSD refuses", async () => {
    const result = await validateXsd(
      '<EMSDataSet xmlns="http://www.nemsis.org"><Header/></EMSDataSet>',
      "EMS",
    );
    expect(result.valid).toBe(false);
    expect(result.errors.join("\n")).toContain("Header");
  });
});

describe("the shared shapes", () => {
  it("accept the fixtures", () => {
    expect(nemsisAgencySchema.safeParse(agencyFixture).error).toBeUndefined();
    for (const report of reportFixtures) expect(pcrReportInputSchema.safeParse(report).error).toBeUndefined();
  });

  it("take a draft with nothing in it, and refuse a code outside the XSD's list or a PN the element does not allow", () => {
    expect(pcrReportInputSchema.safeParse({}).success).toBe(true);
    expect(pcrReportInputSchema.safeParse({ response: { serviceType: "2205002" } }).success).toBe(false);
    expect(pcrReportInputSchema.safeParse({ patient: { age: { value: 40, pn: "8801029" } } }).success).toBe(
      true,
    );
    expect(pcrReportInputSchema.safeParse({ patient: { age: { pn: "8801019" } } }).success).toBe(false);
    expect(pcrReportInputSchema.safeParse({ times: { psapCall: { not: "7701003" } } }).success).toBe(true);
    expect(pcrReportInputSchema.safeParse({ times: { psapCall: { not: "7701002" } } }).success).toBe(false);
  });
});

describe("missingForClose", () => {
  it("finds nothing in the complete reports", () => {
    for (const report of reportFixtures) expect(missingForClose(report)).toEqual([]);
  });

  it("names an empty Mandatory or Required element; a NOT value or a pertinent negative fills it", () => {
    const draft = variant(chestPainReport, (r) => {
      delete r.times?.unitNotified;
      delete r.times?.psapCall;
      if (r.vitals?.[1]) delete r.vitals[1].heartRate;
    });
    expect(missingForClose(draft)).toEqual([
      {
        section: "times",
        element: "eTimes.01",
        label: "PSAP call time",
        message: "Required: enter it, or mark it Not Applicable or Not Recorded.",
      },
      {
        section: "times",
        element: "eTimes.03",
        label: "Unit notified by dispatch",
        message: "Required: enter it.",
      },
      {
        section: "vitals",
        element: "eVitals.10",
        label: "Vitals 2: Heart rate",
        message:
          "Required: enter it, or mark it Not Applicable, Not Recorded or with a pertinent negative (such as Refused or Unable to Complete).",
        index: 1,
      },
    ]);
    const marked = variant(draft, (r) => {
      if (r.times) r.times.psapCall = { not: "7701003" };
      if (r.vitals?.[1]) r.vitals[1].heartRate = { pn: "8801019" };
    });
    expect(missingForClose(marked).map((m) => m.element)).toEqual(["eTimes.03"]);
  });

  it("asks for a destination when the patient is transported, and for none when they refuse", () => {
    const noDestination = variant(chestPainReport, (r) => {
      if (r.disposition) delete r.disposition.facilityId;
    });
    expect(missingForClose(noDestination).map((m) => m.element)).toEqual([
      "eDisposition.01",
      "eDisposition.05",
      "eDisposition.06",
      "eDisposition.07",
    ]);
    expect(missingForClose(refusalReport)).toEqual([]);
    const refusedWithMode = variant(refusalReport, (r) => {
      if (r.disposition) r.disposition.transportMode = { value: "4217005" };
    });
    expect(missingForClose(refusedWithMode)).toEqual([
      expect.objectContaining({ element: "eDisposition.17", section: "disposition" }),
    ]);
  });

  it("asks for every National Mandatory or Required element a crew fills, when it applies", () => {
    // Every condition on: a transfer with patient contact and care, transported to a hospital, an MCI, a possible
    // injury, an arrest before EMS arrival with an AED shock and compressions, one empty entry of each list.
    const conditions = {
      response: { serviceType: "2205005" },
      scene: { massCasualty: { value: "9923003" } },
      situation: { possibleInjury: { value: "9922005" } },
      arrest: {
        status: { value: "3001003" },
        aedPriorUse: { value: "3007005" },
        resuscitationAttempted: { values: ["3003005"] },
      },
      disposition: {
        unitDisposition: "4227001",
        patientEvaluationCare: { value: "4228001" },
        transportDisposition: { value: "4230001" },
        destinationType: { value: "4221003" },
        activations: [{ activation: { value: "4224005" } }],
      },
      vitals: [{}],
      medications: [{}],
      procedures: [{}],
    } satisfies Parameters<typeof missingForClose>[0];
    const given = [
      "eResponse.05",
      "eScene.07",
      "eSituation.02",
      "eArrest.01",
      "eArrest.03",
      "eArrest.07",
      "eDisposition.27",
      "eDisposition.28",
      "eDisposition.30",
      "eDisposition.21",
      "eDisposition.24",
    ];
    // Written by the software (eRecord, the agency's number), deprecated (Gender), or the hospital's (eOutcome).
    const notTheCrews = [
      "eRecord.01",
      "eRecord.02",
      "eRecord.03",
      "eRecord.04",
      "eResponse.01",
      "ePatient.13",
    ];
    const asked = new Set([...missingForClose(conditions).map((m) => m.element), ...given, ...notTheCrews]);
    const national = Object.entries(NEMSIS_ELEMENTS)
      .filter(([name, e]) => name.startsWith("e") && !name.startsWith("eOutcome") && e.national)
      .filter(([, e]) => e.usage === "Mandatory" || e.usage === "Required")
      .map(([name]) => name);
    expect(national.filter((name) => !asked.has(name))).toEqual([]);
  });

  it("asks for the injury's cause and triage criteria when a patient cared for may be injured", () => {
    const injured = variant(chestPainReport, (r) => {
      if (r.situation) r.situation.possibleInjury = { value: "9922005" };
    });
    expect(missingForClose(injured).map((m) => m.element)).toEqual([
      "eInjury.01",
      "eInjury.03",
      "eInjury.04",
    ]);
  });

  it("asks for an activation's time unless it is No", () => {
    const activated = variant(chestPainReport, (r) => {
      if (r.disposition) r.disposition.activations = [{ activation: { value: "4224013" } }];
    });
    expect(missingForClose(activated)).toEqual([
      expect.objectContaining({
        element: "eDisposition.25",
        label: "Activation 1: time of the alert or activation",
      }),
    ]);
  });

  it("asks for the arrest's details only when eArrest.01 says arrest", () => {
    expect(missingForClose(chestPainReport).some((m) => m.section === "arrest")).toBe(false);
    const arrest = variant(cardiacArrestReport, (r) => {
      r.arrest = { status: { value: "3001005" } };
    });
    expect(
      missingForClose(arrest)
        .filter((m) => m.section === "arrest")
        .map((m) => m.element),
    ).toEqual([
      "eArrest.02",
      "eArrest.03",
      "eArrest.04",
      "eArrest.11",
      "eArrest.12",
      "eArrest.14",
      "eArrest.16",
      "eArrest.17",
      "eArrest.18",
      "eArrest.21",
    ]);
  });
});

describe("emsDataSetXml", () => {
  let files: string[];
  let findings: SchematronFinding[][];

  beforeAll(async () => {
    files = [
      emsDataSetXml(agencyFixture, reportFixtures),
      ...reportFixtures.map((r) => emsDataSetXml(agencyFixture, [r])),
    ];
    findings = await timed(`Schematron, ${files.length} EMSDataSets`, () => schematronMany(files, "EMS"));
  }, JAVA_TIMEOUT);

  it("writes the three reports valid against the XSD with no national Schematron ERROR or FATAL", async () => {
    for (const xml of files) await expectXsdValid(xml, "EMS");
    for (const list of findings) expect(blocking(list)).toEqual([]);
    console.log(
      `EMSDataSet warnings: all three ${warnings(findings[0]).length}; chest pain ${warnings(findings[1]).length}, ` +
        `cardiac arrest ${warnings(findings[2]).length}, refusal ${warnings(findings[3]).length}`,
      warnings(findings[0]).map((f) => `${f.id} ${f.text}`),
    );
  });

  it("refuses an empty range: the XSD wants at least one report", () => {
    expect(() => emsDataSetXml(agencyFixture, [])).toThrow("at least one patient care report");
  });

  it("writes the header, the software, NOT values and pertinent negatives as the standard has them", () => {
    const [all, chestPain, arrest, refusal] = files;
    expect(all).toContain('xmlns="http://www.nemsis.org"');
    expect(all.match(/<PatientCareReport UUID="/g)?.length).toBe(3);
    expect(all).toContain(`<PatientCareReport UUID="${chestPainReport.id}">`);
    expect(chestPain).toMatch(
      /<DemographicGroup>\s*<dAgency\.01>NC-0427<\/dAgency\.01>\s*<dAgency\.02>0427<\/dAgency\.02>\s*<dAgency\.04>37<\/dAgency\.04>/,
    );
    expect(chestPain).toMatch(/<eRecord\.02>Rollcall<\/eRecord\.02>\s*<eRecord\.03>Rollcall<\/eRecord\.03>/);
    const expected: [string, string, string][] = [
      [
        chestPain,
        '<eArrest.02 xsi:nil="true" NV="7701001"/>',
        "no arrest: its required elements Not Applicable",
      ],
      [chestPain, '<eMedications.03 CodeType="9924003">1191</eMedications.03>', "aspirin, an RxNorm code"],
      [
        chestPain,
        '<eHistory.06 xsi:nil="true" PN="8801013"/>',
        "no known drug allergy, a pertinent negative",
      ],
      [chestPain, '<eVitals.16 ETCO2Type="3340001">36</eVitals.16>', "ETCO2 in mmHg"],
      [
        arrest,
        '<eArrest.14 PN="8801029">2026-11-08T09:58:00-05:00</eArrest.14>',
        "an approximate time, value and PN",
      ],
      [arrest, '<eVitals.06 xsi:nil="true" PN="8801023"/>', "no blood pressure: Unable to Complete"],
      [arrest, "<eOther.17>image/png</eOther.17>", "a drawn signature, its file type"],
      [refusal, '<eDisposition.05 xsi:nil="true" NV="7701001"/>', "no transport: no destination"],
      [refusal, '<eMedications.03 xsi:nil="true" NV="7701001"/>', "no medications"],
      [refusal, '<eProcedures.03 xsi:nil="true" NV="7701001"/>', "no procedures"],
      [refusal, "<eDisposition.31>4231001</eDisposition.31>", "refused against medical advice"],
      [refusal, "<eInjury.01>W19.XXXA</eInjury.01>", "a possible injury: its cause"],
      [chestPain, '<eInjury.01 xsi:nil="true" NV="7701001"/>', "no possible injury: Not Applicable"],
    ];
    for (const [xml, piece, why] of expected) expect(xml, why).toContain(piece);
  });

  it(
    "an empty element missingForClose names is what the XSD or the Schematron flags",
    async () => {
      // Mandatory: the XSD refuses the file.
      const noUnitNotified = variant(chestPainReport, (r) => {
        delete r.times?.unitNotified;
      });
      expect(missingForClose(noUnitNotified).map((m) => m.element)).toEqual(["eTimes.03"]);
      const xsd = await validateXsd(emsDataSetXml(agencyFixture, [noUnitNotified]), "EMS");
      expect(xsd.valid).toBe(false);
      expect(xsd.errors.join("\n")).toContain("eTimes.03");

      // Conditional: the Schematron's rules for a transport without destination, an arrest without its
      // details, a refusal with a transport mode.
      const noDestination = variant(chestPainReport, (r) => {
        if (r.disposition) delete r.disposition.facilityId;
      });
      const arrestWithoutEtiology = variant(cardiacArrestReport, (r) => {
        if (r.arrest) delete r.arrest.etiology;
      });
      const refusedWithMode = variant(refusalReport, (r) => {
        if (r.disposition) r.disposition.transportMode = { value: "4217005" };
      });
      expect(missingForClose(arrestWithoutEtiology).map((m) => m.element)).toEqual(["eArrest.02"]);
      const [destination, etiology, mode] = await timed("Schematron, 3 incomplete reports", () =>
        schematronMany(
          [noDestination, arrestWithoutEtiology, refusedWithMode].map((r) =>
            emsDataSetXml(agencyFixture, [r]),
          ),
          "EMS",
        ),
      );
      expect(ids(destination)).toEqual(expect.arrayContaining(["nemSch_e160", "nemSch_e161", "nemSch_e163"]));
      expect(ids(etiology)).toContain("nemSch_e093");
      expect(ids(mode)).toContain("nemSch_e167");
    },
    JAVA_TIMEOUT,
  );
});

describe("the demo's twelve calls", () => {
  it("are twelve distinct reports, each with a vitals series and signatures, complete for close", () => {
    expect(demoCallFixtures).toHaveLength(12);
    expect(new Set(demoCallFixtures.map((r) => r.id)).size).toBe(12);
    expect(new Set(demoCallFixtures.map((r) => r.situation?.primaryImpression)).size).toBe(12);
    for (const report of demoCallFixtures) {
      expect(pcrReportInputSchema.safeParse(report).error, report.pcrNumber).toBeUndefined();
      expect(missingForClose(report), report.pcrNumber).toEqual([]);
      expect(report.vitals?.length, report.pcrNumber).toBeGreaterThanOrEqual(3);
      expect(report.signatures?.some((s) => s.image?.startsWith("data:image/png;base64,"))).toBe(true);
      expect(report.narrative?.length ?? 0, report.pcrNumber).toBeGreaterThan(200);
    }
    // The arrest: CPR, and circulation back before the hospital.
    expect(cardiacArrestReport.procedures?.map((p) => p.code)).toContainEqual({ value: "89666000" });
    expect(cardiacArrestReport.arrest?.rosc).toEqual({ values: ["3012005"] });
  });

  it(
    "are one EMSDataSet valid against the XSD with no national Schematron ERROR or FATAL",
    async () => {
      const xml = emsDataSetXml(agencyFixture, demoCallFixtures);
      expect(xml.match(/<PatientCareReport UUID="/g)?.length).toBe(12);
      await expectXsdValid(xml, "EMS");
      const [findings] = await timed("Schematron, the demo's 12 calls", () => schematronMany([xml], "EMS"));
      expect(blocking(findings)).toEqual([]);
      console.log(`The demo's calls: ${warnings(findings).length} warnings`, ids(warnings(findings)));
    },
    JAVA_TIMEOUT,
  );
});

describe("demDataSetXml", () => {
  it(
    "writes the agency, 2 vehicles, 3 personnel with their levels and 2 hospitals: XSD valid, no ERROR or FATAL",
    async () => {
      const xml = demDataSetXml(agencyFixture, new Date("2026-11-01T12:00:00Z"));
      await expectXsdValid(xml, "DEM");
      const [findings] = await timed("Schematron, 1 DEMDataSet", () => schematronMany([xml], "DEM"));
      expect(blocking(findings)).toEqual([]);
      console.log(
        `DEMDataSet warnings: ${warnings(findings).length}`,
        findings.map((f) => `${f.id} ${f.text}`),
      );
      expect(xml.match(/<dVehicle\.VehicleGroup /g)?.length).toBe(2);
      expect(xml.match(/<dPersonnel\.PersonnelGroup /g)?.length).toBe(3);
      expect(xml.match(/<dFacility\.FacilityGroup /g)?.length).toBe(2);
      expect(xml).toContain("<dPersonnel.24>9925007</dPersonnel.24>");
      expect(xml).toContain('<DemographicReport timeStamp="2026-11-01T12:00:00+00:00">');
      expect(xml).toContain("<dConfiguration.16>Medic 12</dConfiguration.16>");
      expect(xml).toContain('<dAgency.25 xsi:nil="true" NV="7701003"/>');
      // The same agency exports the same file.
      expect(demDataSetXml(agencyFixture, new Date("2026-11-01T12:00:00Z"))).toBe(xml);
    },
    JAVA_TIMEOUT,
  );
});
