/** What other modules ask about the agency's members (the dashboard, the notification jobs). */
import { MANAGER_ROLES } from "@rollcall/shared/roles";
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
