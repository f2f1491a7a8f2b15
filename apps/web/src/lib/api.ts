/**
 * The one request function every call goes through (spec 01 §7, "Common request behaviour").
 * Offline caching of reads and queueing of writes hook in here, so no feature handles connectivity itself.
 */
import { versionTag } from "@rollcall/shared/offline";
import type { QueryFunction } from "@tanstack/react-query";
import { OFFLINE_TEXT, refreshPendingCount, showUnsavedChanges } from "./connectivity";
import {
  cachedRead,
  enqueue,
  forgetOwner,
  getOwner,
  type QueuedRequest,
  queuedRequests,
  recordFailure,
  saveRead,
  setOwner,
} from "./offline-store";

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

/** A write made without a connection: kept on the device and sent when the connection returns (spec 01 §7). */
export class QueuedRequestError extends Error {
  readonly request: QueuedRequest;

  constructor(request: QueuedRequest) {
    super(OFFLINE_TEXT.queued);
    this.name = "QueuedRequestError";
    this.request = request;
  }
}

export const isQueued = (error: unknown): error is QueuedRequestError => error instanceof QueuedRequestError;

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

const CURRENT_USER_URL = "/api/user";

/** The member whose reads this device keeps (see offline-store), read once from storage then followed here. */
let owner: Promise<string | null> | null = null;
const currentOwner = () => {
  owner ??= getOwner();
  return owner;
};

async function noteOwner(userId: string | null) {
  owner = Promise.resolve(userId);
  if (userId) await setOwner(userId);
  else await forgetOwner();
}

/**
 * What the device answers for `url` offline, set by the screen rather than read: an answer that came inside
 * another (the dashboard's one call seeds each card), or a change shown before the server has it.
 */
export async function keepOnDevice(url: string, data: unknown) {
  const member = await currentOwner();
  if (member) await saveRead(member, url, data);
}

/**
 * A change shown before the server has it (a check-in queued offline): the device's copy of `url` is updated,
 * so the screen keeps showing it while reads are answered from the device, until the server answers again.
 */
export async function updateKept<T>(url: string, update: (data: T) => T) {
  const member = await currentOwner();
  const kept = member ? await cachedRead(member, url) : null;
  if (member && kept) await saveRead(member, url, update(kept.data as T));
}

/** The device's copy of `url` for the signed-in member, or null. */
export async function keptCopy<T>(url: string): Promise<T | null> {
  const member = await currentOwner();
  const kept = member ? await cachedRead(member, url) : null;
  return kept ? (kept.data as T) : null;
}

/** Whether a write to `url` whose body matches `matches` waits in this member's offline queue. */
export async function isWaiting(method: string, url: string, matches: (data: unknown) => boolean) {
  const member = await currentOwner();
  if (!member) return false;
  return (await queuedRequests(member)).some((r) => r.method === method && r.url === url && matches(r.data));
}

/** Signing out (the sidebar's logout, an expired session): the device forgets the member's reads. */
export const forgetOfflineData = () => noteOwner(null);

/**
 * A random UUID: a queued write's id, or a record's made on the device (randomUUID needs a secure context; a LAN
 * install may be plain http).
 */
export function uniqueId() {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A read: from the network, kept on the device for the member (24 hours); without a connection, the kept copy,
 * else the original error.
 */
async function read<T>(url: string, on401: UnauthorizedBehavior): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: "include" });
  } catch (error) {
    const member = await currentOwner();
    const kept = member ? await cachedRead(member, url) : null;
    if (kept) return kept.data as T;
    throw error;
  }
  if (res.status === 401) {
    await noteOwner(null);
    if (on401 === "returnNull") return null as T;
  }
  await throwIfNotOk(res);
  const data = await parse<T>(res);
  if (isJson(res)) await adoptRead(url, data);
  return data;
}

/**
 * A read's answer, from the network or from the page the server painted (app/first-paint.ts): the session's
 * answer says whose device this is, and every answer is kept on it for that member.
 */
export async function adoptRead(url: string, data: unknown) {
  if (url === CURRENT_USER_URL)
    await noteOwner((data as { user?: { id?: string } | null })?.user?.id ?? null);
  await keepOnDevice(url, data);
}

