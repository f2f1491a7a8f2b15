/** Which parts of two versions of a report differ, summarised for the crew to choose between them. */

import { PCR_PART_LABELS, sameContent } from "@rollcall/shared/epcr/content";
import type { PcrReportInput } from "@rollcall/shared/epcr/report";

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
    .map((k) => ({
      key: k,
      label: PCR_PART_LABELS[k] ?? k,
      mine: summary(mine[k]),
      theirs: summary(theirs[k]),
    }));
}
