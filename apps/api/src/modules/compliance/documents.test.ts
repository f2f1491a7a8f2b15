/**
 * Certificate documents through the HTTP API: upload (type by content, 10 MB cap), download with the right
 * headers, replace and remove (the stored file goes too), who may upload, and agency isolation.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDaysToIsoDate, COMPLIANCE_MESSAGES, MAX_DOCUMENT_BYTES } from "@rollcall/shared/compliance";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withAgency } from "../../db/client";
import { certifications } from "../../db/schema/compliance";
import { createFolderStorage } from "../../lib/storage";
import { testToday as today } from "../../test/harness";
import { twoAgencies } from "../../test/world";

const world = twoAgencies({ dataDir: "rollcall-documents-", crew: true });
const { t, a, b, officer, firefighter, emt, expectCall } = world;
const kim = firefighter;
const patel = emt;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
// A real 1x1 PNG: file-type reads past the signature to the image header.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(24),
]);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(24)]);

let boundaryCount = 0;
/** A multipart/form-data body with one file part (and optional plain fields), as a browser sends it. */
function multipart(
  file: { name: string; type: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----rollcall${boundaryCount++}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(id: string, cookie: string, file: { name: string; type: string; bytes: Buffer } | null) {
  const body = multipart(file);
  return t.app.inject({
    method: "POST",
    url: `/api/certifications/${id}/document`,
    headers: { cookie, "content-type": body.contentType },
    payload: body.payload,
  });
}

const download = (id: string, cookie: string) =>
  t.app.inject({ method: "GET", url: `/api/certifications/${id}/document`, headers: { cookie } });

async function newCert(cookie: string, userId: string, name = "CPR") {
  const created = await expectCall(201, "POST", "/api/certifications", cookie, {
    userId,
    name,
    expirationDate: addDaysToIsoDate(today, 100),
  });
  return created.id as string;
}

async function storedKey(id: string) {
  const [row] = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
    tx.select({ key: certifications.documentKey }).from(certifications).where(eq(certifications.id, id)),
  );
  return row?.key ?? null;
}

const fileOnDisk = (key: string) => path.join(world.dataDir, "files", ...key.split("/"));

describe("uploading and downloading", () => {
  it("a firefighter attaches a PDF to their own certification; any member of the agency downloads it", async () => {
    const id = await newCert(firefighter.cookie, kim.id);
    const res = await upload(id, firefighter.cookie, {
      name: "cpr card.pdf",
      type: "application/pdf",
      bytes: PDF,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      documentUrl: `/api/certifications/${id}/document`,
      documentName: "cpr card.pdf",
      documentContentType: "application/pdf",
      documentSize: PDF.length,
    });
    // Stored under DATA_DIR/files, keyed by agency and certification.
    const key = await storedKey(id);
    expect(key).toMatch(new RegExp(`^certifications/${a.user.agencyId}/${id}/[0-9a-f-]{36}$`));
    expect(fs.readFileSync(fileOnDisk(key ?? ""))).toEqual(PDF);

    const got = await download(id, emt.cookie);
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("application/pdf");
    expect(got.headers["content-disposition"]).toBe(
      `attachment; filename="cpr card.pdf"; filename*=UTF-8''cpr%20card.pdf`,
    );
    expect(got.headers["content-length"]).toBe(String(PDF.length));
    expect(got.rawPayload).toEqual(PDF);

    const listed = (
      await t.app.inject({ method: "GET", url: "/api/certifications", headers: { cookie: emt.cookie } })
    )
      .json()
      .find((c: { id: string }) => c.id === id);
    expect(listed.documentUrl).toBe(`/api/certifications/${id}/document`);
  });

  it("accepts PNG, JPEG, WebP and HEIC images, judged by their content rather than their name", async () => {
    const cases = [
      { bytes: PNG, type: "image/png" },
      { bytes: JPEG, type: "image/jpeg" },
      { bytes: WEBP, type: "image/webp" },
      { bytes: HEIC, type: "image/heic" },
    ];
    for (const c of cases) {
      const id = await newCert(a.cookie, patel.id, `Image ${c.type}`);
      // Named and announced as a PDF: the bytes decide.
      const res = await upload(id, a.cookie, { name: "scan.pdf", type: "application/pdf", bytes: c.bytes });
      expect(res.statusCode, c.type).toBe(200);
      expect(res.json().documentContentType).toBe(c.type);
      expect((await download(id, firefighter.cookie)).headers["content-type"]).toBe(c.type);
    }
  });

  it("refuses a file that is not a PDF or an image, whatever its name says", async () => {
    const id = await newCert(a.cookie, kim.id, "Not a PDF");
    for (const file of [
      { name: "certificate.pdf", type: "application/pdf", bytes: Buffer.from("just some text") },
      { name: "run.exe", type: "application/octet-stream", bytes: Buffer.from("MZ\x90\x00\x03") },
      {
        name: "image.svg",
        type: "image/svg+xml",
        bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      },
    ]) {
      const res = await upload(id, a.cookie, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json()).toEqual({
        message: COMPLIANCE_MESSAGES.fileType,
        errors: { file: "Upload a PDF or an image (PNG, JPEG, WebP or HEIC)" },
      });
    }
    expect(await storedKey(id)).toBeNull();
  });

  it("accepts exactly 10 MB and refuses anything larger with 413", async () => {
    const id = await newCert(a.cookie, kim.id, "Big Scan");
    const atLimit = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES - PDF.length, 0x20)]);
    expect(
      (await upload(id, a.cookie, { name: "big.pdf", type: "application/pdf", bytes: atLimit })).statusCode,
    ).toBe(200);
    const over = Buffer.concat([atLimit, Buffer.from("x")]);
    const res = await upload(id, a.cookie, { name: "huge.pdf", type: "application/pdf", bytes: over });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: "File size must be less than 10MB",
      errors: { file: "File size must be less than 10MB" },
    });
    // The earlier document is still the one attached.
    expect((await download(id, a.cookie)).rawPayload.length).toBe(MAX_DOCUMENT_BYTES);
  });

  it("refuses a request without a file", async () => {
    const id = await newCert(a.cookie, kim.id, "No File");
    const empty = multipart(null, { note: "hello" });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/certifications/${id}/document`,
      headers: { cookie: a.cookie, "content-type": empty.contentType },
      payload: empty.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ file: "Choose a file to upload" });
    const json = await t.app.inject({
      method: "POST",
      url: `/api/certifications/${id}/document`,
      headers: { cookie: a.cookie },
      payload: { file: "not a file" },
    });
    expect(json.statusCode).toBe(400);
    const zero = await upload(id, a.cookie, {
      name: "empty.pdf",
      type: "application/pdf",
      bytes: Buffer.alloc(0),
    });
    expect(zero.statusCode).toBe(400);
  });

  it("replacing a document deletes the previous file; removing it clears the certification and the file", async () => {
    const id = await newCert(officer.cookie, kim.id, "Replace Me");
    await upload(id, officer.cookie, { name: "first.pdf", type: "application/pdf", bytes: PDF });
    const firstKey = (await storedKey(id)) ?? "";
    await upload(id, officer.cookie, { name: "second.png", type: "image/png", bytes: PNG });
    const secondKey = (await storedKey(id)) ?? "";
    expect(secondKey).not.toBe(firstKey);
    expect(fs.existsSync(fileOnDisk(firstKey))).toBe(false);
    expect(fs.existsSync(fileOnDisk(secondKey))).toBe(true);
    expect((await download(id, a.cookie)).headers["content-disposition"]).toContain('filename="second.png"');

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/certifications/${id}/document`,
      headers: { cookie: firefighter.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ documentUrl: null, documentName: null, documentSize: null });
    expect(fs.existsSync(fileOnDisk(secondKey))).toBe(false);
    const gone = await download(id, a.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: "This certification has no document" });
  });

  it("deleting the certification deletes its file", async () => {
    const id = await newCert(a.cookie, kim.id, "Delete With File");
    await upload(id, a.cookie, { name: "c.pdf", type: "application/pdf", bytes: PDF });
    const key = (await storedKey(id)) ?? "";
    expect(fs.existsSync(fileOnDisk(key))).toBe(true);
    await t.app.inject({ method: "DELETE", url: `/api/certifications/${id}`, headers: { cookie: a.cookie } });
    expect(fs.existsSync(fileOnDisk(key))).toBe(false);
  });

  it("keeps a safe name for odd file names", async () => {
    const id = await newCert(a.cookie, kim.id, "Odd Name");
    const res = await upload(id, a.cookie, {
      name: "Zertifikat für Kim (2025).pdf",
      type: "application/pdf",
      bytes: PDF,
    });
    expect(res.json().documentName).toBe("Zertifikat für Kim (2025).pdf");
    expect((await download(id, a.cookie)).headers["content-disposition"]).toBe(
      `attachment; filename="Zertifikat f_r Kim (2025).pdf"; filename*=UTF-8''Zertifikat%20f%C3%BCr%20Kim%20%282025%29.pdf`,
    );
  });
});

