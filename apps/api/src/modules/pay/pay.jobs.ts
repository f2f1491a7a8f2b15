/**
 * The accrual job: every hour, each active agency's accruals through yesterday (accruals.service.ts). The
 * keyed steps make it safe to run as often as wanted; hourly means a period's accrual lands early the day
 * after it ends, whatever the zone. Off under NODE_ENV=test (tests call runPayJobs()).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { createJobRunner, forEachAgency, type Job, runJobsOnce } from "../../lib/jobs";
import { runAccruals } from "./accruals.service";

/** Advisory lock key of the accrual job (distinct from the other jobs' and the migration keys). */
export const PAY_JOBS_LOCK_KEY = 7206171;
export const PAY_JOBS_INTERVAL_MS = 60 * 60 * 1000;

export const accrualJob: Job = {
  name: "leave-accrual",
  run: (context) =>
    forEachAgency(context, "leave-accrual", async (atx, agency) => (await runAccruals(atx, agency)).entries),
};

export function runPayJobs(db: Database, log: FastifyBaseLogger, now?: Date) {
  return runJobsOnce(db, { lockKey: PAY_JOBS_LOCK_KEY, jobs: [accrualJob], log, now });
}

export function createPayJobRunner(app: {
  db: Database;
  log: FastifyBaseLogger;
  env: Pick<Env, "NODE_ENV">;
}) {
  return createJobRunner({
    db: app.db,
    log: app.log,
    jobs: [accrualJob],
    lockKey: PAY_JOBS_LOCK_KEY,
    enabled: app.env.NODE_ENV !== "test",
    intervalMs: PAY_JOBS_INTERVAL_MS,
    firstRunDelayMs: 20_000,
  });
}
