/**
 * The call-back clock: every minute, offers whose answer time has passed become no_answer and, one at a time,
 * the next member is offered (advanceCallbacks). Reads and writes of call-backs advance them too, so the job
 * only matters when no one is looking. Off under NODE_ENV=test (tests run it with runCallbackJobs()).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { createJobRunner, forEachAgency, type Job, runJobsOnce } from "../../lib/jobs";
import { advanceCallbacks } from "./callbacks.service";

/** Advisory lock key of the call-back clock (distinct from the notification jobs' and the migration keys). */
export const CALLBACK_JOBS_LOCK_KEY = 7206156;
export const CALLBACK_JOBS_INTERVAL_MS = 60 * 1000;

export const callbackClockJob: Job = {
  name: "callback-clock",
  run: (context) =>
    forEachAgency(context, "callback-clock", (atx, { agencyId, timeZone }) =>
      advanceCallbacks(atx, { agencyId, timeZone }, context.now),
    ),
};

export function runCallbackJobs(db: Database, log: FastifyBaseLogger, now?: Date) {
  return runJobsOnce(db, { lockKey: CALLBACK_JOBS_LOCK_KEY, jobs: [callbackClockJob], log, now });
}

export function createCallbackJobRunner(app: {
  db: Database;
  log: FastifyBaseLogger;
  env: Pick<Env, "NODE_ENV">;
}) {
  return createJobRunner({
    db: app.db,
    log: app.log,
    jobs: [callbackClockJob],
    lockKey: CALLBACK_JOBS_LOCK_KEY,
    enabled: app.env.NODE_ENV !== "test",
    intervalMs: CALLBACK_JOBS_INTERVAL_MS,
    firstRunDelayMs: 5000,
  });
}
