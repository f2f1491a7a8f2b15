/**
 * The agency logo through the HTTP API with the folder store (the default): upload URL, the PUT of the
 * file to it, setting the logo and reading it back; the type judged by the bytes (no SVG, no PDF), the 5 MB
 * limit, expired and reused upload links, another agency's links and logo, and admins only.
 * branding.s3.test.ts runs the same flow against an S3-compatible store (s3rver).
 */
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { BRANDING_MESSAGES, LOGO_MAX_BYTES } from "@rollcall/shared/branding";
import { describe, expect, it } from "vitest";
import { createFolderStorage } from "../../lib/storage";
import { twoAgencies } from "../../test/world";
import { JPEG, PDF, PNG, putFile, SVG } from "./branding.test-files";

const world = twoAgencies({ dataDir: "rollcall-branding-" });
const { t, a, b, firefighter, officer, call, expectCall } = world;

const logoUrlOf = (agencyId: string) => `/api/agencies/${agencyId}/logo`;

async function uploadUrl(cookie: string) {
  const { uploadURL } = await expectCall<{ uploadURL: string }>(200, "POST", "/api/objects/upload", cookie);
  return uploadURL;
}

/** The whole flow as the settings screen runs it; the answer of the last step. */
async function setLogo(cookie: string, agencyId: string, bytes: Buffer, type = "image/png") {
  const uploadURL = await uploadUrl(cookie);
  const put = await putFile(t.app, uploadURL, bytes, type, cookie);
  expect(put.status, put.body).toBe(200);
  return call("PUT", `/api/agencies/${agencyId}/logo`, cookie, { logoURL: uploadURL });
}

