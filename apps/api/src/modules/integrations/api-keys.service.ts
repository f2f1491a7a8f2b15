/** An agency's API keys: listed, made (the key returned this once) and revoked, inside the admin's agency. */
import { API_KEY_MESSAGES, type ApiKeyScope } from "@rollcall/shared/integrations";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { apiKeys } from "../../db/schema/integrations";
import { users } from "../../db/schema/users";
import { newApiKey } from "../../lib/api-keys";
import { notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";

const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  start: apiKeys.start,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  createdById: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
};

type Listed = {
  id: string;
  name: string;
  scopes: string[];
  start: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  createdById: string | null;
  firstName: string | null;
  lastName: string | null;
};

/** Keys with their maker's name (a left join: the list still shows a key whose maker has gone). */
const keysWithMaker = (tx: Transaction) =>
  tx
    .select(listed)
    .from(apiKeys)
    .leftJoin(users, and(eq(users.agencyId, apiKeys.agencyId), eq(users.id, apiKeys.createdBy)));

const toDto = ({ createdById, firstName, lastName, ...key }: Listed) => ({
  ...key,
  createdBy: createdById ? { id: createdById, firstName: firstName ?? "", lastName: lastName ?? "" } : null,
});

/** The agency's keys in use, newest first (revoked ones are gone from the list; the audit log keeps them). */
export async function listApiKeys(scope: AgencyScope) {
  const rows = await scope.run((tx) =>
    keysWithMaker(tx).where(isNull(apiKeys.revokedAt)).orderBy(desc(apiKeys.createdAt)),
  );
  return rows.map(toDto);
}

/** A new key for the agency, made by the calling admin; the answer carries the key, which is never stored. */
export async function createApiKey(scope: AgencyScope, input: { name: string; scopes: ApiKeyScope[] }) {
  const { key, start, keyHash } = newApiKey();
  return scope.run(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        agencyId: scope.agencyId,
        name: input.name,
        scopes: input.scopes,
        start,
        keyHash,
        createdBy: scope.userId,
      })
      .returning({ id: apiKeys.id });
    const [made] = await keysWithMaker(tx).where(eq(apiKeys.id, row.id));
    return { ...toDto(made), key };
  });
}

/** Revokes a key at once: its next request is a 401. Unknown or already revoked: 404. */
export async function revokeApiKey(scope: AgencyScope, id: string) {
  const [revoked] = await scope.run((tx) =>
    tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id }),
  );
  if (!revoked) throw notFound(API_KEY_MESSAGES.notFound);
}
