import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, check, timestamp } from "drizzle-orm/pg-core";

/** timestamptz read and written as JS Dates. */
export const tz = { withTimezone: true, mode: "date" } as const;

/** Values are compile-time constants from @rollcall/shared, never user input, so sql.raw is safe here. */
function quoteList(values: readonly string[]): SQL {
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "));
}

/** CHECK (column IN (...)) built from a shared `as const` enum array; NULL passes, as in SQL. */
export function enumCheck(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${quoteList(values)})`);
}

/** CHECK that every element of a text[] column is one of the values (NULL passes). */
export function enumArrayCheck(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} <@ array[${quoteList(values)}]::text[]`);
}

export const createdAt = () => timestamp("created_at", tz).defaultNow().notNull();

/** Kept current by drizzle on every update made through the ORM. */
export const updatedAt = () =>
  timestamp("updated_at", tz)
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());
