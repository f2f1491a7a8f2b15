/**
 * What an addendum changed, as "Section: field" labels: the record of a correction names the fields, never the
 * clinical values (those stay in the report, which only its crew, QA and admins open).
 */
import type { PcrContent } from "@rollcall/shared/epcr/report";

const SECTION_LABELS: Record<string, string> = {
  pcrNumber: "Record",
  response: "Response",
  dispatch: "Dispatch",
  crew: "Crew",
  times: "Times",
  patient: "Patient",
  primaryPayment: "Payment",
  serviceLevel: "Payment",
  scene: "Scene",
  situation: "Situation",
  injury: "Injury",
  arrest: "Cardiac arrest",
  history: "History",
  narrative: "Narrative",
  vitals: "Vitals",
  exam: "Exam",
  protocols: "Protocols",
  medications: "Medications",
  procedures: "Procedures",
  airway: "Airway",
  disposition: "Disposition",
  signatures: "Signatures",
  reportWriterId: "Record",
};

/** "heartRate" → "Heart rate". */
export function words(key: string): string {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** JSON with sorted keys: a stored report comes back from jsonb with its keys in another order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value ?? null;
}
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
const isRecord = (v: unknown): v is Record<string, unknown> =>
  Boolean(v) && typeof v === "object" && !Array.isArray(v);

/** The labels of the fields that differ between two contents, in the form's order. */
export function changedLabels(before: PcrContent, after: PcrContent): string[] {
  const labels = new Set<string>();
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(SECTION_LABELS), ...Object.keys(a), ...Object.keys(b)])];
  for (const key of keys) {
    if (same(a[key], b[key])) continue;
    const section = SECTION_LABELS[key] ?? words(key);
    const [x, y] = [a[key], b[key]];
    if (Array.isArray(x) || Array.isArray(y)) {
      // A repeated section: which entries ("Vitals 2").
      const xs = Array.isArray(x) ? x : [];
      const ys = Array.isArray(y) ? y : [];
      for (let i = 0; i < Math.max(xs.length, ys.length); i++)
        if (!same(xs[i], ys[i])) labels.add(`${section} ${i + 1}`);
    } else if (isRecord(x) || isRecord(y)) {
      const xo = isRecord(x) ? x : {};
      const yo = isRecord(y) ? y : {};
      for (const field of new Set([...Object.keys(xo), ...Object.keys(yo)]))
        if (!same(xo[field], yo[field])) labels.add(`${section}: ${words(field)}`);
    } else labels.add(words(key) === section ? section : `${section}: ${words(key)}`);
  }
  return [...labels];
}
