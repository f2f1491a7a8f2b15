import {
  COURSE_CATEGORIES,
  COURSE_STATUSES,
  DIFFICULTIES,
  ISO_CATEGORIES,
  TRAINING_ASSIGNMENT_STATUSES,
  TRAINING_PRIORITIES,
} from "@rollcall/shared/training";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, enumCheck, timestamps, tz } from "./_helpers";
import { agencyKey } from "./agencies";
import { memberFk } from "./users";

export const courses = pgTable(
  "courses",
  {
    ...agencyKey(),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category", { enum: COURSE_CATEGORIES }).notNull(),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull().default("beginner"),
    // The spec's duration (shown in hours, entered in 0.5 h steps) stored as whole minutes so half hours survive.
    durationMinutes: integer("duration_minutes").notNull().default(60),
    maxParticipants: integer("max_participants").notNull().default(20),
    instructorId: uuid("instructor_id"),
    // Labelled "Prerequisites" in the UI.
    requirements: text("requirements"),
    objectives: text("objectives"),
    materials: text("materials"),
    status: text("status", { enum: COURSE_STATUSES }).notNull().default("draft"),
    ...timestamps(),
  },
  (t) => [
    agencyPk("courses_pkey", t),
    memberFk("courses_instructor_fk", t.agencyId, t.instructorId),
    index("courses_agency_status_idx").on(t.agencyId, t.status),
    enumCheck("courses_category_check", t.category, COURSE_CATEGORIES),
    enumCheck("courses_difficulty_check", t.difficulty, DIFFICULTIES),
    enumCheck("courses_status_check", t.status, COURSE_STATUSES),
    check("courses_duration_check", sql`${t.durationMinutes} >= 1`),
    check("courses_max_participants_check", sql`${t.maxParticipants} >= 1`),
  ],
);

export const trainingAssignments = pgTable(
  "training_assignments",
  {
    ...agencyKey(),
    courseId: uuid("course_id").notNull(),
    userId: uuid("user_id").notNull(),
    assignedById: uuid("assigned_by_id"),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    priority: text("priority", { enum: TRAINING_PRIORITIES }).notNull().default("medium"),
    status: text("status", { enum: TRAINING_ASSIGNMENT_STATUSES }).notNull().default("assigned"),
    completedAt: timestamp("completed_at", tz),
    notes: text("notes"),
    // What the member (or the admin recording it) noted on completion: a test score in percent and notes.
    score: integer("score"),
    completionNotes: text("completion_notes"),
    ...timestamps(),
  },
  (t) => [
    agencyPk("training_assignments_pkey", t),
    agencyFk("training_assignments_course_fk", t.agencyId, t.courseId, courses).onDelete("cascade"),
    memberFk("training_assignments_user_fk", t.agencyId, t.userId),
    memberFk("training_assignments_assigned_by_fk", t.agencyId, t.assignedById),
    index("training_assignments_agency_user_due_idx").on(t.agencyId, t.userId, t.dueDate),
    index("training_assignments_agency_course_idx").on(t.agencyId, t.courseId),
    enumCheck("training_assignments_priority_check", t.priority, TRAINING_PRIORITIES),
    enumCheck("training_assignments_status_check", t.status, TRAINING_ASSIGNMENT_STATUSES),
    check("training_assignments_score_check", sql`${t.score} between 0 and 100`),
  ],
);

export type Course = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type TrainingAssignment = typeof trainingAssignments.$inferSelect;
export type NewTrainingAssignment = typeof trainingAssignments.$inferInsert;

/**
 * An agency's own mapping of a course category to an ISO training category; a category without a row uses
 * DEFAULT_ISO_MAPPING (reference: training-hours.md).
 */
export const isoCategoryMappings = pgTable(
  "iso_category_mappings",
  {
    ...agencyKey(),
    courseCategory: text("course_category", { enum: COURSE_CATEGORIES }).notNull(),
    isoCategory: text("iso_category", { enum: ISO_CATEGORIES }).notNull(),
    ...timestamps(),
  },
  (t) => [
    agencyPk("iso_category_mappings_pkey", t),
    uniqueIndex("iso_category_mappings_category_idx").on(t.agencyId, t.courseCategory),
    enumCheck("iso_category_mappings_course_category_check", t.courseCategory, COURSE_CATEGORIES),
    enumCheck("iso_category_mappings_iso_category_check", t.isoCategory, ISO_CATEGORIES),
  ],
);
