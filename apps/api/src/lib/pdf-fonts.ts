/**
 * The fonts every PDF draws with, embedded so that any name or address prints as typed: Noto Sans (Latin with
 * Polish, Vietnamese and the rest of Europe, Greek, Cyrillic) and, for what it lacks, Noto Sans SC (Chinese, and
 * the Han of Japanese and Korean names). pdfkit's standard Helvetica only knows Western European letters: it drew
 * "12 Wiśniowa St" as "12 Wi¶æ–ðwa St".
 *
 * Each text run is drawn in the first font of its weight's chain that has its glyphs, so mixed text such as
 * "王芳 (Fang Wang)" works. pdfkit embeds only the glyphs a document uses (a subset), so a report stays tens of
 * kilobytes. The Chinese font (8 MB) is read only when a document first needs it.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Font } from "fontkit";
import type PDFDocument from "pdfkit";

type Doc = InstanceType<typeof PDFDocument>;

/** The names the PDF code sets with `doc.font(...)`. */
export const FONT = { regular: "Sans", bold: "Sans-Bold" } as const;
type FontName = (typeof FONT)[keyof typeof FONT];

/** Where each face's file is: the npm package and its file (the packages export no paths, so from their folder). */
const FACES = {
  Sans: ["@embedpdf/fonts-latin", "NotoSans-Regular.ttf"],
  "Sans-Bold": ["@embedpdf/fonts-latin", "NotoSans-Bold.ttf"],
  "Sans-SC": ["@embedpdf/fonts-sc", "NotoSansHans-Regular.otf"],
  "Sans-SC-Bold": ["@embedpdf/fonts-sc", "NotoSansHans-Bold.otf"],
} as const;
type Face = keyof typeof FACES;

/** For each weight, the faces tried in turn for a character. */
const CHAINS: Record<FontName, Face[]> = {
  Sans: ["Sans", "Sans-SC"],
  "Sans-Bold": ["Sans-Bold", "Sans-SC-Bold"],
};

const require = createRequire(import.meta.url);
const fontFile = (face: Face) => {
  const [pkg, file] = FACES[face];
  return path.join(path.dirname(require.resolve(pkg)), "..", "fonts", file);
};

let fontkit: typeof import("fontkit") | undefined;
const files = new Map<Face, Buffer>();
const faces = new Map<Face, Font>();

/** A face's file, read once for the process. */
function bytes(name: Face): Buffer {
  let file = files.get(name);
  if (!file) {
    file = fs.readFileSync(fontFile(name));
    files.set(name, file);
  }
  return file;
}

/**
 * A parsed face, kept for the process to ask which characters it has and to measure. It is never given to
 * pdfkit: fontkit caches each glyph with the characters of the first layout that made it, so a face shared by
 * documents lost a glyph's text (a "." drawn but read back as nothing) depending on what printed before.
 */
function face(name: Face): Font {
  let font = faces.get(name);
  if (!font) {
    if (!fontkit) throw new Error("loadFonts() first");
    font = fontkit.create(bytes(name)) as Font;
    faces.set(name, font);
  }
  return font;
}

/** Loads fontkit and the Latin faces, before the first document (fontkit comes with pdfkit, loaded the same way). */
export async function loadFonts() {
  fontkit ??= await import("fontkit");
  for (const name of Object.keys(CHAINS) as FontName[]) face(name);
}

/**
 * The text cut into runs, each with the face that draws it: each character in the first face of the chain that
 * has it, a space in the face of the run it is in (so "王芳 李" stays one run).
 */
export function fontRuns(text: string, weight: FontName): { text: string; face: Face }[] {
  const chain = CHAINS[weight];
  const runs: { text: string; face: Face }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const code = char.codePointAt(0) ?? 0;
    // A character no face has stays in the first one (it shows as a box, as anywhere without the font).
    const found =
      last && /\s/.test(char)
        ? last.face
        : (chain.find((f) => face(f).hasGlyphForCodePoint(code)) ?? chain[0]);
    if (last?.face === found) last.text += char;
    else runs.push({ text: char, face: found });
  }
  return runs;
}

type TextOptions = PDFKit.Mixins.TextOptions;
type Text = (text: string, x?: number | TextOptions, y?: number, options?: TextOptions) => Doc;

/**
 * Makes the document draw with the embedded fonts: registers them, starts in the regular weight, and makes
 * `text()` draw each run in the face that has it (the later runs continue the first's line and wrapping) and
 * `heightOfString()` measure a fallback character as one em, the width of a Chinese character.
 */
export function useEmbeddedFonts(doc: Doc): Doc {
  const registered = new Set<Face>();
  const font = doc.font.bind(doc) as (src: string, size?: number) => Doc;
  const setFont = (name: Face, size?: number) => {
    // Each document parses its own copy of the face from the bytes (see face()).
    if (!registered.has(name)) doc.registerFont(name, bytes(name));
    registered.add(name);
    return font(name, size);
  };
  let weight: FontName = FONT.regular;
  doc.font = ((src: string, size?: number) => {
    if (!(src in CHAINS)) return font(src, size);
    weight = src as FontName;
    return setFont(weight, size);
  }) as Doc["font"];
  doc.font(FONT.regular);

  const text = doc.text.bind(doc) as Text;
  doc.text = ((value: string, x?: number | TextOptions, y?: number, options?: TextOptions) => {
    const runs = fontRuns(`${value ?? ""}`, weight);
    if (runs.length === 0 || (runs.length === 1 && runs[0].face === weight))
      return text(value, x, y, options);
    if (typeof x === "object") [x, y, options] = [undefined, undefined, x];
    const opts = { ...options };
    if (x !== undefined || y !== undefined) [doc.x, doc.y] = [x ?? doc.x, y ?? doc.y];
    const left = doc.x;
    // pdfkit aligns each run of continued text on its own: a centred or right-aligned line that fits is
    // placed by its whole width and drawn from its left end.
    if (opts.align === "center" || opts.align === "right") {
      const room = opts.width ?? doc.page.width - doc.page.margins.right - doc.x;
      const line = runs.reduce((sum, run) => sum + setFont(run.face).widthOfString(run.text), 0);
      if (line <= room) {
        const shift = (room - line) / (opts.align === "center" ? 2 : 1);
        doc.x += shift;
        Object.assign(opts, { align: "left", width: room - shift });
      }
    }
    // pdfkit places a run's top at the line's top, so a face with a lower ascender would sit higher: each run
    // is put on the baseline of the weight's own face instead.
    const primary = face(weight);
    const baseline = -(
      (primary.ascent / primary.unitsPerEm) *
      (doc as unknown as { _fontSize: number })._fontSize
    );
    runs.forEach((run, i) => {
      setFont(run.face);
      const runOptions = { baseline, ...opts, continued: i < runs.length - 1 ? true : opts.continued };
      text(run.text, runOptions);
    });
    setFont(weight);
    if (!opts.continued) doc.x = left;
    return doc;
  }) as Doc["text"];

  const heightOfString = doc.heightOfString.bind(doc);
  doc.heightOfString = (value: string, options?: TextOptions) =>
    heightOfString(
      fontRuns(value, weight)
        .map((run) => (run.face === weight ? run.text : "\u2003".repeat([...run.text].length)))
        .join(""),
      options,
    );
  return doc;
}
