/**
 * Keeping the analytics figures ahead of views (decision 029): the kept charts' chunks a change has forgotten
 * are computed again, for each agency whose plan includes Advanced Analytics, from the month of its first
 * shift (at most the longest range a view may ask for) to today. A view then finds its figures kept, even the
 * first one after a change that forgot them all (a staffing rule, a member's role).
 * - The keeper does it about two seconds after the agency's changes, heard through the live announcements.
 * - The job does it every ANALYTICS_KEEP_INTERVAL_SECONDS (60) for every agency: what the keeper missed (an
 *   announcement lost with the connection, an instance stopped meanwhile). It works apart from the round's
 *   transaction (lib/jobs.ts), committing agency by agency: computing holds the agency's analytics lock, which
 *   its changes wait for.
 * Both keep nothing while a change of the agency is running (it will be heard, or the next round keeps it), and
 * running twice at once keeps each chunk once. Both are off under NODE_ENV=test (tests run them with
 * runAnalyticsJobs() and their own keeper) and with an interval of 0.
 */
import { ANALYTICS_MAX_YEARS } from "@rollcall/shared/analytics";
import type { FastifyBaseLogger } from "fastify";
import { type Database, type Transaction, withAgency } from "../../db/client";
import type { Env } from "../../env";
import { addDaysIso, agencyToday, dayRange } from "../../lib/dates";
import {
  activeAgencies,
  createJobRunner,
  forEachAgencyApart,
  type Job,
  type JobAgency,
  runJobsOnce,
} from "../../lib/jobs";
import type { LiveHub } from "../../lib/live";
import { agencyCanUse } from "../agencies";
import { firstShiftStart } from "../scheduling";
import { keepAnalyticsFigures } from "./analytics.service";

/** Advisory lock key of the keeping job (distinct from the other jobs' and the migration keys). */
export const ANALYTICS_JOBS_LOCK_KEY = 7206158;
const FIRST_RUN_MS = 5000;

/**
 * Keeps the agency's figures, from the month of its first shift (at most the longest range a view may ask for)
 * to today, when its plan includes Advanced Analytics. Returns how many chunks it kept.
 */
async function keepAgency(tx: Transaction, { agencyId, timeZone, today }: JobAgency) {
  if (!(await agencyCanUse(tx, agencyId, "analytics"))) return 0;
  const first = await firstShiftStart(tx, agencyId);
  if (!first) return 0;
  const earliest = addDaysIso(today, 1 - 366 * ANALYTICS_MAX_YEARS);
  // From the first of that month: its month of staffing gaps is kept whole, as a view of any range holding it needs.
  const from = `${agencyToday(timeZone, first).slice(0, 7)}-01`;
  if (from > today) return 0;
  return keepAnalyticsFigures(
    tx,
    { agencyId, timeZone, today },
    dayRange(from < earliest ? earliest : from, today, timeZone),
  );
}

export const analyticsKeepJob: Job = {
  name: "analytics-keep",
  apart: (context) => forEachAgencyApart(context, "analytics-keep", keepAgency),
};

/**
 * The tables whose changes forget kept figures (migration 0019's triggers) or change what is kept (the FLSA
 * settings; the agency's zone and plan).
 */
const FOLLOWED = new Set([
  "shifts",
  "certifications",
  "staffing_requirements",
  "users",
  "staffing_settings",
  "agencies",
]);

/** How long after an agency's change the keeper starts, so that the rest of it (an import, a busy minute) is in. */
export const ANALYTICS_KEEP_DELAY_MS = 2000;

/**
 * The keeper: the job's work for one agency soon after its changes, rather than at the next round. Each change
 * announced (lib/live) on a followed table schedules the agency's keeping `delayMs` later (changes meanwhile are
 * included, and schedule nothing more), one agency at a time. Every instance hears every change: the first to
 * take the agency's lock computes, and the others find the figures kept, or the lock taken, and pass.
 */
export function createAnalyticsKeeper(
  app: { db: Database; log: FastifyBaseLogger; live: LiveHub },
  delayMs = ANALYTICS_KEEP_DELAY_MS,
) {
  const due = new Map<string, NodeJS.Timeout>();
  let queue: Promise<unknown> = Promise.resolve();
  let unwatch: (() => void) | null = null;
  let stopped = false;

  const keep = (agencyId: string) => {
    due.delete(agencyId);
    queue = queue
      .then(() =>
        withAgency(app.db, { agencyId, userId: null }, async (tx) => {
          const [agency] = await activeAgencies(tx, new Date(), agencyId);
          return agency ? keepAgency(tx, agency) : 0;
        }),
      )
      .catch((err) => app.log.error({ err, agencyId }, "keeping analytics figures failed for an agency"));
  };

  return {
    /** Starts hearing changes; if listening fails, the job's rounds alone keep the figures. */
    async start() {
      try {
        unwatch = await app.live.watch(({ agencyId, table }) => {
          if (stopped || !FOLLOWED.has(table) || due.has(agencyId)) return;
          const timer = setTimeout(() => keep(agencyId), delayMs);
          timer.unref();
          due.set(agencyId, timer);
        });
      } catch (err) {
        app.log.warn({ err }, "analytics: not following changes; figures are kept at each round");
      }
    },
    /** Stops hearing changes and waits for the keeping in progress. */
    async stop() {
      stopped = true;
      unwatch?.();
      for (const timer of due.values()) clearTimeout(timer);
      due.clear();
      await queue;
    },
  };
}

export function runAnalyticsJobs(db: Database, log: FastifyBaseLogger, now?: Date) {
  return runJobsOnce(db, { lockKey: ANALYTICS_JOBS_LOCK_KEY, jobs: [analyticsKeepJob], log, now });
}

export function createAnalyticsJobRunner(app: {
  db: Database;
  log: FastifyBaseLogger;
  env: Pick<Env, "NODE_ENV" | "ANALYTICS_KEEP_INTERVAL_SECONDS">;
}) {
  const seconds = app.env.ANALYTICS_KEEP_INTERVAL_SECONDS;
  return createJobRunner({
    db: app.db,
    log: app.log,
    jobs: [analyticsKeepJob],
    lockKey: ANALYTICS_JOBS_LOCK_KEY,
    enabled: app.env.NODE_ENV !== "test" && seconds > 0,
    intervalMs: seconds * 1000,
    firstRunDelayMs: FIRST_RUN_MS,
  });
}
