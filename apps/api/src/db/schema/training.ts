import {
  COURSE_CATEGORIES,
  COURSE_STATUSES,
  DIFFICULTIES,
  TRAINING_ASSIGNMENT_STATUSES,
  TRAINING_PRIORITIES,
} from "@rollcall/shared/training";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, enumCheck, tz, updatedAt } from "./_helpers";
import { agencyColumn } from "./agencies";
import { memberFk } from "./users";

export const courses = pgTable(
  "courses",
  {
    agencyId: agencyColumn(),
    id: uuid("id").notNull().defaultRandom(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "courses_pkey", columns: [t.agencyId, t.id] }),
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
    agencyId: agencyColumn(),
    id: uuid("id").notNull().defaultRandom(),
    courseId: uuid("course_id").notNull(),
    userId: uuid("user_id").notNull(),
    assignedById: uuid("assigned_by_id"),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    priority: text("priority", { enum: TRAINING_PRIORITIES }).notNull().default("medium"),
    status: text("status", { enum: TRAINING_ASSIGNMENT_STATUSES }).notNull().default("assigned"),
    completedAt: timestamp("completed_at", tz),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "training_assignments_pkey", columns: [t.agencyId, t.id] }),
    foreignKey({
      name: "training_assignments_course_fk",
      columns: [t.agencyId, t.courseId],
      foreignColumns: [courses.agencyId, courses.id],
    }).onDelete("cascade"),
    memberFk("training_assignments_user_fk", t.agencyId, t.userId),
    memberFk("training_assignments_assigned_by_fk", t.agencyId, t.assignedById),
    index("training_assignments_agency_user_due_idx").on(t.agencyId, t.userId, t.dueDate),
    index("training_assignments_agency_course_idx").on(t.agencyId, t.courseId),
    enumCheck("training_assignments_priority_check", t.priority, TRAINING_PRIORITIES),
    enumCheck("training_assignments_status_check", t.status, TRAINING_ASSIGNMENT_STATUSES),
  ],
);

export type Course = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type TrainingAssignment = typeof trainingAssignments.$inferSelect;
export type NewTrainingAssignment = typeof trainingAssignments.$inferInsert;
