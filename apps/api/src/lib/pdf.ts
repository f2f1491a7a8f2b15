/**
 * What every printable PDF (pdfkit) shares: the house colours and margin, the numbered footer on every
 * page, and collecting the document into one buffer. Each module draws its own content.
 */
import type PDFDocument from "pdfkit";
import { FONT, loadFonts, useEmbeddedFonts } from "./pdf-fonts";

export { FONT };
export type Doc = InstanceType<typeof PDFDocument>;

/**
 * A new document that draws with the embedded fonts (lib/pdf-fonts.ts). pdfkit and the fonts load on the first
 * PDF instead of when the server starts: it is about 27 MB of memory that an installation holds for good once
 * loaded, and most days nobody prints (docs/performance.md).
 */
export async function newDocument(options: PDFKit.PDFDocumentOptions): Promise<Doc> {
  const [{ default: PDFKitDocument }] = await Promise.all([import("pdfkit"), loadFonts()]);
  return useEmbeddedFonts(new PDFKitDocument(options));
}

export const NAVY = "#3B4B6B";
export const MUTED = "#5B6475";
export const BORDER = "#DDE2EA";
export const STRIPE = "#F1F4F9";
export const INK = "#111827";
export const MARGIN = 50;

export const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** One centred footer line on every buffered page (the document needs `bufferPages: true`). */
export function footerOnEveryPage(doc: Doc, line: (page: number, count: number) => string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    // Writing into the bottom margin must not start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(MUTED)
      .text(line(i + 1, count), MARGIN, doc.page.height - MARGIN + 10, {
        width: contentWidth(doc),
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottomMargin;
  }
}

/** Ends the document and resolves with its bytes. */
export function pdfBuffer(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

/** Ends a report: "agency · title · date · Page n of m" under every page, then its bytes. */
function finishReport(doc: Doc, agencyName: string, title: string, date: string): Promise<Buffer> {
  footerOnEveryPage(doc, (page, count) => `${agencyName} · ${title} · ${date} · Page ${page} of ${count}`);
  return pdfBuffer(doc);
}

/** A letter-size report with buffered pages (for the numbered footers) and its title in the metadata. */
export async function reportDocument(
  title: string,
  agencyName: string,
  layout: "portrait" | "landscape" = "portrait",
): Promise<Doc> {
  return newDocument({
    size: "LETTER",
    layout,
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${title} - ${agencyName}`, Author: "Rollcall", Subject: title },
  });
}

/** The top of a report page: the agency's name, the report's title and date, and a rule under them. */
function reportHeader(doc: Doc, agencyName: string, subtitle: string) {
  doc.font(FONT.bold).fontSize(18).fillColor(NAVY).text(agencyName, MARGIN, MARGIN);
  doc.font(FONT.regular).fontSize(11).fillColor(MUTED).text(subtitle);
  const y = doc.y + 8;
  rule(doc, y);
  doc.y = y + 14;
}

/** A thin line across the page's content width at `y`. */
export function rule(doc: Doc, y: number, lineWidth = 1) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(lineWidth)
    .strokeColor(BORDER)
    .stroke();
}

/** The lowest a block may reach on a page: the numbered footer sits below it. */
const pageBottom = (doc: Doc) => doc.page.height - MARGIN - 20;

/** Starts a new page unless `height` points still fit above the footer. */
export function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > pageBottom(doc)) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

/** A section heading; it never sits alone at the foot of a page. */
export function heading(doc: Doc, text: string, size = 12) {
  ensureRoom(doc, 70);
  doc.font(FONT.bold).fontSize(size).fillColor(INK).text(text, MARGIN);
  doc.moveDown(0.5);
}

/** A report under way: its document, a section per page under the report's header, the footers at the end. */
export type Report = { doc: Doc; section: (heading: string) => void; finish: () => Promise<Buffer> };

/**
 * Starts a report. Each section() starts a page (the first uses the first) with the agency's name, the
 * report's title and date, then the section's heading; finish() numbers the pages and returns the bytes.
 */
export async function startReport(
  title: string,
  agencyName: string,
  date: string,
  layout: "portrait" | "landscape" = "portrait",
): Promise<Report> {
  const doc = await reportDocument(title, agencyName, layout);
  let pages = 0;
  return {
    doc,
    section(name) {
      if (pages++ > 0) doc.addPage();
      reportHeader(doc, agencyName, `${title} · ${date}`);
      heading(doc, name, 14);
    },
    finish: () => finishReport(doc, agencyName, title, date),
  };
}

/** A percentage for a table cell; "-" where there is nothing to measure. */
export const percentText = (value: number | null) => (value === null ? "-" : `${value}%`);

/** A headline percentage: its label, the figure, a sentence under it, and a bar of coloured shares (0 to 1). */
export function percentBlock(
  doc: Doc,
  block: { label: string; figure: string; sentence: string; shares: { fraction: number; colour: string }[] },
) {
  paragraph(doc, block.label, { colour: MUTED });
  paragraph(doc, block.figure, { bold: true, size: 28, colour: NAVY });
  paragraph(doc, block.sentence, { colour: MUTED });
  const width = contentWidth(doc);
  const y = doc.y + 6;
  doc.roundedRect(MARGIN, y, width, 10, 5).fill(STRIPE);
  // The shares are cut to the track's rounded ends.
  doc.save();
  doc.roundedRect(MARGIN, y, width, 10, 5).clip();
  let x = MARGIN;
  for (const share of block.shares) {
    const w = width * share.fraction;
    if (w > 0) doc.rect(x, y, w, 10).fill(share.colour);
    x += w;
  }
  doc.restore();
  doc.y = y + 24;
}

/** A paragraph across the content width. */
export function paragraph(
  doc: Doc,
  text: string,
  options: { bold?: boolean; size?: number; colour?: string } = {},
) {
  doc
    .font(options.bold ? FONT.bold : FONT.regular)
    .fontSize(options.size ?? 10)
    .fillColor(options.colour ?? INK)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
}

/** A table column; `colour` colours (and bolds) a cell by its text, from the table's `colours`. */
export type Column = { header: string; width: number; align?: "left" | "right" | "center"; colour?: boolean };

/** Columns scaled to the page's content width (the widths given are proportions). */
export function fitColumns(doc: Doc, columns: Column[]): Column[] {
  const total = columns.reduce((s, c) => s + c.width, 0);
  return columns.map((c) => ({ ...c, width: (c.width / total) * contentWidth(doc) }));
}

export type TableOptions = {
  /** Text colours of the `colour` columns' cells, by cell text (others in ink). */
  colours?: Record<string, string>;
  fontSize?: number;
  /** Sets the last row in bold (a totals row). */
  totalRow?: boolean;
  /** Starts a new page rather than leave the header alone at the foot, and leaves space under the table. */
  spaced?: boolean;
};

/** A table that breaks across pages, repeating its header row (column widths in points). */
export function table(
  doc: Doc,
  columns: Column[],
  rows: string[][],
  empty: string,
  options: TableOptions = {},
) {
  const fontSize = options.fontSize ?? 9;
  const pad = 5;
  const width = columns.reduce((s, c) => s + c.width, 0);
  const header = () => {
    const y = doc.y;
    const height = fontSize + 2 * pad + 2;
    doc.rect(MARGIN, y, width, height).fill(NAVY);
    let x = MARGIN;
    doc.font(FONT.bold).fontSize(fontSize).fillColor("#FFFFFF");
    for (const c of columns) {
      doc.text(c.header, x + pad, y + pad + 1, {
        width: c.width - 2 * pad,
        align: c.align ?? "left",
        lineBreak: false,
      });
      x += c.width;
    }
    doc.y = y + height;
  };
  if (options.spaced) ensureRoom(doc, 40);
  header();
  if (!rows.length) {
    doc.moveDown(0.5);
    paragraph(doc, empty, { colour: MUTED });
    if (options.spaced) doc.moveDown(0.8);
    return;
  }
  doc.font(FONT.regular).fontSize(fontSize);
  rows.forEach((row, index) => {
    const height =
      Math.max(
        ...row.map((cell, i) => doc.heightOfString(cell || " ", { width: columns[i].width - 2 * pad })),
      ) +
      2 * pad;
    if (doc.y + height > pageBottom(doc)) {
      doc.addPage();
      doc.y = MARGIN;
      header();
      doc.font(FONT.regular).fontSize(fontSize);
    }
    const y = doc.y;
    if (index % 2 === 1) doc.rect(MARGIN, y, width, height).fill(STRIPE);
    let x = MARGIN;
    const bold = options.totalRow && index === rows.length - 1;
    row.forEach((cell, i) => {
      const column = columns[i];
      const colour = column.colour ? (options.colours?.[cell] ?? INK) : INK;
      doc
        .font(column.colour || bold ? FONT.bold : FONT.regular)
        .fontSize(fontSize)
        .fillColor(colour)
        .text(cell, x + pad, y + pad, { width: column.width - 2 * pad, align: column.align ?? "left" });
      x += column.width;
    });
    doc.y = y + height;
  });
  if (options.spaced) doc.moveDown(1);
}