/**
 * Writes that mean nothing later or need the server now: signing in or out, passwords, payment and upload
 * sessions (an upload URL expires), a new API key or webhook (its answer, the key or the signing secret, is
 * shown once: a replay nobody watches would make one whose secret no one ever sees), an import (its preview
 * answers now, and members' temporary passwords are shown once). Offline they fail as they are.
 */
const NOT_QUEUED =
  /^\/api\/(login|logout|register|password-|auth\/|profile\/password|create-checkout|create-portal|objects\/upload|imports\/|api-keys$|webhooks$)/;

/**
 * A write: sent with an Idempotency-Key, so a retry is done once. Without a connection (the browser says so,
 * or the request cannot reach the server) it is queued for the signed-in member under the same key and the
 * caller gets QueuedRequestError; the key then also covers a request that did reach the server.
 */
async function write<T>(
  method: string,
  url: string,
  data: unknown,
  headers: Record<string, string> | undefined,
  queuedData: unknown,
): Promise<T> {
  const id = uniqueId();
  const queue = async () => {
    const member = await currentOwner();
    if (!member || NOT_QUEUED.test(url)) return null;
    const request: QueuedRequest = {
      id,
      method,
      url,
      data: queuedData ?? data,
      headers,
      timestamp: Date.now(),
      userId: member,
    };
    await enqueue(request);
    void refreshPendingCount();
    return new QueuedRequestError(request);
  };
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    const queued = await queue();
    if (queued) throw queued;
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: {
        ...headers,
        "Idempotency-Key": id,
        ...(data !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      body: data !== undefined ? JSON.stringify(data) : undefined,
      credentials: "include",
    });
  } catch (error) {
    const queued = await queue();
    throw queued ?? error;
  }
  if (res.status === 412) await handOverConflict(res.clone(), { id, method, url, data, headers });
  await throwIfNotOk(res);
  return parse<T>(res);
}

/**
 * A write refused because someone changed the record since this copy was loaded (412 with the record as it is
 * now): it goes to "Changes not saved", as a queued change refused on replay does, where the member sees both
 * versions and chooses. The caller still gets the ApiError (isConflict) and closes its dialog.
 */
async function handOverConflict(res: Response, request: Omit<QueuedRequest, "timestamp" | "userId">) {
  const body = (await res.json().catch(() => null)) as { message?: unknown; current?: unknown } | null;
  const member = await currentOwner();
  if (!member || !body || body.current === undefined) return;
  await recordFailure({
    ...request,
    timestamp: Date.now(),
    userId: member,
    status: 412,
    message: typeof body.message === "string" ? body.message : res.statusText,
    current: body.current,
  });
  await refreshPendingCount();
  showUnsavedChanges();
}

/** The write was refused as made on an older version, and handed to "Changes not saved" (see handOverConflict). */
export const isConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status === 412 &&
  Boolean(error.body && typeof error.body === "object" && "current" in error.body);

/**
 * Sends a request with credentials and a JSON body; resolves with the parsed JSON answer. Options for writes:
 * - `version`: the record's updatedAt as the API answered it, sent as If-Match, so an edit made on an older copy
 *   (offline, or in a dialog left open) is refused with 412 instead of overwriting someone else's change;
 * - `queuedData`: the body to send instead if the write is queued offline (a check-in then carries the moment
 *   it was pressed; online the server's clock is the time).
 */
export function apiRequest<T = unknown>(
  method: string,
  url: string,
  data?: unknown,
  options: { version?: string; queuedData?: unknown } = {},
): Promise<T> {
  if (method.toUpperCase() === "GET") return read<T>(url, "throw");
  const headers = options.version ? { "If-Match": versionTag(options.version) } : undefined;
  return write<T>(method, url, data, headers, options.queuedData);
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
 * instead of a page of JSON. With `post`, the file is asked for with that body.
 */
export async function downloadFile(url: string, fallbackName: string, post?: unknown) {
  // A POST for a download the server records (a payroll export); a GET otherwise.
  const res = await fetch(
    url,
    post === undefined
      ? { credentials: "include" }
      : {
          method: "POST",
          credentials: "include",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(post),
        },
  );
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

/** The url a query key reads: its segments joined with "/", its object (if any) as the query string. */
export function queryKeyUrl(queryKey: readonly unknown[]) {
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
  return url + search;
}

/** Default read: GET on the query key's segments joined with "/". */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => read<T>(queryKeyUrl(queryKey), options.on401);
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
