/**
 * Second factors (decision 032): the authenticator app (TOTP, RFC 6238, through otpauth), passkeys (WebAuthn,
 * through @simplewebauthn/server) and recovery codes; which sign-ins need a second step. The routes are
 * factors.routes.ts; the session that a step completes is lib/sessions.ts.
 */
import { randomBytes } from "node:crypto";
import { mustHaveSecondFactor, type SecondStepMethod } from "@rollcall/shared/auth-factors";
import { brandNameOf } from "@rollcall/shared/branding";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type QRCodeModule from "qrcode";
import type { Database, Queryable } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { passkeyChallenges, passkeys, recoveryCodes, totpFactors } from "../../db/schema/auth";
import { type User, users } from "../../db/schema/users";
import type { SecretBox } from "../../lib/secret-box";
import { hashToken } from "../../lib/tokens";

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
/** One step either side: a phone's clock a little off, or a code typed as it changed. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const CHALLENGE_MS = 5 * 60 * 1000;

/** What makes a sign-in strong enough by itself: a passkey with user verification, or a provider's MFA. */
const STRONG = new Set(["passkey", "mfa"]);

/** The factors a member has set up and can give at a second step. */
export async function secondStepMethods(db: Queryable, userId: string): Promise<SecondStepMethod[]> {
  const [row] = await db
    .select({
      totp: sql<boolean>`exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${userId} and ${totpFactors.confirmedAt} is not null)`,
      passkey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId})`,
      recovery: sql<boolean>`exists (select 1 from ${recoveryCodes} where ${recoveryCodes.userId} = ${userId} and ${recoveryCodes.usedAt} is null)`,
    })
    .from(sql`(select 1) as one`);
  const methods: SecondStepMethod[] = [];
  if (row?.totp) methods.push("totp");
  if (row?.passkey) methods.push("passkey");
  // Recovery codes stand in for a lost factor; alone they are not one.
  if (row?.recovery && methods.length) methods.push("recovery");
  return methods;
}

export async function agencyRequiresFactor(db: Queryable, user: User) {
  const [agency] = await db
    .select({ rule: agencies.secondFactorRule })
    .from(agencies)
    .where(eq(agencies.id, user.agencyId))
    .limit(1);
  return mustHaveSecondFactor(agency?.rule ?? "nobody", user);
}

/**
 * What a sign-in proven by `amr` still needs: null (none), "verify" (the member has a factor: always asked,
 * whatever the agency's rule) or "enrol" (the agency requires one they have not added).
 */
export async function secondStepFor(db: Database, user: User, amr: string[]) {
  if (amr.some((method) => STRONG.has(method))) return null;
  if ((await secondStepMethods(db, user.id)).length) return "verify" as const;
  return (await agencyRequiresFactor(db, user)) ? ("enrol" as const) : null;
}

// --- Authenticator app ---------------------------------------------------------------------------------

function totpFor(secret: Secret, label: string, issuer: string) {
  return new TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period: PERIOD, secret });
}

/**
 * A new secret for the member's authenticator app, not in use until confirmed by a first code. An earlier
 * unconfirmed one is replaced; a confirmed one must be removed first (null).
 */
export async function startTotp(
  db: Database,
  box: SecretBox,
  user: User,
  agency: { name: string; subscriptionTier: string },
) {
  const [existing] = await db.select().from(totpFactors).where(eq(totpFactors.userId, user.id)).limit(1);
  if (existing?.confirmedAt) return null;
  const secret = new Secret({ size: 20 });
  const totp = totpFor(secret, user.email, brandNameOf(agency));
  await db
    .insert(totpFactors)
    .values({ userId: user.id, secretSealed: box.seal(secret.base32) })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretSealed: box.seal(secret.base32), lastStep: null, createdAt: new Date() },
      where: isNull(totpFactors.confirmedAt),
    });
  const otpauthUrl = totp.toString();
  const QRCode: typeof QRCodeModule = (await import("qrcode")).default;
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: "M", margin: 2, width: 240 });
  return { secret: secret.base32, otpauthUrl, qrCode };
}

/**
 * Whether `code` is the member's current code (one step either side), and not one already used: the step it
 * belongs to is claimed in the same statement, so a code works once even when sent twice at the same moment.
 * `confirming`: the first code, which sets the app up.
 */
export async function checkTotp(
  db: Database,
  box: SecretBox,
  userId: string,
  code: string,
  confirming: boolean,
  now = Date.now(),
): Promise<boolean> {
  const [factor] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
  if (!factor || Boolean(factor.confirmedAt) === confirming) return false;
  const base32 = box.open(factor.secretSealed);
  if (!base32) return false;
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: PERIOD, secret: Secret.fromBase32(base32) });
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  const claimed = await db
    .update(totpFactors)
    .set({ lastStep: step, ...(confirming ? { confirmedAt: new Date(now) } : {}) })
    .where(
      and(
        eq(totpFactors.userId, userId),
        or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step)),
        confirming ? isNull(totpFactors.confirmedAt) : isNotNull(totpFactors.confirmedAt),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return claimed.length === 1;
}

export async function removeTotp(db: Queryable, userId: string) {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
}

// --- Recovery codes ------------------------------------------------------------------------------------

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** 12 characters of base 32 (60 bits), shown as ABCD-EFGH-IJKL. */
function newRecoveryCode() {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => BASE32[b & 31]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

const hashRecoveryCode = (code: string) => hashToken(code.toUpperCase().replace(/[\s-]/g, ""));

/** Ten new codes, which replace every earlier one; only their hashes are kept. */
export async function issueRecoveryCodes(db: Queryable, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** Uses one recovery code (normalised by the schema): true once, false after. */
export async function useRecoveryCode(db: Queryable, userId: string, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** Recovery codes are given with the first factor (and stay while one is left). */
export async function recoveryCodesIfFirst(db: Queryable, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row && row.left > 0 ? [] : issueRecoveryCodes(db, userId);
}

// --- Passkeys ------------------------------------------------------------------------------------------

/** The relying party a ceremony runs for: the site's host name (its id) and its exact origin. */
export type RelyingParty = { id: string; origin: string; name: string };

type ChallengePurpose = (typeof passkeyChallenges.$inferInsert)["purpose"];

async function keepChallenge(db: Queryable, challenge: string, purpose: ChallengePurpose, userId?: string) {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, sql`now()`));
  await db.insert(passkeyChallenges).values({
    challenge,
    purpose,
    userId: userId ?? null,
    expiresAt: new Date(Date.now() + CHALLENGE_MS),
  });
}

/** Takes a challenge we issued for this purpose (and member), unexpired: once. */
function challengeTaker(db: Queryable, purpose: ChallengePurpose, userId?: string) {
  return async (challenge: string) => {
    const taken = await db
      .delete(passkeyChallenges)
      .where(
        and(
          eq(passkeyChallenges.challenge, challenge),
          eq(passkeyChallenges.purpose, purpose),
          userId ? eq(passkeyChallenges.userId, userId) : isNull(passkeyChallenges.userId),
          gt(passkeyChallenges.expiresAt, sql`now()`),
        ),
      )
      .returning({ challenge: passkeyChallenges.challenge });
    return taken.length === 1;
  };
}

const memberPasskeys = (db: Queryable, userId: string) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId));

export async function passkeyRegistrationOptions(db: Database, rp: RelyingParty, user: User) {
  const existing = await memberPasskeys(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    // A discoverable credential, so it can sign in without an email or password.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await keepChallenge(db, options.challenge, "register", user.id);
  return options as unknown as Record<string, unknown>;
}

/** Verifies a new passkey for the member and keeps it; false when refused. */
export async function registerPasskey(
  db: Database,
  rp: RelyingParty,
  user: User,
  response: RegistrationResponseJSON,
  name: string | undefined,
): Promise<boolean> {
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challengeTaker(db, "register", user.id),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  const { credential } = verification.registrationInfo;
  const inserted = await db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId: user.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: name || "Passkey",
    })
    .onConflictDoNothing()
    .returning({ id: passkeys.id });
  return inserted.length === 1;
}

/** Options for a passkey assertion: for the pending member (their passkeys), or for anyone (discoverable). */
export async function passkeyAssertionOptions(db: Database, rp: RelyingParty, userId?: string) {
  const allow = userId ? await memberPasskeys(db, userId) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: allow.map((p) => ({ id: p.id, transports: p.transports })),
    userVerification: userId ? "preferred" : "required",
  });
  await keepChallenge(db, options.challenge, userId ? "second-step" : "sign-in", userId);
  return options as unknown as Record<string, unknown>;
}

/**
 * The member a passkey assertion proves (the pending member's own passkey when `userId` is given), or null:
 * unknown credential, wrong challenge, origin or relying party, bad signature, or a counter gone backwards.
 */
export async function verifyPasskey(
  db: Database,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  userId?: string,
): Promise<string | null> {
  const [stored] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, response.id), userId ? eq(passkeys.userId, userId) : undefined))
    .limit(1);
  if (!stored) return null;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challengeTaker(db, userId ? "second-step" : "sign-in", userId),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: stored.id,
      publicKey: Buffer.from(stored.publicKey, "base64url"),
      counter: stored.counter,
      transports: stored.transports,
    },
    requireUserVerification: !userId,
  }).catch(() => null);
  if (!verification?.verified) return null;
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, stored.id));
  return stored.userId;
}

export async function removePasskey(db: Queryable, userId: string, id: string) {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return removed.length === 1;
}

// --- The member's factors ------------------------------------------------------------------------------

export async function listFactors(db: Database, user: User) {
  const [totp] = await db
    .select({ confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, user.id))
    .limit(1);
  const keys = await memberPasskeys(db, user.id);
  const [codes] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return {
    totp: Boolean(totp?.confirmedAt),
    passkeys: keys
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((p) => ({
        id: p.id,
        name: p.name,
        createdAt: p.createdAt.toISOString(),
        lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
      })),
    recoveryCodesLeft: codes?.left ?? 0,
    required: await agencyRequiresFactor(db, user),
  };
}

/** Every factor of a member goes (an admin's reset): the next sign-in asks for a new one if required. */
export async function removeAllFactors(db: Queryable, userId: string) {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function findUser(db: Queryable, id: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return user;
}
