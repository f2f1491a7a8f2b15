/**
 * Training (spec 02 §2 "Training Management", §3, §4, §5, §7, §8, §9): course categories, difficulties and
 * statuses, assignment priorities and statuses, the course and assign forms with the spec's messages, the
 * assignment status changes, the API's answer shapes and the Progress analytics. Used by the API and the web
 * app alike.
 */
import { z } from "zod";
import { isIsoDate } from "./compliance";
import { ROLES } from "./roles";

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
export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = {
  draft: "Draft",
  published: "Published",
  archived: "Archived",
};

export const TRAINING_PRIORITIES = ["low", "medium", "high", "critical"] as const;
export type TrainingPriority = (typeof TRAINING_PRIORITIES)[number];
export const TRAINING_PRIORITY_LABELS: Record<TrainingPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  critical: "Critical",
};

export const TRAINING_ASSIGNMENT_STATUSES = ["assigned", "in_progress", "completed", "overdue"] as const;
export type TrainingAssignmentStatus = (typeof TRAINING_ASSIGNMENT_STATUSES)[number];
export const TRAINING_ASSIGNMENT_STATUS_LABELS: Record<TrainingAssignmentStatus, string> = {
  assigned: "Assigned",
  in_progress: "In Progress",
  completed: "Completed",
  overdue: "Overdue",
};

/**
 * The statuses a change can set. "overdue" is not one of them: an assignment is overdue when it is not
 * completed and its due date has passed, which the server computes (`overdue` in the answer).
 */
export const ASSIGNMENT_STATUS_TARGETS = ["assigned", "in_progress", "completed"] as const;
export type AssignmentStatusTarget = (typeof ASSIGNMENT_STATUS_TARGETS)[number];

// ---------------------------------------------------------------------------------------------------------
// Constants (spec 02 §5, §9)
// ---------------------------------------------------------------------------------------------------------

/** Spec 02 §9: the Overview's My Training list shows at most 5 items. */
export const MY_TRAINING_LIMIT = 5;
/** Spec 02 §9: Completion by Category shows the first 6 categories. */
export const PROGRESS_CATEGORY_LIMIT = 6;
export const PROGRESS_CATEGORIES = COURSE_CATEGORIES.slice(0, PROGRESS_CATEGORY_LIMIT);
/** Spec 02 §5/§9 course defaults: 1 hour in 0.5 hour steps, 20 participants. */
export const DEFAULT_DURATION_HOURS = 1;
export const DURATION_STEP_HOURS = 0.5;
export const MIN_DURATION_HOURS = 0.5;
export const MAX_DURATION_HOURS = 1000;
export const DEFAULT_MAX_PARTICIPANTS = 20;
export const MAX_PARTICIPANTS_LIMIT = 10_000;
/** Team Performance counts hours of training completed in this many months up to today. */
export const HOURS_WINDOW_MONTHS = 12;
/** The "No instructor assigned" option's value (spec 02 §5). */
export const NO_INSTRUCTOR = "none";

/** Hours (0.5 steps) as the API speaks them, from the stored whole minutes. */
export const minutesToHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
export const hoursToMinutes = (hours: number) => Math.round(hours * 60);

/** The form's duration input: a number, or 1 when the entry cannot be read (spec 02 §5). */
export function parseDurationInput(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseFloat(String(value ?? ""));
  return Number.isFinite(n) ? n : DEFAULT_DURATION_HOURS;
}

/** The form's max participants input: a number, or 20 when the entry cannot be read (spec 02 §5). */
export function parseMaxParticipantsInput(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(n) ? n : DEFAULT_MAX_PARTICIPANTS;
}

/** Rounded percent, or 0 when there is nothing to count (spec 02 §2 Training Progress). */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

// ---------------------------------------------------------------------------------------------------------
// Texts (spec 02 §1, §2, §5, §8)
// ---------------------------------------------------------------------------------------------------------

