/**
 * What every printable PDF (pdfkit) shares: the house colours and margin, the numbered footer on every
 * page, and collecting the document into one buffer. Each module draws its own content.
 */
import PDFDocument from "pdfkit";

export type Doc = InstanceType<typeof PDFDocument>;

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
      .font("Helvetica")
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

/** A letter-size report with buffered pages (for the numbered footers) and its title in the metadata. */
export function reportDocument(
  title: string,
  agencyName: string,
  layout: "portrait" | "landscape" = "portrait",
): Doc {
  return new PDFDocument({
    size: "LETTER",
    layout,
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${title} - ${agencyName}`, Author: "Rollcall", Subject: title },
  });
}

/** The top of a report page: the agency's name, the report's title and date, and a rule under them. */
export function reportHeader(doc: Doc, agencyName: string, subtitle: string) {
  doc.font("Helvetica-Bold").fontSize(18).fillColor(NAVY).text(agencyName, MARGIN, MARGIN);
  doc.font("Helvetica").fontSize(11).fillColor(MUTED).text(subtitle);
  const y = doc.y + 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(1)
    .strokeColor(BORDER)
    .stroke();
  doc.y = y + 14;
}

/** A paragraph across the content width. */
export function paragraph(
  doc: Doc,
  text: string,
  options: { bold?: boolean; size?: number; colour?: string } = {},
) {
  doc
    .font(options.bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(options.size ?? 10)
    .fillColor(options.colour ?? INK)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
}
