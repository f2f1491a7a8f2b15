/**
 * The demo's NERIS data: for each kind of call the demo holds (by its NERIS incident type), the parts a
 * department files: the address in its parts and its use, people present, the call's times at dispatch,
 * actions and tactics, and the modules the type needs (fire with its alarms and suppression, cooking fire,
 * medical, hazardous situation, rescues, exposures). Every completed demo report validates with 0 errors
 * (neris.test.ts).
 */
import type { NerisIncidentData, NerisLocation } from "@rollcall/shared/neris/incident";
import type { TypeActionTacticValue } from "@rollcall/shared/neris/payload-enums";

type Action = (typeof TypeActionTacticValue)[number];

/** The demo department's NERIS entity id, and a neighbour's for mutual aid. */
export const DEMO_NERIS_ENTITY_ID = "FD36071001";
const NEIGHBOUR_ENTITY_ID = "FD36071002";

const POSTFIX: Record<string, NerisLocation["street_postfix"]> = {
  St: "STREET",
  Dr: "DRIVE",
  Ln: "LANE",
  Rd: "ROAD",
  Ct: "COURT",
  Way: "WAY",
  Blvd: "BOULEVARD",
  Pkwy: "PARKWAY",
};

/**
 * "1420 Maple Ridge Dr, Riverside" in its parts (number, street, street type, community); a location that
 * is no street address ("Route 9 northbound at ...") stays the report's text.
 */
export function demoAddress(text: string): NerisLocation | null {
  const m =
    /^(\d+)\s+([A-Za-z .]+?)\s+(St|Dr|Ln|Rd|Ct|Way|Blvd|Pkwy)\b(?:,\s*(?:(Apt|Room)\s+(\w+),\s*)?(.+))?$/.exec(
      text.split(", ").length > 2 && !/^\d/.test(text) ? text.split(", ").slice(1).join(", ") : text,
    );
  if (!m) return null;
  const [, number, street, type, unitPrefix, unitValue, community] = m;
  return {
    number: Number(number),
    street,
    street_postfix: POSTFIX[type],
    unit_prefix: unitPrefix ?? null,
    unit_value: unitValue ?? null,
    site: /^\d/.test(text) ? null : text.split(", ")[0],
    incorporated_municipality: community?.includes("Riverside") || !community ? "Riverside" : community,
    state: "NY",
    postal_code: "12601",
    country: "US",
  };
}

type Call = {
  alarm: Date;
  arrival: Date | null;
  location: string;
  /** NFIRS section D: "1"/"2" aid received, "3"/"4"/"5" given. */
  aid: string | null;
  injuries: number;
};

const plus = (d: Date, seconds: number) => new Date(d.getTime() + seconds * 1000).toISOString();

const ACTIONS = (...actions: Action[]) => ({ action_noaction: { type: "ACTION" as const, actions } });

const notPresent = { presence: { type: "NOT_PRESENT" as const } };

