import { NERIS_UNIT_TYPES, type NerisFlatValue } from "@rollcall/shared/neris/value-sets";

/** The NERIS unit types by what they do, so a long list reads like a fleet; NERIS's own order inside a group. */
const GROUPS: { label: string; values: readonly string[] }[] = [
  {
    label: "Engines and suppression",
    values: ["ENGINE_STRUCT", "ENGINE_WUI", "TENDER", "FOAM", "ARFF", "ATV_FIRE", "CREW", "DOZER"],
  },
  {
    label: "Ladders and aerials",
    values: [
      "LADDER_SMALL",
      "LADDER_QUINT",
      "LADDER_TALL",
      "QUINT_TALL",
      "PLATFORM",
      "PLATFORM_QUINT",
      "LADDER_TILLER",
    ],
  },
  { label: "EMS", values: ["ALS_AMB", "BLS_AMB", "EMS_NOTRANS", "EMS_SUPV", "MAB", "ATV_EMS"] },
  {
    label: "Rescue and special operations",
    values: [
      "RESCUE_HEAVY",
      "RESCUE_MEDIUM",
      "RESCUE_LIGHT",
      "RESCUE_USAR",
      "RESCUE_WATER",
      "HAZMAT",
      "DECON",
    ],
  },
  { label: "Boats", values: ["BOAT", "BOAT_LARGE"] },
  {
    label: "Aircraft and drones",
    values: [
      "HELO_GENERAL",
      "HELO_FIRE",
      "HELO_RESCUE",
      "AIR_TANKER",
      "AIR_EMS",
      "AIR_RECON",
      "UAS_FIRE",
      "UAS_RECON",
    ],
  },
  {
    label: "Command and support",
    values: ["CHIEF_STAFF_COMMAND", "MOBILE_ICP", "MOBILE_COMMS", "SCBA", "AIR_LIGHT", "REHAB", "INVEST"],
  },
];

/** Every NERIS unit type in its group; one the groups do not name falls under "Other", so none goes missing. */
export const UNIT_TYPE_GROUPS: { label: string; types: NerisFlatValue[] }[] = (() => {
  const grouped = new Set(GROUPS.flatMap((g) => g.values));
  const groups = GROUPS.map((g) => ({
    label: g.label,
    types: NERIS_UNIT_TYPES.filter((t) => g.values.includes(t.value)),
  }));
  return [...groups, { label: "Other", types: NERIS_UNIT_TYPES.filter((t) => !grouped.has(t.value)) }].filter(
    (g) => g.types.length,
  );
})();
