/** Files and the upload step the branding tests share (folder store and S3). */
import type { TestApp } from "../../test/harness";

// A real 1x1 PNG: file-type reads past the signature to the image header.
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
);

/**
 * The browser's PUT of the file to its upload URL: our own endpoint (a path) through the app with the
 * session cookie, an S3 address with fetch, as the browser would. The status and body as text.
 */
export async function putFile(
  app: TestApp["app"],
  uploadURL: string,
  bytes: Buffer,
  contentType: string,
  cookie?: string,
) {
  if (uploadURL.startsWith("/")) {
    const res = await app.inject({
      method: "PUT",
      url: uploadURL,
      headers: { "content-type": contentType, ...(cookie ? { cookie } : {}) },
      payload: bytes,
    });
    return { status: res.statusCode, body: res.body };
  }
  const res = await fetch(uploadURL, {
    method: "PUT",
    body: new Uint8Array(bytes),
    headers: { "content-type": contentType },
  });
  return { status: res.status, body: await res.text() };
}
