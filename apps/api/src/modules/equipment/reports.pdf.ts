/**
 * Printable PDF reports (pdfkit): each section starts under the agency's name, the report title and the
 * date; tables break across pages and repeat their header row; the footer numbers the pages.
 */
import {
  EQUIPMENT_STATUS_LABELS,
  EQUIPMENT_STATUSES,
  type EquipmentStatus,
  isReady,
  MAINTENANCE_STATE_LABELS,
  needsMaintenance,
} from "@rollcall/shared/equipment";
import { formatCents } from "@rollcall/shared/money";
import {
  type Column,
  contentWidth,
  type Doc,
  FONT,
  fitColumns,
  heading,
  MARGIN,
  MUTED,
  NAVY,
  paragraph,
  table as pdfTable,
  percentBlock,
  percentText,
  STRIPE,
  startReport,
} from "../../lib/pdf";
import { displayDate } from "./equipment.queries";
import {
  bySchedule,
  costAnalysis,
  maintenanceEvents,
  type ReportData,
  readinessByType,
  typeLabel,
} from "./reports.service";

/** Status and band colours, as on the screen. */
const COLOURS: Record<string, string> = {
  Available: "#15803D",
  "In Service": "#0369A1",
  Maintenance: "#A16207",
  "Out of Service": "#B91C1C",
  Overdue: "#B91C1C",
  "Due Soon": "#A16207",
  Upcoming: "#0369A1",
  Current: "#15803D",
  Completed: "#15803D",
  "Not Scheduled": MUTED,
};

const newReport = (title: string, data: ReportData, layout: "portrait" | "landscape" = "portrait") =>
  startReport(title, data.agencyName, displayDate(data.today), layout);

/** The report's tables: widths given as proportions of the page, status cells in their colours. */
const table = (
  doc: Doc,
  proportions: Column[],
  rows: string[][],
  empty: string,
  options: { fontSize?: number; totalRow?: boolean } = {},
) => pdfTable(doc, fitColumns(doc, proportions), rows, empty, { ...options, colours: COLOURS, spaced: true });

/** A row of headline figures (label above, value below). */
function figures(doc: Doc, items: { label: string; value: string; colour?: string }[]) {
  const width = contentWidth(doc) / items.length;
  const y = doc.y;
  items.forEach((item, i) => {
    const x = MARGIN + i * width;
    doc.roundedRect(x + 2, y, width - 4, 52, 4).fill(STRIPE);
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(MUTED)
      .text(item.label, x + 10, y + 9, { width: width - 20, lineBreak: false });
    doc
      .font(FONT.bold)
      .fontSize(18)
      .fillColor(item.colour ?? NAVY)
      .text(item.value, x + 10, y + 24, { width: width - 20, lineBreak: false });
  });
  doc.y = y + 66;
}

function readinessBlock(doc: Doc, data: ReportData) {
  const { readiness } = data;
  percentBlock(doc, {
    label: "Fleet readiness",
    figure: readiness.percent === null ? "No equipment registered" : `${readiness.percent}%`,
    sentence: `${readiness.ready} of ${readiness.total} items available or in service`,
    // The bar, split by status.
    shares: EQUIPMENT_STATUSES.map((status) => ({
      fraction: readiness.total ? readiness.counts[status] / readiness.total : 0,
      colour: COLOURS[EQUIPMENT_STATUS_LABELS[status]],
    })),
  });
}

const date = (value: string | null) => (value ? displayDate(value) : "-");
const countOf = (data: ReportData, status: EquipmentStatus) => String(data.readiness.counts[status]);