export const TRAINING_MESSAGES = {
  loading: "Loading training data...",
  subtitle: "Course assignment and completion tracking",
  // Course form
  title: "Course title is required",
  description: "Description is required",
  category: "Category is required",
  duration: "Duration is required",
  maxParticipants: "Max participants is required",
  // Assign form
  courseId: "Course is required",
  userIds: "At least one user must be selected",
  dueDate: "Due date is required",
  // Empty states
  noMyTrainingTitle: "No training assigned",
  noMyTrainingText: "Check back later for new training assignments",
  noCoursesTitle: "No courses found",
  noCoursesFiltered: "Try adjusting your search or filters",
  noCoursesYet: "Create your first course to get started",
  noAssignments: "No training assignments found",
  deleteConfirm: "Are you sure you want to delete this course? This action cannot be undone.",
  unknownInstructor: "Unknown",
  noInstructor: "No instructor assigned",
  // Toasts
  errorTitle: "Error",
  courseCreated: "Course created successfully",
  courseUpdated: "Course updated successfully",
  courseDeleted: "Course deleted successfully",
  assigned: "Training assigned successfully",
  createFailed: "Failed to create course",
  updateFailed: "Failed to update course",
  deleteFailed: "Failed to delete course",
  assignFailed: "Failed to assign training",
  // Ours, for input and situations the spec does not describe.
  started: "Training started",
  completed: "Training completed",
  reopened: "Training reopened",
  statusFailed: "Failed to update training",
  tooLong: "Must be at most 200 characters",
  textTooLong: "Must be at most 2000 characters",
  durationStep: "Duration must be in steps of 0.5 hours",
  durationMax: `Duration must be at most ${MAX_DURATION_HOURS} hours`,
  maxParticipantsWhole: "Max participants must be a whole number",
  maxParticipantsMax: `Max participants must be at most ${MAX_PARTICIPANTS_LIMIT}`,
  instructorNotMember: "Choose a member of your agency as instructor",
  invalidDate: "Enter a valid date (yyyy-MM-dd)",
  dueDatePast: "Due date cannot be in the past",
  usersNotMembers: "Select current members of your agency",
  tooManyUsers: "Select at most 500 members at a time",
  courseNotFound: "Course not found",
  courseArchived: "This course is archived. Publish it before assigning it.",
  assignmentNotFound: "Training assignment not found",
  status: "Choose a status: assigned, in progress or completed",
  reopenAdminOnly: "Completed training can only be reopened by an admin",
  backwardAdminOnly: "Only an admin can move training back to assigned",
  score: "Score must be a whole number from 0 to 100",
  scoreOnCompletion: "A score and completion notes are recorded when the training is completed",
} as const;

/** "Jordan Kim already has this course open" / "Jordan Kim and Priya Patel already have this course open". */
export function alreadyAssignedMessage(names: string[]): string {
  const list =
    names.length <= 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `${list} already ${names.length === 1 ? "has" : "have"} this course open`;
}

// ---------------------------------------------------------------------------------------------------------
// Forms: Create New Course / Edit Course
// ---------------------------------------------------------------------------------------------------------

