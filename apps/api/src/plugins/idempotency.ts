/**
 * Idempotency keys: a write sent with an `Idempotency-Key` header is done once. A retry with the same key (a
 * response lost on a phone's network, an offline write sent again, a balancer that sends it to another
 * instance) gets the first answer again, marked `Idempotent-Replayed: true`, instead of a second shift or a
 * second expense.
 *
 * - Per member: the key is stored under (agency, member, key), in the database every instance shares.
 * - The same key with another request (method, path or body) answers 422.
 * - Two at once (an offline queue replayed twice, a retry racing the original): the second waits for the first
 *   one's answer (up to WAIT_FOR_FIRST) and gets it; past that, 409 and the client tries again. A first request
 *   that never finished (its instance crashed) frees its key after ABANDONED_AFTER.
 * - Kept for a day (KEPT_FOR), then the key may be used again.
 * - Answers of 500 and above are not kept: the write did not happen, and the retry should try it.
 * - Requests refused before their handler (signed out, no access, invalid body) store nothing: they changed
 *   nothing, and the same request gets the same refusal anyway.
 * - An answer sent with `Cache-Control: no-store` (one holding a secret shown once: a temporary password, a new
 *   API key, `config.answerHoldsSecret`) is never stored: the key keeps only that the write was done, and a retry
 *   answers 409 saying so, rather than doing the write again or showing the secret a second time.
 * - Without the header nothing changes; sign-in and other public routes ignore it.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import { badRequest, conflict, unprocessable } from "../lib/errors";
import type { AgencyScope } from "./auth";

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
export const IDEMPOTENCY_MESSAGES = {
  invalid: "Idempotency-Key must be 1 to 255 visible characters",
  reused: "This Idempotency-Key was already used for a different request",
  inProgress: "A request with this Idempotency-Key is still being processed. Try again in a moment.",
  secretNotKept:
    "This request was already done. Its answer held a password or key shown only once, so it cannot be shown again.",
} as const;

const KEPT_FOR = "24 hours";
const WAIT_FOR_FIRST_MS = 10_000;
const WAIT_STEP_MS = 50;
const ABANDONED_AFTER = "60 seconds";
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

type Claim = { agencyId: string; userId: string; key: string };

declare module "fastify" {
  interface FastifyRequest {
    /** Set when this request holds an Idempotency-Key claim: its answer is stored on send. */
    idempotency: Claim | null;
  }
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Removes keys past their day (every instance may run it; the delete is idempotent). */
export async function deleteExpiredIdempotencyKeys(db: Database) {
  await db.execute(sql`delete from idempotency_keys where created_at < now() - ${KEPT_FOR}::interval`);
}

type Stored = {
  request_hash: string;
  status_code: number | null;
  content_type: string | null;
  body: string | null;
};

/** Claims the key for this request (null), or answers what is stored under it. */
function claimOrRead(scope: AgencyScope, claim: Claim, requestHash: string): Promise<Stored | null> {
  return scope.run(async (tx) => {
    const claimed = rowsOf<{ claimed: boolean }>(
      await tx.execute(sql`
        insert into idempotency_keys (agency_id, user_id, key, request_hash)
        values (${claim.agencyId}, ${claim.userId}, ${claim.key}, ${requestHash})
        on conflict (agency_id, user_id, key) do update
          set request_hash = excluded.request_hash, status_code = null, content_type = null, body = null,
              created_at = now(), completed_at = null
          where idempotency_keys.created_at < now() - ${KEPT_FOR}::interval
             or (idempotency_keys.status_code is null
                 and idempotency_keys.request_hash = excluded.request_hash
                 and idempotency_keys.created_at < now() - ${ABANDONED_AFTER}::interval)
        returning true as claimed`),
    );
    if (claimed.length > 0) return null;
    const [stored] = rowsOf<Stored>(
      await tx.execute(sql`
        select request_hash, status_code, content_type, body from idempotency_keys
        where agency_id = ${claim.agencyId} and user_id = ${claim.userId} and key = ${claim.key}`),
    );
    // Gone between the insert and the select (its first request failed and freed it): claim it next round.
    return stored ?? { request_hash: requestHash, status_code: null, content_type: null, body: null };
  });
}

export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("idempotency", null);

  app.addHook("preHandler", async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !WRITES.has(request.method) || !request.auth) return;
    if (typeof header !== "string" || !VALID_KEY.test(header))
      throw badRequest(IDEMPOTENCY_MESSAGES.invalid, { [IDEMPOTENCY_HEADER]: IDEMPOTENCY_MESSAGES.invalid });

    const scope = request.scope;
    const requestHash = createHash("sha256")
      .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
      .digest("hex");
    const claim = { agencyId: scope.agencyId, userId: scope.userId, key: header };

    // Claim the key (a new key, one past its day, or the same request abandoned unfinished), or find its
    // first request's answer, waiting for it while that request is still being answered.
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const existing = await claimOrRead(scope, claim, requestHash);
      if (!existing) {
        request.idempotency = claim;
        return;
      }
      if (existing.request_hash !== requestHash) throw unprocessable(IDEMPOTENCY_MESSAGES.reused);
      if (existing.status_code !== null) {
        reply.code(existing.status_code).header(REPLAYED_HEADER, "true");
        if (existing.content_type) reply.type(existing.content_type);
        return reply.send(existing.body ?? undefined);
      }
      if (Date.now() >= deadline) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  });

  // Registered before compression, so the stored answer is the body itself.
  app.addHook("onSend", async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const keep =
      reply.statusCode < 500 && (payload === null || payload === undefined || typeof payload === "string");
    // A secret's answer: what is kept is the refusal a retry gets, never the answer.
    const secret =
      keep && reply.statusCode < 300 && /\bno-store\b/i.test(String(reply.getHeader("cache-control") ?? ""));
    const kept = secret
      ? {
          status: 409,
          type: "application/json; charset=utf-8",
          body: JSON.stringify({ message: IDEMPOTENCY_MESSAGES.secretNotKept }),
        }
      : {
          status: reply.statusCode,
          type: (reply.getHeader("content-type") as string | undefined) ?? null,
          body: (payload as string | null | undefined) ?? null,
        };
    // The write has happened either way: a failure to keep its answer is logged, never the member's problem.
    await request.scope
      .run((tx) =>
        keep
          ? tx.execute(sql`
            update idempotency_keys
            set status_code = ${kept.status}, content_type = ${kept.type}, body = ${kept.body}, completed_at = now()
            where agency_id = ${claim.agencyId} and user_id = ${claim.userId} and key = ${claim.key}`)
          : // Not kept (a failure, or a streamed answer): the key is free for the retry.
            tx.execute(sql`
            delete from idempotency_keys
            where agency_id = ${claim.agencyId} and user_id = ${claim.userId} and key = ${claim.key}`),
      )
      .catch((err) => request.log.warn({ err }, "could not keep the answer of an idempotent request"));
    return payload;
  });

  const sweep = setInterval(
    () => {
      deleteExpiredIdempotencyKeys(app.db).catch((err) =>
        app.log.warn({ err }, "idempotency key sweep failed"),
      );
    },
    60 * 60 * 1000,
  );
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
});
