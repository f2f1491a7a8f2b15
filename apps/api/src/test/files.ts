/** Reading back the files the API answers (CSV, PDF), so tests assert their contents. */
import zlib from "node:zlib";
import { parse } from "csv-parse/sync";

/** CSV text → rows of cells (a leading byte-order mark dropped; rows may differ in length, as report sections do). */
export function parseCsv(body: string): string[][] {
  return parse(body, { bom: true, relax_column_count: true });
}

/** The text a PDF draws: each content stream inflated, each TJ array's hex strings decoded and joined. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const text = [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) => Buffer.from(h[1], "hex").toString("latin1"))
        .join("");
      lines.push(text);
    }
  }
  return lines.join("\n");
}
