import { describe, expect, it } from "vitest";
import { safeNext } from "./next-path";

const ORIGIN = "https://rollcall.example";

describe("the sign-in return path (?next=)", () => {
  it.each([
    ["/\t/evil.example", "a tab the browser drops, leaving //evil.example"],
    ["/\n/evil.example", "a line break the browser drops"],
    ["//evil.example", "a protocol-relative address"],
    ["/\\evil.example", "a backslash the browser reads as a slash"],
    ["\\\\evil.example", "two backslashes"],
    ["https://evil.example", "a full address elsewhere"],
    ["https://evil.example/scheduling", "a full address elsewhere with our path"],
    ["http://rollcall.example/", "our host over another scheme"],
    ["javascript:alert(1)", "a script"],
    ["JavaScript:alert(1)", "a script in mixed case"],
    ["data:text/html,<script>alert(1)</script>", "a data address"],
    ["/.//evil.example", "a dot segment that leaves //evil.example"],
    ["/..//evil.example/phish", "a parent segment that leaves //evil.example/phish"],
    ["/%2e//evil.example", "an encoded dot segment"],
    ["/%2E%2E//evil.example", "an encoded parent segment"],
    ["/a/..//evil.example", "a segment and its parent"],
    ["/./\\evil.example", "a dot segment then a backslash"],
    ["/.\t//evil.example", "a dot segment, a tab, two slashes"],
    ["/.\n\\/evil.example", "a dot segment, a line break, a backslash"],
    ["\\/evil.example", "a backslash then a slash"],
    ["/\\/evil.example", "slash, backslash, slash"],
    ["///evil.example", "three slashes"],
    [" //evil.example", "a leading space the parser trims"],
    ["https://rollcall.example@evil.example/", "our origin as a user name"],
  ])("ignores %j (%s) and goes to /", (next) => {
    expect(safeNext(next, ORIGIN)).toBe("/");
  });

  it("keeps a path of the app with its query and fragment", () => {
    expect(safeNext("/scheduling?week=2", ORIGIN)).toBe("/scheduling?week=2");
    expect(safeNext("/assets/3f2a?tab=history#log", ORIGIN)).toBe("/assets/3f2a?tab=history#log");
  });

  it("never answers a path another host could be read from, whatever the input", () => {
    const parts = ["/", "//", "\\", ".", "..", "%2e", "%5C", "\t", "@", "evil.example"];
    // Every string of up to four of these parts: the hostile forms above and their mixtures.
    let level = [""];
    const inputs: string[] = [];
    for (let length = 0; length < 4; length++) {
      level = level.flatMap((prefix) => parts.map((part) => prefix + part));
      inputs.push(...level);
    }
    for (const next of inputs) {
      const path = safeNext(next, ORIGIN);
      expect(path, JSON.stringify(next)).toMatch(/^\/(?![/\\])/);
      expect(new URL(path, ORIGIN).origin, JSON.stringify(next)).toBe(ORIGIN);
    }
  });

  it("keeps a path whose dot segments resolve on this site", () => {
    expect(safeNext("/./scheduling", ORIGIN)).toBe("/scheduling");
    expect(safeNext("/users/../assets/42", ORIGIN)).toBe("/assets/42");
  });

  it("keeps only the path of a full address on our own origin", () => {
    expect(safeNext(`${ORIGIN}/users?role=emt`, ORIGIN)).toBe("/users?role=emt");
  });

  it("goes to / without a next", () => {
    expect(safeNext(null, ORIGIN)).toBe("/");
    expect(safeNext(undefined, ORIGIN)).toBe("/");
    expect(safeNext("", ORIGIN)).toBe("/");
  });
});