/** The modules and details of each kind of call. */
const KINDS: Record<string, (c: Call) => Partial<NerisIncidentData>> = {
  "FIRE||STRUCTURE_FIRE||ROOM_AND_CONTENTS_FIRE": (c) => ({
    base: { people_present: true, displacement_count: 3, displacement_causes: ["FIRE", "SMOKE"] },
    actions_tactics: ACTIONS(
      "COMMAND_AND_CONTROL||ESTABLISH_INCIDENT_COMMAND",
      "SUPPRESSION||STRUCTURAL_FIRE_SUPPRESSION||INTERIOR",
      "SEARCH_STRUCTURE||DOOR_INITIATED_SEARCH||DURING_SUPPRESSION",
      "VENTILATION||VERTICAL||DURING_SUPPRESSION",
      "SALVAGE_AND_OVERHAUL",
    ),
    fire_detail: {
      location_detail: {
        type: "STRUCTURE",
        progression_evident: true,
        floor_of_origin: 1,
        arrival_condition: "SMOKE_FIRE_SHOWING",
        damage_type: "MODERATE_DAMAGE",
        room_of_origin_type: "KITCHEN",
        cause: "COOKING",
      },
      water_supply: "HYDRANT_GREATER_500",
      investigation_needed: "YES",
      investigation_types: ["INVESTIGATED_ON_SCENE_RESOURCE"],
      suppression_appliances: ["MEDIUM_DIAMETER_FIRE_HOSE"],
    },
    smoke_alarm: {
      presence: {
        type: "PRESENT",
        working: true,
        alarm_types: ["REPLACEABLE_BATTERY_POWERED"],
        operation: {
          alerted_failed_other: { type: "OPERATED_ALERTED_OCCUPANT", occupant_action: "EVACUATED" },
        },
      },
    },
    fire_alarm: notPresent,
    other_alarm: { presence: { type: "PRESENT", alarm_types: ["CARBON_MONOXIDE"] } },
    fire_suppression: notPresent,
    casualty_rescues: Array.from({ length: Math.max(c.injuries, 1) }, () => ({
      type: "NONFF" as const,
      casualty: { injury_or_noninjury: { type: "INJURED_NONFATAL" as const, cause: "EXPOSURE" as const } },
      rescue: {
        presence_known: { presence_known_type: "KNOWN_DISPATCH" as const },
        ffrescue_or_nonffrescue: { type: "SELF_EVACUATION" as const },
      },
    })),
    exposures: [
      {
        location_detail: { type: "INTERNAL_EXPOSURE" },
        location: demoAddress(c.location) ?? { additional_info: c.location },
        damage_type: "MINOR_DAMAGE",
        people_present: false,
      },
    ],
    tactic_timestamps: c.arrival
      ? {
          command_established: plus(c.arrival, 30),
          primary_search_begin: plus(c.arrival, 120),
          water_on_fire: plus(c.arrival, 150),
          primary_search_complete: plus(c.arrival, 420),
          fire_knocked_down: plus(c.arrival, 510),
        }
      : null,
  }),
  "FIRE||STRUCTURE_FIRE||STRUCTURAL_INVOLVEMENT_FIRE": (c) => ({
    base: { people_present: false, displacement_count: 0 },
    actions_tactics: ACTIONS(
      "COMMAND_AND_CONTROL||ESTABLISH_INCIDENT_COMMAND",
      "SUPPRESSION||STRUCTURAL_FIRE_SUPPRESSION||EXTERIOR",
      "SALVAGE_AND_OVERHAUL",
    ),
    fire_detail: {
      location_detail: {
        type: "STRUCTURE",
        progression_evident: true,
        floor_of_origin: 1,
        arrival_condition: "STRUCTURE_INVOLVED",
        damage_type: "MAJOR_DAMAGE",
        room_of_origin_type: "GARAGE",
        cause: "ELECTRICAL",
      },
      water_supply: "HYDRANT_GREATER_500",
      investigation_needed: "YES",
      investigation_types: ["INVESTIGATED_BY_STATE_FIRE_MARSHAL"],
      suppression_appliances: ["MEDIUM_DIAMETER_FIRE_HOSE", "MASTER_STREAM"],
    },
    smoke_alarm: notPresent,
    fire_alarm: notPresent,
    other_alarm: notPresent,
    fire_suppression: notPresent,
    exposures: [
      {
        location_detail: { type: "EXTERNAL_EXPOSURE", item_type: "STRUCTURE" },
        location: demoAddress(c.location) ?? { additional_info: c.location },
        location_use: { use_type: "RESIDENTIAL||DETATCHED_SINGLE_FAMILY_DWELLING" },
        damage_type: "MINOR_DAMAGE",
        people_present: true,
        displacement_count: 0,
      },
    ],
    tactic_timestamps: c.arrival
      ? { command_established: plus(c.arrival, 20), water_on_fire: plus(c.arrival, 180) }
      : null,
  }),
  "FIRE||STRUCTURE_FIRE||CONFINED_COOKING_APPLIANCE_FIRE": () => ({
    base: { people_present: true, displacement_count: 0 },
    actions_tactics: ACTIONS(
      "SUPPRESSION||STRUCTURAL_FIRE_SUPPRESSION||INTERIOR",
      "VENTILATION||POSITIVE_PRESSURE||POST_SUPPRESSION",
    ),
    fire_detail: {
      location_detail: {
        type: "STRUCTURE",
        progression_evident: false,
        floor_of_origin: 2,
        arrival_condition: "SMOKE_SHOWING",
        damage_type: "MINOR_DAMAGE",
        room_of_origin_type: "KITCHEN",
        cause: "COOKING",
      },
      water_supply: "NONE",
      investigation_needed: "NO_CAUSE_OBVIOUS",
      investigation_types: ["NONE"],
      suppression_appliances: ["FIRE_EXTINGUISHER"],
    },
    smoke_alarm: {
      presence: {
        type: "PRESENT",
        working: true,
        alarm_types: ["HARDWIRED", "INTERCONNECTED"],
        operation: {
          alerted_failed_other: {
            type: "OPERATED_ALERTED_OCCUPANT",
            occupant_action: "ATTEMPTED_TO_EXTINGUISH",
          },
        },
      },
    },
    fire_alarm: {
      presence: { type: "PRESENT", alarm_types: ["AUTOMATIC"], operation_type: "OPERATED_ALERTED_OCCUPANT" },
    },
    other_alarm: notPresent,
    fire_suppression: {
      presence: {
        type: "PRESENT",
        suppression_types: [{ type: "WET_PIPE_SPRINKLER_SYSTEM", full_partial: "FULL" }],
        operation_type: { effectiveness: { type: "NO_OPERATION", failure_reason: "INSUFFICIENT_SOURCE" } },
      },
    },
    cooking_fire_suppression: notPresent,
  }),
  "FIRE||OUTSIDE_FIRE||VEGETATION_GRASS_FIRE": () => ({
    base: { people_present: false, displacement_count: 0 },
    actions_tactics: ACTIONS(
      "SUPPRESSION||OUTSIDE_FIRE_SUPPRESSION||FIRE_CONTROL_EXTINGUISHMENT",
      "PROVIDE_SERVICES||PROVIDE_APPARATUS_WATER",
    ),
    fire_detail: {
      location_detail: { type: "OUTSIDE", acres_burned: 2.1, cause: "SMOKING_MATERIALS_ILLICIT_DRUGS" },
      water_supply: "WATER_TENDER_SHUTTLE",
      investigation_needed: "NO",
      investigation_types: ["NONE"],
      suppression_appliances: ["BOOSTER_FIRE_HOSE"],
    },
  }),
  "FIRE||TRANSPORTATION_FIRE||VEHICLE_FIRE_PASSENGER": () => ({
    base: { people_present: false, displacement_count: 0 },
    actions_tactics: ACTIONS("SUPPRESSION||OUTSIDE_FIRE_SUPPRESSION||FIRE_CONTROL_EXTINGUISHMENT"),
    fire_detail: {
      location_detail: { type: "OUTSIDE", acres_burned: 0, cause: "EQUIPMENT_VEHICLE_USE" },
      water_supply: "TANK_WATER",
      investigation_needed: "NO",
      investigation_types: ["NONE"],
      suppression_appliances: ["MEDIUM_DIAMETER_FIRE_HOSE"],
    },
  }),
  "MEDICAL||ILLNESS||CARDIAC_ARREST": () =>
    medical("PATIENT_EVALUATED_CARE_PROVIDED", "IMPROVED", "TRANSPORT_BY_EMS_UNIT", [
      "EMERGENCY_MEDICAL_CARE||PATIENT_ASSESSMENT",
      "EMERGENCY_MEDICAL_CARE||PROVIDE_ADVANCED_LIFE_SUPPORT",
      "EMERGENCY_MEDICAL_CARE||PROVIDE_TRANSPORT",
    ]),
  "MEDICAL||ILLNESS||BREATHING_PROBLEMS": () =>
    medical("PATIENT_EVALUATED_CARE_PROVIDED", "IMPROVED", "TRANSPORT_BY_EMS_UNIT", [
      "EMERGENCY_MEDICAL_CARE||PATIENT_ASSESSMENT",
      "EMERGENCY_MEDICAL_CARE||PROVIDE_BASIC_LIFE_SUPPORT",
    ]),
  "MEDICAL||ILLNESS||CHEST_PAIN_NON_TRAUMA": () =>
    medical("PATIENT_EVALUATED_CARE_PROVIDED", "UNCHANGED", "TRANSPORT_BY_EMS_UNIT", [
      "EMERGENCY_MEDICAL_CARE||PATIENT_ASSESSMENT",
      "EMERGENCY_MEDICAL_CARE||PROVIDE_ADVANCED_LIFE_SUPPORT",
    ]),
  // A fall without injury is the one the patient refused transport for.
  "MEDICAL||INJURY||FALL": (c) =>
    c.injuries > 0
      ? medical("PATIENT_EVALUATED_CARE_PROVIDED", "UNCHANGED", "TRANSPORT_BY_EMS_UNIT", [
          "EMERGENCY_MEDICAL_CARE||PATIENT_ASSESSMENT",
          "EMERGENCY_MEDICAL_CARE||PROVIDE_BASIC_LIFE_SUPPORT",
        ])
      : medical("PATIENT_EVALUATED_REFUSED_CARE", "UNCHANGED", "PATIENT_REFUSED_TRANSPORT", [
          "EMERGENCY_MEDICAL_CARE||PATIENT_ASSESSMENT",
        ]),
  "MEDICAL||ILLNESS||DIABETIC_PROBLEMS": () => alsTransport("IMPROVED"),
  "MEDICAL||ILLNESS||STROKE_CVA": () => alsTransport("UNCHANGED"),
  "MEDICAL||ILLNESS||CONVULSIONS_SEIZURES": () => alsTransport("IMPROVED"),
  "MEDICAL||ILLNESS||ALLERGIC_REACTION_STINGS": () => alsTransport("IMPROVED"),
  "MEDICAL||ILLNESS||OVERDOSE": () => alsTransport("IMPROVED"),
  "MEDICAL||ILLNESS||UNCONSCIOUS_VICTIM": () => alsTransport("IMPROVED"),
  "MEDICAL||INJURY||MOTOR_VEHICLE_COLLISION": (c) => ({
    ...medical(
      c.injuries > 0 ? "PATIENT_EVALUATED_CARE_PROVIDED" : "PATIENT_EVALUATED_NO_CARE_REQUIRED",
      "UNCHANGED",
      c.injuries > 0 ? "TRANSPORT_BY_EMS_UNIT" : "NO_TRANSPORT",
      ["EMERGENCY_MEDICAL_CARE||PATIENT_ASSESSMENT", "HAZARDOUS_SITUATION_MITIGATION||SPILL_CONTROL"],
      Math.max(c.injuries, 1),
    ),
  }),
  "NOEMERG||FALSE_ALARM||ACCIDENTAL_ALARM": () => ({
    base: { people_present: true, displacement_count: 0 },
    actions_tactics: ACTIONS("INVESTIGATION", "PROVIDE_SERVICES||RESTORE_RESET_ALARM_SYSTEM"),
  }),
  "HAZSIT||HAZARDOUS_MATERIALS||GAS_LEAK_ODOR": () => ({
    base: { people_present: true, displacement_count: 0 },
    actions_tactics: ACTIONS(
      "HAZARDOUS_SITUATION_MITIGATION||LEAK_STOP",
      "COMMAND_AND_CONTROL||NOTIFY_OTHER_AGENCIES",
    ),
    hazsit_detail: {
      evacuated: 2,
      disposition: "COMPLETED_WITH_FIRE_SERVICE_PRESENT",
      chemicals: [
        {
          name: "Natural gas",
          release_occurred: true,
          dot_class: "GASES",
          release: { physical_state: "GAS", released_into: "AIR", cause: "UNINTENTIONAL" },
        },
      ],
    },
  }),
  "HAZSIT||HAZARDOUS_MATERIALS||CARBON_MONOXIDE_RELEASE": () => ({
    base: { people_present: true, displacement_count: 2, displacement_causes: ["HAZARDOUS_SITUATION"] },
    actions_tactics: ACTIONS(
      "HAZARDOUS_SITUATION_MITIGATION||REMOVE_HAZARD",
      "VENTILATION||POSITIVE_PRESSURE||POST_SUPPRESSION",
    ),
    hazsit_detail: {
      evacuated: 2,
      disposition: "RELEASED_TO_PROPERTY_OWNER",
      chemicals: [
        {
          name: "Carbon monoxide",
          release_occurred: true,
          dot_class: "GASES",
          release: { physical_state: "GAS", released_into: "AIR", cause: "CONTAINER_CONTAINMENT_FAILURE" },
        },
      ],
    },
  }),
  "RESCUE||WATER||PERSON_IN_WATER_SWIFTWATER": () => ({
    base: { people_present: true, displacement_count: 0 },
    actions_tactics: ACTIONS("NON_STRUCTURE_SEARCH||SEARCH_WATERWAY"),
    casualty_rescues: [rescued("RESCUED_BY_FIREFIGHTER", "OTHER", ["ROPE_RIGGING"])],
  }),
  "RESCUE||STRUCTURE||ELEVATOR_ESCALATOR_RESCUE": () => ({
    base: { people_present: true, displacement_count: 0 },
    actions_tactics: ACTIONS("FORCIBLE_ENTRY", "PROVIDE_SERVICES||ASSIST_UNINJURED_PERSON"),
    casualty_rescues: [
      rescued("RESCUED_BY_FIREFIGHTER", "OTHER"),
      rescued("RESCUED_BY_FIREFIGHTER", "OTHER"),
    ],
  }),
  LAWENFORCE: () => ({
    base: { people_present: true, displacement_count: 0 },
    actions_tactics: ACTIONS("PROVIDE_EQUIPMENT||PROVIDE_LIGHT"),
  }),
  "PUBSERV||OTHER||MOVE_UP": () => ({
    base: { people_present: false, displacement_count: 0 },
    actions_tactics: { action_noaction: { type: "NOACTION", noaction_type: "STAGED_STANDBY" } },
  }),
};

