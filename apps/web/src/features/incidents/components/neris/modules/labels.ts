/**
 * What a member reads for a NERIS value. Hierarchical values ("A||B", location uses) take the framework's
 * labels (value-sets.ts) and are grouped by their first level; the modules' flat values (the schema's
 * enums, whose framework CSVs the repository does not keep) read as words, with the few that need it spelled out.
 */
import { StatesTerrs } from "@rollcall/shared/neris/payload-enums";
import { NERIS_LOCATION_USES } from "@rollcall/shared/neris/value-sets";

/** States and territories read as their postal codes ("TX"). */
const STATES = new Set<string>(StatesTerrs);
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
  EQUIPMENT_VEHICLE_USE: "Equipment or vehicle use",
  FIREARMS_EXPLOSIVES: "Firearms or explosives",
  RAILROAD_OPS_MAINTENANCE: "Railroad operations or maintenance",
  RECREATION_CEREMONY: "Recreation or ceremony",
  DEBRIS_OPEN_BURNING: "Debris or open burning",
  EXPLOSIVES_FIREWORKS: "Explosives or fireworks",
  BATTERY_POWER_STORAGE: "Battery or power storage",
  BALCONY_PORCH_DECK: "Balcony, porch or deck",
  HALLWAY_FOYER: "Hallway or foyer",
  PRE_ACTION_SYSTEM: "Pre-action system",
  OTHER_NON_FUNCTIONAL_CAUSE: "Other non-functional cause",
  OPERATED_ALERTED_OCCUPANT: "Operated and alerted the occupant",
  OPERATED_FAILED_TO_ALERT_OCCUPANT: "Operated, failed to alert the occupant",
  LONG_LIFE_BATTERY_POWERED: "Long-life battery powered",
  OPERATED_EFFECTIVE: "Operated, effective",
  OPERATED_NOT_EFFECTIVE: "Operated, not effective",
  ADVANCING_OPERATING_HOSELINE: "Advancing or operating a hoseline",
  CARRYING_SETTINGUP_EQUIPMENT: "Carrying or setting up equipment",
  SCENE_SAFETY_DIRECTING_TRAFFIC: "Scene safety, directing traffic",
  SEARCH_RESCUE: "Search and rescue",
  CAUGHT_TRAPPED_BY_FIRE_EXPLOSION: "Caught or trapped by fire or explosion",
  CAUGHT_TRAPPED_BY_OBJECT: "Caught or trapped by an object",
  FALL_JUMP: "Fall or jump",
  STRESS_OVEREXERTION: "Stress or overexertion",
  STRUCK_CONTACT_WITH_OBJECT: "Struck by or in contact with an object",
  FACE_SHIELD_GOGGLES: "Face shield or goggles",
  WORKING_AT_SCENE_OF_NONFIRE_INCIDENT: "Working at the scene of a non-fire incident",
  WORKING_AT_SCENE_OF_FIRE_INCIDENT: "Working at the scene of a fire incident",
  OTHER_ON_DUTY_INCIDENT: "Other on-duty incident",
  INVESTIGATED_BY_NONFIRE_LAW_ENFORCEMENT: "Investigated by non-fire law enforcement",
  INVESTIGATED_ON_SCENE_RESOURCE: "Investigated by an on-scene resource",
  CONTAINER_CONTAINMENT_FAILURE: "Container or containment failure",
  PART_TIME: "Part-time",
  WILDLAND_FULL_TIME: "Wildland full-time",
  WILDLAND_PART_TIME: "Wildland part-time",
  AMERICAN_INDIAN_ALASKA_NATIVE: "American Indian or Alaska Native",
  BLACK_AFRICAN_AMERICAN: "Black or African American",
  HISPANIC_LATINO: "Hispanic or Latino",
  MIDDLE_EASTERN_NORTH_AFRICAN: "Middle Eastern or North African",
  NATIVE_HAWAIIAN_PACIFIC_ISLANDER: "Native Hawaiian or Pacific Islander",
  BRACE_WALL_INFRASTRUCTURE: "Brace wall or infrastructure",
  BREAK_BREACH_WALL: "Break or breach wall",
  PHYSICAL_MEDICAL_CONDITIONS_PERSON: "Physical or medical conditions of the person",
  AIRATTACK_HELITACK: "Air attack or helitack",
  BUILDING_FDC: "Building FDC",
  ELEVATED_MASTER_STREAM_STANDPIPE: "Elevated master stream or standpipe",
  SYSTEM_DAMAGED_COMPROMISED: "System damaged or compromised",
  SYSTEM_SHUTOFF_DURING_INCIDENT: "System shut off during the incident",
  SYSTEM_SHUTOFF_PRIOR_TO_INCIDENT: "System shut off before the incident",
  POST_SUPPRESSION: "After suppression",
  PRE_SUPPRESSION: "Before suppression",
  OBJECT_OTHER: "Other object",
  COMPLETED_FIRE_SERVICE_ONLY: "Completed by the fire service only",
  RESCUED_BY_NONFIREFIGHTER: "Rescued by a non-firefighter",
  NONE: "None",
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
  if (STATES.has(value)) return value;
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
