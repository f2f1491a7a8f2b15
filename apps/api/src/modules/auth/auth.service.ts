import { randomUUID } from "node:crypto";
import { TRIAL_DAYS } from "@rollcall/shared/agencies";
import type { registerSchema } from "@rollcall/shared/auth";
import { AUTH_MESSAGES, RESET_TOKEN_TTL_MS, SIGN_UP_TOKEN_TTL_MS } from "@rollcall/shared/auth";
import { brandNameOf } from "@rollcall/shared/branding";
import { escapeHtml } from "@rollcall/shared/html";
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import { asPlatform, type Database } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { passwordResetTokens, pendingSignUps } from "../../db/schema/auth";
import { type User, users } from "../../db/schema/users";
import { findActiveUserByEmail, insertAdmin } from "../../lib/accounts";
import { badRequest, conflict } from "../../lib/errors";
import type { Mailer } from "../../lib/mailer";
import { decoyVerify, hashPassword, verifyPassword } from "../../lib/passwords";
import { endCredentials } from "../../lib/sessions";
import { hashToken, newToken } from "../../lib/tokens";
import { insertAgency } from "../agencies";
import { guardEmail, setPassword } from "../users";
import { SsoFailure, type SsoIdentity } from "./oidc";

type Meta = { ip?: string | null; userAgent?: string | null };

const emailTaken = () => conflict(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });

/**
 * Creates a new agency (on a 60-day trial) and its first member, an admin. Two sign-ups with one email at
 * the same moment both pass the check; the unique index on the email refuses the second, with the same 409.
 */
export async function registerAgency(
  db: Database,
  input: z.output<typeof registerSchema>,
  meta: Meta,
): Promise<User> {
  if (await findActiveUserByEmail(db, input.email)) throw emailTaken();
  const agencyId = randomUUID();
  const userId = randomUUID();
  const passwordHash = await hashPassword(input.password);
  return guardEmail(
    () => createAgencyAndAdmin(db, input, { agencyId, userId, passwordHash }, meta),
    emailTaken,
  );
}

/**
 * Sign-up where mail is configured: answers alike whether or not the address has an account (the route says
 * "check your email" either way), and the account is made only once its owner opens the emailed link
 * (confirmSignUp). Same work either way (the password hashed, one row stored); the mail goes in the
 * background. The address's owner learns of a sign-up with an address that has an account, without a link.
 */
export async function requestSignUp(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  input: z.output<typeof registerSchema>,
  onError: (err: unknown) => void,
): Promise<void> {
  const token = newToken();
  const [passwordHash, existing] = await Promise.all([
    hashPassword(input.password),
    findActiveUserByEmail(db, input.email),
  ]);
  const { firstName, lastName, agencyName, agencyType, timeZone } = input;
  // Links never opened go when the next sign-up comes.
  await db.delete(pendingSignUps).where(lte(pendingSignUps.expiresAt, sql`now()`));
  await db.insert(pendingSignUps).values({
    email: input.email,
    // An address with an account gets no link: its row can never be confirmed.
    tokenHash: hashToken(existing ? newToken() : token),
    passwordHash,
    form: { firstName, lastName, agencyName, agencyType, ...(timeZone ? { timeZone } : {}) },
    expiresAt: new Date(Date.now() + SIGN_UP_TOKEN_TTL_MS),
  });
  const link = `${publicUrl}/confirm-sign-up?token=${encodeURIComponent(token)}`;
  const lines = existing
    ? [
        `Hello ${existing.firstName},`,
        "",
        "Someone tried to create a new Rollcall agency with this email address, which already has an account. Nothing was created.",
        "",
        `To sign in, go to ${publicUrl}/auth. If you forgot your password, choose "Forgot Password?" there.`,
      ]
    : [
        `Hello ${firstName},`,
        "",
        `To confirm your email address and finish creating ${agencyName} on Rollcall, open this link within 24 hours:`,
        "",
        link,
        "",
        "If you did not sign up, ignore this email: nothing is created.",
      ];
  mailer
    .send({
      to: input.email,
      subject: existing ? "You already have a Rollcall account" : "Confirm your email to finish signing up",
      text: lines.join("\n"),
      html: lines
        .filter(Boolean)
        .map((line) =>
          line === link
            ? `<p><a href="${escapeHtml(link)}">Confirm my email</a></p>`
            : `<p>${escapeHtml(line)}</p>`,
        )
        .join(""),
    })
    .catch(onError);
}

/**
 * Opens a confirmed sign-up: the link's row, unexpired, is taken (deleted in the statement that finds it, so
 * a link works once) and the agency and its admin are made as by an immediate sign-up.
 */
export async function confirmSignUp(db: Database, token: string, meta: Meta): Promise<User> {
  const [row] = await db
    .delete(pendingSignUps)
    .where(and(eq(pendingSignUps.tokenHash, hashToken(token)), gt(pendingSignUps.expiresAt, sql`now()`)))
    .returning();
  if (!row) throw badRequest(AUTH_MESSAGES.signUpTokenInvalid, { token: AUTH_MESSAGES.signUpTokenInvalid });
  const form = row.form as Omit<z.output<typeof registerSchema>, "email" | "password">;
  const input = { ...form, email: row.email, password: "" };
  if (await findActiveUserByEmail(db, row.email)) throw emailTaken();
  const ids = { agencyId: randomUUID(), userId: randomUUID(), passwordHash: row.passwordHash };
  return guardEmail(() => createAgencyAndAdmin(db, input, ids, meta), emailTaken);
}

