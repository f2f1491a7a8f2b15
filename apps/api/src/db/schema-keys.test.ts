/**
 * The schema stays distributable by agency (decision 005, docs/scaling.md): read from the catalog of a fresh
 * migrated database (PGlite, or PostgreSQL with DATABASE_URL), every agency-owned table (one with an
 * agency_id column) has agency_id in its primary key, in every unique index or constraint (and exclusion
 * constraint), and in both column lists of every foreign key to another agency-owned table, paired with
 * the other table's agency_id. These are the keys Citus refuses on a table distributed by agency_id.
 *
 * The few global keys the product needs are named with the reason by the manifest of the module whose table
 * holds them (`globalKeys` in modules/<module>/module.ts); docs/scaling.md says what becomes of each one under
 * distribution. A new one fails here until it is named (and explained there).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiModules } from "../modules/registry";
import { openScratchDatabase } from "../test/harness";
import type { DatabaseHandle, Queryable } from "./client";

/** Unique indexes of agency-owned tables that are deliberately global, each with why (modules' `globalKeys`). */
const GLOBAL_UNIQUE_KEYS: Record<string, string> = Object.assign(
  {},
  ...apiModules.map((module) => module.globalKeys?.unique ?? {}),
);

/** Foreign keys from a global table (no agency_id) into an agency-owned table, each with why (the same). */
const GLOBAL_TO_AGENCY_FKS: Record<string, string> = Object.assign(
  {},
  ...apiModules.map((module) => module.globalKeys?.fromGlobalTables ?? {}),
);

type Rows<T> = { rows: T[] };

let handle: DatabaseHandle;

async function query<T>(db: Queryable, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as Rows<T>).rows;
}

/**
 * Tables of the public schema with an agency_id column, and that column's number. A partition is not a table
 * of its own here: its keys are its parent's (docs/scaling.md, time partitioning).
 */
const ownedTablesSql = sql`
  select c.oid, c.relname as table, a.attnum as agency_attnum
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attname = 'agency_id' and not a.attisdropped
  where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`;

/** Agency-owned tables whose primary key lacks agency_id, or that have none. */
async function primaryKeyProblems(db: Queryable): Promise<string[]> {
  const rows = await query<{ table: string; key: string | null; definition: string | null; ok: boolean }>(
    db,
    sql`
      select o.table, con.conname as key, pg_get_constraintdef(con.oid) as definition,
        coalesce(o.agency_attnum = any (con.conkey), false) as ok
      from (${ownedTablesSql}) o
      left join pg_constraint con on con.conrelid = o.oid and con.contype = 'p'
      order by o.table`,
  );
  return rows
    .filter((r) => !r.ok)
    .map((r) =>
      r.key
        ? `${r.table}: primary key ${r.key} ${r.definition} lacks agency_id`
        : `${r.table}: has no primary key (it needs one that includes agency_id)`,
    );
}

/**
 * Unique indexes and constraints (and exclusion constraints) of agency-owned tables without agency_id among
 * their key columns (INCLUDE columns do not count, nor an expression over agency_id): "table.index" and why.
 */
async function globalUniqueKeys(db: Queryable): Promise<Array<{ name: string; problem: string }>> {
  const rows = await query<{ table: string; key: string; definition: string }>(
    db,
    sql`
      select o.table, i.relname as key, pg_get_indexdef(x.indexrelid) as definition
      from (${ownedTablesSql}) o
      join pg_index x on x.indrelid = o.oid
      join pg_class i on i.oid = x.indexrelid
      where (x.indisunique or x.indisexclusion) and not x.indisprimary
        and not exists (
          select 1 from unnest(x.indkey::int2[]) with ordinality k(attnum, position)
          where k.attnum = o.agency_attnum and k.position <= x.indnkeyatts
        )
      order by o.table, i.relname`,
  );
  return rows.map((r) => ({
    name: `${r.table}.${r.key}`,
    problem: `${r.table}: unique index ${r.key} lacks agency_id (${r.definition}); add it, or name the exception in its module's globalKeys.unique with why and in docs/scaling.md`,
  }));
}

