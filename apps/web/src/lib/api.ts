/**
 * The one request function every call goes through (spec 01 §7, "Common request behaviour").
 * Offline caching of reads and queueing of writes hook in here, so no feature handles connectivity itself.
 */
import type { QueryFunction } from "@tanstack/react-query";

export type FieldErrors = Record<string, string>;

/** A non-OK answer. `message` follows the spec ("status: text"); `serverMessage` is the body's message alone. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly serverMessage: string;
  readonly fieldErrors: FieldErrors;
  readonly body: unknown;

  constructor(status: number, statusText: string, text: string, body: unknown) {
    super(`${status}: ${text || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    const parsed = (body && typeof body === "object" ? body : {}) as { message?: unknown; errors?: unknown };
    this.serverMessage = typeof parsed.message === "string" ? parsed.message : text;
    this.fieldErrors =
      parsed.errors && typeof parsed.errors === "object" ? (parsed.errors as FieldErrors) : {};
  }
}

/** Spec 02 §6: a 403, or a message containing "Admin access required", is an admin refusal. */
export const isAdminRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || /Admin access required/.test(error.serverMessage));

function isJson(res: Response) {
  return res.status !== 204 && (res.headers.get("content-type") ?? "").includes("application/json");
}

async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const shown =
    body && typeof body === "object" && "message" in body
      ? String((body as { message: unknown }).message)
      : text;
  throw new ApiError(res.status, res.statusText, shown, body);
}

async function parse<T>(res: Response): Promise<T> {
  return (isJson(res) ? await res.json() : undefined) as T;
}

/** Sends a request with credentials and a JSON body; resolves with the parsed JSON answer. */
export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return parse<T>(res);
}

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
  await throwIfNotOk(res);
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

type UnauthorizedBehavior = "returnNull" | "throw";

/** Default read: GET on the query key's segments joined with "/". */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const url = queryKey.filter((part) => typeof part === "string" || typeof part === "number").join("/");
    const params = queryKey.find((part) => part && typeof part === "object") as
      | Record<string, string | number | undefined>
      | undefined;
    const search = params
      ? `?${new URLSearchParams(
          Object.entries(params)
            .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
            .map(([k, v]) => [k, String(v)]),
        )}`
      : "";
    const res = await fetch(url + search, { credentials: "include" });
    if (options.on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return parse<T>(res);
  };
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
