import { randomUUID } from "node:crypto";
import type { SubscriptionTier } from "@rollcall/shared/agencies";
import type { Role } from "@rollcall/shared/roles";
import { eq } from "drizzle-orm";
import { asPlatform, type Database } from "../db/client";
import { agencies } from "../db/schema/agencies";
import { users } from "../db/schema/users";
import { hashPassword } from "../lib/passwords";
import type { TestApp } from "./harness";
import { sessionCookie, uniqueEmail } from "./harness";
import { currentStep, totpCode } from "./totp";

export const MEMBER_PASSWORD = "member-password-1";
let memberHash: Promise<string> | undefined;

/** Adds a member with the given role straight to the database (the invite flow belongs to the users module). */
export async function addMember(
  db: Database,
  agencyId: string,
  role: Role,
  extra: Partial<typeof users.$inferInsert> = {},
) {
  memberHash ??= hashPassword(MEMBER_PASSWORD);
  const passwordHash = await memberHash;
  const id = randomUUID();
  const email = uniqueEmail(role);
  await asPlatform(db, { agencyId, userId: null }, (tx) =>
    tx
      .insert(users)
      .values({ id, agencyId, email, passwordHash, firstName: "Test", lastName: role, role, ...extra }),
  );
  return { id, email, password: MEMBER_PASSWORD };
}

/** POST /api/login: the answer, whether or not the sign-in succeeds. */
export const logIn = (app: TestApp["app"], email: string, password = MEMBER_PASSWORD) =>
  app.inject({ method: "POST", url: "/api/login", payload: { email, password } });

/** Signs in (which must succeed) and returns the session cookie. */
export async function signIn(
  app: TestApp["app"],
  email: string,
  password = MEMBER_PASSWORD,
): Promise<string> {
  const res = await logIn(app, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const pending = res.json().user.pendingSecondFactor as "verify" | "enrol" | null | undefined;
  if (!pending) return sessionCookie(res);
  return secondStep(app, email, sessionCookie(res), pending);
}

/** Authenticator apps the helper has set up (operators must have one), by email. */
const enrolled = new Map<string, { secret: string; recoveryCodes: string[]; lastStep: number }>();

/**
 * Gives the second step a sign-in waits for, as a member would: sets up an authenticator app when one must be
 * added, else types its code (or, when this step's code was used already, a recovery code).
 */
async function secondStep(app: TestApp["app"], email: string, cookie: string, pending: "verify" | "enrol") {
  const headers = { cookie };
  if (pending === "enrol") {
    const setup = await app.inject({ method: "POST", url: "/api/auth/totp/setup", headers });
    const { secret } = setup.json() as { secret: string };
    const step = currentStep();
    const confirm = await app.inject({
      method: "POST",
      url: "/api/auth/totp/confirm",
      headers,
      payload: { code: totpCode(secret, step) },
    });
    if (confirm.statusCode !== 200)
      throw new Error(`enrolment failed: ${confirm.statusCode} ${confirm.body}`);
    enrolled.set(email, { secret, recoveryCodes: confirm.json().recoveryCodes, lastStep: step });
    return sessionCookie(confirm);
  }
  const factor = enrolled.get(email);
  if (!factor) throw new Error(`${email} has a second factor the test helper does not know`);
  const step = currentStep();
  const payload =
    step > factor.lastStep ? { code: totpCode(factor.secret, step) } : { code: factor.recoveryCodes.pop() };
  const url = "code" in payload && payload.code?.length === 6 ? "totp" : "recovery";
  factor.lastStep = Math.max(step, factor.lastStep);
  const res = await app.inject({ method: "POST", url: `/api/auth/second-step/${url}`, headers, payload });
  if (res.statusCode !== 200) throw new Error(`second step failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/** Moves an agency to another plan (the checkout's end result), for plan-gating tests. */
export async function setTier(db: Database, agencyId: string, subscriptionTier: SubscriptionTier) {
  await asPlatform(db, { agencyId, userId: null }, (tx) =>
    tx.update(agencies).set({ subscriptionTier }).where(eq(agencies.id, agencyId)),
  );
}
