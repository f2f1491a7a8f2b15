/**
 * Wellness (spec 02 §2 "Wellness Center", §3, §5, §6, §7, §8, §9): fitness programs, the three record types
 * and what each one's data holds, the forms with their messages, and the API's answer shapes. A record is
 * private to its owner by default; a shared one is visible to the agency's admins too. Used by the API and the
 * web app alike.
 */
import { z } from "zod";
import { optionalId, optionalText, requiredDate, requiredText } from "./fields";
import { timestampSchema } from "./timestamps";

export const FITNESS_PROGRAM_TYPES = ["cardio", "strength", "flexibility", "endurance", "general"] as const;
export type FitnessProgramType = (typeof FITNESS_PROGRAM_TYPES)[number];
export const FITNESS_PROGRAM_TYPE_LABELS: Record<FitnessProgramType, string> = {
  cardio: "Cardio",
  strength: "Strength",
  flexibility: "Flexibility",
  endurance: "Endurance",
  general: "General",
};

/** Same three levels as course difficulty. */
export const FITNESS_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export type FitnessDifficulty = (typeof FITNESS_DIFFICULTIES)[number];

export const WELLNESS_RECORD_TYPES = ["fitness", "medical", "mental_health"] as const;
export type WellnessRecordType = (typeof WELLNESS_RECORD_TYPES)[number];
export const WELLNESS_RECORD_TYPE_LABELS: Record<WellnessRecordType, string> = {
  fitness: "Fitness",
  medical: "Medical",
  mental_health: "Mental Health",
};
export const FITNESS_DIFFICULTY_LABELS: Record<FitnessDifficulty, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

export const FITNESS_INTENSITIES = ["low", "moderate", "high"] as const;
export type FitnessIntensity = (typeof FITNESS_INTENSITIES)[number];
export const FITNESS_INTENSITY_LABELS: Record<FitnessIntensity, string> = {
  low: "Low",
  moderate: "Moderate",
  high: "High",
};

/** A program's session is as hard as the program (Start Program's default intensity). */
export const SESSION_INTENSITY_BY_DIFFICULTY: Record<FitnessDifficulty, FitnessIntensity> = {
  beginner: "low",
  intermediate: "moderate",
  advanced: "high",
};

/** The medical evaluation's outcome, in the spirit of NFPA 1582's annual medical evaluation. */
export const MEDICAL_RESULTS = ["cleared", "restricted", "not_cleared"] as const;
export type MedicalResult = (typeof MEDICAL_RESULTS)[number];
export const MEDICAL_RESULT_LABELS: Record<MedicalResult, string> = {
  cleared: "Cleared for duty",
  restricted: "Cleared with restrictions",
  not_cleared: "Not cleared",
};

/** 1 (very low) to 5 (very good). */
export const MOODS = [1, 2, 3, 4, 5] as const;
export const MOOD_LABELS: Record<number, string> = {
  1: "Very low",
  2: "Low",
  3: "Okay",
  4: "Good",
  5: "Very good",
};

/** Spec 02 §9: a new program lasts 30 minutes unless told otherwise. */
export const DEFAULT_PROGRAM_MINUTES = 30;
export const MAX_SESSION_MINUTES = 24 * 60;
export const DEFAULT_MEDICAL_EVALUATION = "Annual medical evaluation";
/** A medical evaluation due within this many days reminds its owner (the certification threshold). */
export { EXPIRING_SOON_DAYS as MEDICAL_DUE_SOON_DAYS } from "./compliance";

/** The New Program duration input: whole minutes, or 0 when the entry cannot be read (spec 02 §5). */
export function parseProgramMinutes(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(n) ? n : 0;
}

// ---------------------------------------------------------------------------------------------------------
// Texts (spec 02 §2, §8; the rest are ours)
// ---------------------------------------------------------------------------------------------------------

