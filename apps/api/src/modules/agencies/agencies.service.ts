import { asc, eq, isNull } from "drizzle-orm";
import { agencies } from "../../db/schema/agencies";
import { users } from "../../db/schema/users";
import { notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { memberColumns } from "../users";

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
      .select(memberColumns)
      .from(users)
      .where(isNull(users.deletedAt))
      .orderBy(asc(users.lastName), asc(users.firstName)),
  );
}
