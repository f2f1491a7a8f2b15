/**
 * The NERIS submission queue's worker (as lib/webhooks.ts's): every instance claims the due submissions of
 * every agency (FOR UPDATE SKIP LOCKED, with a lease a stopped instance's claim outlives), builds each report's
 * payload as it is now, checks it as NERIS would (a refusal by our check makes no call), sends it outside any
 * transaction (neris.client.ts), and records the outcome: submitted with its NERIS id, refused with the errors
 * on their paths, or queued again after a growing wait when NERIS could not be reached (30 s, 2 min, 10 min,
 * 30 min, 1 h, then hourly), refused once it has not been reachable for 3 days.
 */
import { NERIS_SETTINGS_MESSAGES } from "@rollcall/shared/neris/submission";
import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { asPlatform, type Database, withAgency } from "../../../db/client";
import { nerisSettings, nerisSubmissions } from "../../../db/schema/incidents";
import type { Env } from "../../../env";
import { createPoller, type Poller } from "../../../lib/poller";
import { loadIncident } from "../incidents.queries";
import { type NerisClient, type NerisOutcome, nerisBaseUrl } from "./neris.client";
import { buildIncidentPayload } from "./neris.payload";
import { isConfigured, nerisSecretBox, payloadHash } from "./neris.submit.service";
import { validateIncidentPayload } from "./neris.validate";

export const NERIS_POLL_MS = 5000;
const BATCH = 20;
const SEND_CONCURRENCY = 4;
/** A claim older than this was left by an instance that stopped mid-send: the submission is due again. */
const LEASE_MS = 5 * 60_000;
/** Waits after each try that did not reach NERIS: 30 s, 2 min, 10 min, 30 min, 1 h, then every hour. */
const RETRY_WAITS_S = [30, 120, 600, 1800, 3600];
export const nerisRetryWaitMs = (attempts: number) =>
  RETRY_WAITS_S[Math.min(Math.max(attempts, 1) - 1, RETRY_WAITS_S.length - 1)] * 1000;
/** How long a submission keeps being retried while NERIS cannot be reached. */
export const NERIS_RETRY_DAYS = 3;

export const gaveUp = (lastError: string) =>
  `NERIS could not be reached for ${NERIS_RETRY_DAYS} days (${lastError.replace(/^NERIS could not be reached: /, "")}). Submit the report again once it is back.`;

export type NerisWorkerDeps = {
  db: Database;
  log: FastifyBaseLogger;
  env: Pick<Env, "NERIS_SANDBOX_URL" | "NERIS_PRODUCTION_URL" | "SECRET_KEY" | "dataDir" | "NODE_ENV">;
  client: NerisClient;
};

type Claimed = { agencyId: string; id: string; claimedAt: Date; queuedAt: Date | null; attempts: number };

const SYSTEM = { agencyId: "", userId: null, userAgent: "NERIS submission worker" };

