/**
 * Optimistic concurrency for edits made offline and replayed later. A write that edits or deletes a record
 * may carry `If-Match` with the version it was made against: the record's updatedAt as the API answered it.
 * The service compares it with the row locked, in the transaction of the write, so of two writes made
 * against the same version only the first passes; the other gets 412 with the record as it is now.
 * The database moves updated_at on every change of a versioned table (migration 0009), by at least a
 * millisecond, the precision versions are compared at.
 */
import { VERSION_MESSAGES } from "@rollcall/shared/offline";
import { isoInstantSchema } from "@rollcall/shared/timestamps";
import type { FastifyRequest } from "fastify";
import { badRequest, preconditionFailed } from "./errors";

export const IF_MATCH_HEADER = "if-match";

const isoInstant = isoInstantSchema(VERSION_MESSAGES.invalidIfMatch);

/**
 * The version a write was made against: If-Match as an entity tag ("…"), weak (W/"…") or bare. Undefined
 * without the header, and for `*` (any current version: the record only has to exist). 400 when it is not a
 * date and time, so a malformed tag never passes as "no version".
 */
export function expectedVersion(request: FastifyRequest): Date | undefined {
  const header = request.headers[IF_MATCH_HEADER];
  if (header === undefined) return undefined;
  const tag = header
    .trim()
    .replace(/^W\//, "")
    .replace(/^"(.*)"$/, "$1");
  if (tag === "*") return undefined;
  if (!isoInstant.safeParse(tag).success)
    throw badRequest(VERSION_MESSAGES.invalidIfMatch, { [IF_MATCH_HEADER]: VERSION_MESSAGES.invalidIfMatch });
  return new Date(tag);
}

/**
 * Refuses (412, nothing changed) a write made against another version than `current`, the locked row's
 * updatedAt. Instants are compared at millisecond precision, so "…+00:00" and "…Z" of the same moment are
 * one version. `answer` reads the record as its GET answers it, for the 412's body.
 */
export async function assertVersion(
  expected: Date | undefined,
  current: Date,
  answer: () => unknown | Promise<unknown>,
) {
  if (expected === undefined || expected.getTime() === current.getTime()) return;
  throw preconditionFailed(VERSION_MESSAGES.stale, await answer());
}
