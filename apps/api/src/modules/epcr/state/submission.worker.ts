/**
 * The state submission queue's worker (as the NERIS one, incidents/neris/neris.worker.ts): every instance claims
 * the due submissions of every agency (FOR UPDATE SKIP LOCKED, with a lease a stopped instance's claim
 * outlives), builds the report's EMSDataSet as it is now, sends it outside any transaction (SubmitData), then
 * asks with the state's request handle (RetrieveStatus) while the state is still processing it, and records
 * the state's answer. A try that reached no decision (the state unreachable, its server failing) is tried
 * again after a growing wait (state.client.ts nextAttempt), and given up after 3 days, saying so.
 */
import { PCR_MESSAGES } from "@rollcall/shared/epcr/api";
import type { PcrContent } from "@rollcall/shared/epcr/report";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { asPlatform, type Database } from "../../../db/client";
import { pcrReports, pcrSubmissions } from "../../../db/schema/epcr";
import type { Env } from "../../../env";
import { createPoller, type Poller } from "../../../lib/poller";
import { loadNemsisAgency } from "../nemsis/agency";
import { emsDataSetXml } from "../nemsis/ems-dataset";
import { loadNemsisSettingsRow, nemsisSecretBox } from "../settings/settings.service";
import {
  nextAttempt,
  nextPoll,
  retrieveStatus,
  type StateConnection,
  type StateResult,
  submitData,
} from "./state.client";
import { canSubmit } from "./submission.service";

export const PCR_SUBMIT_POLL_MS = 5000;
const BATCH = 20;
const SEND_CONCURRENCY = 4;
/** A claim older than this was left by an instance that stopped mid-send: the submission is due again. */
const LEASE_MS = 5 * 60_000;
/** How long a submission keeps being tried while the state cannot be reached. */
export const PCR_RETRY_DAYS = 3;

export const gaveUp = (lastError: string) =>
  `The state's EMS data system could not be reached for ${PCR_RETRY_DAYS} days (${lastError}). Submit the report again once it is back.`;

export type SubmissionWorkerDeps = {
  db: Database;
  log: FastifyBaseLogger;
  env: Pick<Env, "SECRET_KEY" | "dataDir" | "NODE_ENV">;
};

type Claimed = {
  agencyId: string;
  id: string;
  state: "queued" | "processing" | "accepted" | "rejected";
  claimedAt: Date;
  queuedAt: Date;
  attempts: number;
  requestHandle: string | null;
};

const SYSTEM = { agencyId: "", userId: null, userAgent: "NEMSIS submission worker" };
const platform = <T>(deps: SubmissionWorkerDeps, fn: Parameters<typeof asPlatform<T>>[2]) =>
  asPlatform(deps.db, SYSTEM, fn);

