/**
 * Periodic background jobs (reminders and other time-based work), safe with several server instances.
 *
 * Each run opens one transaction and takes a PostgreSQL advisory lock with pg_try_advisory_xact_lock: the
 * instance that gets it runs the jobs, any other instance skips that round. The lock ends with the
 * transaction, so a crashed instance never leaves it held. Jobs do their work inside that transaction
 * (per agency in savepoints, see asPlatform()), so a run's effects commit together; a job that must commit
 * agency by agency works apart, after that transaction (see Job).
 *
 * With several instances each has its own timer, so rounds would run once per instance, one after another. A
 * scheduled run therefore also records when its round started (job_rounds, under the same lock) and skips if
 * another instance started one less than half an interval ago: one round per interval across instances.
 *
 * Timers are unref'd (they never keep the process alive), the first run comes shortly after start, and
 * stop() waits for a run in progress, so the database is not closed under it.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { asPlatform, type Database, type Queryable, type Transaction, withAgency } from "../db/client";
import { agencies } from "../db/schema/agencies";
import { agencyToday } from "./dates";

export type JobContext = {
  /** The run's transaction, holding the advisory lock. */
  tx: Transaction;
  /** The moment the run started: every job judges "today" and "due" against the same instant. */
  now: Date;
  log: FastifyBaseLogger;
};

/** What a job working apart from the round's transaction is given (see Job). */
export type ApartJobContext = { db: Database; now: Date; log: FastifyBaseLogger };

/** Each returns how many things it did (e.g. notifications created), for the log. */
export type Job =
  | { name: string; run: (context: JobContext) => Promise<number> }
  /**
   * Work that must commit agency by agency, because it holds an agency's lock while it runs, which the round's
   * transaction would hold until every agency is done: run once the round's transaction has committed, with the
   * database (forEachAgencyApart). Another instance's round may then overlap it (one lasting over half an
   * interval), so it must be safe to run twice at once.
   */
  | { name: string; apart: (context: ApartJobContext) => Promise<number> };

/** An agency as a job's per-agency work sees it: its id, its zone and its today at the run's instant. */
export type JobAgency = { agencyId: string; timeZone: string; today: string };

/**
 * The active (not suspended) agencies, each with its zone and its today at `now`; with `only`, that agency alone
 * if it is active (work for one agency, such as analytics' keeper).
 */
export async function activeAgencies(q: Queryable, now: Date, only?: string): Promise<JobAgency[]> {
  const list = await q
    .select({ id: agencies.id, timeZone: agencies.timeZone })
    .from(agencies)
    .where(and(ne(agencies.status, "suspended"), only ? eq(agencies.id, only) : undefined))
    .orderBy(asc(agencies.id));
  return list.map((a) => ({ agencyId: a.id, timeZone: a.timeZone, today: agencyToday(a.timeZone, now) }));
}

/** `run` for each agency in turn; one's failure is logged and the others still run. Returns the total. */
async function eachAgency(
  list: JobAgency[],
  log: FastifyBaseLogger,
  job: string,
  run: (agency: JobAgency) => Promise<number>,
) {
  let total = 0;
  for (const agency of list) {
    try {
      total += await run(agency);
    } catch (err) {
      log.error({ err, job, agencyId: agency.agencyId }, "background job failed for an agency");
    }
  }
  return total;
}

/**
 * Runs `work` once per active (not suspended) agency, each in its own savepoint signed by no one (userId null:
 * the system): one agency's failure is logged and rolled back without stopping the others. Returns the total.
 */
export async function forEachAgency(
  { tx, now, log }: JobContext,
  job: string,
  work: (atx: Transaction, agency: JobAgency) => Promise<number>,
) {
  // On the run transaction, asPlatform() opens a savepoint: a nested transaction per agency.
  return eachAgency(await activeAgencies(tx, now), log, job, (agency) =>
    asPlatform(tx, { agencyId: agency.agencyId, userId: null }, (atx) => work(atx, agency)),
  );
}

/**
 * Runs `work` once per active agency, each in a transaction of its own confined to the agency (withAgency, signed
 * by no one), committed before the next: for jobs working apart (see Job). Failures are logged per agency.
 */
export async function forEachAgencyApart(
  { db, now, log }: ApartJobContext,
  job: string,
  work: (atx: Transaction, agency: JobAgency) => Promise<number>,
) {
  return eachAgency(await activeAgencies(db, now), log, job, (agency) =>
    withAgency(db, { agencyId: agency.agencyId, userId: null }, (atx) => work(atx, agency)),
  );
}

export type RunOutcome =
  /** Another instance held the lock: nothing was done. */
  { ran: false } | { ran: true; results: Record<string, number> };

