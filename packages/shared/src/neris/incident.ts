/**
 * What an incident report holds for NERIS beyond its NFIRS columns (incidents.neris), in the NERIS API's own
 * field names so each part becomes its part of the IncidentPayload unchanged; the unit responses of the
 * report's apparatus; the validation answer. The value sets are the API schema's (payload-enums.ts, generated
 * from incident-payload.schema.json), so a value these shapes accept is one the API accepts. The server builds
 * the payload from a report (base, incident_types, dispatch, ...) and checks it against the schema and the
 * API's rules the schema does not carry; these shapes check each part as a member writes it.
 */
import { z } from "zod";
import * as E from "./payload-enums";
import { NERIS_UNIT_TYPES } from "./value-sets";

/** A NERIS entity id of a fire department: "FD" and eight digits (base.department_neris_id). */
export const NERIS_ENTITY_ID_PATTERN = "^FD\\d{8}$";
const ENTITY_ID = new RegExp(NERIS_ENTITY_ID_PATTERN);
/** A department or a fire marshal, as an aid names it. */
const AID_ENTITY_ID = /^(FD|FM)\d{8}$/;

/** type_unit values: an apparatus' NERIS unit type (equipment.neris_unit_type). */
export const NERIS_UNIT_TYPE_VALUES = NERIS_UNIT_TYPES.map((t) => t.value);

/** A report names at most three incident types (one primary: the report's nerisIncidentType). */
export const NERIS_MAX_INCIDENT_TYPES = 3;

export const NERIS_MESSAGES = {
  entityId: "Enter the NERIS id as FD followed by eight digits",
  aidEntityId: "Enter the NERIS id as FD or FM followed by eight digits",
  unitType: "Choose a NERIS unit type",
  dateTime: "Enter a date and time with its zone",
  tooManyTypes: "Choose at most three incident types",
  duplicateType: "Each incident type may be chosen once",
  wholeNumber: "Enter a whole number, 0 or more",
  tooLong: "Must be at most 255 characters",
  unitNotOnReport: "Choose apparatus listed on this report",
  duplicateUnit: "Give each unit's times once",
} as const;

const text = (max = 255) => z.string().trim().min(1).max(max, NERIS_MESSAGES.tooLong).nullish();
const narrative = z.string().trim().max(100_000).nullish();
const count = z.number().int(NERIS_MESSAGES.wholeNumber).min(0, NERIS_MESSAGES.wholeNumber).nullish();
const flag = z.boolean().nullish();
/** An exact instant (the API's date-time: with Z or an offset). */
export const nerisDateTime = z.iso.datetime({ offset: true, error: NERIS_MESSAGES.dateTime });
const moment = nerisDateTime.nullish();
const one = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values);
const maybe = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullish();
const many = <T extends readonly [string, ...string[]]>(values: T) => z.array(z.enum(values)).nullish();

// -------------------------------------------------------------------------------------------------------
// Location
// -------------------------------------------------------------------------------------------------------

/** An address in the NENA/FGDC parts the API takes (LocationPayload, the parts a department fills). */
export const nerisLocationSchema = z.strictObject({
  place_type: maybe(E.TypeLocPlaceValue),
  number_prefix: text(),
  number: count,
  number_suffix: text(),
  complete_number: text(),
  street_prefix_direction: text(),
  street_prefix: maybe(E.TypeLocSnPrePostValue),
  street: text(),
  street_postfix: maybe(E.TypeLocSnPrePostValue),
  street_postfix_direction: text(),
  direction_of_travel: maybe(E.TypeLocSnDirectionValue),
  distance_marker: text(),
  site: text(),
  structure: text(),
  wing: text(),
  floor: text(),
  unit_prefix: text(),
  unit_value: text(),
  room: text(),
  marker: text(),
  additional_info: text(),
  postal_community: text(),
  neighborhood_community: text(),
  incorporated_municipality: text(),
  county: text(),
  state: maybe(E.StatesTerrs),
  postal_code: text(),
  postal_code_extension: text(),
  country: maybe(E.TypeLocCspCountryValue),
});
export type NerisLocation = z.infer<typeof nerisLocationSchema>;

