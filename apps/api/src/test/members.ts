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
  return sessionCookie(res);
}

/** Moves an agency to another plan (the checkout's end result), for plan-gating tests. */
export async function setTier(db: Database, agencyId: string, subscriptionTier: SubscriptionTier) {
  await asPlatform(db, { agencyId, userId: null }, (tx) =>
    tx.update(agencies).set({ subscriptionTier }).where(eq(agencies.id, agencyId)),
  );
}
