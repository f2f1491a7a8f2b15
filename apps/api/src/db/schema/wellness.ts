import {
  FITNESS_DIFFICULTIES,
  FITNESS_PROGRAM_TYPES,
  WELLNESS_RECORD_TYPES,
} from "@rollcall/shared/wellness";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, enumCheck, timestamps } from "./_helpers";
import { agencyKey } from "./agencies";
import { memberFk } from "./users";

export const fitnessPrograms = pgTable(
  "fitness_programs",
  {
    ...agencyKey(),
    name: text("name").notNull(),
    description: text("description"),
    type: text("type", { enum: FITNESS_PROGRAM_TYPES }).notNull().default("general"),
    // Minutes.
    duration: integer("duration").notNull().default(30),
    difficulty: text("difficulty", { enum: FITNESS_DIFFICULTIES }).notNull().default("beginner"),
    instructions: text("instructions"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    agencyPk("fitness_programs_pkey", t),
    enumCheck("fitness_programs_type_check", t.type, FITNESS_PROGRAM_TYPES),
    enumCheck("fitness_programs_difficulty_check", t.difficulty, FITNESS_DIFFICULTIES),
    check("fitness_programs_duration_check", sql`${t.duration} >= 0`),
  ],
);

export const wellnessRecords = pgTable(
  "wellness_records",
  {
    ...agencyKey(),
    userId: uuid("user_id").notNull(),
    recordType: text("record_type", { enum: WELLNESS_RECORD_TYPES }).notNull().default("fitness"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    recordDate: date("record_date", { mode: "string" }).notNull(),
    notes: text("notes"),
    isPrivate: boolean("is_private").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    agencyPk("wellness_records_pkey", t),
    memberFk("wellness_records_user_fk", t.agencyId, t.userId),
    index("wellness_records_agency_user_date_idx").on(t.agencyId, t.userId, t.recordDate),
    enumCheck("wellness_records_record_type_check", t.recordType, WELLNESS_RECORD_TYPES),
  ],
);

export type FitnessProgram = typeof fitnessPrograms.$inferSelect;
export type NewFitnessProgram = typeof fitnessPrograms.$inferInsert;
export type WellnessRecord = typeof wellnessRecords.$inferSelect;
export type NewWellnessRecord = typeof wellnessRecords.$inferInsert;

/**
 * A member's enrolment in a fitness program (Start Program). Private like the records: only its owner reads it
 * (row-level security in db/tenant-policies.ts).
 */
export const fitnessEnrollments = pgTable(
  "fitness_enrollments",
  {
    ...agencyKey(),
    programId: uuid("program_id").notNull(),
    userId: uuid("user_id").notNull(),
    ...timestamps(),
  },
  (t) => [
    agencyPk("fitness_enrollments_pkey", t),
    agencyFk("fitness_enrollments_program_fk", t.agencyId, t.programId, fitnessPrograms).onDelete("cascade"),
    memberFk("fitness_enrollments_user_fk", t.agencyId, t.userId),
    uniqueIndex("fitness_enrollments_program_user_idx").on(t.agencyId, t.programId, t.userId),
  ],
);

export type FitnessEnrollment = typeof fitnessEnrollments.$inferSelect;
