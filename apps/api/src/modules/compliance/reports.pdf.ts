/**
 * Printable PDF reports (pdfkit): each section starts on its own page under the agency's name, the report
 * title and the date; tables repeat their header row on every page; the footer numbers the pages.
 */
import { CERTIFICATION_STATE_LABELS } from "@rollcall/shared/compliance";
import { ROLE_LABELS } from "@rollcall/shared/roles";
import {
  type Column,
  type Doc,
  NAVY,
  paragraph,
  table as pdfTable,
  percentBlock,
  percentText,
  startReport,
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

const newReport = (title: string, data: ReportData) =>
  startReport(title, data.agencyName, displayDate(data.today));

function scoreBlock(doc: Doc, data: ReportData) {
  const { score } = data;
  percentBlock(doc, {
    label: "Compliance score",
    figure: score.percent === null ? "No certifications recorded" : `${score.percent}%`,
    sentence: `${score.current} of ${score.total} certifications are current`,
    shares: [{ fraction: (score.percent ?? 0) / 100, colour: NAVY }],
  });
}

/** The report's tables, status cells in their colours. */
const table = (doc: Doc, columns: Column[], rows: string[][], empty: string) =>
  pdfTable(doc, columns, rows, empty, { colours: STATUS_COLOURS });

/** Certification Summary: the score and certifications by name, then every member's standing. */
export async function summaryPdf(data: ReportData): Promise<Buffer> {
  const title = "Certification Summary";
  const report = await newReport(title, data);
  const { doc } = report;
  report.section("Overview");
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

  report.section("By team member");
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
      percentText(m.percent),
    ]),
    "No team members.",
  );
  return report.finish();
}

/** Compliance Audit: the score and the requirements, each member against them, and what needs action. */
export async function auditPdf(data: ReportData): Promise<Buffer> {
  const title = "Compliance Audit";
  const report = await newReport(title, data);
  const { doc } = report;
  const lines = auditLines(data);

  report.section("Summary");
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
        percentText(relevant.length ? Math.round((met / relevant.length) * 100) : null),
      ];
    }),
    "The agency has not marked any certification as required.",
  );

  report.section("Team members against their requirements");
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

  report.section("Certifications needing action");
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
  return report.finish();
}
