/**
 * From the NFIRS codes a report keeps to NERIS values. The crosswalk is many-to-many, so nothing here
 * guesses: the member picks the NERIS incident type among those whose crosswalk holds the report's NFIRS
 * code, and the other mappings apply only where exactly one official value corresponds.
 */
import type { AidGivenReceived } from "../nfirs";
import {
  NERIS_ACTION_TACTICS,
  NERIS_AID_DIRECTIONS,
  NERIS_INCIDENT_TYPES,
  NERIS_LOCATION_USES,
  type NerisCrosswalkedValue,
} from "./value-sets";

const INCIDENT_TYPES = new Map(NERIS_INCIDENT_TYPES.map((t) => [t.value, t]));

export const isNerisIncidentType = (value: string) => INCIDENT_TYPES.has(value);

/** "Fire › Structure Fire › Room and Contents Fire". */
export function nerisIncidentTypeLabel(value: string | null | undefined): string {
  if (!value) return "";
  return INCIDENT_TYPES.get(value)?.labels.join(" › ") ?? value;
}

/** The NERIS incident types whose "NFIRS Crosswalk" lists `nfirsCode`, in the value set's order. */
export function nerisTypesForNfirsCode(nfirsCode: string | null | undefined): NerisCrosswalkedValue[] {
  if (!nfirsCode) return [];
  return NERIS_INCIDENT_TYPES.filter((t) => t.nfirs.includes(nfirsCode));
}

/** Whether the NERIS type's crosswalk holds the NFIRS code. */
export const nerisTypeMatchesNfirs = (nerisType: string, nfirsCode: string) =>
  INCIDENT_TYPES.get(nerisType)?.nfirs.includes(nfirsCode) ?? false;

/** Every NFIRS incident type code that appears in the NERIS crosswalk. */
export const NFIRS_CODES_IN_NERIS_CROSSWALK: readonly string[] = [
  ...new Set(NERIS_INCIDENT_TYPES.flatMap((t) => t.nfirs)),
].sort();

/**
 * NFIRS primary actions that correspond to exactly one NERIS action/tactic. Others (extinguishment, which
 * NERIS splits into interior and exterior, ventilation, which it splits by method and timing, ...) are not
 * mapped, and an export lists the reports concerned.
 */
export const NFIRS_ACTION_TO_NERIS: Readonly<Record<string, string>> = {
  "12": "SALVAGE_AND_OVERHAUL",
  "31": "EMERGENCY_MEDICAL_CARE||PATIENT_ASSESSMENT",
  "32": "EMERGENCY_MEDICAL_CARE||PROVIDE_BASIC_LIFE_SUPPORT",
  "33": "EMERGENCY_MEDICAL_CARE||PROVIDE_ADVANCED_LIFE_SUPPORT",
  "34": "EMERGENCY_MEDICAL_CARE||PROVIDE_TRANSPORT",
  "43": "HAZARDOUS_SITUATION_MITIGATION||SPILL_CONTROL",
  "44": "HAZARDOUS_SITUATION_MITIGATION||LEAK_STOP",
  "45": "HAZARDOUS_SITUATION_MITIGATION||REMOVE_HAZARD",
  "46": "HAZARDOUS_SITUATION_MITIGATION||DECONTAMINATION",
  "47": "HAZARDOUS_SITUATION_MITIGATION||DECONTAMINATION",
  "52": "FORCIBLE_ENTRY",
  "62": "PROVIDE_SERVICES||RESTORE_SPRINKLER_SYSTEM",
  "63": "PROVIDE_SERVICES||RESTORE_RESET_ALARM_SYSTEM",
  "65": "PROVIDE_SERVICES||SECURE_PROPERTY",
  "66": "PROVIDE_SERVICES||REMOVE_WATER",
  "72": "PROVIDE_SERVICES||ASSIST_ANIMAL",
  "76": "PROVIDE_SERVICES||PROVIDE_APPARATUS_WATER",
  "77": "PROVIDE_SERVICES||CONTROL_CROWD",
  "78": "PROVIDE_SERVICES||CONTROL_TRAFFIC",
  "79": "PROVIDE_SERVICES||DAMAGE_ASSESSMENT",
  "81": "COMMAND_AND_CONTROL||ESTABLISH_INCIDENT_COMMAND",
  "82": "COMMAND_AND_CONTROL||NOTIFY_OTHER_AGENCIES",
  "83": "INFORMATION_ENFORCEMENT||PROVIDE_PUBLIC_INFORMATION",
  "84": "INFORMATION_ENFORCEMENT||REFER_TO_PROPER_AHJ",
  "85": "INFORMATION_ENFORCEMENT||ENFORCE_CODE_OR_LAW",
  "86": "INVESTIGATION",
  "87": "INVESTIGATION",
};

export const isNerisActionTactic = (value: string) => NERIS_ACTION_TACTICS.some((a) => a.value === value);

/** Section D's code as NERIS's aid direction: received (1, 2), given (3, 4, 5), none (N). */
export function nerisAidDirection(aid: AidGivenReceived | string | null | undefined): string | null {
  const direction =
    aid === "1" || aid === "2" ? "RECEIVED" : aid === "3" || aid === "4" || aid === "5" ? "GIVEN" : null;
  return direction && NERIS_AID_DIRECTIONS.some((d) => d.value === direction) ? direction : null;
}

/** The one NERIS location use whose crosswalk holds the NFIRS property use code, or null (none or several). */
export function nerisLocationUseFor(propertyUse: string | null | undefined): NerisCrosswalkedValue | null {
  if (!propertyUse) return null;
  const matches = NERIS_LOCATION_USES.filter((u) => u.nfirs.includes(propertyUse));
  return matches.length === 1 ? matches[0] : null;
}
