/** Folding by octets and TEXT escaping (RFC 5545 §3.1, §3.3.11), checked against ical.js, a client we did not write. */
import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, refold } from "./ical-lines";

const octets = (s: string) => Buffer.byteLength(s, "utf8");
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, "");

describe("foldLine", () => {
  it("keeps every physical line within 75 octets, whole characters only, and unfolds to the original", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (value) => {
        // A content line holds no line breaks: TEXT values carry them escaped.
        const line = `SUMMARY:${value.replace(/[\r\n]/g, "")}`;
        const physical = foldLine(line).split("\r\n");
        for (const [i, part] of physical.entries()) {
          expect(octets(part)).toBeLessThanOrEqual(75);
          if (i > 0) expect(part.startsWith(" ")).toBe(true);
          // A surrogate pair split across lines would not survive a round trip through UTF-8.
          expect(Buffer.from(part, "utf8").toString("utf8")).toBe(part);
        }
        expect(unfold(foldLine(line))).toBe(line);
      }),
    );
  });

  it("fills lines to the limit: 75 octets, then a space and 74", () => {
    const line = "X".repeat(75 + 74 + 10);
    expect(foldLine(line).split("\r\n").map(octets)).toEqual([75, 75, 11]);
    expect(foldLine("X".repeat(75))).toBe("X".repeat(75));
    // A two-octet character that would end at octet 76 moves to the next line.
    expect(foldLine(`${"X".repeat(74)}ü`)).toBe(`${"X".repeat(74)}\r\n ü`);
  });
});

describe("refold", () => {
  it("refolds a calendar folded by characters and leaves short lines alone", () => {
    const summary = `SUMMARY:${"Ü".repeat(80)}`;
    const byCharacters = `BEGIN:VCALENDAR\r\n${summary.slice(0, 75)}\r\n\t${summary.slice(75)}\r\nEND:VCALENDAR\r\n`;
    const out = refold(byCharacters);
    expect(out.startsWith("BEGIN:VCALENDAR\r\nSUMMARY:")).toBe(true);
    expect(out.endsWith("\r\nEND:VCALENDAR\r\n")).toBe(true);
    for (const line of out.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(out)).toBe(`BEGIN:VCALENDAR\r\n${summary}\r\nEND:VCALENDAR\r\n`);
  });
});

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and line breaks, and ical.js reads the value back", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 100 }), (value) => {
        const text = value.replace(/\r\n?/g, "\n");
        const ics = `BEGIN:VCALENDAR\r\n${foldLine(`SUMMARY:${escapeText(text)}`)}\r\nEND:VCALENDAR\r\n`;
        const summary = new ICAL.Component(ICAL.parse(ics)).getFirstPropertyValue("summary");
        expect(summary).toBe(text);
      }),
    );
  });
});
