/**
 * PGlite is one connection inside one process: two servers on the same DATA_DIR would corrupt it.
 * A lock file holding the owner's pid refuses a second process; a lock left by a killed server
 * (its pid no longer running) is taken over, so a crashed server's data opens again on the next start.
 */
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "rollcall.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
      fs.closeSync(fd);
      return () => {
        try {
          const owner = JSON.parse(fs.readFileSync(lockPath, "utf8")) as { pid: number };
          if (owner.pid === process.pid) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let pid = 0;
      try {
        pid = Number((JSON.parse(fs.readFileSync(lockPath, "utf8")) as { pid: number }).pid) || 0;
      } catch {
        // An unreadable lock (a crash mid-write) is stale.
      }
      if (pid && pid !== process.pid && isRunning(pid)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Rollcall server (process ${pid}). ` +
            "Stop that server first, or start this one with a different DATA_DIR or with DATABASE_URL.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(
    `Could not lock the data directory ${dataDir}; another server is starting on it.`,
  );
}
