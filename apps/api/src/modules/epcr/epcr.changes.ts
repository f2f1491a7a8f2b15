/**
 * What an addendum changed, as "Section: field" labels: the record of a correction names the fields, never the
 * clinical values (those stay in the report, which only its crew, QA and admins open).
 */
import { PCR_PART_LABELS, sameContent } from "@rollcall/shared/epcr/content";
import type { PcrContent } from "@rollcall/shared/epcr/report";

/** "heartRate" → "Heart rate". */
export function words(key: string): string {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  Boolean(v) && typeof v === "object" && !Array.isArray(v);

/** The labels of the fields that differ between two contents, in the form's order. */
export function changedLabels(before: PcrContent, after: PcrContent): string[] {
  const labels = new Set<string>();
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(PCR_PART_LABELS), ...Object.keys(a), ...Object.keys(b)])];
  for (const key of keys) {
    if (sameContent(a[key], b[key])) continue;
    const section = PCR_PART_LABELS[key] ?? words(key);
    const [x, y] = [a[key], b[key]];
    if (Array.isArray(x) || Array.isArray(y)) {
      // A repeated section: which entries ("Vitals 2").
      const xs = Array.isArray(x) ? x : [];
      const ys = Array.isArray(y) ? y : [];
      for (let i = 0; i < Math.max(xs.length, ys.length); i++)
        if (!sameContent(xs[i], ys[i])) labels.add(`${section} ${i + 1}`);
    } else if (isRecord(x) || isRecord(y)) {
      const xo = isRecord(x) ? x : {};
      const yo = isRecord(y) ? y : {};
      for (const field of new Set([...Object.keys(xo), ...Object.keys(yo)]))
        if (!sameContent(xo[field], yo[field])) labels.add(`${section}: ${words(field)}`);
    } else labels.add(section);
  }
  return [...labels];
}
