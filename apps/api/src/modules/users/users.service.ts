import { userLimitMessage, userLimitOf } from "@rollcall/shared/billing";
import { isAdmin, type Role } from "@rollcall/shared/roles";
import type { UserInvite, UserUpdate } from "@rollcall/shared/users";
import { USER_MESSAGES } from "@rollcall/shared/users";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { auditLogs } from "../../db/schema/audit";
import { userAgencies, users } from "../../db/schema/users";
import { conflict, databaseError, forbidden, notFound, paymentRequired } from "../../lib/errors";
import { hashPassword, temporaryPassword } from "../../lib/passwords";
import type { AgencyScope } from "../../plugins/auth";
import { setPassword } from "./users.queries";

/** What the user endpoints answer about a member: the same fields as the agency's member list. */
export const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  platoon: users.platoon,
  profileImageUrl: users.profileImageUrl,
  createdAt: users.createdAt,
};

const emailTaken = () => conflict(USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });

/** A unique-index violation on the email, raised when two requests claim the same address at once. */
function isEmailConflict(error: unknown): boolean {
  const e = databaseError(error);
  return e?.code === "23505" && (e.constraint === undefined || e.constraint === "users_email_unique");
}

/**
 * Runs a write that may claim an email; the check-then-write race ends as the same 409 as the check
 * (`taken`, for a caller whose check answers its own message, as sign-up does).
 */
export async function guardEmail<T>(write: () => Promise<T>, taken: () => Error = emailTaken): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isEmailConflict(error)) throw taken();
    throw error;
  }
}

/** 409 when another current account, in any agency, uses the address (asked through lib/accounts). */
export async function assertEmailFree(scope: AgencyScope, email: string | undefined, exceptUserId?: string) {
  if (email !== undefined && (await scope.accounts.emailInUse(email, exceptUserId))) throw emailTaken();
}

/**
 * Refuses to remove the agency's last admin. The current admins are locked (in id order, so two
 * concurrent removals cannot deadlock) and re-read after any concurrent change commits: two admins
 * demoting each other at the same moment leave one admin, and the second request gets this 409.
 */
async function assertAnotherAdmin(tx: Transaction, agencyId: string, leavingUserId: string) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.role, "admin"), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for("update");
  if (!admins.some((admin) => admin.id !== leavingUserId)) throw conflict(USER_MESSAGES.lastAdmin);
}

/**
 * How many more members the agency's plan takes (null: no limit), and the 402 message when it is full.
 * Read under the caller's transaction; `assertRoomForMembers` takes the lock that makes it final.
 */
export async function memberSeatsLeft(tx: Transaction, agencyId: string) {
  const [agency] = await tx
    .select({ tier: agencies.subscriptionTier })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  const limit = agency ? userLimitOf(agency.tier) : null;
  if (!agency || limit === null) return null;
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), isNull(users.deletedAt)));
  return { left: Math.max(0, limit - count), message: userLimitMessage(agency.tier, limit) };
}

/**
 * 402 when the agency's plan has no room for `adding` more members (Starter 25, Standard 200). Invitations
 * and imports are serialised per agency by a transaction lock, so two at once cannot both take the last place.
 */