function claimDue(db: Database, now: Date): Promise<Claimed[]> {
  return asPlatform(db, SYSTEM, async (tx) => {
    const due = await tx
      .select({ agencyId: nerisSubmissions.agencyId, id: nerisSubmissions.id })
      .from(nerisSubmissions)
      .where(
        and(
          eq(nerisSubmissions.state, "queued"),
          lte(nerisSubmissions.nextAttemptAt, now),
          or(
            isNull(nerisSubmissions.claimedAt),
            lt(nerisSubmissions.claimedAt, new Date(now.getTime() - LEASE_MS)),
          ),
        ),
      )
      .orderBy(asc(nerisSubmissions.nextAttemptAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (!due.length) return [];
    const keys = due.map((d) => sql`(${d.agencyId}::uuid, ${d.id}::uuid)`);
    return tx
      .update(nerisSubmissions)
      .set({ claimedAt: now, attempts: sql`${nerisSubmissions.attempts} + 1`, updatedAt: now })
      .where(sql`(${nerisSubmissions.agencyId}, ${nerisSubmissions.id}) in (${sql.join(keys, sql`, `)})`)
      .returning({
        agencyId: nerisSubmissions.agencyId,
        id: nerisSubmissions.id,
        claimedAt: nerisSubmissions.claimedAt,
        queuedAt: nerisSubmissions.queuedAt,
        attempts: nerisSubmissions.attempts,
      }) as Promise<Claimed[]>;
  });
}

type Prepared =
  | {
      kind: "send";
      payload: Record<string, unknown>;
      hash: string;
      nerisId: string | null;
      connection: Parameters<NerisClient["submit"]>[0];
    }
  | { kind: "refused"; errors: { path: string; message: string }[] }
  | { kind: "gone" };

/** The report's payload as it is now, with the agency's connection; our check first. */
async function prepare(deps: NerisWorkerDeps, c: Claimed): Promise<Prepared> {
  return withAgency(deps.db, { ...SYSTEM, agencyId: c.agencyId }, async (tx) => {
    const [settings] = await tx.select().from(nerisSettings).where(eq(nerisSettings.agencyId, c.agencyId));
    const [sub] = await tx
      .select({ nerisId: nerisSubmissions.nerisId })
      .from(nerisSubmissions)
      .where(and(eq(nerisSubmissions.agencyId, c.agencyId), eq(nerisSubmissions.id, c.id)));
    if (!sub) return { kind: "gone" as const };
    if (!isConfigured(settings ?? null) || !settings)
      return {
        kind: "refused" as const,
        errors: [{ path: "", message: NERIS_SETTINGS_MESSAGES.notConfigured }],
      };
    const secret = nerisSecretBox(deps.env).open(settings.clientSecretSealed ?? "");
    if (secret === undefined)
      return {
        kind: "refused" as const,
        errors: [{ path: "", message: NERIS_SETTINGS_MESSAGES.notConfigured }],
      };
    const loaded = await loadIncident(tx, c.agencyId, c.id);
    const payload = buildIncidentPayload(loaded, { entityId: settings.entityId });
    const checked = validateIncidentPayload(payload);
    if (!checked.valid) return { kind: "refused" as const, errors: checked.errors };
    return {
      kind: "send" as const,
      payload,
      hash: payloadHash(payload),
      nerisId: sub.nerisId,
      connection: {
        agencyId: c.agencyId,
        baseUrl: nerisBaseUrl(deps.env, settings.environment),
        clientId: settings.clientId as string,
        clientSecret: secret,
        entityId: settings.entityId as string,
      },
    };
  });
}

/**
 * Records a try's outcome on the row still claimed by this try. When the report was queued again meanwhile
 * (an edit, a new submit), what NERIS accepted is kept (its id, above all) and the row stays queued for the next.
 */
async function record(
  deps: NerisWorkerDeps,
  c: Claimed,
  outcome: NerisOutcome,
  hash: string | null,
  now: Date,
) {
  await withAgency(deps.db, { ...SYSTEM, agencyId: c.agencyId }, async (tx) => {
    const where = and(
      eq(nerisSubmissions.agencyId, c.agencyId),
      eq(nerisSubmissions.id, c.id),
      eq(nerisSubmissions.claimedAt, c.claimedAt),
    );
    const [row] = await tx.select().from(nerisSubmissions).where(where).for("update");
    if (!row) return;
    const requeued = row.queuedAt?.getTime() !== c.queuedAt?.getTime();
    const done = { claimedAt: null, updatedAt: new Date() };
    if (outcome.kind === "accepted") {
      const accepted = { nerisId: outcome.nerisId, submittedAt: now, acceptedPayloadHash: hash };
      await tx
        .update(nerisSubmissions)
        .set(
          requeued
            ? { ...done, ...accepted }
            : { ...done, ...accepted, state: "submitted", nextAttemptAt: null, lastError: null, errors: [] },
        )
        .where(where);
      return;
    }
    if (requeued) {
      await tx.update(nerisSubmissions).set(done).where(where);
      return;
    }
    if (outcome.kind === "refused") {
      await tx
        .update(nerisSubmissions)
        .set({ ...done, state: "refused", errors: outcome.errors, lastError: null, nextAttemptAt: null })
        .where(where);
      return;
    }
    const next = new Date(now.getTime() + nerisRetryWaitMs(c.attempts));
    const since = (row.queuedAt ?? now).getTime();
    if (next.getTime() > since + NERIS_RETRY_DAYS * 86_400_000) {
      await tx
        .update(nerisSubmissions)
        .set({
          ...done,
          state: "refused",
          errors: [{ path: "", message: gaveUp(outcome.message) }],
          lastError: outcome.message,
          nextAttemptAt: null,
        })
        .where(where);
      return;
    }
    await tx
      .update(nerisSubmissions)
      .set({ ...done, lastError: outcome.message, nextAttemptAt: next })
      .where(where);
  });
}

async function attempt(deps: NerisWorkerDeps, c: Claimed, now: Date) {
  const prepared = await prepare(deps, c).catch((err) => {
    deps.log.error({ err, submission: c.id }, "NERIS submission could not be prepared");
    return { kind: "gone" as const };
  });
  if (prepared.kind === "gone") return;
  if (prepared.kind === "refused")
    return record(deps, c, { kind: "refused", errors: prepared.errors }, null, now);
  const outcome = await deps.client.submit(prepared.connection, prepared.payload, prepared.nerisId);
  // Neither the payload nor the credentials go to the log: the report's id and the outcome's kind only.
  if (outcome.kind !== "accepted")
    deps.log.info({ submission: c.id, outcome: outcome.kind }, "NERIS submission not accepted");
  await record(deps, c, outcome, prepared.hash, now);
}

/** One round: claims the due submissions of every agency and sends each. How many it took. */
export async function runNerisSubmissionsOnce(deps: NerisWorkerDeps, now = new Date()): Promise<number> {
  const claimed = await claimDue(deps.db, now);
  for (let i = 0; i < claimed.length; i += SEND_CONCURRENCY)
    await Promise.all(claimed.slice(i, i + SEND_CONCURRENCY).map((c) => attempt(deps, c, now)));
  return claimed.length;
}

/** The submission loop: every NERIS_POLL_MS and on kick(); off under NODE_ENV=test (tests run the rounds). */
export function createNerisWorker(
  deps: NerisWorkerDeps,
  overrides: Partial<{ enabled: boolean }> = {},
): Poller {
  return createPoller({
    enabled: overrides.enabled ?? deps.env.NODE_ENV !== "test",
    pollMs: NERIS_POLL_MS,
    runOnce: () => runNerisSubmissionsOnce(deps),
    batch: BATCH,
    log: deps.log,
    name: "NERIS submission",
  });
}
