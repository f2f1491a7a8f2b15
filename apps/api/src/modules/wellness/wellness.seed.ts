/** Demo fitness programs, wellness records and enrolments. */
import { randomUUID } from "node:crypto";
import {
  type FitnessEnrollment,
  fitnessEnrollments,
  fitnessPrograms,
  type NewFitnessProgram,
  type NewWellnessRecord,
  wellnessRecords,
} from "../../db/schema/wellness";
import { type DemoContext, insertRows, rowsOf, type SeedStep } from "../../db/seed/context";
import type { MemberKey } from "../../db/seed/people";

type NewFitnessEnrollment = Pick<FitnessEnrollment, "agencyId" | "userId" | "programId">;

const FITNESS_PROGRAMS: Pick<
  NewFitnessProgram,
  "name" | "description" | "type" | "duration" | "difficulty" | "instructions"
>[] = [
  {
    name: "Stair Climb Conditioning",
    type: "cardio",
    duration: 30,
    difficulty: "intermediate",
    description: "High-rise readiness: sustained stair work in gear weight.",
    instructions:
      "Warm up 5 min. Climb the training tower (6 floors) at a steady pace, walk down to recover. Repeat 6-8 rounds. " +
      "Add a 25 lb vest once you can finish 8 rounds under 25 min. Cool down and stretch calves and hip flexors.",
  },
  {
    name: "Fireground Strength Circuit",
    type: "strength",
    duration: 45,
    difficulty: "intermediate",
    description: "Functional strength for hose pulls, carries and forcible entry.",
    instructions:
      "3 rounds, 60 s rest between rounds: 10 deadlifts, 10 sled pulls (20 m), 12 kettlebell swings, " +
      "40 m farmer carry, 10 push-ups, 30 s plank. Keep a neutral spine on every lift.",
  },
  {
    name: "Post-Shift Mobility & Stretching",
    type: "flexibility",
    duration: 20,
    difficulty: "beginner",
    description: "Recovery routine after a 24-hour shift.",
    instructions:
      "Hold each 45 s: hip flexor lunge, hamstring stretch, thoracic rotations, doorway chest stretch, child's pose. " +
      "Finish with 2 min of box breathing.",
  },
  {
    name: "Combat Challenge Endurance Prep",
    type: "endurance",
    duration: 60,
    difficulty: "advanced",
    description: "Eight-week build toward the firefighter combat challenge.",
    instructions:
      "Intervals in full PPE on air: tower climb with hose pack, hoist, forcible entry sled, hose advance and rescue drag. " +
      "Work 4 min / rest 2 min, 6 rounds. Hydrate and monitor heart rate; stop at signs of heat stress.",
  },
];

type ProgramKey = "stairs" | "strength" | "mobility" | "combat";
const PROGRAM_KEYS: ProgramKey[] = ["stairs", "strength", "mobility", "combat"];

type RecordSeed = Pick<NewWellnessRecord, "recordType" | "notes" | "isPrivate"> & {
  member: MemberKey;
  daysAgo: number;
  data: Record<string, unknown>;
  /** A session of this program (the member is enrolled in it). */
  program?: ProgramKey;
};

/**
 * Shaped as packages/shared/src/wellness.ts requires of each type. Private unless said otherwise; one session
 * is shared, so the admins' Shared list has something to show. Jordan Kim (firefighter@riverside.demo) has an
 * annual medical evaluation falling due in 20 days, which the medical-due reminder announces to him alone.
 */
