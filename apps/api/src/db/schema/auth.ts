import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, tz } from "./_helpers";
import { users } from "./users";

/** Not agency-owned: looked up by cookie before any agency is known. */
export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the cookie token, so a database leak does not yield usable sessions.
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").$type<Record<string, unknown>>().notNull(),
    expire: timestamp("expire", tz).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_id_idx").on(t.userId)],
);

/** Not agency-owned: keyed by user id; the link arrives before any session exists. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").notNull().defaultRandom().primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Only the hash is stored; the raw token exists only in the emailed link.
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    usedAt: timestamp("used_at", tz),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_token_hash_unique").on(t.tokenHash),
    index("password_reset_tokens_user_id_idx").on(t.userId),
  ],
);

/**
 * A sign-up waiting for its address to be confirmed (where mail is configured): the form as sent, the password
 * only as its argon2 hash and the emailed link only as its SHA-256. Not agency-owned: the agency does not exist
 * until the link is opened.
 */
export const pendingSignUps = pgTable(
  "pending_sign_ups",
  {
    id: uuid("id").notNull().defaultRandom().primaryKey(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    passwordHash: text("password_hash").notNull(),
    form: jsonb("form")
      .$type<{
        firstName: string;
        lastName: string;
        agencyName: string;
        agencyType: string;
        timeZone?: string;
      }>()
      .notNull(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("pending_sign_ups_token_hash_unique").on(t.tokenHash),
    index("pending_sign_ups_expires_at_idx").on(t.expiresAt),
  ],
);

export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
export type NewPasswordResetToken = typeof passwordResetTokens.$inferInsert;
