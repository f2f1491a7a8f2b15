import { randomUUID } from "node:crypto";
import { TRIAL_DAYS } from "@rollcall/shared/agencies";
import type { registerSchema } from "@rollcall/shared/auth";
import { AUTH_MESSAGES, RESET_TOKEN_TTL_MS } from "@rollcall/shared/auth";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { asPlatform, type Database } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { passwordResetTokens, sessions } from "../../db/schema/auth";
import { type User, userAgencies, users } from "../../db/schema/users";
import { badRequest, conflict } from "../../lib/errors";
import type { Mailer } from "../../lib/mailer";
import { decoyVerify, hashPassword, verifyPassword } from "../../lib/passwords";
import { hashToken, newToken } from "../../lib/tokens";

type Meta = { ip?: string | null; userAgent?: string | null };

export async function findActiveUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return user;
}

/** Creates a new agency (on a 60-day trial) and its first member, an admin. */
export async function registerAgency(
  db: Database,
  input: z.output<typeof registerSchema>,
  meta: Meta,
): Promise<User> {
  if (await findActiveUserByEmail(db, input.email)) {
    throw conflict(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
  }
  const agencyId = randomUUID();
  const userId = randomUUID();
  const passwordHash = await hashPassword(input.password);
  return asPlatform(db, { agencyId, userId, ...meta }, async (tx) => {
    await tx.insert(agencies).values({
      id: agencyId,
      name: input.agencyName,
      type: input.agencyType,
      timeZone: input.timeZone ?? "UTC",
      subscriptionTier: "trial",
      subscriptionStatus: "trial",
      trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
    });
    const [user] = await tx
      .insert(users)
      .values({
        id: userId,
        agencyId,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: "admin",
      })
      .returning();
    await tx.insert(userAgencies).values({ agencyId, userId, role: "admin" });
    return user;
  });
}

/** The user when email and password match; undefined otherwise (same timing either way). */
export async function authenticate(db: Database, email: string, password: string): Promise<User | undefined> {
  const user = await findActiveUserByEmail(db, email);
  if (!user) {
    await decoyVerify(password);
    return undefined;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : undefined;
}

/**
 * Emails a single-use reset link valid for one hour. Answers the same whether or not the address exists:
 * the mail is sent in the background so the response time reveals nothing either.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  email: string,
  onError: (err: unknown) => void,
): Promise<void> {
  const user = await findActiveUserByEmail(db, email);
  if (!user) return;
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  mailer
    .send({
      to: user.email,
      subject: "Reset your Rollcall password",
      text: [
        `Hello ${user.firstName},`,
        "",
        "Someone asked to reset the password of your Rollcall account. To choose a new password, open this link within one hour:",
        "",
        link,
        "",
        "If you did not ask for this, ignore this email: your password stays as it is.",
      ].join("\n"),
      html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Someone asked to reset the password of your Rollcall account. To choose a new password, open this link within one hour:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>If you did not ask for this, ignore this email: your password stays as it is.</p>`,
    })
    .catch(onError);
}

/** Sets a new password from a reset token: valid, unused and unexpired; then every session of the user ends. */
export async function confirmPasswordReset(
  db: Database,
  token: string,
  newPassword: string,
  meta: Meta,
): Promise<void> {
  const [row] = await db
    .select({ tokenId: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw badRequest(AUTH_MESSAGES.resetTokenInvalid, { token: AUTH_MESSAGES.resetTokenInvalid });
  const passwordHash = await hashPassword(newPassword);
  await asPlatform(db, { agencyId: row.user.agencyId, userId: row.user.id, ...meta }, async (tx) => {
    // Claiming the token in the same statement that checks it makes a second use fail even when concurrent.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, row.tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (!claimed.length)
      throw badRequest(AUTH_MESSAGES.resetTokenInvalid, { token: AUTH_MESSAGES.resetTokenInvalid });
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, row.user.id));
    await tx.delete(sessions).where(eq(sessions.userId, row.user.id));
  });
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
