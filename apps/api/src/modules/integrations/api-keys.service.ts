/** An agency's API keys: listed, made (the key returned this once) and revoked, inside the admin's agency. */
import { API_KEY_MESSAGES, type ApiKeyScope } from "@rollcall/shared/integrations";
import { and, desc, eq, isNull } from "drizzle-orm";
import { apiKeys } from "../../db/schema/integrations";
import { newApiKey } from "../../lib/api-keys";
import { notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { makerOf } from "../users";

const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  start: apiKeys.start,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  createdBy: makerOf(apiKeys),
};

/** The agency's keys in use, newest first (revoked ones are gone from the list; the audit log keeps them). */
export async function listApiKeys(scope: AgencyScope) {
  return scope.run((tx) =>
    tx.select(listed).from(apiKeys).where(isNull(apiKeys.revokedAt)).orderBy(desc(apiKeys.createdAt)),
  );
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
      .returning(listed);
    return { ...row, key };
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
