/**
 * What a member reads for a NERIS value. The framework's value sets with labels (incident types, location
 * uses, actions and tactics, aid) come from shared/neris/value-sets; the schema's other value sets are plain
 * codes ("LAW_ENFORCEMENT", "NO_INCIDENT_FOUND"), shown as words ("Law enforcement", "No incident found").
 */
import type { NerisFlatValue, NerisHierarchicalValue } from "@rollcall/shared/neris/value-sets";

const WORDS: Record<string, string> = { EMS: "EMS", FF: "Firefighter", PPE: "PPE", CSST: "CSST", DOT: "DOT" };

/** "LAW_ENFORCEMENT" → "Law enforcement"; "A||B" → "A › B" in words. */
export function nerisCodeLabel(value: string): string {
  return value
    .split("||")
    .map((part) => {
      const words = part.split(/[_\s]+/).filter(Boolean);
      return words
        .map((w, i) => WORDS[w] ?? (i === 0 ? w[0] + w.slice(1).toLowerCase() : w.toLowerCase()))
        .join(" ");
    })
    .join(" › ");
}

/** A hierarchical value set's label: "Emergency Medical Care › Patient Assessment". */
export function hierarchicalLabel(set: readonly NerisHierarchicalValue[], value: string): string {
  return set.find((v) => v.value === value)?.labels.join(" › ") ?? nerisCodeLabel(value);
}

/** A flat value set's label. */
export const flatLabel = (set: readonly NerisFlatValue[], value: string) =>
  set.find((v) => v.value === value)?.label ?? nerisCodeLabel(value);

/** A hierarchical value set as option groups under its first label. */
export function groupedValues(set: readonly NerisHierarchicalValue[]) {
  const groups = new Map<string, NerisHierarchicalValue[]>();
  for (const v of set) groups.set(v.labels[0], [...(groups.get(v.labels[0]) ?? []), v]);
  return [...groups.entries()];
}
