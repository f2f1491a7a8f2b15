/** Reading back the files the API answers (CSV, PDF), so tests assert their contents. */
import { execFileSync, spawnSync } from "node:child_process";
import zlib from "node:zlib";
import { parse } from "csv-parse/sync";

/** CSV text → rows of cells (a leading byte-order mark dropped; rows may differ in length, as report sections do). */
export function parseCsv(body: string): string[][] {
  return parse(body, { bom: true, relax_column_count: true });
}

/** The Unicode text of each code of an embedded font, from its ToUnicode CMap (as pdfkit writes it). */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.replace(/\s+/g, "").match(/.{4}/g) ?? []).map((u) => Number.parseInt(u, 16)));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, rest] of block[1].matchAll(/<(\w+)>\s*<(\w+)>\s*(\[[^\]]*\]|<[^>]*>)/g)) {
      const first = Number.parseInt(from, 16);
      const last = Number.parseInt(to, 16);
      if (rest.startsWith("["))
        [...rest.matchAll(/<([^>]*)>/g)].forEach((m, i) => {
          map.set(first + i, utf16(m[1]));
        });
      else
        for (let code = first; code <= last; code++)
          map.set(code, String.fromCodePoint(Number.parseInt(rest.slice(1, -1), 16) + code - first));
    }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of block[1].matchAll(/<(\w+)>\s*<([^>]*)>/g))
      map.set(Number.parseInt(code, 16), utf16(text));
  return map;
}

/**
 * The text a PDF draws, read as a PDF reader does: each content stream inflated, each TJ array's hex strings
 * decoded in the font set by the last Tf (an embedded font's two-byte codes through its ToUnicode CMap, a
 * standard font's bytes as Latin-1), one line per TJ but for a run in another font on the same baseline.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const objects = new Map<string, { dict: string; stream?: string }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const keyword = /stream\r?\n/.exec(m[0]);
    let stream: string | undefined;
    if (keyword) {
      const start = (m.index ?? 0) + keyword.index + keyword[0].length;
      try {
        stream = zlib.inflateSync(pdf.subarray(start, raw.indexOf("endstream", start))).toString("latin1");
      } catch {
        // A stream that is not deflated (an image, a font file) holds no text.
      }
    }
    objects.set(m[1], { dict: keyword ? m[0].slice(0, keyword.index) : m[0], stream });
  }
  // Font resource names (/F1 …) → the code-to-text map of that font, for the embedded ones.
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values())
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const unicode = objects.get(ref)?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
      const cmap = unicode && objects.get(unicode)?.stream;
      if (cmap) fonts.set(name, toUnicodeMap(cmap));
    }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream) continue;
    let font: Map<number, string> | undefined;
    let [fontName, y] = ["", ""];
    let last = { fontName: "", y: "" };
    for (const op of stream.matchAll(
      /\/(F\d+) [\d.]+ Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm|\[(.*?)\]\s*TJ/g,
    )) {
      if (op[1]) [fontName, font] = [op[1], fonts.get(op[1])];
      if (op[2]) y = op[2];
      if (op[3] === undefined) continue;
      const text = [...op[3].matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) =>
          font
            ? (hex.match(/.{4}/g) ?? []).map((code) => font?.get(Number.parseInt(code, 16)) ?? "").join("")
            : Buffer.from(hex, "hex").toString("latin1"),
        )
        .join("");
      // A run in another font on the same baseline continues the line (a Chinese name inside Latin text).
      if (lines.length && y === last.y && fontName !== last.fontName) lines[lines.length - 1] += text;
      else lines.push(text);
      last = { fontName, y };
    }
  }
  return lines.join("\n");
}

/** Whether poppler's pdftotext is installed (tests that read PDFs with it are skipped without it). */
export const hasPdftotext = !spawnSync("pdftotext", ["-v"]).error;

/** What poppler's pdftotext reads from a PDF, or undefined where poppler-utils is not installed. */
export function pdftotext(pdf: Buffer): string | undefined {
  if (!hasPdftotext) return undefined;
  return execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8");
}