const WELLNESS_RECORDS: RecordSeed[] = [
  {
    member: "kim",
    daysAgo: 2,
    recordType: "fitness",
    program: "stairs",
    data: { activity: "Stair Climb Conditioning", minutes: 30, intensity: "moderate" },
    notes: "Weighted vest for the last 3 rounds.",
    isPrivate: false,
  },
  {
    member: "kim",
    daysAgo: 5,
    recordType: "fitness",
    program: "stairs",
    data: { activity: "Stair Climb Conditioning", minutes: 30, intensity: "moderate" },
    notes: null,
    isPrivate: true,
  },
  {
    member: "kim",
    daysAgo: 9,
    recordType: "fitness",
    data: { activity: "Rowing", minutes: 30, intensity: "high" },
    notes: "6,000 m.",
    isPrivate: true,
  },
  {
    member: "kim",
    daysAgo: 345,
    recordType: "medical",
    data: { evaluation: "Annual medical evaluation", result: "cleared", nextDueDate: 20 },
    notes: "NFPA 1582 physical, cleared for duty.",
    isPrivate: true,
  },
  {
    member: "kim",
    daysAgo: 6,
    recordType: "mental_health",
    data: { mood: 4 },
    notes: null,
    isPrivate: true,
  },
  {
    member: "patel",
    daysAgo: 1,
    recordType: "fitness",
    program: "mobility",
    data: { activity: "Post-Shift Mobility & Stretching", minutes: 20, intensity: "low" },
    notes: null,
    isPrivate: true,
  },
  {
    member: "patel",
    daysAgo: 8,
    recordType: "mental_health",
    data: { mood: 2 },
    notes: "Debrief after the Willow Bend arrest call.",
    isPrivate: true,
  },
  {
    member: "hale",
    daysAgo: 3,
    recordType: "fitness",
    program: "strength",
    data: { activity: "Fireground Strength Circuit", minutes: 45, intensity: "moderate" },
    notes: null,
    isPrivate: true,
  },
  {
    member: "hale",
    daysAgo: 120,
    recordType: "medical",
    data: { evaluation: "Annual medical evaluation", result: "cleared", nextDueDate: 245 },
    notes: null,
    isPrivate: true,
  },
  {
    member: "ortega",
    daysAgo: 4,
    recordType: "fitness",
    data: { activity: "Cycling", minutes: 45, intensity: "moderate" },
    notes: null,
    isPrivate: true,
  },
];

/** Fitness programs, members' wellness records and their enrolments in the programs they logged sessions of. */
export function buildWellness(ctx: DemoContext) {
  const { agencyId, dateIn, idOf } = ctx;
  const programIds = Object.fromEntries(PROGRAM_KEYS.map((key) => [key, randomUUID()])) as Record<
    ProgramKey,
    string
  >;
  const fitnessRows: NewFitnessProgram[] = FITNESS_PROGRAMS.map((p, i) => ({
    ...p,
    id: programIds[PROGRAM_KEYS[i]],
    agencyId,
  }));
  const wellnessRows: NewWellnessRecord[] = WELLNESS_RECORDS.map(
    ({ member, daysAgo, program, data, ...r }) => ({
      ...r,
      agencyId,
      userId: idOf(member),
      recordDate: dateIn(-daysAgo),
      data:
        r.recordType === "medical"
          ? { ...data, nextDueDate: dateIn(data.nextDueDate as number) }
          : r.recordType === "fitness"
            ? { ...data, programId: program ? programIds[program] : null }
            : data,
    }),
  );
  const enrolled = new Set(
    WELLNESS_RECORDS.filter((r) => r.program).map((r) => `${r.member}:${r.program as ProgramKey}`),
  );
  const enrollmentRows: NewFitnessEnrollment[] = [...enrolled].map((pair) => {
    const [member, program] = pair.split(":") as [MemberKey, ProgramKey];
    return { agencyId, userId: idOf(member), programId: programIds[program] };
  });
  return { fitnessRows, wellnessRows, enrollmentRows };
}

export const wellnessSeed: SeedStep = (ctx) => {
  const { fitnessRows, wellnessRows, enrollmentRows } = buildWellness(ctx);
  return insertRows(
    rowsOf(fitnessPrograms, fitnessRows),
    rowsOf(wellnessRecords, wellnessRows),
    rowsOf(fitnessEnrollments, enrollmentRows),
  );
};