/** Foreign keys between agency-owned tables that do not pair agency_id with the other table's agency_id. */
async function foreignKeyProblems(db: Queryable): Promise<{ count: number; problems: string[] }> {
  const rows = await query<{
    table: string;
    key: string;
    referenced: string;
    definition: string;
    local_position: number | null;
    referenced_position: number | null;
  }>(
    db,
    sql`
      select o.table, con.conname as key, r.table as referenced, pg_get_constraintdef(con.oid) as definition,
        array_position(con.conkey, o.agency_attnum) as local_position,
        array_position(con.confkey, r.agency_attnum) as referenced_position
      from (${ownedTablesSql}) o
      join pg_constraint con on con.conrelid = o.oid and con.contype = 'f'
      join (${ownedTablesSql}) r on r.oid = con.confrelid
      order by o.table, con.conname`,
  );
  const problems = rows
    .filter((r) => r.local_position === null || r.local_position !== r.referenced_position)
    .map((r) => {
      const missing =
        r.local_position === null && r.referenced_position === null
          ? "agency_id in both column lists"
          : r.local_position === null
            ? `agency_id in ${r.table}'s columns`
            : r.referenced_position === null
              ? `agency_id in ${r.referenced}'s columns`
              : `agency_id paired with ${r.referenced}.agency_id (it is paired with another column)`;
      return `${r.table}: foreign key ${r.key} to ${r.referenced} (${r.definition}) lacks ${missing}`;
    });
  return { count: rows.length, problems };
}

/** Foreign keys from a global table (no agency_id) into an agency-owned one: "table.key" and why. */
async function globalToAgencyKeys(db: Queryable): Promise<Array<{ name: string; problem: string }>> {
  const rows = await query<{ table: string; key: string; referenced: string; definition: string }>(
    db,
    sql`
      select c.relname as table, con.conname as key, r.table as referenced,
        pg_get_constraintdef(con.oid) as definition
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      join (${ownedTablesSql}) r on r.oid = con.confrelid
      where con.contype = 'f' and n.nspname = 'public'
        and not exists (select 1 from (${ownedTablesSql}) o where o.oid = con.conrelid)
      order by c.relname, con.conname`,
  );
  return rows.map((r) => ({
    name: `${r.table}.${r.key}`,
    problem: `${r.table}: foreign key ${r.key} (${r.definition}) points from a global table into agency-owned ${r.referenced}; name it in its module's globalKeys.fromGlobalTables with why and in docs/scaling.md`,
  }));
}

beforeAll(async () => {
  handle = await openScratchDatabase(process.env.DATABASE_URL);
});

afterAll(async () => {
  await handle?.close();
});