function medical(
  patient_care_evaluation:
    | "PATIENT_EVALUATED_CARE_PROVIDED"
    | "PATIENT_EVALUATED_NO_CARE_REQUIRED"
    | "PATIENT_EVALUATED_REFUSED_CARE",
  patient_status: "IMPROVED" | "UNCHANGED",
  transport_disposition: "TRANSPORT_BY_EMS_UNIT" | "NO_TRANSPORT" | "PATIENT_REFUSED_TRANSPORT",
  actions: Action[],
  patients = 1,
): Partial<NerisIncidentData> {
  return {
    base: { people_present: true, displacement_count: 0 },
    actions_tactics: ACTIONS(...actions),
    medical_details: Array.from({ length: patients }, () => ({
      patient_care_evaluation,
      patient_status,
      transport_disposition,
    })),
  };
}

/** An EMS call the crew treated at the advanced level and transported. */
const alsTransport = (status: "IMPROVED" | "UNCHANGED") =>
  medical("PATIENT_EVALUATED_CARE_PROVIDED", status, "TRANSPORT_BY_EMS_UNIT", [
    "EMERGENCY_MEDICAL_CARE||PATIENT_ASSESSMENT",
    "EMERGENCY_MEDICAL_CARE||PROVIDE_ADVANCED_LIFE_SUPPORT",
    "EMERGENCY_MEDICAL_CARE||PROVIDE_TRANSPORT",
  ]);

