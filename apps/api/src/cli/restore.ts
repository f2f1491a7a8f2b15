/**
 * npm run restore -- <backup file> [--force]
 * Restores a backup made by `npm run backup` into DATA_DIR: the embedded database and the uploaded files.
 * DATA_DIR must be empty or missing; with --force a non-empty one is moved aside (to
 * <DATA_DIR>.before-restore-<timestamp>), never deleted. The restore is built in a folder next to DATA_DIR
 * and moved into place only once it opens, so a failed restore leaves DATA_DIR as it was.
 */
import fs from "node:fs";
import path from "node:path";
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
  openArchive,
  readTar,
} from "./backup-archive";

const USAGE = "Usage: npm run restore -- <backup file> [--force]";

const PG_RESTORE_HINT = [
  "DATABASE_URL is set: the database is on a PostgreSQL server. Restore a pg_dump backup with pg_restore, e.g.",
  "  pg_restore --clean --if-exists --no-owner --dbname <database URL> rollcall.dump",
  "npm run restore restores the embedded database (DATABASE_URL unset) into DATA_DIR.",
].join("\n");

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");

/** A storage key from the archive, checked like lib/storage.ts checks keys: nothing may leave files/. */
function safeFilePath(root: string, name: string) {
  const relative = name.slice(FILES_PREFIX.length);
  const parts = relative.split("/");
  if (!relative || parts.some((part) => !part || part === "." || part === ".." || part.includes("\\")))
    throw new Error(`The backup holds an unexpected file name: ${name}`);
  return path.join(root, ...parts);
}

export async function restore(options: {
  backupFile: string;
  dataDir: string;
  force?: boolean;
  log?: (line: string) => void;
}) {
  const log = options.log ?? console.log;
  const backupFile = path.resolve(options.backupFile);
  const dataDir = path.resolve(options.dataDir);
  if (!fs.existsSync(backupFile)) throw new Error(`There is no file ${backupFile}.`);

  const existing = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [];
  if (existing.length && !options.force)
    throw new Error(
      `${dataDir} is not empty. Restore into an empty or new folder (set DATA_DIR), or add --force to ` +
        `replace it (its contents are moved to ${path.basename(dataDir)}.before-restore-<timestamp>, not deleted).`,
    );
  // A server running on DATA_DIR holds its lock: refuse rather than pull its data away.
  let releaseTarget = () => {};
  if (existing.length) {
    try {
      releaseTarget = acquireDataDirLock(dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError)
        throw new Error(
          `${error.message.split(". ")[0]}.\nStop the server first, then run npm run restore again.`,
        );
      throw error;
    }
  }

  const staging = `${dataDir}.restoring-${stamp()}`;
  const releaseStaging = acquireDataDirLock(staging);
  try {
    let manifest: Manifest | undefined;
    let database: Buffer | undefined;
    const names: string[] = [];
    const filesRoot = path.join(staging, "files");
    for await (const entry of readTar(openArchive(backupFile))) {
      if (!manifest) {
        if (entry.name !== MANIFEST_NAME) throw new Error(`${backupFile} is not a Rollcall backup.`);
        manifest = JSON.parse(entry.data.toString("utf8")) as Manifest;
        if (manifest.format !== "rollcall-backup" || manifest.version !== 1)
          throw new Error(`${backupFile} is a backup format this version cannot read.`);
        continue;
      }
      if (entry.name === DATABASE_NAME) database = entry.data;
      else if (entry.name.startsWith(FILES_PREFIX) && entry.type === "file") {
        const target = safeFilePath(filesRoot, entry.name);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, entry.data, { mode: 0o600 });
        fs.utimesSync(target, entry.mtime, entry.mtime);
        names.push(entry.name);
      }
    }
    if (!manifest) throw new Error(`${backupFile} is not a Rollcall backup.`);
    if (!database) throw new Error(`${backupFile} holds no database.`);
    if (names.length !== manifest.files)
      throw new Error(
        `${backupFile} is incomplete: ${names.length} of its ${manifest.files} files were found.`,
      );
    const uploads = countUploads(names);

    // PGlite loads its own dump into the (empty) data directory, then the restore must open.
    const pg = await PGlite.create(staging, {
      loadDataDir: new Blob([new Uint8Array(database)], { type: "application/x-tar" }),
    });
    let agencies = 0;
    let members = 0;
    try {
      const tables = await pg.query<{ name: string | null }>(
        "select to_regclass('public.agencies')::text as name",
      );
      if (tables.rows[0]?.name) {
        const counts = await pg.query<{ agencies: number; members: number }>(
          "select (select count(*)::int from agencies) as agencies, (select count(*)::int from users) as members",
        );
        ({ agencies, members } = counts.rows[0]);
      }
      await pg.exec("checkpoint");
    } finally {
      await pg.close();
    }
    // The lock in the dump was the backup command's: the restored folder starts unlocked.
    releaseStaging();
    fs.rmSync(path.join(staging, "rollcall.lock"), { force: true });

    let movedAside: string | undefined;
    if (existing.length) {
      movedAside = `${dataDir}.before-restore-${stamp()}`;
      fs.renameSync(dataDir, movedAside);
      fs.rmSync(path.join(movedAside, "rollcall.lock"), { force: true });
    } else if (fs.existsSync(dataDir)) {
      fs.rmdirSync(dataDir);
    }
    try {
      fs.renameSync(staging, dataDir);
    } catch (error) {
      if (movedAside) fs.renameSync(movedAside, dataDir);
      throw error;
    }
    log(
      `Restored the backup of ${manifest.createdAt} into ${dataDir}: ${agencies} agenc${agencies === 1 ? "y" : "ies"}, ` +
        `${members} member${members === 1 ? "" : "s"}, ${uploads} uploaded file${uploads === 1 ? "" : "s"}.` +
        (movedAside ? `\nThe previous contents were moved to ${movedAside}` : "") +
        "\nStart the server with this DATA_DIR.",
    );
    return { agencies, members, uploads, movedAside };
  } catch (error) {
    releaseStaging();
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    releaseTarget();
  }
}

async function main() {
  let values: { force?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      options: { force: { type: "boolean" } },
      allowPositionals: true,
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  const env = parseEnv();
  if (env.DATABASE_URL) fail(PG_RESTORE_HINT);
  if (positionals.length !== 1) fail(`Name the backup file to restore.\n${USAGE}`);
  await restore({ backupFile: positionals[0], dataDir: env.dataDir, force: values.force });
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
}
