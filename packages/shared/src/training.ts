export const COURSE_CATEGORIES = [
  "fire_safety",
  "medical",
  "rescue",
  "hazmat",
  "driving",
  "leadership",
  "compliance",
  "equipment",
  "communications",
  "other",
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];
export const COURSE_CATEGORY_LABELS: Record<CourseCategory, string> = {
  fire_safety: "Fire Safety",
  medical: "Medical",
  rescue: "Rescue",
  hazmat: "Hazmat",
  driving: "Driving",
  leadership: "Leadership",
  compliance: "Compliance",
  equipment: "Equipment",
  communications: "Communications",
  other: "Other",
};

export const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

export const COURSE_STATUSES = ["draft", "published", "archived"] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const TRAINING_PRIORITIES = ["low", "medium", "high", "critical"] as const;
export type TrainingPriority = (typeof TRAINING_PRIORITIES)[number];

export const TRAINING_ASSIGNMENT_STATUSES = ["assigned", "in_progress", "completed", "overdue"] as const;
export type TrainingAssignmentStatus = (typeof TRAINING_ASSIGNMENT_STATUSES)[number];