async function assertRoomForMembers(tx: Transaction, agencyId: string, adding: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`members:${agencyId}`}, 0))`);
  const seats = await memberSeatsLeft(tx, agencyId);
  if (seats && seats.left < adding) throw paymentRequired(seats.message);
}

async function findMember(tx: Transaction, agencyId: string, id: string) {
  const [member] = await tx
    .select({ id: users.id, role: users.role, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.id, id), isNull(users.deletedAt)));
  // Another agency's member, a deleted one and a made-up id all answer the same.
  if (!member) throw notFound(USER_MESSAGES.userNotFound);
  return member;
}

/** A member to create: the invite's fields, and the hire date an import may carry. */
export type NewMember = UserInvite & { hireDate?: string | null };

/**
 * Creates members, each with a strong temporary password (stored only as its argon2id hash) that they must
 * replace at first sign-in, all in one transaction (with `alsoInTransaction`'s writes) or none: an email
 * taken anywhere is a 409, a plan without room for all of them a 402. The caller shows each password to the
 * admin once and emails it to the member (users.mail.ts `sendInvitations`).
 */
export async function inviteMembers(
  scope: AgencyScope,
  inputs: readonly NewMember[],
  alsoInTransaction?: (tx: Transaction, created: Array<{ id: string; email: string }>) => Promise<void>,
) {
  const taken = await scope.accounts.emailsInUse(inputs.map((input) => input.email));
  if (taken.size > 0) throw emailTaken();
  const passwords = inputs.map(() => temporaryPassword());
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
  const created = await guardEmail(() =>
    scope.run(async (tx) => {
      await assertRoomForMembers(tx, scope.agencyId, inputs.length);
      const rows = await tx
        .insert(users)
        .values(
          inputs.map((input, i) => ({
            agencyId: scope.agencyId,
            email: input.email,
            passwordHash: hashes[i],
            mustChangePassword: true,
            firstName: input.firstName,
            lastName: input.lastName,
            role: input.role,
            platoon: input.platoon,
            hireDate: input.hireDate ?? null,
          })),
        )
        .returning(memberColumns);
      await tx
        .insert(userAgencies)
        .values(rows.map((row) => ({ agencyId: scope.agencyId, userId: row.id, role: row.role })));
      await alsoInTransaction?.(tx, rows);
      return rows;
    }),
  );
  return created.map((user, i) => ({ user, temporaryPassword: passwords[i] }));
}

/** Invites one member (the Invite New User dialog). */
export async function inviteUser(scope: AgencyScope, input: UserInvite) {
  const [invited] = await inviteMembers(scope, [input]);
  return invited;
}

/** Edits a member's name, email, role and platoon. An admin cannot demote themselves; the last admin stays one. */
export async function updateUser(scope: AgencyScope, id: string, input: UserUpdate) {
  if (id === scope.userId && input.role !== undefined && !isAdmin({ role: input.role })) {
    throw forbidden(USER_MESSAGES.cannotDemoteSelf);
  }
  await assertEmailFree(scope, input.email, id);
  return guardEmail(() =>
    scope.run(async (tx) => {
      const member = await findMember(tx, scope.agencyId, id);
      const newRole: Role | undefined = input.role !== member.role ? input.role : undefined;
      if (isAdmin(member) && newRole) await assertAnotherAdmin(tx, scope.agencyId, id);
      const [updated] = await tx
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          role: newRole,
          platoon: input.platoon,
          updatedAt: new Date(),
        })
        .where(and(eq(users.agencyId, scope.agencyId), eq(users.id, id)))
        .returning(memberColumns);
      if (newRole) {
        await tx
          .update(userAgencies)
          .set({ role: newRole, updatedAt: new Date() })
          .where(and(eq(userAgencies.agencyId, scope.agencyId), eq(userAgencies.userId, id)));
      }
      return updated;
    }),
  );
}

/**
 * Issues a new temporary password: the member must replace it at next sign-in; their sessions and unused
 * reset links end.
 */
export async function resetUserPassword(scope: AgencyScope, id: string) {
  if (id === scope.userId) throw forbidden(USER_MESSAGES.cannotResetSelf);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const member = await scope.run(async (tx) => {
    const found = await findMember(tx, scope.agencyId, id);
    await setPassword(tx, { agencyId: scope.agencyId, id }, passwordHash, true);
    return found;
  });
  await scope.accounts.endCredentials(id);
  return { temporaryPassword: password, member: { email: member.email, firstName: member.firstName } };
}

/**
 * An admin's act on a member's credentials that lives outside the agency's audited tables (their sessions,
 * their second factors): done on one of the agency's current members (another agency's, a deleted one and a
 * made-up id all answer 404), and recorded in the audit log under `action`. Answers the member.
 */
export async function actOnMember(
  scope: AgencyScope,
  id: string,
  action: string,
  act: (member: { id: string; email: string; firstName: string }) => Promise<void>,
) {
  const member = await scope.run((tx) => findMember(tx, scope.agencyId, id));
  await act(member);
  await scope.run((tx) =>
    tx.insert(auditLogs).values({
      agencyId: scope.agencyId,
      userId: scope.userId,
      action,
      entityType: "users",
      entityId: id,
      ipAddress: sql`nullif(current_setting('app.ip', true), '')`,
      userAgent: sql`nullif(current_setting('app.user_agent', true), '')`,
    }),
  );
  return member;
}

/** Sign out everywhere (a lost phone): ends every session of the member, who signs in again with their password. */
export async function endMemberSessions(scope: AgencyScope, id: string) {
  await actOnMember(scope, id, "end_sessions", () => scope.accounts.endAllSessions(id));
}

/**
 * Soft delete: the member can no longer sign in and leaves the member list, while shifts, incidents and
 * the audit log that name them stay readable. Their calendar feed stops and their sessions end.
 */
export async function deleteUser(scope: AgencyScope, id: string) {
  if (id === scope.userId) throw forbidden(USER_MESSAGES.cannotDeleteSelf);
  await scope.run(async (tx) => {
    const member = await findMember(tx, scope.agencyId, id);
    if (isAdmin(member)) await assertAnotherAdmin(tx, scope.agencyId, id);
    const now = new Date();
    await tx
      .update(users)
      .set({ deletedAt: now, calendarToken: null, updatedAt: now })
      .where(and(eq(users.agencyId, scope.agencyId), eq(users.id, id)));
    await tx
      .update(userAgencies)
      .set({ isActive: false, leftAt: now, updatedAt: now })
      .where(and(eq(userAgencies.agencyId, scope.agencyId), eq(userAgencies.userId, id)));
  });
  await scope.accounts.endAllSessions(id);
}
