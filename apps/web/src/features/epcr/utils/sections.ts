/**
 * The report's screens in the order a crew works, and which of missingForClose's items each shows: the shared
 * rules name the NEMSIS section (times, payment, injury...), a screen gathers several of them.
 */
import type { MissingItem } from "@rollcall/shared/epcr/missing";
import type { PcrReportInput } from "@rollcall/shared/epcr/report";

export const PCR_SECTIONS = [
  { key: "response", title: "Response & Times", covers: ["response", "dispatch", "times"] },
  { key: "crew", title: "Crew", covers: ["crew"] },
  { key: "patient", title: "Patient", covers: ["patient"] },
  { key: "situation", title: "Scene & Situation", covers: ["scene", "situation", "injury"] },
  { key: "history", title: "History", covers: ["history"] },
  { key: "vitals", title: "Vitals", covers: ["vitals"] },
  { key: "exam", title: "Exam", covers: ["exam"] },
  {
    key: "interventions",
    title: "Interventions",
    covers: ["procedures", "medications", "airway", "protocols"],
  },
  { key: "arrest", title: "Cardiac Arrest", covers: ["arrest"] },
  { key: "disposition", title: "Disposition & Destination", covers: ["disposition", "payment"] },
  { key: "narrative", title: "Narrative", covers: ["narrative"] },
  { key: "signatures", title: "Signatures", covers: ["signatures", "other"] },
] as const;

export type PcrSectionKey = (typeof PCR_SECTIONS)[number]["key"];

/** eArrest.01 "No": the Cardiac Arrest screen does not apply. */
const ARREST_NO = "3001001";

/** Cardiac Arrest applies once eArrest.01 says there was one (any answer but "No"; a NOT value is no answer). */
export function arrestApplies(content: PcrReportInput): boolean {
  const status = content.arrest?.status;
  return Boolean(status && "value" in status && status.value !== ARREST_NO);
}

/** The screens shown for this report: Cardiac Arrest only when it applies. */
export function visibleSections(content: PcrReportInput) {
  const arrest = arrestApplies(content);
  return PCR_SECTIONS.filter((s) => s.key !== "arrest" || arrest);
}

/**
 * The screen an item is on. eArrest.01 (was there an arrest?) is asked on Scene & Situation, so it is found
 * while the Cardiac Arrest screen is still hidden.
 */
export function screenOf(item: Pick<MissingItem, "section" | "element">): PcrSectionKey {
  if (item.element === "eArrest.01") return "situation";
  return PCR_SECTIONS.find((s) => (s.covers as readonly string[]).includes(item.section))?.key ?? "response";
}

/** How many items each screen still misses (every screen listed, 0 when none). */
export function missingCounts(items: readonly Pick<MissingItem, "section" | "element">[]) {
  const counts = Object.fromEntries(PCR_SECTIONS.map((s) => [s.key, 0])) as Record<PcrSectionKey, number>;
  for (const item of items) counts[screenOf(item)]++;
  return counts;
}

/** The DOM id of an element's field (eTimes.06 → pcr-eTimes-06; entry 2 of the vitals → pcr-eVitals-06-1). */
export const fieldId = (element: string, index?: number) =>
  `pcr-${element.replace(/\./g, "-")}${index === undefined ? "" : `-${index}`}`;
