/**
 * npm run backup / npm run restore on the embedded database: data and uploads made in one DATA_DIR come back
 * in a fresh one; a running server (the DATA_DIR lock) and a non-empty target are refused clearly.
 */

import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openDatabase } from "../db/client";
import { acquireDataDirLock } from "../db/lock";
import { agencies } from "../db/schema/agencies";
import { users } from "../db/schema/users";
import { parseEnv } from "../env";
import { createFolderStorage } from "../lib/storage";
import { restore } from "./restore";

const apiRoot = path.resolve(import.meta.dirname, "../..");
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-backup-test-"));
const source = path.join(workDir, "data");
const restored = path.join(workDir, "restored");
const backupFile = path.join(workDir, "backups", "rollcall.tar.gz");
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

function run(
  script: "backup" | "restore",
  args: string[],
  dataDir: string,
  extraEnv: Record<string, string> = {},
) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...extraEnv };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  return spawnSync(process.execPath, ["--import", "tsx", `src/cli/${script}.ts`, ...args], {
    cwd: apiRoot,
    env,
    encoding: "utf8",
  });
}

const email = "chief.backup@example.org";
// Longer than tar's 100-character names: the archive must keep it whole.
const documentKey = `certifications/${randomUUID()}/${randomUUID()}/${randomUUID()}`;
const documentBytes = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(70_000, 7)]);

describe("npm run backup and npm run restore (embedded database)", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    const handle = await openDatabase({ kind: "pglite", dataDir: source });
    try {
      const env = parseEnv({
        NODE_ENV: "test",
        PUBLIC_URL: "http://rollcall.test",
        SEED_DEMO: "false",
        DATA_DIR: source,
      });
      const app = await buildApp({ env, db: handle.db });
      const res = await app.inject({
        method: "POST",
        url: "/api/register",
        headers: { origin: "http://rollcall.test" },
        payload: {
          email,
          password: "correct horse battery",
          firstName: "Dana",
          lastName: "Reyes",
          agencyName: "Backup Fire District",
          agencyType: "fire",
        },
      });
      expect(res.statusCode).toBe(201);
      await app.close();
      await createFolderStorage(path.join(source, "files")).put(
        documentKey,
        documentBytes,
        "application/pdf",
      );
    } finally {
      await handle.close();
    }
  }, 300_000);

  it("refuses while a server holds DATA_DIR, and points PostgreSQL installations to pg_dump", () => {
    const release = acquireDataDirLock(source); // this process stands for the running server
    try {
      const refused = run("backup", [backupFile], source);
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toMatch(/in use by another Rollcall server/);
      expect(refused.stderr).toMatch(/Stop the server first/);
      expect(fs.existsSync(backupFile)).toBe(false);
    } finally {
      release();
    }
    const postgres = run("backup", [backupFile], source, { DATABASE_URL: "postgres://u@127.0.0.1:1/db" });
    expect(postgres.status).not.toBe(0);
    expect(postgres.stderr).toMatch(/pg_dump --format=custom/);
    expect(run("restore", [], restored).stderr).toMatch(/Usage: npm run restore/);
  });

  it("backs up, and restores into a fresh DATA_DIR that opens with the data and the uploads", async () => {
    const made = run("backup", [backupFile], source);
    expect(made.stderr).toBe("");
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/Backup written to .*rollcall\.tar\.gz .*1 uploaded file\)/);
    expect(fs.statSync(backupFile).mode & 0o077).toBe(0);
    // The source folder is left unlocked for the server.
    expect(fs.existsSync(path.join(source, "rollcall.lock"))).toBe(false);

    // The restore command's own function, in this process (its command line is run above and below).
    const said: string[] = [];
    await restore({ backupFile, dataDir: restored, log: (line) => said.push(line) });
    expect(said.join("\n")).toMatch(/1 agency, 1 member, 1 uploaded file/);
    expect(fs.existsSync(path.join(restored, "rollcall.lock"))).toBe(false);

    const handle = await openDatabase({ kind: "pglite", dataDir: restored });
    try {
      const [agency] = await handle.db.select().from(agencies);
      expect(agency.name).toBe("Backup Fire District");
      const [member] = await handle.db.select().from(users).where(eq(users.email, email));
      expect(member).toMatchObject({ agencyId: agency.id, firstName: "Dana", role: "admin" });
    } finally {
      await handle.close();
    }
    const stored = await createFolderStorage(path.join(restored, "files")).get(documentKey);
    expect(stored?.contentType).toBe("application/pdf");
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(documentBytes)).toBe(true);
  });

  it("refuses a non-empty DATA_DIR without --force, and moves it aside with --force", async () => {
    const refused = run("restore", [backupFile], restored);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/is not empty/);
    expect(refused.stderr).toMatch(/--force/);

    fs.writeFileSync(path.join(restored, "marker.txt"), "before");
    const said: string[] = [];
    const { movedAside } = await restore({
      backupFile,
      dataDir: restored,
      force: true,
      log: (l) => said.push(l),
    });
    expect(said.join("\n")).toMatch(/previous contents were moved to/);
    expect(fs.readFileSync(path.join(movedAside ?? "", "marker.txt"), "utf8")).toBe("before");
    expect(fs.existsSync(path.join(restored, "marker.txt"))).toBe(false);
    expect(fs.existsSync(path.join(restored, "PG_VERSION"))).toBe(true);

    const notABackup = path.join(workDir, "not-a-backup.tar.gz");
    fs.writeFileSync(notABackup, "hello");
    await expect(
      restore({ backupFile: notABackup, dataDir: path.join(workDir, "other"), log: () => {} }),
    ).rejects.toThrow();
    expect(fs.existsSync(path.join(workDir, "other"))).toBe(false);
  });
});