/** Equipment Inventory: the counts, then every item with its status and maintenance dates. */
export async function inventoryPdf(data: ReportData): Promise<Buffer> {
  const title = "Equipment Inventory";
  const report = await newReport(title, data, "landscape");
  const { doc } = report;
  report.section("Summary");
  const need = data.items.filter((i) => needsMaintenance(i.maintenanceState)).length;
  figures(doc, [
    { label: "Total", value: String(data.items.length) },
    { label: "Available", value: countOf(data, "available"), colour: COLOURS.Available },
    { label: "In Service", value: countOf(data, "in_service"), colour: COLOURS["In Service"] },
    { label: "Need Maintenance", value: String(need), colour: COLOURS.Overdue },
    { label: "Fleet Readiness", value: percentText(data.readiness.percent) },
  ]);
  heading(doc, "Equipment");
  table(
    doc,
    [
      { header: "Equipment", width: 96 },
      { header: "Type", width: 80 },
      { header: "Model", width: 106 },
      { header: "Serial Number", width: 112 },
      { header: "Location", width: 58 },
      { header: "Status", width: 66, colour: true },
      { header: "Last Maint.", width: 64 },
      { header: "Next Maint.", width: 64 },
      { header: "Maintenance", width: 70, colour: true },
    ],
    data.items.map((i) => [
      i.name,
      typeLabel(i.type),
      i.model ?? "-",
      i.serialNumber ?? "-",
      i.location ?? "-",
      EQUIPMENT_STATUS_LABELS[i.status],
      date(i.lastMaintenanceDate),
      date(i.nextMaintenanceDate),
      MAINTENANCE_STATE_LABELS[i.maintenanceState],
    ]),
    "No equipment registered.",
    { fontSize: 8.5 },
  );
  return report.finish();
}

/** Maintenance Report: the schedule (overdue first), what is not scheduled, and the completed services. */
export async function maintenancePdf(data: ReportData): Promise<Buffer> {
  const title = "Maintenance Report";
  const report = await newReport(title, data);
  const { doc } = report;
  const scheduled = bySchedule(data.items).filter((i) => i.nextMaintenanceDate);
  const count = (state: string) => String(scheduled.filter((i) => i.maintenanceState === state).length);
  report.section("Schedule");
  figures(doc, [
    { label: "Overdue", value: count("overdue"), colour: COLOURS.Overdue },
    { label: "Due Soon (7 days)", value: count("due_soon"), colour: COLOURS["Due Soon"] },
    { label: "Upcoming (30 days)", value: count("upcoming"), colour: COLOURS.Upcoming },
    { label: "Current", value: count("current"), colour: COLOURS.Current },
  ]);
  table(
    doc,
    [
      { header: "Next Maintenance", width: 95 },
      { header: "Days", width: 45, align: "right" },
      { header: "Maintenance", width: 80, colour: true },
      { header: "Equipment", width: 130 },
      { header: "Location", width: 80 },
      { header: "Status", width: 82, colour: true },
    ],
    scheduled.map((i) => [
      date(i.nextMaintenanceDate),
      String(i.daysUntilMaintenance),
      MAINTENANCE_STATE_LABELS[i.maintenanceState],
      i.name,
      i.location ?? "-",
      EQUIPMENT_STATUS_LABELS[i.status],
    ]),
    "No maintenance scheduled",
  );
  const unscheduled = data.items.filter((i) => !i.nextMaintenanceDate);
  if (unscheduled.length) {
    heading(doc, "Not scheduled");
    table(
      doc,
      [
        { header: "Equipment", width: 180 },
        { header: "Type", width: 100 },
        { header: "Last Maintenance", width: 110 },
        { header: "Status", width: 100, colour: true },
      ],
      unscheduled.map((i) => [
        i.name,
        typeLabel(i.type),
        date(i.lastMaintenanceDate),
        EQUIPMENT_STATUS_LABELS[i.status],
      ]),
      "",
    );
  }

  report.section("Completed maintenance");
  const completed = maintenanceEvents(data)
    .filter((e) => e.kind === "Completed")
    .reverse();
  const total = completed.reduce((sum, e) => sum + (e.record?.costCents ?? 0), 0);
  paragraph(
    doc,
    `${completed.length} service${completed.length === 1 ? "" : "s"} recorded · ${formatCents(total)} in total`,
    { colour: MUTED },
  );
  doc.moveDown(0.6);
  table(
    doc,
    [
      { header: "Date", width: 80 },
      { header: "Equipment", width: 110 },
      { header: "Notes", width: 170 },
      { header: "Cost", width: 70, align: "right" },
      { header: "Performed By", width: 82 },
    ],
    completed.map((e) => [
      date(e.date),
      e.item.name,
      e.record?.notes ?? "-",
      formatCents(e.record?.costCents ?? 0),
      e.record?.performedByName ?? "-",
    ]),
    "No maintenance has been recorded yet.",
  );
  return report.finish();
}

