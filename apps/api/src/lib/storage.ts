/**
 * File storage behind one small interface: put, get, delete by key, and a signed upload URL the browser
 * sends a file to. Two implementations, chosen by configuration (decision 011):
 * - a folder on disk (<DATA_DIR>/files, also with DATABASE_URL set), the default;
 * - any S3-compatible store (AWS S3, MinIO, R2, ...) when S3_BUCKET is set (env.ts, S3_*).
 *
 * Keys are paths such as "certifications/<agencyId>/<certificationId>/<uuid>": the caller makes them unique
 * and never builds them from user input, and both stores refuse anything that could leave their root.
 *
 * Upload URLs: S3 presigns a PUT of one key (the AWS SDK presigner). The folder store signs its own: a
 * token, HMAC-SHA256 over {key, expiry, size limit} with a secret kept in <DATA_DIR>/upload-secret, which
 * PUT /api/objects/upload?token=... redeems once (receiveUpload), streaming the body to the key.
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Client } from "@aws-sdk/client-s3";
import { type Env, type S3Config, s3Config } from "../env";

export type StoredFile = { stream: Readable; contentType: string; size: number };

export interface FileStorage {
  /** Stores (or replaces) the object at `key`; resolves with its size in bytes once it is durable. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<{ size: number }>;
  /** The object at `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the object at `key`; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL the browser PUTs one file to, stored at `key`: good for that key only, for an upload only, until
   * `expiresInSeconds` have passed. The store never trusts what arrives: whoever uses the upload reads it
   * back and checks its type and size (its bytes, not the content type the browser sent).
   */
  signedUploadUrl(key: string, options: UploadUrlOptions): Promise<string>;
  /** The key an upload URL of this store names (expired or not), or null when it is not one of its URLs. */
  uploadKeyOf(url: string): string | null;
  /**
   * Stores whose upload URLs point at our own API (the folder store) receive the upload here: the token
   * from the URL, accepted once and before its expiry, the body streamed to its key up to its size limit.
   * S3 receives uploads itself and has no such method.
   */
  receiveUpload?(token: string, body: Readable, contentType: string): Promise<{ key: string; size: number }>;
}

export type UploadUrlOptions = {
  expiresInSeconds: number;
  /** The largest body the folder store accepts (S3 cannot cap a presigned PUT: the reader checks). */
  maxBytes: number;
  /** Binds the upload to this content type (S3 signs it: the browser must send exactly it). */
  contentType?: string;
};

/** Why an upload through our own endpoint was refused: the route maps it to its answer. */
export class UploadRefused extends Error {
  constructor(
    readonly reason: "invalid" | "expired" | "used" | "too-large",
    message: string,
  ) {
    super(message);
  }
}

/** The path of the folder store's upload endpoint (modules/agencies/branding.routes.ts). */
export const UPLOAD_ENDPOINT = "/api/objects/upload";

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

function checkKey(key: string) {
  if (!KEY.test(key) || key.split("/").some((part) => part === "." || part === ".."))
    throw new Error(`Invalid storage key: ${key}`);
}

/** Content type kept next to each file ("<file>.meta.json"), as an object store keeps it in metadata. */
type Meta = { contentType: string };

/**
 * The stream's bytes up to `maxBytes`; more fails the copy with UploadRefused("too-large"). The source is
 * left open (an HTTP request still gets its 413 answer instead of a reset connection).
 */
function capped(source: Readable, maxBytes: number) {
  async function* chunks() {
    let seen = 0;
    for await (const chunk of source.iterator({ destroyOnReturn: false })) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      seen += buffer.length;
      if (seen > maxBytes) throw new UploadRefused("too-large", "The file is too large");
      yield buffer;
    }
  }
  return Readable.from(chunks());
}

