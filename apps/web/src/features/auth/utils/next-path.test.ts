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
  ])("ignores %j (%s) and goes to /", (next) => {
    expect(safeNext(next, ORIGIN)).toBe("/");
  });

  it("keeps a path of the app with its query and fragment", () => {
    expect(safeNext("/scheduling?week=2", ORIGIN)).toBe("/scheduling?week=2");
    expect(safeNext("/assets/3f2a?tab=history#log", ORIGIN)).toBe("/assets/3f2a?tab=history#log");
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
