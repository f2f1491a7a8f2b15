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
