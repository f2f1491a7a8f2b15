import { describe, expect, it } from "vitest";
import { AttemptLimiter, addressKey } from "./attempt-limiter";

const MINUTE = 60_000;

describe("AttemptLimiter", () => {
  it("allows `limit` attempts in the window, then waits until the oldest leaves it", () => {
    const limiter = new AttemptLimiter(3, 15 * MINUTE);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter("k", i * MINUTE)).toBe(0);
      limiter.record("k", i * MINUTE);
    }
    expect(limiter.retryAfter("k", 3 * MINUTE)).toBe(12 * 60);
    expect(limiter.retryAfter("k", 15 * MINUTE)).toBe(0);
    expect(limiter.retryAfter("other", 3 * MINUTE)).toBe(0);
  });

  it("with growing delays: free attempts, then 1 s, 2 s, 4 s ... after the last attempt, capped", () => {
    const limiter = new AttemptLimiter(5, 60 * MINUTE, { firstDelayMs: 1000, maxDelayMs: 15 * MINUTE });
    let now = 0;
    for (let i = 0; i < 5; i++) {
      expect(limiter.waitMs("k", now)).toBe(0);
      limiter.record("k", now);
    }
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const wait = limiter.waitMs("k", now);
      waits.push(wait / 1000);
      now += wait;
      expect(limiter.waitMs("k", now)).toBe(0);
      limiter.record("k", now);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it("never holds a key longer than its window would", () => {
    const limiter = new AttemptLimiter(2, 10 * MINUTE, { firstDelayMs: MINUTE, maxDelayMs: 60 * MINUTE });
    for (let i = 0; i < 6; i++) limiter.record("k", i);
    // The delay would be 16 minutes; the window frees the key when the fifth attempt is 10 minutes old.
    expect(limiter.waitMs("k", 5)).toBe(10 * MINUTE - 1);
    expect(limiter.retryAfter("k", 10 * MINUTE + 5)).toBe(0);
  });

  it("takes back one attempt recorded at a given moment", () => {
    const limiter = new AttemptLimiter(1, MINUTE);
    limiter.record("k", 5);
    expect(limiter.retryAfter("k", 5)).toBeGreaterThan(0);
    limiter.forget("k", 4);
    expect(limiter.retryAfter("k", 5)).toBeGreaterThan(0);
    limiter.forget("k", 5);
    expect(limiter.retryAfter("k", 5)).toBe(0);
  });

  it("forgets a key on reset", () => {
    const limiter = new AttemptLimiter(1, MINUTE, { firstDelayMs: 1000, maxDelayMs: MINUTE });
    limiter.record("k", 0);
    expect(limiter.retryAfter("k", 0)).toBe(1);
    limiter.reset("k");
    expect(limiter.retryAfter("k", 0)).toBe(0);
  });
});

describe("addressKey", () => {
  it("keeps IPv4 addresses, unwraps IPv4-mapped IPv6, and groups IPv6 by /64", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::5")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
  });
});
