import { ApiError } from "@/lib/api";

/** The file name a Content-Disposition header carries (the UTF-8 form first), or the fallback. */
function fileNameOf(header: string | null, fallback: string) {
  if (!header) return fallback;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (exact) {
    try {
      return decodeURIComponent(exact[1]);
    } catch {
      // Fall through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads a file the API answers as an attachment (a certificate, a report) and saves it under the
 * server's file name. Fetching first (rather than following a link) lets a failure show as a toast
 * instead of a page of JSON.
 */
export async function downloadFile(url: string, fallbackName: string) {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) {
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    const message =
      body && typeof body === "object" && "message" in body
        ? String((body as { message: unknown }).message)
        : text;
    throw new ApiError(res.status, res.statusText, message, body);
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileNameOf(res.headers.get("content-disposition"), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