/** The folder store's signing secret: 256 random bits in <secretDir>/upload-secret, made on first use. */
async function loadSecret(secretDir: string): Promise<Buffer> {
  const file = path.join(secretDir, "upload-secret");
  try {
    return Buffer.from((await fs.readFile(file, "utf8")).trim(), "base64url");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await fs.mkdir(secretDir, { recursive: true });
  try {
    await fs.writeFile(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return Buffer.from((await fs.readFile(file, "utf8")).trim(), "base64url");
}

type UploadClaims = { k: string; e: number; m: number };

export type FolderStorageOptions = {
  /** Where the upload signing secret and the used-token markers live (default: `root`'s parent). */
  secretDir?: string;
};

/** A folder store: each key is a file under `root`, written to a temporary name first and renamed into place. */
export function createFolderStorage(root: string, options: FolderStorageOptions = {}): FileStorage {
  const secretDir = options.secretDir ?? path.dirname(root);
  const usedDir = path.join(secretDir, "upload-tokens");
  let secret: Promise<Buffer> | undefined;
  const sign = async (payload: string) => {
    secret ??= loadSecret(secretDir);
    return createHmac("sha256", await secret)
      .update(payload)
      .digest("base64url");
  };

  /** The claims of a token whose signature is ours (expired or not), or null. */
  async function verify(token: string): Promise<UploadClaims | null> {
    const [payload, signature, ...rest] = token.split(".");
    if (!payload || !signature || rest.length || token.length > 2000) return null;
    const expected = Buffer.from(await sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as UploadClaims;
      if (typeof claims.k !== "string" || typeof claims.e !== "number" || typeof claims.m !== "number")
        return null;
      checkKey(claims.k);
      return claims;
    } catch {
      return null;
    }
  }

  /** Marks a token used (an exclusive create, so only one request wins); false when it already was. */
  async function markUsed(token: string, expiresAt: number) {
    await fs.mkdir(usedDir, { recursive: true });
    const marker = path.join(usedDir, createHash("sha256").update(token).digest("hex"));
    try {
      await fs.writeFile(marker, String(expiresAt), { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    }
    // Markers of tokens long expired can go (they could not be used again anyway).
    void sweepMarkers().catch(() => {});
    return true;
  }

  let lastSweep = 0;
  async function sweepMarkers() {
    const now = Date.now();
    if (now - lastSweep < 60 * 60 * 1000) return;
    lastSweep = now;
    for (const name of await fs.readdir(usedDir)) {
      const file = path.join(usedDir, name);
      const expiresAt = Number(await fs.readFile(file, "utf8").catch(() => "0"));
      if (expiresAt * 1000 < now - 60_000) await fs.rm(file, { force: true });
    }
  }

  const fileOf = (key: string) => {
    checkKey(key);
    return path.join(root, ...key.split("/"));
  };
  const metaOf = (file: string) => `${file}.meta.json`;

  const storage: FileStorage = {
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

    async signedUploadUrl(key, { expiresInSeconds, maxBytes }) {
      checkKey(key);
      const claims: UploadClaims = {
        k: key,
        e: Math.floor(Date.now() / 1000) + expiresInSeconds,
        m: maxBytes,
      };
      const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
      const token = `${payload}.${await sign(payload)}`;
      return `${UPLOAD_ENDPOINT}?token=${token}`;
    },

    uploadKeyOf(url) {
      const token = tokenOfUrl(url);
      if (!token) return null;
      // Only a name, without the signature check (receiveUpload checks it): whoever uses the upload checks
      // that the key is one of its own agency's and that a file is there.
      const [payload] = token.split(".");
      try {
        const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as UploadClaims;
        if (typeof claims.k !== "string") return null;
        checkKey(claims.k);
        return claims.k;
      } catch {
        return null;
      }
    },

    async receiveUpload(token, body, contentType) {
      const claims = await verify(token);
      if (!claims) throw new UploadRefused("invalid", "This upload link is not valid.");
      if (claims.e * 1000 < Date.now()) throw new UploadRefused("expired", "This upload link has expired.");
      if (!(await markUsed(token, claims.e)))
        throw new UploadRefused("used", "This upload link has already been used.");
      const { size } = await storage.put(claims.k, capped(body, claims.m), contentType);
      return { key: claims.k, size };
    },
  };
  return storage;
}

/** The token of one of the folder store's upload URLs (absolute or relative), or null. */
function tokenOfUrl(url: string): string | null {
  try {
    const parsed = new URL(url, "http://localhost");
    if (parsed.pathname !== UPLOAD_ENDPOINT) return null;
    return parsed.searchParams.get("token");
  } catch {
    return null;
  }
}

type S3 = {
  sdk: typeof import("@aws-sdk/client-s3");
  client: S3Client;
  getSignedUrl: typeof import("@aws-sdk/s3-request-presigner").getSignedUrl;
};

/** An S3-compatible store: one bucket, keys as object keys, the content type in the object's metadata. */
export function createS3Storage(config: S3Config): FileStorage {
  // The AWS SDK loads on first use (tens of MB a server with the folder store never needs).
  let loaded: Promise<S3> | undefined;
  const s3 = () => {
    loaded ??= (async () => {
      const [sdk, presigner] = await Promise.all([
        import("@aws-sdk/client-s3"),
        import("@aws-sdk/s3-request-presigner"),
      ]);
      const client = new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // Only send checksums S3-compatible stores other than AWS understand (MinIO, R2, s3rver).
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
      return { sdk, client, getSignedUrl: presigner.getSignedUrl };
    })();
    return loaded;
  };
  const Bucket = config.bucket;
  const notFound = ({ sdk }: S3, error: unknown) =>
    error instanceof sdk.NoSuchKey ||
    (error instanceof sdk.S3ServiceException &&
      (error.name === "NoSuchKey" || error.$metadata?.httpStatusCode === 404));

  return {
    async put(key, body, contentType) {
      checkKey(key);
      // A stream of unknown length would need a multipart upload; the files here are small (MBs).
      const bytes = Buffer.isBuffer(body) ? body : await readToBuffer(body);
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
      return { size: bytes.length };
    },

    async get(key) {
      checkKey(key);
      const loadedS3 = await s3();
      try {
        const answer = await loadedS3.client.send(new loadedS3.sdk.GetObjectCommand({ Bucket, Key: key }));
        return {
          stream: answer.Body as Readable,
          contentType: answer.ContentType || "application/octet-stream",
          size: Number(answer.ContentLength ?? 0),
        };
      } catch (error) {
        if (notFound(loadedS3, error)) return null;
        throw error;
      }
    },

    async delete(key) {
      checkKey(key);
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },

    async signedUploadUrl(key, { expiresInSeconds, contentType }) {
      checkKey(key);
      const { sdk, client, getSignedUrl } = await s3();
      return getSignedUrl(client, new sdk.PutObjectCommand({ Bucket, Key: key, ContentType: contentType }), {
        expiresIn: expiresInSeconds,
      });
    },

    uploadKeyOf(url) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return null;
      }
      let objectPath: string;
      try {
        objectPath = decodeURIComponent(parsed.pathname).replace(/^\//, "");
      } catch {
        return null;
      }
      // Path style (endpoint/bucket/key) or virtual-hosted style (bucket.endpoint/key).
      const key =
        objectPath.startsWith(`${Bucket}/`) && !parsed.hostname.startsWith(`${Bucket}.`)
          ? objectPath.slice(Bucket.length + 1)
          : objectPath;
      try {
        checkKey(key);
        return key;
      } catch {
        return null;
      }
    },
  };
}

async function readToBuffer(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Where browsers send uploads besides our own origin: the S3 bucket's origin (for the page's
 * Content-Security-Policy connect-src), or none with the folder store.
 */
export function uploadOrigins(env: Parameters<typeof s3Config>[0]): string[] {
  const s3 = s3Config(env);
  if (!s3) return [];
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  if (!s3.forcePathStyle) endpoint.hostname = `${s3.bucket}.${endpoint.hostname}`;
  return [endpoint.origin];
}

/** The storage the server uses: S3 when S3_BUCKET is set, otherwise <DATA_DIR>/files (created on first write). */
export function createStorage(env: Pick<Env, "dataDir"> & Parameters<typeof s3Config>[0]): FileStorage {
  const s3 = s3Config(env);
  if (s3) return createS3Storage(s3);
  return createFolderStorage(path.join(env.dataDir, "files"));
}
