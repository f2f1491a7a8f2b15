import { isIPv4, isIPv6 } from "node:net";

/** Growing delays once the free attempts are spent: the first wait, doubled after each further attempt. */
export type Backoff = { firstDelayMs: number; maxDelayMs: number };

/** Attempts kept per key at most: past this many the delay is at its cap anyway. */
const MAX_KEPT = 64;

/**
 * Counts attempts per key in a sliding window (e.g. failed sign-ins per account and address). In memory:
 * one server process owns the count; behind several instances each counts its own share, which still
 * bounds guessing.
 *
 * The first `limit` attempts in the window are free. After that, without `backoff`, the key waits until
 * enough attempts leave the window; with `backoff`, it waits `firstDelayMs` after the last attempt, then
 * twice that after the next one, and so on up to `maxDelayMs` (and never past the moment the window would
 * free it anyway).
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly backoff?: Backoff,
  ) {}

  private recent(key: string, now: number) {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Milliseconds until another attempt is allowed, or 0 when one is allowed now. */
  waitMs(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    const over = list.length - this.limit;
    if (over < 0) return 0;
    // When the window lets the key below its limit again.
    const windowWait = list[over] + this.windowMs - now;
    if (!this.backoff) return Math.max(0, windowWait);
    const { firstDelayMs, maxDelayMs } = this.backoff;
    const delay = Math.min(firstDelayMs * 2 ** Math.min(over, 40), maxDelayMs);
    return Math.max(0, Math.min(windowWait, (list.at(-1) ?? now) + delay - now));
  }

  /** Seconds until another attempt is allowed (rounded up, for Retry-After), or 0 when one is allowed now. */
  retryAfter(key: string, now = Date.now()): number {
    const wait = this.waitMs(key, now);
    return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : 0;
  }

  /** Whether the key has an attempt in the window. */
  has(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length > 0;
  }

  record(key: string, now = Date.now()) {
    const list = this.recent(key, now);
    list.push(now);
    if (list.length > MAX_KEPT) list.splice(0, list.length - MAX_KEPT);
    this.hits.set(key, list);
    if (this.hits.size > 50_000) this.prune(now);
  }

  /** Takes back one attempt recorded at `at` (one counted ahead that turned out not to count). */
  forget(key: string, at: number) {
    const list = this.hits.get(key);
    const index = list?.lastIndexOf(at) ?? -1;
    if (!list || index < 0) return;
    list.splice(index, 1);
    if (!list.length) this.hits.delete(key);
  }

  reset(key: string) {
    this.hits.delete(key);
  }

  private prune(now: number) {
    for (const key of this.hits.keys()) this.recent(key, now);
  }
}

/**
 * The part of a client address that identifies one client for throttling: an IPv4 address as it is, an
 * IPv6 address by its /64 network (one subscriber usually holds a whole /64, so counting single IPv6
 * addresses would let them step around any per-address limit).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ""] = ip.toLowerCase().split("%")[0].split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