export const WELLNESS_MESSAGES = {
  title: "Wellness Center",
  subtitle: "Fitness programs and private wellness logs",
  noPrograms: "No fitness programs available yet",
  noActivities: "No activities logged yet",
  noShared: "No member has shared a wellness record with admins",
  programCreated: "Fitness program created successfully",
  programFailed: "Failed to create fitness program",
  programUpdated: "Fitness program updated",
  programUpdateFailed: "Failed to update fitness program",
  recordAdded: "Wellness record added successfully",
  recordFailed: "Failed to add wellness record",
  recordUpdated: "Wellness record updated",
  recordDeleted: "Wellness record deleted",
  recordUpdateFailed: "Failed to update wellness record",
  recordDeleteFailed: "Failed to delete wellness record",
  privacyNote:
    "Private records are visible to you alone. Shared records are also visible to your agency's admins.",
  deleteRecordConfirm: "Are you sure you want to delete this wellness record? This action cannot be undone.",
  name: "Program name is required",
  duration: "Duration must be a whole number of minutes from 0 to 1440",
  activity: "Activity is required",
  minutes: "Minutes must be a whole number from 1 to 1440",
  intensity: "Choose an intensity: low, moderate or high",
  evaluation: "Evaluation is required",
  result: "Choose a result: cleared, restricted or not cleared",
  nextDueDate: "Next due date is required",
  nextDueBeforeDate: "Next due date must be after the evaluation date",
  mood: "Choose a mood from 1 to 5",
  recordType: "Choose a record type: fitness, medical or mental health",
  recordDate: "Date is required",
  recordDateFuture: "Date cannot be in the future",
  programNotFound: "Fitness program not found",
  programInactive: "This program is no longer offered",
  recordNotFound: "Wellness record not found",
  programChoice: "Choose one of your agency's fitness programs",
} as const;

// ---------------------------------------------------------------------------------------------------------
// Forms: Create Fitness Program, Log Wellness Activity
// ---------------------------------------------------------------------------------------------------------

const programFields = {
  name: requiredText(WELLNESS_MESSAGES.name),
  description: optionalText(2000),
  type: z.enum(FITNESS_PROGRAM_TYPES),
  duration: z
    .number({ error: WELLNESS_MESSAGES.duration })
    .int(WELLNESS_MESSAGES.duration)
    .min(0, WELLNESS_MESSAGES.duration)
    .max(MAX_SESSION_MINUTES, WELLNESS_MESSAGES.duration),
  difficulty: z.enum(FITNESS_DIFFICULTIES),
  instructions: optionalText(2000),
};

/** POST /api/fitness-programs with the spec's defaults: general, 30 minutes, beginner (spec 02 §5). */
export const fitnessProgramFormSchema = z.object({
  ...programFields,
  type: programFields.type.default("general"),
  duration: programFields.duration.default(DEFAULT_PROGRAM_MINUTES),
  difficulty: programFields.difficulty.default("beginner"),
});
export type FitnessProgramFormInput = z.input<typeof fitnessProgramFormSchema>;
export type FitnessProgramFormValues = z.output<typeof fitnessProgramFormSchema>;

/** PATCH /api/fitness-programs/{id} (admins): any field, and retiring it (isActive false). */
export const fitnessProgramUpdateSchema = z.object({ ...programFields, isActive: z.boolean() }).partial();
export type FitnessProgramUpdateValues = z.output<typeof fitnessProgramUpdateSchema>;

/** What a record's data holds, by its type. */
export const fitnessDataSchema = z.object({
  activity: requiredText(WELLNESS_MESSAGES.activity),
  minutes: z
    .number({ error: WELLNESS_MESSAGES.minutes })
    .int(WELLNESS_MESSAGES.minutes)
    .min(1, WELLNESS_MESSAGES.minutes)
    .max(MAX_SESSION_MINUTES, WELLNESS_MESSAGES.minutes),
  intensity: z.enum(FITNESS_INTENSITIES, { error: WELLNESS_MESSAGES.intensity }),
  /** The program this session belongs to, when logged from a program card. */
  programId: optionalId(WELLNESS_MESSAGES.programChoice),
});
export const medicalDataSchema = z.object({
  evaluation: requiredText(WELLNESS_MESSAGES.evaluation),
  result: z.enum(MEDICAL_RESULTS, { error: WELLNESS_MESSAGES.result }),
  nextDueDate: requiredDate(WELLNESS_MESSAGES.nextDueDate),
});
export const mentalHealthDataSchema = z.object({
  mood: z
    .number({ error: WELLNESS_MESSAGES.mood })
    .int(WELLNESS_MESSAGES.mood)
    .min(1, WELLNESS_MESSAGES.mood)
    .max(5, WELLNESS_MESSAGES.mood),
});
export const WELLNESS_DATA_SCHEMAS = {
  fitness: fitnessDataSchema,
  medical: medicalDataSchema,
  mental_health: mentalHealthDataSchema,
} as const;
export type FitnessData = z.output<typeof fitnessDataSchema>;
export type MedicalData = z.output<typeof medicalDataSchema>;
export type MentalHealthData = z.output<typeof mentalHealthDataSchema>;

