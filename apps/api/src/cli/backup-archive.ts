/**
 * The backup file of the embedded database: a gzipped POSIX tar (readable by `tar -tzf`) holding
 *   rollcall-backup.json   what it is (format, version, when, what it holds)
 *   database.tar           PGlite's own dump of its data directory (dumpDataDir), without the uploads
 *   files/...              the uploaded files (DATA_DIR/files), with their full names
 * Long names use PAX extended headers, so upload keys longer than tar's 100 characters survive; PGlite's
 * own tarball cuts names at 100 characters, which is why the uploads are not taken from it.
 */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";

export const MANIFEST_NAME = "rollcall-backup.json";
export const DATABASE_NAME = "database.tar";
export const FILES_PREFIX = "files/";

export type Manifest = {
  format: "rollcall-backup";
  version: 1;
  createdAt: string;
  database: "pglite";
  /** `select version()` of the embedded PostgreSQL that wrote it. */
  postgresVersion: string;
  files: number;
};

export type TarEntry = { name: string; type: "file" | "directory"; data: Buffer; mode: number; mtime: Date };

const BLOCK = 512;

function octal(value: number, width: number) {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

function header(name: string, size: number, typeflag: string, mode: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, "utf8");
  block.write(octal(mode & 0o7777, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.max(0, Math.floor(mtime.getTime() / 1000)), 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write(typeflag, 156, "ascii");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

function padding(size: number) {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** One entry's bytes: a PAX header first when the name does not fit tar's 100 bytes. */
export function entryBytes(entry: TarEntry): Buffer[] {
  const parts: Buffer[] = [];
  let name = entry.name;
  if (Buffer.byteLength(name) > 99) {
    const record = (length: number) => `${length} path=${name}\n`;
    let length = Buffer.byteLength(record(0));
    while (Buffer.byteLength(record(length)) !== length) length = Buffer.byteLength(record(length));
    const pax = Buffer.from(record(length));
    parts.push(header("PaxHeader", pax.length, "x", 0o644, entry.mtime), pax, padding(pax.length));
    name = Buffer.from(name)
      .subarray(0, 99)
      .toString("utf8")
      .replace(/\uFFFD$/, "");
  }
  const size = entry.type === "file" ? entry.data.length : 0;
  parts.push(header(name, size, entry.type === "file" ? "0" : "5", entry.mode, entry.mtime));
  if (size) parts.push(entry.data, padding(size));
  return parts;
}

export const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

/** A whole tar in memory (the database part). */
export function tarBuffer(entries: TarEntry[]): Buffer {
  return Buffer.concat([...entries.flatMap(entryBytes), END_OF_ARCHIVE]);
}

function cString(block: Buffer, start: number, length: number) {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString("utf8");
}

function parseOctal(block: Buffer, start: number, length: number) {
  const text = cString(block, start, length).trim();
  return text ? Number.parseInt(text, 8) : 0;
}

/** Reads a tar (ustar, PAX and GNU long names) from a stream, one entry at a time. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  let buffered: Buffer = Buffer.alloc(0);
  const chunks = source[Symbol.asyncIterator]();
  let done = false;
  const need = async (bytes: number) => {
    const parts: Buffer[] = [buffered];
    let length = buffered.length;
    while (length < bytes && !done) {
      const next = await chunks.next();
      if (next.done) done = true;
      else {
        parts.push(next.value);
        length += next.value.length;
      }
    }
    buffered = parts.length > 1 ? Buffer.concat(parts) : buffered;
    if (buffered.length < bytes) throw new Error("The backup file is truncated.");
  };
  const take = async (bytes: number) => {
    await need(bytes);
    const taken = buffered.subarray(0, bytes);
    buffered = buffered.subarray(bytes);
    return taken;
  };

  let longName: string | undefined;
  for (;;) {
    const block = await take(BLOCK);
    if (block.every((byte) => byte === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
    if (sum !== parseOctal(block, 148, 8))
      throw new Error("The backup file is damaged (a tar header checksum).");
    const size = parseOctal(block, 124, 12);
    const typeflag = String.fromCharCode(block[156] || 48);
    const data = Buffer.from(await take(size));
    await take((BLOCK - (size % BLOCK)) % BLOCK);
    if (typeflag === "x") {
      for (const line of data.toString("utf8").split("\n")) {
        const match = /^\d+ path=(.*)$/s.exec(line);
        if (match) longName = match[1];
      }
      continue;
    }
    if (typeflag === "L") {
      longName = cString(data, 0, data.length);
      continue;
    }
    if (typeflag === "g") continue;
    const prefix = block.subarray(257, 262).toString("ascii") === "ustar" ? cString(block, 345, 155) : "";
    const shortName = prefix ? `${prefix}/${cString(block, 0, 100)}` : cString(block, 0, 100);
    const name = longName ?? shortName;
    longName = undefined;
    if (typeflag !== "0" && typeflag !== "5") continue; // links and devices: never in a backup
    yield {
      name,
      type: typeflag === "5" ? "directory" : "file",
      data,
      mode: parseOctal(block, 100, 8),
      mtime: new Date(parseOctal(block, 136, 12) * 1000),
    };
  }
}

/** Writes entries into a gzipped tar file, one at a time (nothing but the current entry in memory). */
export async function writeArchive(file: string, entries: AsyncIterable<TarEntry>) {
  async function* bytes() {
    for await (const entry of entries) yield* entryBytes(entry);
    yield END_OF_ARCHIVE;
  }
  await pipeline(Readable.from(bytes()), zlib.createGzip(), fs.createWriteStream(file, { flags: "wx" }));
  // The backup is on disk before the command says so.
  const fd = fs.openSync(file, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Every file under `root` (sorted, relative with "/"), skipping a storage write still in progress. */
export function* walkFiles(root: string, relative = ""): Generator<string> {
  let names: fs.Dirent[];
  try {
    names = fs.readdirSync(path.join(root, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of names.sort((a, b) => a.name.localeCompare(b.name))) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walkFiles(root, child);
    else if (entry.isFile() && !entry.name.endsWith(".tmp")) yield child;
  }
}

/** Uploads among stored files: lib/storage.ts keeps each file's content type next to it in "<file>.meta.json". */
export const countUploads = (names: string[]) => names.filter((name) => !name.endsWith(".meta.json")).length;

/** The gunzipped contents of a backup file, as a stream of chunks. */
export function openArchive(file: string): Readable {
  const gunzip = zlib.createGunzip();
  const input = fs.createReadStream(file);
  input.on("error", (error) => gunzip.destroy(error));
  return input.pipe(gunzip);
}
