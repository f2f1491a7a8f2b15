import type { IncidentFormApi } from "./form-types";

/**
 * The NERIS modules the report's incident types need (fire, alarms and suppression for a structure fire, the
 * cooking-fire module, medical, hazardous situation, casualties and rescues, exposures), each a section of the
 * incident form under `neris.<module>`. `types` are the report's NERIS types, the primary one first.
 */
export function NerisTypeModules(_props: { form: IncidentFormApi; types: readonly string[] }) {
  return null;
}