export const nerisLocationUseSchema = z.strictObject({
  use_type: maybe(E.TypeLocationUseValue),
  in_use: z.strictObject({ in_use: z.boolean(), intended: flag }).nullish(),
  vacancy_cause: maybe(E.TypeVacancyValue),
  secondary_use: maybe(E.TypeLocationUseValue),
});

const geoPoint = z.strictObject({
  crs: z.union([z.number().int(), z.string()]).nullish(),
  geometry: z.strictObject({
    type: z.literal("Point").optional(),
    coordinates: z.tuple([z.number(), z.number()]),
  }),
});

// -------------------------------------------------------------------------------------------------------
// Incident parts
// -------------------------------------------------------------------------------------------------------

const baseSchema = z.strictObject({
  location: nerisLocationSchema.nullish(),
  location_use: nerisLocationUseSchema.nullish(),
  point: geoPoint.nullish(),
  people_present: flag,
  animals_rescued: count,
  displacement_count: count,
  displacement_causes: many(E.TypeDisplaceCauseValueRelIncident),
  impediment_narrative: narrative,
});

const aidSchema = z.strictObject({
  department_neris_id: z.string().trim().regex(AID_ENTITY_ID, NERIS_MESSAGES.aidEntityId),
  aid_type: one(E.AidType),
  aid_direction: one(E.AidDirection1),
});

const actionsTacticsSchema = z.strictObject({
  action_noaction: z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("ACTION"), actions: many(E.TypeActionTacticValue) }),
    z.strictObject({ type: z.literal("NOACTION"), noaction_type: one(E.NoactionType) }),
  ]),
});

const TACTIC_TIMESTAMPS = [
  "command_established",
  "completed_sizeup",
  "suppression_complete",
  "primary_search_begin",
  "primary_search_complete",
  "water_on_fire",
  "fire_under_control",
  "fire_knocked_down",
  "extrication_complete",
] as const;
const tacticTimestampsSchema = z.strictObject(
  Object.fromEntries(TACTIC_TIMESTAMPS.map((k) => [k, moment])) as Record<
    (typeof TACTIC_TIMESTAMPS)[number],
    typeof moment
  >,
);

/** What the dispatch part holds beyond the report's alarm time (its call_arrival) and its units. */
const dispatchSchema = z.strictObject({
  /** CAD's own number; the report's incident number when empty. */
  incident_number: z
    .string()
    .trim()
    .regex(/^[\w:-]+$/)
    .max(255)
    .nullish(),
  center_id: text(),
  determinant_code: text(8),
  incident_code: text(),
  automatic_alarm: flag,
  call_answered: moment,
  call_create: moment,
  disposition: text(),
  /** Where dispatch sent the units; the report's location when empty. */
  location: nerisLocationSchema.nullish(),
  comments: z
    .array(z.strictObject({ timestamp: moment, comment: z.string().trim().min(1).max(100_000) }))
    .nullish(),
});

// -------------------------------------------------------------------------------------------------------
// Modules
// -------------------------------------------------------------------------------------------------------

const notPresent = z.strictObject({ type: z.enum(["NOT_APPLICABLE", "NOT_PRESENT"]) });

const fireDetailSchema = z.strictObject({
  location_detail: z.discriminatedUnion("type", [
    z.strictObject({
      type: z.literal("STRUCTURE"),
      progression_evident: flag,
      floor_of_origin: z.number().int(),
      arrival_condition: one(E.ArrivalCondition),
      damage_type: one(E.DamageType),
      room_of_origin_type: one(E.RoomOfOriginType),
      cause: one(E.Cause2),
    }),
    z.strictObject({
      type: z.literal("OUTSIDE"),
      acres_burned: z.number().min(0).nullish(),
      cause: one(E.Cause),
    }),
  ]),
  water_supply: one(E.WaterSupply),
  investigation_needed: one(E.InvestigationNeeded),
  investigation_types: z.array(one(E.TypeFireInvestValue)),
  suppression_appliances: many(E.TypeSuppressApplianceValue),
});