/** Runs `fn` in a transaction only if no other session holds advisory lock `lockKey`; otherwise skips. */
export async function runExclusive<T>(
  db: Database,
  lockKey: number,
  fn: (tx: Transaction) => Promise<T>,
): Promise<{ ran: false } | { ran: true; value: T }> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey}) as locked`);
    // Both drivers answer raw queries with { rows }.
    const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) return { ran: false as const };
    return { ran: true as const, value: await fn(tx as Transaction) };
  });
}

/**
 * Runs every job once under the lock, then, once that has committed, the jobs working apart. A failing job is
 * logged and the others still run; its own writes are rolled back only if it ran them in a savepoint (asPlatform
 * inside the run does).
 */
export async function runJobsOnce(
  db: Database,
  options: {
    lockKey: number;
    jobs: Job[];
    log: FastifyBaseLogger;
    now?: Date;
    /** A scheduled round: skipped if one of this name started less than `minGapMs` ago (any instance). */
    round?: { name: string; minGapMs: number };
  },
): Promise<RunOutcome> {
  const now = options.now ?? new Date();
  const outcome = await runExclusive(db, options.lockKey, async (tx) => {
    if (options.round && !(await startRound(tx, options.round.name, options.round.minGapMs))) return null;
    const results: Record<string, number> = {};
    for (const job of options.jobs)
      if ("run" in job)
        results[job.name] = await counted(options.log, job.name, () =>
          job.run({ tx, now, log: options.log }),
        );
    return results;
  });
  if (!outcome.ran || !outcome.value) return { ran: false };
  const results = outcome.value;
  for (const job of options.jobs)
    if ("apart" in job)
      results[job.name] = await counted(options.log, job.name, () =>
        job.apart({ db, now, log: options.log }),
      );
  return { ran: true, results };
}

/** What a job did, or 0 when it failed (logged). */
async function counted(log: FastifyBaseLogger, job: string, run: () => Promise<number>) {
  try {
    return await run();
  } catch (err) {
    log.error({ err, job }, "background job failed");
    return 0;
  }
}

/** Records the round's start (the database's clock, shared by every instance) unless one started too recently. */
async function startRound(tx: Transaction, name: string, minGapMs: number): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into job_rounds (name, started_at) values (${name}, now())
    on conflict (name) do update set started_at = excluded.started_at
    where job_rounds.started_at <= now() - make_interval(secs => ${minGapMs / 1000})
    returning true as started`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export type JobRunnerOptions = {
  db: Database;
  log: FastifyBaseLogger;
  jobs: Job[];
  /** Advisory lock key shared by every instance running these jobs. */
  lockKey: number;
  /** Off: start() schedules nothing (tests run jobs directly with runNow()). */
  enabled: boolean;
  intervalMs: number;
  /** Delay before the first run after start(). */
  firstRunDelayMs: number;
};

export type JobRunner = {
  readonly enabled: boolean;
  /** Whether timers are scheduled. */
  readonly started: boolean;
  /** Schedules the first run and the periodic ones; does nothing when disabled or already started. */
  start(): void;
  /** Clears the timers and waits for a run in progress. */
  stop(): Promise<void>;
  /** Runs the jobs once now (under the lock); a run already in progress in this process is awaited instead. */
  runNow(): Promise<RunOutcome>;
  /** Resolves after the next run that completes (scheduled or manual). */
  nextRun(): Promise<RunOutcome>;
};

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  let first: NodeJS.Timeout | null = null;
  let periodic: NodeJS.Timeout | null = null;
  let current: Promise<RunOutcome> | null = null;
  let waiters: ((outcome: RunOutcome) => void)[] = [];

  const run = (round?: { name: string; minGapMs: number }) => {
    // One run at a time per process: a slow run is never overlapped by the next tick.
    current ??= runJobsOnce(options.db, { ...options, round })
      .then((outcome) => {
        if (outcome.ran) options.log.info({ results: outcome.results }, "background jobs ran");
        else options.log.debug("background jobs skipped: another instance ran or is running this round");
        return outcome;
      })
      .catch((err): RunOutcome => {
        options.log.error({ err }, "background job run failed");
        return { ran: false };
      })
      .then((outcome) => {
        current = null;
        const pending = waiters;
        waiters = [];
        for (const resolve of pending) resolve(outcome);
        return outcome;
      });
    return current;
  };

  const runNow = () => run();
  const tick = () => void run({ name: `jobs:${options.lockKey}`, minGapMs: options.intervalMs / 2 });

  return {
    enabled: options.enabled,
    get started() {
      return first !== null || periodic !== null;
    },
    start() {
      if (!options.enabled || first || periodic) return;
      first = setTimeout(() => {
        first = null;
        tick();
      }, options.firstRunDelayMs);
      first.unref();
      periodic = setInterval(tick, options.intervalMs);
      periodic.unref();
    },
    async stop() {
      if (first) clearTimeout(first);
      if (periodic) clearInterval(periodic);
      first = null;
      periodic = null;
      if (current) await current;
    },
    runNow,
    nextRun: () => new Promise<RunOutcome>((resolve) => waiters.push(resolve)),
  };
}

/**
 * A module's periodic jobs as the app runs them: `runner` for its routes plugin (start on ready, stop on close;
 * off under NODE_ENV=test), `runOnce` for tests, which run the round themselves (at `now`, to move time on).
 */
export function periodicJobs(spec: {
  jobs: Job[];
  lockKey: number;
  intervalMs: number;
  firstRunDelayMs: number;
}) {
  return {
    runOnce: (db: Database, log: FastifyBaseLogger, now?: Date) =>
      runJobsOnce(db, { lockKey: spec.lockKey, jobs: spec.jobs, log, now }),
    runner: (app: { db: Database; log: FastifyBaseLogger; env: { NODE_ENV: string } }) =>
      createJobRunner({ db: app.db, log: app.log, ...spec, enabled: app.env.NODE_ENV !== "test" }),
  };
}
