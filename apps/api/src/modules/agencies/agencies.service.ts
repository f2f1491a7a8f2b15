import { asc, desc, eq, isNull, sql } from "drizzle-orm";
import { agencies } from "../../db/schema/agencies";
import { auditLogs } from "../../db/schema/audit";
import { users } from "../../db/schema/users";
import { notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";

/** A member reads their own agency; any other id answers 404 as if it did not exist. */
export async function getOwnAgency(scope: AgencyScope, agencyId: string) {
  if (agencyId !== scope.agencyId) throw notFound("Agency not found");
  const [agency] = await scope.run((tx) => tx.select().from(agencies).where(eq(agencies.id, agencyId)));
  if (!agency) throw notFound("Agency not found");
  return agency;
}

/** Current (not deleted) members, for pickers and the users screen. */
export async function listAgencyMembers(scope: AgencyScope, agencyId: string) {
  if (agencyId !== scope.agencyId) throw notFound("Agency not found");
  return scope.run((tx) =>
    tx
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
        profileImageUrl: users.profileImageUrl,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(isNull(users.deletedAt))
      .orderBy(asc(users.lastName), asc(users.firstName)),
  );
}

/** Newest first, with the acting member's name (kept even after the member is deleted). */
export async function listAuditLog(scope: AgencyScope, agencyId: string, limit: number) {
  if (agencyId !== scope.agencyId) throw notFound("Agency not found");
  return scope.run((tx) =>
    tx
      .select({
        id: auditLogs.id,
        action: auditLogs.action,
        entityType: auditLogs.entityType,
        entityId: auditLogs.entityId,
        changeDetails: auditLogs.changeDetails,
        userId: auditLogs.userId,
        actorName: sql<
          string | null
        >`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
        ipAddress: auditLogs.ipAddress,
        createdAt: auditLogs.createdAt,
      })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.userId))
      .orderBy(desc(auditLogs.createdAt))
      .limit(limit),
  );
}