const smokeAlarmSchema = z.strictObject({
  presence: z.discriminatedUnion("type", [
    z.strictObject({
      type: z.literal("PRESENT"),
      working: flag,
      alarm_types: many(E.TypeAlarmSmokeValue),
      operation: z
        .strictObject({
          alerted_failed_other: z.discriminatedUnion("type", [
            z.strictObject({
              type: z.literal("OPERATED_ALERTED_OCCUPANT"),
              occupant_action: maybe(E.TypeOccupantResponseValue),
            }),
            z.strictObject({
              type: z.literal("FAILED_TO_OPERATE"),
              failure_reason: maybe(E.TypeAlarmFailureValue),
            }),
            z.strictObject({
              type: z.enum([
                "INSUFFICIENT_SOURCE",
                "NO_OCCUPANT_TO_NOTIFY",
                "OPERATED_FAILED_TO_ALERT_OCCUPANT",
              ]),
            }),
          ]),
        })
        .nullish(),
    }),
    notPresent,
  ]),
});

const fireAlarmSchema = z.strictObject({
  presence: z.discriminatedUnion("type", [
    z.strictObject({
      type: z.literal("PRESENT"),
      alarm_types: many(E.TypeAlarmFireValue),
      operation_type: maybe(E.TypeAlarmOperationValue),
    }),
    notPresent,
  ]),
});

const otherAlarmSchema = z.strictObject({
  presence: z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("PRESENT"), alarm_types: many(E.TypeAlarmOtherValue) }),
    notPresent,
  ]),
});

const sprinklers = z.number().int().min(0).nullish();
const fireSuppressionSchema = z.strictObject({
  presence: z.discriminatedUnion("type", [
    z.strictObject({
      type: z.literal("PRESENT"),
      suppression_types: z
        .array(z.strictObject({ type: one(E.Type7), full_partial: maybe(E.TypeFullPartialValue) }))
        .nullish(),
      operation_type: z
        .strictObject({
          effectiveness: z.discriminatedUnion("type", [
            z.strictObject({ type: z.literal("OPERATED_EFFECTIVE"), sprinklers_activated: sprinklers }),
            z.strictObject({
              type: z.literal("OPERATED_NOT_EFFECTIVE"),
              sprinklers_activated: sprinklers,
              failure_reason: maybe(E.TypeSuppressNoOperationValue),
            }),
            z.strictObject({
              type: z.literal("NO_OPERATION"),
              failure_reason: maybe(E.TypeSuppressNoOperationValue),
            }),
          ]),
        })
        .nullish(),
    }),
    notPresent,
  ]),
});

const cookingFireSuppressionSchema = z.strictObject({
  presence: z.discriminatedUnion("type", [
    z.strictObject({
      type: z.literal("PRESENT"),
      suppression_types: many(E.TypeSuppressCookingValue),
      operation_type: maybe(E.TypeSuppressOperationValue),
    }),
    notPresent,
  ]),
});

const medicalDetailSchema = z.strictObject({
  patient_care_evaluation: one(E.PatientCareEvaluation),
  patient_status: maybe(E.TypeMedicalPatientStatusValue),
  transport_disposition: maybe(E.TypeMedicalTransportValue),
  patient_care_report_id: text(),
});

const hazsitDetailSchema = z.strictObject({
  evacuated: z.number().int().min(0),
  disposition: one(E.Disposition),
  chemicals: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1).max(255),
        release_occurred: z.boolean(),
        dot_class: one(E.DotClass),
        release: z
          .strictObject({
            estimated_amount: z.number().min(0).nullish(),
            unit_of_measurement: maybe(E.TypeHazardUnitValue),
            physical_state: maybe(E.TypeHazardPhysicalStateValue),
            released_into: maybe(E.TypeHazardReleasedIntoValue),
            cause: maybe(E.TypeHazardCauseValue),
          })
          .nullish(),
      }),
    )
    .nullish(),
});

