/**
 * Vitest's global setup: the database every test file starts from is migrated once per run, not once per
 * file. On a PostgreSQL server (DATABASE_URL) it is a template database that each file's scratch database
 * copies (`create database ... template`, well under a second); embedded, it is a dump of a migrated PGlite
 * that each file loads instead of running initdb and every migration (about 1 s against 8). The harness
 * (openScratchDatabase) finds either through the environment the test workers inherit.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../db/client";
import {
  createServerDatabase,
  dropServerDatabase,
  openScratchDatabase,
  TEST_SNAPSHOT_ENV,
  TEST_TEMPLATE_ENV,
} from "./harness";

export default async function setup() {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `rollcall_template_${randomBytes(6).toString("hex")}`;
    await createServerDatabase(serverUrl, name);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Migrated, then closed: a template with a connection open could not be copied.
    await (await openDatabase({ kind: "postgres", url: url.toString() })).close();
    process.env[TEST_TEMPLATE_ENV] = name;
    return async () => {
      delete process.env[TEST_TEMPLATE_ENV];
      await dropServerDatabase(serverUrl, name);
    };
  }
  const handle = await openScratchDatabase();
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  await client.exec("checkpoint");
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-test-db-"));
  const file = path.join(dir, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEST_SNAPSHOT_ENV] = file;
  return () => {
    delete process.env[TEST_SNAPSHOT_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
