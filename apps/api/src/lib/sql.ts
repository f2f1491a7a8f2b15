import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Transaction } from "../db/client";

/** The rows of a raw SQL statement (the reports whose SQL is easier to read written out than built). */
export async function queryRows<T>(tx: Transaction, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A PostgreSQL array literal for uuids or ISO timestamps (neither needs quoting), sent as one parameter however
 * many values it holds: `= any(${pgArray(ids)}::uuid[])`. One parameter per id (drizzle's inArray) costs the
 * query's building and binding per id, and gives each list length its own statement text.
 */
export const pgArray = (values: readonly string[]) => `{${values.join(",")}}`;

/**
 * Several modules' counts in one statement, each a one-value query (`select count(...) ...`) read as a scalar
 * subquery: one round trip where a page shows several figures at once (the dashboard's four). Under load every
 * round trip waits its turn on the event loop, so a page's statements count more than their own time.
 */
export async function readCounts<K extends string>(
  tx: Transaction,
  counts: Record<K, SQLWrapper>,
): Promise<Record<K, number>> {
  const keys = Object.keys(counts) as K[];
  const [row] = await queryRows<Record<K, number | string | null>>(
    tx,
    sql`select ${sql.join(
      keys.map((key) => sql`${counts[key]} as ${sql.identifier(key)}`),
      sql`, `,
    )}`,
  );
  return Object.fromEntries(keys.map((key) => [key, Number(row?.[key] ?? 0)])) as Record<K, number>;
}
