/**
 * S3-compatible storage, against a real S3 API (s3rver, in process, on a free port with a temporary
 * folder) through the real AWS SDK client: put, get and delete, a presigned PUT sent with fetch, and then
 * the whole logo flow with the app configured by S3_* variables pointing at it.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { BRANDING_MESSAGES } from "@rollcall/shared/branding";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "../../env";
import { createS3Storage, createStorage, type FileStorage } from "../../lib/storage";
import { createTestApp, signUpAgency, type TestApp } from "../../test/harness";
import { addMember, signIn } from "../../test/members";
import { PNG, putFile, SVG } from "./branding.test-files";

type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void> };
// s3rver ships no types.
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: object) => S3rverServer;

const BUCKET = "rollcall-files";
let server: S3rverServer;
let directory: string;
let s3Env: Record<string, string>;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-s3rver-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  s3Env = {
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe("the S3 store", () => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = createStorage({ ...parseEnv({ ...s3Env, SEED_DEMO: "false" }), dataDir: directory });
  });

  it("is chosen by S3_BUCKET, and a half-configured set stops the start", () => {
    expect(storage.receiveUpload).toBeUndefined();
    expect(() => parseEnv({ S3_ACCESS_KEY_ID: "x", S3_SECRET_ACCESS_KEY: "y" })).toThrow(EnvError);
    expect(() => parseEnv({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "x" })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_BUCKET/);
    // The folder store otherwise.
    expect(createStorage({ dataDir: directory }).receiveUpload).toBeTypeOf("function");
  });

  it("puts, gets and deletes objects with their content type", async () => {
    const { size } = await storage.put("certifications/a/b/c", PNG, "image/png");
    expect(size).toBe(PNG.length);
    const file = await storage.get("certifications/a/b/c");
    expect(file?.contentType).toBe("image/png");
    expect(file?.size).toBe(PNG.length);
    expect(Buffer.compare(await text(file?.stream as NodeJS.ReadableStream), PNG)).toBe(0);
    await storage.delete("certifications/a/b/c");
    expect(await storage.get("certifications/a/b/c")).toBeNull();
    // Deleting what is not there is not an error.
    await storage.delete("certifications/a/b/c");
    await expect(storage.put("../escape", PNG, "image/png")).rejects.toThrow(/Invalid storage key/);
  });

  it("presigns a PUT of one key that fetch can use, and names that key back", async () => {
    const url = await storage.signedUploadUrl("uploads/x/one", { expiresInSeconds: 60, maxBytes: 100 });
    expect(url).toContain("X-Amz-Signature=");
    expect(storage.uploadKeyOf(url)).toBe("uploads/x/one");
    const res = await fetch(url, {
      method: "PUT",
      body: new Uint8Array(PNG),
      headers: { "content-type": "image/png" },
    });
    expect(res.status, await res.text()).toBe(200);
    const file = await storage.get("uploads/x/one");
    expect(file?.size).toBe(PNG.length);
    file?.stream.resume();
    // Signed for one key and a few minutes (s3rver checks the expiry but not v4 signatures; S3 checks both).
    const query = new URL(url).searchParams;
    expect(query.get("X-Amz-Expires")).toBe("60");
    expect(query.get("X-Amz-SignedHeaders")).toBe("host");
  });

  it("refuses an expired presigned URL", async () => {
    const url = await createS3Storage({
      bucket: BUCKET,
      region: "us-east-1",
      endpoint: s3Env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    }).signedUploadUrl("uploads/x/late", { expiresInSeconds: 1, maxBytes: 100 });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(url, { method: "PUT", body: new Uint8Array(PNG) })).status).toBe(403);
  });
});

describe("the logo flow on S3", () => {
  let t: TestApp;
  let admin: { cookie: string; user: { agencyId: string } };
  let other: { cookie: string; user: { agencyId: string } };
  let firefighter: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-branding-s3-"));

  beforeAll(async () => {
    t = await createTestApp({ ...s3Env, DATA_DIR: dataDir });
    admin = await signUpAgency(t.app, { agencyName: "S3 Fire" });
    other = await signUpAgency(t.app, { agencyName: "Other Fire" });
    const member = await addMember(t.db, admin.user.agencyId, "firefighter");
    firefighter = await signIn(t.app, member.email);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const uploadUrl = async (cookie: string) => {
    const res = await t.app.inject({ method: "POST", url: "/api/objects/upload", headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().uploadURL as string;
  };

  it("uploads straight to the bucket, then makes the file the logo", async () => {
    const uploadURL = await uploadUrl(admin.cookie);
    expect(uploadURL).toMatch(new RegExp(`^${s3Env.S3_ENDPOINT}/${BUCKET}/uploads/${admin.user.agencyId}/`));
    expect((await putFile(t.app, uploadURL, PNG, "image/png")).status).toBe(200);

    const res = await t.app.inject({
      method: "PUT",
      url: `/api/agencies/${admin.user.agencyId}/logo`,
      headers: { cookie: admin.cookie },
      payload: { logoURL: uploadURL },
    });
    expect(res.statusCode, res.body).toBe(200);
    const logo = await t.app.inject({
      method: "GET",
      url: res.json().logoUrl,
      headers: { cookie: firefighter },
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(logo.rawPayload, PNG)).toBe(0);
    // Copied to agencies/<id>/logo; the upload itself is gone.
    const storage = createStorage({ ...parseEnv(s3Env), dataDir });
    expect(
      await storage.get(`uploads/${admin.user.agencyId}/${uploadURL.split("/").pop()?.split("?")[0]}`),
    ).toBeNull();
    const stored = await storage.get(`agencies/${admin.user.agencyId}/logo`);
    expect(stored?.contentType).toBe("image/png");
    stored?.stream.resume();
    // The folder store's endpoint is not there with S3.
    const direct = await t.app.inject({
      method: "PUT",
      url: "/api/objects/upload?token=x",
      headers: { cookie: admin.cookie, "content-type": "image/png" },
      payload: PNG,
    });
    expect(direct.statusCode).toBe(404);
  });

  it("lets the app's pages send files to the bucket (Content-Security-Policy connect-src)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: admin.cookie } });
    expect(res.headers["content-security-policy"]).toContain(`connect-src 'self' ${s3Env.S3_ENDPOINT}`);
  });

  it("judges the uploaded bytes: an SVG is refused", async () => {
    const uploadURL = await uploadUrl(admin.cookie);
    expect((await putFile(t.app, uploadURL, SVG, "image/svg+xml")).status).toBe(200);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/agencies/${admin.user.agencyId}/logo`,
      headers: { cookie: admin.cookie },
      payload: { logoURL: uploadURL },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ logoURL: BRANDING_MESSAGES.notImage });
  });

  it("refuses another agency's upload and a file over 5 MB", async () => {
    const uploadURL = await uploadUrl(admin.cookie);
    expect((await putFile(t.app, uploadURL, PNG, "image/png")).status).toBe(200);
    const stolen = await t.app.inject({
      method: "PUT",
      url: `/api/agencies/${other.user.agencyId}/logo`,
      headers: { cookie: other.cookie },
      payload: { logoURL: uploadURL },
    });
    expect(stolen.statusCode).toBe(400);

    // S3 cannot cap a presigned PUT: the size is checked when the file is used.
    const bigURL = await uploadUrl(admin.cookie);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await putFile(t.app, bigURL, big, "image/png")).status).toBe(200);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/agencies/${admin.user.agencyId}/logo`,
      headers: { cookie: admin.cookie },
      payload: { logoURL: bigURL },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ logoURL: BRANDING_MESSAGES.fileTooLarge });
  });
});