const recordCommon = {
  recordDate: requiredDate(WELLNESS_MESSAGES.recordDate),
  notes: optionalText(2000),
  isPrivate: z.boolean().default(true),
};

/** A medical evaluation's next due date comes after the evaluation itself. */
const dueAfterDate = (v: { recordDate: string; data: { nextDueDate: string } }, ctx: z.RefinementCtx) => {
  if (v.data.nextDueDate && v.recordDate && v.data.nextDueDate <= v.recordDate) {
    ctx.addIssue({
      code: "custom",
      path: ["data", "nextDueDate"],
      message: WELLNESS_MESSAGES.nextDueBeforeDate,
    });
  }
};

/**
 * POST /api/wellness-records: recordType (default fitness), data as its type requires, recordDate (the form
 * defaults to today), notes, isPrivate (default true) (spec 02 §5, §7).
 */
export const wellnessRecordFormSchema = z.discriminatedUnion(
  "recordType",
  [
    z.object({ recordType: z.literal("fitness"), data: fitnessDataSchema, ...recordCommon }),
    z
      .object({ recordType: z.literal("medical"), data: medicalDataSchema, ...recordCommon })
      .superRefine(dueAfterDate),
    z.object({ recordType: z.literal("mental_health"), data: mentalHealthDataSchema, ...recordCommon }),
  ],
  { error: WELLNESS_MESSAGES.recordType },
);
export type WellnessRecordFormInput = z.input<typeof wellnessRecordFormSchema>;
export type WellnessRecordFormValues = z.output<typeof wellnessRecordFormSchema>;

/** PATCH /api/wellness-records/{id} (the owner only): the date, notes, privacy, or the data of its type. */
export const wellnessRecordUpdateSchema = z
  .object({
    recordDate: recordCommon.recordDate,
    notes: recordCommon.notes,
    isPrivate: z.boolean(),
    data: z.record(z.string(), z.unknown()),
  })
  .partial();
export type WellnessRecordUpdateValues = z.output<typeof wellnessRecordUpdateSchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------

/** The caller's own part in a program: when they started and the sessions they logged in it. */
export const enrollmentSchema = z.object({
  startedAt: timestampSchema,
  sessions: z.number().int(),
  minutes: z.number().int(),
  lastSessionOn: z.string().nullable(),
});

export const fitnessProgramSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(FITNESS_PROGRAM_TYPES),
  duration: z.number().int(),
  difficulty: z.enum(FITNESS_DIFFICULTIES),
  instructions: z.string().nullable(),
  isActive: z.boolean(),
  /** The caller's enrolment, or null; never anyone else's. */
  enrollment: enrollmentSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type FitnessProgram = z.input<typeof fitnessProgramSchema>;
export type FitnessProgramDto = z.output<typeof fitnessProgramSchema>;

export const wellnessRecordSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  /** Set on the admins' list of shared records; null on the owner's own list. */
  userName: z.string().nullable(),
  recordType: z.enum(WELLNESS_RECORD_TYPES),
  data: z.record(z.string(), z.unknown()),
  recordDate: z.string(),
  notes: z.string().nullable(),
  isPrivate: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type WellnessRecord = z.input<typeof wellnessRecordSchema>;
export type WellnessRecordDto = z.output<typeof wellnessRecordSchema>;

/** ?scope=shared: an admin's list of the records members shared; default: the caller's own. */
export const wellnessRecordsQuerySchema = z.object({ scope: z.enum(["mine", "shared"]).default("mine") });

/**
 * GET /api/wellness/stats. The counts are the caller's own (spec 02 §2); `participation` is for admins only
 * and is a bare count of members, never who or what.
 */
export const wellnessStatsSchema = z.object({
  activePrograms: z.number().int(),
  weeklyActivities: z.number().int(),
  healthRecords: z.number().int(),
  mentalHealthLogs: z.number().int(),
  participation: z
    .object({ month: z.string(), membersThisMonth: z.number().int(), totalMembers: z.number().int() })
    .nullable(),
});
export type WellnessStats = z.infer<typeof wellnessStatsSchema>;
