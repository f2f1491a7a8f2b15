/** Demo fitness programs and wellness records. */
import type { NewFitnessProgram, NewWellnessRecord } from "../schema/wellness";
import type { DemoContext } from "./context";
import type { MemberKey } from "./people";

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

const WELLNESS_RECORDS: Array<
  Pick<NewWellnessRecord, "recordType" | "data" | "notes" | "isPrivate"> & {
    member: MemberKey;
    daysAgo: number;
  }
> = [
  {
    member: "kim",
    daysAgo: 2,
    recordType: "fitness",
    data: { minutes: 45, activity: "Stair climb", floors: 60 },
    notes: "Weighted vest for the last 3 rounds.",
    isPrivate: false,
  },
  {
    member: "kim",
    daysAgo: 5,
    recordType: "fitness",
    data: { minutes: 30, activity: "Rowing", distanceMeters: 6000 },
    notes: null,
    isPrivate: false,
  },
  {
    member: "kim",
    daysAgo: 20,
    recordType: "medical",
    data: { type: "Annual physical", bloodPressure: "118/76", restingHeartRate: 58 },
    notes: "Cleared for duty.",
    isPrivate: true,
  },
  {
    member: "patel",
    daysAgo: 1,
    recordType: "fitness",
    data: { minutes: 40, activity: "Yoga" },
    notes: null,
    isPrivate: true,
  },
  {
    member: "patel",
    daysAgo: 8,
    recordType: "mental_health",
    data: { type: "Peer support check-in", moodScore: 7 },
    notes: "Debrief after the Willow Bend arrest call.",
    isPrivate: true,
  },
  {
    member: "patel",
    daysAgo: 12,
    recordType: "fitness",
    data: { minutes: 50, activity: "Trail run", distanceKm: 8.2 },
    notes: null,
    isPrivate: false,
  },
  {
    member: "hale",
    daysAgo: 3,
    recordType: "fitness",
    data: { minutes: 60, activity: "Strength circuit", rounds: 3 },
    notes: null,
    isPrivate: false,
  },
  {
    member: "hale",
    daysAgo: 10,
    recordType: "fitness",
    data: { minutes: 35, activity: "Hose drag and carry drill" },
    notes: "With A platoon.",
    isPrivate: false,
  },
  {
    member: "ortega",
    daysAgo: 4,
    recordType: "fitness",
    data: { minutes: 45, activity: "Cycling", distanceKm: 18 },
    notes: null,
    isPrivate: false,
  },
  {
    member: "reyes",
    daysAgo: 2,
    recordType: "fitness",
    data: { minutes: 30, activity: "Treadmill walk", inclinePercent: 8 },
    notes: null,
    isPrivate: true,
  },
];

/** Fitness programs and members' wellness records. */
export function buildWellness(ctx: DemoContext) {
  const { agencyId, dateIn, idOf } = ctx;
  const fitnessRows: NewFitnessProgram[] = FITNESS_PROGRAMS.map((p) => ({ ...p, agencyId }));
  const wellnessRows: NewWellnessRecord[] = WELLNESS_RECORDS.map(({ member: key, daysAgo, ...r }) => ({
    ...r,
    agencyId,
    userId: idOf(key),
    recordDate: dateIn(-daysAgo),
  }));
  return { fitnessRows, wellnessRows };
}