function rescued(
  type: "RESCUED_BY_FIREFIGHTER",
  removal: "OTHER" | "EXTRICATION",
  actions: ("ROPE_RIGGING" | "NONE")[] = ["NONE"],
): NonNullable<NerisIncidentData["casualty_rescues"]>[number] {
  return {
    type: "NONFF",
    casualty: { injury_or_noninjury: { type: "UNINJURED" } },
    rescue: {
      presence_known: { presence_known_type: "KNOWN_DISPATCH" },
      ffrescue_or_nonffrescue: { type, actions, removal_or_nonremoval: { type: removal } },
    },
  };
}

/** The NERIS data of a demo report of this NERIS type, or null for a type the demo does not fill. */
export function demoNerisData(type: string | null, call: Call): NerisIncidentData | null {
  const kind = type ? KINDS[type] : undefined;
  if (!kind) return null;
  const { base, ...rest } = kind(call);
  const received = call.aid === "1" || call.aid === "2";
  const given = call.aid === "3" || call.aid === "4" || call.aid === "5";
  return {
    ...rest,
    base: { ...base, location: demoAddress(call.location) },
    aids:
      received || given
        ? [
            {
              department_neris_id: NEIGHBOUR_ENTITY_ID,
              aid_type: "SUPPORT_AID",
              aid_direction: received ? "RECEIVED" : "GIVEN",
            },
          ]
        : null,
    dispatch: {
      center_id: "RVS1",
      call_answered: plus(call.alarm, 6),
      call_create: plus(call.alarm, 21),
      automatic_alarm: type?.startsWith("NOEMERG") ?? false,
    },
  } as NerisIncidentData;
}