const suppressionTime = maybe(E.TypeSuppressTimeValue);
const casualtyRescueSchema = z.strictObject({
  type: one(E.Type),
  rank: text(),
  years_of_service: z.number().min(0).nullish(),
  birth_month_year: z
    .string()
    .regex(/^(0[1-9]|1[0-2])\/\d{4}$/)
    .nullish(),
  gender: maybe(E.TypeGenderValue),
  race: maybe(E.TypeRaceValue),
  casualty: z
    .strictObject({
      injury_or_noninjury: z.discriminatedUnion("type", [
        z.strictObject({
          type: z.enum(["INJURED_FATAL", "INJURED_NONFATAL"]),
          cause: maybe(E.TypeCasualtyCauseValue),
          ff_injury_details: z
            .strictObject({
              reported_unit_id: text(),
              unit_continuity: flag,
              incident_command: flag,
              job_classification: maybe(E.TypeJobClassificationValue),
              duty_type: maybe(E.TypeDutyValue),
              action_type: maybe(E.TypeCasualtyActionValue),
              incident_stage: maybe(E.TypeCasualtyTimelineValue),
              ppe_items: many(E.TypeCasualtyPpeValue),
            })
            .nullish(),
        }),
        z.strictObject({ type: z.literal("UNINJURED") }),
      ]),
    })
    .nullish(),
  rescue: z
    .strictObject({
      presence_known: z.strictObject({ presence_known_type: one(E.PresenceKnownType) }).nullish(),
      mayday: z
        .strictObject({
          mayday: z.literal(true),
          rit_activated: flag,
          relative_suppression_time: suppressionTime,
        })
        .nullish(),
      ffrescue_or_nonffrescue: z.discriminatedUnion("type", [
        z.strictObject({
          type: z.enum(["EVAC_ASSISTED_BY_FIREFIGHTER", "RESCUED_BY_FF_RIT", "RESCUED_BY_FIREFIGHTER"]),
          actions: many(E.TypeRescueActionValue),
          impediments: many(E.TypeRescueImpedimentValue),
          removal_or_nonremoval: z.discriminatedUnion("type", [
            z.strictObject({
              type: z.literal("REMOVAL_FROM_STRUCTURE"),
              gas_isolation: flag,
              room_type: maybe(E.TypeRoomValue),
              elevation_type: maybe(E.TypeRescueElevationValue),
              rescue_path_type: maybe(E.TypeRescuePathValue),
              fire_removal: z.strictObject({ relative_suppression_time: suppressionTime }).nullish(),
            }),
            z.strictObject({ type: z.enum(["DISENTANGLEMENT", "EXTRICATION", "OTHER", "RECOVERY"]) }),
          ]),
        }),
        z.strictObject({
          type: z.enum(["NO_RESCUE_NEEDED", "RESCUED_BY_NONFIREFIGHTER", "SELF_EVACUATION"]),
        }),
      ]),
    })
    .nullish(),
});

const exposureSchema = z.strictObject({
  location_detail: z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("EXTERNAL_EXPOSURE"), item_type: one(E.ItemType) }),
    z.strictObject({ type: z.literal("INTERNAL_EXPOSURE") }),
  ]),
  location: nerisLocationSchema,
  location_use: nerisLocationUseSchema.nullish(),
  damage_type: one(E.DamageType),
  people_present: flag,
  displacement_count: count,
  displacement_causes: many(E.TypeDisplaceCauseValueRelExposure),
});

const medicalOxygenHazardSchema = z.strictObject({
  presence: z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("PRESENT"), contributed_to_flame_spread: flag }),
    notPresent,
  ]),
});

const csstHazardSchema = z.strictObject({
  ignition_source: flag,
  lightning_suspected: maybe(E.TypeYesNoUnknownValue),
  grounded: maybe(E.TypeYesNoUnknownValue),
});

