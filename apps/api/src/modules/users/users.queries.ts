/** What other modules ask of the agency's members (the dashboard, the notification jobs, a rotation). */
import { MANAGER_ROLES } from "@rollcall/shared/roles";
import type { Platoon } from "@rollcall/shared/scheduling";
import { and, eq, inArray, isNull } from "drizzle-orm";
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
