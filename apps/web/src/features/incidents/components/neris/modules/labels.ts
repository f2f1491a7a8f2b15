/**
 * What a member reads for a NERIS value. Hierarchical values ("A||B", location uses) take the framework's
 * labels (value-sets.ts) and are grouped by their first level; the modules' flat values (the schema's
 * enums, whose framework CSVs the repository does not keep) read as words, with the few that need it spelled out.
 */
import { NERIS_LOCATION_USES } from "@rollcall/shared/neris/value-sets";

const HIERARCHICAL = new Map(NERIS_LOCATION_USES.map((v) => [v.value, v.labels]));

/** Values whose words alone would not say what they mean. */
const SPELLED: Record<string, string> = {
  HYDRANT_GREATER_500: "Hydrant, 500 gpm or more",
  HYDRANT_LESS_500: "Hydrant, under 500 gpm",
  NURSE_OTHER_APPARATUS: "Nursed from another apparatus",
  WATER_TENDER_SHUTTLE: "Water tender shuttle",
  SMOKE_FIRE_SHOWING: "Smoke and fire showing",
  NO_SMOKE_FIRE_SHOWING: "No smoke or fire showing",
  PATIENT_DEAD_ON_ARRIVAL: "Dead on arrival",
  PATIENT_EVALUATED_CARE_PROVIDED: "Evaluated, care provided",
  PATIENT_EVALUATED_NO_CARE_REQUIRED: "Evaluated, no care required",
  PATIENT_EVALUATED_REFUSED_CARE: "Evaluated, refused care",
  PATIENT_REFUSED_EVALUATION_CARE: "Refused evaluation and care",
  PATIENT_SUPPORT_SERVICES_PROVIDED: "Support services provided",
  TRANSPORT_BY_EMS_UNIT: "Transported by an EMS unit",
  OTHER_AGENCY_TRANSPORT: "Transported by another agency",
  NONPATIENT_TRANSPORT: "Non-patient transport",
  FF: "Firefighter",
  NONFF: "Not a firefighter (civilian)",
  NO_CAUSE_OBVIOUS: "No, the cause is obvious",
  POWER_GEN_TRANS_DIST: "Power generation, transmission or distribution",
  SMOKING_MATERIALS_ILLICIT_DRUGS: "Smoking materials or illicit drugs",
  "3_4_BOOTS": "3/4 boots",
  PASS_DEVICE: "PASS device",
  SCBA: "SCBA",
  EMS_PATIENT_CARE: "EMS patient care",
  RESCUED_BY_FF_RIT: "Rescued by firefighter RIT",
  EVAC_ASSISTED_BY_FIREFIGHTER: "Evacuation assisted by firefighter",
  TRANSGENDER_FEMALE_MALE_TO_FEMALE: "Transgender female (male to female)",
  TRANSGENDER_MALE_FEMALE_TO_MALE: "Transgender male (female to male)",
  INDUSTRIAL_DRY_CHEM_SYSTEM: "Industrial dry chemical system",
  KNOWN_ARRIVAL: "Known on arrival",
  KNOWN_DISPATCH: "Known at dispatch",
  KNOWN_DURING: "Known during the incident",
  REMOVAL_ALONG_ALT_PATH: "Removal along an alternate path",
  REMOVAL_ALONG_PRIMARY_PATH: "Removal along the primary path",
  NOT_APPLICABLE: "Not applicable",
  NOT_PRESENT: "Not present",
  PRESENT: "Present",
  UNINJURED: "Uninjured",
  INJURED_FATAL: "Injured, fatal",
  INJURED_NONFATAL: "Injured, not fatal",
};

const UNITS: Record<string, string> = {
  GAS: "Gas",
  LIQUID: "Liquid",
  RADIOACTIVE: "Radioactive",
  SOLID: "Solid",
};

/** "FIRE_OUT_UPON_ARRIVAL" → "Fire out upon arrival". */
function words(code: string): string {
  const text = code.toLowerCase().replaceAll("_", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value's label: a hierarchical value's last level, a spelled-out one, or its words. */
export function valueLabel(value: string): string {
  const levels = HIERARCHICAL.get(value);
  if (levels) return levels[levels.length - 1];
  if (SPELLED[value]) return SPELLED[value];
  if (/^[A-Z]{2}$/.test(value)) return value;
  if (value.includes("||")) return words(value.split("||").at(-1) ?? value);
  return words(value);
}

export type OptionGroup = { label: string | null; values: string[] };

/**
 * The options of a select in groups: hierarchical values by their first level (a unit of measure by its
 * state, "Liquid: gallon"), flat ones in one group without a heading.
 */
export function optionGroups(values: readonly string[]): OptionGroup[] {
  const groupOf = (v: string): string | null => {
    if (v.includes("||")) return HIERARCHICAL.get(v)?.[0] ?? words(v.split("||")[0]);
    const state = v.split("_")[0];
    return UNITS[state] && values.every((x) => UNITS[x.split("_")[0]]) ? UNITS[state] : null;
  };
  const groups = new Map<string | null, string[]>();
  for (const v of values) groups.set(groupOf(v), [...(groups.get(groupOf(v)) ?? []), v]);
  return [...groups.entries()].map(([label, list]) => ({ label, values: list }));
}

/** A value's label inside its group: a unit of measure without its state ("Gallon" under "Liquid"). */
export function optionLabel(value: string, group: string | null): string {
  if (group && UNITS[value.split("_")[0]] === group) return words(value.split("_").slice(1).join("_"));
  return valueLabel(value);
}
