/**
 * The printable incident report (pdfkit, in the compliance reports' style): the agency's name and logo,
 * the report's facts, its NFIRS Basic data and NERIS type, casualties and loss, responders, apparatus,
 * the description and the narrative, with numbered page footers.
 */
import {
  INCIDENT_PRIORITY_LABELS,
  INCIDENT_STATUS_LABELS,
  INCIDENT_TYPE_LABELS,
  type Incident,
} from "@rollcall/shared/incidents";
import { nerisIncidentTypeLabel } from "@rollcall/shared/neris/crosswalk";
import {
  AID_GIVEN_RECEIVED_LABELS,
  type AidGivenReceived,
  isNfirsIncidentType,
  nfirsLabel,
} from "@rollcall/shared/nfirs";
import {
  contentWidth,
  type Doc,
  ensureRoom,
  FONT,
  footerOnEveryPage,
  INK,
  MARGIN,
  MUTED,
  NAVY,
  newDocument,
  pdfBuffer,
  rule,
  STRIPE,
} from "../../lib/pdf";
import { displayDate, displayDateTime, personName } from "./incidents.queries";

export type PdfContext = {
  agencyName: string;
  timeZone: string;
  /** PNG or JPEG bytes of the agency's logo, when it has one stored. */
  logo: Buffer | null;
  generatedAt: Date;
};

function heading(doc: Doc, text: string) {
  ensureRoom(doc, 60);
  doc.moveDown(0.8);
  doc.font(FONT.bold).fontSize(12).fillColor(NAVY).text(text, MARGIN, doc.y);
  const y = doc.y + 3;
  rule(doc, y, 0.75);
  doc.y = y + 8;
}

/** Label / value pairs in two columns (label above value), striped by row, breaking across pages. */
function facts(doc: Doc, pairs: [string, string][]) {
  const columnWidth = contentWidth(doc) / 2;
  const pad = 6;
  const textWidth = columnWidth - 2 * pad;
  for (let i = 0; i < pairs.length; i += 2) {
    const row = pairs.slice(i, i + 2);
    const heights = row.map(([label, value]) => {
      const labelHeight = doc.font(FONT.bold).fontSize(8).heightOfString(label, { width: textWidth });
      const valueHeight = doc
        .font(FONT.regular)
        .fontSize(10)
        .heightOfString(value || "-", { width: textWidth });
      return labelHeight + 2 + valueHeight;
    });
    const height = Math.max(...heights) + 2 * pad;
    ensureRoom(doc, height);
    const y = doc.y;
    if ((i / 2) % 2 === 0) doc.rect(MARGIN, y, contentWidth(doc), height).fill(STRIPE);
    row.forEach(([label, value], column) => {
      const x = MARGIN + column * columnWidth + pad;
      doc
        .font(FONT.bold)
        .fontSize(8)
        .fillColor(MUTED)
        .text(label.toUpperCase(), x, y + pad, {
          width: textWidth,
          characterSpacing: 0.3,
        });
      doc
        .font(FONT.regular)
        .fontSize(10)
        .fillColor(value ? INK : MUTED)
        .text(value || "Not recorded", x, doc.y + 2, { width: textWidth });
    });
    doc.y = y + height;
  }
}

function paragraph(doc: Doc, text: string, colour = INK) {
  doc.font(FONT.regular).fontSize(10).fillColor(colour);
  doc.text(text, MARGIN, doc.y, { width: contentWidth(doc), lineGap: 2 });
}

function list(doc: Doc, items: string[], empty: string) {
  if (!items.length) return paragraph(doc, empty, MUTED);
  paragraph(doc, items.join("  ·  "));
}

function header(doc: Doc, incident: Incident, ctx: PdfContext) {
  let textX = MARGIN;
  if (ctx.logo) {
    try {
      doc.image(ctx.logo, MARGIN, MARGIN, { fit: [52, 52], align: "center", valign: "center" });
      textX = MARGIN + 64;
    } catch {
      // An unreadable logo leaves the header text-only rather than failing the report.
    }
  }
  const width = doc.page.width - MARGIN - textX;
  doc.font(FONT.bold).fontSize(18).fillColor(NAVY).text(ctx.agencyName, textX, MARGIN, { width });
  doc
    .font(FONT.regular)
    .fontSize(11)
    .fillColor(MUTED)
    .text(`Incident Report #${incident.incidentNumber}`, textX, doc.y, { width });
  const y = Math.max(doc.y, ctx.logo ? MARGIN + 52 : 0) + 10;
  rule(doc, y);
  doc.y = y + 14;

  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor(INK)
    .text(INCIDENT_TYPE_LABELS[incident.incidentType], MARGIN, doc.y, { width: contentWidth(doc) });
  doc
    .font(FONT.regular)
    .fontSize(10.5)
    .fillColor(MUTED)
    .text(
      `${INCIDENT_STATUS_LABELS[incident.status]} · ${INCIDENT_PRIORITY_LABELS[incident.priority]} priority · ${incident.location}`,
      { width: contentWidth(doc) },
    );
}

