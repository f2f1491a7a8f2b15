/**
 * Log Wellness Activity's values: one flat set of fields for every record type, so each field (and a server
 * error naming data.minutes, say) sits under its own name. The shared schema decides: the values are shaped as
 * the API takes them (recordType, data of that type, recordDate, notes, isPrivate) and validated with
 * wellnessRecordFormSchema, whose messages land under the flat fields.
 */
import {
  DEFAULT_MEDICAL_EVALUATION,
  type FitnessIntensity,
  type FitnessProgram,
  MAX_SESSION_MINUTES,
  type MedicalResult,
  SESSION_INTENSITY_BY_DIFFICULTY,
  type WellnessRecordFormValues,
  type WellnessRecordType,
  wellnessRecordFormSchema,
} from "@rollcall/shared/wellness";
import type { FieldErrors, Resolver } from "react-hook-form";

export type LogActivityInput = {
  recordType: WellnessRecordType;
  // fitness
  activity: string;
  minutes: string;
  intensity: FitnessIntensity | "";
  programId: string;
  // medical
  evaluation: string;
  result: MedicalResult | "";
  nextDueDate: string;
  // mental health
  mood: string;
  recordDate: string;
  notes: string;
  isPrivate: boolean;
};

/** The data fields, as the server names them in a 400's errors ("data.minutes") and as the form does. */
export const DATA_FIELDS = [
  "activity",
  "minutes",
  "intensity",
  "programId",
  "evaluation",
  "result",
  "nextDueDate",
  "mood",
] as const satisfies readonly (keyof LogActivityInput)[];

export const SERVER_DATA_FIELDS = Object.fromEntries(DATA_FIELDS.map((f) => [`data.${f}`, f])) as Record<
  string,
  (typeof DATA_FIELDS)[number]
>;

/** Fitness, moderate, the annual evaluation, today, private (spec 02 §5). */
export function logActivityDefaults(today: string): LogActivityInput {
  return {
    recordType: "fitness",
    activity: "",
    minutes: "",
    intensity: "moderate",
    programId: "",
    evaluation: DEFAULT_MEDICAL_EVALUATION,
    result: "",
    nextDueDate: "",
    mood: "",
    recordDate: today,
    notes: "",
    isPrivate: true,
  };
}

/** A program's duration as the Minutes entry; a 0-minute program leaves it for the member to fill in. */
export const programMinutes = (program: FitnessProgram) =>
  program.duration > 0 ? String(Math.min(program.duration, MAX_SESSION_MINUTES)) : "";

/** Today's session of `program`: its name, its minutes, as hard as the program, counted on its card. */
export function programSessionDefaults(today: string, program: FitnessProgram): LogActivityInput {
  return {
    ...logActivityDefaults(today),
    activity: program.name,
    minutes: programMinutes(program),
    intensity: SESSION_INTENSITY_BY_DIFFICULTY[program.difficulty],
    programId: program.id,
  };
}

/** "" is no entry (the field's own required message); anything else is read as a number. */
const numberOrNothing = (value: string) => (value.trim() === "" ? undefined : Number(value));
const orNothing = (value: string) => (value === "" ? undefined : value);

/** The API's body for the chosen type: only that type's data fields go. */
export function toRecordBody(v: LogActivityInput): Record<string, unknown> {
  const common = { recordDate: v.recordDate, notes: v.notes, isPrivate: v.isPrivate };
  switch (v.recordType) {
    case "fitness":
      return {
        recordType: v.recordType,
        data: {
          activity: v.activity,
          minutes: numberOrNothing(v.minutes),
          intensity: orNothing(v.intensity),
          programId: orNothing(v.programId),
        },
        ...common,
      };
    case "medical":
      return {
        recordType: v.recordType,
        data: { evaluation: v.evaluation, result: orNothing(v.result), nextDueDate: v.nextDueDate },
        ...common,
      };
    default:
      return { recordType: v.recordType, data: { mood: numberOrNothing(v.mood) }, ...common };
  }
}

/** Validates with the shared schema; an issue at data.minutes is shown under minutes. */
export const logActivityResolver: Resolver<LogActivityInput, unknown, WellnessRecordFormValues> = async (
  values,
) => {
  const parsed = wellnessRecordFormSchema.safeParse(toRecordBody(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    const name = path[0] === "data" ? path[1] : path[0];
    if (name && !errors[name]) errors[name] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<LogActivityInput> };
};
