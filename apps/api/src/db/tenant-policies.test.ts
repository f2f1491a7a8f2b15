/**
 * Starting another instance on a database in use: the policies and triggers are applied at every start
 * (db/client.ts), and a start that finds them in place must change nothing and lock no table, or it deadlocks
 * against the requests other instances are serving (it did, when every start dropped and created the triggers).
 */
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openScratchDatabase } from "../test/harness";
import type { DatabaseHandle } from "./client";
import { tenantPoliciesSql } from "./tenant-policies";

let handle: DatabaseHandle;

type Rows<T> = { rows: T[] };

beforeAll(async () => {
  handle = await openScratchDatabase(process.env.DATABASE_URL); // migrated, policies applied once
});

afterAll(async () => {
  await handle?.close();
});

/** The triggers and policies of the public schema, as text to compare. */
async function catalog() {
  const { rows } = (await handle.db.execute(sql`
    select 'trigger ' || c.relname || ' ' || t.tgname as item from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal
    union all
    select 'policy ' || tablename || ' ' || policyname from pg_policies where schemaname = 'public'
    union all
    select 'rls ' || relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relrowsecurity
    order by 1`)) as unknown as Rows<{ item: string }>;
  return rows.map((r) => r.item);
}

/**
 * Runs a script of several statements in one transaction, as db/client.ts applies the policies (PGlite's
 * exec, a pg client's simple query), and answers the rows of the temporary table held_locks if it made one.
 */
async function inTransaction(script: string): Promise<{ table: string; mode: string }[]> {
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const read = "select * from held_locks order by 1";
  const made = script.includes("held_locks");
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    try {
      await connection.query(`begin; ${script}`);
      const rows = made ? (await connection.query(read)).rows : [];
      await connection.query("commit");
      return rows;
    } finally {
      connection.release();
    }
  }
  return client.transaction(async (tx) => {
    await tx.exec(script);
    return made ? (await tx.query<{ table: string; mode: string }>(read)).rows : [];
  });
}

describe("applying the tenant policies again (another instance starting)", () => {
  it("takes no lock on any table and leaves the triggers and policies as they were", async () => {
    const before = await catalog();
    expect(before.some((item) => item.startsWith("trigger shifts rollcall_live"))).toBe(true);
    expect(before.some((item) => item.startsWith("trigger shifts rollcall_audit"))).toBe(true);

    // The table locks the statements hold at the end of their transaction (locks last until it ends).
    const locks = await inTransaction(`${tenantPoliciesSql};
      create temporary table held_locks on commit drop as
        select c.relname as table, l.mode from pg_locks l
        join pg_class c on c.oid = l.relation join pg_namespace n on n.oid = c.relnamespace
        where l.pid = pg_backend_pid() and n.nspname = 'public' and c.relkind = 'r'
          and l.mode in ('ShareRowExclusiveLock', 'ShareLock', 'ExclusiveLock', 'AccessExclusiveLock');`);
    expect(locks).toEqual([]);
    expect(await catalog()).toEqual(before);
  });

  it("puts back a trigger that is missing", async () => {
    await handle.db.execute(sql`drop trigger rollcall_live_insert on equipment`);
    await inTransaction(tenantPoliciesSql);
    const { rows } = (await handle.db.execute(
      sql`select count(*)::int as n from pg_trigger where tgname = 'rollcall_live_insert' and tgrelid = 'equipment'::regclass`,
    )) as unknown as Rows<{ n: number }>;
    expect(rows[0].n).toBe(1);
  });
});