function responseTime(incident: Incident) {
  if (!incident.alarmAt || !incident.arrivalAt) return "";
  const seconds = Math.round((Date.parse(incident.arrivalAt) - Date.parse(incident.alarmAt)) / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s (alarm to arrival)`;
}

export async function incidentPdf(incident: Incident, ctx: PdfContext): Promise<Buffer> {
  const moment = (iso: string | null) => (iso ? displayDateTime(new Date(iso), ctx.timeZone) : "");
  const doc = await newDocument({
    size: "LETTER",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Incident Report ${incident.incidentNumber} - ${ctx.agencyName}`,
      Author: ctx.agencyName,
      Subject: `${INCIDENT_TYPE_LABELS[incident.incidentType]} at ${incident.location}`,
      Creator: "Rollcall",
    },
  });

  header(doc, incident, ctx);

  heading(doc, "Report");
  facts(doc, [
    ["Incident number", incident.incidentNumber],
    ["Incident type", INCIDENT_TYPE_LABELS[incident.incidentType]],
    ["Incident date", moment(incident.incidentDate)],
    ["Report date", displayDate(incident.reportDate)],
    ["Status", INCIDENT_STATUS_LABELS[incident.status]],
    ["Priority", INCIDENT_PRIORITY_LABELS[incident.priority]],
    ["Reporting officer", personName(incident.reportingOfficer)],
    ["Completed", moment(incident.completedAt)],
    ["Location", incident.location],
  ]);

  heading(doc, "NFIRS Basic data");
  if (!isNfirsIncidentType(incident.incidentType))
    paragraph(doc, "Fire inspections and training exercises are not NFIRS incidents.", MUTED);
  else
    facts(doc, [
      ["Incident type code (C)", nfirsLabel(incident.nfirsCode, "type")],
      ["NERIS incident type", nerisIncidentTypeLabel(incident.nerisIncidentType)],
      ["Alarm time (E1)", moment(incident.alarmAt)],
      ["Arrival time (E1)", moment(incident.arrivalAt)],
      ["Last unit cleared (E1)", moment(incident.lastUnitClearedAt)],
      ["Response time", responseTime(incident)],
      ["Primary action (F)", nfirsLabel(incident.actionTaken, "action")],
      ["Property use (J)", nfirsLabel(incident.propertyUse, "property")],
      [
        "Aid given or received (D)",
        incident.aidGivenReceived
          ? `${incident.aidGivenReceived} ${AID_GIVEN_RECEIVED_LABELS[incident.aidGivenReceived as AidGivenReceived] ?? ""}`.trim()
          : "",
      ],
    ]);

  heading(doc, "Casualties and loss");
  facts(doc, [
    ["Injuries", String(incident.injuries)],
    ["Fatalities", String(incident.fatalities)],
    ["Property damage", `$${incident.propertyDamage.toLocaleString("en-US")}`],
  ]);

  heading(doc, `Responders (${incident.responders.length})`);
  list(doc, incident.responders.map(personName), "No responders recorded.");

  heading(doc, `Apparatus (${incident.apparatus.length || incident.unitsResponded.length})`);
  list(
    doc,
    incident.apparatus.length ? incident.apparatus.map((a) => a.name) : incident.unitsResponded,
    "No apparatus recorded.",
  );

  heading(doc, "Description");
  paragraph(doc, incident.description);

  heading(doc, "Narrative");
  paragraph(
    doc,
    incident.narrativeSummary || "No narrative written.",
    incident.narrativeSummary ? INK : MUTED,
  );

  // Signature lines (NFIRS section M: officer in charge and member making the report).
  ensureRoom(doc, 80);
  doc.moveDown(2.5);
  const y = doc.y + 20;
  const half = (contentWidth(doc) - 30) / 2;
  for (const [i, label] of ["Officer in charge", "Member making the report"].entries()) {
    const x = MARGIN + i * (half + 30);
    doc
      .moveTo(x, y)
      .lineTo(x + half, y)
      .lineWidth(0.75)
      .strokeColor(MUTED)
      .stroke();
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, x, y + 4, { width: half });
  }

  footerOnEveryPage(
    doc,
    (page, count) =>
      `${ctx.agencyName} · Incident Report #${incident.incidentNumber} · Printed ${displayDateTime(ctx.generatedAt, ctx.timeZone)} · Page ${page} of ${count}`,
  );
  return pdfBuffer(doc);
}
