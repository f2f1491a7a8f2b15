/**
 * QR labels: the code encodes the item's page (`${PUBLIC_URL}/assets/<id>`), so scanning it with a phone
 * opens the item for a signed-in member of the agency (others are sent to sign in, or see "not found").
 * The SVG is what the QR Code dialog shows; the PDF is a 4 × 2 inch label for a label or office printer.
 */
import { EQUIPMENT_TYPE_LABELS } from "@rollcall/shared/equipment";
import type QRCodeModule from "qrcode";
import { type Doc, FONT, newDocument, pdfBuffer } from "../../lib/pdf";
import type { EquipmentRow } from "./equipment.queries";

/** M: survives a scuffed or partly covered label (about 15% of the code). */
const ERROR_CORRECTION = "M" as const;

/** qrcode loads on the first label, not when the server starts (like pdfkit, see lib/pdf.ts). */
const loadQrCode = async (): Promise<typeof QRCodeModule> => (await import("qrcode")).default;

/** The light border a scanner needs around the code: 4 modules, as ISO/IEC 18004 asks. */
export const QR_QUIET_ZONE = 4;

export async function qrSvg(url: string): Promise<string> {
  const QRCode = await loadQrCode();
  return QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QR_QUIET_ZONE,
    color: { dark: "#000000", light: "#ffffff" },
  });
}

const INCH = 72;
const WIDTH = 4 * INCH;
const HEIGHT = 2 * INCH;
const PAD = 10;

/** Draws the code as vector squares (sharp at any printer resolution), with its quiet zone. */
function drawQr(QRCode: typeof QRCodeModule, doc: Doc, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: ERROR_CORRECTION });
  const quiet = QR_QUIET_ZONE;
  const cell = size / (modules.size + 2 * quiet);
  doc.rect(x, y, size, size).fill("#FFFFFF");
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col))
        doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell + 0.05, cell + 0.05);
  doc.fill("#000000");
}

/** One label page: the QR code on the left; agency, name, type and serial number on the right. */
export async function labelPdf(item: EquipmentRow, url: string, agencyName: string): Promise<Buffer> {
  const [doc, QRCode] = await Promise.all([
    newDocument({
      size: [WIDTH, HEIGHT],
      margin: 0,
      info: { Title: `${item.name} - equipment label`, Author: "Rollcall", Subject: agencyName },
    }),
    loadQrCode(),
  ]);
  const qrSize = HEIGHT - 2 * PAD;
  drawQr(QRCode, doc, url, PAD, PAD, qrSize);

  const x = PAD + qrSize + 8;
  const width = WIDTH - x - PAD;
  doc
    .font(FONT.regular)
    .fontSize(7)
    .fillColor("#5B6475")
    .text(agencyName.toUpperCase(), x, PAD + 4, { width, lineBreak: false, ellipsis: true });
  doc
    .font(FONT.bold)
    .fontSize(14)
    .fillColor("#111827")
    .text(item.name, x, doc.y + 4, { width, height: 36, ellipsis: true });
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor("#111827")
    .text(EQUIPMENT_TYPE_LABELS[item.type], x, doc.y + 3, { width, lineBreak: false });
  if (item.model)
    doc
      .fontSize(8)
      .fillColor("#5B6475")
      .text(item.model, x, doc.y + 2, { width, height: 20, ellipsis: true });
  doc
    .font(FONT.bold)
    .fontSize(8)
    .fillColor("#111827")
    .text(`S/N: ${item.serialNumber ?? "Not recorded"}`, x, doc.y + 4, {
      width,
      lineBreak: false,
      ellipsis: true,
    });
  doc
    .font(FONT.regular)
    .fontSize(6.5)
    .fillColor("#5B6475")
    .text("Scan for status and maintenance history", x, HEIGHT - PAD - 8, { width, lineBreak: false });

  return pdfBuffer(doc);
}