describe("who may upload and remove", () => {
  it("a member may not attach to or remove from someone else's certification", async () => {
    const id = await newCert(a.cookie, patel.id, "Patel Only");
    const res = await upload(id, firefighter.cookie, { name: "x.pdf", type: "application/pdf", bytes: PDF });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(COMPLIANCE_MESSAGES.ownOnly);
    await upload(id, emt.cookie, { name: "mine.pdf", type: "application/pdf", bytes: PDF });
    const remove = await t.app.inject({
      method: "DELETE",
      url: `/api/certifications/${id}/document`,
      headers: { cookie: firefighter.cookie },
    });
    expect(remove.statusCode).toBe(403);
    expect((await download(id, firefighter.cookie)).statusCode).toBe(200);
  });
});

describe("agency isolation", () => {
  it("another agency's admin gets 404 on the document download, upload and removal", async () => {
    const id = await newCert(a.cookie, kim.id, "Private Card");
    await upload(id, a.cookie, { name: "private.pdf", type: "application/pdf", bytes: PDF });
    const got = await download(id, b.cookie);
    expect(got.statusCode).toBe(404);
    expect(got.json()).toEqual({ message: "Certification not found" });
    expect(
      (await upload(id, b.cookie, { name: "x.pdf", type: "application/pdf", bytes: PDF })).statusCode,
    ).toBe(404);
    const remove = await t.app.inject({
      method: "DELETE",
      url: `/api/certifications/${id}/document`,
      headers: { cookie: b.cookie },
    });
    expect(remove.statusCode).toBe(404);
    expect((await download(id, a.cookie)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/certifications/${id}/document` })).statusCode,
    ).toBe(401);
  });
});

describe("the folder storage", () => {
  it("puts, gets and deletes by key, and refuses keys that could leave its folder", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-storage-"));
    try {
      const storage = createFolderStorage(root);
      expect(await storage.put("a/b/c.bin", Buffer.from("hello"), "text/plain")).toEqual({ size: 5 });
      const file = await storage.get("a/b/c.bin");
      expect(file).toMatchObject({ contentType: "text/plain", size: 5 });
      const chunks: Buffer[] = [];
      for await (const chunk of file?.stream ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe("hello");
      await storage.delete("a/b/c.bin");
      expect(await storage.get("a/b/c.bin")).toBeNull();
      await storage.delete("a/b/c.bin");
      for (const key of ["../x", "a/../../x", "/etc/passwd", "a//b", ""])
        await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow("Invalid storage key");
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
