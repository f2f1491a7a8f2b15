/** What other modules ask of the agency's members (the dashboard, the notification jobs, a rotation). */
import { MANAGER_ROLES } from "@rollcall/shared/roles";
import type { Platoon } from "@rollcall/shared/scheduling";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
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