describe("logo upload", () => {
  it("uploads a PNG, makes it the agency's logo and serves it to the agency's members", async () => {
    const res = await setLogo(a.cookie, a.user.agencyId, PNG);
    expect(res.statusCode, res.body).toBe(200);
    const agency = res.json();
    expect(agency.logoUrl).toMatch(new RegExp(`^${logoUrlOf(a.user.agencyId)}\\?v=[0-9a-f]+$`));

    // The agency read (the sidebar's source) carries the new address.
    const read = await expectCall<{ logoUrl: string }>(
      200,
      "GET",
      `/api/agencies/${a.user.agencyId}`,
      a.cookie,
    );
    expect(read.logoUrl).toBe(agency.logoUrl);

    // Every member reads the image itself, with its real type and safe headers.
    for (const cookie of [a.cookie, firefighter.cookie]) {
      const logo = await call("GET", agency.logoUrl, cookie);
      expect(logo.statusCode).toBe(200);
      expect(logo.headers["content-type"]).toBe("image/png");
      expect(logo.headers["cache-control"]).toContain("private");
      expect(logo.headers["x-content-type-options"]).toBe("nosniff");
      expect(Buffer.compare(logo.rawPayload, PNG)).toBe(0);
    }

    // A new logo gets a new address (browsers fetch it again), and the upload is used up.
    const again = await setLogo(a.cookie, a.user.agencyId, JPEG, "image/jpeg");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().logoUrl).not.toBe(agency.logoUrl);
    const jpeg = await call("GET", again.json().logoUrl, firefighter.cookie);
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");
  });

  it("judges the file by its bytes: a PDF, an SVG or a WebP is refused whatever the browser calls it", async () => {
    for (const [bytes, claimed] of [
      [PDF, "image/png"],
      [SVG, "image/svg+xml"],
      [Buffer.from("just some text"), "image/gif"],
      // A WebP is an image, but the printed reports could not carry it.
      [
        Buffer.concat([
          Buffer.from("RIFF"),
          Buffer.from([0x24, 0, 0, 0]),
          Buffer.from("WEBPVP8 "),
          Buffer.alloc(24),
        ]),
        "image/webp",
      ],
    ] as const) {
      const res = await setLogo(b.cookie, b.user.agencyId, bytes, claimed);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: BRANDING_MESSAGES.notImage,
        errors: { logoURL: BRANDING_MESSAGES.notImage },
      });
    }
    // Agency B still has no logo.
    expect((await call("GET", logoUrlOf(b.user.agencyId), b.cookie)).statusCode).toBe(404);
    const agency = await expectCall<{ logoUrl: string | null }>(
      200,
      "GET",
      `/api/agencies/${b.user.agencyId}`,
      b.cookie,
    );
    expect(agency.logoUrl).toBeNull();
  });

  it("refuses a file over 5 MB at the upload", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const uploadURL = await uploadUrl(a.cookie);
    const put = await putFile(t.app, uploadURL, big, "image/png", a.cookie);
    expect(put.status).toBe(413);
    expect(JSON.parse(put.body).message).toBe(BRANDING_MESSAGES.fileTooLarge);
    // Nothing was stored: the URL names no file.
    const res = await call("PUT", `/api/agencies/${a.user.agencyId}/logo`, a.cookie, { logoURL: uploadURL });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ logoURL: BRANDING_MESSAGES.uploadNotFound });
  });

  it("stops reading a body past the link's limit even without a content length", async () => {
    const storage = createFolderStorage(path.join(world.dataDir, "files"));
    const key = `uploads/${a.user.agencyId}/${crypto.randomUUID()}`;
    const url = await storage.signedUploadUrl(key, { expiresInSeconds: 60, maxBytes: 1000 });
    const token = new URL(url, "http://x").searchParams.get("token") as string;
    // A stream of unknown length, larger than the limit: refused, and nothing left behind.
    const body = Readable.from([PNG, Buffer.alloc(2000)]);
    await expect(storage.receiveUpload?.(token, body, "image/png")).rejects.toMatchObject({
      reason: "too-large",
    });
    expect(await storage.get(key)).toBeNull();
  });

  it("answers 413 over a real connection when a body of unknown length passes 5 MB", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const uploadURL = await uploadUrl(a.cookie);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${address}${uploadURL}`, {
        method: "PUT",
        agent: false,
        headers: { cookie: a.cookie, origin: "http://rollcall.test", "content-type": "image/png" },
      });
      req.on("response", (res) => {
        resolve(res.statusCode ?? 0);
        // Done: stop sending and close the connection (the server must not wait for the rest).
        req.destroy();
      });
      req.on("error", (error) => {
        if (!req.destroyed) reject(error);
      });
      // Chunked (no content length), 6 MB in 64 kB pieces.
      const piece = Buffer.alloc(64 * 1024);
      let sent = 0;
      const write = () => {
        while (sent < 6 * 1024 * 1024 && !req.destroyed) {
          sent += piece.length;
          if (!req.write(piece)) return void req.once("drain", write);
        }
        if (!req.destroyed) req.end();
      };
      write();
    });
    expect(status).toBe(413);
  });

  it("accepts an upload URL once", async () => {
    const uploadURL = await uploadUrl(a.cookie);
    expect((await putFile(t.app, uploadURL, PNG, "image/png", a.cookie)).status).toBe(200);
    const second = await putFile(t.app, uploadURL, PDF, "image/png", a.cookie);
    expect(second.status).toBe(409);
    expect(JSON.parse(second.body).message).toBe(BRANDING_MESSAGES.uploadLinkUsed);
    // The first file is the one kept.
    const res = await call("PUT", `/api/agencies/${a.user.agencyId}/logo`, a.cookie, { logoURL: uploadURL });
    expect(res.statusCode, res.body).toBe(200);
    // And an upload becomes a logo once: it is gone afterwards.
    const reuse = await call("PUT", `/api/agencies/${a.user.agencyId}/logo`, a.cookie, {
      logoURL: uploadURL,
    });
    expect(reuse.statusCode).toBe(400);
  });

  it("refuses an expired upload URL", async () => {
    // Signed by the same store (same DATA_DIR secret), already past its expiry.
    const storage = createFolderStorage(path.join(world.dataDir, "files"));
    const expired = await storage.signedUploadUrl(`uploads/${a.user.agencyId}/${crypto.randomUUID()}`, {
      expiresInSeconds: -1,
      maxBytes: LOGO_MAX_BYTES,
    });
    const res = await putFile(t.app, expired, PNG, "image/png", a.cookie);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).message).toBe(BRANDING_MESSAGES.uploadLinkExpired);
  });

  it("refuses a forged or altered upload URL", async () => {
    const uploadURL = await uploadUrl(a.cookie);
    const token = new URL(uploadURL, "http://x").searchParams.get("token") as string;
    const [payload] = token.split(".");
    const forged = `/api/objects/upload?token=${payload}.${"A".repeat(43)}`;
    expect((await putFile(t.app, forged, PNG, "image/png", a.cookie)).status).toBe(403);
    expect(
      (await putFile(t.app, "/api/objects/upload?token=nonsense", PNG, "image/png", a.cookie)).status,
    ).toBe(403);
  });

  it("keeps each agency to its own uploads and its own logo", async () => {
    // Agency A's upload URL: B's admin can neither send a file to it nor make it B's logo.
    const aURL = await uploadUrl(a.cookie);
    expect((await putFile(t.app, aURL, PNG, "image/png", b.cookie)).status).toBe(404);
    expect((await putFile(t.app, aURL, PNG, "image/png", a.cookie)).status).toBe(200);
    const stolen = await call("PUT", `/api/agencies/${b.user.agencyId}/logo`, b.cookie, { logoURL: aURL });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual({ logoURL: BRANDING_MESSAGES.uploadNotFound });
    // Nor set A's logo, nor read it: A's agency id answers 404 to B.
    const other = await call("PUT", `/api/agencies/${a.user.agencyId}/logo`, b.cookie, { logoURL: aURL });
    expect(other.statusCode).toBe(404);
    expect((await call("GET", logoUrlOf(a.user.agencyId), b.cookie)).statusCode).toBe(404);
    // An address that is no upload at all.
    for (const logoURL of ["https://example.org/logo.png", `/api/agencies/${a.user.agencyId}/logo`, "x"]) {
      const res = await call("PUT", `/api/agencies/${a.user.agencyId}/logo`, a.cookie, { logoURL });
      expect(res.statusCode).toBe(400);
    }
    // The upload A's admin sent is still A's to use.
    expect(
      (await call("PUT", `/api/agencies/${a.user.agencyId}/logo`, a.cookie, { logoURL: aURL })).statusCode,
    ).toBe(200);
  });

  it("is for admins only: other roles get 403 at each step, signed out 401", async () => {
    const uploadURL = await uploadUrl(a.cookie);
    for (const member of [officer, firefighter]) {
      expect((await call("POST", "/api/objects/upload", member.cookie)).statusCode).toBe(403);
      expect((await putFile(t.app, uploadURL, PNG, "image/png", member.cookie)).status).toBe(403);
      const res = await call("PUT", `/api/agencies/${a.user.agencyId}/logo`, member.cookie, {
        logoURL: uploadURL,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Admin access required");
    }
    expect((await call("POST", "/api/objects/upload")).statusCode).toBe(401);
    expect((await putFile(t.app, uploadURL, PNG, "image/png")).status).toBe(401);
    expect((await call("GET", logoUrlOf(a.user.agencyId))).statusCode).toBe(401);
  });

  it("answers 404 for an agency without a logo", async () => {
    expect((await call("GET", logoUrlOf(b.user.agencyId), b.cookie)).statusCode).toBe(404);
  });
});
