/**
 * The two RFC 5545 rules the `ics` package gets wrong: it folds at 75 characters rather than 75 octets
 * (§3.1), so a line with umlauts runs past the limit, and it leaves X-WR-CALNAME unescaped (§3.3.11).
 */

const MAX_OCTETS = 75;

/** A TEXT value (§3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, "\\n");
}

function octets(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** One content line folded so that no physical line exceeds 75 octets, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  // Continuation lines begin with a space, which counts toward their 75.
  let limit = MAX_OCTETS;
  for (const char of line) {
    const n = octets(char.codePointAt(0) ?? 0);
    if (size + n > limit) {
      parts.push(current);
      current = "";
      size = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A whole iCalendar text unfolded (a line break followed by a space or tab) and folded again by octets. */
export function refold(ics: string): string {
  const lines = ics.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const trailing = lines.at(-1) === "" ? lines.pop() : undefined;
  return lines.map(foldLine).join("\r\n") + (trailing === undefined ? "" : "\r\n");
}
