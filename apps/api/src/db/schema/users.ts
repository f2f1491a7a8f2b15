import { ROLES } from "@rollcall/shared/roles";
import { PLATOONS } from "@rollcall/shared/scheduling";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, enumCheck, timestamps, tz } from "./_helpers";
import { agencyKey } from "./agencies";

export const users = pgTable(
  "users",
  {
    ...agencyKey(),
    email: text("email").notNull(),
    // argon2id hash; null for a user who can only sign in through single sign-on.
    passwordHash: text("password_hash"),
    // Set when an admin issues a temporary password (invite or reset).
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    profileImageUrl: text("profile_image_url"),
    role: text("role", { enum: ROLES }).notNull().default("firefighter"),
    isUniverseAdmin: boolean("is_universe_admin").notNull().default(false),
    calendarToken: text("calendar_token"),
    // FLSA 7(k): an exempt member is left out of overtime thresholds (shared/reference/staffing.md).
    flsaExempt: boolean("flsa_exempt").notNull().default(false),
    // The platoon (A to D) the member rides with: set by a rotation or on the member's record; a mass alert can
    // go to one platoon. Null: none (day staff, volunteers).
    platoon: text("platoon", { enum: PLATOONS }),
    // Seniority, for call-back ties; null: the day the member joined (created_at).
    hireDate: date("hire_date", { mode: "string" }),
    // Soft delete: shifts, incidents and logs that name the user stay readable.
    deletedAt: timestamp("deleted_at", tz),
    ...timestamps(),
  },
  (t) => [
    agencyPk("users_pkey", t),
    // A constraint, not just an index, so it exists before sessions/password_reset_tokens add their FKs to users(id).
    unique("users_id_unique").on(t.id),
    // Global: sign-in finds the user by email before any agency is known. A deleted member's address is free again.
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    // Global: the iCalendar feed URL is looked up by its token alone, before any agency is known.
    uniqueIndex("users_calendar_token_unique").on(t.calendarToken),
    index("users_agency_role_idx").on(t.agencyId, t.role),
    enumCheck("users_role_check", t.role, ROLES),
    enumCheck("users_platoon_check", t.platoon, PLATOONS),
  ],
);

export const userAgencies = pgTable(
  "user_agencies",
  {
    ...agencyKey(),
    userId: uuid("user_id").notNull(),
    role: text("role", { enum: ROLES }).notNull().default("firefighter"),
    isActive: boolean("is_active").notNull().default(true),
    joinedAt: timestamp("joined_at", tz).defaultNow().notNull(),
    leftAt: timestamp("left_at", tz),
    ...timestamps(),
  },
  (t) => [
    agencyPk("user_agencies_pkey", t),
    uniqueIndex("user_agencies_agency_user_unique").on(t.agencyId, t.userId),
    memberFk("user_agencies_user_fk", t.agencyId, t.userId),
    enumCheck("user_agencies_role_check", t.role, ROLES),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserAgency = typeof userAgencies.$inferSelect;
export type NewUserAgency = typeof userAgencies.$inferInsert;

/**
 * A column naming a member of the same agency: the key includes agency_id, so the database refuses a member
 * of another agency. Chain `.onDelete(...)` where the row goes with the member.
 */
export const memberFk = (name: string, agencyId: AnyPgColumn, column: AnyPgColumn) =>
  agencyFk(name, agencyId, column, users);