const requiredText = (message: string, max = 200, tooLong: string = TRAINING_MESSAGES.tooLong) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const optionalLongText = z
  .string()
  .trim()
  .max(2000, TRAINING_MESSAGES.textTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

const isUuid = (v: string) => z.uuid().safeParse(v).success;

/** Course fields without defaults: what an edit may send. */
const courseFields = {
  title: requiredText(TRAINING_MESSAGES.title),
  description: requiredText(TRAINING_MESSAGES.description, 2000, TRAINING_MESSAGES.textTooLong),
  category: z.enum(COURSE_CATEGORIES, { error: TRAINING_MESSAGES.category }),
  difficulty: z.enum(DIFFICULTIES),
  /** Hours, at least 0.5, in 0.5 steps. */
  duration: z
    .number({ error: TRAINING_MESSAGES.duration })
    .min(MIN_DURATION_HOURS, TRAINING_MESSAGES.duration)
    .max(MAX_DURATION_HOURS, TRAINING_MESSAGES.durationMax)
    .refine((v) => Number.isInteger(v / DURATION_STEP_HOURS), TRAINING_MESSAGES.durationStep),
  maxParticipants: z
    .number({ error: TRAINING_MESSAGES.maxParticipants })
    .min(1, TRAINING_MESSAGES.maxParticipants)
    .max(MAX_PARTICIPANTS_LIMIT, TRAINING_MESSAGES.maxParticipantsMax)
    .refine((v) => Number.isInteger(v), TRAINING_MESSAGES.maxParticipantsWhole),
  /** A member's id; "none", "" or null for no instructor. Absent leaves it as it is (edit) or none (create). */
  instructorId: z
    .string({ error: TRAINING_MESSAGES.instructorNotMember })
    .trim()
    .nullish()
    .transform((v) => (v === undefined ? undefined : !v || v === NO_INSTRUCTOR ? null : v))
    .refine((v) => v == null || isUuid(v), TRAINING_MESSAGES.instructorNotMember),
  /** Labelled Prerequisites. */
  requirements: optionalLongText,
  objectives: optionalLongText,
  materials: optionalLongText,
  status: z.enum(COURSE_STATUSES),
};

/** Create New Course and POST /api/training/courses, with the spec's defaults (spec 02 §5). */
export const courseFormSchema = z.object({
  ...courseFields,
  difficulty: courseFields.difficulty.default("beginner"),
  maxParticipants: courseFields.maxParticipants.default(DEFAULT_MAX_PARTICIPANTS),
  status: courseFields.status.default("draft"),
});
export type CourseFormInput = z.input<typeof courseFormSchema>;
export type CourseFormValues = z.output<typeof courseFormSchema>;

/** PATCH /api/training/courses/{id}: any of the fields. */
export const courseUpdateSchema = z.object(courseFields).partial();
export type CourseUpdateInput = z.input<typeof courseUpdateSchema>;
export type CourseUpdateValues = z.output<typeof courseUpdateSchema>;

// ---------------------------------------------------------------------------------------------------------
// Forms: Assign Training, and the assignment's status
// ---------------------------------------------------------------------------------------------------------

/** Assign Training and POST /api/training/assignments (spec 02 §3, §5). */
export const assignTrainingSchema = z.object({
  courseId: z
    .string({ error: TRAINING_MESSAGES.courseId })
    .trim()
    .min(1, TRAINING_MESSAGES.courseId)
    .refine((v) => v === "" || isUuid(v), TRAINING_MESSAGES.courseNotFound),
  userIds: z
    .array(z.string({ error: TRAINING_MESSAGES.usersNotMembers }), { error: TRAINING_MESSAGES.userIds })
    .min(1, TRAINING_MESSAGES.userIds)
    .max(500, TRAINING_MESSAGES.tooManyUsers)
    .refine((ids) => ids.every(isUuid), TRAINING_MESSAGES.usersNotMembers)
    // The same person twice is one assignment.
    .transform((ids) => [...new Set(ids)]),
  dueDate: z
    .string({ error: TRAINING_MESSAGES.dueDate })
    .trim()
    .min(1, TRAINING_MESSAGES.dueDate)
    .refine((v) => v === "" || isIsoDate(v), TRAINING_MESSAGES.invalidDate),
  priority: z.enum(TRAINING_PRIORITIES).default("medium"),
  notes: optionalLongText,
});
export type AssignTrainingInput = z.input<typeof assignTrainingSchema>;
export type AssignTrainingValues = z.output<typeof assignTrainingSchema>;

/** PATCH /api/training/assignments/{id}: Start (in_progress), Complete (completed), or an admin's reopen. */
export const assignmentStatusSchema = z
  .object({
    status: z.enum(ASSIGNMENT_STATUS_TARGETS, { error: TRAINING_MESSAGES.status }),
    /** On completion only: the score in percent (0 to 100) and notes; both optional. */
    score: z
      .number({ error: TRAINING_MESSAGES.score })
      .int(TRAINING_MESSAGES.score)
      .min(0, TRAINING_MESSAGES.score)
      .max(100, TRAINING_MESSAGES.score)
      .nullish(),
    // Absent stays absent (nothing to correct); empty clears them.
    completionNotes: z
      .string()
      .trim()
      .max(2000, TRAINING_MESSAGES.textTooLong)
      .nullish()
      .transform((v) => (v === undefined ? undefined : v || null)),
  })
  .superRefine((v, ctx) => {
    if (v.status === "completed") return;
    if (v.score != null)
      ctx.addIssue({ code: "custom", path: ["score"], message: TRAINING_MESSAGES.scoreOnCompletion });
    if (v.completionNotes)
      ctx.addIssue({
        code: "custom",
        path: ["completionNotes"],
        message: TRAINING_MESSAGES.scoreOnCompletion,
      });
  });
export type AssignmentStatusInput = z.input<typeof assignmentStatusSchema>;
export type AssignmentStatusValues = z.output<typeof assignmentStatusSchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------

export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(COURSE_CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  /** Hours (0.5 steps). */
  duration: z.number(),
  maxParticipants: z.number(),
  instructorId: z.string().nullable(),
  /** "First Last" of the instructor, or null when there is none or it cannot be found. */
  instructorName: z.string().nullable(),
  requirements: z.string().nullable(),
  objectives: z.string().nullable(),
  materials: z.string().nullable(),
  status: z.enum(COURSE_STATUSES),
  /** Assignments of this course, and how many of them are completed. */
  assignedCount: z.number(),
  completedCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const trainingAssignmentSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  category: z.enum(COURSE_CATEGORIES),
  /** The course's hours. */
  duration: z.number(),
  courseStatus: z.enum(COURSE_STATUSES),
  userId: z.string(),
  /** "First Last" of the assignee. */
  userName: z.string(),
  /** The assignee has since been removed from the agency. */
  userRemoved: z.boolean(),
  assignedById: z.string().nullable(),
  assignedByName: z.string().nullable(),
  dueDate: z.string(),
  priority: z.enum(TRAINING_PRIORITIES),
  status: z.enum(TRAINING_ASSIGNMENT_STATUSES),
  /** Not completed and due before the agency's today. */
  overdue: z.boolean(),
  completedAt: z.string().nullable(),
  notes: z.string().nullable(),
  /** Recorded on completion: a score in percent and the member's notes. */
  score: z.number().int().nullable(),
  completionNotes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrainingAssignment = z.infer<typeof trainingAssignmentSchema>;

/** View Details: the assignment with its course. */
export const trainingAssignmentDetailSchema = trainingAssignmentSchema.extend({
  course: courseSchema.pick({
    id: true,
    title: true,
    description: true,
    category: true,
    difficulty: true,
    duration: true,
    instructorName: true,
    requirements: true,
    objectives: true,
    materials: true,
    status: true,
  }),
});
export type TrainingAssignmentDetail = z.infer<typeof trainingAssignmentDetailSchema>;

const memberFigures = {
  assigned: z.number(),
  completed: z.number(),
  /** Not completed and due before today. */
  overdue: z.number(),
  /** Completed over assigned, rounded percent; null with nothing assigned. */
  completionRate: z.number().nullable(),
  /** Completed on or before the due date over completed, rounded percent; null with nothing completed. */
  onTimeRate: z.number().nullable(),
  /** Course hours of training completed in the last 12 months. */
  hoursCompleted: z.number(),
};

export const trainingProgressSchema = z.object({
  /** "agency": every member (admins); "self": the caller's own figures. */
  scope: z.enum(["agency", "self"]),
  /** The agency's today (yyyy-MM-dd) the figures were computed against. */
  today: z.string(),
  /** Spec 02 §2: the first 6 categories, completed over total. */
  categories: z.array(
    z.object({
      category: z.enum(COURSE_CATEGORIES),
      total: z.number(),
      completed: z.number(),
      percent: z.number(),
    }),
  ),
  team: z.object(memberFigures),
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      role: z.enum(ROLES),
      removed: z.boolean(),
      ...memberFigures,
    }),
  ),
});
export type TrainingProgress = z.infer<typeof trainingProgressSchema>;
export type MemberPerformance = TrainingProgress["members"][number];

