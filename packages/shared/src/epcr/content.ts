/**
 * What the report's two sides both need of its content: each top-level part's label (an addendum's "changed"
 * list on the server, the conflict dialog on the web) and comparing two contents whatever their key order (jsonb
 * and JSON answers reorder keys).
 */

/** The report's parts (pcrReportInputSchema's keys) as a crew reads them. */
export const PCR_PART_LABELS: Record<string, string> = {
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

/** A value as JSON with its keys sorted and absent members dropped. */
function stable(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(stable).join(",")}]`;
  if (x && typeof x === "object") {
    const entries = Object.entries(x as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(",")}}`;
  }
  return JSON.stringify(x ?? null);
}

/** The same content, key order aside. */
export const sameContent = (a: unknown, b: unknown): boolean => stable(a) === stable(b);
