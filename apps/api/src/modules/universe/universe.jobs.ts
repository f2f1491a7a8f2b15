/**
 * The mail outbox's clean-up: every hour, messages kept longer than MAIL_OUTBOX_DAYS are deleted (their links
 * and temporary passwords with them). Off under NODE_ENV=test (tests run it with universeJobs.runOnce()).
 */
import { type Job, periodicJobs } from "../../lib/jobs";
import { keptSince, purgeMailOutbox } from "./universe.service";

/** Advisory lock key of the operator portal's jobs (distinct from the other jobs' and the migration keys). */
export const UNIVERSE_JOBS_LOCK_KEY = 7206159;

export const mailOutboxPurgeJob: Job = {
  name: "mail-outbox-purge",
  run: ({ tx, now }) => purgeMailOutbox(tx, keptSince(now)),
};

export const universeJobs = periodicJobs({
  jobs: [mailOutboxPurgeJob],
  lockKey: UNIVERSE_JOBS_LOCK_KEY,
  intervalMs: 60 * 60 * 1000,
  firstRunDelayMs: 10_000,
});
