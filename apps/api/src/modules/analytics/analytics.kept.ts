/**
 * Kept figures (decision 029). The overtime and staffing-gap charts read every shift of their range: over five
 * years that is about 120,000 rows per chart, too many to sum on every view. Their figures are therefore kept per
 * chunk (a work period, a calendar month) in analytics_chunks: computed the first time a chart needs a chunk,
 * then read back. Triggers of migration 0019 delete a chunk in the transaction of any change to a row it was
 * computed from (a shift, a certificate, a staffing rule, a member's role), so a kept chunk is never stale.
 *
 * Concurrency: a change takes the agency's analytics lock shared before deleting; keptChunks() tries to take it
 * exclusively before computing. Held, the computing statement sees every change committed before it, and a
 * change still running deletes what it keeps once it commits (or waits for it to commit, if it had not reached
 * its trigger yet). Not held (a change is running), the view computes what it misses for itself and keeps
 * nothing. Changes never wait for each other, a view never waits for a change, and a change waits at most for
 * one chart's computing.
 */
import type { CachedAnalyticsChart } from "@rollcall/shared/analytics";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { analyticsChunks } from "../../db/schema/analytics";
import { queryRows } from "../../lib/sql";

/**
 * A chunk of a chart's figures: its key (what it was computed for: its first day, then the settings it depends
 * on, such as `/28/America/Chicago`) and the days it was computed from.
 */
export type Chunk = { key: string; firstDay: string; lastDay: string };

/** Consecutive runs of the chunks not yet kept, in order (each is computed by one statement). */
function missingRuns(chunks: Chunk[], kept: Set<string>): Chunk[][] {
  const runs: Chunk[][] = [];
  let run: Chunk[] = [];
  for (const chunk of chunks) {
    if (kept.has(chunk.key)) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push(chunk);
  }
  if (run.length) runs.push(run);
  return runs;
}

/** A kept chart over a range: its chunks, the settings they were computed under, and how a run of them is computed. */
export type ChunkedChart = {
  agencyId: string;
  chart: CachedAnalyticsChart;
  chunks: Chunk[];
  /** How every key of the current settings ends: chunks kept under former ones are deleted when computing. */
  settings: string;
  /**
   * One statement per run of consecutive missing chunks, answering a relation of (first_day date, figures
   * jsonb), a row per chunk by its first day; a chunk it leaves out has no figures.
   */
  compute: (run: Chunk[]) => SQL | Promise<SQL>;
};

const EMPTY = sql`select null::text as key, null::date as first_day, null::jsonb as figures where false`;

/**
 * Computes the chunks not yet kept. With the agency's analytics lock (no change running) they are stored and
 * `mine` is empty; without it, `forSelf` decides: compute them for this caller alone (a view), or leave them
 * (the keeping job, which never computes what it cannot keep).
 */
async function fill(tx: Transaction, c: ChunkedChart, forSelf: boolean) {
  const keys = c.chunks.map((chunk) => chunk.key);
  const ours = and(
    eq(analyticsChunks.agencyId, c.agencyId),
    eq(analyticsChunks.chart, c.chart),
    inArray(analyticsChunks.key, keys),
  );
  const keptRows = sql`select key, first_day, figures from ${analyticsChunks} where ${ours}`;
  const mine: Chunk[] = [];
  const figures: Record<string, unknown> = {};
  let stored = 0;
  const kept = async () =>
    new Set(
      (await tx.select({ key: analyticsChunks.key }).from(analyticsChunks).where(ours)).map((r) => r.key),
    );
  let have = await kept();
  if (have.size === keys.length) return { keptRows, mine, figures, stored };
  const [{ locked }] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtextextended('analytics:' || ${c.agencyId}::uuid::text, 0)) as locked`,
  );
  if (!locked && !forSelf) return { keptRows, mine, figures, stored };
  if (locked) {
    await tx
      .delete(analyticsChunks)
      .where(
        and(
          eq(analyticsChunks.agencyId, c.agencyId),
          eq(analyticsChunks.chart, c.chart),
          sql`right(${analyticsChunks.key}, ${c.settings.length}) <> ${c.settings}`,
        ),
      );
    // Another view may have kept some meanwhile.
    have = await kept();
  }
  for (const run of missingRuns(c.chunks, have)) {
    // Computed by a statement of its own, then stored: PostgreSQL runs a read in parallel workers (two on two
    // cores: 280 ms became 190 for five years of overtime), never an INSERT ... SELECT.
    const [{ computed }] = await queryRows<{ computed: string | null }>(
      tx,
      sql`select jsonb_object_agg(f.first_day::text, f.figures)::text as computed from (${await c.compute(run)}) f`,
    );
    if (!locked) {
      mine.push(...run);
      Object.assign(figures, JSON.parse(computed ?? "{}"));
      continue;
    }
    await tx.execute(sql`
      insert into ${analyticsChunks} (agency_id, chart, key, first_day, last_day, figures)
      select ${c.agencyId}, ${c.chart}, c.key, c."firstDay", c."lastDay", coalesce(f.figures, '[]'::jsonb)
      from jsonb_to_recordset(${JSON.stringify(run)}::jsonb) as c(key text, "firstDay" date, "lastDay" date)
      left join jsonb_each(${computed ?? "{}"}::jsonb) as f(first_day, figures) on f.first_day = c."firstDay"::text
      on conflict do nothing`);
    stored += run.length;
  }
  return { keptRows, mine, figures, stored };
}

/**
 * Every chunk's figures, as a relation (key text, first_day date, figures jsonb) to read in the same
 * transaction: the kept ones, and the missing ones computed. What is computed is kept, unless a change of the
 * agency is running: then it is this view's alone, and the view does not wait. Run in a write transaction of
 * the agency (scope.run).
 */
export async function keptChunks(tx: Transaction, c: ChunkedChart): Promise<SQL> {
  if (!c.chunks.length) return EMPTY;
  const { keptRows, mine, figures } = await fill(tx, c, true);
  if (!mine.length) return keptRows;
  return sql`${keptRows}
    union all
    select c.key, c."firstDay", coalesce(f.figures, '[]'::jsonb)
    from jsonb_to_recordset(${JSON.stringify(mine)}::jsonb) as c(key text, "firstDay" date)
    left join jsonb_each(${JSON.stringify(figures)}::jsonb) as f(first_day, figures) on f.first_day = c."firstDay"::text`;
}

/**
 * Computes and keeps the chunks not yet kept (the keeping job, analytics.jobs.ts), unless a change of the agency
 * is running (then the next round does). Returns how many it kept.
 */
export async function keepChunks(tx: Transaction, c: ChunkedChart): Promise<number> {
  if (!c.chunks.length) return 0;
  return (await fill(tx, c, false)).stored;
}

/** Computed figures as the relation `compute` answers (first_day, figures), from rows made in the application. */
export function figuresOf(rows: { firstDay: string; figures: unknown }[]): SQL {
  return sql`select f."firstDay" as first_day, f.figures
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as f("firstDay" date, figures jsonb)`;
}
