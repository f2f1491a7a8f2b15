/**
 * The accrual job: every hour, each active agency's accruals through yesterday (accruals.service.ts). The
 * keyed steps make it safe to run as often as wanted; hourly means a period's accrual lands early the day
 * after it ends, whatever the zone. Off under NODE_ENV=test (tests call payJobs.runOnce()).
 */
import { forEachAgency, type Job, periodicJobs } from "../../lib/jobs";
import { runAccruals } from "./accruals.service";

/** Advisory lock key of the accrual job (distinct from the other jobs' and the migration keys). */
export const PAY_JOBS_LOCK_KEY = 7206171;

export const accrualJob: Job = {
  name: "leave-accrual",
  run: (context) =>
    forEachAgency(context, "leave-accrual", async (atx, agency) => (await runAccruals(atx, agency)).entries),
};

export const payJobs = periodicJobs({
  jobs: [accrualJob],
  lockKey: PAY_JOBS_LOCK_KEY,
  intervalMs: 60 * 60 * 1000,
  firstRunDelayMs: 20_000,
});
