/** Which parts of two versions of a report differ, summarised for the crew to choose between them. */
import type { PcrReportInput } from "@rollcall/shared/epcr/report";
import { sameContent } from "./draft-store";

const LABELS: Record<string, string> = {
  pcrNumber: "Report number",
  response: "Response",
  dispatch: "Dispatch",
  crew: "Crew",
  times: "Times",
  patient: "Patient",
  primaryPayment: "Payment",
  serviceLevel: "Service level",
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
  reportWriterId: "Report writer",
};

/** A part as a short line: the narrative's opening, a list's length, a section's number of fields filled. */
function summary(value: unknown): string {
  if (value === undefined) return "—";
  if (typeof value === "string") return value.length > 120 ? `${value.slice(0, 120)}…` : value;
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? "entry" : "entries"}`;
  if (value && typeof value === "object") {
    const n = Object.keys(value).length;
    return `${n} ${n === 1 ? "field" : "fields"} filled`;
  }
  return String(value);
}

export function changedSections(mine: PcrReportInput, theirs: PcrReportInput) {
  const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])] as (keyof PcrReportInput)[];
  return keys
    .filter((k) => !sameContent(mine[k], theirs[k]))
    .map((k) => ({ key: k, label: LABELS[k] ?? k, mine: summary(mine[k]), theirs: summary(theirs[k]) }));
}