function claimDue(deps: SubmissionWorkerDeps, now: Date): Promise<Claimed[]> {
  return platform(deps, async (tx) => {
    const due = await tx
      .select({ agencyId: pcrSubmissions.agencyId, id: pcrSubmissions.id })
      .from(pcrSubmissions)
      .where(
        and(
          inArray(pcrSubmissions.state, ["queued", "processing"]),
          lte(pcrSubmissions.nextAttemptAt, now),
          or(
            isNull(pcrSubmissions.claimedAt),
            lt(pcrSubmissions.claimedAt, new Date(now.getTime() - LEASE_MS)),
          ),
        ),
      )
      .orderBy(asc(pcrSubmissions.nextAttemptAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (!due.length) return [];
    const keys = due.map((d) => sql`(${d.agencyId}::uuid, ${d.id}::uuid)`);
    return tx
      .update(pcrSubmissions)
      .set({ claimedAt: now, attempts: sql`${pcrSubmissions.attempts} + 1`, updatedAt: now })
      .where(sql`(${pcrSubmissions.agencyId}, ${pcrSubmissions.id}) in (${sql.join(keys, sql`, `)})`)
      .returning({
        agencyId: pcrSubmissions.agencyId,
        id: pcrSubmissions.id,
        state: pcrSubmissions.state,
        claimedAt: pcrSubmissions.claimedAt,
        queuedAt: pcrSubmissions.queuedAt,
        attempts: pcrSubmissions.attempts,
        requestHandle: pcrSubmissions.requestHandle,
      }) as Promise<Claimed[]>;
  });
}

type Prepared =
  | { kind: "submit"; xml: string; version: number; connection: StateConnection }
  | { kind: "poll"; requestHandle: string; connection: StateConnection }
  | { kind: "refused"; message: string };

/** The report's file as it is now (or the handle to ask about), with the agency's connection. */
function prepare(deps: SubmissionWorkerDeps, c: Claimed): Promise<Prepared> {
  return platform(deps, async (tx) => {
    const settings = await loadNemsisSettingsRow(tx, c.agencyId);
    if (!canSubmit(settings)) return { kind: "refused", message: PCR_MESSAGES.submitNotConfigured };
    const password = nemsisSecretBox(deps.env).open(settings.secret ?? "");
    if (password === undefined) return { kind: "refused", message: PCR_MESSAGES.submitNotConfigured };
    const connection = {
      endpoint: settings.endpoint as string,
      username: settings.username as string,
      organization: settings.organization as string,
      password,
    };
    if (c.state === "processing" && c.requestHandle)
      return { kind: "poll", requestHandle: c.requestHandle, connection };
    const [report] = await tx
      .select({ status: pcrReports.status, version: pcrReports.version, content: pcrReports.content })
      .from(pcrReports)
      .where(and(eq(pcrReports.agencyId, c.agencyId), eq(pcrReports.id, c.id)));
    if (report?.status !== "closed") return { kind: "refused", message: PCR_MESSAGES.submitNotClosed };
    const { agency, missing } = await loadNemsisAgency(tx, c.agencyId);
    if (!agency)
      return { kind: "refused", message: `${PCR_MESSAGES.exportIncomplete} ${missing.join(", ")}` };
    const xml = emsDataSetXml(agency, [{ ...(report.content as PcrContent), id: c.id }]);
    return { kind: "submit", xml, version: report.version, connection };
  });
}

/** Records a try's outcome on the row still claimed by this try; one queued again meanwhile only lets go. */
async function record(
  deps: SubmissionWorkerDeps,
  c: Claimed,
  result: StateResult,
  version: number | null,
  now: Date,
) {
  await platform(deps, async (tx) => {
    const where = and(
      eq(pcrSubmissions.agencyId, c.agencyId),
      eq(pcrSubmissions.id, c.id),
      eq(pcrSubmissions.claimedAt, c.claimedAt),
    );
    const [row] = await tx.select().from(pcrSubmissions).where(where).for("update");
    if (!row) return;
    const done = { claimedAt: null, updatedAt: new Date() };
    if (row.queuedAt.getTime() !== c.queuedAt.getTime()) {
      await tx.update(pcrSubmissions).set(done).where(where);
      return;
    }
    const answer = {
      statusCode: result.statusCode,
      messages: result.messages,
      ...(version !== null && { reportVersion: version }),
    };
    if (result.state === "accepted")
      await tx
        .update(pcrSubmissions)
        .set({ ...done, ...answer, state: "accepted", acceptedAt: now, nextAttemptAt: null })
        .where(where);
    else if (result.state === "rejected")
      await tx
        .update(pcrSubmissions)
        .set({ ...done, ...answer, state: "rejected", nextAttemptAt: null })
        .where(where);
    else if (result.state === "processing")
      await tx
        .update(pcrSubmissions)
        .set({
          ...done,
          ...answer,
          state: "processing",
          requestHandle: result.requestHandle ?? row.requestHandle,
          nextAttemptAt: new Date(now.getTime() + nextPoll(c.attempts)),
        })
        .where(where);
    else {
      // Nothing decided: the same call again later, until the state has been out of reach for days.
      const next = new Date(now.getTime() + nextAttempt(c.attempts));
      const last = result.messages[0] ?? "no answer";
      const expired = next.getTime() > row.queuedAt.getTime() + PCR_RETRY_DAYS * 86_400_000;
      await tx
        .update(pcrSubmissions)
        .set(
          expired
            ? { ...done, ...answer, state: "rejected", messages: [gaveUp(last)], nextAttemptAt: null }
            : { ...done, ...answer, nextAttemptAt: next },
        )
        .where(where);
    }
  });
}

const refusal = (message: string): StateResult => ({
  state: "rejected",
  statusCode: null,
  requestHandle: null,
  messages: [message],
});

async function attempt(deps: SubmissionWorkerDeps, c: Claimed, now: Date) {
  let prepared: Prepared;
  try {
    prepared = await prepare(deps, c);
  } catch (err) {
    deps.log.error({ err, submission: c.id }, "NEMSIS submission could not be prepared");
    return record(
      deps,
      c,
      { state: "failed", statusCode: null, requestHandle: null, messages: ["Not prepared"] },
      null,
      now,
    );
  }
  if (prepared.kind === "refused") return record(deps, c, refusal(prepared.message), null, now);
  const result =
    prepared.kind === "submit"
      ? await submitData(prepared.connection, { xml: prepared.xml, dataset: "EMS", requestId: c.id })
      : await retrieveStatus(prepared.connection, { requestHandle: prepared.requestHandle });
  // Neither the file nor the password goes to the log: the report's id and the outcome only.
  if (result.state !== "accepted")
    deps.log.info(
      { submission: c.id, outcome: result.state, statusCode: result.statusCode },
      "NEMSIS submission",
    );
  await record(deps, c, result, prepared.kind === "submit" ? prepared.version : null, now);
}

/** One round: claims the due submissions of every agency and tries each. How many it took. */
export async function runPcrSubmissionsOnce(deps: SubmissionWorkerDeps, now = new Date()): Promise<number> {
  const claimed = await claimDue(deps, now);
  for (let i = 0; i < claimed.length; i += SEND_CONCURRENCY)
    await Promise.all(claimed.slice(i, i + SEND_CONCURRENCY).map((c) => attempt(deps, c, now)));
  return claimed.length;
}

/** The submission loop: every PCR_SUBMIT_POLL_MS and on kick(); off under NODE_ENV=test (tests run rounds). */
export function createPcrSubmissionWorker(
  deps: SubmissionWorkerDeps,
  overrides: Partial<{ enabled: boolean }> = {},
): Poller {
  return createPoller({
    enabled: overrides.enabled ?? deps.env.NODE_ENV !== "test",
    pollMs: PCR_SUBMIT_POLL_MS,
    runOnce: () => runPcrSubmissionsOnce(deps),
    batch: BATCH,
    log: deps.log,
    name: "NEMSIS submission",
  });
}
