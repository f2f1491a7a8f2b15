/**
 * Names and addresses outside Western European print as typed in every kind of PDF the app makes (an incident
 * report, an equipment label, a compliance report): read back by the PDF's own text (its fonts' ToUnicode maps)
 * and by poppler's pdftotext, as a reader or a records system would.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { hasPdftotext, pdfText, pdftotext } from "../test/files";
import { oneAgency } from "../test/world";

const AGENCY = "Straż Pożarna Wiśniowa";
const { a, officer, firefighter, call, expectCall } = oneAgency({
  agencyA: { agencyName: AGENCY },
  members: ["officer", "firefighter"],
  officer: { firstName: "Łukasz", lastName: "Nguyễn" },
  firefighter: { firstName: "芳", lastName: "王" },
});

async function incidentPdf() {
  const created = await expectCall<{ id: string }>(201, "POST", "/api/incidents", a.cookie, {
    incidentNumber: "W-1",
    incidentType: "medical",
    reportDate: "2026-03-02",
    incidentDate: "2026-03-02T09:30",
    location: "12 Wiśniowa St",
    description: "Fall at home",
    reportingOfficerId: officer.id,
    responderIds: [officer.id, firefighter.id],
    narrativeSummary: "Caller 王芳 (Fang Wang) met the crew at the door.",
  });
  const res = await call("GET", `/api/incidents/${created.id}/pdf`, a.cookie);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function labelPdf() {
  const item = await expectCall<{ id: string }>(201, "POST", "/api/equipment", a.cookie, {
    name: "Radio 王芳",
    type: "communication",
    serialNumber: "ŁN-1",
  });
  const res = await call("GET", `/api/equipment/${item.id}/label.pdf`, a.cookie);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function auditPdf() {
  await expectCall(201, "POST", "/api/compliance/required-certifications", a.cookie, {
    name: "CPR",
    role: "",
  });
  const res = await call("GET", "/api/compliance/reports/audit.pdf", a.cookie);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

const pdfs = {} as Record<"incident" | "label" | "audit", Buffer>;
beforeAll(async () => {
  Object.assign(pdfs, { incident: await incidentPdf(), label: await labelPdf(), audit: await auditPdf() });
});

/** pdftotext leaves out a space between two Chinese characters (Chinese is written without them). */
const withoutSpacesInChinese = (text: string) => text.replace(/(\p{Script=Han}) (?=\p{Script=Han})/gu, "$1");

const readers = [
  { name: "the PDF's own text", read: pdfText, same: (text: string) => text, skip: false },
  {
    name: "pdftotext",
    read: (pdf: Buffer) => pdftotext(pdf) ?? "",
    same: withoutSpacesInChinese,
    skip: !hasPdftotext,
  },
];

describe.each(readers)("PDFs read back by $name", ({ read, same, skip }) => {
  it.skipIf(skip)(
    "an incident report keeps a Polish address and Polish, Vietnamese and Chinese names",
    async () => {
      const text = read(pdfs.incident);
      for (const expected of [
        AGENCY,
        "12 Wiśniowa St",
        "Łukasz Nguyễn",
        "芳 王",
        "Caller 王芳 (Fang Wang) met the crew at the door.",
      ])
        expect(same(text)).toContain(same(expected));
      // The fonts are subsets: only the glyphs used travel with the report.
      expect(pdfs.incident.length).toBeLessThan(150_000);
    },
  );

  it.skipIf(skip)("an equipment label keeps the agency's and the item's names", async () => {
    const text = read(pdfs.label);
    for (const expected of ["STRAŻ POŻARNA WIŚNIOWA", "Radio 王芳", "S/N: ŁN-1"])
      expect(same(text)).toContain(same(expected));
    expect(pdfs.label.length).toBeLessThan(100_000);
  });

  it.skipIf(skip)("a compliance report keeps the members' names", async () => {
    const text = read(pdfs.audit);
    for (const expected of [AGENCY, "Łukasz Nguyễn", "芳 王"]) expect(same(text)).toContain(same(expected));
  });
});