describe("agency keys (the schema can be distributed by agency_id)", () => {
  it("finds the agency-owned tables", async () => {
    const owned = await query<{ table: string }>(handle.db, sql`select t.table from (${ownedTablesSql}) t`);
    const names = owned.map((r) => r.table);
    // A floor, so a catalog query that silently matches nothing cannot pass every check below.
    expect(names).toEqual(expect.arrayContaining(["users", "shifts", "audit_logs", "incident_responders"]));
    expect(names).not.toContain("agencies");
  });

  it("every agency-owned table has a primary key that includes agency_id", async () => {
    const problems = await primaryKeyProblems(handle.db);
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("every unique index or constraint of an agency-owned table includes agency_id, but the named ones", async () => {
    const global = await globalUniqueKeys(handle.db);
    const unnamed = global.filter((g) => !(g.name in GLOBAL_UNIQUE_KEYS)).map((g) => g.problem);
    expect(unnamed, unnamed.join("\n")).toEqual([]);
    // An exception that no longer exists (renamed, or now including agency_id) leaves the list.
    expect(
      global.map((g) => g.name).sort(),
      "GLOBAL_UNIQUE_KEYS names exactly the global unique indexes",
    ).toEqual(Object.keys(GLOBAL_UNIQUE_KEYS).sort());
  });

  it("every foreign key between agency-owned tables pairs agency_id with agency_id", async () => {
    const { count, problems } = await foreignKeyProblems(handle.db);
    expect(count).toBeGreaterThan(20);
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("foreign keys from global tables into agency-owned tables are only the named ones", async () => {
    const global = await globalToAgencyKeys(handle.db);
    const unnamed = global.filter((g) => !(g.name in GLOBAL_TO_AGENCY_FKS)).map((g) => g.problem);
    expect(unnamed, unnamed.join("\n")).toEqual([]);
    expect(global.map((g) => g.name).sort(), "GLOBAL_TO_AGENCY_FKS names exactly these keys").toEqual(
      Object.keys(GLOBAL_TO_AGENCY_FKS).sort(),
    );
  });

  it("the checks catch a table that breaks each rule (a probe table, rolled back)", async () => {
    const caught = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`
          create table keys_probe (
            agency_id uuid not null references agencies(id),
            id uuid not null primary key,
            user_id uuid,
            owner_id uuid,
            code text,
            constraint keys_probe_code_unique unique (code),
            constraint keys_probe_user_fk foreign key (user_id) references users(id),
            constraint keys_probe_crossed_fk foreign key (owner_id, agency_id) references users(agency_id, id)
          )`);
        await tx.execute(sql`create table keys_probe_unkeyed (agency_id uuid not null, note text)`);
        await tx.execute(
          sql`create unique index keys_probe_lower_agency on keys_probe (lower(agency_id::text), code)`,
        );
        const result = {
          primaryKeys: await primaryKeyProblems(tx),
          unique: (await globalUniqueKeys(tx)).map((g) => g.problem),
          foreignKeys: (await foreignKeyProblems(tx)).problems,
        };
        throw new ProbeDone(result);
      })
      .catch((error: unknown) => {
        if (error instanceof ProbeDone) return error.result;
        throw error;
      });
    expect(caught.primaryKeys).toEqual([
      "keys_probe: primary key keys_probe_pkey PRIMARY KEY (id) lacks agency_id",
      "keys_probe_unkeyed: has no primary key (it needs one that includes agency_id)",
    ]);
    expect(caught.unique.filter((p) => p.startsWith("keys_probe"))).toEqual([
      expect.stringMatching(/^keys_probe: unique index keys_probe_code_unique lacks agency_id/),
      expect.stringMatching(/^keys_probe: unique index keys_probe_lower_agency lacks agency_id/),
    ]);
    expect(caught.foreignKeys).toEqual([
      expect.stringMatching(
        /^keys_probe: foreign key keys_probe_crossed_fk to users .* lacks agency_id paired with users.agency_id/,
      ),
      expect.stringMatching(
        /^keys_probe: foreign key keys_probe_user_fk to users .* lacks agency_id in both column lists/,
      ),
    ]);
  });

  it("docs/scaling.md names every global table", async () => {
    const doc = readFileSync(SCALING_DOC, "utf8");
    const global = await query<{ table: string }>(
      handle.db,
      sql`
        select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
          and not exists (select 1 from (${ownedTablesSql}) o where o.oid = c.oid)`,
    );
    const unnamed = global.map((r) => r.table).filter((t) => !doc.includes(`\`${t}\``));
    expect(unnamed, `global tables docs/scaling.md does not name: ${unnamed.join(", ")}`).toEqual([]);
  });

  it("docs/scaling.md's distribution block distributes every agency-owned table after the ones it references", async () => {
    const doc = readFileSync(SCALING_DOC, "utf8");
    // Steps 1 and 2, which the block relies on: agencies everywhere, users starting the co-location group.
    expect(doc).toContain("SELECT create_reference_table('agencies');");
    expect(doc).toContain("SELECT create_distributed_table('users', 'agency_id', colocate_with => 'none');");
    const run = await rolledBack(handle.db, (tx) => runDistributionBlock(tx, distributionBlock(doc)));
    // A floor, so a query that finds no foreign keys cannot pass the order check vacuously.
    expect(run.references.length).toBeGreaterThan(10);
    expectDistributedInOrder(run);
  });

  it("the distribution block skips partitions, distributes their parent, and ignores self references (probe tables, rolled back)", async () => {
    const block = distributionBlock(readFileSync(SCALING_DOC, "utf8"));
    const run = await rolledBack(handle.db, async (tx) => {
      await tx.execute(sql`
        create table distribution_probe_log (
          agency_id uuid not null references agencies(id),
          id uuid not null,
          at timestamptz not null,
          equipment_id uuid not null,
          constraint distribution_probe_log_pkey primary key (agency_id, id, at),
          constraint distribution_probe_log_equipment_fk foreign key (agency_id, equipment_id)
            references equipment (agency_id, id)
        ) partition by range (at)`);
      await tx.execute(
        sql`create table distribution_probe_log_default partition of distribution_probe_log default`,
      );
      await tx.execute(sql`
        create table distribution_probe_note (
          agency_id uuid not null references agencies(id),
          id uuid not null,
          log_id uuid,
          log_at timestamptz,
          reply_to uuid,
          constraint distribution_probe_note_pkey primary key (agency_id, id),
          constraint distribution_probe_note_log_fk foreign key (agency_id, log_id, log_at)
            references distribution_probe_log (agency_id, id, at),
          constraint distribution_probe_note_reply_fk foreign key (agency_id, reply_to)
            references distribution_probe_note (agency_id, id)
        )`);
      return runDistributionBlock(tx, block);
    });
    expect(run.partitions).toContain("distribution_probe_log_default");
    expectDistributedInOrder(run);
    const order = run.calls.map((c) => c.table);
    expect(order).not.toContain("distribution_probe_log_default");
    expect(order.indexOf("equipment")).toBeLessThan(order.indexOf("distribution_probe_log"));
    expect(order.indexOf("distribution_probe_log")).toBeLessThan(order.indexOf("distribution_probe_note"));
  });
});

const SCALING_DOC = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../../docs/scaling.md");

/** Step 3 of docs/scaling.md: its one `DO $$ ... $$;` block, without the final semicolon. */
function distributionBlock(doc: string): string {
  const blocks = [...doc.matchAll(/^DO \$\$\n[\s\S]*?\n\$\$;$/gm)].map((m) => m[0]);
  expect(blocks, "docs/scaling.md has one DO $$ ... $$; block (step 3 of the Citus calls)").toHaveLength(1);
  return blocks[0].slice(0, -1);
}

type DistributionRun = {
  /** The block's create_distributed_table calls, in order. */
  calls: Array<{ table: string; column: string; colocateWith: string }>;
  /** The agency-owned tables (the test's own catalog query). */
  owned: string[];
  /** Foreign keys between two different agency-owned tables, users left out (it is distributed before). */
  references: Array<{ table: string; key: string; referenced: string }>;
  /** Partitions in schema public. */
  partitions: string[];
};

/**
 * Runs the doc's block on `tx` with a stand-in for Citus's create_distributed_table that records each call,
 * then reads what the test compares it with. Meant for a transaction that is rolled back.
 */
async function runDistributionBlock(tx: Queryable, block: string): Promise<DistributionRun> {
  await tx.execute(sql`
    create table distribution_calls_probe (
      n serial primary key, table_name text not null, distribution_column text not null, colocate_with text not null
    )`);
  await tx.execute(sql`
    create function public.create_distributed_table(table_name regclass, distribution_column text, colocate_with text)
    returns void language sql
    as $$ insert into distribution_calls_probe (table_name, distribution_column, colocate_with)
      values ($1::text, $2, $3) $$`);
  await tx.execute(sql.raw(block));
  const calls = await query<{ table: string; column: string; colocateWith: string }>(
    tx,
    sql`select table_name as "table", distribution_column as "column", colocate_with as "colocateWith"
      from distribution_calls_probe order by n`,
  );
  const owned = await query<{ table: string }>(tx, sql`select t.table from (${ownedTablesSql}) t`);
  const references = await query<{ table: string; key: string; referenced: string }>(
    tx,
    sql`
      select o.table, con.conname as key, r.table as referenced
      from (${ownedTablesSql}) o
      join pg_constraint con on con.conrelid = o.oid and con.contype = 'f'
      join (${ownedTablesSql}) r on r.oid = con.confrelid
      where r.oid <> o.oid and r.table <> 'users'
      order by o.table, con.conname`,
  );
  const partitions = await query<{ table: string }>(
    tx,
    sql`
      select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relispartition order by c.relname`,
  );
  return { calls, owned: owned.map((r) => r.table), references, partitions: partitions.map((r) => r.table) };
}

/** (a) every agency-owned table but users is distributed once, by agency_id next to users; (b) in order. */
function expectDistributedInOrder(run: DistributionRun) {
  const order = run.calls.map((c) => c.table);
  const twice = order.filter((t, i) => order.indexOf(t) !== i);
  expect(twice, `tables the block distributes more than once: ${twice.join(", ")}`).toEqual([]);
  expect([...order].sort(), "the block distributes exactly the agency-owned tables but users").toEqual(
    run.owned.filter((t) => t !== "users").sort(),
  );
  expect(
    order.filter((t) => run.partitions.includes(t)),
    "partitions are distributed with their parent",
  ).toEqual([]);
  const otherwise = run.calls
    .filter((c) => c.column !== "agency_id" || c.colocateWith !== "users")
    .map((c) => `${c.table} by ${c.column} with ${c.colocateWith}`);
  expect(otherwise, "each call distributes by agency_id, co-located with users").toEqual([]);
  const early = run.references
    .filter((r) => order.indexOf(r.table) < order.indexOf(r.referenced))
    .map((r) => `${r.table} is distributed before ${r.referenced}, which it references (${r.key})`);
  expect(early, early.join("\n")).toEqual([]);
}

/** Runs fn in a transaction, rolls it back, and returns fn's result. */
async function rolledBack<T>(db: DatabaseHandle["db"], fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const rollback = new Error("rolled back");
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      result = await fn(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return result as T;
}

/** Carries the probe's findings out of its transaction, which it rolls back. */
class ProbeDone extends Error {
  constructor(readonly result: { primaryKeys: string[]; unique: string[]; foreignKeys: string[] }) {
    super("probe done");
  }
}
