import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
    /**
     * What signed this session in (RFC 8176 names where one fits: pwd, otp, sso; passkey, recovery). Empty for
     * sessions from before second factors existed.
     */
    amr: text("amr").array().notNull().default([]),
    /**
     * A sign-in still waiting for its second step: "verify" (the member has a factor to give) or "enrol" (the
     * agency requires one they do not have yet). Null for a full session. Such a session reaches only its step.
     */
    secondFactor: text("second_factor", { enum: ["verify", "enrol"] }),
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

/** Not agency-owned: read at sign-in before any agency is known. One authenticator app per member. */
export const totpFactors = pgTable("totp_factors", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  // The shared secret, sealed with AES-256-GCM under the installation's key (lib/secret-box.ts).
  secretSealed: text("secret_sealed").notNull(),
  // Null until the member proves the app works with a first code.
  confirmedAt: timestamp("confirmed_at", tz),
  // The last time step a code was accepted for: that code and earlier ones are refused from then on.
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** Not agency-owned: a recovery code is given at sign-in before any agency is known. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").notNull().defaultRandom().primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // SHA-256 of a random code of 50 bits: shown once, then only the hash is kept.
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", tz),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("recovery_codes_code_hash_unique").on(t.codeHash),
    index("recovery_codes_user_id_idx").on(t.userId),
  ],
);

/** Not agency-owned: a passkey signs in before any agency (or member) is known. */
export const passkeys = pgTable(
  "passkeys",
  {
    // The credential id (base64url), as the authenticator names it.
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default([]),
    name: text("name").notNull(),
    lastUsedAt: timestamp("last_used_at", tz),
    createdAt: createdAt(),
  },
  (t) => [index("passkeys_user_id_idx").on(t.userId)],
);

/** Not agency-owned: a passkey ceremony's challenge, used once, for a few minutes. */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    challenge: text("challenge").primaryKey(),
    // "register" (bound to the member), "second-step" (bound to the pending member), "sign-in" (anyone).
    purpose: text("purpose", { enum: ["register", "second-step", "sign-in"] }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", tz).notNull(),
  },
  (t) => [index("passkey_challenges_expires_at_idx").on(t.expiresAt)],
);

export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
export type NewPasswordResetToken = typeof passwordResetTokens.$inferInsert;
