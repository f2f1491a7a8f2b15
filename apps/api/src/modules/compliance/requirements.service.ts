/**
 * Required certifications: which certification names the agency requires of a role (or of everyone), kept
 * by admins; and the check the schedule form calls before assigning someone to a shift on a given date.
 */
import {
  COMPLIANCE_MESSAGES,
  type RequiredCertification,
  type RequiredCertificationFormValues,
  type RequirementsCheck,
  requirementApplies,
  requirementGap,
} from "@rollcall/shared/compliance";
import type { Role } from "@rollcall/shared/roles";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { certifications, requiredCertifications } from "../../db/schema/compliance";
import { users } from "../../db/schema/users";
import { agencyToday } from "../../lib/dates";
import { conflict, notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";

function toRequired(row: typeof requiredCertifications.$inferSelect): RequiredCertification {
  return { id: row.id, name: row.name, role: row.role, createdAt: row.createdAt.toISOString() };
}

/** By name, the everyone-requirement before the role-specific ones. */
export function loadRequirements(tx: Transaction, agencyId: string) {
  return tx
    .select()
    .from(requiredCertifications)
    .where(eq(requiredCertifications.agencyId, agencyId))
    .orderBy(
      asc(sql`lower(${requiredCertifications.name})`),
      sql`${requiredCertifications.role} nulls first`,
    );
}

export async function listRequirements(scope: AgencyScope): Promise<RequiredCertification[]> {
  const rows = await scope.run((tx) => loadRequirements(tx, scope.agencyId));
  return rows.map(toRequired);
}

export async function addRequirement(scope: AgencyScope, v: RequiredCertificationFormValues) {
  return scope.run(async (tx) => {
    // The unique index (agency, lower(name), role or '') decides; a race answers the same 409.
    const [row] = await tx
      .insert(requiredCertifications)
      .values({ agencyId: scope.agencyId, name: v.name, role: v.role })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw conflict(COMPLIANCE_MESSAGES.requiredDuplicate, { name: COMPLIANCE_MESSAGES.requiredDuplicate });
    return toRequired(row);
  });
}

export async function removeRequirement(scope: AgencyScope, id: string) {
  await scope.run(async (tx) => {
    const deleted = await tx
      .delete(requiredCertifications)
      .where(and(eq(requiredCertifications.agencyId, scope.agencyId), eq(requiredCertifications.id, id)))
      .returning({ id: requiredCertifications.id });
    if (!deleted.length) throw notFound(COMPLIANCE_MESSAGES.requiredNotFound);
  });
}

/**
 * The requirements a member does not meet on `date` (yyyy-MM-dd): "missing", "expired" or "expires
 * before" that date. An id that is not a current member of the agency answers 404.
 */
export async function checkRequirements(
  scope: AgencyScope,
  userId: string,
  date: string,
): Promise<RequirementsCheck> {
  const today = agencyToday(scope.timeZone);
  return scope.run(async (tx) => {
    const missing = await missingRequirements(tx, scope.agencyId, userId, date, today);
    if (!missing) throw notFound("Member not found");
    return { userId, date, missing };
  });
}

/**
 * The rule for assignments, inside the caller's transaction: the required certifications the member does not
 * meet on `date` (empty: none missing); null when `userId` is not a current member of the agency.
 */
export async function missingRequirements(
  tx: Transaction,
  agencyId: string,
  userId: string,
  date: string,
  today: string,
): Promise<RequirementsCheck["missing"] | null> {
  const [member] = await tx
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!member) return null;
  const requirements = (await loadRequirements(tx, agencyId)).filter((r) =>
    requirementApplies(r, member.role as Role),
  );
  if (!requirements.length) return [];
  const held = await tx
    .select({
      name: certifications.name,
      status: certifications.status,
      expirationDate: certifications.expirationDate,
    })
    .from(certifications)
    .where(and(eq(certifications.agencyId, agencyId), eq(certifications.userId, userId)));
  const missing: RequirementsCheck["missing"] = [];
  const seen = new Set<string>();
  for (const requirement of requirements) {
    const key = requirement.name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const gap = requirementGap(
      held.filter((c) => c.name.toLowerCase() === key),
      date,
      today,
    );
    if (gap) missing.push({ name: requirement.name, ...gap });
  }
  return missing;
}
