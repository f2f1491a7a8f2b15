/**
 * API keys at the door: making one, and finding the key a request's `Authorization: Bearer` carries. The lookup
 * crosses agencies (a request with a key has no session to say whose it is), so like lib/sessions it reads on
 * the unconfined handle, by the key's hash only, and answers the key with its maker and agency. Managing keys
 * (list, create, revoke) is modules/integrations, inside the admin's agency.
 */
import { API_KEY_PREFIX, API_KEY_SHOWN_LENGTH } from "@rollcall/shared/integrations";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { type Database, perDatabase } from "../db/client";
import { agencies } from "../db/schema/agencies";
import { apiKeys } from "../db/schema/integrations";
import { users } from "../db/schema/users";
import { hashToken, newToken } from "./tokens";

/** Last use is written at most this often per key, so a busy program costs no write per request. */
const LAST_USE_EVERY_MS = 60_000;

/** A new key: what the admin copies (once), what the list shows, and what is stored. */
export function newApiKey() {
  const key = `${API_KEY_PREFIX}${newToken()}`;
  return { key, start: key.slice(0, API_KEY_SHOWN_LENGTH), keyHash: hashToken(key) };
}

/** The key of `Authorization: Bearer <key>`; undefined without one (the request then uses its cookie). */
export function bearerKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [kind, value] = header.split(" ", 2);
  return kind?.toLowerCase() === "bearer" ? (value ?? "").trim() : undefined;
}

/** The statement of loadApiKey() (every request with a key runs it). */
const keyLookup = perDatabase((db) =>
  db
    .select({ apiKey: apiKeys, user: users, agency: agencies })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.agencyId, apiKeys.agencyId), eq(users.id, apiKeys.createdBy)))
    .innerJoin(agencies, eq(agencies.id, apiKeys.agencyId))
    .where(
      and(eq(apiKeys.keyHash, sql.placeholder("hash")), isNull(apiKeys.revokedAt), isNull(users.deletedAt)),
    )
    .limit(1)
    .prepare("load_api_key"),
);

/**
 * The live key (not revoked, its maker still a member) with its maker and agency; null for an unknown key. Its
 * last use moves forward at most once a minute.
 */
export async function loadApiKey(db: Database, key: string) {
  const [row] = await keyLookup(db).execute({ hash: hashToken(key) });
  if (!row) return null;
  const last = row.apiKey.lastUsedAt?.getTime() ?? 0;
  if (Date.now() - last > LAST_USE_EVERY_MS) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(apiKeys.agencyId, row.apiKey.agencyId), eq(apiKeys.id, row.apiKey.id)));
  }
  return row;
}
