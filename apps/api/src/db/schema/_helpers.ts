import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, check, foreignKey, primaryKey, timestamp } from "drizzle-orm/pg-core";

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

/**
 * Kept current by drizzle on every update made through the ORM. On shifts and incidents, whose updated_at is
 * the version If-Match is checked against, a trigger sets it on every update (migration 0009).
 */
export const updatedAt = () =>
  timestamp("updated_at", tz)
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());

/** createdAt and updatedAt, the last two columns of most tables: spread `...timestamps()` into the columns. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** Agency tables are keyed by (agency_id, id), so no row can be reached through another agency's id. */
export const agencyPk = (name: string, t: { agencyId: AnyPgColumn; id: AnyPgColumn }) =>
  primaryKey({ name, columns: [t.agencyId, t.id] });

/**
 * A column naming a row of another agency table: the key includes agency_id, so the database refuses a row
 * of another agency. Chain `.onDelete(...)` where the row goes with its parent.
 */
export const agencyFk = (
  name: string,
  agencyId: AnyPgColumn,
  column: AnyPgColumn,
  target: { agencyId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ name, columns: [agencyId, column], foreignColumns: [target.agencyId, target.id] });