function createAgencyAndAdmin(
  db: Database,
  input: z.output<typeof registerSchema>,
  { agencyId, userId, passwordHash }: { agencyId: string; userId: string; passwordHash: string },
  meta: Meta,
): Promise<User> {
  return asPlatform(db, { agencyId, userId, ...meta }, async (tx) => {
    await insertAgency(tx, {
      id: agencyId,
      name: input.agencyName,
      type: input.agencyType,
      timeZone: input.timeZone ?? "UTC",
      subscriptionTier: "trial",
      subscriptionStatus: "trial",
      trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
    });
    return insertAdmin(tx, { id: userId, agencyId }, input, passwordHash);
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
 * Single sign-on: the member the identity provider vouched for. The email must be verified by the provider
 * and belong to a current (not deleted) member, found through the same door as the password sign-in
 * (lib/accounts), of an agency that is not suspended; otherwise an SsoFailure saying which. A single sign-on
 * never creates an account: agencies invite their members.
 */
export async function findMemberForSso(db: Database, identity: SsoIdentity): Promise<User> {
  const { email } = identity;
  if (!email) throw new SsoFailure("no_email", "the provider shared no email address");
  if (!identity.emailVerified) throw new SsoFailure("email_unverified", "email not verified", email);
  const user = await findActiveUserByEmail(db, email);
  if (!user) throw new SsoFailure("unknown_email", "no current member uses this email", email);
  const [agency] = await db
    .select({ status: agencies.status })
    .from(agencies)
    .where(eq(agencies.id, user.agencyId))
    .limit(1);
  if (agency?.status === "suspended")
    throw new SsoFailure("suspended", "the member's agency is suspended", email);
  return user;
}

/**
 * One statement, whether or not the email belongs to anyone: finds the active member by email, ends their
 * unused reset links and stores the new link's hash. For an unknown email it finds no one and writes
 * nothing, after the same work (a token, its hash, one round trip with the same statement).
 *
 * The write commits without waiting for the disk flush (synchronous_commit off, for this statement's
 * transaction only): a commit that waits for it takes milliseconds longer than one that wrote nothing,
 * which the response time would tell. A crash in the next fraction of a second can lose the whole
 * statement: the new link does not work and the earlier ones stay as they were (the member asks again).
 */
/** Whom a reset link goes to, and the name their workspace is under (white-label). */
type ResetTarget = { email: string; firstName: string; agencyName: string; subscriptionTier: string };

export async function issueResetToken(
  db: Database,
  email: string,
  tokenHash: string,
): Promise<ResetTarget | undefined> {
  const result = await db.execute(sql`
    with unflushed as materialized (
      select set_config('synchronous_commit', 'off', true)
    ), target as (
      select id, email, first_name, agency_id from users, unflushed
      where lower(email) = ${email.toLowerCase()} and deleted_at is null
      limit 1
    ), ended as (
      delete from password_reset_tokens
      where user_id in (select id from target) and used_at is null
    ), issued as (
      insert into password_reset_tokens (user_id, token_hash, expires_at)
      select id, ${tokenHash}::text, now() + make_interval(secs => ${RESET_TOKEN_TTL_MS / 1000})
      from target
      returning user_id
    )
    select target.email, target.first_name as "firstName", agencies.name as "agencyName",
      agencies.subscription_tier as "subscriptionTier"
    from target join issued on issued.user_id = target.id join agencies on agencies.id = target.agency_id`);
  return (result as unknown as { rows: ResetTarget[] }).rows[0];
}

/**
 * Emails a single-use reset link valid for one hour; the new link ends every earlier unused one. Answers
 * the same and does the same work whether or not the address exists (see issueResetToken); the mail is
 * sent in the background so the response time reveals nothing either.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  email: string,
  onError: (err: unknown) => void,
): Promise<void> {
  const token = newToken();
  const user = await issueResetToken(db, email, hashToken(token));
  if (!user) return;
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const brand = brandNameOf({ name: user.agencyName, subscriptionTier: user.subscriptionTier });
  const asked = `Someone asked to reset the password of your ${brand} account. To choose a new password, open this link within one hour:`;
  mailer
    .send({
      to: user.email,
      fromName: brand,
      agencyName: user.agencyName,
      subject: `Reset your ${brand} password`,
      text: [
        `Hello ${user.firstName},`,
        "",
        asked,
        "",
        link,
        "",
        "If you did not ask for this, ignore this email: your password stays as it is.",
      ].join("\n"),
      html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>${escapeHtml(asked)}</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>If you did not ask for this, ignore this email: your password stays as it is.</p>`,
    })
    .catch(onError);
}

/**
 * Sets a new password from a reset token: valid, unused and unexpired; then every session and every other
 * unused reset link of the user ends.
 */
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
    await setPassword(tx, row.user, passwordHash, false);
    await endCredentials(tx, row.user.id);
  });
}