// ---------------------------------------------------------------------------------------------------------
// Training hours against the ISO yearly targets (reference: training-hours.md)
// ---------------------------------------------------------------------------------------------------------

/**
 * The yearly ISO (Public Protection Classification) training categories with their hours per member per year.
 * Officer hours apply to officers and admins; the others to every member. The one-time targets (new driver
 * 60 h, recruit 240 h) belong to a person's first years, not to a yearly table, so they are not mapped here.
 */
export const ISO_CATEGORIES = ["company", "facility", "officer", "driver", "hazmat"] as const;
export type IsoCategory = (typeof ISO_CATEGORIES)[number];
export const ISO_CATEGORY_LABELS: Record<IsoCategory, string> = {
  company: "Company training",
  facility: "Facility training",
  officer: "Officer training",
  driver: "Driver / operator training",
  hazmat: "Hazardous materials",
};
export const ISO_TARGET_HOURS: Record<IsoCategory, number> = {
  company: 192,
  facility: 18,
  officer: 12,
  driver: 12,
  hazmat: 6,
};
/** Who the target applies to; the others show their hours without a target. */
export const ISO_TARGET_ROLES: Partial<Record<IsoCategory, readonly (typeof ROLES)[number][]>> = {
  officer: ["admin", "officer"],
};
export const isoTargetApplies = (category: IsoCategory, role: (typeof ROLES)[number]) =>
  ISO_TARGET_ROLES[category]?.includes(role) ?? true;

