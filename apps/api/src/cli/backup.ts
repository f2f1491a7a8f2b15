/**
 * npm run backup [-- <file>]
 * Backs up the embedded database and the uploaded files of DATA_DIR into one file (default
 * ./backups/rollcall-<timestamp>.tar.gz). The server must be stopped: the embedded database is one process's,
 * and the data-directory lock refuses a backup next to a running server. With DATABASE_URL set, the
 * database is PostgreSQL's to back up (pg_dump); this command says so and stops.
 */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock, DataDirLockedError } from "../db/lock";
import { parseEnv } from "../env";
import {
  countUploads,
  DATABASE_NAME,
  FILES_PREFIX,
  MANIFEST_NAME,
  type Manifest,
  readTar,
  type TarEntry,
  tarBuffer,
  walkFiles,
  writeArchive,
} from "./backup-archive";

const USAGE = "Usage: npm run backup [-- <backup file>]   (default ./backups/rollcall-<timestamp>.tar.gz)";

export const PG_DUMP_HINT = [
  "DATABASE_URL is set: the database is on a PostgreSQL server. Back it up with pg_dump, e.g.",
  '  pg_dump --format=custom --file rollcall.dump "$DATABASE_URL"',
  "and restore with pg_restore --clean --if-exists --no-owner --dbname <database URL> rollcall.dump.",
  "Uploaded files stay in DATA_DIR/files in every mode: copy that folder too, and DATA_DIR/secret.key",
  "(it seals the authenticator apps' secrets) unless SECRET_KEY is set.",
].join("\n");

/** Names in PGlite's tarball that are not the database: uploads (taken from disk instead) and our lock. */
function isDatabaseEntry(name: string) {
  const top = name.replace(/^\/+/, "").split("/")[0];
  return top !== "files" && top !== "rollcall.lock" && top !== "";
}

export async function backup(options: { dataDir: string; output: string; log?: (line: string) => void }) {
  const log = options.log ?? console.log;
  const dataDir = path.resolve(options.dataDir);
  const output = path.resolve(options.output);
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION")))
    throw new Error(
      `There is no embedded database in ${dataDir} (set DATA_DIR to the server's data folder).`,
    );
  if (output === dataDir || output.startsWith(`${dataDir}${path.sep}`))
    throw new Error(
      "Write the backup outside DATA_DIR: a backup inside it would be backed up again next time.",
    );
  if (fs.existsSync(output)) throw new Error(`${output} already exists: choose another file name.`);

  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new Error(
        `${error.message.split(". ")[0]}.\nStop the server first: the embedded database can be backed up only while ` +
          "no server has it open. Then run npm run backup again.",
      );
    throw error;
  }
  const partial = `${output}.partial`;
  try {
    // PGlite's own dump of its data directory, taken after a checkpoint so the data files are current.
    const pg = await PGlite.create(dataDir);
    let dump: Blob;
    let postgresVersion: string;
    try {
      await pg.exec("checkpoint");
      postgresVersion = (await pg.query<{ version: string }>("select version()")).rows[0].version;
      dump = await pg.dumpDataDir("none");
    } finally {
      await pg.close();
    }
    const databaseEntries: TarEntry[] = [];
    for await (const entry of readTar(Readable.from([Buffer.from(await dump.arrayBuffer())])))
      if (isDatabaseEntry(entry.name)) databaseEntries.push(entry);
    const database = tarBuffer(databaseEntries);

    const filesRoot = path.join(dataDir, "files");
    const files = [...walkFiles(filesRoot)];
    const manifest: Manifest = {
      format: "rollcall-backup",
      version: 1,
      createdAt: new Date().toISOString(),
      database: "pglite",
      postgresVersion,
      files: files.length,
    };
    async function* entries(): AsyncGenerator<TarEntry> {
      const now = new Date();
      yield {
        name: MANIFEST_NAME,
        type: "file",
        data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
        mode: 0o600,
        mtime: now,
      };
      yield { name: DATABASE_NAME, type: "file", data: database, mode: 0o600, mtime: now };
      for (const file of files) {
        const full = path.join(filesRoot, ...file.split("/"));
        const stat = fs.statSync(full);
        yield {
          name: `${FILES_PREFIX}${file}`,
          type: "file",
          data: fs.readFileSync(full),
          mode: 0o600,
          mtime: stat.mtime,
        };
      }
    }
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.rmSync(partial, { force: true });
    await writeArchive(partial, entries());
    fs.renameSync(partial, output);
    // Holds the same data as the database: readable by its owner only.
    fs.chmodSync(output, 0o600);
    const size = fs.statSync(output).size;
    const uploads = countUploads(files);
    log(
      `Backup written to ${output} (${(size / 1024 / 1024).toFixed(1)} MB: the database and ${uploads} uploaded file${uploads === 1 ? "" : "s"}).`,
    );
    return { output, uploads, size };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    release();
  }
}

function defaultOutput() {
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  return path.resolve("backups", `rollcall-${stamp}.tar.gz`);
}

async function main() {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ options: {}, allowPositionals: true, strict: true }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (positionals.length > 1) fail(`Give at most one backup file.\n${USAGE}`);
  const env = parseEnv();
  if (env.DATABASE_URL) fail(PG_DUMP_HINT);
  await backup({ dataDir: env.dataDir, output: positionals[0] ?? defaultOutput() });
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
}
