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
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, enumCheck, updatedAt } from "./_helpers";
import { agencyColumn } from "./agencies";
import { memberFk } from "./users";

export const fitnessPrograms = pgTable(
  "fitness_programs",
  {
    agencyId: agencyColumn(),
    id: uuid("id").notNull().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    type: text("type", { enum: FITNESS_PROGRAM_TYPES }).notNull().default("general"),
    // Minutes.
    duration: integer("duration").notNull().default(30),
    difficulty: text("difficulty", { enum: FITNESS_DIFFICULTIES }).notNull().default("beginner"),
    instructions: text("instructions"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "fitness_programs_pkey", columns: [t.agencyId, t.id] }),
    enumCheck("fitness_programs_type_check", t.type, FITNESS_PROGRAM_TYPES),
    enumCheck("fitness_programs_difficulty_check", t.difficulty, FITNESS_DIFFICULTIES),
    check("fitness_programs_duration_check", sql`${t.duration} >= 0`),
  ],
);

export const wellnessRecords = pgTable(
  "wellness_records",
  {
    agencyId: agencyColumn(),
    id: uuid("id").notNull().defaultRandom(),
    userId: uuid("user_id").notNull(),
    recordType: text("record_type", { enum: WELLNESS_RECORD_TYPES }).notNull().default("fitness"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    recordDate: date("record_date", { mode: "string" }).notNull(),
    notes: text("notes"),
    isPrivate: boolean("is_private").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "wellness_records_pkey", columns: [t.agencyId, t.id] }),
    memberFk("wellness_records_user_fk", t.agencyId, t.userId),
    index("wellness_records_agency_user_date_idx").on(t.agencyId, t.userId, t.recordDate),
    enumCheck("wellness_records_record_type_check", t.recordType, WELLNESS_RECORD_TYPES),
  ],
);

export type FitnessProgram = typeof fitnessPrograms.$inferSelect;
export type NewFitnessProgram = typeof fitnessPrograms.$inferInsert;
export type WellnessRecord = typeof wellnessRecords.$inferSelect;
export type NewWellnessRecord = typeof wellnessRecords.$inferInsert;
