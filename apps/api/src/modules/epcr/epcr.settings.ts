/**
 * The agency's ePCR settings: its QA reviewers (officers or admins an admin names) and the facilities a
 * disposition names (hospitals; the DEMDataSet's dFacility).
 */
import { PCR_MESSAGES } from "@rollcall/shared/epcr/api";
import { MANAGER_ROLES } from "@rollcall/shared/roles";
import { and, asc, eq, inArray, isNull, notInArray } from "drizzle-orm";
import { pcrFacilities, pcrReviewers } from "../../db/schema/epcr";
import { users } from "../../db/schema/users";
import { badRequest } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";

export async function listReviewers(scope: AgencyScope) {
  const rows = await scope.run((tx) =>
    tx
      .select({ userId: pcrReviewers.userId })
      .from(pcrReviewers)
      .innerJoin(users, and(eq(users.agencyId, pcrReviewers.agencyId), eq(users.id, pcrReviewers.userId)))
      .where(and(eq(pcrReviewers.agencyId, scope.agencyId), isNull(users.deletedAt)))
      .orderBy(asc(users.lastName), asc(users.firstName)),
  );
  return { userIds: rows.map((r) => r.userId) };
}

/** Replaces the reviewers: 400 unless every one is a current officer or admin of the agency. */
export async function setReviewers(scope: AgencyScope, userIds: string[]) {
  const wanted = [...new Set(userIds)];
  await scope.run(async (tx) => {
    if (wanted.length) {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.agencyId, scope.agencyId),
            inArray(users.id, wanted),
            inArray(users.role, [...MANAGER_ROLES]),
            isNull(users.deletedAt),
          ),
        );
      if (found.length !== wanted.length)
        throw badRequest(PCR_MESSAGES.reviewers, { userIds: PCR_MESSAGES.reviewers });
    }
    await tx
      .delete(pcrReviewers)
      .where(
        wanted.length
          ? and(eq(pcrReviewers.agencyId, scope.agencyId), notInArray(pcrReviewers.userId, wanted))
          : eq(pcrReviewers.agencyId, scope.agencyId),
      );
    if (wanted.length)
      await tx
        .insert(pcrReviewers)
        .values(wanted.map((userId) => ({ agencyId: scope.agencyId, userId })))
        .onConflictDoNothing();
  });
  return listReviewers(scope);
}

export type FacilityInput = {
  id?: string;
  name: string;
  type: string;
  code?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  phone?: string | null;
};

const facilityColumns = {
  id: pcrFacilities.id,
  name: pcrFacilities.name,
  type: pcrFacilities.type,
  code: pcrFacilities.code,
  address: pcrFacilities.address,
  city: pcrFacilities.city,
  state: pcrFacilities.state,
  zip: pcrFacilities.zip,
  phone: pcrFacilities.phone,
};

export async function listFacilities(scope: AgencyScope) {
  const facilities = await scope.run((tx) =>
    tx
      .select(facilityColumns)
      .from(pcrFacilities)
      .where(eq(pcrFacilities.agencyId, scope.agencyId))
      .orderBy(asc(pcrFacilities.name)),
  );
  return { facilities };
}

/**
 * Replaces the facilities: an entry with the id of one of ours updates it, one without (or with an id we do
 * not hold) is new, and ours left out are removed.
 */
export async function setFacilities(scope: AgencyScope, list: FacilityInput[]) {
  await scope.run(async (tx) => {
    const current = new Set(
      (
        await tx
          .select({ id: pcrFacilities.id })
          .from(pcrFacilities)
          .where(eq(pcrFacilities.agencyId, scope.agencyId))
      ).map((r) => r.id),
    );
    const kept = new Set<string>();
    for (const { id, ...facility } of list) {
      const values = {
        ...facility,
        code: facility.code ?? null,
        address: facility.address ?? null,
        city: facility.city ?? null,
        state: facility.state ?? null,
        zip: facility.zip ?? null,
        phone: facility.phone ?? null,
      };
      if (id && current.has(id) && !kept.has(id)) {
        kept.add(id);
        await tx
          .update(pcrFacilities)
          .set(values)
          .where(and(eq(pcrFacilities.agencyId, scope.agencyId), eq(pcrFacilities.id, id)));
      } else {
        const [row] = await tx
          .insert(pcrFacilities)
          .values({ agencyId: scope.agencyId, ...values })
          .returning({ id: pcrFacilities.id });
        kept.add(row.id);
      }
    }
    const gone = [...current].filter((id) => !kept.has(id));
    if (gone.length)
      await tx
        .delete(pcrFacilities)
        .where(and(eq(pcrFacilities.agencyId, scope.agencyId), inArray(pcrFacilities.id, gone)));
  });
  return listFacilities(scope);
}
