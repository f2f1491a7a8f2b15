/**
 * One schema, one set of migrations, one query layer: PGlite (embedded PostgreSQL) when DATABASE_URL is
 * unset, node-postgres when it is set. Callers get a Drizzle database of the same type either way.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock } from "./lock";
import * as schema from "./schema/index";
import { TENANT_ROLE, tenantPoliciesSql } from "./tenant-policies";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: what query helpers accept. */
export type Queryable = Database | Transaction;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseOptions =
  /** A PostgreSQL server. */
  | { kind: "postgres"; url: string }
  /** Embedded PostgreSQL in a folder (locked to this process), or in memory for tests. */
  | { kind: "pglite"; dataDir: string | "memory" };

export type DatabaseHandle = {
  db: Database;
  kind: "postgres" | "pglite";
  close: () => Promise<void>;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client erroring (server restart) must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    // Several servers may start at once: one migrates while the others wait on an advisory lock.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(7206153)");
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      await client.query(tenantPoliciesSql);
    } finally {
      await client.query("select pg_advisory_unlock(7206153)").catch(() => {});
      client.release();
    }
    return { db, kind: "postgres", close: () => pool.end() };
  }

  const release = options.dataDir === "memory" ? () => {} : acquireDataDirLock(options.dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(options.dataDir === "memory" ? "memory://" : options.dataDir);
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    await client.exec(tenantPoliciesSql);
  } catch (error) {
    await client.close().catch(() => {});
    release();
    throw error;
  }
  return {
    db,
    kind: "pglite",
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** Who is acting: scopes the transaction (agency) and signs its audit rows (user, address, user agent). */
export type Actor = {
  agencyId: string;
  userId: string | null;
  ip?: string | null;
  userAgent?: string | null;
};

/**
 * Runs `fn` in a transaction that can see and write only the actor's agency's rows (row-level security),
 * with every write recorded in audit_logs under the actor's name, and the time zone set to UTC.
 */
export function withAgency<T>(db: Database, actor: Actor, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return inTransaction(db, actor, true, fn);
}

/**
 * For the few trusted paths that cross agencies (sign-up creating an agency, the operator portal, jobs):
 * a transaction with the same audit signature but without the agency confinement.
 */
export function asPlatform<T>(db: Database, actor: Actor, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return inTransaction(db, actor, false, fn);
}

function inTransaction<T>(
  db: Database,
  actor: Actor,
  confined: boolean,
  fn: (tx: Transaction) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    // Every setting in one round trip, all local to the transaction. TimeZone UTC: timestamptz rendered by
    // PostgreSQL itself (JSON built in SQL, audit rows) reads "+00:00" whatever the server's default.
    await tx.execute(
      sql`select set_config('app.agency_id', ${actor.agencyId}, true), set_config('app.user_id', ${actor.userId ?? ""}, true),
        set_config('app.ip', ${actor.ip ?? ""}, true), set_config('app.user_agent', ${(actor.userAgent ?? "").slice(0, 500)}, true),
        set_config('TimeZone', 'UTC', true)${confined ? sql`, set_config('role', ${TENANT_ROLE}, true)` : sql``}`,
    );
    return fn(tx as Transaction);
  });
}