// -------------------------------------------------------------------------------------------------------
// The report's NERIS data
// -------------------------------------------------------------------------------------------------------

/**
 * incidents.neris, as PATCH /api/incidents/{id} and POST /api/incidents take it (`neris`) and the report
 * answers it. Every part is optional: a report is filled over time, and the validation endpoint says what a
 * submission still lacks.
 */
export const nerisIncidentDataSchema = z.strictObject({
  base: baseSchema.nullish(),
  /** The types beyond the primary one (the report's nerisIncidentType): at most two more. */
  additional_types: z
    .array(one(E.TypeIncidentValue))
    .max(NERIS_MAX_INCIDENT_TYPES - 1, NERIS_MESSAGES.tooManyTypes)
    .refine((types) => new Set(types).size === types.length, NERIS_MESSAGES.duplicateType)
    .nullish(),
  special_modifiers: many(E.TypeSpecialModifierValue),
  aids: z.array(aidSchema).nullish(),
  nonfd_aids: many(E.TypeAidNonfdValue),
  /** Empty: the report's NFIRS primary action where it maps to exactly one NERIS action. */
  actions_tactics: actionsTacticsSchema.nullish(),
  dispatch: dispatchSchema.nullish(),
  tactic_timestamps: tacticTimestampsSchema.nullish(),
  exposures: z.array(exposureSchema).nullish(),
  casualty_rescues: z.array(casualtyRescueSchema).nullish(),
  fire_detail: fireDetailSchema.nullish(),
  hazsit_detail: hazsitDetailSchema.nullish(),
  medical_details: z.array(medicalDetailSchema).nullish(),
  smoke_alarm: smokeAlarmSchema.nullish(),
  fire_alarm: fireAlarmSchema.nullish(),
  other_alarm: otherAlarmSchema.nullish(),
  fire_suppression: fireSuppressionSchema.nullish(),
  cooking_fire_suppression: cookingFireSuppressionSchema.nullish(),
  csst_hazard: csstHazardSchema.nullish(),
  medical_oxygen_hazard: medicalOxygenHazardSchema.nullish(),
});
export type NerisIncidentData = z.infer<typeof nerisIncidentDataSchema>;

/** One apparatus' times on a report (incident_apparatus): the NERIS unit response of that unit. */
export const nerisUnitTimesSchema = z.strictObject({
  equipmentId: z.uuid(),
  dispatchedAt: moment,
  enRouteAt: moment,
  onSceneAt: moment,
  canceledAt: moment,
  clearedAt: moment,
  staffing: count,
});
export type NerisUnitTimes = z.infer<typeof nerisUnitTimesSchema>;

/** A unit's times as the report answers them. */
export const nerisUnitResponseSchema = z.object({
  dispatchedAt: z.string().nullable(),
  enRouteAt: z.string().nullable(),
  onSceneAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  clearedAt: z.string().nullable(),
  staffing: z.number().nullable(),
});

// -------------------------------------------------------------------------------------------------------
// Validation answer
// -------------------------------------------------------------------------------------------------------

/** One reason the API would refuse the payload: where in the payload (dots and indexes) and why. */
export const nerisValidationErrorSchema = z.object({
  /** "base.department_neris_id", "dispatch.unit_responses.0.on_scene", "smoke_alarm". */
  path: z.string(),
  message: z.string(),
});
export type NerisValidationError = z.infer<typeof nerisValidationErrorSchema>;

/** GET /api/incidents/{id}/neris/validation. */
export const nerisValidationSchema = z.object({
  valid: z.boolean(),
  errors: z.array(nerisValidationErrorSchema),
});
export type NerisValidation = z.infer<typeof nerisValidationSchema>;

export const isNerisEntityId = (value: string) => ENTITY_ID.test(value);
export const nerisValidationPath = (id: string) => `/api/incidents/${id}/neris/validation`;
