/**
 * One schema, one set of migrations, one query layer: PGlite (embedded PostgreSQL) when DATABASE_URL is
 * unset, node-postgres when it is set. Callers get a Drizzle database of the same type either way.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations, TablesRelationalConfig } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg, NodePgSession } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock } from "./lock";
import { TENANT_ROLE, tenantPoliciesSql } from "./tenant-policies";

/**
 * No relational schema: queries name their tables (each module's, db/schema), and the tables are registered by
 * the modules' manifests, not listed here.
 */
export type Schema = Record<string, never>;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: what query helpers accept. */
export type Queryable = Database | Transaction;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseOptions =
  /**
   * A PostgreSQL server; `onConnectionError` hears of lost connections (default: one line on stderr).
   * `replicaUrl`: a streaming replica of it, read by `scope.read()` (the heavy period reports).
   */
  | { kind: "postgres"; url: string; replicaUrl?: string; onConnectionError?: (error: Error) => void }
  /**
   * Embedded PostgreSQL in a folder (locked to this process), or in memory for tests. `snapshot`: a data
   * folder dumped by `dumpDataDir()` to start from (tests start from one migrated copy instead of initdb).
   */
  | { kind: "pglite"; dataDir: string | "memory"; snapshot?: Blob };

export type DatabaseHandle = {
  db: Database;
  /** The replica's pool when one is configured (never migrated: it follows the primary). */
  replica?: Database;
  kind: "postgres" | "pglite";
  close: () => Promise<void>;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = openPool(options.url, options.onConnectionError);
    const nodePgDb = drizzleNodePg(pool);
    releaseTransactionClients(nodePgDb._.session as unknown as PoolSession, pool);
    const db = nodePgDb as unknown as Database;
    // Several servers may start at once: one migrates while the others wait on an advisory lock.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(7206153)");
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
      await client.query(tenantPoliciesSql);
    } finally {
      await client.query("select pg_advisory_unlock(7206153)").catch(() => {});
      client.release();
    }
    if (!options.replicaUrl) return { db, kind: "postgres", close: () => pool.end() };
    const replicaPool = openPool(options.replicaUrl, options.onConnectionError);
    const replicaDb = drizzleNodePg(replicaPool);
    releaseTransactionClients(replicaDb._.session as unknown as PoolSession, replicaPool);
    return {
      db,
      replica: replicaDb as unknown as Database,
      kind: "postgres",
      close: async () => {
        await Promise.all([pool.end(), replicaPool.end()]);
      },
    };
  }

  const release = options.dataDir === "memory" ? () => {} : acquireDataDirLock(options.dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(options.dataDir === "memory" ? "memory://" : options.dataDir, {
      startParams: [...PGLITE_START_PARAMS, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client) as unknown as Database;
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
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

/**
 * PGlite's own start parameters (its defaults in @electric-sql/pglite, which a custom list replaces), plus a
 * smaller buffer pool: PostgreSQL's default 128 MB is allocated and touched at start in the WebAssembly memory,
 * which never shrinks, while the files it caches stay in the operating system's page cache anyway. 16 MB
 * takes the idle server's memory down by about 120 MB (docs/performance.md).
 */
const PGLITE_START_PARAMS = [
  "--single",
  "-F",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "io_method=sync",
  "-c",
  "max_parallel_maintenance_workers=0",
];
const PGLITE_SHARED_BUFFERS = "16MB";

/**
 * A pool of at most 10 connections. A lost connection (server restart, pg_terminate_backend, network) must not
 * crash the process: an idle client's error reaches the pool's listener, a checked-out client's its own. The
 * failed request answers 503, the broken client leaves the pool, and the next request connects again.
 */
function openPool(url: string, onError?: (error: Error) => void) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // An unreachable server fails the request (503, see plugins/errors.ts) instead of hanging it.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  const report = onError ?? logConnectionError;
  const reported = new WeakSet<Error>(); // an idle client's error reaches both listeners
  const onConnectionError = (error: Error) => {
    if (reported.has(error)) return;
    reported.add(error);
    report(error);
  };
  pool.on("error", onConnectionError);
  pool.on("connect", (client) => {
    client.on("error", onConnectionError);
    prepareOncePerConnection(client);
  });
  return pool;
}

/** How many statements one connection keeps prepared; past it, new texts go unnamed (parsed each time). */
export const PREPARED_PER_CONNECTION = 500;

/**
 * Every parameterized statement is sent as a named prepared statement, the name derived from its text: the
 * connection parses it once and PostgreSQL keeps its plan (docs/performance.md, "Mixed load": parsing and
 * planning the same few statements was a third of the database's time per request, row-level security
 * included). Statements without parameters (BEGIN, COMMIT) stay simple queries. The texts come from the
 * code's query builders, so they are few; texts that vary with a list's length (inserts of a series) are
 * capped by PREPARED_PER_CONNECTION. PostgreSQL itself invalidates a kept plan when a table it reads
 * changes.
 */
function prepareOncePerConnection(client: pg.PoolClient) {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (
      config &&
      typeof config === "object" &&
      !(config as pg.QueryConfig).name &&
      typeof (config as pg.QueryConfig).text === "string" &&
      (Array.isArray(rest[0]) ? rest[0].length : ((config as pg.QueryConfig).values?.length ?? 0)) > 0
    ) {
      const text = (config as pg.QueryConfig).text;
      let name = names.get(text);
      if (!name && names.size < PREPARED_PER_CONNECTION) {
        name = `s${names.size}`;
        names.set(text, name);
      }
      if (name) return query({ ...config, name }, ...rest);
    }
    return query(config, ...rest);
  };
}

/** What drizzle's node-postgres session holds (private in its types). */
type PoolSession = {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: NodePgSession<Schema, TablesRelationalConfig>["transaction"];
};

/**
 * drizzle-orm's pool transaction sends BEGIN before the try/finally that releases its client, so a connection
 * lost at that moment (a server restart under load) kept its client checked out for good, and a few restarts
 * would exhaust the pool. Each transaction takes its client here and always gives it back; pg-pool discards
 * a client whose connection broke instead of reusing it.
 */
function releaseTransactionClients(session: PoolSession, pool: pg.Pool) {
  session.transaction = async (transaction, config) => {
    const client = await pool.connect();
    try {
      const own = new NodePgSession<Schema, TablesRelationalConfig>(
        client,
        session.dialect,
        session.schema,
        session.options,
      );
      return await own.transaction(transaction, config);
    } finally {
      client.release();
    }
  };
}

/** The error's code and message only: a PostgreSQL error can carry values in its detail. */
function logConnectionError(error: Error) {
  const code = (error as { code?: unknown }).code;
  console.warn(
    `Database connection lost${typeof code === "string" ? ` (${code})` : ""}: ${error.message}. ` +
      "Requests answer 503 until it is back; the pool reconnects by itself.",
  );
}

/**
 * A statement every request runs (the session's or the API key's lookup), built once per database and, on a
 * PostgreSQL server, prepared once per connection under its name: `const lookup = perDatabase((db) => ...prepare())`.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/** Who is acting: scopes the transaction (agency) and signs its audit rows (user, address, user agent). */
export type Actor = {
  agencyId: string;
  userId: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** The API key a request came through (its maker is userId): the audit rows name it. */
  apiKeyId?: string | null;
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
        set_config('app.api_key_id', ${actor.apiKeyId ?? ""}, true), set_config('TimeZone', 'UTC', true)${confined ? sql`, set_config('role', ${TENANT_ROLE}, true)` : sql``}`,
    );
    return fn(tx as Transaction);
  });
}
