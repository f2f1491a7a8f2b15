/**
 * File storage behind one small interface: put, get, delete by key. Today it is a folder on disk
 * (<DATA_DIR>/files, also with DATABASE_URL set); an S3-compatible store can implement the same interface
 * later without touching the modules that use it.
 *
 * Keys are paths such as "certifications/<agencyId>/<certificationId>/<uuid>": the caller makes them unique
 * and never builds them from user input, and the folder store refuses anything that could leave its root.
 */
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Env } from "../env";

export type StoredFile = { stream: Readable; contentType: string; size: number };

export interface FileStorage {
  /** Stores (or replaces) the object at `key`; resolves with its size in bytes once it is durable. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<{ size: number }>;
  /** The object at `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the object at `key`; a missing object is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

function checkKey(key: string) {
  if (!KEY.test(key) || key.split("/").some((part) => part === "." || part === ".."))
    throw new Error(`Invalid storage key: ${key}`);
}

/** Content type kept next to each file ("<file>.meta.json"), as an object store keeps it in metadata. */
type Meta = { contentType: string };

/** A folder store: each key is a file under `root`, written to a temporary name first and renamed into place. */
export function createFolderStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    checkKey(key);
    return path.join(root, ...key.split("/"));
  };
  const metaOf = (file: string) => `${file}.meta.json`;

  return {
    async put(key, body, contentType) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(temp, { flags: "wx" }));
        await fs.writeFile(metaOf(file), JSON.stringify({ contentType } satisfies Meta));
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
      return { size: (await fs.stat(file)).size };
    },

    async get(key) {
      const file = fileOf(key);
      let size: number;
      try {
        size = (await fs.stat(file)).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      let contentType = "application/octet-stream";
      try {
        contentType =
          (JSON.parse(await fs.readFile(metaOf(file), "utf8")) as Meta).contentType || contentType;
      } catch {
        // A file without its metadata is still served, as a generic download.
      }
      return { stream: createReadStream(file), contentType, size };
    },

    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(metaOf(file), { force: true });
    },
  };
}

/** The storage the server uses: <DATA_DIR>/files (created on first write). */
export function createStorage(env: Pick<Env, "dataDir">): FileStorage {
  return createFolderStorage(path.join(env.dataDir, "files"));
}