/** The reference mapping, used until an admin changes it. */
export const DEFAULT_ISO_MAPPING: Record<CourseCategory, IsoCategory> = {
  fire_safety: "company",
  medical: "company",
  rescue: "company",
  hazmat: "hazmat",
  driving: "driver",
  leadership: "officer",
  compliance: "company",
  equipment: "company",
  communications: "company",
  other: "company",
};

/** The mapping, every course category to one ISO category; PATCH /api/training/iso-mapping takes any part of it. */
export const isoMappingSchema = z.object(
  Object.fromEntries(
    COURSE_CATEGORIES.map((c) => [c, z.enum(ISO_CATEGORIES, { error: "Choose an ISO category" })]),
  ) as Record<CourseCategory, z.ZodEnum<{ [K in IsoCategory]: K }>>,
);
export type IsoMapping = z.infer<typeof isoMappingSchema>;

/** ?year=2026 on the hours table and its CSV; absent means the current year. */
export const isoHoursQuerySchema = z.object({
  year: z
    .string()
    .trim()
    .regex(/^\d{4}$/, "Enter the year as four digits, e.g. 2026")
    .optional(),
});

/** GET /api/training/iso-hours: each current member's completed hours per ISO category in the year. */
export const isoHoursSchema = z.object({
  year: z.string(),
  mapping: isoMappingSchema,
  members: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      role: z.enum(ROLES),
      /** Hours per category (two decimals); the target is null where it does not apply to the member. */
      categories: z.array(
        z.object({ category: z.enum(ISO_CATEGORIES), hours: z.number(), target: z.number().nullable() }),
      ),
    }),
  ),
});
export type IsoHours = z.infer<typeof isoHoursSchema>;
