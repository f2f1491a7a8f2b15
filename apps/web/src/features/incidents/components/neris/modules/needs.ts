/**
 * Which NERIS modules a report's incident types call for (neris.validate.ts and reference/API.md): a fire its
 * fire module (and, optionally, the CSST and medical oxygen hazards), a structure fire its four alarm and
 * suppression modules, a cooking fire its cooking suppression module, a medical or hazardous-situation
 * type its module; casualties and rescues and exposures go with any type.
 */
import type { NerisModuleKey } from "./draft";

const hasType = (types: readonly string[], prefix: string) =>
  types.some((t) => t === prefix || t.startsWith(`${prefix}||`));

export const COOKING_FIRE = "FIRE||STRUCTURE_FIRE||CONFINED_COOKING_APPLIANCE_FIRE";

/** Every module the type sections edit, in the order the form shows them. */
export const ALL_MODULES: readonly NerisModuleKey[] = [
  "fire_detail",
  "smoke_alarm",
  "fire_alarm",
  "other_alarm",
  "fire_suppression",
  "cooking_fire_suppression",
  "csst_hazard",
  "medical_oxygen_hazard",
  "medical_details",
  "hazsit_detail",
  "casualty_rescues",
  "exposures",
];

/** The modules the types call for, in the order the form shows them. */
export function modulesForTypes(types: readonly string[]): NerisModuleKey[] {
  const chosen = types.filter(Boolean);
  if (!chosen.length) return [];
  const fire = hasType(chosen, "FIRE");
  const structure = hasType(chosen, "FIRE||STRUCTURE_FIRE");
  const modules: (NerisModuleKey | false)[] = [
    fire && "fire_detail",
    structure && "smoke_alarm",
    structure && "fire_alarm",
    structure && "other_alarm",
    structure && "fire_suppression",
    chosen.includes(COOKING_FIRE) && "cooking_fire_suppression",
    fire && "csst_hazard",
    fire && "medical_oxygen_hazard",
    hasType(chosen, "MEDICAL") && "medical_details",
    hasType(chosen, "HAZSIT") && "hazsit_detail",
    "casualty_rescues",
    "exposures",
  ];
  return modules.filter((m): m is NerisModuleKey => m !== false);
}

/**
 * Where the fire was, as the types say it (the fire module's location_detail): a structure fire's in a
 * structure, an outside fire's outside; null when the member says (a vehicle or special fire), the first
 * fire type deciding.
 */
export function fireLocationForTypes(types: readonly string[]): "STRUCTURE" | "OUTSIDE" | null {
  const fire = types.find((t) => t.startsWith("FIRE||"));
  if (fire?.startsWith("FIRE||STRUCTURE_FIRE")) return "STRUCTURE";
  if (fire?.startsWith("FIRE||OUTSIDE_FIRE")) return "OUTSIDE";
  return null;
}