/** Fleet Readiness: the percentage and status counts, readiness per type, and what is not ready. */
export async function readinessPdf(data: ReportData): Promise<Buffer> {
  const title = "Fleet Readiness";
  const report = await newReport(title, data);
  const { doc } = report;
  report.section("Readiness");
  readinessBlock(doc, data);
  figures(
    doc,
    EQUIPMENT_STATUSES.map((s) => ({
      label: EQUIPMENT_STATUS_LABELS[s],
      value: countOf(data, s),
      colour: COLOURS[EQUIPMENT_STATUS_LABELS[s]],
    })),
  );
  heading(doc, "By type");
  table(
    doc,
    [
      { header: "Type", width: 110 },
      { header: "Total", width: 50, align: "right" },
      { header: "Available", width: 62, align: "right" },
      { header: "In Service", width: 62, align: "right" },
      { header: "Maint.", width: 50, align: "right" },
      { header: "Out of Svc.", width: 62, align: "right" },
      { header: "Readiness", width: 66, align: "right" },
    ],
    readinessByType(data).map((t) => [
      t.label,
      String(t.readiness.total),
      String(t.readiness.counts.available),
      String(t.readiness.counts.in_service),
      String(t.readiness.counts.maintenance),
      String(t.readiness.counts.out_of_service),
      percentText(t.readiness.percent),
    ]),
    "No equipment registered.",
    { totalRow: true },
  );
  heading(doc, "Not ready");
  table(
    doc,
    [
      { header: "Equipment", width: 140 },
      { header: "Type", width: 80 },
      { header: "Location", width: 90 },
      { header: "Status", width: 90, colour: true },
      { header: "Next Maintenance", width: 100 },
    ],
    data.items
      .filter((i) => !isReady(i.status))
      .map((i) => [
        i.name,
        typeLabel(i.type),
        i.location ?? "-",
        EQUIPMENT_STATUS_LABELS[i.status],
        date(i.nextMaintenanceDate),
      ]),
    "Every item is available or in service.",
  );
  heading(doc, "Maintenance overdue or due soon");
  table(
    doc,
    [
      { header: "Equipment", width: 140 },
      { header: "Status", width: 90, colour: true },
      { header: "Next Maintenance", width: 100 },
      { header: "Days", width: 50, align: "right" },
      { header: "Maintenance", width: 100, colour: true },
    ],
    bySchedule(data.items)
      .filter((i) => needsMaintenance(i.maintenanceState))
      .map((i) => [
        i.name,
        EQUIPMENT_STATUS_LABELS[i.status],
        date(i.nextMaintenanceDate),
        String(i.daysUntilMaintenance),
        MAINTENANCE_STATE_LABELS[i.maintenanceState],
      ]),
    "No maintenance is overdue or due in the next 7 days.",
  );
  return report.finish();
}

/** Cost Analysis: totals, then spending per type, per month and per item. */
export async function costsPdf(data: ReportData): Promise<Buffer> {
  const title = "Cost Analysis";
  const report = await newReport(title, data);
  const { doc } = report;
  const analysis = costAnalysis(data);
  report.section("Maintenance spending");
  figures(doc, [
    { label: "Total Cost", value: formatCents(analysis.total.totalCents) },
    { label: "Services", value: String(analysis.total.services) },
    { label: "Average per Service", value: formatCents(analysis.total.averageCents) },
  ]);
  const costColumns = (first: string): Column[] => [
    { header: first, width: 150 },
    { header: "Services", width: 60, align: "right" },
    { header: "Total Cost", width: 90, align: "right" },
    { header: "Average", width: 90, align: "right" },
    { header: "Last Service", width: 90 },
  ];
  const costRow = (l: (typeof analysis.byItem)[number], label = l.label) => [
    label,
    String(l.services),
    formatCents(l.totalCents),
    formatCents(l.averageCents),
    date(l.lastService),
  ];
  heading(doc, "By type");
  table(
    doc,
    costColumns("Type"),
    analysis.byType.map((l) => costRow(l)),
    "No equipment registered.",
  );
  heading(doc, "By month");
  table(
    doc,
    costColumns("Month"),
    analysis.byMonth.map((l) =>
      costRow(
        l,
        new Date(`${l.key}-01T00:00:00Z`).toLocaleDateString("en-US", {
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        }),
      ),
    ),
    "No maintenance has been recorded yet.",
  );
  heading(doc, "By equipment");
  table(
    doc,
    costColumns("Equipment"),
    analysis.byItem.map((l) => costRow(l)),
    "No equipment registered.",
  );
  return report.finish();
}
