/**
 * What other modules ask of the agency's members (the dashboard, the notification jobs, a rotation), and the
 * member fields they set: the platoon, the password (a reset link), the calendar token, the FLSA exemption.
 */
import { MANAGER_ROLES, type Role } from "@rollcall/shared/roles";
import type { Platoon } from "@rollcall/shared/scheduling";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "../../db/client";
import { users } from "../../db/schema/users";

/** The agency's current (not removed) members with their role. */
export function currentMemberRoles(tx: Transaction, agencyId: string) {
  return tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), isNull(users.deletedAt)));
}

/** The agency's current admins and officers. */
export function currentManagers(tx: Transaction, agencyId: string) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.agencyId, agencyId), inArray(users.role, [...MANAGER_ROLES]), isNull(users.deletedAt)),
    );
}

/** Puts the given members on a platoon (a rotation says who rides with which one; a platoon alert reads it). */
export async function setPlatoon(tx: Transaction, agencyId: string, platoon: Platoon, userIds: string[]) {
  if (userIds.length === 0) return;
  await tx
    .update(users)
    .set({ platoon, updatedAt: new Date() })
    .where(and(eq(users.agencyId, agencyId), inArray(users.id, userIds)));
}

/**
 * A member's new password hash (their own change, an admin's temporary password, a reset link); whether they
 * must replace it at next sign-in. The caller reads back what it needs (`.returning()`).
 */
export const setPassword = (
  tx: Transaction,
  member: { agencyId: string; id: string },
  passwordHash: string,
  mustChangePassword: boolean,
) =>
  tx
    .update(users)
    .set({ passwordHash, mustChangePassword, updatedAt: new Date() })
    .where(and(eq(users.agencyId, member.agencyId), eq(users.id, member.id)));

/** The member's iCalendar feed token (scheduling's feed: a new one ends the old URL). */
export async function setCalendarToken(tx: Transaction, agencyId: string, userId: string, token: string) {
  await tx
    .update(users)
    .set({ calendarToken: token, updatedAt: new Date() })
    .where(and(eq(users.agencyId, agencyId), eq(users.id, userId)));
}

/** Marks a current member FLSA-exempt or not (the FLSA report); undefined when no current member has the id. */
export async function setFlsaExempt(tx: Transaction, agencyId: string, userId: string, exempt: boolean) {
  const [row] = await tx
    .update(users)
    .set({ flsaExempt: exempt })
    .where(and(eq(users.agencyId, agencyId), eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ userId: users.id, exempt: users.flsaExempt });
  return row;
}

/** A current member's hire date (null: none recorded); the answer is the member's id and date, or none. */
export async function setHireDate(
  tx: Transaction,
  agencyId: string,
  userId: string,
  hireDate: string | null,
) {
  const [row] = await tx
    .update(users)
    .set({ hireDate })
    .where(and(eq(users.agencyId, agencyId), eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ userId: users.id, hireDate: users.hireDate });
  return row;
}

/** Current members among `ids` with their name, role and platoon (who a rule's conditions and actions name). */
export async function membersByIds(tx: Transaction, agencyId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  return tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      platoon: users.platoon,
    })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), isNull(users.deletedAt), inArray(users.id, [...ids])));
}

/** Current members in any of `roles` or among `ids`: the people an automation's action reaches. */
export async function currentMembersOf(
  tx: Transaction,
  agencyId: string,
  who: { roles: readonly Role[]; userIds: readonly string[] },
): Promise<string[]> {
  if (!who.roles.length && !who.userIds.length) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.agencyId, agencyId),
        isNull(users.deletedAt),
        or(
          who.roles.length ? inArray(users.role, [...who.roles]) : undefined,
          who.userIds.length ? inArray(users.id, [...who.userIds]) : undefined,
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** Who made a row (a key, a webhook, an automation rule), as lists show it; null once removed. */
export type Maker = { id: string; firstName: string; lastName: string } | null;

/**
 * One JSON column for the row's maker (a member of the same agency, in the table's `created_by`), instead of a
 * join and its reassembly. The outer table's columns are written with its name: in a one-table select Drizzle
 * leaves them unqualified, and inside the subquery they would name the member's own columns.
 */
export const makerOf = (table: PgTable) =>
  sql<Maker>`(select json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name)
    from ${users} u where u.agency_id = ${table}.agency_id and u.id = ${table}.created_by)`;

/** The agency's current members among these addresses (lower case), by address: an import names people so. */
export async function currentMembersByEmail(tx: Transaction, agencyId: string, emails: readonly string[]) {
  if (emails.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      and(
        eq(users.agencyId, agencyId),
        isNull(users.deletedAt),
        inArray(sql`lower(${users.email})`, [...emails]),
      ),
    );
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** The agency's current members by "first last" (lower case), for names an import carries; a shared name maps to none. */
export async function currentMembersByName(tx: Transaction, agencyId: string) {
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), isNull(users.deletedAt)));
  const byName = new Map<string, string | null>();
  for (const row of rows) {
    const name = `${row.firstName} ${row.lastName}`.trim().toLowerCase();
    byName.set(name, byName.has(name) ? null : row.id);
  }
  return byName;
}
