/**
 * Printable PDF reports (pdfkit): each section starts on its own page under the agency's name, the report
 * title and the date; tables repeat their header row on every page; the footer numbers the pages.
 */
import { CERTIFICATION_STATE_LABELS } from "@rollcall/shared/compliance";
import { ROLE_LABELS } from "@rollcall/shared/roles";
import {
  type Column,
  type Doc,
  finishReport,
  MARGIN,
  MUTED,
  NAVY,
  paragraph,
  table as pdfTable,
  reportDocument,
  reportHeader,
  STRIPE,
} from "../../lib/pdf";
import { displayDate } from "./compliance.queries";
import {
  auditLines,
  certificationTypes,
  memberSummaries,
  type ReportData,
  requiredForLabel,
} from "./reports.service";

const STATUS_COLOURS: Record<string, string> = {
  Current: "#15803D",
  Active: "#15803D",
  "Expiring Soon": "#A16207",
  Expired: "#B91C1C",
  Missing: "#B91C1C",
};

const newDocument = (title: string, data: ReportData) => reportDocument(title, data.agencyName);

/** The top of every section page: agency, report title, date, then the section's heading. */
function sectionPage(doc: Doc, title: string, data: ReportData, heading: string, first = false) {
  if (!first) doc.addPage();
  reportHeader(doc, data.agencyName, `${title} · ${displayDate(data.today)}`);
  doc.font("Helvetica-Bold").fontSize(14).fillColor("#111827").text(heading, MARGIN);
  doc.moveDown(0.6);
}

function scoreBlock(doc: Doc, data: ReportData) {
  const { score } = data;
  paragraph(doc, "Compliance score", { size: 10, colour: MUTED });
  paragraph(doc, score.percent === null ? "No certifications recorded" : `${score.percent}%`, {
    bold: true,
    size: 28,
    colour: NAVY,
  });
  paragraph(doc, `${score.current} of ${score.total} certifications are current`, { colour: MUTED });
  // The progress bar.
  const width = doc.page.width - 2 * MARGIN;
  const y = doc.y + 6;
  doc.roundedRect(MARGIN, y, width, 8, 4).fill(STRIPE);
  if (score.percent) doc.roundedRect(MARGIN, y, (width * score.percent) / 100, 8, 4).fill(NAVY);
  doc.y = y + 22;
}

/** The report's tables, status cells in their colours. */
const table = (doc: Doc, columns: Column[], rows: string[][], empty: string) =>
  pdfTable(doc, columns, rows, empty, { colours: STATUS_COLOURS });

const finish = (doc: Doc, title: string, data: ReportData) =>
  finishReport(doc, data.agencyName, title, displayDate(data.today));

const pct = (value: number | null) => (value === null ? "-" : `${value}%`);

/** Certification Summary: the score and certifications by name, then every member's standing. */
export async function summaryPdf(data: ReportData): Promise<Buffer> {
  const title = "Certification Summary";
  const doc = await newDocument(title, data);
  sectionPage(doc, title, data, "Overview", true);
  scoreBlock(doc, data);
  table(
    doc,
    [
      { header: "Total Certifications", width: 128 },
      { header: "Active", width: 128 },
      { header: "Expiring Soon", width: 128 },
      { header: "Expired", width: 128 },
    ],
    [
      [
        String(data.certifications.length),
        String(data.counts.active),
        String(data.counts.expiring),
        String(data.counts.expired),
      ],
    ],
    "",
  );
  doc.moveDown(1.2);
  paragraph(doc, "By certification", { bold: true, size: 12 });
  doc.moveDown(0.4);
  table(
    doc,
    [
      { header: "Certification", width: 192 },
      { header: "Holders", width: 80, align: "right" },
      { header: "Current", width: 80, align: "right" },
      { header: "Expiring Soon", width: 80, align: "right" },
      { header: "Expired", width: 80, align: "right" },
    ],
    certificationTypes(data).map((t) => [
      t.name,
      String(t.holders),
      String(t.current),
      String(t.expiring),
      String(t.expired),
    ]),
    "No certifications recorded.",
  );

  sectionPage(doc, title, data, "By team member");
  table(
    doc,
    [
      { header: "Team Member", width: 142 },
      { header: "Role", width: 70 },
      { header: "Certifications", width: 75, align: "right" },
      { header: "Current", width: 55, align: "right" },
      { header: "Expiring Soon", width: 70, align: "right" },
      { header: "Expired", width: 50, align: "right" },
      { header: "Compliance", width: 50, align: "right" },
    ],
    memberSummaries(data).map((m) => [
      m.name,
      ROLE_LABELS[m.role],
      String(m.total),
      String(m.current),
      String(m.expiring),
      String(m.expired),
      pct(m.percent),
    ]),
    "No team members.",
  );
  return finish(doc, title, data);
}

/** Compliance Audit: the score and the requirements, each member against them, and what needs action. */
export async function auditPdf(data: ReportData): Promise<Buffer> {
  const title = "Compliance Audit";
  const doc = await newDocument(title, data);
  const lines = auditLines(data);

  sectionPage(doc, title, data, "Summary", true);
  scoreBlock(doc, data);
  paragraph(doc, "Required certifications", { bold: true, size: 12 });
  doc.moveDown(0.4);
  table(
    doc,
    [
      { header: "Certification", width: 172 },
      { header: "Required For", width: 100 },
      { header: "Members", width: 80, align: "right" },
      { header: "Meeting It", width: 80, align: "right" },
      { header: "Compliance", width: 80, align: "right" },
    ],
    data.requirements.map((r) => {
      const relevant = lines.filter(
        (l) =>
          l.requirement.toLowerCase() === r.name.toLowerCase() &&
          (r.role === null || l.member.role === r.role),
      );
      const met = relevant.filter((l) => l.status === "Current" || l.status === "Expiring Soon").length;
      return [
        r.name,
        requiredForLabel(r.role),
        String(relevant.length),
        String(met),
        pct(relevant.length ? Math.round((met / relevant.length) * 100) : null),
      ];
    }),
    "The agency has not marked any certification as required.",
  );

  sectionPage(doc, title, data, "Team members against their requirements");
  table(
    doc,
    [
      { header: "Team Member", width: 130 },
      { header: "Role", width: 70 },
      { header: "Required Certification", width: 130 },
      { header: "Status", width: 82, colour: true },
      { header: "Expiration", width: 100 },
    ],
    lines.map((l) => [
      l.member.name,
      ROLE_LABELS[l.member.role],
      l.requirement,
      l.status,
      l.expirationDate ? displayDate(l.expirationDate) : "-",
    ]),
    "No requirements apply to any team member.",
  );

  sectionPage(doc, title, data, "Certifications needing action");
  table(
    doc,
    [
      { header: "Certification", width: 130 },
      { header: "Team Member", width: 130 },
      { header: "Expiration", width: 90 },
      { header: "Days", width: 50, align: "right" },
      { header: "Status", width: 112, colour: true },
    ],
    data.certifications
      .filter((c) => c.displayState !== "active")
      .map((c) => [
        c.name,
        c.holderName,
        displayDate(c.expirationDate),
        String(c.daysUntilExpiration),
        CERTIFICATION_STATE_LABELS[c.displayState],
      ]),
    "No certification is expired or expiring in the next 30 days.",
  );
  return finish(doc, title, data);
}
