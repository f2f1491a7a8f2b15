/**
 * The registry (modules/registry.ts) is the one list of the API's modules: every folder here is a module with
 * its manifest (module.ts) and stands in it once, and every table of the schema has one owner, so what a
 * module declares (its live tables, its part of the demo) is found from the registry alone.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { tableNames } from "../lib/module";
import { apiModules } from "./registry";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Tables no module owns: the platform's own bookkeeping, each with the code that keeps it. */
const PLATFORM_TABLES: Record<string, string> = {
  idempotency_keys: "plugins/idempotency.ts: the answer of an idempotent write, to replay it",
  job_rounds: "lib/jobs.ts: when each periodic job's last round started, one round per interval",
};

describe("the module registry", () => {
  it("lists every module folder once, by the folder's name, each with its manifest", () => {
    const folders = fs
      .readdirSync(here, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const names = apiModules.map((module) => module.name);
    expect(
      names.filter((name, i) => names.indexOf(name) !== i),
      "a module stands in the registry once",
    ).toEqual([]);
    expect(
      folders.filter((folder) => !fs.existsSync(path.join(here, folder, "module.ts"))),
      "every module folder has its manifest, module.ts",
    ).toEqual([]);
    expect([...names].sort(), "modules/registry.ts lists every module folder").toEqual(folders.sort());
  });

  it("gives every table of the schema one owner: a module's manifest, or the platform", async () => {
    // The schema as drizzle-kit reads it (drizzle.config.ts): every file of db/schema.
    const folder = path.join(here, "../db/schema");
    const files = fs.readdirSync(folder).filter((name) => name.endsWith(".ts"));
    const exported = await Promise.all(files.map((name) => import(path.join(folder, name))));
    const tables = exported
      .flatMap((m) => Object.values(m as Record<string, unknown>))
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable));
    const owned = apiModules.flatMap(tableNames);
    expect(
      owned.filter((name, i) => owned.indexOf(name) !== i),
      "a table has one owner",
    ).toEqual([]);
    expect(
      [...owned, ...Object.keys(PLATFORM_TABLES)].sort(),
      "each table is in its module's manifest (`tables`)",
    ).toEqual(tables.sort());
  });

  it("announces only a module's own tables", () => {
    const foreign = apiModules.flatMap((module) =>
      Object.keys(module.live ?? {})
        .filter((table) => !tableNames(module).includes(table))
        .map((table) => `${module.name}: ${table}`),
    );
    expect(foreign).toEqual([]);
  });
});
